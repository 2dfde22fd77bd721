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

from dataclasses import dataclass
from statistics import median

from freecell_gui.core.picture.faces import edge_profile, edge_segments, face_mask
from freecell_gui.core.picture.pixels import PictureError, PixelBuffer

CASCADES = 8
PAPER = 190
"""A card face's channels are all above this; felts, shadows and borders are not."""
CLEAN_PAPER = 215
"""Down a cascade, rows are read against this stricter level: the grey border between two
overlapped cards (about 175-205 on this program's cards) is then never taken for paper."""
_BAR_SHARE = 0.92
"""A row lighter than this share of the width is a window's bar (menu, status), not the table."""
_ASPECT = 1.4
"""A card's height over the width of its light run, about (for a cascade none of whose tops fit)."""
_GAP = 4
_SPLIT = 4
"""The widest dip in a light run across that is a line down the cards (a frame, a column of index
ink under a tall light panel's threshold), not the gap between two cascades."""
"""The most rows of a border between two overlapped cards."""


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

    def boxes(self) -> list[Box]:
        """Every card's box."""
        boxes = [box for cascade in self.cascades for box in cascade]
        return [*boxes, *self.freecells, *self.foundations]


def _runs(values: list[float], threshold: float) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    start = -1
    for index, value in enumerate([*values, 0.0]):
        if value > threshold and start < 0:
            start = index
        elif value <= threshold and start >= 0:
            runs.append((start, index))
            start = -1
    return runs


def _column_runs(light: bytes | bytearray, width: int, tolerance: float) -> list[tuple[int, int]]:
    counts = [light[x::width].count(1) for x in range(width)]
    peak = max(counts)
    if peak < 20:
        raise PictureError("no card faces found (no light rectangles on a darker table)")
    raw = _runs([float(c) for c in counts], peak * 0.3)
    joined: list[tuple[int, int]] = []
    for run in raw:
        joined = (
            [*joined[:-1], (joined[-1][0], run[1])]
            if joined and run[0] - joined[-1][1] <= _SPLIT
            else [*joined, run]
        )
    typical = median([end - start for start, end in joined if end - start >= 12] or [0])
    runs: list[tuple[int, int]] = []
    for run in raw:
        # A line down a card (a picture's frame) splits its run: joined again, if no wider than a card.
        if runs and run[0] - runs[-1][1] <= _SPLIT and run[1] - runs[-1][0] <= 1.15 * typical:
            runs[-1] = (runs[-1][0], run[1])
        else:
            runs.append(run)
    runs = [run for run in runs if run[1] - run[0] >= 12]
    best: list[tuple[int, int]] = []
    best_score = -1
    for first in range(len(runs) - CASCADES + 1):
        window = runs[first : first + CASCADES]
        widths = [end - start for start, end in window]
        middle = median(widths)
        if any(abs(w - middle) > max(3, tolerance * middle) for w in widths):
            continue
        gaps = [window[i + 1][0] - window[i][1] for i in range(CASCADES - 1)]
        if max(gaps) > 1.5 * middle:
            continue
        score = sum(sum(counts[start:end]) for start, end in window)
        if score > best_score:
            best, best_score = window, score
    if not best:
        raise PictureError(
            f"no FreeCell table found: {len(runs)} columns of cards where a table has 8 of one width"
        )
    return best


def _segments(profile: list[float], gap: int = _GAP) -> list[tuple[int, int, list[int]]]:
    """Runs of card rows (gaps of at most `gap` rows joined): (start, end, tops after a gap).

    A gap is a row with almost no paper (a border, a shadow)."""
    segments: list[tuple[int, int, list[int]]] = []
    start, end = -1, -1
    tops: list[int] = []
    for y, value in enumerate(profile):
        if value <= 0.12:
            continue
        if start >= 0 and y - end <= gap:
            # A card's top: after a border, or bare paper just below a soft shadow (decks
            # without a border line).
            jump = value >= 0.97 and profile[y - 1] <= value - 0.15 and (not tops or y - tops[-1] > 3)
            if (y > end and value > 0.7) or jump:
                tops.append(y)
            end = y + 1
            continue
        if start >= 0:
            segments.append((start, end, tops))
        start, end, tops = y, y + 1, []
    if start >= 0:
        segments.append((start, end, tops))
    return segments


def _snap(segment: tuple[int, int, list[int]], place: float) -> int:
    """The top found nearest `place` (within 2 pixels), else `place` rounded."""
    near = [top for top in segment[2] if abs(top - place) <= 2]
    return min(near, key=lambda top: abs(top - place)) if near else round(place)


