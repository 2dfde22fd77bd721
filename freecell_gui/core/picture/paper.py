"""A deck drawn so that its card's paper, not the drawing's bounds, fills the size asked.

Some decks draw a shadow or a margin around the card inside the element's bounds (KDE's
Ancient Egyptians: a drop shadow below and to the left, about 3.5 % of the card's width and
2.5 % of its height; Jolly Royal: a grey margin all round). Drawn into a box of the picture's
card size, such a card comes out a few per cent small and off-centre against the picture's
card: measured on KPatience's Ancient Egyptians at 116 x 157 px, its cards matched our drawing
best drawn 120 x 161 px and moved 4 px left, which no shift tried reaches (every card stayed in
doubt). KPatience itself (Qt 5's SVG renderer, which ignores the shadow's filter) fills its
card with the paper; Qt 6 draws the filter's region too.

So each deck's paper is measured once, on a card drawn large: the rows and columns at its
edges whose pixels, along a few lines across the card, stay the colour of the drawing's
corner (what shows outside a card with round corners). A deck whose paper reaches its edges
(most decks) is drawn as it is; one with margins is drawn that much larger and cut back to the
paper.
"""

from __future__ import annotations

from collections.abc import Sequence

from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.pixels import PixelBuffer

_PROBE_WIDTH = 300
_PROBE_HEIGHT = 420
"""The size a card is drawn at to measure its paper (a share is measured: any size will do)."""
_PROBE_CARDS = (0, 25, 51)
"""The cards measured (their least margins are the deck's): a margin is the deck's, not a card's."""
_OUTSIDE = 40
"""A pixel within this (in every channel) of the corner's colour is outside the paper (a shadow
darkens the colour under it by 10-20 levels)."""
_PAPER = 150
"""A corner lighter than this in every channel is the card's paper, not what shows around it."""
_LEAST = 0.02
"""A margin thinner than this share of the card is its own border line or antialiasing (Konqi
Modern's grey edge, XSkat French's: 1 %), not a shadow (Ancient Egyptians: 2.6-4.3 %)."""
_MOST = 0.1
"""A margin wider than this share of the card is not a shadow but the card's own art (a
coloured band that happens to match the corner): the deck is then drawn as it is."""
_LINES = (0.3, 0.5, 0.7)
"""Where across the card the margins are measured (shares of its width or height)."""
_REMEMBERED = 64
"""Decks whose margins are remembered (a process sees the installed decks, a dozen or two)."""

Margins = tuple[float, float, float, float]
"""Left, top, right and bottom margins, as shares of the drawing's width and height."""

_margins: dict[object, Margins] = {}


class _PaperDrawing:
    """A deck's render that fills the size asked with the paper (see the module's note). The
    margins are measured at the first drawing, so a deck never drawn is never loaded."""

    def __init__(self, deck: TemplateDeck) -> None:
        self.deck = deck

    def render(
        self, width: int, height: int, rows: int | None = None, indices: Sequence[int] | None = None
    ) -> Sequence[PixelBuffer]:
        left, top, right, bottom = remembered_margins(self.deck)
        if left == top == right == bottom == 0.0:
            return self.deck.render(width, height, rows, None if indices is None else tuple(indices))
        wide, tall = width / (1.0 - left - right), height / (1.0 - top - bottom)
        x0, y0 = round(wide * left), round(tall * top)
        drawn_width, drawn_height = max(round(wide), x0 + width), max(round(tall), y0 + height)
        kept = height if rows is None else max(1, min(height, rows))
        cards = self.deck.render(
            drawn_width, drawn_height, y0 + kept, None if indices is None else tuple(indices)
        )
        return [_cut(card, x0, y0, width, kept) for card in cards]


def paper_filling(deck: TemplateDeck) -> TemplateDeck:
    """`deck`, drawn so that its cards' paper fills the size asked (as it is if it does already)."""
    return TemplateDeck(deck.name, _PaperDrawing(deck).render)


def remembered_margins(deck: TemplateDeck) -> Margins:
    """`deck_margins`, measured once for each deck (by its name and drawing)."""
    key = (deck.name, deck.render)
    if key not in _margins:
        if len(_margins) >= _REMEMBERED:
            _margins.pop(next(iter(_margins)))
        _margins[key] = deck_margins(deck)
    return _margins[key]


def deck_margins(deck: TemplateDeck) -> Margins:
    """The least margins around the paper of a few of `deck`'s cards (none if it cannot be drawn)."""
    try:
        cards = deck.render(_PROBE_WIDTH, _PROBE_HEIGHT, None, _PROBE_CARDS)
    except (OSError, ValueError):
        return (0.0, 0.0, 0.0, 0.0)
    if len(cards) != len(_PROBE_CARDS):
        return (0.0, 0.0, 0.0, 0.0)
    each = [card_margins(card) for card in cards]
    margins = tuple(least if (least := min(side)) >= _LEAST else 0.0 for side in zip(*each, strict=True))
    if max(margins) > _MOST:
        return (0.0, 0.0, 0.0, 0.0)
    return margins[0], margins[1], margins[2], margins[3]


def card_margins(card: PixelBuffer) -> Margins:
    """The margins of one drawn card: along each of `_LINES` across it, the pixels from each edge
    that stay within `_OUTSIDE` of the top left corner's colour; the least of the lines."""
    corner = card.pixel(0, 0)
    if min(corner) > _PAPER:  # the corner is paper (a square card): no margin to measure
        return (0.0, 0.0, 0.0, 0.0)

    def outside(x: int, y: int) -> bool:
        return all(abs(a - b) <= _OUTSIDE for a, b in zip(card.pixel(x, y), corner, strict=True))

    def run(points: Sequence[tuple[int, int]]) -> int:
        count = 0
        for x, y in points:
            if not outside(x, y):
                break
            count += 1
        return count

    width, height = card.width, card.height
    rows = [round(share * (height - 1)) for share in _LINES]
    columns = [round(share * (width - 1)) for share in _LINES]
    left = min(run([(x, y) for x in range(width)]) for y in rows)
    right = min(run([(x, y) for x in reversed(range(width))]) for y in rows)
    top = min(run([(x, y) for y in range(height)]) for x in columns)
    bottom = min(run([(x, y) for y in reversed(range(height))]) for x in columns)
    if left + right >= width or top + bottom >= height:
        return (0.0, 0.0, 0.0, 0.0)
    return left / width, top / height, right / width, bottom / height


def _cut(card: PixelBuffer, x0: int, y0: int, width: int, rows: int) -> PixelBuffer:
    """The `width` x `rows` pixels of `card` from (`x0`, `y0`), clipped to what was drawn."""
    width = min(width, card.width - x0)
    rows = min(rows, card.height - y0)
    start = y0 * card.stride + x0 * card.channels
    return PixelBuffer(width, rows, card.data[start:], card.stride, card.channels)
