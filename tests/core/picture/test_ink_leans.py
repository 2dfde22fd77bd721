"""A colour read from an index's hue is kept only where its ink's lean to red agrees."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import Colour
from freecell_gui.core.picture.ink_leans import leaning_alike

BLACK, RED = Colour.BLACK, Colour.RED

# The leans and hue readings of a KPatience JPEG (Oxygen White, cards 72 px, quality 50: seed 31
# deal 723652): the 2 of Hearts' thin red "2" lost its chroma (hue: a sure black, lean 23), and
# the gap under it (5 -> 23) is as wide as the one above (45.5 -> 63.5), where one split served
# both colours and the card was claimed black.
_BLACKS = [-3.0, -1.5] + [0.0] * 18 + [1.0, 5.0]
_REDS_UNSURE = [31.0, 31.5, 35.0, 36.0, 45.5]
_REDS = [63.5, 73.0, 74.5, 75.0, 79.0, 82.0, 84.0, 84.5, 86.5, 88.5, 92.0, 100.5, 106.5, 120.0, 128.0]


def test_a_red_index_blurred_grey_is_not_claimed_black() -> None:
    tilts: list[float | None] = [*_BLACKS, 23.0, *_REDS_UNSURE, *_REDS, None]
    hues: list[tuple[Colour | None, float]] = (
        [(BLACK, 1.0)] * len(_BLACKS) + [(BLACK, 1.0)] + [(None, 0.0)] * 5 + [(RED, 0.9)] * 15 + [(None, 0.0)]
    )
    kept = leaning_alike(hues, tilts)
    assert kept[len(_BLACKS)] == (None, 0.0)  # the 2 of Hearts: no colour, not black
    assert kept[: len(_BLACKS)] == [(BLACK, 1.0)] * len(_BLACKS)
    assert kept[-16:-1] == [(RED, 0.9)] * 15


def test_one_group_of_leans_gives_no_colour() -> None:
    tilts: list[float | None] = [float(i % 5) for i in range(30)]
    hues: list[tuple[Colour | None, float]] = [(BLACK, 1.0)] * 15 + [(RED, 1.0)] * 15
    assert leaning_alike(hues, tilts) == [(None, 0.0)] * 30


@given(
    blacks=st.lists(st.floats(0, 6), min_size=8, max_size=30),
    reds=st.lists(st.floats(16, 200), min_size=8, max_size=30),
    hue_wrong=st.lists(st.booleans(), min_size=60, max_size=60),
)
def test_no_card_is_kept_in_the_other_colour(
    blacks: list[float], reds: list[float], hue_wrong: list[bool]
) -> None:
    """Black inks lean 0-6 and red ones 16 and more (`ink.ink_tilt`, measured): whatever the hue
    test says (here wrong at random), no card of a table of both colours keeps the other
    colour."""
    assume(min(len(blacks), len(reds)) >= 0.35 * (len(blacks) + len(reds)))
    truth = [BLACK] * len(blacks) + [RED] * len(reds)
    hues: list[tuple[Colour | None, float]] = [
        ((RED if colour is BLACK else BLACK) if wrong else colour, 1.0)
        for colour, wrong in zip(truth, hue_wrong, strict=False)
    ]
    tilts: list[float | None] = [*blacks, *reds]
    for colour, (kept, _sure) in zip(truth, leaning_alike(hues, tilts), strict=True):
        assert kept in (None, colour)
