"""Three KPatience tables of the held-out set (seed 30) read badly by the layout, each worth up
to 52 cards (issue 27; tests/benchmarks/README.md, "The layout's whole tables"). The tops and runs
below were measured on the JPEGs themselves; the pictures of the first and last are kept in
tests/data/pictures (test_kpatience_set.py).

- Ancient Egyptians at 800 px, q50 (deal 1736332386): tops seen at `faces.WEAK_EDGE`, one card's
  art lines among them. Pooled, and shared by two cascades alike, they fitted 22.3 px, two thirds
  of the cards' 33.6, and the last cascade's own art lines fitted 55.8 px; its 6 cards counted 4,
  the table held 50 cards and no top card, and it was refused. The table's spacing is now the one
  each cascade's own tops fit best, summed over the cascades (`spacing._score_by_cascade`), and a
  cascade whose own spacing explains no more of its tops than the table's takes the table's.
- Oxygen White at 1280 px, q65 (deal 507583): the last top of four cascades lay in blur, unseen,
  and each kept its own spacing's count (one card short); the card's height, measured from each
  cascade's last top to its bottom, came out a spacing tall in half of them: 188 px for 161, and
  37 of 52 cards were left in doubt. Those cascades now take the table's spacing and count their
  cards from their length.
- XSkat German at 1000 px, q65 (deal 1548606784): a king's picture parted its cascade's paper 29
  rows high, and the tops above it were unseen, so the rest of the king lay past the reach
  counted from the last top seen: 2 cards missed. A run that ends where another cascade ends (cards
  as deep end on one row) is now the cascade's own.

And one of seed 28: Nicu White at 800 px, q60 (deal 179176): a queen's picture and one top seen
fitted 51.5 px in the fifth cascade, where the others' cards lay 33.5 apart (or twice that, every
other border missed); its 6 cards were counted 4. A cascade's cards lie no further apart than the
table's where most cascades show the table's spacing (`spacing._wider`).
"""

from __future__ import annotations

from freecell_gui.core.picture.layout import _cascade_segments
from freecell_gui.core.picture.spacing import LAST_CARD, Segment, cascade_fits, joint_spacing

# Tops seen at `faces.WEAK_EDGE` down the eight cascades (Ancient Egyptians, 800 px, q50).
ANCIENT_EGYPTIANS_800_Q50: list[Segment] = [
    (202, 504, [269, 303, 317, 324, 336, 361, 370, 380, 383, 404, 416, 491]),
    (202, 504, [303, 336, 350, 370, 404]),
    (202, 504, [226, 235, 259, 269, 303, 336, 360, 370, 404, 428]),
    (202, 504, [269, 303, 336, 360, 370, 382, 404]),
    (202, 470, [235, 245, 269, 279, 303, 312, 336, 346, 349, 370]),
    (202, 470, [226, 269, 303, 336, 370, 406, 446]),
    (202, 470, [247, 271, 279, 304, 327, 336, 370, 380, 387, 454]),
    (202, 469, [259, 303, 312, 336, 370, 380, 383, 456]),
]

# Tops seen by paper and borders (Oxygen White, 1280 px, q65): the last tops of the first, fourth,
# sixth and seventh cascades (606, 606, 553, 553) are not among them.
OXYGEN_WHITE_1280: list[Segment] = [
    (288, 765, [289, 341, 395, 448, 501, 554, 755]),
    (288, 765, [289, 341, 448, 501, 550, 554, 607, 755]),
    (288, 765, [289, 341, 395, 407, 448, 501, 544, 554, 596, 607, 755]),
    (288, 765, [289, 300, 330, 341, 395, 448, 491, 501, 550, 554, 755]),
    (288, 712, [289, 341, 395, 448, 566, 702]),
    (289, 712, [341, 395, 407, 448, 460, 501, 558, 596, 702]),
    (289, 712, [337, 341, 395, 448, 501, 702]),
    (288, 712, [289, 341, 448, 501, 513, 554, 566, 702]),
]

