"""Which cards a short query means: "QS", "10h", "Q", "queens", "S", "♠", "red", "Q S"."""

from __future__ import annotations

import re

from freecell_gui.core.deals.cards import DECK, Card, Colour, Rank, Suit, parse_card
from freecell_gui.core.system.user_text import ascii_lower, quoted

_SUIT_WORDS = {
    **{suit.letter.lower(): suit for suit in Suit},
    **{suit.symbol: suit for suit in Suit},
    **{"\u2667": Suit.CLUBS, "\u2662": Suit.DIAMONDS, "\u2661": Suit.HEARTS, "\u2664": Suit.SPADES},
    **{suit.title.lower(): suit for suit in Suit},
    **{suit.title.lower().rstrip("s"): suit for suit in Suit},
}
_RANK_WORDS = {
    **{rank.letter.lower(): rank for rank in Rank},
    "10": Rank.TEN,
    "1": Rank.ACE,
    **{rank.title.lower(): rank for rank in Rank},
    **{rank.title.lower() + "s": rank for rank in Rank},
    "sixes": Rank.SIX,
}
_COLOUR_WORDS = {"red": Colour.RED, "black": Colour.BLACK}


class CardQueryError(ValueError):
    """A query with a word that names no card, rank, suit or colour: `word` is that word as
    typed; `str()` is the English message, and the window says it from `word` in the
    player's language."""

    def __init__(self, word: str) -> None:
        self.word = word
        super().__init__(
            f"{quoted(word)} is not a card, rank, suit or colour (try QS, 10H, Q, queens, S, \u2660 or red)"
        )


def parse_card_query(text: str) -> frozenset[Card]:
    """The cards a query names; several words name all their cards together.

    A word may be a card code (QS, 10H), a rank (Q, 10, queen, queens), a suit (S, ♠,
    spade, spades) or a colour (red, black). An empty query names no cards.
    """
    cards: set[Card] = set()
    for word in re.split(r"[\s,;]+", text.strip()):
        if word:
            cards |= _cards_for(word)
    return frozenset(cards)


def _cards_for(word: str) -> set[Card]:
    # ASCII only: str.lower() makes the Kelvin sign (U+212A) a k, which would name the kings.
    lowered = ascii_lower(word)
    if lowered in _RANK_WORDS:
        # "S" could be a suit, never a rank; "A" is always the ace.
        rank = _RANK_WORDS[lowered]
        return {card for card in DECK if card.rank is rank}
    if lowered in _SUIT_WORDS:
        suit = _SUIT_WORDS[lowered]
        return {card for card in DECK if card.suit is suit}
    if lowered in _COLOUR_WORDS:
        colour = _COLOUR_WORDS[lowered]
        return {card for card in DECK if card.colour is colour}
    try:
        return {parse_card(word)}
    except ValueError:
        raise CardQueryError(word) from None
