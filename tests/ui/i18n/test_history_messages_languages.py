"""What the game history says, in the player's language: each kind of the history's notices is a
whole translated sentence in the window, its English the command line's; a damaged history file
set aside and a CSV export to a folder that does not exist, end to end in German."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from freecell_gui.core.history.history_notices import HistoryProblem
from freecell_gui.core.history.store import CsvKind
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.history_messages import history_message
from freecell_gui.ui.i18n.languages import TRANSLATED_LANGUAGES
from tests.core.history.history_notice_samples import all_samples

# The system's reasons are strerror's, capitalised; the window writes them inside its sentence.
SYSTEM_REASONS = {
    "Permission denied": "permission denied",
    "No space left on device": "no space left on device",
}
# The history's own English words: none is left in a translated message (SQLite's own text,
# "file is not a database", stays as written: it is a technical detail, quoted).
ENGLISH_PIECES = [
    "game history",
    "it was moved",
    "a new one begins",
    "beside the",
    "cannot be",
    "is skipped",
    "could not be",
    "games are not kept",
    "of the history",
    "is not a date",
    "whole number",
    "is not text",
    "is not one",
    "a new deal begins",
    "cannot write",
    "does not exist",
]


REASONS = {
    HistoryProblem.DAMAGED,
    HistoryProblem.NOT_A_DATABASE,
    HistoryProblem.NEWER_SCHEMA,
    HistoryProblem.LACKS_TABLES,
    HistoryProblem.UNKNOWN_SCHEMA,
    HistoryProblem.ANOTHER_PROGRAMS,
    HistoryProblem.EXTRA_TABLES,
    HistoryProblem.CANNOT_BE_READ,
    HistoryProblem.IS_FOLDER,
    HistoryProblem.IS_FIFO,
    HistoryProblem.IS_LINK,
    HistoryProblem.IS_DEVICE,
    HistoryProblem.LINK_TO_NOTHING,
}


def _english_in(message: str) -> list[str]:
    return [piece for piece in ENGLISH_PIECES if piece in message]


def test_in_english_the_window_says_what_the_command_line_says(qapp: QApplication, tmp_path: Path) -> None:
    for notice, said in all_samples(tmp_path):
        english = said
        for system, inside in SYSTEM_REASONS.items():
            english = english.replace(system, inside)
        if notice.problem in REASONS:  # a reason follows its file's name in the core's sentences
            english = f"{notice.subject or 'the game history'} {english}"
        assert history_message(notice) == english, notice.problem


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_every_kind_is_said_in_the_language(qapp: QApplication, code: str, tmp_path: Path) -> None:
    samples = all_samples(tmp_path)
    english = [history_message(notice) for notice, _ in samples]
    install_translations(qapp, code)
    for (notice, _), was in zip(samples, english, strict=True):
        message = history_message(notice)
        assert message != was, (code, notice.problem)
        assert not _english_in(message), (code, notice.problem, message)


def test_values_stand_in_the_german_sentences(qapp: QApplication, tmp_path: Path) -> None:
    samples = dict((notice.problem.value, notice) for notice, _ in all_samples(tmp_path))
    install_translations(qapp, "de")
    skipped = history_message(samples["records skipped"])
    assert skipped == (
        "Partie 7 des Spielverlaufs ist beschädigt: ihr Ergebnis ist keines (und 1.234 weitere); "
        "sie werden übersprungen."
    )
    assert history_message(samples["cannot set aside"]) == (
        "der Spielverlauf ist beschädigt (Page 3 is never used) und lässt sich nicht beiseitelegen: "
        "Zugriff verweigert"
    )


def test_a_damaged_history_is_set_aside_and_said_in_german(
    qtbot: QtBot, qapp: QApplication, isolated_settings: Path, isolated_data: Path
) -> None:
    from freecell_gui.ui.app import create_window

    isolated_data.mkdir(parents=True, exist_ok=True)
    (isolated_data / "history.sqlite").write_bytes(b"not a database " * 100)
    install_translations(qapp, "de")
    main = create_window(617)
    qtbot.addWidget(main)
    qtbot.waitUntil(lambda: main.persistence.ready)
    qtbot.waitUntil(
        lambda: (
            "beschädigt" in main.statusBar().currentMessage()
            or "Datenbank" in main.statusBar().currentMessage()
        )
    )
    aside = sorted(path.name for path in isolated_data.glob("history.sqlite.unreadable-*"))[-1]
    assert main.statusBar().currentMessage() == (
        "Der Spielverlauf ist keine lesbare Datenbank (file is not a database); "
        f"er wurde nach {aside} verschoben, und ein neuer beginnt."
    )
    main.close()


def test_an_export_to_a_folder_that_does_not_exist_is_said_in_german(
    qtbot: QtBot,
    qapp: QApplication,
    isolated_settings: Path,
    isolated_data: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from freecell_gui.ui.app import create_window
    from freecell_gui.ui.history.export import start_export

    install_translations(qapp, "de")
    main = create_window(617)
    qtbot.addWidget(main)
    qtbot.waitUntil(lambda: main.persistence.ready)
    assert main.persistence.store is not None
    warned: list[tuple[str, str]] = []

    def warning(_parent: QWidget, title: str, text: str) -> QMessageBox.StandardButton:
        warned.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    missing = tmp_path / "nowhere" / "games.csv"
    export = start_export(main, main.persistence.store, missing, CsvKind.GAMES, lambda _text: None)
    qtbot.waitUntil(lambda: bool(warned))
    title, text = warned[0]
    assert text == f"{missing} lässt sich nicht schreiben: den Ordner {missing.parent} gibt es nicht"
    assert not _english_in(text) and title != "The History Was Not Exported"
    del export
    main.close()
