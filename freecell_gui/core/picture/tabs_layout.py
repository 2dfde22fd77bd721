"""Where a tab deck's cards are (KDE's Future): the cascades, each card's top and its tab.

A Future card is wider than tall (195 x 143 in its SVG) and its top is transparent but for a
pastel tab whose place along the card tells the suit. Down a cascade each card's tab shows
over the card above it, whose body (silver, never pastel) fills the rows under the tab, so in
the rows of a card's tab exactly one of the four tab places is pastel: that is how each card's
top, and its suit's place, are found. The shares below were measured on the SVG
(/usr/share/carddecks/svg-future/future.svgz, drawn 800 px wide); the table's geometry
(cascades in eight columns, free cells and foundations in a row above) is KPatience's.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from statistics import median

from freecell_gui.core.picture.pixels import ABOVE, PixelBuffer, mask_and, mask_or
from freecell_gui.core.picture.tabs_pixels import pastel_mask

ASPECT = 143.217 / 194.984
"""A Future card's height over its width (the SVG's card elements)."""
TAB_PLACES = (0.0112, 0.2588, 0.5050, 0.7512)
"""Each tab's left edge, a share of the card's width from its left: clubs, spades, diamonds,
hearts (in this order along the card)."""
TAB_WIDTH = 0.2375
TAB_TINTED = (0.02, 0.2)
"""The rows of a tab that are tinted, shares of the card's height from its top (lower down it
fades to white)."""
_STRIP = (0.573, 0.735)
"""The rows of the pastel strip across each card's body (its rank in binary), shares of the
card's height: a card's strip shows through the transparent top of the card after next, in
the rows of that card's tab, where the card between does not hide it."""
_BODY = 0.44
"""A card's body (silver, opaque across the card) starts this far down; above it, only its
tab and the tab's stem are opaque."""
_GOLD = 0.885
"""A card's silver ends this far down; its gold edge below is not light in every channel."""
_SIDES = ((0.02, 0.07), (0.17, 0.22))
"""The columns of a tab beside its digit, shares of the card's width from the tab's left: all
tint."""
TAB_ROWS = (0.01, 0.27)
"""The whole tab's rows, shares of the card's height."""
_SPAN = (0.0112, 0.9863)
"""The card's drawn columns, from its first tab's left to its last tab's right."""
_CARD_LIGHT = 140
"""A card's silver body and its tabs are lighter than this in every channel; the felt and
KPatience's translucent empty places are not."""
_ROW_GAP = 8
"""Rows without a pastel pixel that still belong to one band of cards (between a card's tab
and the strip it shows: a few rows)."""
_TAB_GAP = 0.25
"""Bands of pastel rows this close (a share of a card's height) above the cascades' band are
the cascades' first tabs (`_cascades_top`)."""
_LEAST_COLUMN = 0.15
"""A cascade's column has card pixels in at least this share of the cascades' rows."""
_SOLE = 0.45
"""A tab place is a card's tab when its tinted rows are this much more pastel than the most
pastel of the other three places (a tab: 0.7-0.9, the others: under 0.1)."""
_CASCADES = 8
_DEAL = 52
"""A table shows at most a deal's 52 cards: more, and the spacing found is not the cascades'
(a Future JPEG at quality 15 gave three quarters of it: 68 cards, a queen of clubs read as hearts)."""
_TABBED = 0.5
"""At least this share of the cascades' cards show a tab where the spacing puts their tops (all
of them in KPatience's JPEGs at quality 50-70, half or fewer where the spacing is wrong)."""
_ASPECT_OFF = 0.08
"""The last cards' height (tab top to silver's end), measured, differs from the one the width
gives (`ASPECT`) by less than this share in most cascades, or the picture was stretched and the tab places and
strip rows the reader assumes are not where it looks (squashed to 0.8: sure wrong colours)."""


@dataclass(frozen=True)
class TabPlace:
    """A card found by its tab: the card's left and top, and which of the four tab places
    holds its tab (0-3, `TAB_PLACES`), or None where a card is known to lie but no tab was
    seen."""

    x: int
    y: int
    place: int | None
    clarity: float = 0.0
    """How much more pastel the tab's place is than the others' (0-1)."""


