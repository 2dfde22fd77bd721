"""Pictures from files, bytes or the clipboard, as the reader's plain pixel buffers.

The header is read first (QImageReader knows the size without decoding), then, before any
pixel is decoded:

* a picture over the pixel budget, a file that is not PNG, JPEG, BMP or WebP, or one Qt
  cannot decode is refused with a one-line message;
* a file whose data cannot hold the size its header claims is refused (a 70-byte BMP that
  says 6000 x 6000): a BMP's rows take a known number of bytes, and a PNG's compressed data
  is at least 1/1032 of its rows (deflate's largest ratio);
* a large picture is decoded straight to a smaller size (QImageReader.setScaledSize: the PNG,
  JPEG and WebP decoders then never hold the full size): the reader finds cards from tens of
  pixels, so DECODE_PIXELS (a 4K screen) is plenty, and a 6000 x 6000 picture costs what a
  screenshot does.

Decoders write some errors straight to the process's standard error (libpng's "libpng
error: Read Error", past Qt's message handler): that descriptor is pointed at the null device
while a picture is decoded, so the user sees our one line only.
"""

from __future__ import annotations

import contextlib
import math
import os
import struct
import sys
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QSize
from PySide6.QtGui import QImage, QImageReader

from freecell_gui.core.picture.pixels import MAX_PIXELS, PictureError, PixelBuffer
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes
from freecell_gui.core.system.user_text import shown_path
from freecell_gui.ui.i18n.file_messages import file_message

MAX_PICTURE_BYTES = 64 * 1024 * 1024
"""The largest picture file read."""
DECODE_PIXELS = 3840 * 2160
"""A picture with more pixels than this (a 4K screen's) is decoded scaled down to about this many."""
DEFLATE_MAX_RATIO = 1032
"""Deflate never shrinks data more than 1032 to 1 (zlib's "Technical details": the limit on
the compression ratio), so a PNG's IDAT chunks hold at least its rows' bytes / 1032."""
FORMATS = {b"png": "PNG", b"jpeg": "JPEG", b"jpg": "JPEG", b"bmp": "BMP", b"webp": "WebP"}


