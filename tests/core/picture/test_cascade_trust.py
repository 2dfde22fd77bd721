"""A cascade spread wider than the table's spacing (rows the layout missed) is given back unread."""

from __future__ import annotations

from dataclasses import replace
from itertools import cycle

from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK, Colour
from freecell_gui.core.picture.cascade_trust import withhold_spread_cascades, withhold_untrusted
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


def _with_doubts(table: TableReading, doubted: int) -> TableReading:
    """`table` with its first `doubted` cascade cards left as two-card doubts."""
    count = 0
    cascades = []
    for cascade in table.cascades:
        cards = []
        for card in cascade:
            doubt = CardReading(
                card.box, card.colour, card.colour_confidence, (*card.candidates, DECK[0]), 0.5
            )
            cards.append(doubt if count < doubted else card)
            count += 1
        cascades.append(tuple(cards))
    return replace(table, cascades=tuple(cascades))


def test_a_table_mostly_in_doubt_claims_nothing() -> None:
    # KPatience's Oxygen Air matched as Oxygen White (seed 32, deal 999984): 40 of 51 cards in
    # doubt, and one of the 11 claimed (a 3 of Diamonds as the 3 of Clubs) wrong.
    table = _table([[34] * 6] * 4 + [[34] * 5] * 4)  # 52 cards
    mostly = withhold_untrusted(_with_doubts(table, 27), matched_deck=True)
    assert all(card.candidates == () and card.colour is None for card in mostly.all())
    half = _with_doubts(table, 26)
    assert withhold_untrusted(half, matched_deck=True) == half
    by_fonts = _with_doubts(table, 40)  # an unknown deck read by its fonts: doubts are its evidence
    assert withhold_untrusted(by_fonts, matched_deck=False) == by_fonts


def test_an_implausible_layout_claims_nothing() -> None:
    # find_layout keeps a table that breaks a rule of every FreeCell table only for want of
    # another (an XSkat German JPEG: 40 cards, none above the cascades): read by the fonts
    # (no deck matched), its colours were of cards of other rows.
    table = _table([[50] * 4] * 8)
    implausible = replace(table, layout=replace(table.layout, implausible=True))
    kept = withhold_untrusted(implausible, matched_deck=False)
    assert all(card.candidates == () and card.colour is None for card in kept.all())
    assert withhold_untrusted(table, matched_deck=False) == table
    # A deck matched in its boxes confirms them (a Nicu Ornamental JPEG: 51 cascade cards, its
    # foundation's ace missed, all read right).
    assert withhold_untrusted(implausible, matched_deck=True) == implausible