@dataclass(frozen=True)
class TabTable:
    """A tab deck's table: card size, each cascade's cards top down, the cards above."""

    card_width: int
    card_height: int
    spacing: int
    cascades: tuple[tuple[TabPlace, ...], ...]
    top_row: tuple[TabPlace, ...]
    middle: float
    """The x between the free cells (left of it) and the foundations."""


@dataclass
class _Masks:
    width: int
    pastel: bytes
    card: bytes

    def row_count(self, mask: bytes, y: int, x0: int, x1: int) -> int:
        return mask.count(1, y * self.width + x0, y * self.width + x1)


def _masks(picture: PixelBuffer) -> _Masks:
    red, green, blue = picture.planes(0, 0, picture.width, picture.height)
    pastel = pastel_mask(red, green, blue)
    table = ABOVE[_CARD_LIGHT]
    light = mask_and(red.translate(table), green.translate(table), blue.translate(table))
    return _Masks(picture.width, pastel, mask_or(light, pastel))


def _bands(masks: _Masks, height: int) -> list[tuple[int, int, int]]:
    """Runs of rows holding pastel pixels (gaps up to `_ROW_GAP`): (first, past last, pixels)."""
    width = masks.width
    bands: list[list[int]] = []
    for y in range(height):
        count = masks.pastel.count(1, y * width, (y + 1) * width)
        if count < 3:
            continue
        if bands and y - bands[-1][1] <= _ROW_GAP:
            bands[-1][1] = y + 1
            bands[-1][2] += count
        else:
            bands.append([y, y + 1, count])
    return [(a, b, c) for a, b, c in bands]


def _columns(masks: _Masks, top: int, bottom: int, least: float) -> list[tuple[int, int]]:
    """Runs of columns with card pixels in at least `least` of the rows `top`..`bottom`."""
    width = masks.width
    rows = bottom - top
    block = masks.card[top * width : bottom * width]
    counts = [block[x::width].count(1) for x in range(width)]
    runs: list[tuple[int, int]] = []
    start = -1
    for x, count in enumerate([*counts, 0]):
        if count >= least * rows and start < 0:
            start = x
        elif count < least * rows and start >= 0:
            if runs and start - runs[-1][1] <= 2:
                runs[-1] = (runs[-1][0], x)
            else:
                runs.append((start, x))
            start = -1
    return runs


