"""A card's border is as wide on every card: one cascade's edge is not led astray by what lies
beside it (a JPEG's ringing over a lighter streak of KPatience's felt put two cascades' edges
3-4 px out on a Standard deck JPEG, and every card of them stayed in doubt)."""

from __future__ import annotations

from freecell_gui.core.picture.layout import find_layout
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
