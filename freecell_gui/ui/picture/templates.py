"""The decks the reader compares card indices with, drawn at the size found in the picture:
this program's own deck (two and four colours) and every installed KDE or GNOME deck the app
offers. Only the top strip the reader compares is drawn (the painter's clip), a fraction of
a whole card's cost, and a deck keeps the cards it drew at the last size asked. QImage is drawn on, never QPixmap. Each `TemplateDeck` keeps its own SVG
renderers, so a deck is parsed once; call one deck's `render` from one thread only
(QSvgRenderer must not be shared between threads)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.system.deck_themes import installed_themes
from freecell_gui.ui.picture.decode import pixel_buffer
from freecell_gui.ui.table.deck import CardDeck

_OUTSIDE = QColor(40, 90, 50)  # what shows at the rounded corners: a felt-like dark green


def render_cards(
    deck: CardDeck, width: int, height: int, rows: int | None = None, indices: Sequence[int] | None = None
) -> list[PixelBuffer]:
    """The cards `indices` (all 52 in `Card.index` order by default), each drawn `width` x
    `height` pixels, of which the top `rows` are kept (all by default)."""
    kept = height if rows is None else max(1, min(height, rows))
    cards = []
    for index in range(len(DECK)) if indices is None else indices:
        image = QImage(width, kept, QImage.Format.Format_RGBA8888)
        image.fill(_OUTSIDE)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setClipRect(0, 0, width, kept)
            deck.render(painter, DECK[index].code, QRectF(0, 0, width, height))
        finally:
            painter.end()
        cards.append(pixel_buffer(image))
    return cards


def _deck(name: str, four_colour: bool = False, theme: Path | None = None) -> TemplateDeck:
    kept: list[CardDeck] = []
    last: dict[tuple[int, int, int | None, int], PixelBuffer] = {}  # the cards drawn at one size

    def render(
        width: int, height: int, rows: int | None = None, indices: Sequence[int] | None = None
    ) -> Sequence[PixelBuffer]:
        if not kept:
            kept.append(CardDeck(four_colour=four_colour, theme_file=theme))
            kept[0].has_element(DECK[0].code)  # the SVG parsed now: a call asking for no card loads the deck
        wanted = list(range(len(DECK)) if indices is None else indices)
        if any(key[:3] != (width, height, rows) for key in last):
            last.clear()
        missing = [index for index in wanted if (width, height, rows, index) not in last]
        for index, card in zip(missing, render_cards(kept[0], width, height, rows, missing), strict=True):
            last[(width, height, rows, index)] = card
        return [last[(width, height, rows, index)] for index in wanted]

    return TemplateDeck(name, render)


def installed_template_decks() -> list[TemplateDeck]:
    """This program's deck (two colours, then four), then each installed deck by name."""
    decks = [_deck("this program's deck"), _deck("this program's deck, four colours", four_colour=True)]
    decks += [_deck(theme.name, theme=theme.path) for theme in installed_themes()]
    return decks
