"""The fewest free cells a deal needs, against the published table (msfc32k-min-fc), and what
`min_cells` says when its proofs run out of positions or a stop cuts it short."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves, site_notation
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.core.solver import Outcome
from freecell_gui.core.solver.min_cells import min_cells

TABLE = Path(__file__).parents[2] / "data" / "msfc32k-min-fc-1-1000.txt"
# Deals of the table that take well under a second each here, covering every answer: 0, 1, 2, 3
# and 4 cells, and 11982, which no count wins (the table's 5).
SAMPLE = (892, 164, 2, 7, 8, 11, 30, 3, 4, 13, 14, 18, 20, 23, 57, 72, 169, 617, 178, 285, 11982)


def _table() -> dict[int, int]:
    rows = (line.split() for line in TABLE.read_text().splitlines() if line and not line.startswith("#"))
    return {int(number): int(cells) for number, cells in rows}


def test_the_table_slice_is_the_published_one() -> None:
    table = _table()
    assert len(table) == 1001 and table[164] == 0 and table[11982] == 5
    counts = [sum(1 for deal_number in range(1, 1001) if table[deal_number] == cells) for cells in range(5)]
    assert counts == [2, 211, 575, 201, 11]


@pytest.mark.parametrize("number", SAMPLE)
def test_min_cells_agrees_with_the_table(number: int) -> None:
    expected = _table()[number]
    result = min_cells(Position.from_deal(deal(number)), fast=True)
    if expected == 5:
        assert result.hopeless and result.at_most is None and result.min_cells is None
        assert [step.outcome for step in result.steps] == [Outcome.UNSOLVABLE] * 5
        return
    assert result.min_cells == expected
    # The evidence: every count below proven hopeless, and a solution with `expected` cells
    # that replays in the rules engine under that variant.
    assert [step.outcome for step in result.steps] == [Outcome.UNSOLVABLE] * expected + [Outcome.SOLVED]
    assert result.start is not None and result.start.rules == Rules(expected)
    texts = site_notation(result.start, result.moves)
    assert replay(result.start, parse_moves(" ".join(texts)), AutoplayPolicy.MS).won


def test_the_answer_is_work_bounded_and_says_only_what_is_known() -> None:
    # Deal 1 needs 3 cells; its proof at 2 needs some 70,000 positions, more than given here
    # (30,000 a count: its quick solve, the exhaustive search, then the solver, in turn).
    result = min_cells(Position.from_deal(deal(1)), fast=True, proof_positions=30_000)
    assert (result.at_most, result.at_least, result.min_cells) == (3, 2, None)
    assert result.steps[2].outcome is Outcome.GAVE_UP
    again = min_cells(Position.from_deal(deal(1)), fast=True, proof_positions=30_000)
    assert [(step.outcome, step.positions) for step in again.steps] == [
        (step.outcome, step.positions) for step in result.steps
    ]


def test_bakers_game_has_its_own_minimum() -> None:
    result = min_cells(Position.from_deal(deal(1)), Building.SAME_SUIT, fast=True)
    assert result.min_cells is not None and result.start is not None
    assert result.start.rules == Rules(result.min_cells, Building.SAME_SUIT)
    texts = site_notation(result.start, result.moves)
    assert replay(result.start, parse_moves(" ".join(texts)), AutoplayPolicy.MS).won


def test_a_stop_keeps_only_what_was_proven() -> None:
    stop = threading.Event()
    seen: list[int] = []

    def on_step(cells: int, positions: int) -> None:
        seen.append(cells)
        if cells == 2:  # deal 1's long proof: stop it once it is under way
            stop.set()

    result = min_cells(Position.from_deal(deal(1)), fast=True, cancel=stop, on_step=on_step)
    assert result.cancelled and result.at_most is None and result.at_least == 2
    assert [step.outcome for step in result.steps] == [Outcome.UNSOLVABLE] * 2
