"""Dark faces the felt's colour in their middle, in a light frame (KDE's Oxygen on KPatience's
felt): the cascades are found whole, and a dark card on a foundation with them.

Before, a cascade's run of face rows broke where a card's middle was the felt's colour, the
cascades came out short (5, 3 or 4 cards where 6 or 7 lay) and the table was refused as "no
FreeCell table found" (4 of 6 of KPatience's dark Oxygen JPEGs)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.picture.faces import filled_between_sides, framed_columns
from freecell_gui.core.picture.layout import find_layout
from freecell_gui.core.picture.pixels import PixelBuffer

FELT = (36, 76, 24)
FACE = (40, 82, 30)
"""A dark face within the felt's own shading of it: no face pixel shows in its middle."""
FRAME = (200, 200, 200)
INDEX = (235, 235, 235)
GLINT = (120, 120, 130)
WIDTH, CARD_W, CARD_H, SPACING, GAP = 900, 80, 112, 30, 30
TOP_ROW_Y, CASCADES_Y = 20, 20 + CARD_H + 40


def _table(lengths: list[int], foundation: bool) -> PixelBuffer:
    """Eight cascades of dark framed cards, each with a light index at its top left and a glint
    across its top (the rest of its face the felt's colour); a dark card
    on the first foundation (over the fifth cascade) if `foundation`."""
    height = CASCADES_Y + CARD_H + 7 * SPACING + 60
    pixels = bytearray(bytes(FELT) * (WIDTH * height))

    def fill(x0: int, y0: int, x1: int, y1: int, colour: tuple[int, int, int]) -> None:
        for y in range(y0, y1):
            pixels[(y * WIDTH + x0) * 3 : (y * WIDTH + x1) * 3] = bytes(colour) * (x1 - x0)

    def card(x: int, y: int) -> None:
        fill(x, y, x + CARD_W, y + CARD_H, FRAME)
        fill(x + 2, y + 2, x + CARD_W - 2, y + CARD_H - 2, FACE)
        fill(x + 6, y + 5, x + 16, y + 20, INDEX)
        fill(x + 4, y + 8, x + CARD_W - 4, y + 26, GLINT)  # a glint over the dark face

    for column, length in enumerate(lengths):
        for row in range(length):
            card(40 + column * (CARD_W + GAP), CASCADES_Y + row * SPACING)
    if foundation:
        card(40 + 4 * (CARD_W + GAP), TOP_ROW_Y)
    return PixelBuffer(WIDTH, height, bytes(pixels), WIDTH * 3, 3)


def test_dark_framed_cascades_are_found_whole_with_a_dark_card_on_a_foundation() -> None:
    lengths = [7, 7, 7, 7, 5, 6, 6, 6]  # the ace at the foot of the fifth cascade went home
    layout = find_layout(_table(lengths, foundation=True))
    assert [len(cascade) for cascade in layout.cascades] == lengths
    assert [box.y for box in layout.cascades[0]] == [CASCADES_Y + row * SPACING for row in range(7)]
    assert abs(layout.card_height - CARD_H) <= 3
    assert len(layout.foundations) == 1 and layout.freecells == ()
    assert abs(layout.foundations[0].x - (40 + 4 * (CARD_W + GAP))) <= 2
    assert abs(layout.foundations[0].y - TOP_ROW_Y) <= 2


def test_a_fresh_dark_deal_is_found_whole() -> None:
    lengths = [7, 7, 7, 7, 6, 6, 6, 6]
    layout = find_layout(_table(lengths, foundation=False))
    assert [len(cascade) for cascade in layout.cascades] == lengths


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 5), st.booleans(), st.booleans()), min_size=1, max_size=12),
    st.integers(8, 20),
)
def test_a_row_is_filled_exactly_where_both_sides_of_its_column_hold_face(
    rows: list[tuple[int, bool, bool]], run: int
) -> None:
    """Against the definition, row by row: filled across the column where a pixel is set near
    each side (within the side's share, or 2 px outside), left alone elsewhere."""
    width, x0 = 40, 10
    x1 = x0 + run
    side = max(2, round(0.12 * run))
    mask = bytearray()
    for offset, left, right in rows:
        row = bytearray(width)
        if left:
            row[x0 - 2 + min(offset, side + 1)] = 1
        if right:
            row[x1 + 1 - min(offset, side + 1)] = 1
        mask += row
    filled = filled_between_sides(mask, width, len(rows), [(x0, x1)])
    for y in range(len(rows)):
        row = mask[y * width : (y + 1) * width]
        near_left = 1 in row[x0 - 2 : x0 + side]
        near_right = 1 in row[x1 - side : x1 + 2]
        expected = bytearray(row)
        if near_left and near_right:
            expected[x0:x1] = b"\x01" * run
        assert filled[y * width : (y + 1) * width] == expected


def test_frame_lines_a_card_apart_are_paired_and_lone_lines_are_not() -> None:
    counts = [0] * 200
    for x in (10, 11, 89, 90, 150):  # one card framed at 10..90, a lone line at 150
        counts[x] = 100
    assert framed_columns(counts, 80, 110) == [(10, 91)]
