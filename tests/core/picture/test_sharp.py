"""A doubt settled by the pixels where two drawn cards differ sharply (`glyphs.sharp_pixels`,
`choice._settled_sharply`): at 70-80 px a corner's small suit sign is a few pixels across, a
spade's point and a club's leaf within a pixel of each other everywhere, so the pixels that tell
strokes apart (`glyphs.telling_pixels`) are too few; Nicu Ornamental at 800 x 600 left every
black card's suit in doubt."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK, Colour, parse_card
from freecell_gui.core.picture.choice import _settled_sharply, card_candidates
from freecell_gui.core.picture.glyphs import (
    DARK_SHARP_LEVELS,
    SHARP_LEVELS,
    Shades,
    lean,
    sharp_pixels,
    telling_pixels,
)

ACROSS = 7
ROWS = 5
strips = st.binary(min_size=ACROSS * ROWS, max_size=ACROSS * ROWS).map(lambda raw: bytes(b % 16 for b in raw))


@settings(max_examples=200, deadline=None)
@given(strips, strips)
def test_the_sharp_pixels_are_those_whose_levels_differ_by_six_or_more(first: bytes, second: bytes) -> None:
    found = sharp_pixels(first, second)
    expected = [index for index in range(len(first)) if abs(first[index] - second[index]) >= SHARP_LEVELS]
    assert [index for index, *_rest in found] == expected
    to_first, amount = lean(first, found)
    to_second, _amount = lean(second, found)
    if found:  # a picture of one drawn card leans all the way to it
        assert to_first == 1.0 and to_second == -1.0 and amount > 0
    else:
        assert (to_first, amount) == (0.0, 0.0)


def _sign(top: int, widths: list[int]) -> bytes:
    """A strip of paper (level 15) with a small sign drawn in ink (0), `widths[k]` pixels wide
    centred in row `top + k`."""
    cells = bytearray([15] * (ACROSS * ROWS))
    for k, width in enumerate(widths):
        start = (ACROSS - width) // 2
        for x in range(start, start + width):
            cells[(top + k) * ACROSS + x] = 0
    return bytes(cells)


SPADE = _sign(1, [1, 3, 5, 5])
"""A spade's point, widening down."""
CLUB = _sign(1, [3, 3, 1, 5])
"""A club's leaf, its stem, the side leaves: within a pixel of the spade's ink everywhere."""


def test_a_small_sign_within_a_pixel_of_another_has_no_telling_pixels_but_sharp_ones() -> None:
    assert telling_pixels(Shades.of(SPADE, ACROSS), Shades.of(CLUB, ACROSS)) == []
    sharp = sharp_pixels(SPADE, CLUB)
    assert len(sharp) == 6
    towards, telling = lean(SPADE, sharp)
    assert towards == 1.0 and telling == 6.0


def _row(distances: dict[str, float]) -> list[float]:
    row = [1.0] * 52
    for code, distance in distances.items():
        row[parse_card(code).index] = distance
    return row


def _leaning(table: dict[tuple[str, str], tuple[float, float]]):  # type: ignore[no-untyped-def]
    def sharply(first: int, second: int) -> tuple[float, float]:
        pair = (DECK[first].code, DECK[second].code)
        if pair in table:
            return table[pair]
        towards, telling = table.get((pair[1], pair[0]), (0.0, 0.0))
        return -towards, telling

    return sharply


def test_a_suit_doubt_is_settled_by_sharp_pixels_leaning_clearly() -> None:
    # Measured on a Nicu Ornamental JPEG at quality 65, 800 x 600 (cards 75 px): its 3 of spades
    # against the 3 of clubs, 11.4 pixels of full contrast differing sharply, leaning 0.79 to
    # the spade; the corners matched 0.052 and 0.089, within the picture's noise of each other.
    row = _row({"3S": 0.052, "3D": 0.072, "3C": 0.089})
    assert card_candidates(row, Colour.BLACK, alike=lambda _a, _b: 0.036)[0] == (
        parse_card("3S"),
        parse_card("3C"),
    )
    read, confidence = card_candidates(
        row, Colour.BLACK, alike=lambda _a, _b: 0.036, sharply=_leaning({("3S", "3C"): (0.79, 11.4)})
    )
    assert read == (parse_card("3S"),) and confidence > 0


def test_sharp_pixels_too_few_too_split_or_a_card_matched_poorly_leave_the_doubt() -> None:
    row = _row({"3S": 0.052, "3C": 0.089})
    for towards, telling in ((0.79, 1.5), (0.5, 11.4), (0.0, 0.0)):
        read, _confidence = card_candidates(
            row,
            Colour.BLACK,
            alike=lambda _a, _b: 0.036,
            sharply=_leaning({("3S", "3C"): (towards, telling)}),
        )
        assert len(read) == 2
    poor = _row({"3S": 0.22, "3C": 0.25})
    read, _confidence = card_candidates(poor, Colour.BLACK, sharply=_leaning({("3S", "3C"): (0.9, 11.4)}))
    assert len(read) == 2


codes = st.sampled_from([card.code for card in DECK])


@settings(max_examples=300, deadline=None)
@given(
    st.lists(codes, min_size=2, max_size=5, unique=True),
    st.lists(st.floats(0.0, 0.3), min_size=5, max_size=5),
    st.data(),
)
def test_a_doubt_holding_its_card_is_never_settled_to_another(
    close: list[str], distances: list[float], data: st.DataObject
) -> None:
    # The picture's card is `close[0]`. The sharp pixels lean however they like between the
    # other candidates, and from each of them to the truth anywhere short of clearly away from
    # it (as noise may): no other card is then settled on.
    truth = close[0]
    leans: dict[tuple[str, str], tuple[float, float]] = {}
    for one in close:
        for other in close:
            if one < other:
                leans[(one, other)] = (data.draw(st.floats(-1.0, 1.0)), data.draw(st.floats(0.0, 30.0)))
    for other in close[1:]:
        if (other, truth) in leans:
            towards, telling = leans[(other, truth)]
            leans[(other, truth)] = (min(towards, 0.69), telling)
        else:
            towards, telling = leans[(truth, other)]
            leans[(truth, other)] = (max(towards, -0.69), telling)
    row = _row(dict(zip(close, distances, strict=False)))
    settled = _settled_sharply([parse_card(code).index for code in close], row, _leaning(leans))
    assert settled is None or DECK[settled[0]].code == truth


def _pip(widths: list[int], ink: int) -> bytes:
    """A light pip (`ink`, a grey level) on a dark face (level 1), as `_sign` draws a dark one."""
    cells = bytearray([1] * (ACROSS * ROWS))
    for k, width in enumerate(widths):
        start = (ACROSS - width) // 2
        for x in range(start, start + width):
            cells[(1 + k) * ACROSS + x] = ink
    return bytes(cells)


def test_on_a_dark_face_grey_pips_differ_sharply_at_fewer_levels() -> None:
    # KDE's dark Oxygen at 800 x 600: the 2 of spades' point and the 2 of clubs' leaf, grey on
    # black, differ by at most 5 levels, fewer than a black-on-white deck's sharp 6.
    spade, club = _pip([1, 3, 5, 5], 6), _pip([3, 3, 1, 5], 6)
    assert sharp_pixels(spade, club) == []
    sharp = sharp_pixels(spade, club, DARK_SHARP_LEVELS)
    assert len(sharp) == 6
    assert lean(spade, sharp)[0] == 1.0 and lean(club, sharp)[0] == -1.0
