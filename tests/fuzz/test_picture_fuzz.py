"""Hostile pictures: random bytes, truncated PNG and JPEG, headers claiming huge sizes, random
pixels. Every one is refused with PictureError (one line) or read; nothing else escapes."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.picture.layout import find_layout
from freecell_gui.core.picture.pixels import PictureError, PixelBuffer
from freecell_gui.core.picture.reading import read_picture
from freecell_gui.ui.picture.decode import (
    DECODE_PIXELS,
    decoded_size,
    native_stderr_silenced,
    picture_from_bytes,
    read_picture_file,
)
from freecell_gui.ui.qt_app import application

DATA = Path(__file__).resolve().parents[1] / "picture" / "data"


@pytest.fixture(autouse=True, scope="module")
def _app() -> None:
    application(headless=True)


def _png_header(width: int, height: int) -> bytes:
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    ihdr = struct.pack(">I", len(header)) + chunk + struct.pack(">I", zlib.crc32(chunk))
    data = zlib.compress(b"\x00" * 64)
    idat = struct.pack(">I", len(data)) + b"IDAT" + data + struct.pack(">I", zlib.crc32(b"IDAT" + data))
    return b"\x89PNG\r\n\x1a\n" + ihdr + idat


def _refused_or_read(data: bytes) -> None:
    try:
        image = picture_from_bytes(data, "fuzz")
    except PictureError as error:
        assert "\n" not in str(error)
        return
    assert not image.isNull()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=4096))
def test_random_bytes(data: bytes) -> None:
    _refused_or_read(data)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(sorted(DATA.iterdir())), st.floats(0.0, 0.99))
def test_truncated_pictures(path: Path, share: float) -> None:
    data = path.read_bytes()
    _refused_or_read(data[: int(len(data) * share)])


@pytest.mark.parametrize(("width", "height"), [(100_000, 100_000), (2**31 - 1, 2), (7000, 7000), (0, 10)])
def test_a_header_claiming_a_huge_size_is_refused_before_decoding(width: int, height: int) -> None:
    with pytest.raises(PictureError):
        picture_from_bytes(_png_header(width, height), "bomb.png")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(1, 60), st.integers(1, 60), st.data())
def test_random_pixels_are_read_or_refused(width: int, height: int, data: st.DataObject) -> None:
    pixels = data.draw(st.binary(min_size=width * height * 3, max_size=width * height * 3))
    picture = PixelBuffer(width, height, pixels, width * 3, 3)
    try:
        find_layout(picture)
        read_picture(picture, ())
    except PictureError as error:
        assert "\n" not in str(error)


def test_stripes_of_paper_are_refused_or_read() -> None:
    row = (b"\xff\xff\xff" * 30 + b"\x20\x60\x30" * 10) * 8
    picture = PixelBuffer(320, 300, row * 300, 960, 3)
    try:
        read_picture(picture, ())
    except PictureError as error:
        assert "\n" not in str(error)


_NAME_CHARS = st.characters(blacklist_categories=("Cs",), blacklist_characters="/\x00")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    name=st.text(_NAME_CHARS, min_size=1, max_size=60).filter(lambda name: name not in {".", ".."}),
    data=st.sampled_from([b"", b"not a picture", b"\x89PNG\r\n\x1a\n" + b"\x00" * 40]),
)
def test_a_file_name_shows_on_one_line_in_printable_ascii(
    tmp_path_factory: pytest.TempPathFactory, name: str, data: bytes
) -> None:
    """A picture's name in a refusal is escaped: no newline or escape sequence from the name. Only
    printable ASCII and the four suits' symbols (kept unescaped in every message, user_text._KEPT) remain."""
    path = tmp_path_factory.mktemp("names") / (name + "\n\x1b[2J.png")
    path.write_bytes(data)
    with pytest.raises(PictureError) as refused:
        read_picture_file(path)
    message = str(refused.value)
    assert message.isprintable(), message
    assert all(
        char.isascii() or char in "\u2663\u2666\u2665\u2660\u2667\u2662\u2661\u2664" for char in message
    ), message


