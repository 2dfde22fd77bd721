"""Playing in the real window (Xvfb, xcb): a card dragged with the mouse through XTEST."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Move, Position
from tests.ui.xserver import XServer, xvfb

pytestmark = pytest.mark.xvfb

TABLE_TOP = 60  # below the menu bar and toolbar


@pytest.fixture
def xserver(tmp_path: Path) -> Iterator[XServer]:
    with xvfb(tmp_path / "home") as server:
        yield server


def _white(image: QImage, x: int, y: int) -> bool:
    colour = image.pixelColor(x, y)
    return min(colour.red(), colour.green(), colour.blue()) > 225


def _felt(image: QImage, x: int, y: int) -> bool:
    colour = image.pixelColor(x, y)
    return colour.green() > colour.red() + 30 and colour.green() > colour.blue() + 10


def _face(image: QImage, start: int, end: int, y: int) -> bool:
    """A white run at row y is a card's face when most of it is white a few pixels lower too
    (an empty pile's outline is a line with felt below it)."""
    return sum(_white(image, x, y + 4) for x in range(start, end)) > (end - start) // 2


def columns(image: QImage) -> list[tuple[int, int]]:
    """(left edge, bottom edge) of the eight cascades, found in a screenshot."""
    # The table ends where the felt does (the moves panel is to its right).
    table_right = next(x for x in range(image.width() - 1, 0, -1) if _felt(image, x, TABLE_TOP + 20))
    for y in range(TABLE_TOP + 150, image.height() // 2 + 200):
        runs: list[int] = []
        x = 0
        while x < table_right:
            if _white(image, x, y):
                start = x
                while x < image.width() and _white(image, x, y):
                    x += 1
                if x - start > 50 and _face(image, start, x, y):
                    runs.append(start)
            x += 1
        if len(runs) == 8:
            break
    else:
        raise AssertionError("the eight cascades were not found")
    found = []
    for left in runs:
        bottom = y
        while bottom < image.height() - 1 and not _felt(image, left + 6, bottom + 1):
            bottom += 1
        found.append((left, bottom))
    return found


def _columns_when(
    xserver: XServer, shot: Path, ready: Callable[[list[tuple[int, int]]], bool], guard: float = 60
) -> list[tuple[int, int]]:
    """The columns of a screenshot once `ready` says so (or the last one seen after `guard` seconds,
    a hang guard: the assertions that follow then say what is wrong)."""
    deadline = time.monotonic() + guard
    while True:
        try:
            found = columns(QImage(str(xserver.screenshot(shot))))
        except AssertionError:  # not painted yet
            if time.monotonic() > deadline:
                raise
        else:
            if ready(found) or time.monotonic() > deadline:
                return found
        time.sleep(0.1)


def test_real_window_drags_a_card_with_the_mouse(
    qapp: QApplication, xserver: XServer, tmp_path: Path
) -> None:
    position = Position.from_deal(deal(617))
    move = next(
        Move(s, t, 1) for s in range(8) for t in range(8) if s != t and position.check(Move(s, t, 1)) is None
    )
    with xserver.running_app("--deal", "617"):
        xserver.focus_window("Deal #617")
        seen: list[list[tuple[int, int]]] = []
        # Painted and still: the same columns in two screenshots running.
        before = _columns_when(
            xserver, tmp_path / "before.png", lambda found: bool(seen.append(found) or seen[-2:-1] == [found])
        )
        (source_x, source_bottom), (target_x, target_bottom) = before[move.source], before[move.target]
        grab = (source_x + 40, source_bottom - 25)
        drop = (target_x + 40, target_bottom - 10)
        xserver.run("xdotool", "mousemove", "--sync", str(grab[0]), str(grab[1]), "mousedown", "1")
        for step in range(1, 11):
            x = grab[0] + (drop[0] - grab[0]) * step // 10
            y = grab[1] + (drop[1] - grab[1]) * step // 10
            xserver.run("xdotool", "mousemove", "--sync", str(x), str(y))
            time.sleep(0.03)
        xserver.run("xdotool", "mouseup", "1")
        # Until the drop's short animation has ended (the target column longer, the source shorter).
        after = _columns_when(
            xserver,
            tmp_path / "after.png",
            lambda found: (
                found[move.source][1] < source_bottom - 20 and found[move.target][1] > target_bottom + 20
            ),
        )
        assert after[move.source][1] < source_bottom - 20, "the card did not leave its column"
        assert after[move.target][1] > target_bottom + 20, "the card did not land on the target column"
        for column in set(range(8)) - {move.source, move.target}:
            assert abs(after[column][1] - before[column][1]) <= 2
