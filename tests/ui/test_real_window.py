"""The real window on a real X server (Xvfb, Qt's xcb platform, not offscreen).

It opens the app as a user would, changes the deal with real key presses (XTEST through
xdotool), reads the window title from the X server and checks screenshots of the screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tests.ui.xserver import XServer, xvfb

pytestmark = pytest.mark.xvfb


@pytest.fixture
def xserver(tmp_path: Path) -> Iterator[XServer]:
    with xvfb(tmp_path / "home") as server:
        yield server


def _share(image: QImage, predicate, step: int = 3) -> float:  # type: ignore[no-untyped-def]
    total = hits = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            total += 1
            hits += bool(predicate(image.pixelColor(x, y)))
    return hits / total


def _felt(colour) -> bool:  # type: ignore[no-untyped-def]
    return colour.green() > colour.red() + 30 and colour.green() > colour.blue() + 10


def _card_face(colour) -> bool:  # type: ignore[no-untyped-def]
    return min(colour.red(), colour.green(), colour.blue()) > 235


def test_real_window_changes_deal_with_the_keyboard(
    qapp: QApplication, xserver: XServer, tmp_path: Path
) -> None:
    with xserver.running_app("--deal", "617"):
        xserver.focus_window("Deal #617")
        before = QImage(str(xserver.screenshot(tmp_path / "before.png")))

        xserver.run("xdotool", "key", "Next")  # PageDown: the next deal
        xserver.wait_for_window("Deal #618")
        after = QImage(str(xserver.screenshot(tmp_path / "after.png")))

        # The window is placed at the top left; look at its table area only.
        table = after.copy(0, 80, 1000, 600)
        assert _share(table, _felt) > 0.3, "the felt does not show"
        assert _share(table, _card_face) > 0.15, "no cards show"
        assert before.copy(0, 80, 1000, 600) != table, "the table did not change with the deal"
    settings = Path(xserver.env["XDG_CONFIG_HOME"]) / "freecell-gui" / "freecell-gui.ini"
    assert "last=618" in settings.read_text(encoding="utf-8")