def picture_from_bytes(data: bytes, name: str = "the picture") -> QImage:
    """Decode a PNG, JPEG, BMP or WebP picture, scaled down past DECODE_PIXELS; PictureError
    (one line) if it is not one, is too big, or its data cannot hold the size it claims."""
    array = QByteArray(data)
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    reader.setDecideFormatFromContent(True)
    with native_stderr_silenced():
        kind = bytes(reader.format().data()).lower()
        size = reader.size() if kind in FORMATS else QSize()
    if not data or kind not in FORMATS:
        raise PictureError(
            QCoreApplication.translate("PictureError", "%1 is not a PNG, JPEG, BMP or WebP picture").replace(
                "%1", name
            )
        )
    label = FORMATS[kind]
    if not size.isValid() or size.width() < 1 or size.height() < 1:
        raise PictureError(
            QCoreApplication.translate("PictureError", "%1: the %2 header gives no size")
            .replace("%1", name)
            .replace("%2", label)
        )
    width, height = size.width(), size.height()
    if width * height > MAX_PIXELS:
        raise PictureError(
            QCoreApplication.translate(
                "PictureError", "%1 is %2 x %3 pixels: too large (at most %4 are read)"
            )
            .replace("%1", name)
            .replace("%2", f"{width:,}")
            .replace("%3", f"{height:,}")
            .replace("%4", f"{MAX_PIXELS:,}")
        )
    short = _data_too_short(label, data, width, height)
    if short:
        raise PictureError(
            QCoreApplication.translate("PictureError", "%1: the %2 data is too short for %3 x %4 pixels (%5)")
            .replace("%1", name)
            .replace("%2", label)
            .replace("%3", f"{width:,}")
            .replace("%4", f"{height:,}")
            .replace("%5", short)
        )
    scaled = decoded_size(width, height)
    if scaled != (width, height):
        reader.setScaledSize(QSize(*scaled))
    QImageReader.setAllocationLimit(max(1, MAX_PIXELS * 4 // 2**20 + 1))
    with native_stderr_silenced():
        image = reader.read()
    if image.isNull():
        raise PictureError(
            QCoreApplication.translate("PictureError", "%1: the %2 data cannot be decoded (%3)")
            .replace("%1", name)
            .replace("%2", label)
            .replace("%3", reader.errorString())
        )
    return image


def decoded_size(width: int, height: int) -> tuple[int, int]:
    """The size a picture is decoded to: its own, or scaled down (same shape) to DECODE_PIXELS."""
    if width * height <= DECODE_PIXELS:
        return width, height
    factor = math.sqrt(DECODE_PIXELS / (width * height))
    return max(1, math.floor(width * factor)), max(1, math.floor(height * factor))


def read_picture_file(path: Path) -> QImage:
    """Decode the picture in a file the user named; PictureError with a one-line message otherwise."""
    try:
        data = read_user_bytes(path, MAX_PICTURE_BYTES)
    except UserFileError as error:
        raise PictureError(file_message(error)) from None  # said in the player's language
    return picture_from_bytes(data, shown_path(path))


def pixel_buffer(image: QImage) -> PixelBuffer:
    """The image's pixels as the reader's buffer (RGBA, 4 bytes a pixel)."""
    if image.isNull():
        raise PictureError(QCoreApplication.translate("PictureError", "the picture is empty"))
    if image.width() * image.height() > MAX_PIXELS:
        raise PictureError(
            QCoreApplication.translate(
                "PictureError", "the picture has more than %1 pixels: too large"
            ).replace("%1", f"{MAX_PIXELS:,}")
        )
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    return PixelBuffer(rgba.width(), rgba.height(), bytes(rgba.constBits()), rgba.bytesPerLine(), 4)


def _data_too_short(label: str, data: bytes, width: int, height: int) -> str:
    """Why `data` cannot hold a picture of this size ("" if it may)."""
    if label == "BMP":
        return _bmp_too_short(data, width, height)
    if label == "PNG":
        return _png_too_short(data, width, height)
    return ""  # JPEG and WebP: no simple bound; they are decoded scaled, which costs little


def _bmp_too_short(data: bytes, width: int, height: int) -> str:
    # BITMAPFILEHEADER (14 bytes: the pixels' offset at 10), then the info header: bits a pixel
    # at 28, compression at 30 (Microsoft's BITMAPINFOHEADER layout).
    if len(data) < 34:
        return f"{len(data)} bytes"
    offset = struct.unpack_from("<I", data, 10)[0]
    bits, compression = struct.unpack_from("<HI", data, 28)
    pixels = len(data) - min(offset, len(data))
    if compression in (0, 3, 6):  # BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS: rows as they are
        needed = ((width * max(1, bits) + 31) // 32) * 4 * (height - 1) + math.ceil(width * max(1, bits) / 8)
    elif compression in (1, 2):  # RLE8, RLE4: a run is 2 bytes for at most 255 pixels, a row ends in 2
        needed = height * (2 * math.ceil(width / 255) + 2) - 2
    else:
        return ""
    return f"{pixels:,} bytes of pixels where at least {needed:,} are needed" if pixels < needed else ""


_PNG_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # greyscale, RGB, palette, grey + alpha, RGBA


def _png_too_short(data: bytes, width: int, height: int) -> str:
    if len(data) < 33 or data[12:16] != b"IHDR":
        return ""  # Qt read a size from it all the same: let the decoder judge
    depth, colour = data[24], data[25]
    row = 1 + math.ceil(width * depth * _PNG_CHANNELS.get(colour, 4) / 8)  # a filter byte a row
    needed = row * height // DEFLATE_MAX_RATIO
    compressed = 0
    place = 8
    while place + 8 <= len(data) and compressed < needed:
        length, chunk = struct.unpack_from(">I4s", data, place)
        if chunk == b"IDAT":
            compressed += min(length, len(data) - place - 8)
        if chunk == b"IEND":
            break
        place += 12 + length
    return (
        f"{compressed:,} bytes of image data where at least {needed:,} are needed"
        if compressed < needed
        else ""
    )


@contextlib.contextmanager
def native_stderr_silenced() -> Iterator[None]:
    """Point the process's standard error at the null device for the duration (decoders' own
    lines, such as libpng's, go there; our one-line message says what went wrong)."""
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):  # no standard error (a windowed executable): nothing to hide
        yield
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, 2)
        finally:
            os.close(null)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
