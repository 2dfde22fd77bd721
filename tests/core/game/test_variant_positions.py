"""A position plays its own variant: fewer free cells, or Baker's Game's building in suit.

The rules engine's `check` (what the table, `verify` and every replay use) must agree with the
move generator under every variant, and refuse, with a reason, what the variant forbids.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import (
    EMPTY,
    FIRST_FREECELL,
    HOME,
    AutoplayPolicy,
    Move,
    Position,
    is_cascade,
)
from freecell_gui.core.game.variant import FREECELL, Building, Rules
from tests.core.play_strategies import deal_numbers

variants = st.builds(Rules, st.integers(0, 4), st.sampled_from(list(Building)))


@st.composite
def variant_walks(draw: st.DrawFn) -> list[Position]:
    """The positions along a random game of a random deal under a random variant."""
    rules = draw(variants)
    rng = random.Random(draw(st.integers(0, 2**32)))
    position = Position.from_deal(deal(draw(deal_numbers)), rules)
    along = [position]
    for _ in range(draw(st.integers(0, 60))):
        moves = position.legal_moves()
        if not moves:
            break
        position, _ = position.play(rng.choice(moves)).autoplay(AutoplayPolicy.MS)
        along.append(position)
    return along


@settings(max_examples=40, deadline=None)
@given(variant_walks())
def test_check_accepts_every_generated_move_and_the_variant_carries_on(positions: list[Position]) -> None:
    rules = positions[0].rules
    for position in positions:
        assert position.rules == rules  # every move keeps the variant
        assert len(position.freecells) == rules.free_cells
        for move in position.legal_moves():
            assert position.check(move) is None, move


@settings(max_examples=40, deadline=None)
@given(variant_walks())
def test_check_refuses_what_the_variant_forbids(positions: list[Position]) -> None:
    for position in positions:
        rules = position.rules
        for source in range(HOME):
            card = position.top(source)
            if card == EMPTY:
                continue
            for target, column in enumerate(position.cascades):
                if column and target != source and not rules.building.takes(column[-1], card):
                    assert position.check(Move(source, target)) is not None
            for missing in range(rules.free_cells, 4):  # the cells this game does not have
                reason = position.check(Move(source, FIRST_FREECELL + missing))
                assert reason is not None and "no free cell" in reason


def test_bakers_game_builds_in_suit_only() -> None:
    # Column 1 holds the 9 of hearts on top; 8 of hearts and 8 of spades are tops elsewhere.
    nine_hearts, eight_hearts, eight_spades = 8 * 4 + 2, 7 * 4 + 2, 7 * 4 + 3
    cascades = ((nine_hearts,), (eight_hearts,), (eight_spades,), (), (), (), (), ())
    rest = [card for card in range(52) if card not in (nine_hearts, eight_hearts, eight_spades)]
    cascades = (*cascades[:3], tuple(rest), *cascades[4:])
    bakers = Position(cascades, (EMPTY,) * 4, (0, 0, 0, 0), Building.SAME_SUIT)
    freecell = Position(cascades)
    assert bakers.check(Move(1, 0)) is None
    assert bakers.check(Move(2, 0)) == "8S cannot go on 9H: 8S goes on the 9S"
    assert freecell.check(Move(2, 0)) is None
    assert freecell.check(Move(1, 0)) is not None


def test_a_position_under_other_rules_keeps_its_cards() -> None:
    start = Position.from_deal(deal(1))
    played = start.play(Move(0, FIRST_FREECELL)).play(Move(1, FIRST_FREECELL + 1))
    two = played.under(Rules(2, Building.SAME_SUIT))
    assert two.freecells == played.freecells[:2] and two.building is Building.SAME_SUIT
    assert sorted(two.all_cards()) == list(range(52))
    with pytest.raises(ValueError, match="2 cards are in the free cells, more than the 1 cells"):
        played.under(Rules(1))
    assert Position.from_deal(deal(1)).rules == FREECELL
    assert Position.from_deal(deal(1), Rules(0)).freecells == ()


def test_a_sequence_move_carries_what_the_cells_allow() -> None:
    # (cells + 1) x 2^(empty cascades): with no free cell and no empty cascade, one card.
    position = Position.from_deal(deal(1), Rules(0))
    for move in position.legal_moves():
        assert move.size == 1 or not is_cascade(move.target)
