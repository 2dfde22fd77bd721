"""Every copy of the move rules is the rules engine's.

The solver's `children`, the beam's moves in Python (`beam.legal_moves`, `beam.play`) and in C
(`_beam.moves`, `_beam.play`) and the searches' autoplay are pinned here to `core.game.rules`:
the same moves in the same order (the canonical order that `rules.legal_moves_of` documents,
which decides ties in every search), the same positions after them, the same autoplay. The
positions are reached from random deals by random legal moves, played with Microsoft's autoplay
(as the solver plays) or without (so that autoplay has cards waiting).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.game.autoplay import ms_autoplay_in_place
from freecell_gui.core.game.rules import (
    HOME,
    AutoplayPolicy,
    Move,
    Position,
    is_cascade,
)
from freecell_gui.core.solver import _beam, beam
from freecell_gui.core.solver.positions import children, is_settled, state_of
from tests.core.play_strategies import deal_numbers, start_of

PROPERTY = settings(max_examples=40, deadline=None)


@st.composite
def reachable_positions(draw: st.DrawFn) -> list[Position]:
    """The positions along a random game of a random deal: each move picked at random among
    the legal ones, then Microsoft's autoplay or none."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    policy = draw(st.sampled_from([AutoplayPolicy.MS, AutoplayPolicy.OFF]))
    position = start_of(draw(deal_numbers))
    along = [position]
    for _ in range(draw(st.integers(0, 80))):
        moves = position.legal_moves()
        if not moves:
            break
        position, _ = position.apply(rng.choice(moves)).autoplay(policy)
        along.append(position)
    return along


def _plain(position: Position) -> tuple[list[tuple[int, ...]], list[int], list[int]]:
    return (
        [tuple(column) for column in position.cascades],
        list(position.freecells),
        list(position.foundations),
    )


def _after(
    position: Position, move: Move
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]:
    """The rules engine's answer: the move, then Microsoft's autoplay, as a search's state."""
    return state_of(position.apply(move).autoplay(AutoplayPolicy.MS)[0])


def _carries_less_than_it_may(position: Position, move: Move) -> bool:
    """True for a run into an empty cascade shorter than the longest the rules allow there.
    The site counts a run into an empty column as carrying all it may, and so do the beams."""
    if not is_cascade(move.source) or not is_cascade(move.target) or position.cascades[move.target]:
        return False
    return move.size < min(position.run_length(move.source), position.max_move(move.target))


@PROPERTY
@given(reachable_positions())
def test_children_are_the_rules_engines_moves_in_its_order_and_play_as_it_plays(
    positions: list[Position],
) -> None:
    for position in positions:
        state = state_of(position)
        found = children(state)
        assert [move for move, _ in found] == position.legal_moves()
        assert [child for _, child in found] == [_after(position, move) for move in position.legal_moves()]
        if is_settled(state):  # the quicker path a search takes after a move gives the same
            assert children(state, settled=True) == found


@PROPERTY
@given(reachable_positions())
def test_the_beams_moves_in_python_and_in_c_are_the_rules_engines(positions: list[Position]) -> None:
    for position in positions:
        expected = [
            tuple(move) for move in position.legal_moves() if not _carries_less_than_it_may(position, move)
        ]
        plain = _plain(position)
        assert [tuple(move) for move in beam.legal_moves(*plain)] == expected
        assert _beam.moves(*plain) == expected


@PROPERTY
@given(reachable_positions())
def test_the_beams_play_each_move_as_the_rules_engine_plays_it(positions: list[Position]) -> None:
    for position in positions:
        plain = _plain(position)
        for source, target, count in _beam.moves(*plain):
            expected = _after(position, Move(source, target, count))
            assert _beam.play(*plain, (source, target, count)) == expected
            columns, cells, found = _plain(position)
            beam.play(columns, cells, found, (source, target, count))
            assert (tuple(columns), tuple(cells), tuple(found)) == expected


@PROPERTY
@given(reachable_positions())
def test_the_searches_autoplay_ends_where_the_rules_engines_does(positions: list[Position]) -> None:
    for position in positions:
        columns, cells, found = _plain(position)
        ms_autoplay_in_place(columns, cells, found)
        assert (tuple(columns), tuple(cells), tuple(found)) == state_of(
            position.autoplay(AutoplayPolicy.MS)[0]
        )


def test_the_c_engine_refuses_to_play_a_move_not_its_own() -> None:
    plain = _plain(start_of(1))
    with pytest.raises(ValueError, match="not one of the engine's moves"):
        _beam.play(*plain, (0, HOME, 1))
    with pytest.raises(ValueError, match="not one of the engine's moves"):
        _beam.play(*plain, (-1, 99, 1000))