def _bmp(width: int, height: int, bits: int, pixels: bytes, compression: int = 0) -> bytes:
    """A BMP file: its 14-byte file header, a BITMAPINFOHEADER, then `pixels`."""
    info = struct.pack("<IiiHHIIiiII", 40, width, height, 1, bits, compression, len(pixels), 2835, 2835, 0, 0)
    size = 14 + len(info) + len(pixels)
    return b"BM" + struct.pack("<IHHI", size, 0, 0, 14 + len(info)) + info + pixels


def _bmp_bytes_needed(width: int, height: int, bits: int) -> int:
    return ((width * bits + 31) // 32) * 4 * height


# A header that claims more pixels than its data can hold is refused before decoding (the
# 70-byte BMP claiming 6000 x 6000 took 570 MB), whatever the size, depth and shortfall.
@settings(max_examples=60, deadline=None)
@given(
    width=st.integers(1, 6000),
    height=st.integers(1, 6000),
    bits=st.sampled_from([1, 4, 8, 24, 32]),
    share=st.floats(0, 0.9),
)
def test_a_bmp_whose_data_is_too_short_for_its_header_is_refused(
    width: int, height: int, bits: int, share: float
) -> None:
    needed = _bmp_bytes_needed(width, height, bits)
    if needed < 64:
        return  # rounding leaves no room to be short of
    data = _bmp(width, height, bits, b"\x00" * int(needed * share))
    with pytest.raises(PictureError, match="too short"):
        picture_from_bytes(data, "bomb.bmp")


@settings(max_examples=30, deadline=None)
@given(width=st.integers(1, 200), height=st.integers(1, 200), bits=st.sampled_from([24, 32]))
def test_a_bmp_whose_data_holds_its_size_is_read(width: int, height: int, bits: int) -> None:
    data = _bmp(width, height, bits, b"\x80" * _bmp_bytes_needed(width, height, bits))
    image = picture_from_bytes(data, "whole.bmp")
    assert (image.width(), image.height()) == (width, height)


@settings(max_examples=60, deadline=None)
@given(width=st.integers(1000, 6000), height=st.integers(1000, 6000))
def test_a_png_whose_data_is_too_short_for_its_header_is_refused(width: int, height: int) -> None:
    """Deflate shrinks at most 1032 to 1: 64 zero bytes compressed cannot be a 1000 x 1000 picture."""
    with pytest.raises(PictureError, match="too short"):
        picture_from_bytes(_png_header(width, height), "bomb.png")


@settings(max_examples=200, deadline=None)
@given(width=st.integers(1, 40_000), height=st.integers(1, 40_000))
def test_a_large_picture_is_decoded_smaller_in_the_same_shape(width: int, height: int) -> None:
    scaled_width, scaled_height = decoded_size(width, height)
    assert scaled_width * scaled_height <= max(
        DECODE_PIXELS, width * height if width * height <= DECODE_PIXELS else 0
    )
    assert 1 <= scaled_width <= width and 1 <= scaled_height <= height
    if width * height <= DECODE_PIXELS:
        assert (scaled_width, scaled_height) == (width, height)
    elif min(scaled_width, scaled_height) > 20:
        assert abs(scaled_width / scaled_height - width / height) < 0.05 * width / height


@pytest.mark.parametrize("kind", ["PNG", "WEBP", "JPEG", "BMP"])
def test_a_picture_larger_than_a_4k_screen_is_decoded_at_the_readers_size(kind: str) -> None:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    big = QImage(4000, 3000, QImage.Format.Format_RGB32)
    big.fill(QColor("#1a6b3a"))
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert big.save(buffer, kind)
    del big
    image = picture_from_bytes(bytes(array.data()), f"big.{kind.lower()}")
    assert (image.width(), image.height()) == decoded_size(4000, 3000)
    assert image.width() * image.height() <= DECODE_PIXELS
    assert image.pixelColor(image.width() // 2, image.height() // 2).green() > 90


def test_the_decoders_own_lines_are_silenced_and_standard_error_comes_back(
    capfd: pytest.CaptureFixture[str],
) -> None:
    import os

    with native_stderr_silenced():
        os.write(2, b"libpng error: Read Error\n")
    os.write(2, b"ours\n")
    assert capfd.readouterr().err == "ours\n"