# Tops seen by paper and borders (Nicu White, 800 px, q60): the fifth cascade's queen shows a
# line at 356, and its own top at 368 is unseen.
NICU_WHITE_800: list[Segment] = [
    (200, 499, [234, 267, 289, 300, 334, 368]),
    (200, 499, [268, 334, 368, 400]),
    (200, 499, [235, 335, 356, 368, 401]),
    (200, 499, [335, 367, 400]),
    (200, 466, [301, 356]),
    (200, 433, [300, 335]),
    (200, 466, [235, 268, 301, 368]),
    (200, 466, [234, 267, 335]),
]

# Each column's runs of card rows (XSkat German, 1000 px, q65): the menu and tool bars, the
# cascade, KPatience's status bar; the second cascade parted at its last card, a king.
_BARS = [(8, 15, [11, 14]), (36, 43, [41])]
_STATUS = (747, 754, [])
XSKAT_GERMAN_1000: list[list[Segment]] = [
    [*_BARS, (247, 641, [292, 379]), _STATUS],
    [*_BARS, (247, 561, [248, 291, 379, 422]), (590, 641, []), _STATUS],
    [*_BARS, (247, 641, [291]), _STATUS],
    [*_BARS, (247, 641, [379, 422, 496, 510]), _STATUS],
    [*_BARS, (247, 258, []), (267, 597, [466]), _STATUS],
    [*_BARS, (247, 597, [422, 466]), _STATUS],
    [*_BARS, (247, 597, [466]), _STATUS],
    [*_BARS, (247, 597, [379, 466]), _STATUS],
]


def test_the_tables_spacing_is_the_one_each_cascades_own_tops_fit() -> None:
    assert abs(joint_spacing(ANCIENT_EGYPTIANS_800_Q50, 74.0) - 33.6) < 0.3


def test_a_cascade_whose_art_fits_another_spacing_as_well_takes_the_tables() -> None:
    fits = cascade_fits(list(ANCIENT_EGYPTIANS_800_Q50), 74.0, faint=True)
    assert all(fit is not None and abs(fit[0] - 33.6) < 0.3 for fit in fits)
    assert [fit[1] for fit in fits if fit] == [6, 6, 6, 6, 5, 5, 5, 5]


# Tops seen at `faces.WEAK_EDGE` down an XSkat German JPEG at 1280 px (seed 28, deal 348954, q65):
# mostly the lines of its pips; the cards lie 53 px apart.
XSKAT_GERMAN_1280_FAINT: list[Segment] = [
    (287, 767, [340, 394, 467, 553, 606, 686]),
    (287, 767, [303, 318, 331, 407, 447, 520, 527, 573, 586, 600, 626, 633, 637, 735, 739, 744]),
    (287, 767, [370, 380, 394, 467, 474, 520, 527, 584, 588, 686]),
    (287, 767, [394, 414, 421, 425, 624, 749]),
    (287, 714, [310, 317, 321, 356, 378, 388, 465, 500, 553]),
    (287, 661, [477, 481, 520, 525, 531, 540, 550, 555, 560, 564, 596, 600, 611, 621, 626, 630, 636, 640]),
    (287, 661, [300, 340, 420, 447, 523, 530, 540, 544, 616, 620, 631, 637]),
    (
        287,
        714,
        [
            *(327, 337, 352, 356, 375, 378, 382, 417, 424, 429, 434, 444, 463),
            *(576, 583, 593, 603, 607, 659, 663, 674, 679, 684, 690),
        ],
    ),
]


def test_a_spacing_few_cascades_show_is_not_the_tables() -> None:
    """Two cascades' art fits 88-89 px, another's 79 or 93: no spacing half the cascades show, so
    the pooled one stands (16 px: a table of far more than 52 cards, refused, and the table is
    then found by the next way). Taken, 88 px made a table of 38 cards, 5 of them claimed wrong."""
    assert joint_spacing(XSKAT_GERMAN_1280_FAINT, 104.0) < 20.0


