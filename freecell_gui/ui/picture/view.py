"""The pane that shows the picture read: the whole picture, scaled to fit and kept fitted as the
pane is resized; Ctrl+wheel zooms in (scroll bars then move it) and back out to the fit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QGraphicsView, QWidget

ZOOM_STEP = 1.25
"""One notch of Ctrl+wheel (120 in Qt's angle delta)."""
MAX_ZOOM = 8.0
"""The most a fitted picture is enlarged by zooming."""


class PictureView(QGraphicsView):
    """Shows one picture whole (scaled down or up to the pane, its aspect kept), or a hint."""

    def __init__(self, hint: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Drops are the dialog's: a view accepting them would swallow what its scene ignores.
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)
        self.setMinimumSize(480, 320)
        self._hint = self.scene().addText(hint)
        self._item: QGraphicsPixmapItem | None = None
        self._zoom = 1.0  # over the fit: 1 is the whole picture in the pane

    def zoom(self) -> float:
        """How much the picture is enlarged over its fit to the pane (1: the whole picture)."""
        return self._zoom

    def picture_item(self) -> QGraphicsPixmapItem | None:
        """The picture shown, if any."""
        return self._item

    def pixmap(self) -> QPixmap:
        """The picture shown, at its own size (a null pixmap when there is none)."""
        return QPixmap() if self._item is None else self._item.pixmap()

    def show_image(self, image: QImage) -> None:
        """Show `image`; a new picture (another size) is fitted again, the same one keeps the zoom."""
        pixmap = QPixmap.fromImage(image)
        same_size = self._item is not None and self._item.pixmap().size() == pixmap.size()
        if self._item is None:
            self._item = self.scene().addPixmap(pixmap)
            self._item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        else:
            self._item.setPixmap(pixmap)
        self._hint.setVisible(False)
        self.scene().setSceneRect(self._item.boundingRect())
        if not same_size:
            self._zoom = 1.0
        self._fit()

    def clear_image(self) -> None:
        """Show the hint again, no picture."""
        if self._item is not None:
            self.scene().removeItem(self._item)
            self._item = None
        self._hint.setVisible(True)
        self.scene().setSceneRect(self._hint.sceneBoundingRect())
        self._zoom = 1.0
        self.resetTransform()

    def _fit(self) -> None:
        if self._item is None:
            return
        self.fitInView(self._item, Qt.AspectRatioMode.KeepAspectRatio)
        if self._zoom != 1.0:
            self.scale(self._zoom, self._zoom)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self._item is None or not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            super().wheelEvent(event)  # scrolls, when zoomed in
            return
        notches = event.angleDelta().y() / 120  # a touchpad sends fractions of a notch
        zoom = min(MAX_ZOOM, max(1.0, self._zoom * ZOOM_STEP**notches))
        if zoom != self._zoom:
            factor = zoom / self._zoom
            self._zoom = zoom
            self.scale(factor, factor)
        event.accept()
