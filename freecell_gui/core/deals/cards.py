"""Playing-card values: ranks, suits, colours and the 52 cards of a standard deck.

Cards are interned: there is exactly one `Card` object for each of the 52 cards, so
dealing, comparing and hashing them is cheap enough for a deal finder or a solver.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, IntEnum

from freecell_gui.core.system.user_text import ascii_upper, quoted


class Colour(Enum):
    """The colour of a suit in a standard two-colour deck."""

    RED = "red"
    BLACK = "black"


class Suit(IntEnum):
    """The four suits, numbered in Microsoft FreeCell's deck order (clubs first)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """One upper-case letter: C, D, H or S."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The Unicode suit symbol, for labels and tooltips."""
        return "\u2663\u2666\u2665\u2660"[self]

    @property
    def colour(self) -> Colour:
        """Red for diamonds and hearts, black for clubs and spades."""
        return Colour.RED if self in (Suit.DIAMONDS, Suit.HEARTS) else Colour.BLACK

    @property
    def title(self) -> str:
        """The plural English name, as in "Queen of Spades"."""
        return ("Clubs", "Diamonds", "Hearts", "Spades")[self]

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        """The suit for C, D, H or S (either case, ASCII only); ValueError otherwise."""
        index = "CDHS".find(ascii_upper(letter)) if len(letter) == 1 else -1
        if index < 0:
            raise ValueError(f"{quoted(letter)} is not a suit (use C, D, H or S)")
        return cls(index)


_RANK_LETTERS = "A23456789TJQK"
_RANK_NAMES = (
    "Ace",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Jack",
    "Queen",
    "King",
)


class Rank(IntEnum):
    """Card ranks from ace (1) to king (13)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        """The one-character code used by the dealer's text formats (T for ten)."""
        return _RANK_LETTERS[self - 1]

    @property
    def label(self) -> str:
        """What a printed card shows in its corner: "10" for ten, else the letter."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def title(self) -> str:
        """The English name, as in "Ten of Spades"."""
        return _RANK_NAMES[self - 1]

    @classmethod
    def from_text(cls, text: str) -> Rank:
        """The rank for A, 2-9, T (or 10), J, Q, K in either case (ASCII only); ValueError otherwise."""
        upper = ascii_upper(text)
        if upper == "10":
            return cls.TEN
        index = _RANK_LETTERS.find(upper) if len(upper) == 1 else -1
        if index < 0:
            raise ValueError(f"{quoted(text)} is not a rank (use A, 2-9, T or 10, J, Q, K)")
        return cls(index + 1)


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card. Use `Card.of` or `parse_card` to get the interned instance.

    The code and name are computed once, when the 52 cards are made, because formats and
    the table read them for every card of every deal.
    """

    rank: Rank
    suit: Suit
    code: str = field(init=False, compare=False, repr=False)
    """The two-character code such as "TS" or "AH"."""
    name: str = field(init=False, compare=False, repr=False)
    """The English name, such as "Ten of Spades"."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", self.rank.letter + self.suit.letter)
        object.__setattr__(self, "name", f"{self.rank.title} of {self.suit.title}")

    @property
    def index(self) -> int:
        """Position in Microsoft's fresh deck: AC=0, AD=1, AH=2, AS=3, 2C=4, ... KS=51."""
        return (self.rank - 1) * 4 + self.suit

    @property
    def colour(self) -> Colour:
        """The colour of the card's suit."""
        return self.suit.colour

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    @staticmethod
    def of(rank: Rank | int, suit: Suit | int) -> Card:
        """The interned card of this rank and suit."""
        return DECK[(int(rank) - 1) * 4 + int(suit)]


# Microsoft's fresh deck order: all aces (clubs, diamonds, hearts, spades), then all twos, ...
DECK: tuple[Card, ...] = tuple(Card(Rank(r), Suit(s)) for r in range(1, 14) for s in range(4))

_BY_CODE: dict[str, Card] = {card.code: card for card in DECK}
_BY_CODE.update({"10" + card.suit.letter: card for card in DECK if card.rank is Rank.TEN})


def parse_card(text: str) -> Card:
    """The card for a code such as "QS", "ts" or "10H"; ValueError with a clear message otherwise.

    ASCII only: str.upper() makes the long s (U+017F) an S, so "Q\u017f" would be the queen of
    spades; a look-alike is not a card, and the message shows it escaped.
    """
    card = _BY_CODE.get(ascii_upper(text.strip()))
    if card is None:
        raise ValueError(
            f"{quoted(text)} is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), "
            "as in QS or 10H"
        )
    return card