def _fit_spacing(segment: tuple[int, int, list[int]], run_width: float) -> tuple[float, int]:
    """The spacing of a cascade's card tops that the tops found fit best, and the index of the
    last top it places (0: the cascade shows one card). Lines inside a card (frames, shadows)
    fall off the spacing; a border not found is a miss, not a new spacing."""
    start, end, tops = segment
    last = end - 1.1 * run_width  # the bottom card shows at least this much
    candidates = {
        (top - start) / k
        for top in tops
        for k in (1, 2, 3)
        if 0.12 * run_width <= (top - start) / k <= run_width
    }
    best = (0.0, 0.0, 0)
    for spacing in sorted(candidates):
        tolerance = max(2.0, 0.06 * spacing)
        hits = misses = last_hit = 0
        k = 1
        while start + k * spacing <= last:
            if any(abs(top - (start + k * spacing)) <= tolerance for top in tops):
                hits += 1
                last_hit = k
            else:
                misses += 1
            k += 1
        score = hits - 1.5 * misses
        if score > best[0]:
            best = (score, spacing, last_hit)
    return best[1], best[2]


def _joint_spacing(segments: list[tuple[int, int, list[int]]], run_width: float) -> float:
    """The spacing the tops of all cascades fit together (0.0 if none): the cascades of a table
    share their spacing, and a top one cascade misses another shows."""
    if not segments:
        return 0.0
    start = round(median(segment[0] for segment in segments))
    tops = sorted({top - segment[0] + start for segment in segments for top in segment[2]})
    end = max(segment[1] - segment[0] for segment in segments) + start
    spacing, last = _fit_spacing((start, end, tops), run_width)
    return spacing if last > 0 else 0.0


def _common_spacing(fit: tuple[float, int] | None, common: float) -> tuple[float, int] | None:
    """A cascade's spacing that is two or more times the table's is borders missed (a deck without
    border lines shows some tops only by a faint shadow): the table's spacing is taken instead."""
    if fit is None or fit[1] == 0 or common <= 0:
        return fit
    ratio = fit[0] / common
    times = round(ratio)
    if times >= 2 and abs(ratio - times) < 0.08:
        return common, fit[1] * times
    return fit


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


def _cascade_columns(light: bytearray, width: int, height: int) -> list[tuple[int, int]]:
    """The eight cascades' light runs across, measured on the band of rows they fill (the
    cards above them may stand elsewhere: KPatience's foundations do)."""
    rough = _column_runs(light, width, 0.35)
    left, right = rough[0][0], rough[-1][1]
    rows = [light[y * width + left : y * width + right].count(1) for y in range(height)]
    merged: list[tuple[int, int]] = []
    for band in _runs([float(r) for r in rows], 0.05 * (right - left)):
        if merged and band[0] - merged[-1][1] <= _GAP:
            merged[-1] = (merged[-1][0], band[1])
        else:
            merged.append(band)
    low, high = max(merged, key=lambda band: band[1] - band[0])
    return _column_runs(light[low * width : high * width], width, 0.15)


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
    ys = [_snap(segment, segment[0] + k * spacing) - border for k in range(count)]
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
    try:
        felt = bytearray(face_mask(picture))
        _blank_bars(felt, picture.width, picture.height)
        second = _find_layout(picture, felt, felt, by_edges=True)
    except PictureError:
        second = None
    if second is not None and _plausible(second):
        return second
    if isinstance(first, PictureError):
        raise first
    return first  # the cards found have no card's shape either way: the first reading is kept


def _plausible(layout: TableLayout) -> bool:
    """Cards of a card's shape, every cascade found, no more than 52 cards, and all 52 when
    none is above the cascades (a foundation's card stands for those below it)."""
    ratio = layout.card_height / max(1, layout.card_width)
    cards = len(layout.boxes())
    whole = cards == 52 or bool(layout.foundations) or bool(layout.freecells)
    return 1.2 <= ratio <= 1.75 and all(layout.cascades) and cards <= 52 and whole


