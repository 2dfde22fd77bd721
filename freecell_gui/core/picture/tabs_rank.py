"""Which rank a tab deck's card shows: the dark digit on its tab (KDE's Future writes the rank
less one in hexadecimal, 0 for the ace to C for the king), compared with the deck's own tabs
drawn at the picture's card size.

As in `glyphs`, ink is compared as bits: a crop is one big integer with a byte a pixel, and
the distance between two crops is the share of their ink pixels that differ, at the best of a
few small shifts (the card's top is placed within a pixel or two).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from freecell_gui.core.deals.cards import DECK, Suit
from freecell_gui.core.picture.glyphs import TemplateDeck, distances
from freecell_gui.core.picture.pixels import PixelBuffer, ink_mask
from freecell_gui.core.picture.tabs_layout import TAB_PLACES

DIGIT_INK = 120
"""The digit's ink is darker than this in some channel; the tab's pastel is not."""
_COLUMNS = (0.035, 0.2)
"""The digit's columns, shares of the card's width from its tab's left."""
_ROWS = (0.035, 0.25)
"""The digit's rows, shares of the card's height from the card's top."""
SHIFT = 2
"""Misplacement tried, in pixels each way."""
SUIT_AT_PLACE = (Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS, Suit.HEARTS)
"""The suit whose tab lies at each tab place, left to right (the SVG's cards)."""


@dataclass(frozen=True)
class DigitShape:
    """The digit's crop for a card `width` x `height`: its offset from the tab's left and the
    card's top, and its size."""

    dx: int
    dy: int
    columns: int
    rows: int

    @classmethod
    def for_card(cls, width: int, height: int) -> DigitShape:
        """The crop for cards of this size."""
        dx, dy = round(_COLUMNS[0] * width), round(_ROWS[0] * height)
        return cls(dx, dy, max(4, round(_COLUMNS[1] * width) - dx), max(4, round(_ROWS[1] * height) - dy))


def _ink_bits(picture: PixelBuffer, x0: int, y0: int, columns: int, rows: int) -> int | None:
    if x0 < 0 or y0 < 0 or x0 + columns > picture.width or y0 + rows > picture.height:
        return None
    red, green, blue = picture.planes(x0, y0, x0 + columns, y0 + rows)
    return int.from_bytes(ink_mask(red, green, blue, DIGIT_INK), "little")


def tab_templates(
    deck: TemplateDeck, width: int, height: int, indices: tuple[int, ...] | None = None
) -> dict[int, int] | None:
    """The digits of the cards `indices` (all 52 if None) as ink bits, by `Card.index`, drawn
    by `deck` at `width` x `height`; None if the deck cannot draw them."""
    shape = DigitShape.for_card(width, height)
    wanted = [DECK[index] for index in indices] if indices is not None else list(DECK)
    try:
        cards = deck.render(width, height, shape.dy + shape.rows + 1, indices)
    except (OSError, ValueError):
        return None
    if len(cards) != len(wanted):
        return None
    templates = {}
    for card, drawn in zip(wanted, cards, strict=True):
        left = round(TAB_PLACES[SUIT_AT_PLACE.index(card.suit)] * width)
        bits = _ink_bits(drawn, left + shape.dx, shape.dy, shape.columns, shape.rows)
        if bits is None:
            return None
        templates[card.index] = bits
    return templates


def shifted_digits(picture: PixelBuffer, tab_left: int, top: int, shape: DigitShape) -> list[int]:
    """The picture's digit crop as ink bits at each shift (those inside the picture)."""
    s = SHIFT
    wide, high = shape.columns + 2 * s, shape.rows + 2 * s
    x0, y0 = tab_left + shape.dx - s, top + shape.dy - s
    if x0 < 0 or y0 < 0 or x0 + wide > picture.width or y0 + high > picture.height:
        return []
    red, green, blue = picture.planes(x0, y0, x0 + wide, y0 + high)
    ink = ink_mask(red, green, blue, DIGIT_INK)
    shifts = []
    for dy in range(2 * s + 1):
        for dx in range(2 * s + 1):
            rows = (
                ink[(dy + r) * wide + dx : (dy + r) * wide + dx + shape.columns] for r in range(shape.rows)
            )
            shifts.append(int.from_bytes(b"".join(rows), "little"))
    return shifts


def mirrored_digit(bits: int, shape: DigitShape) -> int:
    """The digit crop `bits` (one byte a pixel, rows of `shape.columns`) mirrored left to right."""
    data = bits.to_bytes(shape.columns * shape.rows, "little")
    rows = (data[r * shape.columns : (r + 1) * shape.columns][::-1] for r in range(shape.rows))
    return int.from_bytes(b"".join(rows), "little")


def digit_distances(shifts: Sequence[int], templates: Sequence[int]) -> list[float]:
    """For each template, the least share of differing ink over the shifts (1.0: nothing alike):
    the corner decks' measure (`glyphs.distances`), on a tab's digit."""
    return distances(list(shifts), templates)


