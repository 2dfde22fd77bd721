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


def summarise(differences: Sequence[Difference]) -> str:
    """ "The layouts match." or "3 cards differ: column 2, cards 4-6; column 5, card 1"."""
    if not differences:
        return "All 52 cards match."
    by_column: dict[int, list[int]] = {}
    for difference in differences:
        by_column.setdefault(difference.column, []).append(difference.position + 1)
    parts = []
    for column, positions in by_column.items():
        runs = _runs(positions)
        noun = "card" if len(positions) == 1 else "cards"
        parts.append(f"column {column + 1}, {noun} {', '.join(runs)}")
    count = len(differences)
    return f"{count} card{'s' if count != 1 else ''} differ{'s' if count == 1 else ''}: {'; '.join(parts)}"


def _runs(numbers: list[int]) -> list[str]:
    runs: list[str] = []
    start = previous = numbers[0]
    for number in [*numbers[1:], None]:
        if number is not None and number == previous + 1:
            previous = number
            continue
        runs.append(str(start) if start == previous else f"{start}-{previous}")
        if number is not None:
            start = previous = number
    return runs
