"""The decks the reader compares card indices with, drawn at the size found in the picture:
this program's own deck (two and four colours) and every installed KDE or GNOME deck the app
offers. QImage is drawn on, never QPixmap, so templates can be made off the GUI thread; each
call makes its own SVG renderers (QSvgRenderer must not be shared between threads)."""

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


def render_cards(deck: CardDeck, width: int, height: int) -> list[PixelBuffer]:
    """The 52 cards in `Card.index` order, each drawn `width` x `height` pixels."""
    cards = []
    for card in DECK:
        image = QImage(width, height, QImage.Format.Format_RGBA8888)
        image.fill(_OUTSIDE)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            deck.render(painter, card.code, QRectF(0, 0, width, height))
        finally:
            painter.end()
        cards.append(pixel_buffer(image))
    return cards


def _deck(name: str, four_colour: bool = False, theme: Path | None = None) -> TemplateDeck:
    def render(width: int, height: int) -> Sequence[PixelBuffer]:
        return render_cards(CardDeck(four_colour=four_colour, theme_file=theme), width, height)

    return TemplateDeck(name, render)


def installed_template_decks() -> list[TemplateDeck]:
    """This program's deck (two colours, then four), then each installed deck by name."""
    decks = [_deck("this program's deck"), _deck("this program's deck, four colours", four_colour=True)]
    decks += [_deck(theme.name, theme=theme.path) for theme in installed_themes()]
    return decks
