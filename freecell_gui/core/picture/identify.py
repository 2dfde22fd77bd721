"""From a picture's reading to the deal's number: the reading as the finder's 52 masks, the
staged search, and a check of every card read against the deal found.

A place shown in the picture asks for the card read there (exact when sure, one of a few
when the index left a doubt, its colour when only that was read). The cards on the
foundations and in the free cells left the cascades from their bottoms (programs such as
KPatience send aces home at once), so the places below each cascade, down to the dealt
length (7, 7, 7, 7, 6, 6, 6, 6), ask for one of those cards. The search stops after the first
stage that finds a number; each number found is dealt and compared card by card. If nothing
fits, the search is run again on what was read most surely (colours and sure cards only), so a
few misread cards are named rather than fatal, then on the sure cards alone, and then on the
colours alone; a number is given only when the masks searched
leave less than one chance in a hundred of another deal fitting by accident.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from freecell_gui.core.deals.cards import DECK, Card, Colour
from freecell_gui.core.deals.dealer import CASCADE_COUNT, deal_order
from freecell_gui.core.finder import BLACK, FULL_MASK, RED, find_numbers
from freecell_gui.core.finder.masks import expected_matches, possible
from freecell_gui.core.picture.readings import CardReading, TableReading

DEALT = tuple(len(range(column, 52, CASCADE_COUNT)) for column in range(CASCADE_COUNT))
CHANCE = 0.01
"""The most expected accidental matches over the range searched for a number to be given."""


def _colour_mask(colour: Colour | None) -> int:
    if colour is None:
        return FULL_MASK
    return RED if colour is Colour.RED else BLACK


STRICT, SURE, CARDS, COLOURS = 0, 1, 2, 3
"""How much of a reading is searched: all of it; the surest cards and colours; the surest cards
alone (a colour misread, say in a lossy JPEG, no longer hides the deal); colours only."""


def _mask(reading: CardReading, level: int) -> int:
    strict = level == STRICT
    if level == CARDS:
        sure = reading.card is not None and reading.confidence >= 0.9
        return 1 << reading.card.index if sure and reading.card is not None else FULL_MASK
    if level == COLOURS:
        return _colour_mask(reading.colour) if reading.colour_confidence >= 0.8 else FULL_MASK
    colour = (
        _colour_mask(reading.colour) if reading.colour_confidence >= (0.5 if strict else 0.8) else FULL_MASK
    )
    if reading.candidates and (strict or (reading.card is not None and reading.confidence >= 0.9)):
        return (
            sum(1 << card.index for card in reading.candidates) & (colour if strict else FULL_MASK) or colour
        )
    return colour


def cards_off_cascades(reading: TableReading) -> list[Card] | None:
    """The cards in the free cells and on the foundations (a foundation's top card and all below
    it), or None if one of them was not read."""
    cards: list[Card] = []
    for cell in reading.freecells:
        if cell.card is None:
            return None
        cards.append(cell.card)
    for top in reading.foundations:
        if top.card is None:
            return None
        cards += [Card.of(rank, top.card.suit) for rank in range(1, top.card.rank + 1)]
    return cards


def reading_masks(reading: TableReading, level: int = STRICT) -> tuple[int, ...]:
    """The 52 masks the reading asks of a deal (see the module's docstring)."""
    masks = [FULL_MASK] * 52
    open_places = []
    for column, cascade in enumerate(reading.cascades[:CASCADE_COUNT]):
        for row, card in enumerate(cascade[: DEALT[column]]):
            masks[row * CASCADE_COUNT + column] = _mask(card, level)
        open_places += [row * CASCADE_COUNT + column for row in range(len(cascade), DEALT[column])]
    away = cards_off_cascades(reading)
    if away is not None and len(away) == len(open_places) and away:
        allowed = sum(1 << card.index for card in away)
        for place in open_places:
            masks[place] = allowed
    return tuple(masks)


@dataclass(frozen=True)
class Match:
    """A number found, and the cards read that its deal does not have (described)."""

    number: int
    misreads: tuple[str, ...] = ()


@dataclass(frozen=True)
class Identification:
    """The search's outcome: the numbers (one, or several equally consistent), or none."""

    matches: tuple[Match, ...]
    searched: range
    relaxed: bool
    """True when only the surest readings were searched (the full reading found nothing)."""
    seconds: float = field(default=0.0, compare=False)
    unsure: str = ""
    """Why no number was given although the search ran (too little read to be sure), if so."""

    @property
    def numbers(self) -> tuple[int, ...]:
        """The numbers found."""
        return tuple(match.number for match in self.matches)


def misreads(reading: TableReading, number: int) -> tuple[str, ...]:
    """Each card read that deal `number` does not have where it was read, in words."""
    order = deal_order(number)
    found = []
    for column, cascade in enumerate(reading.cascades[:CASCADE_COUNT]):
        for row, card in enumerate(cascade[: DEALT[column]]):
            dealt = DECK[order[row * CASCADE_COUNT + column]]
            where = f"cascade {column + 1}, card {row + 1}"
            if card.candidates and dealt not in card.candidates:
                shown = "/".join(c.code for c in card.candidates)
                found.append(f"{where}: read {shown}, the deal has {dealt.code}")
            elif not card.candidates and card.colour is not None and card.colour is not dealt.colour:
                found.append(f"{where}: read {card.colour.value}, the deal has {dealt.code}")
    away = cards_off_cascades(reading) or []
    below = {
        DECK[order[row * CASCADE_COUNT + column]]
        for column, cascade in enumerate(reading.cascades[:CASCADE_COUNT])
        for row in range(len(cascade), DEALT[column])
    }
    found += [
        f"{card.code} is off the cascades but was not dealt below them" for card in away if card not in below
    ]
    return tuple(found)


def identify(
    reading: TableReading,
    numbers: range | None = None,
    progress: Callable[[float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    workers: int = 1,
) -> Identification:
    """Search `numbers` (every deal by default, in stages) for the deal in the reading."""
    started = time.perf_counter()
    searched = numbers if numbers is not None else range(1, 2**33)
    last: tuple[tuple[int, ...], bool] | None = None
    for level in (STRICT, SURE, CARDS, COLOURS):
        strict = level == STRICT
        masks = reading_masks(reading, level)
        if masks == (last[0] if last else None):
            continue
        last = (masks, strict)
        if not possible(masks):
            continue
        accidental = expected_matches(masks, len(searched))
        if accidental > CHANCE and level == CARDS:
            continue  # the sure cards alone are too few: the colours may yet be enough
        if accidental > CHANCE:
            return Identification(
                (),
                searched,
                not strict,
                time.perf_counter() - started,
                f"too little was read to be sure: about {accidental:.2g} deals would fit by chance",
            )
        found = list(
            find_numbers(
                masks,
                numbers=searched,
                progress=progress,
                cancelled=cancelled,
                workers=workers,
                stop_when_found=True,
                limit=16,
            )
        )
        if cancelled is not None and cancelled():
            break
        if found:
            matches = [Match(number, misreads(reading, number)) for number in found]
            fewest = min(len(match.misreads) for match in matches)
            best = tuple(match for match in matches if len(match.misreads) == fewest)
            return Identification(best, searched, not strict, time.perf_counter() - started)
    return Identification((), searched, last is not None and not last[1], time.perf_counter() - started)


def masks_text(masks: Sequence[int]) -> str:
    """The masks as a line of letters a place: the card's code, r, b, * (one of a few) or ?."""
    letters = []
    for mask in masks:
        if mask == FULL_MASK:
            letters.append("?")
        elif mask == RED:
            letters.append("r")
        elif mask == BLACK:
            letters.append("b")
        elif mask.bit_count() == 1:
            letters.append(DECK[mask.bit_length() - 1].code)
        else:
            letters.append("*")
    return " ".join(letters)
