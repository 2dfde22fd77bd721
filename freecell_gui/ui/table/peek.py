"""A right press on a covered card shows it whole while the button is held, as Windows FreeCell does.

The card rises above the cards that cover it and goes back when the button is let go (or the
table changes under it). Nothing is played: it is only a look. Hovering still names the card.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsView

from freecell_gui.ui.table.piles import CardItem

PEEK_Z = 5000.0  # above every card on the table (and a flying one)


class CardPeek(QObject):
    """Watches `view` for the right button on a covered card."""

    peeked = Signal(object)  # the Card shown whole, or None when it goes back

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self.item: CardItem | None = None
        self._z = 0.0
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(event, QMouseEvent) or event.button() != Qt.MouseButton.RightButton:
            return False
        if event.type() == QEvent.Type.MouseButtonPress:
            return self._peek(event)
        if event.type() == QEvent.Type.MouseButtonRelease and self.item is not None:
            self.put_back()
            return True
        return False

    def _peek(self, event: QMouseEvent) -> bool:
        self.put_back()
        # The first card under the pointer is the one whose strip shows there: the card meant.
        card = next(
            (item for item in self.view.items(event.position().toPoint()) if isinstance(item, CardItem)), None
        )
        if card is None or not card.visible_height:
            return False  # an uncovered card already shows whole
        self.item, self._z = card, card.zValue()
        card.setZValue(PEEK_Z)
        self.peeked.emit(card.card)
        return True

    def put_back(self) -> None:
        """The card goes back under the cards that cover it."""
        if self.item is not None:
            item, self.item = self.item, None
            if item.zValue() == PEEK_Z:  # not laid out again meanwhile (an undo by key, say)
                item.setZValue(self._z)
            self.peeked.emit(None)
