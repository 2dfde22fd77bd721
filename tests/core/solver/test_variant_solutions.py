"""The solver plays the position's variant: its solutions, written in the site's notation, replay
under that variant's rules, and what it proves unsolvable the exhaustive search proves too."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves, site_notation
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, AutoplayPolicy, Position
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.core.solver import Outcome, solve
from freecell_gui.core.solver.exhaustive import canonical_key, exhaust
from freecell_gui.core.solver.positions import state_of

variants = st.builds(Rules, st.integers(0, 4), st.sampled_from(list(Building)))


def _replays(start: Position, moves: tuple[object, ...]) -> bool:
    texts = site_notation(start, moves)  # type: ignore[arg-type]
    played = replay(start, parse_moves(" ".join(texts)), AutoplayPolicy.MS)
    return played.rejected is None and played.won


@settings(max_examples=12, deadline=None)
@given(number=st.integers(1, 32_000), rules=variants)
def test_solutions_replay_under_their_variant(number: int, rules: Rules) -> None:
    start = Position.from_deal(deal(number), rules)
    result = solve(start, time_limit=60, max_positions=30_000, work=30_000)
    if result.outcome is Outcome.SOLVED:
        assert _replays(start, result.moves)
        used = {move.target for move in result.moves if FIRST_FREECELL <= move.target < HOME}
        assert all(place - FIRST_FREECELL < rules.free_cells for place in used)
        # The same moves under the other building rule, or with fewer cells, need not play:
        # the variant is what was solved, not FreeCell's four cells.
    elif result.outcome is Outcome.UNSOLVABLE:
        assert exhaust(start, 3_000_000).outcome is Outcome.UNSOLVABLE


@pytest.mark.parametrize(
    ("number", "rules", "outcome"),
    [
        (617, Rules(3), Outcome.UNSOLVABLE),  # the table: 617 needs 4
        (617, Rules(4), Outcome.SOLVED),
        (164, Rules(0), Outcome.SOLVED),  # one of the deals that need no free cell
        (1, Rules(2), Outcome.UNSOLVABLE),  # the table: 1 needs 3
        (1, Rules(4, Building.SAME_SUIT), Outcome.SOLVED),
    ],
)
def test_the_exhaustive_search_agrees_with_the_table_and_its_wins_replay(
    number: int, rules: Rules, outcome: Outcome
) -> None:
    start = Position.from_deal(deal(number), rules)
    result = exhaust(start, 3_000_000)
    assert result.outcome is outcome and result.limit is None
    if outcome is Outcome.SOLVED:
        assert _replays(start, result.moves)


def test_the_exhaustive_search_stops_at_its_positions() -> None:
    result = exhaust(Position.from_deal(deal(1), Rules(2)), 500)
    assert (result.outcome, result.limit, result.positions) == (Outcome.GAVE_UP, "positions", 500)


@settings(max_examples=40, deadline=None)
@given(number=st.integers(1, 32_000), seed=st.integers(0, 2**32), cells=st.integers(0, 4))
def test_the_canonical_key_ignores_the_order_of_cascades_and_cells(
    number: int, seed: int, cells: int
) -> None:
    rng = random.Random(seed)
    position = Position.from_deal(deal(number), Rules(cells))
    for _ in range(rng.randint(0, 30)):
        moves = position.legal_moves()
        if not moves:
            break
        position = position.play(rng.choice(moves))
    columns, held, found = state_of(position)
    shuffled_columns = list(columns)
    rng.shuffle(shuffled_columns)
    shuffled_cells = list(held)
    rng.shuffle(shuffled_cells)
    key = canonical_key((columns, held, found))
    assert canonical_key((tuple(shuffled_columns), tuple(shuffled_cells), found)) == key
    # ... and tells apart positions that differ in anything else.
    for first, second in itertools.combinations(range(8), 2):
        if columns[first] and columns[second] and columns[first][-1:] != columns[second][-1:]:
            swapped = list(columns)
            swapped[first] = columns[first][:-1] + columns[second][-1:]
            swapped[second] = columns[second][:-1] + columns[first][-1:]
            assert canonical_key((tuple(swapped), held, found)) != key
            break
