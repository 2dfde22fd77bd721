"""Reading a kept KPatience JPEG against its deal: the cascade cards read right, and every card
claimed wrong (a card, or a colour claimed surely, that is not the deal's)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.picture.reading import read_picture

from .conftest import decks

SURE_COLOUR = 0.5
"""A colour claimed at least this surely is used to find the deal (identify's strict level)."""


@cache
def picture(path: Path) -> PixelBuffer:
    """The decoded JPEG."""
    from freecell_gui.ui.picture.decode import pixel_buffer, read_picture_file
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    return pixel_buffer(read_picture_file(path))


def right_and_wrong(path: Path, number: int) -> tuple[int, list[str]]:
    """The cascade cards of the picture at `path` read right, and those claimed wrong, against deal `number`."""
    reading = read_picture(picture(path), decks())
    right, wrong = 0, []
    for column, (cascade, dealt) in enumerate(zip(reading.cascades, deal(number).columns, strict=True)):
        for row, (card, truth) in enumerate(zip(cascade, dealt, strict=False)):
            sure_colour = card.colour is not None and card.colour_confidence >= SURE_COLOUR
            if card.card == truth:
                right += 1
            elif card.card is not None or (sure_colour and card.colour is not truth.colour):
                wrong.append(
                    f"cascade {column + 1}, card {row + 1}: {card.code()} ({card.colour}) for {truth.code}"
                )
    return right, wrong
