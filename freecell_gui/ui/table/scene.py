"""The FreeCell table: a scene of piles (4 free cells, 4 foundations, 8 cascades) and cards.

A variant with fewer free cells (issue 29) shows only its cells, from the left, each with its
letter; the foundations keep their place on the right. `freecells` (and so `piles`) holds only
the cells the game has, so play, keys and the accessible tree see no other.

Layout follows KDE's card engine: every position is in card units (a card is 1 wide,
see geometry.py), piles own the layout of their cards (piles.py), and the scene turns the
view's size into one number, the card width in pixels. Resizing recomputes that number and
re-renders the cards at exactly that size, so they stay sharp (the view itself is never scaled).

The scene shows a table; it holds no rules. Play asks the rules layer whether a move is
allowed and moves card items between these same piles.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, QSizeF, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from freecell_gui.core.deals.cards import DECK, Card, Suit
from freecell_gui.core.deals.dealer import CASCADE_COUNT, Deal
from freecell_gui.core.game.rules import EMPTY, FIRST_FREECELL, HOME, Position
from freecell_gui.core.game.variant import MAX_FREE_CELLS
from freecell_gui.ui.appearance import felt_shades, table_inks
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.geometry import (
    CASCADE_SPREAD,
    CASCADE_TOP,
    FREECELL_LETTERS,
    LABEL_BAND,
    MARGIN_BOTTOM,
    MIN_CARD_WIDTH,
    ROW_GAP,
    TABLE_HEIGHT,
    TABLE_WIDTH,
    TOP_ROW_Y,
    column_x,
)
from freecell_gui.ui.table.piles import CardItem, Mark, PileItem, PileKind

# Mark lives with the card items that wear it; the window and its features mark cards through the scene.
__all__ = ["DEFAULT_FELT", "Mark", "TableScene", "cascade_cards"]

DEFAULT_FELT = QColor("#24704a")


class TableScene(QGraphicsScene):
    """The whole table. Call `set_view_size` when the view resizes and `show_deal` on a change."""

    cardHovered = Signal(object, str)  # Card or None, and "Queen of Spades, column 3, card 4"
    freeCellsChanged = Signal(int)  # the table shows this many free cells now
    layoutAboutToChange = Signal()  # the size changes: a running animation must finish first

    def __init__(self, deck: CardDeck, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self._felt = QColor(DEFAULT_FELT)
        self._labels_visible = True
        self._card_width = 0
        self._ratio = 1.0
        self._awaiting_view = False
        self._origin = QPointF(0, 0)
        self._deal: Deal | None = None
        self._all_freecells = [
            PileItem(PileKind.FREECELL, i, column_x(i), TOP_ROW_Y) for i in range(MAX_FREE_CELLS)
        ]
        self.freecells = list(self._all_freecells)  # the cells of the game shown: 0 to 4
        self.foundations = [PileItem(PileKind.FOUNDATION, i, column_x(4 + i), TOP_ROW_Y) for i in range(4)]
        self.cascades = [
            PileItem(PileKind.CASCADE, i, column_x(i), CASCADE_TOP) for i in range(CASCADE_COUNT)
        ]
        for pile in self.piles:
            self.addItem(pile)
        self._card_items: dict[Card, CardItem] = {}
        self._labels: list[tuple[QGraphicsSimpleTextItem, float, float]] = []
        self._cell_labels: list[QGraphicsSimpleTextItem] = []  # a to d, shown while their cell is
        self._make_labels()
        self._apply_felt()
        self._apply_suit_colours()
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
            return FIRST_FREECELL + pile.index
        return HOME

    def pile_at(self, place: int, card: Card | None = None) -> PileItem | None:
        """The pile at a rules' place number (the inverse of `place_of`): a cascade, a free cell,
        or for the foundations (12) the one of `card`'s suit; None if there is no such pile
        (12 without a card, or a number out of range)."""
        if 0 <= place < CASCADE_COUNT:
            return self.cascades[place]
        if FIRST_FREECELL <= place < FIRST_FREECELL + len(self.freecells):
            return self.freecells[place - FIRST_FREECELL]
        if place == HOME and card is not None:
            return self.foundations[card.suit]  # each suit keeps its foundation (show_position)
        return None

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

    def set_free_cell_count(self, count: int) -> None:
        """Show `count` free cells (0 to 4, from the left): a variant's table (issue 29)."""
        if not 0 <= count <= MAX_FREE_CELLS:
            raise ValueError(f"the free cells are 0 to {MAX_FREE_CELLS}, not {count}")
        if count == len(self.freecells):
            return
        self.freecells = self._all_freecells[:count]
        for index, pile in enumerate(self._all_freecells):
            pile.setVisible(index < count)
            if index >= count:
                pile.cards = []
        self._show_labels()
        self.freeCellsChanged.emit(count)

    def _make_labels(self) -> None:
        for index, letter in enumerate(FREECELL_LETTERS):
            self._add_label(letter, column_x(index) + 0.5, TOP_ROW_Y - LABEL_BAND / 2)
            self._cell_labels.append(self._labels[-1][0])
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

    def show_deal(self, deal: Deal) -> None:
        """Lay out a starting deal: every card in its cascade, cells and foundations empty."""
        self._deal = deal
        for pile in self.piles:
            pile.cards = []
        for column, cards in zip(self.cascades, deal.columns, strict=True):
            column.cards = [self._item(card) for card in cards]
        self._layout_cards()

    def show_position(self, deal: Deal, position: Position) -> None:
        """Lay out a position of a game of `layout`: cascades, free cells and foundations
        (each foundation holds its cards, the highest on top)."""
        self._deal = deal
        self.set_free_cell_count(len(position.freecells))
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
            if not self._awaiting_view:
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
        self._show_labels()

    def _show_labels(self) -> None:
        cells = len(self.freecells)
        for label, _x, _y in self._labels:
            absent_cell = label in self._cell_labels and self._cell_labels.index(label) >= cells
            label.setVisible(self._labels_visible and not absent_cell)

    def set_deck(self, deck: CardDeck) -> None:
        """Draw the cards from another deck."""
        self.deck = deck
        self._refresh_pixmaps()
        self._apply_suit_colours()

    def set_four_colour(self, enabled: bool) -> None:
        """Switch the deck's inks and re-render the cards."""
        self.deck.set_four_colour(enabled)
        self._refresh_pixmaps()
        self._apply_suit_colours()

    def _apply_suit_colours(self) -> None:
        # An empty foundation shows its suit in the ink the deck prints that suit in.
        for pile in self.foundations:
            pile.set_suit_colour(self.deck.suit_colour(Suit(pile.index)))

    def _apply_felt(self) -> None:
        # Labels and the empty piles' marks read at 4.5:1 on every shade of the felt (issue 28).
        felt_inks = table_inks(self._felt)
        for pile in self.piles:
            pile.set_outline_colour(felt_inks.outline)
        for label, _x, _y in self._labels:
            label.setBrush(felt_inks.label)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # Felt with a soft light in the middle, darker towards the edges.
        scene_rect = self.sceneRect()
        centre = scene_rect.center()
        radius = math.hypot(scene_rect.width(), scene_rect.height()) / 1.6
        gradient = QRadialGradient(centre, max(1.0, radius))
        lightest, darkest = felt_shades(self._felt)  # the shades the felt's inks are checked on
        gradient.setColorAt(0.0, lightest)
        gradient.setColorAt(1.0, darkest)
        painter.fillRect(rect, QBrush(gradient))

    # --- size ---------------------------------------------------------------------------

    def await_view(self) -> None:
        """Render no card until a view gives the table its size (`set_view_size`).

        A view calls this when it is made: until it is laid out the size is a guess, and the
        cards rendered at the guess would all be rendered again before they are ever shown.
        """
        self._awaiting_view = True

    def set_view_size(self, width: int, height: int, ratio: float) -> None:
        """Fit the table to a view of this size in logical pixels, at this pixel ratio."""
        self.layoutAboutToChange.emit()
        self.setSceneRect(0, 0, width, height)
        card_width = max(MIN_CARD_WIDTH, math.floor(min(width / TABLE_WIDTH, height / TABLE_HEIGHT)))
        self._origin = QPointF(
            round((width - TABLE_WIDTH * card_width) / 2),
            round(max(0.0, (height - TABLE_HEIGHT * card_width) / 2)),
        )
        resized = self._awaiting_view or card_width != self._card_width or ratio != self._ratio
        self._awaiting_view = False
        self._card_width = card_width
        self._ratio = ratio
        if resized:
            self._refresh_pixmaps()
        self._layout_piles()
        self._layout_cards()

    def _refresh_pixmaps(self) -> None:
        if self._awaiting_view:
            return
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
