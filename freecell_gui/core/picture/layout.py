"""Where the cards are in a picture of a FreeCell table.

Card faces are the light rounded rectangles (every channel above about 190) on a darker felt.
The light pixels of the picture, counted down each pixel column, make eight runs: the
cascades. Down each cascade, overlapped cards are parted by a border a pixel or two high
with no light in it, at a regular spacing; a cascade is the run of light rows that starts
where the other cascades start, and each gap in it is a card's top. Deck art can draw a
line across a card that looks like a border (frames of court cards), so the tops are kept
only where they fall on the cascade's regular spacing. Above the cascades, a light run as
high as a card is a card in a free cell (the four left places) or on a foundation (the four
right places); KPatience and this program put those places over the cascades' columns.
(Measured on KPatience's and this program's screenshots; see the README's section on pictures.)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from statistics import median

from freecell_gui.core.picture.columns import column_runs, light_runs
from freecell_gui.core.picture.faces import (
    EDGE_SHARE,
    WEAK_EDGE,
    edge_profile,
    edge_segments,
    face_mask,
    filled_between_sides,
    framed_band,
)
from freecell_gui.core.picture.pixels import PictureError, PixelBuffer
from freecell_gui.core.picture.spacing import (
    ASPECT,
    BORDER_ROWS,
    LAST_CARD,
    UNKNOWN_SPACING,
    Segment,
    bars_across,
    cascade_fits,
    parts_of_one_cascade,
    segments,
    snap,
)

PAPER = 190
"""A card face's channels are all above this; felts, shadows and borders are not."""
CLEAN_PAPER = 215
"""Down a cascade, rows are read against this stricter level: the grey border between two
overlapped cards (about 175-205 on this program's cards) is then never taken for paper."""
_BAR_SHARE = 0.92
"""A row lighter than this share of the width is a window's bar (menu, status), not the table."""
_ROUGH_ALIKE = 0.35
"""First look for the cascades over the whole picture: their runs' widths may differ by this
share (the top row's cards and their labels widen or narrow some columns' runs)..."""
_ALIKE = 0.15
"""... then, on the band of rows the cascades fill, by no more than this (cards of one size)."""
_BAND_SHARE = 0.05
"""A row is in the cascades' band when this share of the table's width is paper (a row through
eight cascades is about 80% paper; gaps between the top row and the cascades hold little)."""
_CARD_SHAPE = (1.2, 1.75)
"""A card's height over its width lies between these (decks are about 1.4; a layout outside is
misread, and the other way of finding faces is tried)."""
_NOT_FELT = 60
"""A pixel whose channels differ from the felt's by more than this in sum is not felt (a card's
border, its shadow; KPatience's textured felt strays by up to about 40)."""
_FELT_AWAY = 8
"""The felt's colour is sampled this many pixels out from a card's paper (past its border)."""
_WIDEST_BORDER = 5
"""A card's border and shadow are at most this many pixels wide past its paper."""
_TOP_ROW_BAND = 1.6
"""The top row's cards are looked for in the band this many card heights above the cascades
(this program's top row starts 1.24 card heights above the cascades' first row, KPatience's
about as high; the rest is room for a window that puts it higher)..."""
_TOP_ROW_ROOM = 0.8
"""... if that band is at least this many card heights high (else there is no top row shown)."""
_TOP_CARD_PAPER = 0.5
"""A pixel column holds a top card when at least half a card's height of it is paper."""
_TOP_CARD_WIDTH = 0.2
"""A top card's light run is within this share of a cascade card's width (an empty place's
outline or a label is far from a card's size; a top card's run may take in its neighbour's
shadow, hence wider than `_TOP_CARD_HEIGHT`)..."""
_TOP_CARD_HEIGHT = 0.15
"""... and its run of rows within this share of a card's height."""
_BORDER_SHARE = 0.1
"""A border (or shadow) between overlapped cards is at most this share of a card's width high
(`BORDER_ROWS` at least): borders and shadows grow with the cards."""
_START_SLACK = 0.15
"""A column's run of card rows is its cascade when it starts within this share of a card's width
of where the cascades start (they start on one row; a first card's shadow or a JPEG's blur
moves its first paper row by a few pixels)."""
_ART_GAP = 0.25
"""Rows without paper down a cascade shorter than this share of a card's width are a card's art
(XSkat German's twelve bells: 10 rows), not the cascade's end (`spacing.parts_of_one_cascade`)."""
_STRIP_MARGIN = 2
"""A card's strip read is its spacing less these rows: the border and the blur under it."""
_LEAST_STRIP = 4
"""The fewest rows of a strip."""
_ABOVE_CASCADES = 2
"""The top row's cards are looked for above this many rows over the cascades' first row (the
first card's border)."""


