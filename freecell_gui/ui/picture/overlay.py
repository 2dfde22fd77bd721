"""The picture with each card outlined as it was read: green read, yellow colour only, red not
read; and the pictures a user pastes or drops, taken from the clipboard's or the drop's data."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from freecell_gui.core.picture.pixels import MAX_PIXELS, PictureError
from freecell_gui.core.picture.reading import Status, TableReading
from freecell_gui.ui.picture.decode import read_picture_file

OUTLINES = {
    Status.READ: QColor("#2ecc40"),
    Status.COLOUR: QColor("#ffdc00"),
    Status.UNREAD: QColor("#ff4136"),
}


def outlined(image: QImage, reading: TableReading | None) -> QImage:
    """A copy of `image` with every card of `reading` outlined in its status's colour."""
    copy = image.convertToFormat(QImage.Format.Format_RGB32)
    if reading is None:
        return copy
    painter = QPainter(copy)
    try:
        width = max(2.0, reading.layout.card_width / 30)
        for card in reading.all():
            painter.setPen(QPen(OUTLINES[card.status], width))
            box = card.box
            painter.drawRect(
                QRectF(box.x + width / 2, box.y + width / 2, box.width - width, box.height - width)
            )
    finally:
        painter.end()
    return copy


def image_from_mime(data: QMimeData) -> QImage:
    """The picture in pasted or dropped data: an image, or the first local file named;
    PictureError (one line) if there is none or it cannot be read."""
    if data.hasImage():
        image = QImage(data.imageData())
        if image.isNull():
            raise PictureError("the pasted image is empty")
        if image.width() * image.height() > MAX_PIXELS:
            raise PictureError(f"the pasted image has more than {MAX_PIXELS:,} pixels")
        return image
    for url in data.urls():
        if url.isLocalFile():
            return read_picture_file(Path(url.toLocalFile()))
    raise PictureError("there is no picture here: paste or drop a screenshot or a picture file")
