"""The evidence between two drawn cards that a card of the picture gives, for `choice` to settle
doubts with: how its shades lean on the pixels that tell the two apart (`glyphs.lean`), over
strokes (`glyphs.telling_pixels`) or over sharp differences (`glyphs.sharp_pixels`), and how its
ink votes where their ink differs (`glyphs.votes`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.picture.choice import Preference, Votes
from freecell_gui.core.picture.glyphs import (
    DARK_SHARP_LEVELS,
    SHARP_LEVELS,
    Shades,
    StripShape,
    Telling,
    apart,
    at_edge,
    best_shift,
    lean,
    sharp_pixels,
    shifted_origin,
    strip_shades,
    telling_pixels,
    votes,
)
from freecell_gui.core.picture.layout import Box
from freecell_gui.core.picture.pixels import PixelBuffer


def preferences(
    picture: PixelBuffer,
    boxes: list[Box],
    shape: StripShape,
    shifts: list[list[int] | None],
    templates: list[int],
    cards: Sequence[PixelBuffer],
    light: bool = False,
) -> tuple[Preference, Preference]:
    """Which of two drawn cards each card of the picture leans to (`glyphs.lean`), at the shift
    where it matches either best: on the pixels where one card has a stroke the other has none
    near (`glyphs.telling_pixels`), and on those where they differ sharply (`glyphs.sharp_pixels`)."""
    m = shape.margin
    drawn: dict[int, Shades | None] = {}
    seen: dict[tuple[int, int], bytes | None] = {}

    def shades(card: int) -> Shades | None:
        if card not in drawn:
            strip = strip_shades(cards[card], m, m, shape)
            drawn[card] = Shades.of(strip, shape.columns) if strip else None
        return drawn[card]

    def seen_strip(place: int, first: int, second: int) -> bytes | None:
        """The picture's strip at the shift where it matches either card best; None at the
        furthest shifts (the card may lie further off than the shifts tried: no fair test)."""
        bits = shifts[place]
        if not bits:
            return None
        shift = best_shift(bits, templates[first], templates[second])
        if at_edge(shift):
            return None
        if (place, shift) not in seen:
            seen[(place, shift)] = strip_shades(picture, *shifted_origin(boxes[place], shape, shift), shape)
        return seen[(place, shift)]

    def leaning(telling_of: Callable[[Shades, Shades], Telling]) -> Preference:
        """The preference over the pixels `telling_of` gives for two drawn cards (remembered)."""
        tellings: dict[tuple[int, int], Telling] = {}

        def prefer(place: int, first: int, second: int) -> tuple[float, float]:
            one, other = shades(first), shades(second)
            if one is None or other is None:
                return 0.0, 0.0
            strip = seen_strip(place, first, second)
            if strip is None:
                return 0.0, 0.0
            if (first, second) not in tellings:
                tellings[(first, second)] = telling_of(one, other)
            return lean(strip, tellings[(first, second)])

        return prefer

    levels = DARK_SHARP_LEVELS if light else SHARP_LEVELS
    return (
        leaning(telling_pixels),
        leaning(lambda one, other: sharp_pixels(one.values, other.values, levels)),
    )


def card_votes(shifts: list[list[int] | None], templates: list[int], across: int) -> Votes:
    """How each card of the picture votes between two drawn cards (`glyphs.votes`): two ranks on
    every pixel where their drawings differ, two suits of one rank only on the pixels where one
    has a stroke the other has not (`glyphs.apart`); (0, 0) where the card ran off the picture."""
    strokes: dict[tuple[int, int], int] = {}

    def vote(place: int, first: int, second: int) -> tuple[int, int]:
        bits = shifts[place]
        if not bits:
            return 0, 0
        if DECK[first].rank != DECK[second].rank:
            return votes(bits, templates[first], templates[second])
        if (first, second) not in strokes:
            strokes[(first, second)] = apart(templates[first], templates[second], across)
        return votes(bits, templates[first], templates[second], strokes[(first, second)])

    return vote
