"""A range's records carry the rules they were solved under (cells, game): written, read back,
checked by replaying under those rules, and cut short like any other record."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.game.variant import FREECELL, Building, Rules
from freecell_gui.core.ranges.record_checks import record_problem
from freecell_gui.core.ranges.records import DealRecord, RecordError, is_cut_record, parse_record, record_of
from freecell_gui.core.ranges.solving import SolveSettings, solve_deals
from freecell_gui.core.solver import Outcome

variants = st.builds(Rules, st.integers(0, 4), st.sampled_from(list(Building)))


@settings(max_examples=30, deadline=None)
@given(rules=variants, cut=st.integers(1, 200))
def test_a_record_of_any_rules_reads_back_and_its_beginnings_are_cut_records(rules: Rules, cut: int) -> None:
    record = DealRecord(617, Outcome.GAVE_UP, (), 1.25, 600_000, "positions", rules)
    line = record.to_line()
    assert parse_record(line.decode()) == record
    assert json.loads(line)["cells"] == rules.free_cells and json.loads(line)["game"] == rules.building.value
    assert is_cut_record(line[: min(cut, len(line) - 1)])


def test_a_record_written_before_the_variants_is_of_freecell() -> None:
    old = '{"deal": 5, "status": "gave up", "moves": [], "length": null, "seconds": 1.0, "positions": 9, "limit": "time"}'
    assert parse_record(old).rules == FREECELL
    assert is_cut_record(old[:60].encode())


@pytest.mark.parametrize(
    ("cells", "game", "reason"),
    [
        (5, "freecell", "free cells that are not 0 to 4"),
        (2, "spider", "a game that is neither"),
        (True, "bakers", "free cells"),
    ],
)
def test_rules_a_program_never_writes_are_refused(cells: object, game: str, reason: str) -> None:
    fields = DealRecord(5, Outcome.GAVE_UP, (), 1.0, 9, "time").to_json()
    fields.update(cells=cells, game=game)
    with pytest.raises(RecordError, match=reason):
        parse_record(json.dumps(fields))


def test_a_solution_is_checked_under_the_rules_of_its_record() -> None:
    bakers = Rules(4, Building.SAME_SUIT)
    (record,) = solve_deals([892], SolveSettings(fast=True, rules=bakers), _Never())
    assert record.rules == bakers and record.status is Outcome.SOLVED
    assert record_problem(record) is None
    # The same moves claimed for FreeCell with no free cell do not play.
    claimed = DealRecord(892, record.status, record.moves, record.seconds, record.positions, None, Rules(0))
    assert record_problem(claimed) is not None


def test_the_list_of_impossible_deals_is_freecells_only() -> None:
    # Deal 1 cannot be won with two cells (msfc32k-min-fc): a record saying so is not refused.
    start = Position.from_deal(deal(1), Rules(2))
    record = DealRecord(1, Outcome.UNSOLVABLE, (), 2.0, 90_000, None, start.rules)
    assert record_problem(record) is None
    assert record_problem(DealRecord(1, Outcome.UNSOLVABLE, (), 2.0, 90_000)) is not None


def test_record_of_takes_the_rules_of_the_start() -> None:
    from freecell_gui.core.solver import solve

    start = Position.from_deal(deal(2), Rules(1))
    record = record_of(2, start, solve(start, fast=True))
    assert record is not None and record.rules == Rules(1)


class _Never:
    def is_set(self) -> bool:
        return False