def best_shift(shifts: Sequence[int], template: int) -> int | None:
    """The picture's crop (one of `shifts`) that `template` matches best, or None if none."""
    own = template.bit_count()
    best, chosen = 1.0, None
    for bits in shifts:
        total = own + bits.bit_count()
        if total and (share := (bits ^ template).bit_count() / total) < best:
            best, chosen = share, bits
    return chosen


def sides_with(bits: int, first: int, second: int) -> float:
    """Of the pixels where two drawn digits differ, the share at which the picture's crop
    `bits` has the first's ink or paper (1.0 if they do not differ): the test that parts a
    3 from an 8 or a B, which differ in a few pixels of their left side."""
    telling = first ^ second
    count = telling.bit_count()
    if count == 0:
        return 1.0
    return (telling & ~(bits ^ first)).bit_count() / count


def digit_shades(picture: PixelBuffer, tab_left: int, top: int, shape: DigitShape) -> list[bytes]:
    """The picture's digit crop as grey levels (the green channel: every tab's tint is light
    in it, the digit's ink dark) at each shift, in the order of `shifted_digits`."""
    s = SHIFT
    wide, high = shape.columns + 2 * s, shape.rows + 2 * s
    x0, y0 = tab_left + shape.dx - s, top + shape.dy - s
    if x0 < 0 or y0 < 0 or x0 + wide > picture.width or y0 + high > picture.height:
        return []
    _red, green, _blue = picture.planes(x0, y0, x0 + wide, y0 + high)
    crops = []
    for dy in range(2 * s + 1):
        for dx in range(2 * s + 1):
            crops.append(
                b"".join(
                    green[(dy + r) * wide + dx : (dy + r) * wide + dx + shape.columns]
                    for r in range(shape.rows)
                )
            )
    return crops


def _mean(shades: bytes, mask: int) -> float | None:
    values = [shades[i] for i in range(len(shades)) if mask >> (8 * i) & 1]
    return sum(values) / len(values) if values else None


def shade_sides(shades: bytes, first: int, second: int) -> float:
    """How clearly the crop's grey levels side with the first of two drawn digits rather than
    the second (about 1 when clearly, 0 or less when not): where only the first has ink the
    crop is as dark as the first's ink, where only the second has ink it is as light as the
    paper; the least of the two, as a share of the ink's contrast with the paper. Grey levels
    need no ink threshold, which a JPEG's blur at 800 px moves by a pixel."""
    ink = _mean(shades, first)
    everything = int.from_bytes(b"\x01" * len(shades), "little")
    paper = _mean(shades, everything & ~first & ~second)
    if ink is None or paper is None or paper - ink < 40:
        return 0.0
    contrast = paper - ink
    scores = []
    only_first = _mean(shades, first & ~second)
    only_second = _mean(shades, second & ~first)
    if only_first is not None:
        scores.append((paper - only_first) / contrast)
    if only_second is not None:
        scores.append((only_second - ink) / contrast)
    return min(scores) if scores else 0.0


def standardised(values: Sequence[int]) -> list[float]:
    """`values` less their mean, over their spread (all zero if they do not vary)."""
    count = len(values)
    if count == 0:
        return []
    mean = sum(values) / count
    spread = (sum((value - mean) ** 2 for value in values) / count) ** 0.5
    return [(value - mean) / spread if spread else 0.0 for value in values]


def tab_shades(deck: TemplateDeck, width: int, height: int) -> dict[int, list[float]] | None:
    """Each card's digit crop as standardised grey levels (the green channel), by
    `Card.index`, drawn by `deck` at `width` x `height`; None if the deck cannot draw them."""
    shape = DigitShape.for_card(width, height)
    try:
        cards = deck.render(width, height, shape.dy + shape.rows + 1, None)
    except (OSError, ValueError):
        return None
    if len(cards) != len(DECK):
        return None
    shades = {}
    for card, drawn in zip(DECK, cards, strict=True):
        left = round(TAB_PLACES[SUIT_AT_PLACE.index(card.suit)] * width) + shape.dx
        _red, green, _blue = drawn.planes(left, shape.dy, left + shape.columns, shape.dy + shape.rows)
        if len(green) != shape.columns * shape.rows:
            return None
        shades[card.index] = standardised(green)
    return shades


def correlations(crops: Sequence[bytes], drawn: Sequence[list[float]]) -> list[float]:
    """For each drawn digit, its best correlation (-1..1) with the picture's crop over the
    shifts: grey levels, standardised, so neither the JPEG's contrast nor an ink threshold
    counts (at 75 px cards a digit is 6 x 8 pixels, and a threshold loses half its shape)."""
    standard = [standardised(crop) for crop in crops]
    result = []
    for digit in drawn:
        best = -1.0
        for crop in standard:
            if len(crop) == len(digit) and crop:
                best = max(best, sum(a * b for a, b in zip(crop, digit, strict=True)) / len(crop))
        result.append(best)
    return result
