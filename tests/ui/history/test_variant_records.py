"""The window keeps each game's variant (issue 29): History names it and filters by it, Statistics
shows the standard game first and then each variant played, each with its own totals; a saved
game or a record of Baker's Game goes on the table under its rules; the win rate's per cent sign
is written the language's way."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.saved_game import SavedGame, write_game_file
from freecell_gui.core.game.variant import FREECELL, Building, Rules
from freecell_gui.core.history.store import GameResult, Statistics, open_history
from freecell_gui.ui.app import create_window
from freecell_gui.ui.history.history_dialog import GAME_COLUMN, GAME_COLUMN_SHOWN_AT
from freecell_gui.ui.history.persistence import data_folder
from freecell_gui.ui.history.record_table import percent_text
from freecell_gui.ui.history.statistics_dialog import SOLVER_COLUMN, describe_rate
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.main_window import MainWindow

BAKERS = Rules(4, Building.SAME_SUIT)
BAKERS_2 = Rules(2, Building.SAME_SUIT)
FREECELL_3 = Rules(3)


class Clock:
    """One minute later at each reading: the records' order is known."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def variant_game(number: int, rules: Rules, moves: int = 1) -> SavedGame:
    game = Game(Position.from_deal(deal(number), rules), AutoplayPolicy.MS, number)
    for _ in range(moves):
        game.play(game.position.legal_moves()[0])
    return SavedGame.from_game(game)


def seed(folder: Path) -> None:
    """FreeCell: 10 won, 11 given up. Baker's Game with 2 cells: 164 won, 165 won, 166 given up.
    FreeCell with 3 cells: 12 given up. Every deal has a solver's length (no solve starts)."""
    with open_history(folder, clock=Clock()).store as store:
        for number, rules, result in [
            (10, FREECELL, GameResult.WON),
            (164, BAKERS_2, GameResult.WON),
            (11, FREECELL, GameResult.GIVEN_UP),
            (165, BAKERS_2, GameResult.WON),
            (12, FREECELL_3, GameResult.GIVEN_UP),
            (166, BAKERS_2, GameResult.GIVEN_UP),
        ]:
            game_id = store.begin_game(variant_game(number, rules, 0))
            store.finish_game(game_id, variant_game(number, rules), result, win_moves=60)
        for number in (10, 11, 12, 164, 165, 166, 617):
            store.record_solver_length(number, 40)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    seed(data_folder())
    main = create_window(617)  # only looked at: no record of its own
    qtbot.addWidget(main)
    qtbot.waitUntil(lambda: main.persistence.ready)
    main.table_play.animations_enabled = False
    from freecell_gui.ui.settings import ASK_BEFORE_LEAVING

    main.settings.set(ASK_BEFORE_LEAVING, False)
    yield main
    main.close()


def column(table: QTableWidget, index: int) -> list[str]:
    return [table.item(row, index).text() for row in range(table.rowCount())]


def test_history_names_each_games_variant_after_its_deal(window: MainWindow) -> None:
    dialog = window.history_actions.show_history()
    assert dialog.table.horizontalHeader().visualIndex(GAME_COLUMN) == GAME_COLUMN_SHOWN_AT
    assert dialog.table.horizontalHeaderItem(GAME_COLUMN).text() == "Game"
    assert list(zip(column(dialog.table, 1), column(dialog.table, GAME_COLUMN), strict=True)) == [
        ("#166", "Baker's Game, 2 free cells"),
        ("#12", "FreeCell, 3 free cells"),
        ("#165", "Baker's Game, 2 free cells"),
        ("#11", "FreeCell"),
        ("#164", "Baker's Game, 2 free cells"),
        ("#10", "FreeCell"),
    ]


def test_history_filters_by_variant_and_result_together(window: MainWindow) -> None:
    dialog = window.history_actions.show_history()
    box = dialog.variant_box
    assert [box.itemText(index) for index in range(box.count())] == [
        "All variants",
        "FreeCell",
        "FreeCell, 3 free cells",
        "Baker's Game, 2 free cells",
    ]
    assert box.accessibleName() == "Game" and box.toolTip()
    box.setCurrentIndex(box.findText("Baker's Game, 2 free cells"))
    assert column(dialog.table, 1) == ["#166", "#165", "#164"]
    assert dialog.count_label.text() == "3 games"
    dialog.filter_box.setCurrentIndex(dialog.filter_box.findText("Won"))
    assert column(dialog.table, 1) == ["#165", "#164"]
    box.setCurrentIndex(box.findText("FreeCell"))
    assert column(dialog.table, 1) == ["#10"]


