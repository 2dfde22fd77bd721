"""A doubt between ranks of one suit settled by the pixels where their drawings differ, each a
vote (`glyphs.votes`, `choice._settled_by_votes`): XSkat German's and Tigullio's small rank glyphs
under the same pips, left in doubt before (7 of leaves or 9 of leaves); and between two suits of
a rank, when the colour is sure, by the pixels where one suit has a stroke the other has not
(`glyphs.apart`)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import Colour, parse_card
from freecell_gui.core.picture.choice import card_candidates
from freecell_gui.core.picture.glyphs import SHIFT, apart, votes

SHIFTS = (2 * SHIFT + 1) ** 2
CENTRE = SHIFTS // 2
WIDTH = 64
bits = st.integers(min_value=0, max_value=2**WIDTH - 1)


def _row(distances: dict[str, float]) -> list[float]:
    row = [1.0] * 52
    for code, distance in distances.items():
        row[parse_card(code).index] = distance
    return row


@settings(max_examples=200, deadline=None)
@given(bits, bits, bits)
def test_each_differing_pixel_votes_for_one_card_or_the_other(first: int, second: int, seen: int) -> None:
    far = 2**WIDTH - 2**16  # differs from each card at 48 pixels or more: the centre is nearer
    first, second, seen = first % 2**16, second % 2**16, seen % 2**16
    shifts = [far] * SHIFTS
    shifts[CENTRE] = seen
    towards, differing = votes(shifts, first, second)
    assert differing == (first ^ second).bit_count()
    # At the centre the picture agrees with the first card where it does not with the second.
    assert towards == ((seen ^ second) & (first ^ second)).bit_count()
    assert votes(shifts, second, first) == (differing - towards, differing)


def test_a_card_matched_best_at_the_furthest_shift_gets_no_votes() -> None:
    first, second = 0b1111_0000, 0b0000_1111
    shifts = [0] * SHIFTS
    shifts[0] = first  # the corner shift: the card may lie further off than tried
    assert votes(shifts, first, second) == (0, 0)


def _votes_for(table: dict[tuple[str, str], tuple[int, int]]):  # type: ignore[no-untyped-def]
    def vote(first: int, second: int) -> tuple[int, int]:
        for (one, other), (towards, differing) in table.items():
            if (parse_card(one).index, parse_card(other).index) == (first, second):
                return towards, differing
        raise AssertionError("not asked")

    return vote


def test_ranks_of_one_suit_are_settled_by_clear_votes() -> None:
    # Measured on an XSkat German JPEG at quality 50, 1000 px: the 7 of leaves' corners differ
    # from the 9's by 22 pixels, of which the picture sided with the 7 on 21.
    row = _row({"7S": 0.010, "9S": 0.026, "8S": 0.030, "6S": 0.035, "7C": 0.077})
    assert card_candidates(row, Colour.BLACK)[0] == (parse_card("7S"), parse_card("9S"))
    read, confidence = card_candidates(row, Colour.BLACK, votes=_votes_for({("7S", "9S"): (21, 22)}))
    assert read == (parse_card("7S"),) and confidence > 0


def test_votes_too_few_or_too_split_leave_the_doubt() -> None:
    row = _row({"7S": 0.010, "9S": 0.026, "8S": 0.030})
    for towards, differing in ((7, 7), (8, 14), (0, 0)):
        read, _confidence = card_candidates(
            row, Colour.BLACK, votes=_votes_for({("7S", "9S"): (towards, differing)})
        )
        assert read == (parse_card("7S"), parse_card("9S"))


def test_suits_whose_corners_differ_by_no_stroke_are_not_settled_by_votes() -> None:
    # Oxygen prints its suits mid-card: the corners of its 2 of clubs and 2 of spades differ by
    # antialiasing alone (a JPEG's 2 of clubs sided with the 2 of spades on 7 of 7 such pixels),
    # so no pixel is apart (`glyphs.apart`) and none votes.
    row = _row({"2S": 0.040, "2C": 0.045})
    read, _confidence = card_candidates(row, Colour.BLACK, votes=_votes_for({("2S", "2C"): (0, 0)}))
    assert read == (parse_card("2S"), parse_card("2C"))


def test_a_doubt_among_more_than_four_ranks_is_not_settled_by_votes() -> None:
    codes = ["5C", "8C", "6C", "2C", "JC"]
    row = _row({code: 0.084 + 0.002 * n for n, code in enumerate(codes)})
    read, _confidence = card_candidates(
        row, Colour.BLACK, votes=_votes_for({("5C", other): (40, 40) for other in codes[1:]})
    )
    assert len(read) == 5


def test_a_card_matched_poorly_is_not_settled_by_votes() -> None:
    row = _row({"7S": 0.22, "9S": 0.25})
    read, _confidence = card_candidates(row, Colour.BLACK, votes=_votes_for({("7S", "9S"): (40, 40)}))
    assert read == (parse_card("7S"), parse_card("9S"))


ACROSS = 8
"""Pixels a row of the ink bits below (a byte a pixel, as `glyphs.template_bits` packs them)."""


def _ink(*pixels: tuple[int, int]) -> int:
    cells = bytearray(ACROSS * 6)
    for x, y in pixels:
        cells[y * ACROSS + x] = 1
    return int.from_bytes(cells, "little")


def test_a_stroke_drawn_a_pixel_aside_is_not_apart_one_where_the_other_has_none_is() -> None:
    stroke = _ink((2, 1), (2, 2), (2, 3))
    aside = _ink((3, 1), (3, 2), (3, 3))  # antialiasing's pixel: KDE's Oxygen's corners
    far = _ink((6, 1), (6, 2), (6, 3))  # a suit's own stroke: XSkat's leaves against acorns
    assert apart(stroke, aside, ACROSS) == 0
    assert apart(stroke, far, ACROSS) == stroke | far


def test_two_suits_of_a_rank_are_settled_by_votes_only_when_the_colour_is_sure() -> None:
    # Measured on an XSkat German JPEG at 800 px: its ten of leaves against the ten of acorns,
    # 54 of 59 differing pixels on the leaves' side.
    row = _row({"TS": 0.048, "TC": 0.062})
    vote = _votes_for({("TS", "TC"): (54, 59)})
    assert card_candidates(row, Colour.BLACK, votes=vote)[0] == (parse_card("TS"),)
    assert card_candidates(row, None, votes=vote)[0] == (parse_card("TS"), parse_card("TC"))


def test_two_suits_and_another_rank_are_not_settled_by_votes() -> None:
    row = _row({"TS": 0.048, "TC": 0.060, "9S": 0.062})
    vote = _votes_for({("TS", "TC"): (54, 59), ("TS", "9S"): (30, 30)})
    assert len(card_candidates(row, Colour.BLACK, votes=vote)[0]) == 3
