"""Cards drawn so that their paper, not the drawing's bounds, fills the card's box.

Some installed decks draw a shadow or a grey margin inside each card element's bounds (KDE's
Ancient Egyptians: a filtered drop shadow about 4 % of the width on the left and 2.6 % of the
height below; Jolly Royal: a shadow of its own shapes, about the same). KPatience, on Qt 5's SVG
renderer, which ignores the filter, shows the paper filling the card; Qt 6 draws the filter's
region, so drawn into the card's box such a card came out a few pixels inset, with a stripe of
shadow inside the box, and the piles' outlines and the selection ring no longer met its edge.

So each deck's margins are measured once (remembered across sessions by the deck file's
identity: deck_paper_memory.py), with the picture reader's measure
(core/picture/paper.py: a few cards drawn large on a dark ground, the thresholds explained
there), and each card is drawn that much larger and offset, cut back to its box: the paper then
reaches every edge of the box. A deck without margins (our own, and most installed ones) is
drawn exactly as before.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from freecell_gui.core.deals.cards import DECK
from freecell_gui.ui.table import deck_paper_memory

if TYPE_CHECKING:
    from freecell_gui.core.picture.paper import Margins
    from freecell_gui.core.picture.pixels import PixelBuffer

NO_MARGINS: Margins = (0.0, 0.0, 0.0, 0.0)
"""Left, top, right and bottom: a deck whose paper fills its drawing."""
_PROBE_GROUND = QColor(40, 90, 50)
"""What the measured cards are drawn on: dark, as paper.py wants what shows outside a card's
round corners (the picture reader's templates use the same felt-like green)."""

DrawElement = Callable[[QPainter, str, QRectF], None]
"""Draws a deck's element (a card code or "back") into a box, as the deck's drawing fills it."""

_measured: dict[Hashable, Margins] = {}
"""Each deck's margins, by the deck's identity (its file or folder): measured once a session."""


def deck_paper_margins(identity: Hashable, draw: DrawElement) -> Margins:
    """The margins around the paper of the deck `identity` drawn by `draw`: left, top, right and
    bottom, as shares of the drawing's width and height; measured once for each version of the
    deck's files, and remembered across sessions (deck_paper_memory.py), so a later session's
    first paint does not measure again on the UI thread."""
    if identity not in _measured:
        key = deck_paper_memory.deck_key(identity)
        margins = deck_paper_memory.recall(key) if key is not None else None
        if margins is None:
            margins = measure_margins(draw)
            if key is not None:
                deck_paper_memory.remember(key, margins)
        _measured[identity] = margins
    return _measured[identity]


def measure_margins(draw: DrawElement) -> Margins:
    """The margins `draw`'s cards leave around their paper (see core/picture/paper.py).

    paper.py's `deck_margins` decides whether the deck has margins at all: a side under 2 % of
    the card counts there as the card's own border line, and a deck none of whose sides reaches
    it is drawn as it is. A deck with a shadow has its paper measured on every side, though:
    Jolly Royal's drawing leaves 3.7 % on the left and 2.4 % below, but also 1.2 % above and
    1.3 % on the right (a gap and a faint shadow, 1-2 px at table sizes, that would keep the
    card's top and right edges off the selection ring and the piles' outlines)."""
    # Imported here: the picture reader's modules cost ~60 ms to import, and our own deck (the
    # window's start) is never measured.
    from freecell_gui.core.picture.glyphs import TemplateDeck
    from freecell_gui.core.picture.paper import card_margins, deck_margins

    drawn: list[PixelBuffer] = []

    def render(width: int, height: int, rows: int | None, indices: Sequence[int] | None) -> list[PixelBuffer]:
        drawn[:] = drawn_cards(draw, width, height, rows, indices)
        return drawn

    if deck_margins(TemplateDeck("measured", render)) == NO_MARGINS:
        return NO_MARGINS
    # The cards deck_margins just measured: the least margin of each side, however thin.
    left, top, right, bottom = (min(side) for side in zip(*map(card_margins, drawn), strict=True))
    return left, top, right, bottom


def paper_box(box: QRectF, margins: Margins) -> QRectF:
    """Where to draw a card's whole drawing so that its paper fills `box`: larger by the margins
    and moved out by them (the drawing then spills past `box`; the caller cuts it back)."""
    left, top, right, bottom = margins
    width = box.width() / (1.0 - left - right)
    height = box.height() / (1.0 - top - bottom)
    return QRectF(box.x() - width * left, box.y() - height * top, width, height)


def draw_filling_paper(
    painter: QPainter, element: str, box: QRectF, margins: Margins, draw: DrawElement
) -> None:
    """Draw `element` with its paper filling `box`: as `draw` draws it when there are no margins
    (byte for byte), else drawn into `paper_box` and clipped to `box`."""
    if margins == NO_MARGINS:
        draw(painter, element, box)
        return
    painter.save()
    try:
        painter.setClipRect(box, Qt.ClipOperation.IntersectClip)
        draw(painter, element, paper_box(box, margins))
    finally:
        painter.restore()


def drawn_cards(
    draw: DrawElement, width: int, height: int, rows: int | None = None, indices: Sequence[int] | None = None
) -> list[PixelBuffer]:
    """The cards `indices` (all 52 in `Card.index` order by default) drawn by `draw`, each
    `width` x `height` pixels on `_PROBE_GROUND`, of which the top `rows` are kept (all by
    default; only those are drawn: the painter's clip). The picture reader's templates are drawn
    the same way."""
    from freecell_gui.core.picture.pixels import PixelBuffer

    kept = height if rows is None else max(1, min(height, rows))
    cards = []
    for index in range(len(DECK)) if indices is None else indices:
        image = QImage(width, kept, QImage.Format.Format_RGBA8888)
        image.fill(_PROBE_GROUND)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setClipRect(0, 0, width, kept)
            draw(painter, DECK[index].code, QRectF(0, 0, width, height))
        finally:
            painter.end()
        cards.append(PixelBuffer(width, kept, bytes(image.constBits()), image.bytesPerLine(), 4))
    return cards
