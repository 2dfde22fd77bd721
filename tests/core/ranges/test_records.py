"""Records and the JSON Lines file: what a line holds, and what reading one back refuses."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.ranges.records import DealRecord, RecordError, parse_record, record_of
from freecell_gui.core.ranges.results_file import MAX_LINE_BYTES, RecordReader, ResultsFileError
from freecell_gui.core.ranges.solving import SolveSettings, solve_guarded
from freecell_gui.core.solver import Outcome, SolveResult

SOLVED = DealRecord(617, Outcome.SOLVED, ("5a", "56", "h4"), 0.25, 1234)
UNSOLVABLE = DealRecord(146692, Outcome.UNSOLVABLE, (), 1.5, 99, None)
GAVE_UP = DealRecord(11982, Outcome.GAVE_UP, (), 10.0, 600_000, "positions")


@pytest.mark.parametrize("record", [SOLVED, UNSOLVABLE, GAVE_UP])
def test_a_record_is_one_line_that_reads_back_as_itself(record: DealRecord) -> None:
    line = record.to_line()
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert parse_record(line.decode()) == record
    fields = json.loads(line)
    assert set(fields) == {
        "deal",
        "cells",
        "game",
        "status",
        "moves",
        "length",
        "seconds",
        "positions",
        "limit",
    }
    assert (fields["cells"], fields["game"]) == (4, "freecell")
    assert fields["length"] == (3 if record is SOLVED else None)


def test_a_solved_deal_records_moves_that_replay_in_the_rules_engine() -> None:
    start = Position.from_deal(deal(617))
    record = record_of(617, start, solve_guarded(start, SolveSettings(fast=True)))
    assert record is not None and record.status is Outcome.SOLVED and record.length == len(record.moves)
    assert replay(start, parse_moves(" ".join(record.moves)), AutoplayPolicy.MS).won


def test_a_solve_cut_short_by_a_stop_is_never_recorded() -> None:
    start = Position.from_deal(deal(1))
    cut = SolveResult(Outcome.GAVE_UP, (), "cancelled", 10, 0.1)
    assert record_of(1, start, cut) is None


@pytest.mark.parametrize(
    "line",
    [
        "[]",
        '{"deal": 0, "status": "solved"}',
        '{"deal": 8589934592, "status": "solved"}',
        '{"deal": true, "status": "solved"}',
        '{"deal": 5, "status": "won"}',
        '{"deal": 5, "status": "solved", "moves": []}',
        '{"deal": 5, "status": "unsolvable", "moves": ["5a"]}',
        '{"deal": 5, "status": "solved", "moves": [1, 2]}',
        '{"deal": 5, "status": "gave up", "seconds": NaN}',
        '{"deal": 5, "status": "gave up", "seconds": -1}',
        '{"deal": 5, "status": "gave up", "positions": 1.5}',
        '{"deal": 5, "status": "gave up", "limit": "boredom"}',
        '{"deal": ' + "9" * 5000 + "}",
        "[" * 100_000,
        "{'deal': 5}",
    ],
)
def test_lines_that_are_not_records_are_refused(line: str) -> None:
    with pytest.raises(RecordError):
        parse_record(line)


def _read(data: bytes) -> tuple[list[DealRecord], RecordReader]:
    reader = RecordReader(io.BytesIO(data), "run.jsonl")
    return list(reader), reader


def test_a_half_written_last_line_is_skipped_and_measured() -> None:
    whole = SOLVED.to_line() + UNSOLVABLE.to_line()
    for cut in range(1, len(GAVE_UP.to_line())):  # every place a power cut could stop the write
        records, reader = _read(whole + GAVE_UP.to_line()[:cut])
        assert records == [SOLVED, UNSOLVABLE]
        assert reader.whole_bytes == len(whole) and reader.torn_bytes == cut


def test_a_line_too_long_to_be_a_record_is_refused_with_its_number() -> None:
    data = SOLVED.to_line() + b"x" * (MAX_LINE_BYTES + 10) + b"\n"
    with pytest.raises(ResultsFileError, match="line 2 is longer than"):
        _read(data)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=4000), st.integers(min_value=0, max_value=3))
def test_any_bytes_read_back_as_records_or_one_clear_error(data: bytes, whole_lines: int) -> None:
    # Whole records first (as a run leaves them), then anything: binary, truncated, invalid.
    prefix = b"".join(record.to_line() for record in [SOLVED, UNSOLVABLE, GAVE_UP][:whole_lines])
    try:
        records, reader = _read(prefix + data)
    except ResultsFileError as error:
        message = str(error)
        assert "\n" not in message and message.startswith("run.jsonl: line ") and len(message) < 200
        return
    assert records[:whole_lines] == [SOLVED, UNSOLVABLE, GAVE_UP][:whole_lines]
    assert reader.whole_bytes + reader.torn_bytes == len(prefix + data)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from([SOLVED, UNSOLVABLE, GAVE_UP]), max_size=20), st.data())
def test_a_file_of_records_cut_anywhere_keeps_every_whole_record(
    records: list[DealRecord], data: st.DataObject
) -> None:
    whole = b"".join(record.to_line() for record in records)
    cut = data.draw(st.integers(min_value=0, max_value=len(whole)))
    read, reader = _read(whole[:cut])
    assert read == records[: whole[:cut].count(b"\n")]
    assert reader.whole_bytes == whole[:cut].rfind(b"\n") + 1


def test_huge_inputs_are_read_in_bounded_lines() -> None:
    # 20 MB of one "line": refused after reading MAX_LINE_BYTES of it, not all of it.
    stream = io.BytesIO(b"{" + b" " * 20_000_000)
    reader = RecordReader(stream, "run.jsonl")
    with pytest.raises(ResultsFileError, match="longer than"):
        list(reader)
    assert stream.tell() <= MAX_LINE_BYTES + 1
