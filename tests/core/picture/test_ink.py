"""A card's colour from its index's ink, told by hue, on the card's paper only."""

from __future__ import annotations

import pytest

from freecell_gui.core.deals.cards import Colour
from freecell_gui.core.picture.ink import read_colour
from freecell_gui.core.picture.layout import Box
from freecell_gui.core.picture.pixels import PixelBuffer

FELT = (28, 34, 31)  # a dark felt: as dark and grey as black ink
PAPER = (254, 252, 247)


def _card(ink: tuple[int, int, int], felt_rows: int = 0, felt_columns: int = 0) -> tuple[PixelBuffer, Box]:
    """A 50 x 24 strip of a card with a 6 x 10 index of `ink` in its top left corner, in a box
    that takes in `felt_rows` rows of felt above it and `felt_columns` columns right of it."""
    width, height = 50 + felt_columns, 24 + felt_rows
    pixels = bytearray()
    for y in range(height):
        for x in range(width):
            if y < felt_rows or x >= 50:
                pixels += bytes(FELT)
            elif 3 <= x < 9 and felt_rows + 3 <= y < felt_rows + 13:
                pixels += bytes(ink)
            else:
                pixels += bytes(PAPER)
    return PixelBuffer(width, height, bytes(pixels), width * 3, 3), Box(0, 0, width, height)


@pytest.mark.parametrize(
    ("ink", "colour"),
    [
        ((190, 20, 30), Colour.RED),
        ((230, 150, 150), Colour.RED),
        ((20, 20, 20), Colour.BLACK),
        ((120, 120, 125), Colour.BLACK),
    ],
)
def test_pink_is_red_and_grey_is_black(ink: tuple[int, int, int], colour: Colour) -> None:
    picture, box = _card(ink)
    found, sure, _four = read_colour(picture, box, 24)
    assert (found, sure) == (colour, 1.0)


def test_felt_in_a_box_found_too_large_is_not_black_ink() -> None:
    picture, box = _card((230, 150, 150), felt_rows=3, felt_columns=3)
    found, sure, _four = read_colour(picture, box, 27)
    assert found is Colour.RED
    assert sure == 1.0
