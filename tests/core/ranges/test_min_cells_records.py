"""The records of `solve --min-cells --out`: written and read back the same, every beginning of
one (a write cut short) told from anything else, and anything else one clear RecordError."""

from __future__ import annotations

import io

from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import LAST_DEAL
from freecell_gui.core.game.variant import Building
from freecell_gui.core.ranges.min_cells_records import (
    HOPELESS,
    MinCellsRecord,
    MinCellsStep,
    is_cut_min_cells_record,
    parse_min_cells_record,
)
from freecell_gui.core.ranges.record_kinds import MIN_CELLS_RECORDS
from freecell_gui.core.ranges.records import RecordError
from freecell_gui.core.ranges.results_file import RecordReader, ResultsFileError
from freecell_gui.core.solver.results import Outcome

_SECONDS = st.floats(min_value=0, max_value=1e6, allow_nan=False, allow_infinity=False)
_COUNT = st.integers(min_value=0, max_value=10**12)


@st.composite
def records(draw: st.DrawFn) -> MinCellsRecord:
    """Any record `min_cells` could give: counts from 0 up, the last solved, or all five tried."""
    solved_at = draw(st.one_of(st.none(), st.integers(min_value=0, max_value=4)))
    tried = HOPELESS if solved_at is None else solved_at + 1
    statuses = [draw(st.sampled_from([Outcome.UNSOLVABLE, Outcome.GAVE_UP])) for _ in range(tried)]
    if solved_at is not None:
        statuses[-1] = Outcome.SOLVED
    steps = tuple(
        MinCellsStep(cells, status, draw(_COUNT), draw(_SECONDS)) for cells, status in enumerate(statuses)
    )
    at_least = next((step.cells for step in steps if step.status is not Outcome.UNSOLVABLE), len(steps))
    moves = (
        tuple(draw(st.lists(st.sampled_from(["3a", "6b", "76", "8h", "a3", "b2"]), min_size=1, max_size=30)))
        if solved_at is not None
        else ()
    )
    return MinCellsRecord(
        deal=draw(st.integers(min_value=1, max_value=LAST_DEAL)),  # the last deal is 2**33 - 1
        game=draw(st.sampled_from(list(Building))),
        cells=solved_at,
        at_least=at_least,
        moves=moves,
        steps=steps,
        proof_positions=draw(st.integers(min_value=1, max_value=10**9)),
        work=draw(st.one_of(st.none(), st.integers(min_value=1, max_value=10**9))),
        seconds=draw(_SECONDS),
    )


def _rounded(record: MinCellsRecord) -> MinCellsRecord:
    """`record` with its times as the line keeps them (to 0.1 ms)."""
    steps = tuple(
        MinCellsStep(step.cells, step.status, step.positions, round(step.seconds, 4)) for step in record.steps
    )
    return MinCellsRecord(
        record.deal,
        record.game,
        record.cells,
        record.at_least,
        record.moves,
        steps,
        record.proof_positions,
        record.work,
        round(record.seconds, 4),
    )


@given(records())
def test_a_record_reads_back_as_written(record: MinCellsRecord) -> None:
    line = record.to_line()
    assert parse_min_cells_record(line.decode()) == _rounded(record)
    assert record.needs in {"0", "1", "2", "3", "4", "none", "unknown"}
    assert (record.min_cells is not None) == (record.cells is not None and record.cells == record.at_least)


@given(records(), st.data())
def test_every_beginning_of_a_record_is_a_cut_record(record: MinCellsRecord, data: st.DataObject) -> None:
    line = record.to_line()
    cut = data.draw(st.integers(min_value=1, max_value=len(line) - 1))
    assert is_cut_min_cells_record(line[:cut])
    assert not is_cut_min_cells_record(line[:cut] + b"\r" + line)  # records joined by a carriage return


@given(st.text(max_size=400))
def test_any_line_is_a_record_or_one_clear_error(text: str) -> None:
    try:
        parse_min_cells_record(text)
    except RecordError as error:
        assert "\n" not in str(error) and str(error)


@given(records(), st.sampled_from(["at_least", "min_cells", "hopeless", "positions", "length", "cells"]))
def test_a_record_whose_fields_disagree_is_refused(record: MinCellsRecord, field: str) -> None:
    import json

    value = record.to_json()
    value[field] = {"at_least": 9, "min_cells": 7, "hopeless": None, "positions": -1, "length": 10**6}.get(
        field, 5
    )
    try:
        parse_min_cells_record(json.dumps(value, separators=(", ", ": ")))
    except RecordError:
        return
    raise AssertionError(f"a record with {field} {value[field]!r} was read")


def test_a_file_of_the_other_command_is_named_in_one_line() -> None:
    line = (
        b'{"deal": 2, "cells": 4, "game": "freecell", "status": "gave up", "moves": [], "length": null, '
        b'"seconds": 0.5, "positions": 10, "limit": "time"}\n'
    )
    reader = RecordReader(io.BytesIO(line), "run.jsonl", None, MIN_CELLS_RECORDS)
    try:
        list(reader)
    except ResultsFileError as error:
        assert str(error) == (
            "run.jsonl: line 1 is a record of a solve of FreeCell, not of --min-cells: "
            "resume without --min-cells, or name a new file"
        )
    else:
        raise AssertionError("a solve's record was read as a min-cells record")
