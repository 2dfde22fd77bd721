"""A card's colour from the ink of its index: red (or a four-colour deck's blue) against
black (or green), counted in the two top corners of its strip, where decks print the index."""

from __future__ import annotations

from freecell_gui.core.deals.cards import Colour
from freecell_gui.core.picture.layout import Box
from freecell_gui.core.picture.pixels import ABOVE, BELOW, PixelBuffer, mask_and

_MIN_INK = 6
"""Fewer inked pixels than this and the colour is not read."""


def _count(picture: PixelBuffer, x0: int, y0: int, x1: int, y1: int) -> tuple[int, int, int, int]:
    red, green, blue = picture.planes(x0, y0, x1, y1)
    if not red:
        return 0, 0, 0, 0
    reds = mask_and(red.translate(ABOVE[130]), green.translate(BELOW[110]), blue.translate(BELOW[120]))
    blacks = mask_and(red.translate(BELOW[95]), green.translate(BELOW[95]), blue.translate(BELOW[105]))
    blues = mask_and(red.translate(BELOW[90]), green.translate(BELOW[150]), blue.translate(ABOVE[140]))
    greens = mask_and(red.translate(BELOW[80]), green.translate(ABOVE[90]), blue.translate(BELOW[110]))
    return reds.count(1), blacks.count(1), blues.count(1), greens.count(1)


def read_colour(picture: PixelBuffer, box: Box, strip: int) -> tuple[Colour | None, float, bool]:
    """The card's colour, a confidence 0..1, and whether a four-colour ink (blue, green) was seen."""
    margin = max(1, box.width // 20)
    corner = max(3, round(box.width * 0.3))
    top, bottom = box.y + margin, box.y + min(strip, box.height)
    left = _count(picture, box.x + margin, top, box.x + corner, bottom)
    right = _count(picture, box.x + box.width - corner, top, box.x + box.width - margin, bottom)
    red, black, blue, green = (a + b for a, b in zip(left, right, strict=True))
    warm, dark = red + blue, black + green
    total = warm + dark
    if total < _MIN_INK:
        return None, 0.0, False
    colour = Colour.RED if warm > dark else Colour.BLACK
    four = blue + green > 0.3 * total
    return colour, abs(warm - dark) / total, four
