"""Across and down the cascades: a card's border is as wide on every card, so one cascade's edge
is not led astray by what lies beside it (a JPEG's ringing over a lighter streak of KPatience's
felt put two cascades' edges 3-4 px out on a Standard deck JPEG, and every card of them stayed
in doubt); a card's dense art does not end its cascade."""

from __future__ import annotations

from freecell_gui.core.picture.layout import _cascade_segments, find_layout
from freecell_gui.core.picture.pixels import PixelBuffer

from .test_faces import CARD_W, LENGTHS, WIDTH, _table

RINGING = (90, 140, 110)
"""Beside a card, differing from the felt (30, 100, 65) by more than the felt's own shading."""


def _with_ringing(picture: PixelBuffer, x0: int, x1: int, y0: int, y1: int) -> PixelBuffer:
    pixels = bytearray(picture.data)
    for y in range(y0, y1):
        pixels[(y * WIDTH + x0) * 3 : (y * WIDTH + x1) * 3] = bytes(RINGING) * (x1 - x0)
    return PixelBuffer(picture.width, picture.height, bytes(pixels), picture.stride, picture.channels)


def test_a_cascade_with_ringing_beside_it_keeps_the_others_border() -> None:
    table = _table((250, 250, 250), (120, 120, 120), LENGTHS)
    second = 40 + (CARD_W + 30)  # the second cascade's left edge
    picture = _with_ringing(table, second - 4, second, 80, 80 + 200)
    layout = find_layout(picture)
    assert [cascade[0].x for cascade in layout.cascades] == [40 + c * (CARD_W + 30) for c in range(8)]
    assert abs(layout.card_width - CARD_W) <= 1


def test_a_cards_dense_art_does_not_end_its_cascade() -> None:
    """Rows of art across a card with no paper in them (XSkat German's twelve bells: 10 rows at
    86 px, beyond the gap a border may leave) part a cascade's run of paper rows; the cascade
    goes on below them, and ends where the felt lasts longer."""
    column = [(81, 116, [109]), (132, 359, [137, 165, 193, 221, 249])]
    parted = [(81, 359, [109, 137, 165, 193, 221, 249])] * 3 + [column] + [(81, 331, [109])] * 4
    by_column = [[segment] if isinstance(segment, tuple) else segment for segment in parted]
    by_column[0] = [*by_column[0], (420, 440, [])]  # a label well below: not the cascade's
    start, cascades = _cascade_segments(by_column, 78)
    assert start == 81
    assert cascades[3] == (81, 359, [109, 137, 165, 193, 221, 249])
    assert cascades[0] == (81, 359, [109, 137, 165, 193, 221, 249])


def test_a_last_cards_picture_does_not_end_its_cascade() -> None:
    """A court card's picture has no paper across it (KPatience's Paris, Jolly Royal, Tigullio and
    XSkat kings, queens and jacks): its cascade's run of paper rows ends above the picture, and
    the card's foot shows paper again further down than a dense art's gap. Within the last
    card's reach it is that card's; a label further below is not."""
    tops = [109, 137, 165, 193, 221]
    column = [(81, 250, tops), (300, 330, [])]  # the last card's top at 221, its foot at 300-330
    by_column = [column] + [[(81, 359, [109, 137, 165, 193, 221, 249])]] * 7
    _start, cascades = _cascade_segments(by_column, 78)
    assert cascades[0] == (81, 330, tops)
    label = [(81, 359, [109, 137, 165, 193, 221, 249]), (400, 430, [])]  # 249 + a card + a spacing < 400
    _start, cascades = _cascade_segments([label, *by_column[1:]], 78)
    assert cascades[0] == label[0]


def test_a_bar_across_the_window_below_a_long_cascade_is_no_card() -> None:
    """KPatience's status bar at 800 x 600 lies within a card's height below its longest
    cascades (an Oxygen Air JPEG: cascades ending at row 500, the bar at 587-594); it is found in
    every column at the same rows, so it is a bar, not the foot of a last card."""
    cascade = (201, 500, [235, 268, 301, 335, 368, 401])
    by_column = [[(8, 15, []), cascade, (587, 594, [])] for _ in range(8)]
    _start, cascades = _cascade_segments(by_column, 70)
    assert cascades == [cascade] * 8
