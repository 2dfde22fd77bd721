"""The picture with each card outlined as it was read: green read, yellow colour only, red not
read; and the pictures a user pastes or drops, taken from the clipboard's or the drop's data."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMimeData, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from freecell_gui.core.picture.pixels import MAX_PIXELS, PictureError
from freecell_gui.core.picture.readings import Status, TableReading
from freecell_gui.ui.picture.decode import decoded_size, picture_from_bytes, read_picture_file

SHOWN_WIDTH = 900
"""The widest a picture is shown in the dialog."""
OUTLINES = {
    Status.READ: QColor("#2ecc40"),
    Status.COLOUR: QColor("#ffdc00"),
    Status.UNREAD: QColor("#ff4136"),
}


def outlined(image: QImage, reading: TableReading | None, scale: float = 1.0) -> QImage:
    """A copy of `image` with every card of `reading` outlined in its status's colour; `scale`
    is the image's size over the picture's that was read (a copy made smaller to be shown)."""
    copy = image.convertToFormat(QImage.Format.Format_RGB32)
    if reading is None:
        return copy
    painter = QPainter(copy)
    try:
        painter.scale(scale, scale)
        width = max(2.0 / scale, reading.layout.card_width / 30)
        for card in reading.all():
            painter.setPen(QPen(OUTLINES[card.status], width))
            box = card.box
            painter.drawRect(
                QRectF(box.x + width / 2, box.y + width / 2, box.width - width, box.height - width)
            )
    finally:
        painter.end()
    return copy


def shown_copy(image: QImage, width: int = SHOWN_WIDTH) -> QImage:
    """`image` made no wider than `width` to be shown (itself if it is not wider): a dialog keeps
    this, not the picture read, which may be tens of megabytes."""
    if image.width() <= width:
        return image
    return image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)


def image_from_mime(data: QMimeData) -> QImage:
    """The picture in pasted or dropped data: an image, or the first local file named;
    PictureError (one line) if there is none or it cannot be read.

    An image's encoded bytes (PNG, JPEG, BMP, WebP) are preferred to Qt's decoded image: they
    go through the same checks and scaled decoding as a file (ui/picture/decode.py)."""
    for mime_type in ENCODED_TYPES:
        if data.hasFormat(mime_type):
            encoded = bytes(data.data(mime_type).data())
            if encoded:
                return picture_from_bytes(
                    encoded, QCoreApplication.translate("PictureError", "the pasted image")
                )
    if data.hasImage():
        return _decoded_image(data)
    for url in data.urls():
        if url.isLocalFile():
            return read_picture_file(Path(url.toLocalFile()))
    raise PictureError(
        QCoreApplication.translate(
            "PictureError", "there is no picture here: paste or drop a screenshot or a picture file"
        )
    )


ENCODED_TYPES = ("image/png", "image/jpeg", "image/bmp", "image/x-bmp", "image/webp")
"""Clipboard and drop formats read from their bytes, in this order."""


def _decoded_image(data: QMimeData) -> QImage:
    image = QImage(data.imageData())
    if image.isNull():
        # Qt gives an empty image when the picture is over its allocation limit, too.
        raise PictureError(
            QCoreApplication.translate("PictureError", "the pasted image is empty or too large to read")
        )
    if image.width() * image.height() > MAX_PIXELS:
        raise PictureError(
            QCoreApplication.translate(
                "PictureError", "the pasted image has more than %1 pixels: too large"
            ).replace("%1", f"{MAX_PIXELS:,}")
        )
    width, height = decoded_size(image.width(), image.height())
    if width < image.width():  # as a file would be: no more pixels than the reader needs
        return image.scaled(
            width, height, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
    return image
