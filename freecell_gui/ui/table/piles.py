"""The items on the table: the card items and the piles they lie in, and how both are painted.

A card item only shows its card's pixmap (with a shadow and, when marked, an outline); a pile
draws its empty outline and lays out its cards in card units. Neither holds any rules.
"""

from __future__ import annotations

from enum import Enum
from functools import lru_cache
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QFont, QPaintEngine, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from freecell_gui.core.deals.cards import Card, Suit
from freecell_gui.ui.appearance import CARD_FACE, EMPTY_PILE_FILL_ALPHA, mark_ring
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.geometry import CARD_HEIGHT, FREECELL_LETTERS
from freecell_gui.ui.table.names import card_name, foundation_name

# The outline a marked card wears, one colour a mark.
HIGHLIGHT_COLOUR = QColor("#ffcc33")
DIFFERENCE_COLOUR = QColor("#ff3b30")
SELECTED_COLOUR = QColor("#4fc3f7")
HINT_COLOUR = QColor("#66e07a")
DEFAULT_RING_FELT = QColor("#24704a")  # a card outside a table (never on screen): the default felt


class PileKind(Enum):
    """The three kinds of pile on a FreeCell table."""

    FREECELL = "free cell"
    FOUNDATION = "foundation"
    CASCADE = "column"


class Mark(Enum):
    """How a card is marked on the table."""

    NONE = 0
    HIGHLIGHT = 1  # matches what the user searched for
    DIFFERENCE = 2  # differs from a board being compared
    SELECTED = 3  # picked up by a click, waiting for a click on its target
    HINT = 4  # the cards the hint says to move


@runtime_checkable
class CardTable(Protocol):
    """What a card item asks of the scene it lies in (the TableScene): the deck that draws its
    card into an export, and the signal its hovering is reported on."""

    @property
    def deck(self) -> CardDeck: ...

    @property
    def cardHovered(self) -> SignalInstance: ...

    @property
    def felt(self) -> QColor: ...


# --- card shadows and empty pile outlines ------------------------------------------------------
# On screen both are drawn once per size into a pixmap and then copied; into SVG or PDF they
# are drawn as shapes, so an exported table stays vector.
SHADOW_OFFSET = QPointF(0, 1)  # whole pixels: a fractional offset makes every blit a resample
SHADOW_MARGIN = 2


def is_vector(painter: QPainter) -> bool:
    """True when painting into SVG or PDF (export), where shapes beat pixmaps."""
    engine = painter.paintEngine()
    return engine is not None and engine.type() in (QPaintEngine.Type.SVG, QPaintEngine.Type.Pdf)


def paint_shadow(painter: QPainter, left: float, top: float, width: float, height: float) -> None:
    """A soft rounded shadow for a card whose top-left corner is at (left, top)."""
    painter.setPen(Qt.PenStyle.NoPen)
    radius = width * 0.06
    for grow, alpha in ((1.5, 14), (0.75, 18), (0.0, 30)):
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(
            QRectF(left - grow, top - grow, width + 2 * grow, height + 2 * grow), radius + grow, radius + grow
        )


def paint_pile(
    painter: QPainter,
    width: float,
    height: float,
    outline: QColor,
    foundation: bool,
    suit: str = "",
    suit_colour: QColor | None = None,
) -> None:
    """The rounded outline of an empty pile, lighter than the felt; foundations carry a faint A
    over their suit's symbol, printed in the deck's ink for that suit (`suit_colour`)."""
    pen_width = max(1.5, width / 50)
    painter.setPen(QPen(outline, pen_width))
    fill = QColor(outline)
    fill.setAlpha(EMPTY_PILE_FILL_ALPHA)  # the felt, a little lighter: the "A" still reads on it
    painter.setBrush(fill)
    radius = width * 0.06
    half = pen_width / 2
    painter.drawRoundedRect(QRectF(half, half, width - pen_width, height - pen_width), radius, radius)
    if foundation:
        # A faint "A": foundations are built up from the aces.
        font = QFont()
        font.setPixelSize(max(8, round(width * 0.5)))
        font.setBold(False)  # a solid ink now (4.5:1), so a lighter weight keeps the "A" quiet
        painter.setFont(font)
        painter.setPen(outline)  # the felt's ink, at 4.5:1 (appearance.table_inks)
        if suit:
            # Each suit keeps its foundation: a faint "A" over the suit's symbol.
            painter.drawText(QRectF(0, 0, width, height * 0.62), Qt.AlignmentFlag.AlignCenter, "A")
            font.setPixelSize(max(8, round(width * 0.36)))
            painter.setFont(font)
            symbol = QRectF(0, height * 0.45, width, height * 0.4)
            if suit_colour is not None:
                # The deck's inks are dark and one is green: on a light disc, as on a card's face,
                # each suit reads on any felt.
                radius = width * 0.25
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(CARD_FACE)  # opaque: every suit ink reads on it at 4.5:1
                painter.drawEllipse(symbol.center(), radius, radius)
                painter.setPen(suit_colour)
            painter.drawText(symbol, Qt.AlignmentFlag.AlignCenter, suit)
        else:
            painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, "A")


