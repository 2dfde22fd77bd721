"""The moves panel and the History and Statistics windows speak the chosen language (issue 28);
the move notation itself ("3a", "58") stays as it is written in every language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.languages import LANGUAGES
from freecell_gui.ui.main_window import MainWindow

PANEL = {  # the dock's title, its Play button, and its first row (the deal)
    "en": ("Moves", "Play", "  0.  the deal"),
    "de": ("Züge", "Abspielen", "  0.  Anfang"),
    "fr": ("Coups", "Lecture", "  0.  donne de départ"),
    "es": ("Movimientos", "Reproducir", "  0.  reparto"),
    "ru": ("Ходы", "Воспроизвести", "  0.  раздача"),
}
STATUS_AFTER_ONE_MOVE = {
    "en": "Move 1 of 1",
    "de": "Zug 1 von 1",
    "fr": "Coup 1 sur 1",
    "es": "Movimiento 1 de 1",
    "ru": "Ход 1 из 1",
}
HISTORY = {  # the window's title, its Result column, and the game on the table's result
    "en": ("History", "Result", "In progress (on the table)"),
    "de": ("Verlauf", "Ergebnis", "Läuft (auf dem Tisch)"),
    "fr": ("Historique", "Résultat", "En cours (sur le tapis)"),
    "es": ("Historial", "Resultado", "En curso (en la mesa)"),
    "ru": ("История", "Итог", "Идёт (на столе)"),
}
STATISTICS = {  # the window's title and its column of the solver's shortest
    "en": ("Statistics", "Solver's shortest"),
    "de": ("Statistik", "Kürzeste des Lösers"),
    "fr": ("Statistiques", "Plus courte du solveur"),
    "es": ("Estadísticas", "Más corta del solucionador"),
    "ru": ("Статистика", "Кратчайшее решателя"),
}
GAMES = {"en": "1 game", "de": "1 Partie", "fr": "1 partie", "es": "1 partida", "ru": "1 игра"}


@pytest.fixture(params=list(LANGUAGES))
def window(
    request: pytest.FixtureRequest,
    qtbot: QtBot,
    qapp: QApplication,
    isolated_settings: Path,
    isolated_data: Path,
) -> Iterator[tuple[str, MainWindow]]:
    """The window at deal 617 in language `code`, one move played (a game in the history)."""
    from freecell_gui.ui.app import create_window

    code = str(request.param)
    install_translations(qapp, code)
    main = create_window(617)
    qtbot.addWidget(main)
    qtbot.waitUntil(lambda: main.persistence.ready)
    main.table_play.animations_enabled = False
    assert main.game.play(main.game.position.legal_moves()[0]) is None
    main.persistence.flush()
    yield code, main
    main.close()
    install_translations(qapp, "en")


def test_the_moves_panel_speaks_the_language_and_keeps_the_notation(window: tuple[str, MainWindow]) -> None:
    code, main = window
    panel = main.moves_panel
    title, play, deal_row = PANEL[code]
    assert (panel.windowTitle(), panel.play_button.text(), panel.list.item(0).text()) == (
        title,
        play,
        deal_row,
    )
    assert panel.status.text() == STATUS_AFTER_ONE_MOVE[code]
    move = main.game.game.steps[0].text
    assert panel.list.item(1).text().split()[1] == move  # "1.  3a": the notation is not translated


def test_the_history_and_statistics_windows_speak_the_language(window: tuple[str, MainWindow]) -> None:
    code, main = window
    history = main.history_actions.show_history()
    title, result_column, on_table = HISTORY[code]
    assert history.windowTitle() == title
    assert history.table.horizontalHeaderItem(2).text() == result_column
    assert history.table.item(0, 2).text() == on_table
    assert history.count_label.text() == GAMES[code]
    history.close()

    statistics = main.history_actions.show_statistics()
    from freecell_gui.ui.history.statistics_dialog import SOLVER_COLUMN

    assert (
        statistics.windowTitle(),
        statistics.table.horizontalHeaderItem(SOLVER_COLUMN).text(),
    ) == STATISTICS[code]
    assert statistics.table.item(0, 0).text() == "#617"
    assert statistics.values["played"].text() == "1"
    assert statistics.values["played"].accessibleName() != "Played" or code == "en"
    statistics.close()


def test_the_result_filter_still_filters_in_every_language(window: tuple[str, MainWindow]) -> None:
    _code, main = window
    history = main.history_actions.show_history()
    history.filter_box.setCurrentIndex(1)  # won: none yet
    assert history.table.rowCount() == 0
    history.filter_box.setCurrentIndex(3)  # in progress: the game on the table
    assert history.table.rowCount() == 1
    assert history.table.item(0, 1).data(Qt.ItemDataRole.DisplayRole) == "#617"
    history.close()
