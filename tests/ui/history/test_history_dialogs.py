"""Game > History and Game > Statistics on a real history, kept in the test's data folder through
core/history: what they show, their filter and pages, opening a game, deleting the history, and
the solver's lengths filled in as they are found."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.saved_game import SavedGame
from freecell_gui.core.history.store import HISTORY_FILE, GameResult, HistoryStore, open_history
from freecell_gui.ui.app import create_window
from freecell_gui.ui.history import history_dialog, statistics_dialog
from freecell_gui.ui.history.history_dialog import HistoryDialog
from freecell_gui.ui.history.persistence import data_folder
from freecell_gui.ui.history.statistics_dialog import SOLVER_COLUMN, StatisticsDialog
from freecell_gui.ui.main_window import MainWindow
from tests.core.save_writer import saved

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
SOLVER_LENGTHS = {10913: 19, 5: 30, 617: 40, 1000: 35, 1001: 36}
"""Every deal seeded, and the one on the table, has its solver's length: no solve starts."""


class Clock:
    """A clock that moves one minute each time it is read: the records' order is known."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def seed(folder: Path) -> None:
    """Five games, oldest first: 10913 won in 19 moves, 10913 given up after 3 moves, deal 5 won
    with a hint, 1000 and 1001 given up with no move; and the solver's lengths."""
    with open_history(folder, clock=Clock()).store as store:
        won = store.begin_game(saved(10913, 0))
        store.finish_game(won, saved(10913, 19), GameResult.WON)
        given_up = store.begin_game(saved(10913, 0))
        store.finish_game(given_up, saved(10913, 3), GameResult.GIVEN_UP)
        helped = store.begin_game(SavedGame(deal(5)))
        store.finish_game(helped, SavedGame(deal(5)), GameResult.WON, win_moves=42, used_hint=True)
        for number in (1000, 1001):
            store.finish_game(
                store.begin_game(SavedGame(deal(number))), SavedGame(deal(number)), GameResult.GIVEN_UP
            )
        for number, length in SOLVER_LENGTHS.items():
            store.record_solver_length(number, length)


def seeded_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window at deal 617 over the seeded history, one move played there (617 in progress on the
    table: a sixth game; a deal only looked at would leave no record). For the fixtures named
    `window` of this folder's dialog tests."""
    seed(data_folder())  # asked of Qt once the application exists, as the window asks it
    main = create_window(617)
    qtbot.addWidget(main)
    qtbot.waitUntil(lambda: main.persistence.ready)
    main.table_play.animations_enabled = False
    from freecell_gui.ui.settings import ASK_BEFORE_LEAVING

    main.settings.set(
        ASK_BEFORE_LEAVING, False
    )  # opening another game asks nothing (a modal question would block)
    assert main.game.play(main.game.position.legal_moves()[0]) is None
    main.persistence.flush()
    yield main
    main.close()


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """See seeded_window."""
    yield from seeded_window(qtbot)


def rows(table: object) -> list[list[str]]:
    from PySide6.QtWidgets import QTableWidget

    assert isinstance(table, QTableWidget)
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def history(window: MainWindow) -> HistoryDialog:
    dialog = window.history_actions.show_history()
    assert dialog.isVisible()
    return dialog


# --- History -----------------------------------------------------------------------------------


def test_history_lists_every_game_newest_first_with_its_result_moves_and_help(window: MainWindow) -> None:
    dialog = history(window)
    shown = [(row[1], row[2], row[3], row[4]) for row in rows(dialog.table)]
    assert shown == [
        ("#617", "In progress (on the table)", "1", ""),
        ("#1,001", "Given up", "0", ""),
        ("#1,000", "Given up", "0", ""),
        ("#5", "Won", "42", "Hint"),
        ("#10,913", "Given up", "3 (+16 to redo)", ""),
        ("#10,913", "Won", "19", ""),
    ]
    assert dialog.count_label.text() == "6 games"
    assert not dialog.open_button.isEnabled()  # nothing selected yet


def test_the_filter_shows_one_result_and_counts_it(window: MainWindow) -> None:
    dialog = history(window)
    dialog.filter_box.setCurrentIndex(dialog.filter_box.findText("Won"))
    assert [row[1] for row in rows(dialog.table)] == ["#5", "#10,913"]
    assert dialog.count_label.text() == "2 games"
    dialog.filter_box.setCurrentIndex(dialog.filter_box.findText("In progress"))
    assert [row[1] for row in rows(dialog.table)] == ["#617"]
    assert dialog.count_label.text() == "1 game"


def test_pages_go_older_and_newer_and_stop_at_the_ends(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history_dialog, "GAMES_A_PAGE", 4)
    window.history_actions.history_dialog = None
    dialog = history(window)
    pager = dialog.pager
    assert dialog.table.rowCount() == 4
    assert pager.label.text() == "Games 1\u20134 of 6"
    assert not pager.back_button.isEnabled() and pager.forward_button.isEnabled()
    pager.forward_button.click()
    assert [row[1] for row in rows(dialog.table)] == ["#10,913", "#10,913"]
    assert pager.label.text() == "Games 5\u20136 of 6"
    assert pager.back_button.isEnabled() and not pager.forward_button.isEnabled()
    pager.back_button.click()
    assert dialog.offset == 0 and dialog.table.rowCount() == 4


