"""Moves played before the history has opened (it opens on a worker after the first paint) make
one record, as moves played after it do."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from freecell_gui.core.history.records import GameResult
from freecell_gui.core.history.store import HISTORY_FILE, open_history
from freecell_gui.ui.app import create_window
from freecell_gui.ui.history.persistence import data_folder


def test_a_game_begun_before_the_history_opened_is_one_record(
    qtbot: QtBot, isolated_settings: Path, isolated_data: Path
) -> None:
    window = create_window(617)
    qtbot.addWidget(window)
    assert not window.persistence.ready  # its opening is reported through the event loop
    for _ in range(3):
        assert window.game.play(window.game.position.legal_moves()[0]) is None
    qtbot.waitUntil(lambda: window.persistence.ready, timeout=60_000)
    window.persistence.flush()
    with open_history((data_folder() / HISTORY_FILE).parent).store as store:
        games = [(record.deal, record.result) for record in store.history()]
    assert games == [(617, GameResult.IN_PROGRESS)]
    window.close()
