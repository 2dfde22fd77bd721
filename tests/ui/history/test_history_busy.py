"""Another program holding the history (SQLite's exclusive locking mode, taken by a real process)
never holds up the window: the table answers keys at once, the status bar says once that the
history is busy, and the game played meanwhile lands in the history when the lock is let go, or
at the next start if the app was quit before (nothing played is lost)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.core.game.notation import write_move
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME
from freecell_gui.core.history.store import HISTORY_FILE, GameResult, open_history
from freecell_gui.ui.app import create_window
from freecell_gui.ui.history.persistence import data_folder
from freecell_gui.ui.main_window import MainWindow

# Another program's connection in exclusive locking mode: once it has begun, nobody else may
# even read the file until it closes the connection.
LOCKER = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA locking_mode = EXCLUSIVE")
db.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
db.execute("COMMIT")
db.close()
print("released", flush=True)
"""


class Lock:
    """The history held by another process until `release()`."""

    def __init__(self, history: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", LOCKER, str(history)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None and self.process.stdout.readline().strip() == "locked"

    def release(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None and self.process.stdout is not None
            self.process.stdin.write("\n")
            self.process.stdin.flush()
            assert self.process.stdout.readline().strip() == "released"
            self.process.wait(10)


@pytest.fixture
def a_game_in_progress(qtbot: QtBot, isolated_settings: Path, isolated_data: Path) -> Path:
    """A history whose game saved last is deal 10913 after one move (the one a start resumes)."""
    window = create_window(10913)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.persistence.ready)
    assert window.game.play(window.game.position.legal_moves()[0]) is None
    window.close()
    return data_folder() / HISTORY_FILE


@pytest.fixture
def held(a_game_in_progress: Path) -> Iterator[Lock]:
    lock = Lock(a_game_in_progress)
    yield lock
    lock.release()


def two_key_move(window: MainWindow) -> str:
    """A move of the table that two key presses play: a column's top card to another column or
    to a free cell."""
    position = window.game.position
    for move in position.legal_moves():
        text = write_move(position, move)
        if move.target != HOME and move.size == 1 and len(text) == 2 and move.source < FIRST_FREECELL:
            return text
    raise AssertionError("no move of one card here")


def press(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    window.table_play.animations_enabled = False
    for key in keys:
        qtbot.keyClick(window.view, key)


def records(history: Path) -> list[tuple[int | None, GameResult, str]]:
    with open_history(history.parent).store as store:
        return sorted((record.deal, record.result, record.moves) for record in store.history())


def test_the_table_plays_while_another_program_holds_the_history_and_the_game_lands_after(
    qtbot: QtBot, held: Lock, a_game_in_progress: Path
) -> None:
    window = create_window()  # resume: the game saved last cannot be read yet
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert not window.persistence.ready
    move = two_key_move(window)
    press(qtbot, window, move)
    assert window.game.move_count == 1 and window.game.game.steps[0].text == move  # the key's effect
    qtbot.waitUntil(lambda: "another program holds it" in window.statusBar().currentMessage())
    assert not window.persistence.ready  # still held: the history has not caught up
    held.release()
    qtbot.waitUntil(lambda: window.persistence.ready, timeout=20_000)
    assert window.persistence.keeping
    window.persistence.flush()
    kept = records(a_game_in_progress)
    # The game resumed is not put over the one played meanwhile: both are in the history.
    assert (10913, GameResult.IN_PROGRESS, "moves: " + kept_move(kept, 10913)) in kept
    assert (window.model.number, GameResult.IN_PROGRESS, f"moves: {move}") in kept
    assert "kept in the history" in window.statusBar().currentMessage()
    window.close()


def kept_move(kept: list[tuple[int | None, GameResult, str]], deal: int) -> str:
    return next(moves for number, _, moves in kept if number == deal).removeprefix("moves: ")


def test_a_game_played_while_the_history_stays_held_to_the_quit_comes_back_at_the_next_start(
    qtbot: QtBot, held: Lock, a_game_in_progress: Path
) -> None:
    window = create_window(617)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    move = two_key_move(window)
    press(qtbot, window, move)
    assert window.game.move_count == 1
    window.close()  # the history is still held: the game is kept beside it
    held.release()
    again = create_window()
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.persistence.ready, timeout=20_000)
    assert again.model.number == 617 and [step.text for step in again.game.game.steps] == [move]
    assert (617, GameResult.IN_PROGRESS, f"moves: {move}") in records(a_game_in_progress)
    again.close()
