"""The Microsoft FreeCell dealer, over the whole range 1..8,589,934,591.

Deals 1..2^31-1 use the Microsoft C library's linear congruential generator exactly as
Jim Horne published it (see the Rosetta Code task "Deal cards for FreeCell"; docs/sources.md
has its address). The numbers above 2^31-1 are FreeCell Pro's extension, which fc-solve and
PySol FC also use:

* 2^31 <= N < 2^32: the generator runs on seed N and every draw gets bit 15 set.
* 2^32 <= N < 2^33: the generator runs on seed N - 2^32 and every draw is the 16 bits
  ((state >> 16) & 0xFFFF) plus one.

Everything else (the fresh deck order, pick = draw mod cards left, swap the pick with the
last card, deal row by row over 8 cascades) is the same for every number.
"""

from __future__ import annotations

import operator
import struct
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from freecell_gui.core.deals.cards import DECK, Card

CASCADE_COUNT = 8
FIRST_DEAL = 1
LAST_DEAL = 2**33 - 1  # 8,589,934,591, FreeCell Pro's highest deal

_MULTIPLIER = 214013
_INCREMENT = 2531011
# Only the low 32 bits of the state ever reach a draw, so a 32-bit mask gives the same
# draws as the 31-bit (Microsoft) and 33-bit (PySol FC) masks while staying exact.
_STATE_MASK = 0xFFFFFFFF
_BIT_15 = 0x8000

_T = TypeVar("_T")


class DealFamily(Enum):
    """The ranges of deal numbers that FreeCell programs have offered over the years.

    Each family holds every number from 1 to its `last`; a number's family is the smallest
    one that holds it (see `family_of`).
    """

    WINDOWS_32000 = ("Windows 32,000", 32_000)
    WINDOWS_MILLION = ("Windows 1,000,000", 1_000_000)
    WINDOWS_31_BIT = ("Windows 2^31-1", 2**31 - 1)
    FREECELL_PRO = ("FreeCell Pro extended", LAST_DEAL)

    def __init__(self, title: str, last: int) -> None:
        self.title = title
        self.last = last

    @property
    def first(self) -> int:
        """Every family starts at deal 1."""
        return FIRST_DEAL

    @property
    def description(self) -> str:
        """The title with its range, e.g. "Windows 32,000 (1-32,000)"."""
        return f"{self.title} (1\u2013{self.last:,})"

    def contains(self, number: int) -> bool:
        """True if the number is one of this family's deals."""
        return FIRST_DEAL <= number <= self.last


def family_of(number: int) -> DealFamily:
    """The smallest family that holds this deal number; ValueError outside 1..LAST_DEAL."""
    check_deal_number(number)
    for family in DealFamily:
        if number <= family.last:
            return family
    raise AssertionError("unreachable: LAST_DEAL is the last family's end")


class DealNumberError(ValueError):
    """A deal number outside 1..8,589,934,591."""


VALID_RANGE_TEXT = f"deal numbers run from {FIRST_DEAL} to {LAST_DEAL:,}"


def check_deal_number(number: int) -> int:
    """Return the number if it is a valid deal number, else raise DealNumberError."""
    if isinstance(number, bool) or not isinstance(number, int):
        raise DealNumberError(f"{number!r} is not a whole number: {VALID_RANGE_TEXT}")
    if not FIRST_DEAL <= number <= LAST_DEAL:
        raise DealNumberError(f"{number:,} is not a deal: {VALID_RANGE_TEXT}")
    return number


# --- the generator, unrolled -------------------------------------------------------------
#
# The k-th state after seeding with s is (a_k * s + c_k) mod 2^32 for constants a_k, c_k.
# Rather than step the generator 52 times in Python, all 52 states are computed at once in
# one big integer: 52 lanes of 80 bits, lane k holding a_k * s + c_k (at most 2^65, so no
# lane ever carries into the next). Masks on that integer pick each draw's bits, and one
# struct unpack reads the 52 draws out. This keeps the dealer pure Python and about twice
# as fast as a loop that steps the generator, which matters to a deal finder.

_LANE_BITS = 80
_LANES_BYTES = 52 * _LANE_BITS // 8
# Each lane is read as 4 bytes starting at its bit 16: the draw, once masked into place.
_read_draws = struct.Struct("<" + "2xI4x" * 52).unpack


def _packed(values: Iterable[int]) -> int:
    return sum(value << (_LANE_BITS * lane) for lane, value in enumerate(values))


def _coefficients() -> tuple[list[int], list[int]]:
    multipliers, increments = [], []
    multiplier, increment = 1, 0
    for _ in range(52):
        multiplier = (multiplier * _MULTIPLIER) & _STATE_MASK
        increment = (increment * _MULTIPLIER + _INCREMENT) & _STATE_MASK
        multipliers.append(multiplier)
        increments.append(increment)
    return multipliers, increments


