"""File > Export History…: the file asked for, the table chosen, written in the background, one
message at the end; a refused file is a warning with the reason, a cancel writes nothing."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from freecell_gui.core.history import csv_export
from freecell_gui.core.history.store import CsvKind, ExportCancelledError, HistoryStore
from freecell_gui.core.system.user_text import shown_path
from freecell_gui.ui.background import BackgroundTask
from freecell_gui.ui.history.export import KINDS, HistoryExport, export_work, start_export
from freecell_gui.ui.main_window import MainWindow
from tests.ui.history.test_history_dialogs import seeded_window
from tests.ui.stalled_pipe import stalled_pipe


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window at deal 617 over the seeded history of five games, a move played there."""
    yield from seeded_window(qtbot)


def store_of(window: MainWindow) -> HistoryStore:
    store = window.persistence.store
    assert store is not None
    return store


def choose_file(monkeypatch: pytest.MonkeyPatch, path: Path | None, kind: CsvKind = CsvKind.GAMES) -> None:
    """The save dialog answers `path` with the file type of `kind` (None: the user cancelled)."""
    title = next(title for title, value in KINDS.items() if value is kind)
    answer = (str(path), title) if path is not None else ("", "")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: answer)


def read_csv(path: Path) -> list[list[str]]:
    with path.open(newline="", encoding="utf-8") as file:
        return list(csv.reader(file))


def finished_export(window: MainWindow) -> HistoryExport:
    export = window.history_actions.export
    assert export is not None
    assert export.wait(30)
    return export


def test_the_games_are_exported_newest_first_and_said_once(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    messages: list[str] = []
    window.history_actions.show_message = messages.append  # type: ignore[method-assign]
    path = tmp_path / "games.csv"
    choose_file(monkeypatch, path)
    window.history_actions.export_action.trigger()
    finished_export(window)
    table = read_csv(path)
    assert table[0][:3] == ["id", "deal", "board"]
    assert [row[1] for row in table[1:]] == ["617", "1001", "1000", "5", "10913", "10913"]
    assert messages == [f"Exported 6 rows (games) to {shown_path(path)}"]  # as every quoted path


def test_the_deals_table_is_exported_when_chosen(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "deals.csv"
    choose_file(monkeypatch, path, CsvKind.DEALS)
    window.history_actions.export_history()
    finished_export(window)
    table = read_csv(path)
    assert table[0][0] == "deal" and table[0][-1] == "solver's shortest"
    deal_10913 = next(row for row in table[1:] if row[0] == "10913")
    assert deal_10913[-1] == "19"


def test_no_file_chosen_starts_nothing(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    choose_file(monkeypatch, None)
    window.history_actions.export_history()
    assert window.history_actions.export is None


def test_a_folder_for_a_file_is_refused_with_a_warning_and_nothing_else(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    messages: list[str] = []
    export = start_export(window, store_of(window), tmp_path, CsvKind.GAMES, messages.append)
    assert export.wait(30)
    assert len(warnings) == 1 and str(tmp_path.name) in warnings[0]
    assert "\n" not in warnings[0] and warnings[0][:1].isupper()
    assert messages == []


def test_a_cancelled_export_writes_nothing(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(csv_export, "ROWS_A_WATCH", 1)  # the export looks at Cancel after each row
    path = tmp_path / "never.csv"
    task: BackgroundTask[int] = BackgroundTask(
        export_work(store_of(window).path, path, CsvKind.GAMES), name="test export"
    )
    failures: list[BaseException] = []
    task.failed.connect(failures.append)
    task.cancel()  # before the first row: the export stops at once
    task.start()
    assert task.wait(30)
    assert len(failures) == 1 and isinstance(failures[0], ExportCancelledError)
    assert not path.exists()


def test_cancel_in_the_progress_dialog_says_nothing_was_written(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(csv_export, "ROWS_A_WATCH", 1)
    messages: list[str] = []
    start = BackgroundTask.start

    def cancelled_at_once(task: BackgroundTask[int]) -> None:  # as if Cancel came before a row
        task.cancel()
        start(task)

    monkeypatch.setattr(BackgroundTask, "start", cancelled_at_once)
    path = tmp_path / "cancelled.csv"
    export = start_export(window, store_of(window), path, CsvKind.GAMES, messages.append)
    assert export.wait(30)
    assert messages == ["Export cancelled; nothing was written"]
    assert not path.exists()


def test_cancel_in_the_progress_dialog_reaches_a_write_waiting_on_a_pipe(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rows are read; the file is a FIFO whose reader never reads, so the write waits: the
    dialog's Cancel stops it there, and the export ends saying nothing was written."""
    messages: list[str] = []
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    with stalled_pipe(tmp_path) as pipe:
        export = start_export(window, store_of(window), pipe.path, CsvKind.GAMES, messages.append)
        progress = export.progress_dialog  # type: ignore[attr-defined]
        assert not export.wait(0.3)  # waiting for the reader
        progress.findChild(QPushButton).click()  # the dialog's Cancel
        assert export.wait(10), "the cancel did not reach the write"
        assert messages == ["Export cancelled; nothing was written"] and warnings == []
        assert pipe.drain(timeout=1) == b""  # not a byte of the export went in


def test_an_unexpected_failure_is_a_one_line_warning_not_a_traceback(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object, **_kwargs: object) -> int:
        raise MemoryError("no memory left")

    monkeypatch.setattr(HistoryStore, "export_csv", broken)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    export = start_export(window, store_of(window), tmp_path / "x.csv", CsvKind.GAMES, print)
    assert export.wait(30)
    assert warnings == ["The export failed: no memory left"]
