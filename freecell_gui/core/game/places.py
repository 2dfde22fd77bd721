"""The places of a table and the cards' tables: how the rules and the notation name them.

A card is an int 0..51, its index in Microsoft's fresh deck (`Card.index`): rank = index // 4 + 1,
suit = index % 4. Places are ints numbered as the notation names them: cascades 0..7 ("1".."8"),
free cells 8..11 ("a".."d", fewer in a variant with fewer cells) and the foundations 12 ("h").
`rules.py` offers all of these under its own name too.
"""

from __future__ import annotations

from typing import NamedTuple

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.deals.dealer import CASCADE_COUNT
from freecell_gui.core.game.variant import FREECELL, Building

FREECELL_COUNT = FREECELL.free_cells
FOUNDATION_COUNT = 4
FIRST_FREECELL = CASCADE_COUNT  # place 8 is free cell "a"
HOME = CASCADE_COUNT + 4  # place 12 is the foundations, "h" (after room for four cells)
PLACE_COUNT = HOME + 1
PLACE_NAMES = "12345678abcdh"
EMPTY = -1  # an empty free cell


# Per-card tables, indexed by the card's int.
RANK: tuple[int, ...] = tuple(card // 4 + 1 for card in range(52))
SUIT: tuple[int, ...] = tuple(card % 4 for card in range(52))
IS_RED: tuple[bool, ...] = tuple(card % 4 in (1, 2) for card in range(52))  # diamonds, hearts


def is_cascade(place: int) -> bool:
    """True for places 0..7, the cascades."""
    return 0 <= place < CASCADE_COUNT


def is_freecell(place: int) -> bool:
    """True for places 8..11, the free cells a-d."""
    return FIRST_FREECELL <= place < HOME


def place_title(place: int) -> str:
    """ "column 3", "free cell b" or "the foundations", for messages."""
    if is_cascade(place):
        return f"column {place + 1}"
    if is_freecell(place):
        return f"free cell {PLACE_NAMES[place]}"
    return "the foundations"


def card_code(card: int) -> str:
    """The two-character code of a card int, e.g. "TS"."""
    return DECK[card].code


def builds_on_text(card: int, building: Building = Building.ALTERNATE_COLOURS) -> str:
    """Where a card may go in a cascade, for messages: "JD goes on a black queen" (FreeCell),
    "JD goes on the QD" (Baker's Game)."""
    if RANK[card] == 13:
        return f"{card_code(card)} goes only into an empty column"
    if building is Building.SAME_SUIT:
        return f"{card_code(card)} goes on the {card_code(card + 4)}"
    colour = "black" if IS_RED[card] else "red"
    return f"{card_code(card)} goes on a {colour} {DECK[card + 4].rank.title.lower()}"


class Move(NamedTuple):
    """Move `size` cards from place `source` to place `target` (see the module's place numbers)."""

    source: int
    target: int
    size: int = 1

    def __str__(self) -> str:
        return PLACE_NAMES[self.source] + PLACE_NAMES[self.target]
