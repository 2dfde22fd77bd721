"""The game in progress survives a restart, in the real window (Xvfb, xcb): four moves played with
the keyboard, Ctrl+Q, the app started again with no deal asked for: the same table and the same
moves panel, pixel for pixel, and the same game in the history."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.notation import write_move
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, AutoplayPolicy, Position
from freecell_gui.core.history.store import open_history
from tests.ui.xserver import XServer, xvfb

pytestmark = pytest.mark.xvfb

STATUS_BAR = 40  # the bottom of the window: the coach's line and messages differ between runs


@pytest.fixture
def xserver(tmp_path: Path) -> Iterator[XServer]:
    with xvfb(tmp_path / "home", 1600, 1000) as server:
        yield server


def keyboard_moves(number: int, count: int) -> list[str]:
    """`count` moves of deal `number` that two key presses play: a column's top card to another
    column or to the first free cell free (its letter)."""
    position = Position.from_deal(deal(number))
    texts = []
    for _ in range(count):
        # Column to column first (the keys' meaning is plain there), else to a free cell.
        move = min(
            (
                move
                for move in position.legal_moves()
                if move.source < 8 and move.target != HOME and move.size == 1
            ),
            key=lambda move: move.target >= FIRST_FREECELL,
        )
        text = write_move(position, move)
        assert len(text) == 2 and (move.target < 8 or move.target >= FIRST_FREECELL), text
        texts.append(text)
        position, _ = position.play(move).autoplay(AutoplayPolicy.MS)
    return texts


def window_image(xserver: XServer, tmp_path: Path, name: str, title: str) -> QImage:
    """The window (its status bar left out), cut from a screenshot of the whole screen."""
    window = xserver.wait_for_window(title)
    geometry = dict(
        line.split("=", 1) for line in xserver.run("xdotool", "getwindowgeometry", "--shell", window).split()
    )
    screen = QImage(str(xserver.screenshot(tmp_path / name)))
    x, y, width, height = (int(geometry[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))
    return screen.copy(QRect(x, y, width, height - STATUS_BAR))


def test_moves_quit_with_ctrl_q_and_start_again_the_same_game(
    qapp: QApplication, xserver: XServer, tmp_path: Path
) -> None:
    moves = keyboard_moves(617, 4)
    with xserver.running_app("--deal", "617"):
        xserver.focus_window("Deal #617")
        time.sleep(0.5)
        for text in moves:
            xserver.run("xdotool", "key", "--delay", "120", text[0], text[1])
            time.sleep(0.6)  # the card's flight
        time.sleep(1.0)
        before = window_image(xserver, tmp_path, "before.png", "Deal #617")
    history = tmp_path / "home" / "data" / "freecell-gui" / "freecell-gui"
    with open_history(history).store as store:
        record = store.last_game()
        assert record is not None and record.deal == 617 and record.cursor == 4
        assert record.moves.split(":")[1].split() == moves
    with xserver.running_app():  # no deal asked for: the game saved comes back
        xserver.focus_window("Deal #617")
        time.sleep(1.5)
        after = window_image(xserver, tmp_path, "after.png", "Deal #617")
    assert before.size() == after.size()
    differing = sum(
        before.pixel(x, y) != after.pixel(x, y)
        for y in range(0, before.height(), 2)
        for x in range(0, before.width(), 2)
    )
    assert differing == 0, f"{differing} pixels differ (see {tmp_path})"
