"""The spacing of a cascade whose cards' tops show no border: the period at which its rows repeat."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.picture.spacing import periodic_spacing

RUN_WIDTH = 98.0


def _cascade(period: int, cards: int, offset: int) -> list[float]:
    """A paper profile of `cards` overlapped cards `period` rows apart: paper, an index's ink
    near the top of each strip and a frame line `offset` rows below each top (Nicu Ornamental),
    no border between the cards."""
    profile = []
    for _card in range(cards):
        for row in range(period):
            if row == offset:
                profile.append(0.2)
            elif 2 <= row < 9:
                profile.append(0.8)
            else:
                profile.append(0.97)
    return profile


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=20, max_value=60), st.integers(min_value=4, max_value=6), st.data())
def test_the_period_of_cards_without_borders_is_their_spacing(
    period: int, cards: int, data: st.DataObject
) -> None:
    offset = data.draw(st.integers(min_value=10, max_value=period - 2))
    profiles = [_cascade(period, cards, offset) for _ in range(8)]
    assert periodic_spacing(profiles, RUN_WIDTH) == period


def test_no_period_in_a_flat_or_short_profile() -> None:
    assert periodic_spacing([[0.9] * 300] * 8, RUN_WIDTH) == 0.0
    assert periodic_spacing([[0.9, 0.2] * 5], RUN_WIDTH) == 0.0


def test_a_cascade_spacing_near_the_tables_is_the_tables() -> None:
    """A false top in a card's art (dark Oxygen) made one cascade's spacing 45.1 px where the
    table's is 44.0: its last card lay 5 px off. A spacing further off (a cascade drawn closer
    to fit the window) stays its own."""
    from freecell_gui.core.picture.spacing import common_spacing

    assert common_spacing((45.1, 6), 44.0) == (44.0, 6)
    assert common_spacing((42.9, 5), 44.0) == (44.0, 5)
    assert common_spacing((40.0, 6), 44.0) == (40.0, 6)
    assert common_spacing((88.2, 3), 44.0) == (44.0, 6)


def test_a_false_top_in_a_cards_art_does_not_set_its_cascades_spacing() -> None:
    """Paris at 800 px: one cascade's tops seen at 237, 262 (its art), 271 and 372 from 204 fitted
    56 px, where the table's cards lie 33.7 apart (and its third box held its fifth card, claimed
    at the wrong place). The table's spacing explains more of its tops, and is taken."""
    from freecell_gui.core.picture.spacing import cascade_fits

    spacing, start, run_width = 33.7, 204, 66.0
    clean = (start, 470, [round(start + k * spacing) for k in range(1, 6)])
    found = [clean] * 7 + [(start, 470, [237, 262, 271, 372])]
    fits = cascade_fits(found, run_width)  # type: ignore[arg-type]
    assert fits[7] is not None and abs(fits[7][0] - spacing) < 0.5
