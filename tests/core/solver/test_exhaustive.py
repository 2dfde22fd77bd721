"""The exhaustive search in C (_exhaustive.c) against its Python specification, side by side:
the same outcome, the same positions expanded and the same moves, for every variant; and its
wins replay in the rules engine."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves, site_notation
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.core.solver import exhaustive
from freecell_gui.core.solver.exhaustive import ExhaustiveResult, exhaust, exhaust_in_python
from freecell_gui.core.solver.results import Outcome

SMALL = 3_000  # positions: the Python twin takes well under a second


def _same(c_result: ExhaustiveResult, python_result: ExhaustiveResult) -> None:
    assert (c_result.outcome, c_result.positions, c_result.moves, c_result.limit) == (
        python_result.outcome,
        python_result.positions,
        python_result.moves,
        python_result.limit,
    )


def test_the_c_twin_is_built() -> None:
    assert exhaustive.is_compiled()  # the venv is an editable install with its C kernels


@settings(max_examples=25, deadline=None)
@given(
    st.integers(min_value=1, max_value=32_000),
    st.integers(min_value=0, max_value=2),
    st.sampled_from(list(Building)),
)
def test_c_and_python_search_the_same_positions(number: int, cells: int, building: Building) -> None:
    start = Position.from_deal(deal(number), Rules(cells, building))
    c_result = exhaust(start, SMALL)
    _same(c_result, exhaust_in_python(start, SMALL))
    if c_result.outcome is Outcome.SOLVED:
        written = parse_moves(" ".join(site_notation(start, c_result.moves)))
        assert replay(start, written, AutoplayPolicy.MS).won


@pytest.mark.parametrize(
    ("number", "cells", "building", "outcome"),
    [
        (2, 1, Building.ALTERNATE_COLOURS, Outcome.SOLVED),  # deal 2 needs one cell
        (2, 0, Building.ALTERNATE_COLOURS, Outcome.UNSOLVABLE),
        (3, 2, Building.SAME_SUIT, Outcome.UNSOLVABLE),
        (164, 0, Building.ALTERNATE_COLOURS, Outcome.SOLVED),  # one of the deals needing none
    ],
)
def test_whole_searches_agree(number: int, cells: int, building: Building, outcome: Outcome) -> None:
    start = Position.from_deal(deal(number), Rules(cells, building))
    c_result = exhaust(start, 100_000)
    assert c_result.outcome is outcome
    _same(c_result, exhaust_in_python(start, 100_000))


def test_a_position_part_played_with_cards_in_cells_agrees() -> None:
    rng = random.Random(29)
    position = Position.from_deal(deal(617), Rules(3))
    for _ in range(12):  # random legal moves, Microsoft's autoplay after each
        moves = position.legal_moves()
        position = position.play(rng.choice(moves)).autoplay(AutoplayPolicy.MS)[0]
    _same(exhaust(position, SMALL), exhaust_in_python(position, SMALL))


def test_the_c_search_is_cancelled_and_reports_progress() -> None:
    class AfterFirstReport:
        def __init__(self) -> None:
            self.reports: list[int] = []

        def __call__(self, positions: int) -> None:
            self.reports.append(positions)

        def is_set(self) -> bool:
            return bool(self.reports)

    flag = AfterFirstReport()
    start = Position.from_deal(deal(209), Rules(2))  # millions of positions: never finished here
    result = exhaust(start, 3_000_000, flag, flag)
    assert flag.reports == [exhaustive.C_CHECK_EVERY]
    assert (result.outcome, result.limit, result.positions) == (
        Outcome.GAVE_UP,
        "cancelled",
        exhaustive.C_CHECK_EVERY,
    )
