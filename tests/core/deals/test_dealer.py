"""The dealer against the seeds' reference games and against PySol FC's independent dealer."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui import deal_freecell
from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.deals.dealer import (
    FIRST_DEAL,
    LAST_DEAL,
    DealFamily,
    DealNumberError,
    deal,
    deal_order,
    family_of,
)
from freecell_gui.core.deals.formats import format_board

# From the freeCodeCamp task "Deal cards for FreeCell" (docs/sources.md has its address).
GAME_1 = [
    ["JD", "2D", "9H", "JC", "5D", "7H", "7C", "5H"],
    ["KD", "KC", "9S", "5S", "AD", "QC", "KH", "3H"],
    ["2S", "KS", "9D", "QD", "JS", "AS", "AH", "3C"],
    ["4C", "5C", "TS", "QH", "4H", "AC", "4D", "7S"],
    ["3S", "TD", "4S", "TH", "8H", "2C", "JH", "7D"],
    ["6D", "8S", "8D", "QS", "6C", "3D", "8C", "TC"],
    ["6S", "9C", "2H", "6H"],
]
GAME_617 = [
    ["7D", "AD", "5C", "3S", "5S", "8C", "2D", "AH"],
    ["TD", "7S", "QD", "AC", "6D", "8H", "AS", "KH"],
    ["TH", "QC", "3H", "9D", "6S", "8D", "3D", "TC"],
    ["KD", "5H", "9S", "3C", "8S", "7H", "4D", "JS"],
    ["4C", "QS", "9C", "9H", "7C", "6H", "2C", "2S"],
    ["4S", "TS", "2H", "5D", "JC", "6C", "JH", "QH"],
    ["JD", "KS", "KC", "4H"],
]


def test_game_1_matches_the_seed() -> None:
    assert deal_freecell(1) == GAME_1


def test_game_617_matches_the_seed() -> None:
    assert deal_freecell(617) == GAME_617


def test_deal_columns_are_the_rows_read_down() -> None:
    layout = deal(617)
    assert [[card.code for card in row] for row in layout.rows] == GAME_617
    assert [card.code for card in layout.columns[0]] == ["7D", "TD", "TH", "KD", "4C", "4S", "JD"]
    assert [len(column) for column in layout.columns] == [7, 7, 7, 7, 6, 6, 6, 6]


def _pysol_board(number: int) -> str:
    from pysol_cards.cards import CardRenderer
    from pysol_cards.deal_game import Game
    from pysol_cards.random_base import RandomBase

    game = Game("freecell", number, RandomBase.DEALS_MS)
    return game.calc_layout_string(CardRenderer(True))


def _spread_numbers() -> list[int]:
    """Boundaries of every range, plus random numbers in each, reproducibly."""
    boundaries = [1, 2, 617, 32_000, 32_001, 1_000_000, 1_000_001, 2**31 - 2, 2**31 - 1, 2**31, 2**31 + 1]
    boundaries += [2**32 - 2, 2**32 - 1, 2**32, 2**32 + 1, 2**32 + 617, LAST_DEAL - 1, LAST_DEAL]
    rng = random.Random(20261122)
    spans = [(1, 32_000), (32_001, 1_000_000), (1_000_001, 2**31 - 1), (2**31, 2**32 - 1), (2**32, LAST_DEAL)]
    randoms = [rng.randint(low, high) for low, high in spans for _ in range(60)]
    return boundaries + randoms


@pytest.mark.parametrize("number", _spread_numbers())
def test_deal_agrees_with_pysol_cards(number: int) -> None:
    assert format_board(deal(number)) == _pysol_board(number)


@given(st.integers(min_value=FIRST_DEAL, max_value=LAST_DEAL))
def test_every_deal_is_a_whole_deck(number: int) -> None:
    order = deal_order(number)
    assert sorted(order) == list(range(52))
    assert sorted(deal(number).cards(), key=lambda card: card.index) == list(DECK)


@pytest.mark.parametrize("bad", [0, -1, LAST_DEAL + 1, 2**64, True, 1.5, "617"])
def test_bad_deal_numbers_are_refused(bad: object) -> None:
    with pytest.raises(DealNumberError, match="1 to 8,589,934,591"):
        deal(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("number", "family"),
    [
        (1, DealFamily.WINDOWS_32000),
        (32_000, DealFamily.WINDOWS_32000),
        (32_001, DealFamily.WINDOWS_MILLION),
        (1_000_000, DealFamily.WINDOWS_MILLION),
        (1_000_001, DealFamily.WINDOWS_31_BIT),
        (2**31 - 1, DealFamily.WINDOWS_31_BIT),
        (2**31, DealFamily.FREECELL_PRO),
        (LAST_DEAL, DealFamily.FREECELL_PRO),
    ],
)
def test_family_of_is_the_smallest_family_holding_the_number(number: int, family: DealFamily) -> None:
    assert family_of(number) is family
    assert deal(number).family is family
    assert family.contains(number)


def test_families_nest_and_end_at_the_last_deal() -> None:
    lasts = [family.last for family in DealFamily]
    assert lasts == sorted(lasts)
    assert lasts[-1] == LAST_DEAL
    assert DealFamily.WINDOWS_MILLION.description == "Windows 1,000,000 (1\u20131,000,000)"


def test_locate_finds_each_card() -> None:
    layout = deal(617)
    for column_index, column in enumerate(layout.columns):
        for position, card in enumerate(column):
            assert layout.locate(card) == (column_index, position)
