"""Pictures from files, bytes or the clipboard, as the reader's plain pixel buffers.

The header is read first (QImageReader knows the size without decoding): a picture over the
pixel budget, a file that is not PNG, JPEG, BMP or WebP, or one Qt cannot decode is refused
with a one-line message before any pixel is decoded, so a small file that claims a huge size
(a decompression bomb) costs nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from freecell_gui.core.picture.pixels import MAX_PIXELS, PictureError, PixelBuffer
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes
from freecell_gui.core.system.user_text import shown_path

MAX_PICTURE_BYTES = 64 * 1024 * 1024
"""The largest picture file read."""
FORMATS = {b"png": "PNG", b"jpeg": "JPEG", b"jpg": "JPEG", b"bmp": "BMP", b"webp": "WebP"}


def picture_from_bytes(data: bytes, name: str = "the picture") -> QImage:
    """Decode a PNG, JPEG, BMP or WebP picture; PictureError (one line) if it is not one or too big."""
    array = QByteArray(data)
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    reader.setDecideFormatFromContent(True)
    kind = bytes(reader.format().data()).lower()
    if not data or kind not in FORMATS:
        raise PictureError(f"{name} is not a PNG, JPEG, BMP or WebP picture")
    size = reader.size()
    if not size.isValid() or size.width() < 1 or size.height() < 1:
        raise PictureError(f"{name}: the {FORMATS[kind]} header gives no size")
    if size.width() * size.height() > MAX_PIXELS:
        raise PictureError(
            f"{name} is {size.width():,} x {size.height():,} pixels: more than the {MAX_PIXELS:,} read"
        )
    QImageReader.setAllocationLimit(max(1, MAX_PIXELS * 4 // 2**20 + 1))
    image = reader.read()
    if image.isNull():
        raise PictureError(f"{name}: the {FORMATS[kind]} data cannot be decoded ({reader.errorString()})")
    return image


def read_picture_file(path: Path) -> QImage:
    """Decode the picture in a file the user named; PictureError with a one-line message otherwise."""
    try:
        data = read_user_bytes(path, MAX_PICTURE_BYTES)
    except UserFileError as error:
        raise PictureError(str(error)) from None
    return picture_from_bytes(data, shown_path(path))


def pixel_buffer(image: QImage) -> PixelBuffer:
    """The image's pixels as the reader's buffer (RGBA, 4 bytes a pixel)."""
    if image.isNull():
        raise PictureError("the picture is empty")
    if image.width() * image.height() > MAX_PIXELS:
        raise PictureError(f"the picture has more than {MAX_PIXELS:,} pixels")
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    return PixelBuffer(rgba.width(), rgba.height(), bytes(rgba.constBits()), rgba.bytesPerLine(), 4)
