"""Reading a card's index with the shapes of ordinary fonts, for a deck the reader has no drawing of.

Most decks print the rank (A, 2-10, J, Q, K) in the top left corner with the suit's symbol
under it, in a plain serif or sans face. The caller draws those glyphs with the fonts it has
(`FontGlyphs`); here the corner's first band of ink (the rank) and its second (the suit) are
cut out of each card, scaled to a small grid of ink coverage, and compared with the glyphs
scaled the same way, so the face and size need not match exactly. The result is a distance a
card, as the decks' matching gives (0 same, 1 nothing alike), so the reading treats both alike.
The colour still comes from the ink.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from freecell_gui.core.deals.cards import DECK, Card, Colour
from freecell_gui.core.picture.glyphs import INK, StripShape
from freecell_gui.core.picture.layout import Box
from freecell_gui.core.picture.pixels import PixelBuffer, ink_mask

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""The rank glyphs, rank 1 to 13."""
SUITS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
"""The suit symbols by suit letter (the filled ones decks print)."""
GRID = (8, 12)
"""Columns and rows a glyph is scaled to."""
SUIT_WEIGHT = 2.0
"""A card's distance is its rank glyph's, plus this times how much worse its suit's symbol
matches than the best suit of its colour's (a suit symbol is small: its distances differ less)..."""
SUIT_TIE = 0.08
"""... when worse by this much at least; closer, the two suits stay in doubt (a small spade
and club look alike in some faces)."""
_PAIRS = (("C", "S"), ("D", "H"))
_FEW_SUITS = 6
_LOPSIDED = 0.3
"""A pair of suits whose cards split more unevenly than this (fewer over more), when at least
_FEW_SUITS cards are told apart, is left in doubt."""
_ASPECT_WEIGHT = 0.25
"""How much a difference of width-to-height ratios (as a log) adds to a glyph's distance."""

FONT_SURE = 0.5
"""A card read by the fonts' glyphs (no drawing of its deck to compare) is claimed only this
clearly ahead of the next card (`choice.card_candidates`' confidence): a JPEG at quality 5 of
KDE's Future, whose cards print no index, gave the 10 of spades for a 4 of clubs at 0.32."""
_SURE_INK = 0.6
_LEAST_INK = 0.25
"""Of the sure inks of a table read by fonts, fewer than this share of one colour (or none)
and no colour is given (a deal's 16 cards split this unevenly once in 170 tables)."""


@dataclass(frozen=True)
class FontGlyphs:
    """One font's glyphs: `render(pixels)` draws each of RANKS and SUITS' symbols about `pixels`
    high (its ink), dark on light, keyed by the text drawn."""

    name: str
    render: Callable[[int], Mapping[str, PixelBuffer]]


@dataclass(frozen=True)
class Glyph:
    """A glyph scaled to GRID: ink coverage by cell, row by row, and its width over its height."""

    cells: tuple[float, ...]
    aspect: float

    def distance(self, other: Glyph) -> float:
        """0 for the same shape, about 0.3 and more for different glyphs."""
        cells = sum(abs(a - b) for a, b in zip(self.cells, other.cells, strict=True)) / len(self.cells)
        ratio = max(self.aspect, other.aspect) / max(1e-6, min(self.aspect, other.aspect))
        return min(1.0, cells + _ASPECT_WEIGHT * (ratio - 1.0))


