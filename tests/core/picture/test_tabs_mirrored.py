"""A Future table flipped left to right (a mirrored screenshot or photo; with red and blue
swapped as well, as a BGR picture has them) is never read as cards: its tabs' places run
backwards, and with the tints swapped they agreed with the wrong places, so every suit was read
as another (clubs for hearts, spades for diamonds) and about ten cards a table were claimed
wrong, every colour with them (core/picture/tabs.py `_mirrored`)."""

from __future__ import annotations

import pytest

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.picture import tabs
from freecell_gui.core.picture.pixels import PictureError, PixelBuffer
from freecell_gui.core.picture.reading import read_picture

from .conftest import decks
from .test_tabs import MANIFEST, _jpeg


def _flipped(picture: PixelBuffer, swap_red_blue: bool) -> PixelBuffer:
    """`picture` mirrored left to right (and red swapped with blue), as 3 bytes a pixel."""
    rows = []
    for y in range(picture.height):
        red, green, blue = picture.planes(0, y, picture.width, y + 1)
        if swap_red_blue:
            red, blue = blue, red
        rows.append(bytes(b for pixel in zip(red[::-1], green[::-1], blue[::-1], strict=True) for b in pixel))
    return PixelBuffer(picture.width, picture.height, b"".join(rows), 3 * picture.width, 3)


@pytest.mark.parametrize("item", MANIFEST[:3], ids=[item["file"] for item in MANIFEST[:3]])
@pytest.mark.parametrize("swap_red_blue", [True, False], ids=["bgr", "rgb"])
def test_a_mirrored_future_table_is_not_read_as_tabs(item: dict[str, object], swap_red_blue: bool) -> None:
    picture = _flipped(_jpeg(str(item["file"])), swap_red_blue)
    assert tabs.read_tab_table(picture, decks()) is None  # the digits fit Future's mirrored
    try:
        reading = read_picture(picture, decks())
    except PictureError:
        return  # no table found: said so, nothing claimed
    dealt = deal(int(str(item["deal"]))).columns
    for cascade, column in zip(reading.cascades, reversed(dealt), strict=False):
        for read, real in zip(cascade, column, strict=False):
            assert read.card is None or read.card == real
            if read.colour is not None and read.colour_confidence >= 0.9:
                assert read.colour is real.colour


def test_the_same_tables_as_taken_are_still_read() -> None:
    for item in MANIFEST[:3]:
        reading = tabs.read_tab_table(_jpeg(str(item["file"])), decks())
        assert reading is not None
        assert sum(1 for card in reading.all() if card.card is not None) >= 45