def test_statistics_show_the_standard_game_first_then_each_variant(window: MainWindow) -> None:
    dialog = window.history_actions.show_statistics()
    box = dialog.variant_box
    assert [box.itemText(index) for index in range(box.count())] == [
        "FreeCell",
        "FreeCell, 3 free cells",
        "Baker's Game, 2 free cells",
    ]
    assert box.currentText() == "FreeCell" and box.accessibleName() == "Game" and box.toolTip()
    shown = {key: label.text() for key, label in dialog.values.items()}
    # Two Baker's wins never count for FreeCell: one win in two games.
    assert (shown["played"], shown["won"], shown["given_up"], shown["rate"]) == (
        "2",
        "1",
        "1",
        "50% (1 of 2)",
    )
    assert dialog.totals_box.title() == "FreeCell"
    assert column(dialog.table, 0) == ["#10", "#11"]
    assert column(dialog.table, SOLVER_COLUMN) == ["40", "40"]

    box.setCurrentIndex(box.findText("Baker's Game, 2 free cells"))
    shown = {key: label.text() for key, label in dialog.values.items()}
    assert (shown["played"], shown["won"], shown["given_up"], shown["rate"]) == (
        "3",
        "2",
        "1",
        "67% (2 of 3)",
    )
    assert (shown["current"], shown["longest"]) == ("0", "2")
    assert dialog.totals_box.title() == "Baker's Game, 2 free cells"
    assert column(dialog.table, 0) == ["#164", "#165", "#166"]
    # The solver's lengths are FreeCell's: none is shown beside Baker's Game.
    assert column(dialog.table, SOLVER_COLUMN) == ["\u2014"] * 3


# On the table: Baker's Game with four cells, as the table of this branch has four cells (the
# window that shows fewer is wt-vtable's); the cells' number is kept by the same path, tested in
# tests/core/game/test_saved_game_variants.py and tests/core/history/test_variants.py.


def test_a_bakers_game_saved_to_a_file_opens_under_its_rules(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    path = tmp_path / "bakers.txt"
    write_game_file(path, variant_game(164, BAKERS, 2))
    assert window.game_files.open(path)
    game = window.game.game
    assert game.start.rules == BAKERS and game.position.rules == BAKERS and game.cursor == 2
    window.persistence.flush()
    # It is recorded under its rules, and saved under them again.
    assert window.persistence.snapshot().rules == BAKERS
    store = window.persistence.store
    assert store is not None and store.history(limit=1)[0].rules == BAKERS
    saved_again = tmp_path / "again.txt"
    window.game_files.save(saved_again)
    qtbot.waitUntil(saved_again.exists, timeout=10_000)
    assert "game: bakers\ncells: 4\n" in saved_again.read_text(encoding="utf-8")


def test_a_bakers_record_opened_from_the_history_goes_on_under_its_rules(window: MainWindow) -> None:
    with open_history(data_folder()).store as store:
        store.begin_game(variant_game(200, BAKERS, 3))
    dialog = window.history_actions.show_history()
    dialog.table.selectRow(column(dialog.table, 1).index("#200"))
    dialog.open_selected()
    assert window.game.deal_model.number == 200
    assert window.game.game.position.rules == BAKERS and window.game.game.cursor == 3


def test_the_last_game_resumes_under_its_rules(qtbot: QtBot) -> None:
    with open_history(data_folder(), clock=Clock()).store as store:
        store.begin_game(variant_game(300, BAKERS, 2))
    main = create_window()
    qtbot.addWidget(main)
    qtbot.waitUntil(lambda: main.persistence.ready)
    try:
        assert main.game.deal_model.number == 300
        assert main.game.game.position.rules == BAKERS and main.game.game.cursor == 2
    finally:
        main.close()


def test_the_next_deal_not_won_is_of_the_game_on_the_table(window: MainWindow) -> None:
    window.game.deal_model.set_number(163)
    window.history_actions.next_unwon_deal()
    assert window.game.deal_model.number == 164  # Baker's wins of 164 and 165 are not FreeCell's
    window.game.deal_model.set_number(9)
    window.history_actions.next_unwon_deal()
    assert window.game.deal_model.number == 11  # FreeCell won 10


@pytest.mark.parametrize(
    ("code", "expected"),
    [("en", "50%"), ("fr", "50\u202f%"), ("de", "50\u00a0%"), ("es", "50\u00a0%"), ("ru", "50\u00a0%")],
)
def test_the_percent_is_written_the_languages_way(code: str, expected: str) -> None:
    assert percent_text(0.5, QLocale(code)) == expected


@pytest.mark.parametrize(
    ("code", "expected"),
    [("fr", "67\u202f% (2 sur 3)"), ("de", "67\u00a0% (2 von 3)"), ("en", "67% (2 of 3)")],
)
def test_the_win_rate_reads_in_french_and_german(
    qapp: QApplication, isolated_settings: Path, code: str, expected: str
) -> None:
    install_translations(qapp, code)
    try:
        totals = Statistics(
            played=3, won=2, helped_wins=0, given_up=1, in_progress=0, current_streak=0, longest_streak=2
        )
        assert describe_rate(totals) == expected
    finally:
        install_translations(qapp, "en")


def test_statistics_open_at_the_variant_on_the_table(window: MainWindow, tmp_path: Path) -> None:
    assert window.history_actions.show_statistics().variant_box.currentText() == "FreeCell"
    path = tmp_path / "bakers.txt"
    write_game_file(path, variant_game(164, BAKERS, 1))
    assert window.game_files.open(path)
    window.persistence.flush()
    dialog = window.history_actions.show_statistics()
    assert dialog.variant_box.currentText() == "Baker's Game"
    assert dialog.values["progress"].text() == "1"


def test_the_file_name_offered_says_the_variant(window: MainWindow, tmp_path: Path) -> None:
    assert window.game_files.suggested_name() == "freecell-617.fcgame"
    path = tmp_path / "bakers.txt"
    write_game_file(path, variant_game(164, BAKERS, 1))
    assert window.game_files.open(path)
    assert window.game_files.suggested_name() == "freecell-164-bakers-4-cells.fcgame"
