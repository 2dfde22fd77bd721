"""What reading a picture gives: each card as far as it was read, and the table of them.

Kept apart from `reading` so that each way of reading a table (decks with a corner index,
`tabs` for decks whose cards show a tab) gives the same result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from freecell_gui.core.deals.cards import Card, Colour
from freecell_gui.core.picture.layout import Box, TableLayout


class Status(Enum):
    """How far a card was read."""

    READ = "read"
    COLOUR = "colour"
    UNREAD = "unread"


@dataclass(frozen=True)
class CardReading:
    """One card of the picture as read."""

    box: Box
    colour: Colour | None
    colour_confidence: float
    candidates: tuple[Card, ...] = ()
    """Best first; one card when read, a few when the index left a doubt, none when not matched."""
    confidence: float = 0.0
    """Of the first candidate, 0..1."""

    @property
    def card(self) -> Card | None:
        """The card, when read without doubt."""
        return self.candidates[0] if len(self.candidates) == 1 else None

    @property
    def status(self) -> Status:
        """Read, colour only, or unread."""
        if self.card is not None:
            return Status.READ
        return Status.COLOUR if self.colour is not None or self.candidates else Status.UNREAD

    def code(self) -> str:
        """The card's code, or ?? when it was not read."""
        return self.card.code if self.card is not None else "??"


@dataclass(frozen=True)
class TableReading:
    """A picture's table as read: cascades top down, free cells, foundations (top cards)."""

    layout: TableLayout
    cascades: tuple[tuple[CardReading, ...], ...]
    freecells: tuple[CardReading, ...]
    foundations: tuple[CardReading, ...]
    deck: str | None
    """The name of the deck whose cards matched, if any did."""
    four_colour: bool
    seconds: float = field(default=0.0, compare=False)

    def all(self) -> list[CardReading]:
        """Every card read, cascades first."""
        return [card for cascade in self.cascades for card in cascade] + [*self.freecells, *self.foundations]

    def counts(self) -> dict[Status, int]:
        """How many cards were read, read as a colour only, or not read."""
        counts = dict.fromkeys(Status, 0)
        for card in self.all():
            counts[card.status] += 1
        return counts

    def confidence(self) -> float:
        """The mean confidence of the cards' readings (a colour-only card counts its colour's, halved)."""
        cards = self.all()
        if not cards:
            return 0.0
        scores = [c.confidence if c.card is not None else 0.5 * c.colour_confidence for c in cards]
        return sum(scores) / len(scores)
