"""Two KPatience tables the reader once refused whole (issue 27; tests/benchmarks/README.md):

- dark Oxygen at 1280 x 900: the right half of its black faces is the felt's colour within the
  felt's shading, so the last cascade's run of face columns was parted 13-19 px wide, wider
  than a frame line (`columns._SPLIT`), and "no columns" were found. A dip in which every pixel
  column still holds face pixels is inside a card (`columns._DIP_FLOOR`); the gap between two
  cascades is bare felt.
- Ancient Egyptians at 800 x 600 (cards 74 px wide, found by edges): most tops change only
  0.55-0.75 of a row, so at `faces.EDGE_SHARE` every other top was seen, the spacing fitted was
  twice the cards' and the table was refused; looked for at `faces.WEAK_EDGE`, one card's art
  lines are seen too, and pooled from eight cascades they fitted a third of the spacing
  (11.3 px for 33.6). The table's spacing now pools only the tops two cascades show.
"""

from __future__ import annotations

import pytest

from freecell_gui.core.picture.columns import column_runs
from freecell_gui.core.picture.faces import EDGE_SHARE, WEAK_EDGE, edge_segments
from freecell_gui.core.picture.pixels import PictureError
from freecell_gui.core.picture.spacing import joint_spacing

WIDTH, HEIGHT = 1000, 300
CARD, GAP, LEFT = 100, 20, 20


def _mask(dark_from: int, dark_to: int, dark_rows: int) -> bytearray:
    """Eight cascades of face pixels 100 px wide, 20 px of felt apart, full height; in the last
    cascade, columns `dark_from`..`dark_to` (from its left) hold face pixels in `dark_rows` rows
    only (a dark face's frame and index), the rest is felt."""
    mask = bytearray(WIDTH * HEIGHT)
    for cascade in range(8):
        x0 = LEFT + cascade * (CARD + GAP)
        for y in range(HEIGHT):
            for x in range(x0, x0 + CARD):
                dark = cascade == 7 and dark_from <= x - x0 < dark_to
                if not dark or y < dark_rows:
                    mask[y * WIDTH + x] = 1
    return mask


def test_a_dark_stretch_across_a_card_does_not_part_its_column() -> None:
    mask = _mask(80, 95, dark_rows=40)  # 15 columns holding 13 % of the fullest column
    runs = column_runs(mask, WIDTH, 0.15, dark_faces=True)
    last = LEFT + 7 * (CARD + GAP)
    assert runs[-1] == (last, last + CARD)
    assert [x1 - x0 for x0, x1 in runs] == [CARD] * 8


def test_a_gap_of_bare_felt_still_parts_two_cards() -> None:
    """The same stretch with no face pixels in it (felt from top to bottom) is no card's: the last
    cascade's run is what lies left of it (80 px), and the table has no eight runs alike."""
    with pytest.raises(PictureError, match="no FreeCell table found"):
        column_runs(_mask(80, 95, dark_rows=0), WIDTH, 0.15, dark_faces=True)


# The tops seen at `faces.WEAK_EDGE` down the eight cascades of the Ancient Egyptians JPEG at 800
# px (deal 412002, q65), cards 33.6 px apart from row 202; each cascade's own art lines besides.
ANCIENT_EGYPTIANS_800 = [
    (202, 504, [212, 215, 236, 259, 269, 303, 336, 360, 370, 404, 428]),
    (202, 504, [212, 236, 269, 303, 336, 346, 371, 394, 404]),
    (202, 504, [211, 235, 247, 269, 293, 303, 313, 320, 336, 350, 370, 404]),
    (202, 504, [235, 244, 269, 303, 336, 370, 404, 416, 451, 493]),
    (202, 470, [235, 269, 293, 303, 336, 370]),
    (202, 470, [212, 237, 269, 279, 282, 303, 336, 370]),
    (202, 470, [235, 269, 303, 313, 316, 336, 350, 357, 370, 382, 457]),
    (202, 469, [235, 250, 269, 303, 336, 360, 370, 384]),
]


def test_the_tables_spacing_is_not_fitted_to_one_cards_art() -> None:
    assert abs(joint_spacing(list(ANCIENT_EGYPTIANS_800), 74.0) - 33.6) < 0.3


def test_faint_tops_are_seen_only_when_asked() -> None:
    """A row that changed across 0.6 of the card is a top at `WEAK_EDGE`, not at `EDGE_SHARE`."""
    area = [0.0] * 10 + [1.0] * 80 + [0.0] * 10
    edges = [0.0] * 100
    edges[40] = 0.62
    edges[70] = 0.9
    assert edge_segments(area, edges, 4) == [(10, 90, [70])]
    assert EDGE_SHARE > 0.62 >= WEAK_EDGE
    assert edge_segments(area, edges, 4, WEAK_EDGE) == [(10, 90, [40, 70])]
