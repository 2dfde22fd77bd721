"""What --resume reads back: only a record this program could have written is cut, and only true
records (one a deal, of the range asked for, a solution that solves its deal) are kept; any other
file is refused in one line and left byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import LAST_DEAL, deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.ranges.record_checks import IMPOSSIBLE_DEALS, record_problem
from freecell_gui.core.ranges.records import (
    FIELDS,
    DealRecord,
    RecordError,
    is_cut_record,
    parse_record,
    record_of,
)
from freecell_gui.core.ranges.results_file import ResultsFileError, open_results
from freecell_gui.core.ranges.solving import SolveSettings, solve_guarded
from freecell_gui.core.solver import Outcome


def _solved(number: int) -> DealRecord:
    start = Position.from_deal(deal(number))
    record = record_of(number, start, solve_guarded(start, SolveSettings(fast=True)))
    assert record is not None and record.status is Outcome.SOLVED
    return parse_record(record.to_line().decode())  # as read back: its seconds rounded


# Solved once for the module: real solutions of deals 1-4.
TRUE_RECORDS = [_solved(number) for number in range(1, 5)]

records = st.builds(
    DealRecord,
    deal=st.integers(1, LAST_DEAL),
    status=st.sampled_from(Outcome),
    moves=st.lists(st.text("12345678abcdh", min_size=2, max_size=3), min_size=1, max_size=40).map(tuple),
    seconds=st.floats(0, 10_000, allow_nan=False),
    positions=st.integers(1, 10**9),
    limit=st.sampled_from([None, "time", "positions", "memory"]),
).map(
    lambda record: DealRecord(
        record.deal,
        record.status,
        record.moves if record.status is Outcome.SOLVED else (),
        record.seconds,
        record.positions,
        None if record.status is Outcome.UNSOLVABLE else record.limit,
    )
)


@given(records, st.data())
def test_every_beginning_of_a_record_line_is_a_record_cut_short(
    record: DealRecord, data: st.DataObject
) -> None:
    line = record.to_line()
    assert parse_record(line.decode()) == DealRecord(
        record.deal, record.status, record.moves, round(record.seconds, 4), record.positions, record.limit
    )
    cut = data.draw(st.integers(1, len(line) - 1))
    assert is_cut_record(line[:cut])


@given(records, st.integers(0, 3), st.sampled_from([b"\r", b"\r\r", b"\n\r"]))
def test_records_joined_by_carriage_returns_are_not_a_record_cut_short(
    record: DealRecord, extra: int, separator: bytes
) -> None:
    line = record.to_line().rstrip(b"\n")
    joined = separator.join([line] * (extra + 1)) + separator
    assume(not joined.endswith(b"\n"))
    assert not is_cut_record(joined)


def _write(folder: Path, data: bytes) -> Path:
    path = folder / "run.jsonl"
    path.write_bytes(data)
    return path


def _refusal(path: Path, deals: range = range(1, 5)) -> str:
    """The one-line refusal of --resume on `path`; the file must be as it was."""
    before = path.read_bytes()
    with open_results(path, resume=True) as results, pytest.raises(ResultsFileError) as caught:
        list(results.read_back(deals))
    assert path.read_bytes() == before
    message = str(caught.value)
    assert "\n" not in message and caught.value.bad_input
    return message


FOLDERS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@FOLDERS
@given(
    text=st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=300).filter(
        lambda text: "\n" not in text and not text.startswith("{")
    ),
    whole=st.integers(0, 4),
)
def test_a_last_line_of_text_without_a_newline_is_refused_and_left(
    text: str, whole: int, tmp_path_factory: pytest.TempPathFactory
) -> None:
    data = b"".join(record.to_line() for record in TRUE_RECORDS[:whole]) + text.encode()
    path = _write(tmp_path_factory.mktemp("text"), data)
    assert f"line {whole + 1}, the last, has no newline" in _refusal(path) or "not UTF-8" in _refusal(path)


def test_records_separated_by_carriage_returns_only_are_refused_and_left(tmp_path: Path) -> None:
    data = b"\r".join(record.to_line().rstrip(b"\n") for record in TRUE_RECORDS) + b"\r"
    assert "line 1, the last, has no newline" in _refusal(_write(tmp_path, data))


def test_a_record_cut_short_is_cut_and_nothing_else(tmp_path: Path) -> None:
    whole = b"".join(record.to_line() for record in TRUE_RECORDS[:2])
    for cut in (1, 9, 40, len(TRUE_RECORDS[2].to_line()) - 1):
        path = _write(tmp_path, whole + TRUE_RECORDS[2].to_line()[:cut])
        with open_results(path, resume=True) as results:
            assert list(results.read_back(range(1, 5))) == TRUE_RECORDS[:2]
            assert results.torn_bytes == cut and results.read_whole
        assert path.read_bytes() == whole


@FOLDERS
@given(field=st.sampled_from(FIELDS), which=st.integers(0, 3))
def test_a_field_written_twice_is_refused(
    field: str, which: int, tmp_path_factory: pytest.TempPathFactory
) -> None:
    record = TRUE_RECORDS[which]
    line = record.to_line().decode()
    value = json.dumps(record.to_json()[field], separators=(", ", ": "))
    repeated = line.replace("}\n", f', "{field}": {value}}}\n')
    with pytest.raises(RecordError, match="written twice"):
        parse_record(repeated)
    path = _write(tmp_path_factory.mktemp("twice"), TRUE_RECORDS[0].to_line() + repeated.encode())
    assert "written twice" in _refusal(path)


@pytest.mark.parametrize("field", FIELDS)
def test_a_missing_or_foreign_field_is_refused(field: str) -> None:
    fields = TRUE_RECORDS[0].to_json()
    del fields[field]
    with pytest.raises(RecordError, match="no '"):
        parse_record(json.dumps(fields))
    fields = {**TRUE_RECORDS[0].to_json(), "note": "mine"}
    with pytest.raises(RecordError, match="does not write"):
        parse_record(json.dumps(fields))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 3), st.integers(0, 3), st.sampled_from(["other deal", "drop", "swap", "double"]))
def test_a_solution_that_does_not_solve_its_deal_is_not_true(source: int, target: int, change: str) -> None:
    moves = list(TRUE_RECORDS[source].moves)
    number = TRUE_RECORDS[target].deal
    if change == "other deal":
        assume(source != target)
    elif change == "drop":
        del moves[len(moves) // 2]
        number = TRUE_RECORDS[source].deal
    elif change == "swap":
        middle = len(moves) // 2
        assume(moves[middle] != moves[middle + 1])
        moves[middle], moves[middle + 1] = moves[middle + 1], moves[middle]
        number = TRUE_RECORDS[source].deal
    else:
        moves = moves + moves[:1]  # a move after the win: no card left to move
        number = TRUE_RECORDS[source].deal
    record = DealRecord(number, Outcome.SOLVED, tuple(moves), 0.1, 100)
    assert record_problem(record) is not None


def test_true_records_are_kept(tmp_path: Path) -> None:
    impossible = DealRecord(11982, Outcome.UNSOLVABLE, (), 9.5, 600_000)
    unknown = DealRecord(2_000_000, Outcome.UNSOLVABLE, (), 9.5, 600_000)  # past the known million: trusted
    gave_up = DealRecord(3, Outcome.GAVE_UP, (), 10.0, 600_000, "time")
    chosen = [*TRUE_RECORDS[:2], gave_up, impossible, unknown]
    path = _write(tmp_path, b"".join(record.to_line() for record in chosen))
    with open_results(path, resume=True) as results:
        assert list(results.read_back()) == chosen


@pytest.mark.parametrize("number", [1, 617, 999_999])
def test_an_unsolvable_record_of_a_deal_with_a_solution_is_refused(number: int, tmp_path: Path) -> None:
    record = DealRecord(number, Outcome.UNSOLVABLE, (), 1.0, 1000)
    assert number not in IMPOSSIBLE_DEALS
    path = _write(tmp_path, TRUE_RECORDS[1].to_line() + record.to_line())
    assert "line 2 is not true" in _refusal(path, range(1, 1_000_000))


def test_an_unsolvable_record_that_a_limit_stopped_is_not_ours() -> None:
    line = (
        DealRecord(11982, Outcome.UNSOLVABLE, (), 1.0, 1000)
        .to_line()
        .replace(b'"limit": null', b'"limit": "time"')
    )
    with pytest.raises(RecordError, match="did not end"):
        parse_record(line.decode())


def test_two_records_of_one_deal_are_refused(tmp_path: Path) -> None:
    data = b"".join(record.to_line() for record in [*TRUE_RECORDS[:3], TRUE_RECORDS[1]])
    assert "line 4 is a second record of deal 2 (line 2 is the first)" in _refusal(_write(tmp_path, data))


def test_a_record_outside_the_range_asked_for_is_refused(tmp_path: Path) -> None:
    data = b"".join(record.to_line() for record in TRUE_RECORDS)
    assert "line 4 is of deal 4, outside the deals asked for" in _refusal(_write(tmp_path, data), range(1, 4))


def test_a_stop_while_reading_back_ends_the_reading_and_cuts_nothing(tmp_path: Path) -> None:
    data = b"".join(record.to_line() for record in TRUE_RECORDS) + b'{"deal": 5'

    class AfterTwo:
        seen = 0

        def is_set(self) -> bool:
            self.seen += 1
            return self.seen > 2

    path = _write(tmp_path, data)
    with open_results(path, resume=True) as results:
        assert list(results.read_back(range(1, 6), AfterTwo())) == TRUE_RECORDS[:2]
        assert not results.read_whole
    assert path.read_bytes() == data


@given(st.characters(categories=["Cc", "Cf", "Zl", "Zp"]))
def test_a_move_the_file_holds_is_quoted_escaped_in_the_refusal(hidden: str) -> None:
    moves = list(TRUE_RECORDS[0].moves)
    moves[0] = moves[0][0] + hidden + moves[0][1:]  # a control or bidi character inside a move
    problem = record_problem(DealRecord(TRUE_RECORDS[0].deal, Outcome.SOLVED, tuple(moves), 0.1, 100))
    assert problem is not None
    assert hidden not in problem  # escaped: the terminal shows it, never obeys it


class _StopAfter:
    """A stop flag raised after it was looked at `checks` times."""

    def __init__(self, checks: int) -> None:
        self.left = checks

    def is_set(self) -> bool:
        self.left -= 1
        return self.left < 0


def test_a_stop_ends_the_reading_of_blank_lines_and_cuts_nothing(tmp_path: Path) -> None:
    # Blank lines yield no record: the stop must be looked at among them too.
    torn = TRUE_RECORDS[1].to_line()[:20]  # a record cut short at the end: cut only by a whole reading
    content = TRUE_RECORDS[0].to_line() + b"\n" * 100_000 + torn
    path = _write(tmp_path, content)
    with open_results(path, resume=True) as results:
        read = list(results.read_back(stop=_StopAfter(3)))
        assert not results.read_whole
    assert read == [TRUE_RECORDS[0]]
    assert path.read_bytes() == content