_MULTIPLIERS, _INCREMENTS = _coefficients()
_PACKED_MULTIPLIERS = _packed(_MULTIPLIERS)
_PACKED_INCREMENTS = _packed(_INCREMENTS)
_DRAW_15_BITS = _packed([0x7FFF << 16] * 52)  # Microsoft: bits 16..30 of the state
_DRAW_16_BITS = _packed([0xFFFF << 16] * 52)  # FreeCell Pro above 2^32: bits 16..31
_BIT_15_SET = _packed([_BIT_15 << 16] * 52)  # FreeCell Pro 2^31..2^32-1: draw | 0x8000
_PLUS_ONE = _packed([1 << 16] * 52)  # FreeCell Pro above 2^32: draw + 1
_CARDS_LEFT = tuple(range(52, 0, -1))
_LAST_INDEX = tuple(range(51, -1, -1))


def _draws(number: int) -> tuple[int, ...]:
    """The generator's 52 draws for deal `number`, by the rule of the number's range."""
    if number < 2**31:
        lanes = (number * _PACKED_MULTIPLIERS + _PACKED_INCREMENTS) & _DRAW_15_BITS
    elif number < 2**32:
        lanes = ((number * _PACKED_MULTIPLIERS + _PACKED_INCREMENTS) & _DRAW_15_BITS) | _BIT_15_SET
    else:
        seed = number - 2**32
        lanes = ((seed * _PACKED_MULTIPLIERS + _PACKED_INCREMENTS) & _DRAW_16_BITS) + _PLUS_ONE
    return _read_draws(lanes.to_bytes(_LANES_BYTES, "little"))


def _shuffle(number: int, deck: list[_T]) -> list[_T]:
    """Deal `deck` (52 items in Microsoft's fresh order, consumed) for deal `number`.

    Each pick is a draw modulo the cards left; the picked card is dealt and the last card
    of the deck takes its place.
    """
    dealt: list[_T] = []
    append = dealt.append
    for pick, last in zip(map(operator.mod, _draws(number), _CARDS_LEFT), _LAST_INDEX, strict=True):
        append(deck[pick])
        deck[pick] = deck[last]
    return dealt


def deal_order(number: int) -> list[int]:
    """The 52 card indexes (see `Card.index`) in the order they are dealt for deal `number`."""
    return _shuffle(check_deal_number(number), list(range(52)))


@dataclass(frozen=True, slots=True)
class Deal:
    """A FreeCell starting layout: 8 cascades, listed top (first dealt) to bottom (playable).

    `number` is the Microsoft deal number, or None for a custom layout read from a file.
    """

    number: int | None
    columns: tuple[tuple[Card, ...], ...]

    @property
    def rows(self) -> list[list[Card]]:
        """The layout read across, as the Rosetta Code task prints it: 7 rows, the last of 4."""
        depth = max((len(column) for column in self.columns), default=0)
        return [[column[row] for column in self.columns if row < len(column)] for row in range(depth)]

    @property
    def family(self) -> DealFamily | None:
        """The number's family, or None for a custom layout."""
        return None if self.number is None else family_of(self.number)

    @property
    def title(self) -> str:
        """ "Deal #617", or "Custom deal" for a layout without a number."""
        return "Custom deal" if self.number is None else f"Deal #{self.number:,}"

    def cards(self) -> list[Card]:
        """All cards, cascade by cascade, top to bottom."""
        return [card for column in self.columns for card in column]

    def locate(self, card: Card) -> tuple[int, int]:
        """(cascade, position) of a card, both counted from 0; ValueError if absent."""
        for column_index, column in enumerate(self.columns):
            if card in column:
                return column_index, column.index(card)
        raise ValueError(f"{card.name} is not on this table")


def deal_columns(cards: list[Card]) -> tuple[tuple[Card, ...], ...]:
    """Cards in dealing order, laid round-robin over the 8 cascades as Microsoft deals them."""
    return (
        tuple(cards[0::8]),
        tuple(cards[1::8]),
        tuple(cards[2::8]),
        tuple(cards[3::8]),
        tuple(cards[4::8]),
        tuple(cards[5::8]),
        tuple(cards[6::8]),
        tuple(cards[7::8]),
    )


def deal(number: int) -> Deal:
    """Microsoft FreeCell deal `number` (1..8,589,934,591)."""
    return Deal(number, deal_columns(_shuffle(check_deal_number(number), list(DECK))))


def deal_freecell(number: int) -> list[list[str]]:
    """The freeCodeCamp task's answer: 7 rows of card codes, 8 per row and 4 in the last."""
    codes = [card.code for card in _shuffle(check_deal_number(number), list(DECK))]
    return [codes[start : start + CASCADE_COUNT] for start in range(0, 52, CASCADE_COUNT)]
