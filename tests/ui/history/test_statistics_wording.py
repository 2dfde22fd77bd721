"""Statistics read the way a player counts (issue 27): every game is a game played, whether won,
won with help, given up or in progress, so the counts under Played add up to it; and the win
rate says which games it counts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.saved_game import SavedGame
from freecell_gui.core.history.store import GameResult, open_history
from freecell_gui.ui.app import create_window
from freecell_gui.ui.history.persistence import data_folder
from freecell_gui.ui.main_window import MainWindow


@pytest.fixture
def start(qtbot: QtBot) -> Iterator[object]:
    windows: list[MainWindow] = []

    def started() -> MainWindow:
        window = create_window(617)  # only looked at: no record of its own
        qtbot.addWidget(window)
        qtbot.waitUntil(lambda: window.persistence.ready)
        windows.append(window)
        return window

    yield started
    for window in windows:
        window.close()


def shown(window: MainWindow) -> dict[str, str]:
    dialog = window.history_actions.show_statistics()
    return {key: label.text() for key, label in dialog.values.items()}


def test_a_win_helped_by_solve_is_a_game_played_and_the_rate_says_why_it_is_empty(start: object) -> None:
    with open_history(data_folder()).store as store:
        game = store.begin_game(SavedGame(deal(10913)))
        store.finish_game(game, SavedGame(deal(10913)), GameResult.WON, win_moves=19, used_solver=True)
    values = shown(start())  # type: ignore[operator]
    assert (values["played"], values["won"], values["helped"]) == ("1", "0", "1")
    assert values["rate"] == "\u2014 (no game won without help or given up yet)"


def test_a_game_in_progress_is_a_game_played(start: object) -> None:
    window: MainWindow = start()  # type: ignore[operator]
    assert window.game.play(window.game.position.legal_moves()[0]) is None
    values = shown(window)
    assert (values["played"], values["progress"], values["won"], values["given_up"]) == ("1", "1", "0", "0")


def test_the_rate_counts_wins_without_help_over_those_and_the_games_given_up(start: object) -> None:
    with open_history(data_folder()).store as store:
        for result, helped in [(GameResult.WON, False), (GameResult.WON, True), (GameResult.GIVEN_UP, False)]:
            game = store.begin_game(SavedGame(deal(5)))
            store.finish_game(game, SavedGame(deal(5)), result, win_moves=30, used_hint=helped)
    values = shown(start())  # type: ignore[operator]
    assert values["played"] == "3"
    assert values["rate"] == "50% (1 of 2)"