def _card_columns(runs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The runs as wide as a card (most runs are: the cascades), as (left, width)."""
    if not runs:
        return []
    typical = median(sorted((b - a for a, b in runs), reverse=True)[:_CASCADES])
    if typical < 20:
        return []
    kept = [(a, b) for a, b in runs if 0.85 * typical <= b - a <= 1.15 * typical]
    width = round(median(b - a for a, b in kept) / (_SPAN[1] - _SPAN[0])) if kept else 0
    return [(round(a - _SPAN[0] * width), width) for a, _b in kept]


def place_shares(masks: _Masks, left: int, width: int, rows: range) -> list[float]:
    """For each tab place of a card whose left is `left`, the share of pastel pixels beside
    its digit (`_SIDES`) in `rows`."""
    shares = []
    for place in TAB_PLACES:
        spans = [
            (max(0, left + round((place + a) * width)), min(masks.width, left + round((place + b) * width)))
            for a, b in _SIDES
        ]
        total = sum(max(0, x1 - x0) for x0, x1 in spans) * len(rows)
        count = sum(masks.row_count(masks.pastel, y, x0, x1) for y in rows for x0, x1 in spans)
        shares.append(count / total if total else 0.0)
    return shares


def tab_rows(y: int, height: int, spacing: float | None) -> range:
    """The rows of a card's tab that show its tint and nothing else pastel: all of them on a
    card with no card two above it (`spacing` None), else those below where that card's strip
    shows through the card between (`_STRIP`, `_BODY`)."""
    first, last = round(TAB_TINTED[0] * height), round(TAB_TINTED[1] * height)
    if spacing is not None:
        shows_until = min(_STRIP[1] * height - 2 * spacing, _BODY * height - spacing)
        first = max(first, round(shows_until) + 2)
    return range(y + first, y + max(first + 1, last))


def read_place(masks: _Masks, left: int, width: int, rows: range) -> tuple[int | None, float]:
    """The tab place whose sides are pastel in `rows` while the others' are not, and by how
    much (0-1); None if no place stands out by `_SOLE`."""
    shares = place_shares(masks, left, width, rows)
    best = max(range(len(shares)), key=shares.__getitem__)
    clarity = shares[best] - max(share for place, share in enumerate(shares) if place != best)
    return (best, clarity) if clarity >= _SOLE else (None, clarity)


def _cascades_top(bands: list[tuple[int, int, int]], top: int, height: int) -> int:
    """The first row of the cascades' first tabs: bands of pastel rows just above the band
    found are the cascades' too. Between one card's tab and the next card's lie 6.5 % of a
    card's height without pastel where nothing else pastel shows (cards of one suit), more
    than `_ROW_GAP` rows at cards 125 px wide and more; the row above the cascades ends its
    pastel half a card's height or more above them."""
    while True:
        above = [band for band in bands if band[1] <= top and top - band[1] <= _TAB_GAP * height]
        if not above:
            return top
        top = max(above, key=lambda band: band[1])[0]


def _first_tab(masks: _Masks, left: int, width: int, height: int, top: int, bottom: int) -> int | None:
    """The first row from `top` where a card's tab starts (its rows' clarity is best)."""
    best, best_y = _SOLE, None
    for y in range(max(0, top), bottom):
        _place, clarity = read_place(masks, left, width, tab_rows(y, height, None))
        if clarity > best + 0.02:
            best, best_y = clarity, y
    return best_y


def _bottom(masks: _Masks, picture_height: int, left: int, width: int, top: int) -> int:
    """The last row of a cascade's cards: card rows across most of its middle, down from `top`."""
    x0, x1 = left + round(0.2 * width), left + round(0.8 * width)
    least = 0.4 * (x1 - x0)
    y, misses = top, 0
    last = top
    while y < picture_height and misses <= 3:
        if masks.row_count(masks.card, y, x0, x1) >= least:
            last, misses = y, 0
        else:
            misses += 1
        y += 1
    return last + 1


def find_tab_table(picture: PixelBuffer) -> TabTable | None:
    """The tab deck's table in `picture`, or None if it shows no such table."""
    masks = _masks(picture)
    bands = _bands(masks, picture.height)
    if not bands:
        return None
    cascade_band = max(bands, key=lambda band: band[2])
    top, bottom = cascade_band[0], cascade_band[1]
    columns = _card_columns(_columns(masks, top, bottom, _LEAST_COLUMN))
    if len(columns) != _CASCADES:
        return None
    width = round(median(w for _x, w in columns))
    height = round(width * ASPECT)
    pitches = [b[0] - a[0] for a, b in pairwise(columns)]
    if min(pitches) < width or max(pitches) > 1.6 * min(pitches):
        return None
    top = _cascades_top(bands, top, height)
    cascade_band = (top, bottom, cascade_band[2])
    firsts = [_first_tab(masks, x, width, height, top - 4, top + 4) for x, _w in columns]
    known = [y for y in firsts if y is not None]
    if len(known) < _CASCADES // 2:
        return None
    start = round(median(known))
    seconds = [
        _first_tab(masks, x, width, height, start + round(0.2 * height), start + round(0.6 * height))
        for x, _w in columns
    ]
    steps = [y - start for y in seconds if y is not None]
    if len(steps) < _CASCADES // 2:
        return None
    rough = median(steps)
    spacing = _fine_spacing(masks, picture.height, columns, width, height, start, rough)
    cascades = []
    for x, _w in columns:
        cascades.append(_cascade(masks, picture.height, x, width, height, start, spacing))
    top_row = _top_row(masks, picture, bands, cascade_band, width, height)
    if not _plausible(masks, picture.height, cascades, top_row, width, height):
        return None
    middle = (columns[3][0] + width + columns[4][0]) / 2
    return TabTable(width, height, round(spacing), tuple(cascades), top_row, middle)


def _fine_spacing(
    masks: _Masks,
    picture_height: int,
    columns: list[tuple[int, int]],
    width: int,
    height: int,
    start: int,
    rough: float,
) -> float:
    """The cascades' spacing to a fraction of a pixel, from where their long cascades end:
    the spacing measured between two tabs is whole pixels, and six steps of a spacing a
    third of a pixel off put the seventh card two pixels off."""
    fine = []
    for x, _w in columns:
        bottom = _bottom(masks, picture_height, x, width, start + round(0.5 * height))
        steps = round((bottom - start - _GOLD * height) / rough)
        if steps >= 3:
            fine.append((bottom - start - _GOLD * height) / steps)
    if not fine or abs(median(fine) - rough) > 1.5:
        return rough
    return median(fine)


def _cascade(
    masks: _Masks, picture_height: int, x: int, width: int, height: int, start: int, spacing: float
) -> tuple[TabPlace, ...]:
    """A cascade's cards top down, as many as its length shows, each with its tab's place if
    one stands out."""
    bottom = _bottom(masks, picture_height, x, width, start + round(0.5 * height))
    count = max(0, round((bottom - start - _GOLD * height) / spacing) + 1)
    cards = []
    for index in range(count):
        y = start + round(index * spacing)
        place, clarity = read_place(masks, x, width, tab_rows(y, height, spacing if index >= 2 else None))
        cards.append(TabPlace(x, y, place, max(0.0, clarity)))
    return tuple(cards)


def _top_row(
    masks: _Masks,
    picture: PixelBuffer,
    bands: list[tuple[int, int, int]],
    cascade_band: tuple[int, int, int],
    width: int,
    height: int,
) -> tuple[TabPlace, ...]:
    """The cards above the cascades (free cells and foundations), each found by its tab."""
    above = [band for band in bands if band[1] <= cascade_band[0] and band[1] - band[0] >= 3]
    if not above:
        return ()
    # A card's tab and its strip are pastel, its stem between is not: one card, several bands
    # (and a window's toolbar may draw a pastel line further up, not a card's).
    bottom = max(band[1] for band in above)
    tops = [band[0] for band in above if band[0] >= bottom - 1.1 * height]
    if not tops:
        return ()  # the lowest band is taller than a card (a scaled-down picture's blur): no card
    top = min(tops)
    if bottom - top < 0.5 * height:
        return ()
    cards = []
    for a, b in _columns(masks, top, bottom, 0.3):
        if not 0.85 * width * (_SPAN[1] - _SPAN[0]) <= b - a <= 1.15 * width:
            continue
        left = round(a - _SPAN[0] * width)
        y = _first_tab(masks, left, width, height, top - 4, max(top + 4, bottom - height // 2))
        if y is not None:
            place, clarity = read_place(masks, left, width, tab_rows(y, height, None))
            cards.append(TabPlace(left, y, place, max(0.0, clarity)))
    return tuple(cards)


def _plausible(
    masks: _Masks,
    picture_height: int,
    cascades: list[tuple[TabPlace, ...]],
    top_row: tuple[TabPlace, ...],
    width: int,
    height: int,
) -> bool:
    """Whether the cards found can be a table of this deck: no more than a deal's cards, most
    of the cascades' cards showing a tab where the spacing puts them, and the cards' height
    what their width gives (`_card_aspect_holds`)."""
    shown = [card for cascade in cascades for card in cascade]
    if not shown or len(shown) + len(top_row) > _DEAL:
        return False
    if sum(card.place is not None for card in shown) < _TABBED * len(shown):
        return False
    return _card_aspect_holds(masks, picture_height, cascades, width, height)


def _card_aspect_holds(
    masks: _Masks, picture_height: int, cascades: list[tuple[TabPlace, ...]], width: int, height: int
) -> bool:
    """Whether the last card of each cascade is as tall as its width gives: from its tab's top
    (found afresh, not where the spacing puts it) to its silver's end is `_GOLD` of the height."""
    ratios = []
    for cascade in cascades:
        if not cascade:
            continue
        x = cascade[0].x
        bottom = _bottom(masks, picture_height, x, width, cascade[-1].y + round(0.3 * height))
        tab = _first_tab(masks, x, width, height, bottom - round(1.05 * height), bottom - round(0.5 * height))
        if tab is not None:
            ratios.append((bottom - tab) / (_GOLD * height))
    # Most, not the median: a stretched picture's tabs found are the card's own or the one above,
    # each off by a tenth or more, their median on either side.
    held = sum(abs(ratio - 1.0) < _ASPECT_OFF for ratio in ratios)
    return 2 * held > len(ratios)
