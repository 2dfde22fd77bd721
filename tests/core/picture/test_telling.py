"""The pixels that tell two drawn cards apart, and which of the two a picture leans to.

Strips are levels (0-15, `glyphs.strip_shades`) a byte a pixel, rows joined. The masks in
`Shades` find the telling pixels a level at a time; here they are checked against the plain
definition, pixel by pixel, on random strips."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.picture.glyphs import Shades, lean, telling_pixels

ACROSS = 7
ROWS = 5
APART = 3
"""`glyphs._TELLING_LEVELS`."""


def _near(values: bytes, index: int, pick: type[min] | type[max]) -> int:
    """The picked level of `values` around `index`: a pixel either way, a row either way (a
    strip's end standing for the pixel beyond it), as `Shades` takes it."""
    count = len(values)

    def along(at: int, step: int) -> int:
        before = values[at - step] if at >= step else values[at]
        after = values[at + step] if at + step < count else values[at]
        return pick(before, values[at], after)  # type: ignore[operator]

    def across(at: int) -> int:
        return along(at, 1)

    above = across(index - ACROSS) if index >= ACROSS else across(index)
    below = across(index + ACROSS) if index + ACROSS < count else across(index)
    return pick(above, across(index), below)  # type: ignore[operator]


def _plain_telling(first: bytes, second: bytes) -> list[tuple[int, int]]:
    telling = []
    for sign, one, other in ((1, first, second), (-1, second, first)):
        for index, level in enumerate(one):
            if level <= _near(other, index, min) - APART or level >= _near(other, index, max) + APART:
                telling.append((index, sign))
    return sorted(telling)


strips = st.binary(min_size=ACROSS * ROWS, max_size=ACROSS * ROWS).map(lambda raw: bytes(b % 16 for b in raw))
"""Random strips of levels; ink-like strips (mostly paper, a few strokes) below."""
inked = st.lists(
    st.sampled_from([0, 2, 15, 15, 15, 15, 12]), min_size=ACROSS * ROWS, max_size=ACROSS * ROWS
).map(bytes)


@settings(max_examples=200, deadline=None)
@given(st.one_of(strips, inked), st.one_of(strips, inked))
def test_the_telling_pixels_are_those_further_than_three_levels_from_all_the_other_card_has_near(
    first: bytes, second: bytes
) -> None:
    found = telling_pixels(Shades.of(first, ACROSS), Shades.of(second, ACROSS))
    assert sorted((index, sign) for index, sign, *_rest in found) == _plain_telling(first, second)


@settings(max_examples=200, deadline=None)
@given(inked, inked)
def test_a_picture_of_one_drawn_card_leans_all_the_way_to_it(first: bytes, second: bytes) -> None:
    telling = telling_pixels(Shades.of(first, ACROSS), Shades.of(second, ACROSS))
    to_first, amount = lean(first, telling)
    to_second, _amount = lean(second, telling)
    if telling:
        assert to_first >= 1.0 and to_second <= -1.0
        assert amount > 0
    else:
        assert (to_first, amount) == (0.0, 0.0)


def test_a_glyph_drawn_a_pixel_aside_tells_nothing_a_stroke_where_none_is_near_tells() -> None:
    paper = bytearray([15] * (ACROSS * ROWS))
    stroke = bytearray(paper)
    for row in range(1, 4):
        stroke[row * ACROSS + 2] = 0  # a stroke down column 2
    aside = bytearray(paper)
    for row in range(1, 4):
        aside[row * ACROSS + 3] = 0  # the same stroke a pixel to the right
    far = bytearray(paper)
    for row in range(1, 4):
        far[row * ACROSS + 5] = 0  # a stroke three pixels away
    assert telling_pixels(Shades.of(bytes(stroke), ACROSS), Shades.of(bytes(aside), ACROSS)) == []
    telling = telling_pixels(Shades.of(bytes(stroke), ACROSS), Shades.of(bytes(far), ACROSS))
    assert sorted((index % ACROSS, sign) for index, sign, *_rest in telling) == [(2, 1)] * 3 + [(5, -1)] * 3
    # A blurred picture of the first (its stroke dark grey, not black) still leans to it.
    blurred = bytearray(paper)
    for row in range(1, 4):
        blurred[row * ACROSS + 2] = 4
    towards, _amount = lean(bytes(blurred), telling)
    assert towards > 0.6


def test_thousands_of_telling_pixels_are_thinned_evenly_and_still_lean_all_the_way() -> None:
    across, rows = 100, 40
    first = bytes([0] * (across * rows // 2) + [15] * (across * rows // 2))  # ink above, paper below
    second = bytes(reversed(first))
    telling = telling_pixels(Shades.of(first, across), Shades.of(second, across))
    for side in (1, -1):
        kept = [sign for _index, sign, *_rest in telling if (sign > 0) == (side > 0)]
        assert 0 < len(kept) <= 241
        assert abs(sum(kept)) >= across * rows // 2 - 2 * across  # each kept pixel stands for those left out
    assert lean(first, telling)[0] >= 1.0
    assert lean(second, telling)[0] <= -1.0
