"""The FreeCell table: a scene of piles (4 free cells, 4 foundations, 8 cascades) and cards.

Layout follows KDE's card engine: every position is in card units (a card is 1 wide),
piles own the layout of their cards, and the scene turns the view's size into one number,
the card width in pixels. Resizing recomputes that number and re-renders the cards at
exactly that size, so they stay sharp (the view itself is never scaled).

The scene shows a table; it holds no rules. Play will ask a rules layer whether a move is
allowed and move card items between these same piles.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from enum import Enum
from functools import lru_cache

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPaintEngine, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from freecell_gui.core.deals.cards import DECK, Card, Suit
from freecell_gui.core.deals.dealer import CASCADE_COUNT, Deal
from freecell_gui.core.game.rules import EMPTY, Position
from freecell_gui.ui.table.deck import CARD_ASPECT, CardDeck

# --- the layout, in card widths -------------------------------------------------------------
CARD_HEIGHT = CARD_ASPECT
MARGIN_X = 0.28
GAP_X = 0.16
LABEL_BAND = 0.30  # above the top row: free cell letters
TOP_ROW_Y = LABEL_BAND
ROW_GAP = 0.34  # between the top row and the cascades: column numbers
CASCADE_TOP = TOP_ROW_Y + CARD_HEIGHT + ROW_GAP
# Each covered card shows its top 31% (the corner index ends at 29.4% of the height).
CASCADE_SPREAD = 0.31 * CARD_HEIGHT
MARGIN_BOTTOM = 0.22
NOMINAL_CASCADE = 7  # the scale is chosen so a dealt cascade fits at the full spread
TABLE_WIDTH = 2 * MARGIN_X + CASCADE_COUNT + (CASCADE_COUNT - 1) * GAP_X
TABLE_HEIGHT = CASCADE_TOP + (NOMINAL_CASCADE - 1) * CASCADE_SPREAD + CARD_HEIGHT + MARGIN_BOTTOM
MIN_CARD_WIDTH = 16
FREECELL_LETTERS = "abcd"

DEFAULT_FELT = QColor("#24704a")
HIGHLIGHT_COLOUR = QColor("#ffcc33")
DIFFERENCE_COLOUR = QColor("#ff3b30")
SELECTED_COLOUR = QColor("#4fc3f7")
HINT_COLOUR = QColor("#66e07a")


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


def column_x(column: int) -> float:
    """Left edge of column `column` (0-7), in card widths."""
    return MARGIN_X + column * (1 + GAP_X)


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
    painter: QPainter, width: float, height: float, outline: QColor, foundation: bool, suit: str = ""
) -> None:
    """The rounded outline of an empty pile, lighter than the felt; foundations carry a faint A."""
    pen_width = max(1.5, width / 50)
    painter.setPen(QPen(outline, pen_width))
    fill = QColor(outline)
    fill.setAlpha(fill.alpha() // 3)
    painter.setBrush(fill)
    radius = width * 0.06
    half = pen_width / 2
    painter.drawRoundedRect(QRectF(half, half, width - pen_width, height - pen_width), radius, radius)
    if foundation:
        # A faint "A": foundations are built up from the aces.
        font = QFont()
        font.setPixelSize(max(8, round(width * 0.5)))
        font.setBold(True)
        painter.setFont(font)
        mark = QColor(outline)
        mark.setAlpha(mark.alpha() // 2)
        painter.setPen(mark)
        if suit:
            # Each suit keeps its foundation: a faint "A" over the suit's symbol.
            painter.drawText(QRectF(0, 0, width, height * 0.62), Qt.AlignmentFlag.AlignCenter, "A")
            font.setPixelSize(max(8, round(width * 0.36)))
            painter.setFont(font)
            painter.drawText(
                QRectF(0, height * 0.45, width, height * 0.4), Qt.AlignmentFlag.AlignCenter, suit
            )
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


@lru_cache(maxsize=16)
def _pile_pixmap(
    width: int, height: int, ratio: float, rgba: int, foundation: bool, suit: str = ""
) -> QPixmap:
    pixmap, painter = _transparent_pixmap(width, height, ratio)
    paint_pile(painter, width, height, QColor.fromRgba(rgba), foundation, suit)
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
        """ "Queen of Spades, column 3, card 4"."""
        return f"{self.card.name}, {self.place}" if self.place else self.card.name

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
        if is_vector(painter) and isinstance(scene, TableScene):
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
        tint = QColor(colour)
        tint.setAlpha(40)
        painter.setBrush(tint)
        painter.setPen(QPen(colour, pen_width))
        half = pen_width / 2
        painter.drawRoundedRect(QRectF(half, half, width - pen_width, shown - pen_width), radius, radius)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.cardHovered.emit(self.card, self.describe())
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
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
        self.setZValue(-1)

    @property
    def name(self) -> str:
        """ "column 3", "free cell b" or "foundation 2"."""
        if self.kind is PileKind.FREECELL:
            return f"free cell {FREECELL_LETTERS[self.index]}"
        return f"{self.kind.value} {self.index + 1}"

    def set_outline_colour(self, colour: QColor) -> None:
        """The colour of the empty outline (a little lighter than the felt)."""
        self._outline = colour
        self.update()

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
        if is_vector(painter):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_pile(painter, width, height, self._outline, foundation, suit)
        else:
            outline = _pile_pixmap(round(width), round(height), ratio, self._outline.rgba(), foundation, suit)
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
                item.place = f"{self.name}, card {position + 1}"
            else:
                item.place = self.name
            item.setToolTip(item.describe())


class TableScene(QGraphicsScene):
    """The whole table. Call `set_view_size` when the view resizes and `show_deal` on a change."""

    cardHovered = Signal(object, str)  # Card or None, and "Queen of Spades, column 3, card 4"
    layoutAboutToChange = Signal()  # the size changes: a running animation must finish first

    def __init__(self, deck: CardDeck, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self._felt = QColor(DEFAULT_FELT)
        self._labels_visible = True
        self._card_width = 0
        self._ratio = 1.0
        self._origin = QPointF(0, 0)
        self._deal: Deal | None = None
        self.freecells = [PileItem(PileKind.FREECELL, i, column_x(i), TOP_ROW_Y) for i in range(4)]
        self.foundations = [PileItem(PileKind.FOUNDATION, i, column_x(4 + i), TOP_ROW_Y) for i in range(4)]
        self.cascades = [
            PileItem(PileKind.CASCADE, i, column_x(i), CASCADE_TOP) for i in range(CASCADE_COUNT)
        ]
        for pile in self.piles:
            self.addItem(pile)
        self._card_items: dict[Card, CardItem] = {}
        self._labels: list[tuple[QGraphicsSimpleTextItem, float, float]] = []
        self._make_labels()
        self._apply_felt()
        self.set_view_size(800, 600, 1.0)

    # --- structure ----------------------------------------------------------------------

    @property
    def piles(self) -> list[PileItem]:
        """Free cells, foundations, then cascades."""
        return [*self.freecells, *self.foundations, *self.cascades]

    def place_of(self, pile: PileItem) -> int:
        """The rules' place number of a pile: cascades 0-7, free cells 8-11, 12 for any foundation."""
        if pile.kind is PileKind.CASCADE:
            return pile.index
        if pile.kind is PileKind.FREECELL:
            return CASCADE_COUNT + pile.index
        return CASCADE_COUNT + len(self.freecells)

    def pile_of(self, item: CardItem) -> PileItem | None:
        """The pile that holds a card item."""
        for pile in self.piles:
            if item in pile.cards:
                return pile
        return None

    def pile_rect(self, pile: PileItem) -> QRectF:
        """The area a pile covers in the scene: its outline and, for a cascade, all its cards."""
        rect = QRectF(pile.pos(), QSizeF(self._card_width, self.deck.height_for(self._card_width)))
        if pile.cards:
            last = pile.cards[-1]
            rect = rect.united(QRectF(last.pos(), rect.size()))
        return rect

    def card_rect(self, item: CardItem) -> QRectF:
        """The card's face in scene coordinates (without its shadow)."""
        return QRectF(item.pos(), QSizeF(self._card_width, self.deck.height_for(self._card_width)))

    @property
    def card_width(self) -> int:
        """The card width in logical pixels at the current size."""
        return self._card_width

    def card_items(self) -> list[CardItem]:
        """Every card on the table, cascade by cascade, top to bottom."""
        return [item for pile in self.piles for item in pile.cards]

    def item_for(self, card: Card) -> CardItem | None:
        """The item showing `card`, if it is on the table."""
        item = self._card_items.get(card)
        return item if item is not None and item.scene() is self else None

    def _make_labels(self) -> None:
        for index, letter in enumerate(FREECELL_LETTERS):
            self._add_label(letter, column_x(index) + 0.5, TOP_ROW_Y - LABEL_BAND / 2)
        for column in range(CASCADE_COUNT):
            self._add_label(str(column + 1), column_x(column) + 0.5, CASCADE_TOP - ROW_GAP / 2)

    def _add_label(self, text: str, centre_x: float, centre_y: float) -> None:
        label = QGraphicsSimpleTextItem(text)
        label.setZValue(-2)
        self.addItem(label)
        self._labels.append((label, centre_x, centre_y))

    # --- what is shown ------------------------------------------------------------------

    @property
    def deal(self) -> Deal | None:
        """The deal on the table."""
        return self._deal

    def show_deal(self, layout: Deal) -> None:
        """Lay out a starting deal: every card in its cascade, cells and foundations empty."""
        self._deal = layout
        for pile in self.piles:
            pile.cards = []
        for column, cards in zip(self.cascades, layout.columns, strict=True):
            column.cards = [self._item(card) for card in cards]
        self._layout_cards()

    def show_position(self, layout: Deal, position: Position) -> None:
        """Lay out a position of a game of `layout`: cascades, free cells and foundations
        (each foundation holds its cards, the highest on top)."""
        self._deal = layout
        for pile in self.piles:
            pile.cards = []
        for pile, column in zip(self.cascades, position.cascades, strict=True):
            pile.cards = [self._item(DECK[card]) for card in column]
        for pile, card in zip(self.freecells, position.freecells, strict=True):
            if card != EMPTY:
                pile.cards = [self._item(DECK[card])]
        for suit, top in enumerate(position.foundations):
            # Each suit keeps a fixed foundation: clubs, diamonds, hearts, spades, left to right.
            self.foundations[suit].cards = [self._item(Card.of(rank, suit)) for rank in range(1, top + 1)]
        self._layout_cards()

    def _item(self, card: Card) -> CardItem:
        item = self._card_items.get(card)
        if item is None:
            item = CardItem(card)
            item.setPixmap(self.deck.pixmap(card.code, self._card_width, self._ratio))
            self._card_items[card] = item
            self.addItem(item)
        return item

    def set_marks(self, cards: Iterable[Card], mark: Mark) -> None:
        """Mark exactly these cards (clearing that mark from all others)."""
        chosen = set(cards)
        for item in self._card_items.values():
            if item.card in chosen:
                item.set_mark(mark)
            elif item.mark is mark:
                item.set_mark(Mark.NONE)

    def marked(self, mark: Mark) -> set[Card]:
        """The cards that carry `mark`."""
        return {item.card for item in self._card_items.values() if item.mark is mark}

    # --- look ---------------------------------------------------------------------------

    @property
    def felt(self) -> QColor:
        """The table colour."""
        return QColor(self._felt)

    def set_felt(self, colour: QColor) -> None:
        """Change the table colour; outlines and labels follow it."""
        if colour.isValid():
            self._felt = QColor(colour)
            self._apply_felt()

    @property
    def labels_visible(self) -> bool:
        """True while the column numbers and free cell letters show."""
        return self._labels_visible

    def set_labels_visible(self, visible: bool) -> None:
        """Show or hide the column numbers 1-8 and the free cell letters a-d."""
        self._labels_visible = visible
        for label, _x, _y in self._labels:
            label.setVisible(visible)

    def set_deck(self, deck: CardDeck) -> None:
        """Draw the cards from another deck."""
        self.deck = deck
        self._refresh_pixmaps()

    def set_four_colour(self, enabled: bool) -> None:
        """Switch the deck's inks and re-render the cards."""
        self.deck.set_four_colour(enabled)
        self._refresh_pixmaps()

    def _apply_felt(self) -> None:
        light = self._felt.lightnessF() > 0.6
        ink = QColor(0, 0, 0, 150) if light else QColor(255, 255, 255, 170)
        outline = QColor(0, 0, 0, 70) if light else QColor(255, 255, 255, 70)
        for pile in self.piles:
            pile.set_outline_colour(outline)
        for label, _x, _y in self._labels:
            label.setBrush(ink)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # Felt with a soft light in the middle, darker towards the edges.
        scene_rect = self.sceneRect()
        centre = scene_rect.center()
        radius = math.hypot(scene_rect.width(), scene_rect.height()) / 1.6
        gradient = QRadialGradient(centre, max(1.0, radius))
        gradient.setColorAt(0.0, self._felt.lighter(112))
        gradient.setColorAt(1.0, self._felt.darker(125))
        painter.fillRect(rect, QBrush(gradient))

    # --- size ---------------------------------------------------------------------------

    def set_view_size(self, width: int, height: int, ratio: float) -> None:
        """Fit the table to a view of this size in logical pixels, at this pixel ratio."""
        self.layoutAboutToChange.emit()
        self.setSceneRect(0, 0, width, height)
        card_width = max(MIN_CARD_WIDTH, math.floor(min(width / TABLE_WIDTH, height / TABLE_HEIGHT)))
        self._origin = QPointF(
            round((width - TABLE_WIDTH * card_width) / 2),
            round(max(0.0, (height - TABLE_HEIGHT * card_width) / 2)),
        )
        resized = card_width != self._card_width or ratio != self._ratio
        self._card_width = card_width
        self._ratio = ratio
        if resized:
            self._refresh_pixmaps()
        self._layout_piles()
        self._layout_cards()

    def _refresh_pixmaps(self) -> None:
        for card, item in self._card_items.items():
            item.setPixmap(self.deck.pixmap(card.code, self._card_width, self._ratio))

    def _to_pixels(self, x_units: float, y_units: float) -> QPointF:
        return QPointF(
            self._origin.x() + round(x_units * self._card_width),
            self._origin.y() + round(y_units * self._card_width),
        )

    def _layout_piles(self) -> None:
        width = self._card_width
        height = self.deck.height_for(width)
        for pile in self.piles:
            pile.setPos(self._to_pixels(pile.x_units, pile.y_units))
            pile.set_size(width, height)
        font = QFont()
        font.setPixelSize(max(9, round(width * 0.17)))
        font.setBold(True)
        for label, centre_x, centre_y in self._labels:
            label.setFont(font)
            box = label.boundingRect()
            centre = self._to_pixels(centre_x, centre_y)
            label.setPos(round(centre.x() - box.width() / 2), round(centre.y() - box.height() / 2))

    def _layout_cards(self) -> None:
        width = self._card_width
        card_height = self.deck.height_for(width)
        bottom = self.sceneRect().height() - MARGIN_BOTTOM * width
        for pile in self.piles:
            origin = self._to_pixels(pile.x_units, pile.y_units)
            spread = CASCADE_SPREAD * width
            count = len(pile.cards)
            if pile.kind is PileKind.CASCADE and count > 1:
                # A long cascade closes up rather than leave the view.
                room = bottom - origin.y() - card_height
                spread = max(0.0, min(spread, room / (count - 1)))
            pile.layout_cards(origin, spread)


def cascade_cards(scene: TableScene) -> list[list[Card]]:
    """The cards of each cascade as the scene shows them (for tests and exports)."""
    return [[item.card for item in pile.cards] for pile in scene.cascades]