def _glyph(mask: bytes, wide: int, x0: int, y0: int, x1: int, y1: int) -> Glyph | None:
    """The ink of `mask` (rows `wide` long) inside the box scaled to GRID, or None if too small."""
    width, height = x1 - x0, y1 - y0
    if width < 1 or height < 4:
        return None
    columns, rows = GRID
    cells = []
    for row in range(rows):
        top, bottom = (
            y0 + row * height // rows,
            y0 + max(row * height // rows + 1, (row + 1) * height // rows),
        )
        for column in range(columns):
            left = x0 + column * width // columns
            right = x0 + max(column * width // columns + 1, (column + 1) * width // columns)
            ink = sum(mask[y * wide + left : y * wide + right].count(1) for y in range(top, bottom))
            cells.append(ink / ((bottom - top) * (right - left)))
    return Glyph(tuple(cells), width / height)


def _bands(mask: bytes, wide: int, high: int) -> list[tuple[int, int, int, int]]:
    """The runs of rows holding ink, top down, each as its ink's box (x0, y0, x1, y1)."""
    inked = [mask[y * wide : (y + 1) * wide].count(1) > 0 for y in range(high)]
    bands = []
    y = 0
    while y < high:
        if not inked[y]:
            y += 1
            continue
        start = y
        while y < high and inked[y]:
            y += 1
        columns = [x for x in range(wide) if any(mask[r * wide + x] for r in range(start, y))]
        bands.append((columns[0], start, columns[-1] + 1, y))
    return bands


def index_glyphs(picture: PixelBuffer, box: Box, shape: StripShape) -> tuple[Glyph | None, Glyph | None, int]:
    """The rank's and the suit's glyphs in a card's top left corner (None where not found: the
    suit is often cut off by the next card), and the rank's height in pixels."""
    m = shape.margin
    x0, y0 = box.x + m, box.y + m
    wide, high = shape.corner - m, shape.rows
    if x0 < 0 or y0 < 0 or x0 + wide > picture.width or y0 + high > picture.height or wide < 2:
        return None, None, 0
    mask = ink_mask(*picture.planes(x0, y0, x0 + wide, y0 + high), INK)
    bands = [band for band in _bands(mask, wide, high) if band[3] - band[1] >= 2]
    if not bands or bands[0][3] >= high:  # no ink, or the rank runs out of the strip
        return None, None, 0
    rank = _glyph(mask, wide, *bands[0])
    suit = _glyph(mask, wide, *bands[1]) if len(bands) > 1 and bands[1][3] < high else None
    return rank, suit, bands[0][3] - bands[0][1]


def glyph_of(image: PixelBuffer) -> Glyph | None:
    """A drawn glyph's ink (its whole picture) scaled to GRID."""
    wide, high = image.width, image.height
    mask = ink_mask(*image.planes(0, 0, wide, high), INK)
    bands = _bands(mask, wide, high)
    if not bands:
        return None
    x0, x1 = min(b[0] for b in bands), max(b[2] for b in bands)
    return _glyph(mask, wide, x0, bands[0][1], x1, bands[-1][3])


def _templates(fonts: Sequence[FontGlyphs], size: int) -> tuple[list[list[Glyph]], dict[str, list[Glyph]]]:
    """Each rank's glyphs and each suit's symbols over the fonts, drawn about `size` high."""
    ranks: list[list[Glyph]] = [[] for _ in RANKS]
    suits: dict[str, list[Glyph]] = {letter: [] for letter in SUITS}
    for font in fonts:
        drawn = font.render(size)
        for number, text in enumerate(RANKS):
            glyph = glyph_of(drawn[text]) if text in drawn else None
            if glyph is not None:
                ranks[number].append(glyph)
        for letter, text in SUITS.items():
            glyph = glyph_of(drawn[text]) if text in drawn else None
            if glyph is not None:
                suits[letter].append(glyph)
    return ranks, suits


def _suit_penalties(symbols: Sequence[Glyph | None], suits: dict[str, list[Glyph]]) -> list[dict[str, float]]:
    """For each card, what each suit adds to its distance: nothing for the suits its symbol
    matches best or about as well, SUIT_WEIGHT times the excess for the others. A pair of
    suits (clubs and spades, diamonds and hearts) is left in doubt on every card when the
    cards come out lopsided (a table holds as many of each suit, but a small spade can match
    a club glyph better than a spade glyph, on every card alike)."""
    penalties, preferred = [], []
    for symbol in symbols:
        by_suit = {
            letter: min((symbol.distance(glyph) for glyph in glyphs), default=1.0) if symbol else 0.0
            for letter, glyphs in suits.items()
        }
        worse = {}
        for pair in _PAIRS:
            for letter in pair:
                excess = by_suit[letter] - min(by_suit[other] for other in pair)
                worse[letter] = SUIT_WEIGHT * excess if excess >= SUIT_TIE else 0.0
        penalties.append(worse)
        best = min(by_suit, key=by_suit.__getitem__)
        pair = next(pair for pair in _PAIRS if best in pair)
        preferred.append(
            next((letter for letter in pair if worse[letter] == 0.0), "")
            if max(worse[p] for p in pair)
            else ""
        )
    for pair in _PAIRS:
        counts = [preferred.count(letter) for letter in pair]
        if sum(counts) >= _FEW_SUITS and min(counts) < _LOPSIDED * max(counts):
            for worse in penalties:
                worse.update(dict.fromkeys(pair, 0.0))
    return penalties


def font_table(
    picture: PixelBuffer, boxes: Sequence[Box], shape: StripShape, fonts: Sequence[FontGlyphs]
) -> tuple[list[list[float]], str | None]:
    """Each card's distance to each of the 52 cards (1.0 where its index cannot be cut out), and
    a name for the fonts, or None if no card's rank was found."""
    found = [index_glyphs(picture, box, shape) for box in boxes]
    heights = sorted(height for _r, _s, height in found if height)
    if not heights or not fonts:
        return [[1.0] * len(DECK) for _ in boxes], None
    ranks, suits = _templates(fonts, heights[len(heights) // 2])
    if not all(ranks):
        return [[1.0] * len(DECK) for _ in boxes], None
    penalties = _suit_penalties([suit for _rank, suit, _height in found], suits)
    table = []
    for (rank, _suit, _height), worse in zip(found, penalties, strict=True):
        if rank is None:
            table.append([1.0] * len(DECK))
            continue
        by_rank = [min(rank.distance(glyph) for glyph in glyphs) for glyphs in ranks]
        table.append([min(1.0, by_rank[card.rank - 1] + worse[card.suit.letter]) for card in DECK])
    return table, f"fonts ({len(fonts)} faces)"


def two_coloured(colours: list[tuple[Colour | None, float]]) -> list[tuple[Colour | None, float]]:
    """The inks' colours of a table read by fonts, or none at all if the sure ones are all of
    one colour or lopsided (`_LEAST_INK`): with no drawing of the deck, nothing else says its
    inks follow the suits (KDE's Future prints black digits on every card: a rotated or
    JPEG-ruined picture of it, its tabs not found, gave 6 red cards a sure black)."""
    sure = [colour for colour, confidence in colours if colour is not None and confidence > _SURE_INK]
    reds = sum(1 for colour in sure if colour is Colour.RED)
    if min(reds, len(sure) - reds) < max(1.0, _LEAST_INK * len(sure)):
        return [(None, 0.0)] * len(colours)
    return colours


def unclaimed_unless_clear(
    candidates: tuple[Card, ...],
    confidence: float,
    row: list[float],
    colour: Colour | None,
    least: float = FONT_SURE,
) -> tuple[tuple[Card, ...], float]:
    """A reading's candidates as they are, but one card claimed less clearly than `least`
    (a fonts' reading: `FONT_SURE`) left in doubt with the next nearest card (of `colour`, when
    given)."""
    if len(candidates) != 1 or confidence >= least:
        return candidates, confidence
    order = sorted(range(len(DECK)), key=row.__getitem__)
    nearest = [DECK[index] for index in order if colour is None or DECK[index].colour is colour]
    return (candidates[0], next(card for card in nearest if card != candidates[0])), 0.0
