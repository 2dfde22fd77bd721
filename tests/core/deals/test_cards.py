"""Card values and their codes and names."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK, Card, Colour, Rank, Suit, parse_card


def test_deck_is_in_microsoft_order() -> None:
    assert [card.code for card in DECK[:5]] == ["AC", "AD", "AH", "AS", "2C"]
    assert DECK[51].code == "KS"
    assert all(card.index == index for index, card in enumerate(DECK))


def test_card_names_codes_and_colours() -> None:
    ten = parse_card("TS")
    assert ten.name == "Ten of Spades"
    assert ten.rank.label == "10"
    assert ten.colour is Colour.BLACK
    assert parse_card("qh").name == "Queen of Hearts"
    assert parse_card("qh").colour is Colour.RED
    assert parse_card("10D") is parse_card("TD")


@given(st.sampled_from(DECK))
def test_code_round_trips_to_the_same_interned_card(card: Card) -> None:
    assert parse_card(card.code) is card
    assert parse_card(card.code.lower()) is card
    assert Card.of(card.rank, card.suit) is card


@given(st.text(max_size=4))
def test_parse_card_accepts_only_card_codes(text: str) -> None:
    codes = {card.code for card in DECK} | {"10" + suit.letter for suit in Suit}
    if text.strip().upper() in codes:
        assert parse_card(text).code[1] == text.strip().upper()[-1]
    else:
        with pytest.raises(ValueError, match="is not a card"):
            parse_card(text)


def test_rank_and_suit_parsing_errors_are_clear() -> None:
    with pytest.raises(ValueError, match="not a rank"):
        Rank.from_text("Z")
    with pytest.raises(ValueError, match="not a suit"):
        Suit.from_letter("X")
