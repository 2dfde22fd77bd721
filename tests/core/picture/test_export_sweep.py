"""This program's own table reads whole at every export width from 800 to 2600 px, in two and
four colours, in a light and a dark window: the picture chain of the README (`export`, then
`read-image`, then `solve --board`) holds whatever the width.

At 1600 px (the default) the cascades' spacing is 71.45 px; the reader once took it as 71.0,
placed the last card 3 px high, drew the decks 2 px too tall and left 15 spades and clubs in
doubt. The sweep is every 100 px, so a width between the ones tried by hand cannot slip.
"""

from __future__ import annotations

import pytest

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.picture.reading import read_picture

from .conftest import decks

WIDTHS = range(800, 2601, 100)
DEALS = (617, 1, 11982, 1_203_741_719, 5_000_000_017, 8_589_934_591)
"""Deals of all three ranges, one a width in turn."""
WINDOWS = {
    # appearance: (felt, the window's bars around the table)
    "light": ("#24704a", "#efefef"),
    "dark": ("#1e2522", "#2b2b2b"),
}
BAR = 28
"""Pixels of a menu bar above the table and a status bar below it, as in the window."""


def _picture(width: int, four_colour: bool, appearance: str, number: int) -> PixelBuffer:
    """The export's table of deal `number` inside a window's bars of the appearance."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QImage, QPainter

    from freecell_gui.ui.export.renderer import ExportOptions, TableRenderer
    from freecell_gui.ui.picture.decode import pixel_buffer
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    felt, bars = WINDOWS[appearance]
    table = TableRenderer(ExportOptions(width=width, four_colour=four_colour, felt=felt)).image(deal(number))
    window = QImage(table.width(), table.height() + 2 * BAR, QImage.Format.Format_RGB32)
    window.fill(QColor(bars))
    painter = QPainter(window)
    try:
        painter.drawImage(QPoint(0, BAR), table)
        painter.setPen(QColor("#202020" if appearance == "light" else "#e0e0e0"))
        painter.drawText(8, BAR - 9, "Game  Edit  View  Help")
    finally:
        painter.end()
    return pixel_buffer(window)


@pytest.mark.slow
@pytest.mark.parametrize("appearance", sorted(WINDOWS))
@pytest.mark.parametrize("four_colour", [False, True], ids=["two-colour", "four-colour"])
@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_of_our_table_is_read_at_every_width(
    width: int, four_colour: bool, appearance: str
) -> None:
    number = DEALS[(width // 100) % len(DEALS)]
    reading = read_picture(_picture(width, four_colour, appearance, number), decks())
    read = [[card.code() for card in cascade] for cascade in reading.cascades]
    assert read == [[card.code for card in column] for column in deal(number).columns]
    assert reading.deck is not None and "this program" in reading.deck
