"""The variants' rules (0 to 4 free cells; FreeCell or Baker's Game) are the same in every copy.

Issue 29 will play them; here the rules engine's move generator, the beam engines in Python and
in C, and their searches are pinned together for every variant on positions reached from random
deals by random legal moves under that variant, and each move the rules engine generates is
checked against the variant's rules as written (the building rule, the supermove limit).
"""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.game.rules import (
    EMPTY,
    FIRST_FREECELL,
    HOME,
    AutoplayPolicy,
    Move,
    Position,
    is_cascade,
    legal_moves_of,
    supermove_limit,
)
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.core.solver import _beam, beam
from freecell_gui.core.solver.beam import DIED, RUNNING, SOLVED, PyBeamSearch
from freecell_gui.core.solver.positions import children, state_of
from tests.core.play_strategies import deal_numbers, start_of

PROPERTY = settings(max_examples=40, deadline=None)
variants = st.builds(Rules, st.integers(0, 4), st.sampled_from(list(Building)))


@st.composite
def variant_games(draw: st.DrawFn) -> tuple[Rules, list[Position]]:
    """A variant and the positions along a random game of a random deal played under it, each
    move followed by Microsoft's autoplay or by none."""
    rules = draw(variants)
    rng = random.Random(draw(st.integers(0, 2**32)))
    policy = draw(st.sampled_from([AutoplayPolicy.MS, AutoplayPolicy.OFF]))
    start = start_of(draw(deal_numbers))
    position = Position(start.cascades, (EMPTY,) * rules.free_cells)
    along = [position]
    for _ in range(draw(st.integers(0, 60))):
        moves = legal_moves_of(position.cascades, position.freecells, position.foundations, rules)
        if not moves:
            break
        position, _ = position.apply(rng.choice(moves)).autoplay(policy)
        along.append(position)
    return rules, along


def _plain(position: Position) -> tuple[list[tuple[int, ...]], list[int], list[int]]:
    return (
        [tuple(column) for column in position.cascades],
        list(position.freecells),
        list(position.foundations),
    )


def _keywords(rules: Rules) -> dict[str, int | str]:
    return {"free_cells": rules.free_cells, "building": rules.building.value}


def _legal_by_the_book(position: Position, move: Move, rules: Rules) -> bool:
    """The variant's rules as a player reads them, independent of the generator's shortcuts."""
    source, target, size = move
    if is_cascade(source):
        column = position.cascades[source]
        moving = column[len(column) - size :]
        runs = all(rules.building.takes(below, card) for below, card in itertools.pairwise(moving))
        if size < 1 or size > len(column) or not runs:
            return False
    else:
        moving = (position.freecells[source - FIRST_FREECELL],)
        if size != 1 or moving[0] == EMPTY:
            return False
    card = moving[0]
    if target == HOME:
        return size == 1 and position.foundations[card & 3] == card >> 2
    if not is_cascade(target):
        return size == 1 and position.freecells[target - FIRST_FREECELL] == EMPTY
    onto = position.cascades[target]
    empty = sum(1 for other in position.cascades if not other) - (0 if onto else 1)
    fits = size <= supermove_limit(position.freecells.count(EMPTY), empty)
    return fits and (not onto or rules.building.takes(onto[-1], card))


@PROPERTY
@given(variant_games())
def test_every_generated_move_is_legal_under_its_variant(game: tuple[Rules, list[Position]]) -> None:
    rules, positions = game
    for position in positions:
        for move in legal_moves_of(position.cascades, position.freecells, position.foundations, rules):
            assert _legal_by_the_book(position, move, rules), move


@PROPERTY
@given(variant_games())
def test_the_c_and_python_beams_move_and_play_as_the_rules_engine_in_every_variant(
    game: tuple[Rules, list[Position]],
) -> None:
    rules, positions = game
    for position in positions:
        plain = _plain(position)
        expected = legal_moves_of(*plain, rules, longest_into_empty=True)
        assert beam.legal_moves(*plain, rules) == expected
        assert _beam.moves(*plain, **_keywords(rules)) == [tuple(move) for move in expected]  # type: ignore[arg-type]
        for move in expected:
            after = state_of(position.apply(move).autoplay(AutoplayPolicy.MS)[0])
            assert _beam.play(*plain, tuple(move), **_keywords(rules)) == after  # type: ignore[arg-type]
            columns, cells, found = _plain(position)
            beam.play(columns, cells, found, move)
            assert (tuple(columns), tuple(cells), tuple(found)) == after


@PROPERTY
@given(variant_games())
def test_the_solvers_children_are_the_rules_engines_in_every_variant(
    game: tuple[Rules, list[Position]],
) -> None:
    rules, positions = game
    for position in positions:
        moves = legal_moves_of(position.cascades, position.freecells, position.foundations, rules)
        expected = [(move, state_of(position.apply(move).autoplay(AutoplayPolicy.MS)[0])) for move in moves]
        assert children(state_of(position), rules=rules) == expected


@settings(max_examples=25, deadline=None)
@given(variant_games(), st.integers(1, 8), st.tuples(*[st.integers(0, 3)] * 5))
def test_the_c_and_python_beams_search_alike_in_every_variant(
    game: tuple[Rules, list[Position]], width: int, weights: tuple[int, ...]
) -> None:
    rules, positions = game
    answers = []
    for engine_class in (_beam.BeamSearch, PyBeamSearch):
        engine = engine_class(*_plain(positions[-1]), width, weights, **_keywords(rules))  # type: ignore[arg-type]
        while (status := engine.run(1 << 30)) == RUNNING:
            pass
        answers.append((status, [tuple(move) for move in engine.solution], engine.positions, engine.depth))
    assert answers[0] == answers[1]
    position = positions[-1]
    for source, target, count in answers[0][1]:  # a solution replays under the variant's rules
        move = Move(source, target, count)
        assert move in legal_moves_of(position.cascades, position.freecells, position.foundations, rules)
        position, _ = position.apply(move).autoplay(AutoplayPolicy.MS)
    assert position.is_won == (answers[0][0] == SOLVED)


def test_a_deal_is_solved_alike_with_fewer_cells_and_in_bakers_game() -> None:
    # Deal 164 needs no free cell (the msfc32k-min-fc table, see issue 29): with none, with one
    # in Baker's Game, with four, both engines give the same answer (a beam of 64 may die out).
    for rules in (Rules(0), Rules(4, Building.SAME_SUIT), Rules(1, Building.SAME_SUIT)):
        start = start_of(164)
        plain = ([tuple(column) for column in start.cascades], [EMPTY] * rules.free_cells, [0] * 4)
        answers = []
        for engine_class in (_beam.BeamSearch, PyBeamSearch):
            engine = engine_class(*plain, 64, (2, 3, 2, 0, 1), **_keywords(rules))  # type: ignore[arg-type]
            while (status := engine.run(1 << 30)) == RUNNING:
                pass
            answers.append((status, engine.solution, engine.positions))
        assert answers[0] == answers[1]
        assert answers[0][0] in (SOLVED, DIED)
