"""Which card a card's top strip shows: its ink compared with each card of a deck drawn at the
same size.

The caller renders the decks it knows (this program's own, the installed KDE and GNOME decks)
at the card size found in the picture; `TemplateDeck` is how they are handed in. Ink (any
channel below `INK`) is compared as bits: a strip is one big integer with a byte a pixel, so
the difference of two strips is one XOR and one `int.bit_count`, tried at a few small shifts.
The distance is the share of ink pixels that differ (0 same, 1 nothing in common).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from freecell_gui.core.picture.layout import Box
from freecell_gui.core.picture.pixels import ABOVE, PixelBuffer, ink_mask, mask_and

INK = 150
"""Index ink is darker than this in at least one channel; paper is not."""
LIGHT_INK = 170
"""On a dark face (KDE's Oxygen), index ink is lighter than this in every channel."""
SHIFT = 2
"""Misplacement tried, in pixels each way, between a card in the picture and a drawn one."""
_TELLING_LEVELS = 3
"""Two drawn cards differ at a pixel when their shades differ by this many levels of 16 or more
(48 of 255): antialiasing's light greys and a shade's few levels are not a difference."""


@dataclass(frozen=True)
class TemplateDeck:
    """A deck the caller can draw: `render(width, height, rows, indices)` gives the cards
    `indices` (all 52 in `Card.index` order if None) drawn `width` x `height`, each cut to its
    top `rows` (the whole card if None)."""

    name: str
    render: Callable[[int, int, int | None, tuple[int, ...] | None], Sequence[PixelBuffer]]


@dataclass(frozen=True)
class StripShape:
    """The part of each card compared: its two top corners, where decks print the index, from
    `margin` in from the sides and top down to `strip`, each `corner` wide. (The pips between
    them are left out: they are the same for many ranks and would drown the index's ink.)"""

    width: int
    strip: int
    margin: int
    corner: int

    @classmethod
    def for_card(cls, width: int, strip: int) -> StripShape:
        """The shape for cards `width` wide showing `strip` rows."""
        return cls(width, strip, max(2, round(width * 0.05)), max(4, round(width * 0.27)))

    @property
    def columns(self) -> int:
        """Pixels across the card inside its margins."""
        return self.width - 2 * self.margin

    def spans(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """The two corners' columns, counted from the left margin."""
        return (0, self.corner - self.margin), (self.columns - self.corner + self.margin, self.columns)

    @property
    def corner_width(self) -> int:
        """Pixels across each corner compared."""
        return self.corner - self.margin

    @property
    def rows(self) -> int:
        """Rows of the compared part."""
        return max(1, self.strip - self.margin)


def _bits(ink: bytes) -> int:
    return int.from_bytes(ink, "little")


def _ink(red: bytes, green: bytes, blue: bytes, light: bool) -> bytes:
    if light:
        return mask_and(
            red.translate(ABOVE[LIGHT_INK]),
            green.translate(ABOVE[LIGHT_INK]),
            blue.translate(ABOVE[LIGHT_INK]),
        )
    return ink_mask(red, green, blue, INK)


def dark_faced(cards: Sequence[PixelBuffer], shape: StripShape) -> bool:
    """True if the drawn cards' corners are mostly dark: a deck printing light indices on dark faces."""
    m = shape.margin
    inked = total = 0
    for card in cards[:: max(1, len(cards) // 8)]:
        red, green, blue = card.planes(m, m, m + shape.columns, m + shape.rows)
        inked += ink_mask(red, green, blue, INK).count(1)
        total += len(red)
    return inked > 0.5 * max(1, total)


def template_bits(card: PixelBuffer, shape: StripShape, light: bool = False) -> int:
    """A drawn card's compared part as ink bits (`light`: the light ink of a dark-faced deck)."""
    m = shape.margin
    red, green, blue = card.planes(m, m, m + shape.columns, m + shape.rows)
    ink = _ink(red, green, blue, light)
    wide = shape.columns
    (a0, a1), (b0, b1) = shape.spans()
    return _bits(
        b"".join(
            ink[r * wide + a0 : r * wide + a1] + ink[r * wide + b0 : r * wide + b1] for r in range(shape.rows)
        )
    )


def shifted_bits(picture: PixelBuffer, box: Box, shape: StripShape, light: bool = False) -> list[int] | None:
    """The card's compared part as ink bits at each shift, or None if it runs off the picture."""
    m, s = shape.margin, SHIFT
    x0, y0 = box.x + m - s, box.y + m - s
    wide, high = shape.columns + 2 * s, shape.rows + 2 * s
    if x0 < 0 or y0 < 0 or x0 + wide > picture.width or y0 + high > picture.height:
        return None
    red, green, blue = picture.planes(x0, y0, x0 + wide, y0 + high)
    ink = _ink(red, green, blue, light)
    (a0, a1), (b0, b1) = shape.spans()
    shifts = []
    for dy in range(2 * s + 1):
        for dx in range(2 * s + 1):
            rows = (
                ink[(dy + r) * wide + dx + a0 : (dy + r) * wide + dx + a1]
                + ink[(dy + r) * wide + dx + b0 : (dy + r) * wide + dx + b1]
                for r in range(shape.rows)
            )
            shifts.append(_bits(b"".join(rows)))
    return shifts


def distances(shifts: list[int], templates: Sequence[int]) -> list[float]:
    """For each template, the smallest share of differing ink over the shifts."""
    counts = [bits.bit_count() for bits in shifts]
    result = []
    for template in templates:
        own = template.bit_count()
        best = 1.0
        for bits, count in zip(shifts, counts, strict=True):
            total = own + count
            if total:
                best = min(best, (bits ^ template).bit_count() / total)
        result.append(best)
    return result


def corner_profile(card: PixelBuffer, x: int, y: int, shape: StripShape, light: bool = False) -> list[float]:
    """How much ink each row of the two corners holds (left corner's rows, then the right's), for
    the card whose compared part starts at (`x`, `y`): where a deck prints its index, whatever
    the card (a deck's fingerprint)."""
    red, green, blue = card.planes(x, y, x + shape.columns, y + shape.rows)
    if len(red) < shape.columns * shape.rows:
        return []
    ink = _ink(red, green, blue, light)
    wide = shape.columns
    profile = []
    for a0, a1 in shape.spans():
        profile += [ink[r * wide + a0 : r * wide + a1].count(1) / max(1, a1 - a0) for r in range(shape.rows)]
    return profile


def profile_distance(first: Sequence[list[float]], second: Sequence[list[float]]) -> float:
    """The L1 distance of two sets of corner profiles, each set averaged (0 same, 2 disjoint)."""
    means = []
    for profiles in (first, second):
        kept = [p for p in profiles if p]
        if not kept:
            return 2.0
        mean = [sum(column) / len(kept) for column in zip(*kept, strict=True)]
        total = sum(mean) or 1.0
        means.append([value / total for value in mean])
    return float(sum(abs(a - b) for a, b in zip(*means, strict=True)))


_LEVEL = bytes(value // 16 for value in range(256))
"""A channel cut to 16 levels: shades are compared in levels (a JPEG's noise is about one)."""
_LEAST = bytes(min(pair >> 4, pair & 15) for pair in range(256))
_MOST = bytes(max(pair >> 4, pair & 15) for pair in range(256))
"""The lesser and the greater of two levels packed in a byte (`_paired`)."""


def _paired(first: bytes, second: bytes, table: bytes) -> bytes:
    """`table` applied to each pair of levels (< 16): the first shifted four bits up inside its
    byte (a big integer's shift: never carrying into the next byte), OR-ed with the second."""
    high = int.from_bytes(first, "little") << 4
    return (high | int.from_bytes(second, "little")).to_bytes(len(first), "little").translate(table)


def strip_shades(card: PixelBuffer, x: int, y: int, shape: StripShape) -> bytes | None:
    """The strip starting at (`x`, `y`), `shape.columns` across and `shape.rows` down, as shades,
    a level (0-15) a pixel: the darkest channel's, black and red ink both dark. None if it runs
    off the picture. The whole strip, not only the corners: where two cards' indices are alike
    the pips between may still tell them apart (KDE's Oxygen decks print the suit mid-card)."""
    if x < 0 or y < 0 or x + shape.columns > card.width or y + shape.rows > card.height:
        return None
    red, green, blue = (
        plane.translate(_LEVEL) for plane in card.planes(x, y, x + shape.columns, y + shape.rows)
    )
    return _paired(_paired(red, green, _LEAST), blue, _LEAST)


def best_shift(shifts: list[int], first: int, second: int) -> int:
    """The shift (an index into `shifted_bits`' list) where the picture's card matches either
    drawn card best: its alignment, set by the ink it shares with both (a shift that suits the
    other card's pip better is no fair test between them)."""
    return min(
        range(len(shifts)),
        key=lambda index: min((shifts[index] ^ first).bit_count(), (shifts[index] ^ second).bit_count()),
    )


def apart(first: int, second: int, across: int) -> int:
    """The pixels of one drawn card's ink with none of the other's within a pixel each way (ink
    bits a byte a pixel, rows `across` pixels wide): a stroke of one where the other has none,
    not the same glyph drawn a shade or a pixel aside (KDE's Oxygen prints only the rank in its
    corners: its 2 of clubs and 2 of spades differ there by antialiasing alone)."""
    return (first & ~_spread(second, across)) | (second & ~_spread(first, across))


def _spread(bits: int, across: int) -> int:
    """`bits` with each pixel's ink spread to its neighbours a pixel each way."""
    wide = bits | bits << 8 | bits >> 8
    return wide | wide << 8 * across | wide >> 8 * across


def votes(shifts: list[int], first: int, second: int, among: int | None = None) -> tuple[int, int]:
    """Of the pixels where two drawn cards' ink differs, how many the picture's card sides with
    the first on, and how many there are: (votes, differing), at the shift where it matches
    either best; (0, 0) at the furthest shifts tried (the card may lie further: no fair test).

    Where two cards of one suit differ by their rank's glyph only (XSkat German's 7 and 9 of
    leaves under the same pips), a dozen or two pixels differ, each a vote: a distance over the
    whole corner drowns them in the pips' shared ink, and a glyph a few pixels high has no
    stroke a pixel away from the other's, so `telling_pixels` finds none. `among`: only these
    of the differing pixels vote (`apart`)."""
    shift = best_shift(shifts, first, second)
    if at_edge(shift):
        return 0, 0
    differ = first ^ second if among is None else among
    return ((shifts[shift] ^ second) & differ).bit_count(), differ.bit_count()


def at_edge(shift: int) -> bool:
    """True if `shift` (an index into `shifted_bits`' list) is one of the furthest tried."""
    dy, dx = divmod(shift, 2 * SHIFT + 1)
    return SHIFT in (abs(dx - SHIFT), abs(dy - SHIFT))


def shifted_origin(box: Box, shape: StripShape, shift: int) -> tuple[int, int]:
    """Where the compared part of the card in `box` starts at `shift` (an index into `shifted_bits`' list)."""
    dy, dx = divmod(shift, 2 * SHIFT + 1)
    return box.x + shape.margin - SHIFT + dx, box.y + shape.margin - SHIFT + dy


def _near(values: bytes, step: int, table: bytes) -> bytes:
    """Each level picked by `table` (`_LEAST` or `_MOST`) with its neighbours `step` before and
    after (at the ends, itself)."""
    if len(values) <= step:
        return values
    before = values[:step] + values[:-step]
    after = values[step:] + values[-step:]
    return _paired(_paired(before, values, table), after, table)


def _below(level: int) -> bytes:
    return bytes(1 if value < level else 0 for value in range(256))


_BELOW_LEVEL = [_below(level) for level in range(17)]
"""_BELOW_LEVEL[k] maps a level to 1 if it is below k (a `bytes.translate` table)."""


def _mask(values: bytes, level: int, below: bool) -> int:
    table = _BELOW_LEVEL[level]
    ones = int.from_bytes(values.translate(table), "little")
    if below:
        return ones
    return int.from_bytes(b"\x01" * len(values), "little") ^ ones


@dataclass(frozen=True)
class Shades:
    """A drawn card's strip as levels (`strip_shades`), with masks of where its level, and its
    darkest and lightest level within a pixel each way, pass each level."""

    values: bytes
    darkest: bytes
    lightest: bytes
    darker: tuple[int, ...]
    """darker[k]: its level below k."""
    lighter: tuple[int, ...]
    """lighter[k]: its level above k."""
    darkest_from: tuple[int, ...]
    """darkest_from[k]: its darkest level near at least k."""
    lightest_to: tuple[int, ...]
    """lightest_to[k]: its lightest level near at most k."""

    @classmethod
    def of(cls, values: bytes, row: int) -> Shades:
        """The levels `values` of a strip `row` pixels across."""
        darkest = _near(_near(values, 1, _LEAST), row, _LEAST)
        lightest = _near(_near(values, 1, _MOST), row, _MOST)
        levels = range(16)
        return cls(
            values,
            darkest,
            lightest,
            tuple(_mask(values, k, below=True) for k in levels),
            tuple(_mask(values, k + 1, below=False) for k in levels),
            tuple(_mask(darkest, k, below=False) for k in levels),
            tuple(_mask(lightest, k + 1, below=True) for k in levels),
        )


Telling = list[tuple[int, int, int, int, int]]
"""Pixels that tell two drawn cards apart: (index, `sign` (1 if the first card tells there, -1
if the second) times how many pixels it stands for, its shade, the other card's darkest and
lightest shade within a pixel)."""

_MOST_TELLING = 240
"""Telling pixels kept of a side (evenly spread; each then stands for several): two cards of
different ranks differ at thousands (a court's picture against pips), and a few hundred
decide as surely."""
_EVERY: dict[tuple[int, int], int] = {}
"""Masks with every `step`-th pixel set, by (step, size)."""


def _every(step: int, size: int) -> int:
    if (step, size) not in _EVERY:
        _EVERY[(step, size)] = int.from_bytes((b"\x01" + bytes(step - 1)) * (size // step + 1), "little")
    return _EVERY[(step, size)]


def telling_pixels(first: Shades, second: Shades) -> Telling:
    """The pixels where one drawn card's level lies `_TELLING_LEVELS` or more from every level of
    the other within a pixel each way: a stroke of one where the other has none near, not a
    stroke the other draws a pixel aside (two drawings of one index differ so at their edges,
    and a picture's own drawing of the deck may place a glyph a pixel off: neither tells the
    cards apart). Found with the masks of `Shades`, a level at a time."""
    apart = _TELLING_LEVELS
    levels = len(first.darker)
    telling = []
    for sign, one, other in ((1, first, second), (-1, second, first)):
        found = 0
        for k in range(levels - apart):
            # One at k or darker where the other is at k + apart or lighter everywhere near...
            found |= one.darker[k + 1] & other.darkest_from[k + apart]
            # ... or one at k + apart or lighter where the other is at k or darker everywhere near.
            found |= one.lighter[k + apart - 1] & other.lightest_to[k]
        count = found.bit_count()
        if not count:
            continue
        step = 1 + count // _MOST_TELLING
        if step > 1:  # every step-th pixel kept, each standing for step
            found &= _every(step, len(one.values) + 1)
        for match in re.finditer(b"[^\x00]", found.to_bytes(len(one.values) + 1, "little")):
            index = match.start()
            telling.append(
                (index, sign * step, one.values[index], other.darkest[index], other.lightest[index])
            )
    return telling


def lean(picture: bytes, telling: Telling) -> tuple[float, float]:
    """How far the picture's shades lean towards the first of two drawn cards on the pixels that
    tell them apart (`telling_pixels`: 1 all the way, -1 all the way to the second), and how
    much the cards differ there, in pixels of full contrast: (lean, telling).

    A distance over the whole compared part is swamped where two cards share most of their ink
    (a 4 and a 6 of hearts under the same large pips: a few pixels of index against hundreds of
    pixels of pips and noise); only the pixels where they differ tell them apart. Shades, not
    ink bits: a small index's strokes in a lossy picture are greys that a fixed ink level
    splits at random, but a grey still lies nearer the drawing it comes from."""
    towards = total = 0
    for index, sign, shade, low, high in telling:
        seen = picture[index]
        gap = low - shade if shade < low else shade - high
        from_other = low - seen if seen < low else seen - high if seen > high else 0
        towards += sign * (from_other - abs(seen - shade))
        total += abs(sign) * gap
    return (towards / total if total else 0.0), total / 15


SHARP_LEVELS = 6
"""Two drawn cards differ sharply at a pixel where their levels lie this far apart (96 of 255)..."""

DARK_SHARP_LEVELS = 4
"""... and on a dark face, whose light ink is grey, this far (KDE's dark Oxygen: its pips are at
levels 10-11 against the face's 0-2, and a 2 of spades' point and a 2 of clubs' leaf differ by
at most 5 levels)."""


def sharp_pixels(first: bytes, second: bytes, least: int = SHARP_LEVELS) -> Telling:
    """The pixels where two drawn cards' levels (`strip_shades`) differ by `least` or more (a
    dark face's grey ink: `DARK_SHARP_LEVELS`), each as a `Telling` entry whose other card's darkest and lightest shade is its own level.

    Unlike `telling_pixels`, a pixel counts however near the other card's stroke lies: at 70-80 px
    a corner's small suit sign is a few pixels across, and a spade's point and a club's leaf lie
    within a pixel of each other everywhere, so a pixel's spread leaves none (Nicu Ornamental at
    800 x 600). Only a sharp difference counts, so antialiasing's greys tell nothing."""
    return [
        (index, 1, one, other, other)
        for index, (one, other) in enumerate(zip(first, second, strict=True))
        if abs(one - other) >= least
    ]
