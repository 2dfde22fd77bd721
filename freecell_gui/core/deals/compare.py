"""Comparing a layout with the deal on the table, card by card."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from freecell_gui.core.deals.cards import Card


@dataclass(frozen=True)
class Difference:
    """One place where the two layouts disagree; a card is None where a cascade is shorter."""

    column: int  # 0-7
    position: int  # 0 = the top card of the cascade
    expected: Card | None  # on the table
    found: Card | None  # in the compared layout


def compare_columns(table: Sequence[Sequence[Card]], other: Sequence[Sequence[Card]]) -> list[Difference]:
    """Every place, column by column and top to bottom, where the layouts hold different cards."""
    differences = []
    for column, (ours, theirs) in enumerate(zip(table, other, strict=True)):
        for position in range(max(len(ours), len(theirs))):
            expected = ours[position] if position < len(ours) else None
            found = theirs[position] if position < len(theirs) else None
            if expected != found:
                differences.append(Difference(column, position, expected, found))
    return differences


COMPARED = "the compared board"
"""How messages name the board pasted or loaded to compare with the table."""

MAX_NAMED = 3
"""A summary names this many differing cards; the rest are counted."""


def describe(difference: Difference) -> str:
    """One difference, naming the cards: "4C (column 1, card 5) is KC in the compared board"."""
    place = f"column {difference.column + 1}, card {difference.position + 1}"
    ours, theirs = difference.expected, difference.found
    if ours is not None and theirs is not None:
        return f"{ours.code} ({place}) is {theirs.code} in {COMPARED}"
    if ours is not None:
        return f"{ours.code} ({place}) is past the end of column {difference.column + 1} in {COMPARED}"
    if theirs is not None:
        return f"{COMPARED} has {theirs.code} at {place}, past the end of the table's column"
    return f"{place} is empty in both"


def summarise(differences: Sequence[Difference], limit: int = MAX_NAMED) -> str:
    """ "All 52 cards match." or "2 cards differ: 4C (column 1, card 5) is KC in the compared
    board; KC (column 3, card 2) is 4C in the compared board", naming at most `limit` cards
    (the others are counted: "and 5 more")."""
    if not differences:
        return "All 52 cards match."
    count = len(differences)
    named = [describe(difference) for difference in differences[:limit]]
    if count > limit:
        named.append(f"and {count - limit} more")
    return f"{count} card{'s' if count != 1 else ''} differ{'s' if count == 1 else ''}: {'; '.join(named)}"
