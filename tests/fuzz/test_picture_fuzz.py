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
from freecell_gui.ui.picture.decode import picture_from_bytes, read_picture_file
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
    """A picture's name in a refusal is escaped: no newline or escape sequence from the name."""
    path = tmp_path_factory.mktemp("names") / (name + "\n\x1b[2J.png")
    path.write_bytes(data)
    with pytest.raises(PictureError) as refused:
        read_picture_file(path)
    message = str(refused.value)
    assert message.isascii() and message.isprintable(), message