def _find_layout(picture: PixelBuffer, light: bytearray, clean: bytearray, by_edges: bool) -> TableLayout:
    width, height = picture.width, picture.height
    columns = _cascade_columns(light, width, height)
    gap = max(_GAP, round(0.1 * median(x1 - x0 for x0, x1 in columns)))
    if by_edges:
        all_segments = [
            edge_segments(_profile(light, width, height, x0, x1), edge_profile(picture, x0, x1), gap)
            for x0, x1 in columns
        ]
    else:
        profiles = [_profile(clean, width, height, x0, x1) for x0, x1 in columns]
        all_segments = [_segments(profile, gap) for profile in profiles]
    longest = [max(segments, key=lambda s: s[1] - s[0]) for segments in all_segments if segments]
    if not longest:
        raise PictureError("no cascades found")
    start_y = median(segment[0] for segment in longest)
    cascade_segments: list[tuple[int, int, list[int]] | None] = []
    for segments in all_segments:
        found = [s for s in segments if abs(s[0] - start_y) <= 0.15 * (columns[0][1] - columns[0][0])]
        cascade_segments.append(max(found, key=lambda s: s[1] - s[0]) if found else None)
    run_width = median(x1 - x0 for x0, x1 in columns)
    fits = [_fit_spacing(segment, run_width) if segment else None for segment in cascade_segments]
    fitted = [fit[0] for fit in fits if fit is not None and fit[1] > 0]
    joint = _joint_spacing([s for s in cascade_segments if s], run_width)
    spacing_all = joint or (median(fitted) if fitted else 0.5 * run_width)
    fits = [_common_spacing(fit, spacing_all) for fit in fits]
    fits = [
        (spacing_all, max(0, round((s[1] - s[0] - _ASPECT * run_width) / spacing_all)))
        if s and fit is not None and fit[1] == 0 and spacing_all > 0
        else fit
        for s, fit in zip(cascade_segments, fits, strict=True)
    ]
    spacings = [fit[0] if fit is not None and fit[1] > 0 else spacing_all for fit in fits]
    tops_by_column = [
        [_snap(segment, segment[0] + k * spacing) for k in range(fit[1] + 1)] if segment and fit else []
        for segment, fit, spacing in zip(cascade_segments, fits, spacings, strict=True)
    ]
    # The light runs stop inside each card's border: find the border's outer edge against the felt.
    edges = [
        _edges(picture, x0, x1, segment[0], segment[1]) if segment else (x0, x1, 0, 0)
        for (x0, x1), segment in zip(columns, cascade_segments, strict=True)
    ]
    card_width = round(median(right - left for left, right, _t, _b in edges))
    bottoms = [
        edge[3] - (t[-1] - (s[0] - edge[2]))
        for s, t, edge in zip(cascade_segments, tops_by_column, edges, strict=True)
        if s and t
    ]
    card_height = round(median(bottoms)) if bottoms else round(1.4 * card_width)
    used = [spacing for spacing, segment in zip(spacings, cascade_segments, strict=True) if segment]
    strip = max(4, round(min(used or spacings)) - 2)
    cascades = tuple(
        _boxes(edge, segment, spacing, (card_width, card_height)) if segment else ()
        for edge, segment, spacing in zip(edges, cascade_segments, spacings, strict=True)
    )
    top_cards = _top_cards(picture, light, clean, columns, round(start_y) - 2, card_width, card_height)
    middle = (columns[3][1] + columns[4][0]) / 2
    freecells = tuple(box for box in top_cards if box.x + box.width / 2 < middle)
    foundations = tuple(box for box in top_cards if box.x + box.width / 2 >= middle)
    if len(freecells) > 4 or len(foundations) > 4:
        raise PictureError("more than four cards in a row above the cascades")
    return TableLayout(card_width, card_height, strip, cascades, freecells, foundations)


def _differs(picture: PixelBuffer, x: int, y: int, felt: tuple[int, int, int]) -> bool:
    if not (0 <= x < picture.width and 0 <= y < picture.height):
        return False
    return sum(abs(a - b) for a, b in zip(picture.pixel(x, y), felt, strict=True)) > 60


def _edges(picture: PixelBuffer, x0: int, x1: int, top: int, bottom: int) -> tuple[int, int, int, int]:
    """The outer left, right (past the end), top and bottom (past the end) of a light area, its
    border included: from its light run outwards while the pixels differ from the felt beyond."""
    middle_y, middle_x = (top + min(bottom, top + (x1 - x0))) // 2, (x0 + x1) // 2

    def outwards(x: int, y: int, dx: int, dy: int) -> int:
        felt_x, felt_y = x + 8 * dx, y + 8 * dy
        felt_x = min(max(felt_x, 0), picture.width - 1)
        felt_y = min(max(felt_y, 0), picture.height - 1)
        felt = picture.pixel(felt_x, felt_y)
        steps = 0
        while steps < 5 and _differs(picture, x + dx * (steps + 1), y + dy * (steps + 1), felt):
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
    top = max(0, bottom - round(1.6 * card_height))
    if bottom - top < card_height * 0.8:
        return []
    band = light[top * width : bottom * width]
    left, right = columns[0][0] - card_width, columns[-1][1] + card_width
    counts = [float(band[x::width].count(1)) if left <= x < right else 0.0 for x in range(width)]
    boxes = []
    for x0, x1 in _runs(counts, 0.5 * card_height):
        if abs((x1 - x0) - card_width) > 0.2 * card_width:
            continue
        profile = _profile(clean, width, bottom, x0, x1)[top:]
        for start, end, _tops in _segments(profile):
            if abs((end - start + 1) - card_height) <= 0.15 * card_height:
                left, _right, upper, _lower = _edges(picture, x0, x1, top + start, top + end)
                boxes.append(Box(left, upper, card_width, card_height))
    return boxes
