"""Readings not trusted are given back unread: a cascade whose cards stand further apart than the
table's, and a table whose cards are mostly left in doubt.

A layout that missed a row or two of one cascade (faint tops on a JPEG) spreads that cascade's
boxes over the cards it saw: each covered box is then taller than the table's spacing, and the
card read in a box may be a card of another row. Claimed there, it puts a right card in a wrong
place: KPatience's Ancient Egyptians at 800 x 600 (boxes 55-57 px where the table's are 34) and
Nicu White at 1000 x 760 (73-74 px where they are 44) each gave a sure card of the wrong row, the
only wrong cards of 288 JPEGs (seeds 30-32 of tests/picture/make_kpat_jpegs.py). A cascade drawn
closer than the others (a long one, squeezed to fit the window) is kept: its boxes are shorter,
never taller.

A table of which most cards are left in doubt was matched against the wrong deck or measured
wrong, and the few cards it claims are claimed on the same poor evidence: KPatience's Oxygen Air
matched as its sibling Oxygen White (seed 32: 40 of 51 cards in doubt) claimed a 3 of Diamonds as
the 3 of Clubs.
"""

from __future__ import annotations

from dataclasses import replace
from statistics import median

from freecell_gui.core.picture.readings import CardReading, TableReading

_COVERED = 0.8
"""A box shorter than this share of the card's height is a covered card's (the last card of a
cascade shows whole)."""
_TALLER = 1.2
"""A covered box taller than the table's spacing by this factor (and `_SLACK` pixels) is spread."""
_SLACK = 3
_FEWEST = 8
"""The fewest covered boxes whose median is taken for the table's spacing."""
_MOSTLY_DOUBTED = 0.5
"""A table with more than this share of its cascades' cards in doubt claims none."""


def mostly_doubted(table: TableReading) -> bool:
    """True if more than half the table's cascade cards are not read surely."""
    cards = [card for cascade in table.cascades for card in cascade]
    doubted = sum(1 for card in cards if card.card is None)
    return bool(cards) and doubted > _MOSTLY_DOUBTED * len(cards)


def withhold_untrusted(table: TableReading, *, matched_deck: bool) -> TableReading:
    """`table` less the readings not trusted: spread cascades, every card of a table whose layout
    is implausible (`TableLayout.implausible`) and that no installed deck matched, and of one
    matched to an installed deck (`matched_deck`) yet mostly in doubt. A table read by the fonts of an
    unknown deck is mostly in doubt by nature (a rank and a colour, the suit left open: evidence
    the deal finder uses) and keeps its readings."""
    table = withhold_spread_cascades(table)
    # An installed deck matched in the boxes confirms they sit on the cards' corners; without it,
    # boxes of an implausible layout may straddle two cards.
    unconfirmed = table.layout.implausible and not matched_deck
    if not unconfirmed and not (matched_deck and mostly_doubted(table)):
        return table
    unread = tuple(tuple(_unread(card) for card in cascade) for cascade in table.cascades)
    return replace(
        table,
        cascades=unread,
        freecells=tuple(_unread(card) for card in table.freecells),
        foundations=tuple(_unread(card) for card in table.foundations),
    )


def withhold_spread_cascades(table: TableReading) -> TableReading:
    """`table` with every card of a spread cascade unread (no candidates, no colour)."""
    covered = [
        card.box.height
        for cascade in table.cascades
        for card in cascade
        if card.box.height < _COVERED * table.layout.card_height
    ]
    if len(covered) < _FEWEST:
        return table
    spacing = median(covered)
    limit = max(spacing * _TALLER, spacing + _SLACK)
    cascades = tuple(
        tuple(_unread(card) for card in cascade) if _spread(cascade, limit, table) else cascade
        for cascade in table.cascades
    )
    return table if cascades == table.cascades else replace(table, cascades=cascades)


def _spread(cascade: tuple[CardReading, ...], limit: float, table: TableReading) -> bool:
    return any(limit < card.box.height < _COVERED * table.layout.card_height for card in cascade)


def _unread(card: CardReading) -> CardReading:
    return CardReading(card.box, None, 0.0)