@dataclass(frozen=True)
class Box:
    """A card's place in the picture: its left and top, its width, and the height showing."""

    x: int
    y: int
    width: int
    height: int


@dataclass(frozen=True)
class TableLayout:
    """The cards found: each cascade's boxes from the top down, and the eight places above."""

    card_width: int
    card_height: int
    strip: int
    """The height of a card's top strip that every card shows (the smallest spacing)."""
    cascades: tuple[tuple[Box, ...], ...]
    freecells: tuple[Box, ...]
    foundations: tuple[Box, ...]
    guessed: bool = False
    """True if no cascade showed its cards' spacing (by tops or by a period) and it was guessed."""
    implausible: bool = False
    """True if the table found breaks a rule every FreeCell table keeps (cards of a card's shape,
    all 52 shown when none is found above the cascades) and was kept only for want of another:
    its boxes may straddle two cards, and unless an installed deck matches in them (a foundation
    card missed, the cascades right), nothing read in them is claimed (`cascade_trust`)."""

    def boxes(self) -> list[Box]:
        """Every card's box."""
        boxes = [box for cascade in self.cascades for box in cascade]
        return [*boxes, *self.freecells, *self.foundations]


def _profile(light: bytearray, width: int, height: int, x0: int, x1: int) -> list[float]:
    margin = max(2, (x1 - x0) // 10)
    left, right = x0 + margin, x1 - margin
    span = max(1, right - left)
    return [light[y * width + left : y * width + right].count(1) / span for y in range(height)]


def _masks(picture: PixelBuffer) -> tuple[bytearray, bytearray]:
    """The paper masks (plain and clean), with the window's light bars blanked."""
    width = picture.width
    light = bytearray(picture.light_mask(PAPER))
    clean = bytearray(picture.light_mask(CLEAN_PAPER))
    _blank_bars(light, width, picture.height, clean)
    return light, clean


def _blank_bars(mask: bytearray, width: int, height: int, other: bytearray | None = None) -> None:
    """Clear the rows set across nearly the whole width (a window's bars), in `other` too."""
    for y in range(height):
        if mask[y * width : (y + 1) * width].count(1) > _BAR_SHARE * width:
            mask[y * width : (y + 1) * width] = bytes(width)
            if other is not None:
                other[y * width : (y + 1) * width] = bytes(width)


def _cascade_columns(light: bytearray, width: int, height: int, dark_faces: bool) -> list[tuple[int, int]]:
    """The eight cascades' light runs across, measured on the band of rows they fill (the
    cards above them may stand elsewhere: KPatience's foundations do)."""
    rough = column_runs(light, width, _ROUGH_ALIKE, dark_faces)
    left, right = rough[0][0], rough[-1][1]
    rows = [light[y * width + left : y * width + right].count(1) for y in range(height)]
    merged: list[tuple[int, int]] = []
    for band in light_runs([float(r) for r in rows], _BAND_SHARE * (right - left)):
        if merged and band[0] - merged[-1][1] <= BORDER_ROWS:
            merged[-1] = (merged[-1][0], band[1])
        else:
            merged.append(band)
    low, high = max(merged, key=lambda band: band[1] - band[0])
    return column_runs(light[low * width : high * width], width, _ALIKE, dark_faces)


def _boxes(
    edge: tuple[int, int, int, int],
    segment: tuple[int, int, list[int]],
    spacing: float,
    size: tuple[int, int],
) -> tuple[Box, ...]:
    """A cascade's cards, top down, from its outer edges and its tops' spacing."""
    left, _right, top, bottom = edge
    card_width, card_height = size
    count = max(1, round((bottom - top - card_height) / spacing) + 1)
    border = segment[0] - top
    ys = [snap(segment, segment[0] + k * spacing) - border for k in range(count)]
    return tuple(
        Box(left, y, card_width, (ys[k + 1] if k < count - 1 else bottom) - y) for k, y in enumerate(ys)
    )


def find_layout(picture: PixelBuffer) -> TableLayout:
    """The table's cards in `picture`; PictureError if no FreeCell table is found.

    Light faces parted by darker borders are looked for first; if they make no table of card
    shapes, faces are looked for as what differs from the felt, tops as edges (`faces`)."""
    first: TableLayout | PictureError
    try:
        first = _find_layout(picture, *_masks(picture), by_edges=False)
    except PictureError as error:
        first = error
    else:
        if _plausible(first):
            return first
    felt = bytearray(face_mask(picture))
    _blank_bars(felt, picture.width, picture.height)
    by_edges: list[TableLayout] = []
    # Faint tops only where no table was found by paper nor at clear tops (a Nicu Ornamental JPEG,
    # its paper layout kept, took art lines for tops at 0.5 and was read wrong).
    shares = (EDGE_SHARE, WEAK_EDGE) if isinstance(first, PictureError) else (EDGE_SHARE,)
    for share in shares:
        try:
            by_edges.append(_find_layout(picture, felt, felt, by_edges=True, edge_share=share))
        except PictureError:
            continue
        if _plausible(by_edges[-1]):
            return by_edges[-1]
    if isinstance(first, PictureError):
        for second in by_edges:
            if _plausible(second, guessed=True):
                return second  # the only table found, its spacing guessed
        raise first
    # No better table either way: the first is kept, its spacing perhaps guessed; if it breaks a
    # rule of every table, marked (an XSkat German JPEG boxed 40 cards at 1.5 times their spacing
    # with none above the cascades, read by the fonts: 15 colours claimed of cards of other rows).
    return first if _plausible(first, guessed=True) else replace(first, implausible=True)


def _plausible(layout: TableLayout, guessed: bool = False) -> bool:
    """Cards of a card's shape, every cascade found, no more than 52 cards, and all 52 when
    none is above the cascades (a foundation's card stands for those below it), at a spacing
    seen, not guessed unless `guessed` (the other way of finding faces may see it; if neither
    does, the first layout is kept)."""
    ratio = layout.card_height / max(1, layout.card_width)
    cards = len(layout.boxes())
    whole = cards == 52 or bool(layout.foundations) or bool(layout.freecells)
    shaped = _CARD_SHAPE[0] <= ratio <= _CARD_SHAPE[1]
    return shaped and all(layout.cascades) and cards <= 52 and whole and (guessed or not layout.guessed)


def _find_layout(
    picture: PixelBuffer, light: bytearray, clean: bytearray, by_edges: bool, edge_share: float = EDGE_SHARE
) -> TableLayout:
    """The table found with the paper masks `light` and `clean` (or by edges across `edge_share`
    of a card, see `faces`): the cascades' columns, the runs of card rows down them, their
    spacing, the cards' outer edges and size, then the cards of the top row."""
    columns = _cascade_columns(light, picture.width, picture.height, dark_faces=by_edges)
    unfilled = light
    if by_edges:  # a dark face is felt-coloured in places: its framed rows are its rows
        light = clean = filled_between_sides(light, picture.width, picture.height, columns)
    run_width = median(x1 - x0 for x0, x1 in columns)
    by_column = _column_segments(picture, light, clean, columns, edge_share if by_edges else None)
    start_y, found = _cascade_segments(by_column, run_width)
    fits = cascade_fits(
        found,
        run_width,
        lambda: _overlapped_profiles(light, picture, columns, found, run_width),
        faint=edge_share < EDGE_SHARE,
    )
    edges = _outer_edges(picture, columns, found)
    card_width = round(median(right - left for left, right, _t, _b in edges))
    card_height = _card_height(found, fits, edges, card_width)
    strip = max(_LEAST_STRIP, round(min(fit[0] for fit in fits if fit)) - _STRIP_MARGIN)
    cascades = tuple(
        _boxes(edge, segment, fit[0], (card_width, card_height)) if segment and fit else ()
        for edge, segment, fit in zip(edges, found, fits, strict=True)
    )
    bottom = round(start_y) - _ABOVE_CASCADES
    if by_edges:  # the top row's dark faces, filled between their frames (not the cascades' columns)
        band = (max(0, bottom - round(_TOP_ROW_BAND * card_height)), bottom)
        light = clean = framed_band(unfilled, picture.width, band, card_width, card_height)
    top_cards = _top_cards(picture, light, clean, columns, bottom, card_width, card_height)
    guessed = all(fit is None or fit[0] == UNKNOWN_SPACING * run_width for fit in fits)
    return TableLayout(card_width, card_height, strip, cascades, *_top_row(top_cards, columns), guessed)


def _outer_edges(
    picture: PixelBuffer, columns: list[tuple[int, int]], found: list[Segment | None]
) -> list[tuple[int, int, int, int]]:
    """Each cascade's outer left, right, top and bottom: the light runs stop inside each card's
    border, whose outer edge is found against the felt, as wide on every card: each side takes
    the median over the cascades (a JPEG's ringing by one cascade put its edge 3-4 px out)."""
    edges = [
        _edges(picture, x0, x1, segment[0], segment[1]) if segment else (x0, x1, 0, 0)
        for (x0, x1), segment in zip(columns, found, strict=True)
    ]
    seen = [
        (x0 - left, right - x1)
        for (x0, x1), (left, right, _t, _b), s in zip(columns, edges, found, strict=True)
        if s
    ]
    if not seen:
        return edges
    out_left, out_right = round(median(a for a, _b in seen)), round(median(b for _a, b in seen))
    return [
        (x0 - out_left, x1 + out_right, top, bottom) if segment else edge
        for (x0, x1), edge, segment, (_l, _r, top, bottom) in zip(columns, edges, found, edges, strict=True)
    ]


def _top_row(top_cards: list[Box], columns: list[tuple[int, int]]) -> tuple[tuple[Box, ...], tuple[Box, ...]]:
    """The cards above the cascades parted into free cells (left of the table's middle) and
    foundations; PictureError for more than four on a side."""
    middle = (columns[3][1] + columns[4][0]) / 2
    freecells = tuple(box for box in top_cards if box.x + box.width / 2 < middle)
    foundations = tuple(box for box in top_cards if box.x + box.width / 2 >= middle)
    if len(freecells) > 4 or len(foundations) > 4:
        raise PictureError("more than four cards in a row above the cascades")
    return freecells, foundations


def _column_segments(
    picture: PixelBuffer,
    light: bytearray,
    clean: bytearray,
    columns: list[tuple[int, int]],
    edge_share: float | None,
) -> list[list[Segment]]:
    """Each column's runs of card rows with their tops seen: by paper and borders, or (with an
    `edge_share`) by edges."""
    width, height = picture.width, picture.height
    gap = max(BORDER_ROWS, round(_BORDER_SHARE * median(x1 - x0 for x0, x1 in columns)))
    if edge_share is not None:
        profiles = [
            (_profile(light, width, height, x0, x1), edge_profile(picture, x0, x1)) for x0, x1 in columns
        ]
        return [edge_segments(area, edges, gap, edge_share) for area, edges in profiles]
    return [segments(_profile(clean, width, height, x0, x1), gap) for x0, x1 in columns]


def _cascade_segments(by_column: list[list[Segment]], run_width: float) -> tuple[float, list[Segment | None]]:
    """The row where the cascades start, and each column's cascade: its longest run of card rows
    starting there (None where none does: an empty cascade, or only a card of the top row)."""
    longest = [max(found, key=lambda s: s[1] - s[0]) for found in by_column if found]
    if not longest:
        raise PictureError("no cascades found")
    start_y = median(segment[0] for segment in longest)
    cascades: list[Segment | None] = []
    bars = bars_across(by_column)
    firsts = []
    for found in by_column:
        aligned = [s for s in found if abs(s[0] - start_y) <= _START_SLACK * run_width]
        firsts.append(max(aligned, key=lambda s: s[1] - s[0]) if aligned else None)
    for index, (found, first) in enumerate(zip(by_column, firsts, strict=True)):
        cascade = first
        ends = [other[1] for j, other in enumerate(firsts) if other and j != index]
        for after in sorted(found) if cascade else ():  # a card's dense art parts no cascade
            if cascade and parts_of_one_cascade(cascade, after, _ART_GAP * run_width, run_width, bars, ends):
                cascade = (cascade[0], after[1], [*cascade[2], *after[2]])
        cascades.append(cascade)
    if not any(cascades):
        raise PictureError("no cascades found")
    return start_y, cascades


def _overlapped_profiles(
    light: bytearray,
    picture: PixelBuffer,
    columns: list[tuple[int, int]],
    found: list[Segment | None],
    run_width: float,
) -> list[list[float]]:
    """Each cascade's paper profile down its overlapped cards (its last card left out)."""
    profiles = []
    for (x0, x1), segment in zip(columns, found, strict=True):
        if segment:
            profile = _profile(light, picture.width, picture.height, x0, x1)
            profiles.append(profile[segment[0] : max(segment[0], round(segment[1] - LAST_CARD * run_width))])
    return profiles


def _card_height(
    found: list[Segment | None],
    fits: list[tuple[float, int] | None],
    edges: list[tuple[int, int, int, int]],
    card_width: int,
) -> int:
    """A card's height: from each cascade's last top (placed by its spacing) to its outer bottom
    edge, the median over the cascades (`ASPECT` card widths if no cascade shows one)."""
    heights = []
    for segment, fit, (_left, _right, upper, lower) in zip(found, fits, edges, strict=True):
        if segment and fit:
            border = segment[0] - upper
            heights.append(lower - (snap(segment, segment[0] + fit[1] * fit[0]) - border))
    return round(median(heights)) if heights else round(ASPECT * card_width)


def _differs(picture: PixelBuffer, x: int, y: int, felt: tuple[int, int, int]) -> bool:
    if not (0 <= x < picture.width and 0 <= y < picture.height):
        return False
    return sum(abs(a - b) for a, b in zip(picture.pixel(x, y), felt, strict=True)) > _NOT_FELT


def _edges(picture: PixelBuffer, x0: int, x1: int, top: int, bottom: int) -> tuple[int, int, int, int]:
    """The outer left, right (past the end), top and bottom (past the end) of a light area, its
    border included: from its light run outwards while the pixels differ from the felt beyond."""
    middle_y, middle_x = (top + min(bottom, top + (x1 - x0))) // 2, (x0 + x1) // 2

    def outwards(x: int, y: int, dx: int, dy: int) -> int:
        felt_x, felt_y = x + _FELT_AWAY * dx, y + _FELT_AWAY * dy
        felt_x = min(max(felt_x, 0), picture.width - 1)
        felt_y = min(max(felt_y, 0), picture.height - 1)
        felt = picture.pixel(felt_x, felt_y)
        steps = 0
        while steps < _WIDEST_BORDER and _differs(picture, x + dx * (steps + 1), y + dy * (steps + 1), felt):
            steps += 1
        return steps

    left = x0 - outwards(x0, middle_y, -1, 0)
    right = x1 + outwards(x1 - 1, middle_y, 1, 0)
    upper = top - outwards(middle_x, top, 0, -1)
    lower = bottom + outwards(middle_x, bottom - 1, 0, 1)
    return left, right, upper, lower


def _top_cards(
    picture: PixelBuffer,
    light: bytearray,
    clean: bytearray,
    columns: list[tuple[int, int]],
    bottom: int,
    card_width: int,
    card_height: int,
) -> list[Box]:
    """The cards above the cascades (free cells, foundations): light runs a card wide and high."""
    width = picture.width
    top = max(0, bottom - round(_TOP_ROW_BAND * card_height))
    if bottom - top < card_height * _TOP_ROW_ROOM:
        return []
    band = light[top * width : bottom * width]
    left, right = columns[0][0] - card_width, columns[-1][1] + card_width
    counts = [float(band[x::width].count(1)) if left <= x < right else 0.0 for x in range(width)]
    boxes = []
    for x0, x1 in light_runs(counts, _TOP_CARD_PAPER * card_height):
        if abs((x1 - x0) - card_width) > _TOP_CARD_WIDTH * card_width:
            continue
        profile = _profile(clean, width, bottom, x0, x1)[top:]
        for start, end, _tops in segments(profile):
            if abs((end - start + 1) - card_height) <= _TOP_CARD_HEIGHT * card_height:
                left, _right, upper, _lower = _edges(picture, x0, x1, top + start, top + end)
                boxes.append(Box(left, upper, card_width, card_height))
    return boxes
