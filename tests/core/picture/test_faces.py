"""Faces that are not light paper: found as what differs from the felt, tops as edges."""

from __future__ import annotations

import pytest

from freecell_gui.core.picture.faces import felt_colour
from freecell_gui.core.picture.layout import find_layout
from freecell_gui.core.picture.pixels import PictureError, PixelBuffer

FELT = (30, 100, 65)
WIDTH, CARD_W, CARD_H, SPACING = 900, 80, 112, 28


def _table(
    face: tuple[int, int, int], frame: tuple[int, int, int], lengths: list[int], hidden: int = 0
) -> PixelBuffer:
    """Eight cascades of `face`-coloured cards, each card framed by a 1-pixel `frame` line."""
    height = 80 + CARD_H + 7 * SPACING + 60
    pixels = bytearray(bytes(FELT) * (WIDTH * height))

    def fill(x0: int, y0: int, x1: int, y1: int, colour: tuple[int, int, int]) -> None:
        for y in range(y0, y1):
            pixels[(y * WIDTH + x0) * 3 : (y * WIDTH + x1) * 3] = bytes(colour) * (x1 - x0)

    for column, length in enumerate(lengths):
        x = 40 + column * (CARD_W + 30)
        for row in range(length):
            y = 80 + row * SPACING
            fill(x, y, x + CARD_W, y + CARD_H, face if column < hidden and row % 2 else frame)
            fill(x + 1, y + 1, x + CARD_W - 1, y + CARD_H - 1, face)
    return PixelBuffer(WIDTH, height, bytes(pixels), WIDTH * 3, 3)


LENGTHS = [7, 7, 7, 7, 6, 6, 6, 6]


@pytest.mark.parametrize(
    ("face", "frame"),
    [((20, 20, 24), (170, 170, 170)), ((120, 12, 16), (170, 170, 170)), ((200, 190, 150), (120, 110, 90))],
)
def test_faces_darker_than_paper_are_found_with_their_cards(
    face: tuple[int, int, int], frame: tuple[int, int, int]
) -> None:
    layout = find_layout(_table(face, frame, LENGTHS))
    assert [len(cascade) for cascade in layout.cascades] == LENGTHS
    assert abs(layout.card_width - CARD_W) <= 2
    assert abs(layout.card_height - CARD_H) <= 3
    assert [box.y for box in layout.cascades[0]] == [80 + row * SPACING for row in range(7)]


def test_the_felt_is_the_commonest_colour_not_the_paper() -> None:
    felt, difference = felt_colour(_table((250, 250, 250), (120, 120, 120), [7] * 8))
    assert felt == FELT
    assert 30 <= difference <= 60


def test_a_felt_alone_is_no_table() -> None:
    with pytest.raises(PictureError):
        find_layout(_table((20, 20, 24), (170, 170, 170), [0] * 8))


def test_a_deck_whose_inks_are_not_its_colours_is_told_apart() -> None:
    """Colours are read from the suit's shape for a deck printing, say, hearts green (Konqi Modern)."""
    from freecell_gui.core.picture.reading import _inks_tell_colour

    from .conftest import decks

    ours = next(deck for deck in decks() if deck.name == "this program's deck")
    cards = list(ours.render(100, 140, 40, None))
    assert _inks_tell_colour(cards, 100, 40)
    assert not _inks_tell_colour(cards[1:] + cards[:1], 100, 40)


def test_the_suit_shape_gives_the_colour_where_the_ink_is_in_doubt() -> None:
    from freecell_gui.core.deals.cards import DECK, Colour, parse_card
    from freecell_gui.core.picture.reading import _suit_colour

    row = [0.6] * len(DECK)
    row[parse_card("7H").index] = 0.10
    row[parse_card("7S").index] = 0.25
    assert _suit_colour(row, Colour.BLACK, 0.2) == (Colour.RED, 0.9)
    assert _suit_colour(row, Colour.BLACK, 0.95) == (Colour.BLACK, 0.95)  # a sure ink stands
    row[parse_card("7S").index] = 0.12
    assert _suit_colour(row, Colour.BLACK, 0.2) == (Colour.BLACK, 0.2)  # too close: the ink's doubt stays


def test_tops_one_cascade_misses_are_taken_from_the_others() -> None:
    """White cards whose border shows on every other card only, in the first three cascades:
    their spacing is twice the table's, which is borders missed, not longer steps."""
    layout = find_layout(_table((250, 250, 250), (150, 150, 150), LENGTHS, hidden=3))
    assert [len(cascade) for cascade in layout.cascades] == LENGTHS
