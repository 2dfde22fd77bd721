"""The highlight query: cards, ranks, suits and colours by code, name or symbol."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.card_query import CardQueryError, parse_card_query
from freecell_gui.core.deals.cards import DECK, Card, Rank, Suit, parse_card


@pytest.mark.parametrize(
    ("query", "count"),
    [
        ("QS", 1),
        ("10h", 1),
        ("Q", 4),
        ("queens", 4),
        ("10", 4),
        ("S", 13),
        ("\u2660", 13),
        ("spades", 13),
        ("red", 26),
        ("black", 26),
        ("Q S", 16),
        ("qs, jh", 2),
        ("", 0),
        ("  ", 0),
    ],
)
def test_queries_name_the_right_number_of_cards(query: str, count: int) -> None:
    assert len(parse_card_query(query)) == count


def test_queries_name_the_right_cards() -> None:
    assert parse_card_query("QS") == {parse_card("QS")}
    assert parse_card_query("Q") == {Card.of(Rank.QUEEN, suit) for suit in Suit}
    assert parse_card_query("hearts") == {card for card in DECK if card.suit is Suit.HEARTS}


@given(st.sampled_from(DECK))
def test_every_card_code_queries_itself(card: Card) -> None:
    assert parse_card_query(card.code) == {card}
    assert parse_card_query(card.code.lower()) == {card}


@given(st.text(max_size=20))
def test_any_text_is_a_set_of_cards_or_a_clear_error(text: str) -> None:
    try:
        cards = parse_card_query(text)
    except CardQueryError as error:
        assert "is not a card, rank, suit or colour" in str(error)
    else:
        assert cards <= set(DECK)