def test_a_last_top_lost_in_blur_does_not_lose_the_last_card() -> None:
    """The index of each cascade's last card (7 and 6 cards: 6 and 5), from which the card's height
    is measured; the spacing is the table's."""
    fits = cascade_fits(list(OXYGEN_WHITE_1280), 112.0)
    assert [fit[1] for fit in fits if fit] == [6, 6, 6, 6, 5, 5, 5, 5]
    assert all(fit is not None and abs(fit[0] - 53.1) < 0.3 for fit in fits)


def test_a_cascades_spacing_wider_than_the_tables_is_its_cards_art() -> None:
    fits = cascade_fits(list(NICU_WHITE_800), 73.0)
    assert [fit[1] for fit in fits if fit] == [6, 6, 6, 6, 5, 4, 5, 5]
    assert all(fit is not None and abs(fit[0] - 33.5) < 0.3 for fit in fits)


def test_a_wider_spacing_stands_where_the_cascades_do_not_agree_on_the_tables() -> None:
    """A short cascade beside long ones squeezed closer (a window too low for them): most own
    spacings are not the table's, and the short cascade keeps its own."""
    found: list[Segment | None] = [
        (100, 600, [130, 160, 190, 220, 250, 280, 310, 340, 370, 400, 430, 460]),
        (100, 600, [132, 164, 196, 228, 260, 292, 324, 356, 388, 420, 452]),
        (100, 600, [134, 168, 202, 236, 270, 304, 338, 372, 406, 440]),
        (100, 400, [140, 180, 220, 260]),
    ]
    fits = cascade_fits(found, 100.0)
    assert fits[3] is not None and abs(fits[3][0] - 40.0) < 0.5


def test_a_run_ending_where_other_cascades_end_is_its_cascades_last_card() -> None:
    start, cascades = _cascade_segments(XSKAT_GERMAN_1000, 85.0)
    assert start == 247
    assert [(s[0], s[1]) if s else None for s in cascades] == [(247, 641)] * 4 + [(247, 597)] * 4


def test_a_bar_below_a_cascade_is_still_no_card() -> None:
    """The status bar ends on no cascade's row; a run past the last card's height below where the
    paper stopped is no card's even where another cascade ends there."""
    by_column = [list(column) for column in XSKAT_GERMAN_1000]
    by_column[1][3] = (700, 754, [])  # paper again 139 rows below: further than a card's height
    by_column[0][2] = (247, 754, [292, 379])
    _start, cascades = _cascade_segments(by_column, 85.0)
    assert cascades[1] is not None and cascades[1][1] == 561


# Runs of card rows by paper (Nicu Ornamental, 1280 px, q50): two stray tops in eight cascades.
NICU_ORNAMENTAL_1280: list[Segment | None] = [
    (287, 764, [763]),
    (287, 764, []),
    (287, 764, []),
    (287, 764, [606]),
    (287, 711, []),
    (287, 711, []),
    (287, 711, [500]),
    (287, 711, []),
]


def _strips(length: int, period: int) -> list[float]:
    """A cascade's paper profile down its overlapped cards: each strip a border's two rows and a
    frame line a third of the way down, repeating every `period` rows."""
    return [0.1 if y % period < 2 else 0.6 if y % period == period // 3 else 0.95 for y in range(length)]


def test_tops_too_few_for_the_cascades_give_way_to_the_strips_period() -> None:
    run_width = 116.0
    profiles = [_strips(round(s[1] - s[0] - LAST_CARD * run_width), 53) for s in NICU_ORNAMENTAL_1280 if s]
    fits = cascade_fits(NICU_ORNAMENTAL_1280, run_width, lambda: profiles)
    assert all(fit is not None and abs(fit[0] - 53.2) < 0.3 for fit in fits)
    assert [fit[1] for fit in fits if fit] == [6, 6, 6, 6, 5, 5, 5, 5]


def test_tops_enough_keep_their_spacing_whatever_the_period() -> None:
    """Every cascade shows its tops 53.2 apart: a period of half that (a pattern of the art) is
    not looked at."""
    found: list[Segment | None] = [(287, 711, [340, 393, 447, 500])] * 8
    profiles = [_strips(300, 26)] * 8
    fits = cascade_fits(found, 116.0, lambda: profiles)
    assert all(fit is not None and abs(fit[0] - 53.2) < 0.3 for fit in fits)
