"""The view on the table scene: no scroll bars, and the scene refits on every resize."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, Signal, SignalInstance
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from freecell_gui.ui.game.game_model import GameModel
from freecell_gui.ui.table.accessible import TableAccessibility, install_factory
from freecell_gui.ui.table.piles import CardItem
from freecell_gui.ui.table.scene import TableScene


class TableView(QGraphicsView):
    """Shows a TableScene 1:1 (never scaled, so card pixmaps stay sharp).

    Dragging from the felt (not from a card: cards are dragged in play, see play.py)
    asks to drag the whole table out of the window as an image.
    """

    dragOutRequested = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        scene.await_view()  # the cards are rendered once, at the size this view gives them
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Cards are rendered at the exact device size, so they are copied 1:1: smoothing would
        # only blur them and makes every blit five times slower.
        self.setRenderHints(QPainter.RenderHint(0))
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # A deal change moves every card; one bounding rectangle repaints that three times faster
        # than the minimal region, which paints overlapping cards once per small rectangle.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # The felt's gradient only changes with the size or the colour: paint it once.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(320, 240)
        self.setMouseTracking(True)
        self._press: QPoint | None = None
        # Screen readers see every pile and card (accessible.py); the factory finds this object.
        self.accessibility = TableAccessibility(self, scene)
        install_factory()

    def announce_from(self, game: GameModel, reasons: SignalInstance) -> None:
        """Announce to screen readers the game's moves, undos and wins, and the reasons sent on
        `reasons` (the table's refusals)."""
        self.accessibility.observe(game, reasons)

    def refit(self) -> None:
        """Fit the scene to the viewport's current size and pixel ratio."""
        viewport = self.viewport()
        self.table.set_view_size(viewport.width(), viewport.height(), viewport.devicePixelRatioF())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def event(self, event: QEvent) -> bool:
        # Moving to a screen with another scale factor must re-render the cards.
        if event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal):
            self.refit()
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        on_card = isinstance(self.itemAt(event.position().toPoint()), CardItem)
        left = event.button() == Qt.MouseButton.LeftButton
        self._press = event.position().toPoint() if left and not on_card else None
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (
            self._press is not None
            and event.buttons() & Qt.MouseButton.LeftButton
            and (event.position().toPoint() - self._press).manhattanLength()
            >= QApplication.startDragDistance()
        ):
            self._press = None
            self.dragOutRequested.emit()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)
