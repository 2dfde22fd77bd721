"""A deal only looked at leaves no record: any mix of starts with --deal N, deals shown in the
window (Next, a number typed) and quits, with no move made, adds nothing to the history; the
first move records the game, and the game in progress before is the one a start resumes."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.core.history.store import GameResult
from freecell_gui.ui.app import create_window
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.settings import ASK_BEFORE_LEAVING


def start(qtbot: QtBot, number: int | None) -> MainWindow:
    window = create_window(number)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.persistence.ready)
    return window


def records(window: MainWindow) -> list[tuple[int | None, GameResult, int]]:
    store = window.persistence.store
    assert store is not None
    window.persistence.flush()
    return sorted((record.deal, record.result, record.cursor) for record in store.history(limit=1000))


# What a visit does: start the app at a deal (or with none), or show another deal in the window.
VISITS = {
    "starts at deals": [("start", 5), ("start", 6), ("start", 7)],
    "deals shown": [("show", 5), ("show", 6), ("show", 7)],
    "starts and shows": [("start", 5), ("show", 6), ("start", None), ("show", 8), ("start", 9)],
}


@pytest.mark.parametrize("visits", VISITS.values(), ids=list(VISITS))
def test_deals_only_looked_at_leave_no_record(
    qtbot: QtBot, isolated_settings: Path, isolated_data: Path, visits: list[tuple[str, int | None]]
) -> None:
    window = start(qtbot, 617)
    window.settings.set(ASK_BEFORE_LEAVING, False)  # a deal shown leaves the game with its move
    window.game.play(window.game.position.legal_moves()[0])  # the one game played
    assert records(window) == [(617, GameResult.IN_PROGRESS, 1)]
    window.close()
    window = start(qtbot, None)
    left = False
    for kind, number in visits:
        if kind == "start":
            window.close()
            window = start(qtbot, number)
        elif number is not None and number != window.model.number:
            left = left or window.model.number == 617
            window.model.set_number(number)
        # The game played is given up once left for another deal; no other record appears.
        result = GameResult.GIVEN_UP if left else GameResult.IN_PROGRESS
        assert records(window) == [(617, result, 1)]
    window.close()
    # A game still in progress is the one a start without --deal resumes.
    again = start(qtbot, None)
    assert (again.model.number == 617 and again.game.game.cursor == 1) or left
    assert records(again) == [(617, result, 1)]
    again.close()


def test_the_first_move_records_the_game_and_leaving_it_gives_it_up(
    qtbot: QtBot, isolated_settings: Path, isolated_data: Path
) -> None:
    window = start(qtbot, 5)
    window.settings.set(ASK_BEFORE_LEAVING, False)  # the deal changes below leave moves behind
    assert records(window) == []
    window.game.play(window.game.position.legal_moves()[0])
    assert records(window) == [(5, GameResult.IN_PROGRESS, 1)]
    window.model.set_number(6)
    assert records(window) == [(5, GameResult.GIVEN_UP, 1)]
    window.game.play(window.game.position.legal_moves()[0])
    window.game.undo()  # a game with its move undone is still a game: kept as given up when left
    window.model.set_number(7)
    assert records(window) == [(5, GameResult.GIVEN_UP, 1), (6, GameResult.GIVEN_UP, 0)]
    window.close()
