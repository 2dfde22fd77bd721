"""Which suit a Future tab's tint names: cream clubs, pink spades, lilac diamonds, sky-blue
hearts (the SVG's tabs, drawn 800 px wide, at the top of each tab).

The tint is the direction of the tab's mean colour away from grey, so a tab that fades to
white lower down, or a JPEG's lighter or darker rendering of it, keeps its direction.
"""

from __future__ import annotations

from math import sqrt

from freecell_gui.core.deals.cards import Suit
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.picture.tabs_layout import TAB_PLACES, TAB_TINTED
from freecell_gui.core.picture.tabs_pixels import LIGHT

_TINTS = {
    Suit.CLUBS: (250, 229, 193),
    Suit.SPADES: (237, 192, 203),
    Suit.DIAMONDS: (208, 183, 238),
    Suit.HEARTS: (198, 228, 255),
}
_SIDES = ((0.02, 0.06), (0.18, 0.22))
"""The tab's columns beside its digit (shares of the card's width from the tab's left)."""
ALIKE = 0.8
"""The tab's tint and its suit's point this alike (cosine) at least..."""
APART = 0.25
"""... and at least this much more alike than any other suit's."""


def _direction(colour: tuple[float, float, float]) -> tuple[float, float, float] | None:
    mean = sum(colour) / 3
    away = (colour[0] - mean, colour[1] - mean, colour[2] - mean)
    length = sqrt(sum(value * value for value in away))
    if length < 4:
        return None
    return away[0] / length, away[1] / length, away[2] / length


_DIRECTIONS = {suit: _direction(tint) for suit, tint in _TINTS.items()}


def tint_suit(colour: tuple[float, float, float]) -> Suit | None:
    """The suit whose tab tint `colour` is, or None if it is too grey or between two."""
    direction = _direction(colour)
    if direction is None:
        return None
    likeness = sorted(
        (sum(a * b for a, b in zip(direction, reference, strict=True)), suit)
        for suit, reference in _DIRECTIONS.items()
        if reference is not None
    )
    (second, _other), (best, suit) = likeness[-2], likeness[-1]
    return suit if best >= ALIKE and best - second >= APART else None


def tab_suit(picture: PixelBuffer, left: int, top: int, place: int, width: int, height: int) -> Suit | None:
    """The suit named by the tint of the tab at `place` of the card at (`left`, `top`)."""
    tab = left + TAB_PLACES[place] * width
    rows = range(top + round(TAB_TINTED[0] * height), top + round(TAB_TINTED[1] * height))
    totals = [0, 0, 0]
    count = 0
    for a, b in _SIDES:
        x0, x1 = max(0, round(tab + a * width)), min(picture.width, round(tab + b * width))
        for y in rows:
            if not 0 <= y < picture.height:
                continue
            red, green, blue = picture.planes(x0, y, x1, y + 1)
            for pixel in zip(red, green, blue, strict=True):
                if min(pixel) > LIGHT:
                    totals[0] += pixel[0]
                    totals[1] += pixel[1]
                    totals[2] += pixel[2]
                    count += 1
    if count == 0:
        return None
    return tint_suit((totals[0] / count, totals[1] / count, totals[2] / count))