def test_opening_a_game_puts_it_on_the_table_at_its_last_position(window: MainWindow) -> None:
    dialog = history(window)
    given_up = next(row for row, cells in enumerate(rows(dialog.table)) if cells[3].startswith("3 "))
    dialog.table.selectRow(given_up)
    assert dialog.open_button.isEnabled()
    dialog.open_button.click()
    assert not dialog.isVisible()  # opened: the window closes
    assert window.model.deal.number == 10913
    assert window.game.move_count == 3 and len(window.game.game.steps) == 19  # the rest to redo
    again = history(window)
    on_table = [cells for cells in rows(again.table) if "(on the table)" in cells[2]]
    assert [cells[1] for cells in on_table] == ["#10,913"]  # it goes on in its own record


def test_opening_the_game_on_the_table_only_says_so(window: MainWindow) -> None:
    messages: list[str] = []
    window.persistence.show_message = messages.append  # type: ignore[method-assign]
    dialog = history(window)
    dialog.table.selectRow(0)
    dialog.open_selected()
    assert messages == ["That game is the one on the table"]
    assert window.model.deal.number == 617


def test_delete_history_asks_then_leaves_only_the_game_on_the_table(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: answers.pop(0))
    dialog = history(window)
    dialog.delete_button.click()  # No: nothing deleted
    assert dialog.table.rowCount() == 6
    dialog.delete_button.click()
    assert [row[1] for row in rows(dialog.table)] == ["#617"]  # recorded again as it goes on


# --- Statistics --------------------------------------------------------------------------------


def statistics(window: MainWindow) -> StatisticsDialog:
    dialog = window.history_actions.show_statistics()
    assert dialog.isVisible()
    return dialog


def test_statistics_count_the_games_and_set_helped_wins_apart(window: MainWindow) -> None:
    dialog = statistics(window)
    values = {key: label.text() for key, label in dialog.values.items()}
    assert values["played"] == "6"  # every game: the one on the table, in progress, too
    assert values["won"] == "1"  # the win with a hint is counted apart
    assert values["helped"] == "1"
    assert values["given_up"] == "3"
    assert values["progress"] == "1"
    # The four counts under Played add up to it; the rate says what it counts.
    assert sum(int(values[key]) for key in ("won", "helped", "given_up", "progress")) == 6
    assert values["rate"] == "25% (1 of 4)"  # 1 won of 4 decided without help
    assert (values["current"], values["longest"]) == ("0", "1")  # the first win, then games given up


def test_statistics_list_each_deal_beside_the_solvers_shortest(window: MainWindow) -> None:
    dialog = statistics(window)
    by_deal = {cells[0]: cells for cells in rows(dialog.table)}
    assert set(by_deal) == {"#5", "#617", "#1,000", "#1,001", "#10,913"}
    assert by_deal["#617"][1:3] == ["1", "0"]  # the game in progress on the table is played
    assert by_deal["#10,913"][1:] == ["2", "1", "19", "19", "\u2014"]
    assert by_deal["#5"][2:5] == ["0", "\u2014", "30"]  # a helped win is no fewest moves of yours
    assert by_deal["#5"][5] == "42"


def test_a_solver_length_found_later_fills_its_cell(window: MainWindow) -> None:
    dialog = statistics(window)
    row = next(row for row, cells in enumerate(rows(dialog.table)) if cells[0] == "#1,000")
    window.history_actions.lengths.found.emit(1000, 33)
    assert dialog.table.item(row, SOLVER_COLUMN).text() == "33"
    window.history_actions.lengths.failed.emit(1000)
    assert dialog.table.item(row, SOLVER_COLUMN).text() == "\u2014"


def test_a_deal_without_a_length_asks_the_solver_and_says_it_is_finding(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    lengths = window.history_actions.lengths
    asked: list[int] = []
    monkeypatch.setattr(lengths, "request", asked.append)
    monkeypatch.setattr(lengths, "is_pending", lambda number: number in asked)
    with HistoryStore(data_folder() / HISTORY_FILE) as store:
        game = store.begin_game(SavedGame(deal(2)))
        store.finish_game(game, SavedGame(deal(2)), GameResult.GIVEN_UP)
    dialog = statistics(window)
    assert asked == [2]
    assert next(cells for cells in rows(dialog.table) if cells[0] == "#2")[SOLVER_COLUMN] == "finding\u2026"


def test_statistics_pages_go_through_the_deals(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(statistics_dialog, "DEALS_A_PAGE", 2)
    dialog = statistics(window)  # made now: its pager counts 2 deals a page
    pager = dialog.pager
    seen = [cells[0] for cells in rows(dialog.table)]
    assert pager.label.text() == "Deals 1\u20132" and pager.forward_button.isEnabled()
    while pager.forward_button.isEnabled():
        pager.forward_button.click()
        seen += [cells[0] for cells in rows(dialog.table)]
    assert sorted(seen) == sorted(["#5", "#617", "#1,000", "#1,001", "#10,913"])
    assert pager.label.text() == "Deals 5\u20135"
