"""A damaged record of the history is said in the status bar at one start, not at every start; new
damage is said again; the History window still says how many games could not be read."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from pytestqt.qtbot import QtBot

from freecell_gui.core.history.store import open_history
from freecell_gui.ui.app import create_window
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.settings import ASK_BEFORE_LEAVING


def _start(qtbot: QtBot) -> MainWindow:
    window = create_window()
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.persistence.ready)  # opened on a worker
    return window


def _damage(folder: Path, game_id: int, column: str, value: str) -> None:
    with sqlite3.connect(folder / "history.sqlite") as raw:
        raw.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, game_id))
    raw.close()


def _played(window: MainWindow, number: int) -> None:
    window.model.set_number(number)
    window.game.play(window.game.position.legal_moves()[0])
    window.persistence.flush()


def test_two_starts_say_the_damage_once_and_new_damage_again(
    qtbot: QtBot, window: MainWindow, isolated_data: Path
) -> None:
    qtbot.waitUntil(lambda: window.persistence.ready)
    window.settings.set(ASK_BEFORE_LEAVING, False)  # the deal changes below leave moves behind
    _played(window, 10913)
    _played(window, 617)  # saved last: the game a start resumes
    window.close()
    with open_history(isolated_data).store as store:
        first, second = sorted(record.id for record in store.history())
    _damage(isolated_data, second, "started", "yesterday")

    again = _start(qtbot)
    message = again.statusBar().currentMessage()
    assert f"Game {second} of the history is damaged" in message and "skipped" in message, message
    dialog = again.history_actions.show_history()
    assert dialog.damaged_label.isVisibleTo(dialog)
    assert dialog.damaged_label.text().startswith("1 game of the history could not be read")
    dialog.close()
    again.close()

    third = _start(qtbot)  # nothing changed since: nothing said
    assert "damaged" not in third.statusBar().currentMessage()
    dialog = third.history_actions.show_history()
    assert dialog.damaged_label.text().startswith("1 game of the history could not be read")  # found later
    dialog.close()
    third.close()

    _damage(isolated_data, first, "saved", "soon")  # new damage
    fourth = _start(qtbot)
    message = fourth.statusBar().currentMessage()
    assert f"Game {first} of the history is damaged" in message and f"Game {second} " not in message, message
    fourth.close()
    assert "damaged" not in _start(qtbot).statusBar().currentMessage()
