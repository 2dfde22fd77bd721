"""The rules' parameters: the number of free cells and the building rule, in one frozen value."""

from __future__ import annotations

import dataclasses

import pytest

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.game import rules
from freecell_gui.core.game.variant import FREECELL, Building, Rules


def test_the_default_is_microsoft_freecell() -> None:
    assert Rules(4, Building.ALTERNATE_COLOURS) == FREECELL
    assert rules.FREECELL_COUNT == 4
    # the rules engine's tables are the default variant's
    assert rules.STACKS is FREECELL.stacks and rules.BUILDS_ON is FREECELL.builds_on


@pytest.mark.parametrize("building", list(Building))
def test_the_building_tables_say_what_the_rule_says(building: Building) -> None:
    # Read from the cards themselves (ranks, suits, colours), not from the card ints' layout.
    for below in DECK:
        for card in DECK:
            one_lower = card.rank == below.rank - 1
            if building is Building.SAME_SUIT:
                expected = one_lower and card.suit == below.suit
            else:
                expected = one_lower and card.suit.colour != below.suit.colour
            variant = Rules(building=building)
            assert variant.stacks[below.index * 52 + card.index] == expected, (below, card)
            assert (card.index in variant.builds_on[below.index]) == expected


def test_each_card_takes_two_cards_in_freecell_and_one_in_bakers_game() -> None:
    assert [len(FREECELL.builds_on[card]) for card in range(52)] == [0] * 4 + [2] * 48
    bakers = Rules(building=Building.SAME_SUIT)
    assert [len(bakers.builds_on[card]) for card in range(52)] == [0] * 4 + [1] * 48


@pytest.mark.parametrize("cells", [-1, 5, 8])
def test_free_cells_are_zero_to_four(cells: int) -> None:
    with pytest.raises(ValueError, match="free cells are 0 to 4"):
        Rules(free_cells=cells)


def test_rules_are_frozen_and_hashable() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        FREECELL.free_cells = 3  # type: ignore[misc]
    assert len({Rules(cells, building) for cells in range(5) for building in Building}) == 10