def _transparent_pixmap(width: float, height: float, ratio: float) -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


@lru_cache(maxsize=16)
def _shadow_pixmap(width: int, height: int, ratio: float) -> QPixmap:
    margin = SHADOW_MARGIN
    pixmap, painter = _transparent_pixmap(width + 2 * margin, height + 2 * margin, ratio)
    paint_shadow(painter, margin, margin, width, height)
    painter.end()
    return pixmap


@lru_cache(maxsize=32)
def _pile_pixmap(
    width: int, height: int, ratio: float, rgba: int, foundation: bool, suit: str = "", suit_rgba: int = 0
) -> QPixmap:
    pixmap, painter = _transparent_pixmap(width, height, ratio)
    try:
        ink = QColor.fromRgba(suit_rgba) if suit_rgba else None
        paint_pile(painter, width, height, QColor.fromRgba(rgba), foundation, suit, ink)
    finally:
        painter.end()
    return pixmap


class CardItem(QGraphicsPixmapItem):
    """Shows one card's pixmap and knows its card and place. It holds no rules."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card
        self.place = ""
        self.mark = Mark.NONE
        self.visible_height = 0.0  # how much of the card shows; 0 when nothing covers it
        self.setAcceptHoverEvents(True)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)

    def describe(self) -> str:
        """ "Queen of Spades, column 3, card 4" (its tooltip and the status bar's hover text), in
        the player's language."""
        name = card_name(self.card)
        if not self.place:
            return name
        return (
            QCoreApplication.translate("TablePlaces", "%1, %2", "a card, then where it lies")
            .replace("%1", name)
            .replace("%2", self.place)
        )

    def set_mark(self, mark: Mark) -> None:
        """Outline the card in the mark's colour (or not)."""
        if mark is not self.mark:
            self.mark = mark
            self.update()

    def boundingRect(self) -> QRectF:
        # Room for the shadow and the mark's outline around the pixmap.
        return super().boundingRect().adjusted(-4, -4, 5, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pixmap = self.pixmap()
        ratio = pixmap.devicePixelRatio()
        width, height = round(pixmap.width() / ratio), round(pixmap.height() / ratio)
        # The shadow belongs to the table, not to the card image.
        scene = self.scene()
        if is_vector(painter) and isinstance(scene, CardTable):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_shadow(painter, SHADOW_OFFSET.x(), SHADOW_OFFSET.y(), width, height)
            scene.deck.render(painter, self.card.code, QRectF(0, 0, width, height))
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            corner = QPointF(SHADOW_OFFSET.x() - SHADOW_MARGIN, SHADOW_OFFSET.y() - SHADOW_MARGIN)
            painter.drawPixmap(corner, _shadow_pixmap(width, height, ratio))
            painter.drawPixmap(QPointF(0, 0), pixmap)
        if self.mark is not Mark.NONE:
            self._paint_mark(painter, width, height)

    def _paint_mark(self, painter: QPainter, width: float, height: float) -> None:
        # Only around the part of the card that shows: an outline of the whole card would run
        # down the sides of the cards covering it and seem to mark them too.
        colour = {
            Mark.HIGHLIGHT: HIGHLIGHT_COLOUR,
            Mark.SELECTED: SELECTED_COLOUR,
            Mark.HINT: HINT_COLOUR,
        }.get(self.mark, DIFFERENCE_COLOUR)
        shown = min(height, self.visible_height or height)
        radius = width * 0.06
        pen_width = max(2.0, width / 30)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene = self.scene()
        ring = mark_ring(colour, scene.felt if isinstance(scene, CardTable) else DEFAULT_RING_FELT)
        # Two tones (WCAG technique C40): the outer, just outside the card (in the room
        # boundingRect keeps), reads on the felt; the inner, along the card's edge, on its face.
        # Neither reaches the corner index.
        outer_pen = min(3.0, pen_width)
        inner_pen = max(2.0, width / 45)
        painter.setBrush(ring.tint)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(0, 0, width, shown), radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        grow = outer_pen / 2
        painter.setPen(QPen(ring.outer, outer_pen))
        painter.drawRoundedRect(
            QRectF(-grow, -grow, width + 2 * grow, shown + 2 * grow), radius + grow, radius + grow
        )
        inset = inner_pen / 2
        painter.setPen(QPen(ring.inner, inner_pen))
        painter.drawRoundedRect(
            QRectF(inset, inset, width - inner_pen, shown - inner_pen), radius - inset, radius - inset
        )

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if isinstance(scene, CardTable):
            scene.cardHovered.emit(self.card, self.describe())
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if isinstance(scene, CardTable):
            scene.cardHovered.emit(None, "")
        super().hoverLeaveEvent(event)


class PileItem(QGraphicsItem):
    """A place cards lie: draws its empty outline and lays out its cards in card units."""

    def __init__(self, kind: PileKind, index: int, x: float, y: float) -> None:
        super().__init__()
        self.kind = kind
        self.index = index
        self.x_units = x
        self.y_units = y
        self.cards: list[CardItem] = []
        self._size = (1.0, CARD_HEIGHT)
        self._outline = QColor(255, 255, 255, 60)
        self._suit_colour: QColor | None = None  # a foundation's suit ink, from the deck
        self.setZValue(-1)

    @property
    def name(self) -> str:
        """ "column 3", "free cell b" or "Hearts foundation", in the player's language."""
        if self.kind is PileKind.FREECELL:
            return QCoreApplication.translate("TablePlaces", "free cell %1").replace(
                "%1", FREECELL_LETTERS[self.index]
            )
        if self.kind is PileKind.FOUNDATION:
            return foundation_name(Suit(self.index))  # the foundations lie in the deck's suit order
        return QCoreApplication.translate("TablePlaces", "column %1").replace("%1", str(self.index + 1))

    def set_outline_colour(self, colour: QColor) -> None:
        """The colour of the empty outline (a little lighter than the felt)."""
        self._outline = colour
        self.update()

    def set_suit_colour(self, colour: QColor | None) -> None:
        """The ink of a foundation's suit symbol (the deck's colour for that suit)."""
        self._suit_colour = QColor(colour) if colour is not None else None
        self.update()

    @property
    def suit_colour(self) -> QColor | None:
        """The ink a foundation's suit symbol is drawn in (None: the outline's colour)."""
        return QColor(self._suit_colour) if self._suit_colour is not None else None

    def set_size(self, width: float, height: float) -> None:
        """The outline's size in pixels (one card)."""
        self.prepareGeometryChange()
        self._size = (width, height)

    def boundingRect(self) -> QRectF:
        width, height = self._size
        return QRectF(-2, -2, width + 4, height + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        width, height = self._size
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        foundation = self.kind is PileKind.FOUNDATION
        suit = Suit(self.index).symbol if foundation else ""
        ink = self._suit_colour if foundation else None
        if is_vector(painter):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_pile(painter, width, height, self._outline, foundation, suit, ink)
        else:
            ink_rgba = ink.rgba() if ink is not None else 0
            outline = _pile_pixmap(
                round(width), round(height), ratio, self._outline.rgba(), foundation, suit, ink_rgba
            )
            painter.drawPixmap(QPointF(0, 0), outline)

    def layout_cards(self, origin: QPointF, spread: float) -> None:
        """Place this pile's cards: stacked in a cell, fanned downwards in a cascade."""
        for position, item in enumerate(self.cards):
            offset = round(position * spread) if self.kind is PileKind.CASCADE else 0
            item.setPos(origin.x(), origin.y() + offset)
            item.setZValue(position)
            covered = self.kind is PileKind.CASCADE and position < len(self.cards) - 1
            item.visible_height = round((position + 1) * spread) - offset if covered else 0.0
            if self.kind is PileKind.CASCADE:
                item.place = (
                    QCoreApplication.translate("TablePlaces", "column %1, card %2")
                    .replace("%1", str(self.index + 1))
                    .replace("%2", str(position + 1))
                )
            else:
                item.place = self.name
            item.setToolTip(item.describe())
