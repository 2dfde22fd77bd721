"""A cascade spread wider than the table's spacing (rows the layout missed) is given back unread."""

from __future__ import annotations

from itertools import cycle

from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK, Colour
from freecell_gui.core.picture.cascade_trust import withhold_spread_cascades
from freecell_gui.core.picture.layout import Box, TableLayout
from freecell_gui.core.picture.readings import CardReading, TableReading

CARD_WIDTH, CARD_HEIGHT = 74, 99


def _table(spacings: list[list[int]]) -> TableReading:
    """Cascades whose covered cards show these heights, each ending on a whole card, all read."""
    cards = cycle(DECK)  # more than 52 boxes in some drawn tables: only the boxes matter here
    cascades = []
    for column, heights in enumerate(spacings):
        y, boxes = 200, []
        for height in [*heights, CARD_HEIGHT]:
            boxes.append(Box(60 + 87 * column, y, CARD_WIDTH, height))
            y += height
        cascades.append(tuple(CardReading(box, Colour.RED, 1.0, (next(cards),), 0.9) for box in boxes))
    layout = TableLayout(
        CARD_WIDTH,
        CARD_HEIGHT,
        min(min(h) for h in spacings),
        tuple(tuple(c.box for c in cascade) for cascade in cascades),
        (),
        (),
    )
    return TableReading(layout, tuple(cascades), (), (), "a deck", False)


def test_a_cascade_spread_wider_than_the_table_is_not_claimed() -> None:
    # KPatience's Ancient Egyptians at 800 x 600 (seed 32, deal 388981): cascade 6 boxed at 55-57 px
    # where the table's cards stand 34 apart; its last box held the card of another row.
    spacings = [[34] * 6] * 4 + [[34] * 5] * 2 + [[56, 57, 55]] + [[34] * 5]
    read = withhold_spread_cascades(_table(spacings))
    assert all(card.card is None and card.colour is None for card in read.cascades[6])
    before = _table(spacings)
    assert [read.cascades[i] for i in (0, 1, 2, 3, 4, 5, 7)] == [
        before.cascades[i] for i in (0, 1, 2, 3, 4, 5, 7)
    ]


def test_a_squeezed_cascade_and_a_regular_table_are_kept() -> None:
    regular = _table([[34] * 6] * 4 + [[34] * 5] * 4)
    assert withhold_spread_cascades(regular) is regular
    squeezed = _table([[34] * 6] * 7 + [[20] * 12])
    assert withhold_spread_cascades(squeezed) is squeezed


@given(st.lists(st.lists(st.integers(10, 70), min_size=1, max_size=12), min_size=8, max_size=8))
def test_only_claims_are_taken_and_only_from_spread_cascades(spacings: list[list[int]]) -> None:
    before = _table(spacings)
    after = withhold_spread_cascades(before)
    covered = sorted(h for heights in spacings for h in heights)
    middle = len(covered) // 2
    spacing = covered[middle] if len(covered) % 2 else (covered[middle - 1] + covered[middle]) / 2
    for heights, old, new in zip(spacings, before.cascades, after.cascades, strict=True):
        assert len(new) == len(old) and [c.box for c in new] == [c.box for c in old]
        if new != old:
            assert len(covered) >= 8 and max(heights) > max(1.2 * spacing, spacing + 3)
            assert all(card.candidates == () and card.colour is None for card in new)
