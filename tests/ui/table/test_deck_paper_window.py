"""The real window (Xvfb, Qt's xcb platform) with an installed deck whose drawing holds a shadow
around each card, as KDE's Ancient Egyptians does: the cards' paper fills their boxes, so not
a pixel of the deck's own shadow shows on the table."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tests.ui.table.deck_samples import PAPER, SHADOW, shadowed_deck_svg, write_deck
from tests.ui.xserver import XServer, xvfb

pytestmark = pytest.mark.xvfb


@pytest.fixture
def xserver(tmp_path: Path) -> Iterator[XServer]:
    with xvfb(tmp_path / "home") as server:
        yield server


def _count(image: QImage, colour_near: tuple[int, int, int], within: int, step: int = 1) -> int:
    """How many pixels of the image (of every `step`-th row and column) are within `within` of
    the colour in each channel."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(rgb.constBits())
    stride, width = rgb.bytesPerLine(), rgb.width()
    found = 0
    for y in range(0, rgb.height(), step):
        row = data[y * stride : y * stride + width * 3]
        for x in range(0, width * 3, 3 * step):
            if all(abs(row[x + channel] - colour_near[channel]) <= within for channel in range(3)):
                found += 1
    return found


def test_a_shadowed_deck_shows_its_paper_and_none_of_its_shadow(
    qapp: QApplication, xserver: XServer, tmp_path: Path
) -> None:
    deck = write_deck(tmp_path, "shadowed", shadowed_deck_svg((5, 0, 0, 4)))
    settings = Path(xserver.env["XDG_CONFIG_HOME"]) / "freecell-gui" / "freecell-gui.ini"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(f"[view]\ndeck={deck}\n", encoding="utf-8")
    paper = (PAPER.red(), PAPER.green(), PAPER.blue())
    shadow = (SHADOW.red(), SHADOW.green(), SHADOW.blue())
    with xserver.running_app("--deal", "617"):
        xserver.focus_window("Deal #617")
        # Painted and still: the deck's paper shows, the same in two screenshots running (a hang
        # guard of 60 s; the assertions then say what is wrong).
        deadline = time.monotonic() + 60
        last: QImage | None = None
        while True:
            shot = QImage(str(xserver.screenshot(tmp_path / "table.png")))
            painted = _count(shot, paper, 6, step=4) > shot.width() * shot.height() // (20 * 16)
            if (painted and shot == last) or time.monotonic() > deadline:
                break
            last = shot
            time.sleep(0.1)
    assert _count(shot, paper, 6) > shot.width() * shot.height() // 20, "the deck's cards do not show"
    # Before, each card showed a stripe of the shadow 4-5 px wide on its left and below: thousands.
    assert _count(shot, shadow, 60) == 0, "the deck's shadow shows on the table"
