"""A card's colour from the ink of its index: red (or a four-colour deck's blue) against black (or
green), counted in the two top corners of its strip, where decks print the index.

Ink is told by hue, not by how dark it is: a thin red stroke in a shrunk or lossy picture is
pink, a black one grey. Two channels are compared pixel by pixel without a loop: each is cut to
16 levels (`bytes.translate`), one is shifted four bits up inside its byte (a big integer's
shift: the levels never carry into the next byte), the two are OR-ed, and a 256-entry table
answers for each pair of levels.
"""

from __future__ import annotations

from itertools import compress

from freecell_gui.core.deals.cards import Colour, Suit
from freecell_gui.core.picture.layout import PAPER, Box
from freecell_gui.core.picture.pixels import ABOVE, PixelBuffer, ink_mask, mask_and

_MIN_INK = 6
"""Fewer inked pixels than this and the colour is not read."""
_LEVEL = bytes(v // 16 for v in range(256))
_STEP = 3
"""Levels (of 16) by which a hue's channel stands above the others: 48 of 255."""


def _pair_table(test: object) -> bytes:
    return bytes(1 if test(high, low) else 0 for high in range(16) for low in range(16))  # type: ignore[operator]


_ABOVE = _pair_table(lambda a, b: a - b >= _STEP)
"""The first channel at least a step above the second."""
_NEAR = _pair_table(lambda a, b: abs(a - b) <= 2 and a <= 8)
"""Two channels about equal, and no lighter than a mid grey: black ink or its grey edge."""


def _pair(first: bytes, second: bytes) -> bytes:
    """Each pixel's two channels' levels as one byte: the first's level * 16 + the second's."""
    high = int.from_bytes(first.translate(_LEVEL), "little") << 4
    return (high | int.from_bytes(second.translate(_LEVEL), "little")).to_bytes(len(first), "little")


def _count(picture: PixelBuffer, x0: int, y0: int, x1: int, y1: int) -> tuple[int, int, int, int]:
    red, green, blue = picture.planes(x0, y0, x1, y1)
    if not red:
        return 0, 0, 0, 0
    rg, rb, bg, gb = _pair(red, green), _pair(red, blue), _pair(blue, green), _pair(green, blue)
    br, gr = _pair(blue, red), _pair(green, red)
    reds = mask_and(rg.translate(_ABOVE), rb.translate(_ABOVE))
    blacks = mask_and(rg.translate(_NEAR), rb.translate(_NEAR))
    blues = mask_and(br.translate(_ABOVE), bg.translate(_ABOVE))
    greens = mask_and(gr.translate(_ABOVE), gb.translate(_ABOVE))
    return reds.count(1), blacks.count(1), blues.count(1), greens.count(1)


def _light(picture: PixelBuffer, x0: int, y0: int, x1: int, y1: int) -> bytes:
    red, green, blue = picture.planes(x0, y0, x1, y1)
    return mask_and(red.translate(ABOVE[PAPER]), green.translate(ABOVE[PAPER]), blue.translate(ABOVE[PAPER]))


def _paper(picture: PixelBuffer, box: Box, strip: int) -> tuple[int, int, int, int]:
    """The paper's left, right, top and bottom (past the ends) in the card's strip: a box found a
    little large takes in felt, a border, a shadow or the next card's border, which must not
    count as black ink."""
    x0, x1 = max(0, box.x), min(picture.width, box.x + box.width)
    y0, y1 = max(0, box.y), min(picture.height, box.y + min(strip, box.height))
    wide, high = x1 - x0, y1 - y0
    if wide <= 4 or high <= 2:
        return x0, x1, y0, y1
    light = _light(picture, x0, y0, x1, y1)
    rows = [light[r * wide : (r + 1) * wide].count(1) for r in range(high)]
    if sum(1 for count in rows if count > 0.6 * wide) < high // 2:
        return x0, x1, y0, y1  # a dark face: no paper to keep to
    borders = [r for r in range(max(3, high // 4)) if r < high and rows[r] < 0.3 * wide]
    start = borders[-1] + 1 if borders else 0  # a box a row or two high starts on the card above
    top = next((r for r in range(start, high) if rows[r] > 0.6 * wide), start)
    bottom = next((r for r in range(top + 1, high) if rows[r] < 0.3 * wide), high)  # a border across
    inside = light[top * wide : bottom * wide]
    columns = [inside[c::wide].count(1) for c in range(wide)]
    enough = 0.6 * (bottom - top)
    left = next((c for c in range(wide // 2) if columns[c] > enough), 0)
    right = next((c + 1 for c in range(wide - 1, wide // 2, -1) if columns[c] > enough), wide)
    return x0 + left, x0 + right, y0 + top, y0 + bottom


def _corner_counts(picture: PixelBuffer, box: Box, strip: int) -> tuple[int, int, int, int]:
    """The red, black, blue and green ink pixels in the two top corners of the card's strip."""
    margin = max(1, box.width // 40)
    corner = max(3, round(box.width * 0.19))  # the index, short of a court card's picture frame
    x0, x1, top, bottom = _paper(picture, box, strip)
    top += margin
    left = _count(picture, x0 + margin, top, x0 + corner, bottom)
    right = _count(picture, x1 - corner, top, x1 - margin, bottom)
    red, black, blue, green = (a + b for a, b in zip(left, right, strict=True))
    return red, black, blue, green


def read_colour(picture: PixelBuffer, box: Box, strip: int) -> tuple[Colour | None, float, bool]:
    """The card's colour, a confidence 0..1, and whether a four-colour ink (blue, green) was seen."""
    red, black, blue, green = _corner_counts(picture, box, strip)
    warm, dark = red + blue, black + green
    total = warm + dark
    if total < _MIN_INK:
        return None, 0.0, False
    colour = Colour.RED if warm > dark else Colour.BLACK
    four = blue + green > 0.3 * total
    return colour, abs(warm - dark) / total, four


_HUE_LEAD = 2
"""In a four-colour picture, a card's suit is its ink's when that hue has at least twice the
pixels of the other hue of its colour (green over black: clubs; blue over red: diamonds)."""


def four_colour_suit(picture: PixelBuffer, box: Box, strip: int) -> Suit | None:
    """The suit a four-colour deck's inks give the card (spades black, hearts red, diamonds blue,
    clubs green, the usual four-colour deck and this program's), or None if they do not say."""
    red, black, blue, green = _corner_counts(picture, box, strip)
    if red + blue + black + green < _MIN_INK:
        return None
    pairs = ((Suit.HEARTS, red, Suit.DIAMONDS, blue), (Suit.SPADES, black, Suit.CLUBS, green))
    first_suit, first, second_suit, second = max(pairs, key=lambda pair: pair[1] + pair[3])
    if first >= _HUE_LEAD * max(1, second):
        return first_suit
    if second >= _HUE_LEAD * max(1, first):
        return second_suit
    return None


_INKED = 150
"""A pixel with a channel below this is ink (or its blurred edge), not paper."""


def ink_tilt(picture: PixelBuffer, box: Box, strip: int) -> float | None:
    """How far the ink of the card's index leans to red: the median over its inked pixels of red
    less the mean of green and blue; None without ink.

    Black ink leans 0-6 whatever the deck and the JPEG; red leans 30-200, but a thin dark red
    stroke shrunk and compressed (KPatience's Oxygen Air at 75 px, JPEG quality 60) keeps only
    16-34 and is grey to `read_colour`'s hue test (measured on about 40 KPatience JPEGs of 14
    decks). Only the inked pixels are visited (`itertools.compress` over an ink mask)."""
    margin = max(1, box.width // 40)
    corner = max(3, round(box.width * 0.19))
    x0, x1, top, bottom = _paper(picture, box, strip)
    tilts = []
    for left, right in ((x0 + margin, x0 + corner), (x1 - corner, x1 - margin)):
        red, green, blue = picture.planes(left, top + margin, right, bottom)
        inked = ink_mask(red, green, blue, _INKED)
        tilts += [r - (g + b) / 2 for r, g, b in compress(zip(red, green, blue, strict=True), inked)]
    if len(tilts) < _MIN_INK:
        return None
    tilts.sort()
    return tilts[len(tilts) // 2]
