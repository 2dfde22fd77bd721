"""Future screenshots scaled down (a picture shared smaller than it was taken): never a crash,
never a wrong card. Scaled to 55-90 %, the cards 42-69 px wide, ranks were claimed wrong (a B read
as an 8, a C as a 0), and at 60 % of an 800-px window the top row's search raised ValueError
(core/picture/tabs.py LEAST_CLAIM_WIDTH, tabs_layout._top_row)."""

from __future__ import annotations

import pytest

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.picture.pixels import PictureError, PixelBuffer
from freecell_gui.core.picture.reading import read_picture

from .conftest import decks
from .test_tabs import FOLDER, MANIFEST


def _scaled(name: str, share: float) -> PixelBuffer:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    from freecell_gui.ui.picture.decode import pixel_buffer, read_picture_file
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    image: QImage = read_picture_file(FOLDER / name)
    width = int(image.width() * share)
    return pixel_buffer(image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation))


@pytest.mark.parametrize("share", [0.55, 0.6, 0.7, 0.8, 0.9])
@pytest.mark.parametrize("item", MANIFEST, ids=[item["file"] for item in MANIFEST])
def test_a_scaled_down_future_table_is_never_read_wrong(item: dict[str, object], share: float) -> None:
    picture = _scaled(str(item["file"]), share)
    try:
        reading = read_picture(picture, decks())
    except PictureError:
        return  # no table found, said in one line
    dealt = deal(int(str(item["deal"]))).columns
    wrong = [
        (read.card.code, real.code)
        for cascade, column in zip(reading.cascades, dealt, strict=False)
        for read, real in zip(cascade, column, strict=False)
        if read.card is not None and read.card != real
    ]
    assert wrong == []
