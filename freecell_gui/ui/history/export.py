"""File > Export History…: the games, the deals' statistics or the totals as a CSV file.

The export runs in a thread of its own with its own connection to the history, so the window
never waits on it; past half a second a progress dialog counts the games and offers Cancel
(nothing is written then). The file is written whole or not at all, never over a folder, a FIFO
or a device.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from freecell_gui.core.history.store import (
    CsvKind,
    ExportCancelledError,
    HistoryError,
    HistoryStore,
)

KINDS: dict[str, CsvKind] = {
    "Games, newest first (*.csv)": CsvKind.GAMES,
    "Deals: your fewest moves and the solver's shortest (*.csv)": CsvKind.DEALS,
    "Totals: played, won, streaks (*.csv)": CsvKind.SUMMARY,
}
SHOW_PROGRESS_AFTER_MS = 500


class HistoryExport(QObject):
    """One export to a file, in a worker thread; `finished` says how it ended."""

    progressed = Signal(int)  # rows read so far
    finished = Signal(object, str)  # rows written (None if it failed or was cancelled), a message

    def __init__(self, parent: QObject, history: Path, path: Path, kind: CsvKind, total: int) -> None:
        super().__init__(parent)
        self.history = history
        self.path = path
        self.kind = kind
        self.total = total
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run, name="freecell-gui export", daemon=True)

    def start(self) -> None:
        """Start writing."""
        self._thread.start()

    def cancel(self) -> None:
        """Stop before anything is written."""
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the thread (tests); True if it ended."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _watch(self, rows: int) -> bool:
        self.progressed.emit(rows)
        return not self._cancel.is_set()

    def _run(self) -> None:
        try:
            with HistoryStore(self.history) as store:
                rows = store.export_csv(self.path, self.kind, self._watch)
        except ExportCancelledError:
            self.finished.emit(None, "Export cancelled; nothing was written")
        except HistoryError as error:
            self.finished.emit(None, str(error))
        else:
            what = {CsvKind.GAMES: "games", CsvKind.DEALS: "deals", CsvKind.SUMMARY: "totals"}[self.kind]
            self.finished.emit(rows, f"Exported {rows:,} rows ({what}) to {self.path}")


def export_dialog(
    parent: QWidget, store: HistoryStore, show_message: Callable[[str], None]
) -> HistoryExport | None:
    """Ask for the file and the table, then start the export with its progress dialog."""
    name, chosen = QFileDialog.getSaveFileName(
        parent, "Export History", "freecell-history.csv", ";;".join(KINDS), next(iter(KINDS))
    )
    if not name:
        return None
    return start_export(parent, store, Path(name), KINDS.get(chosen, CsvKind.GAMES), show_message)


def start_export(
    parent: QWidget, store: HistoryStore, path: Path, kind: CsvKind, show_message: Callable[[str], None]
) -> HistoryExport:
    """Export the history of `store` to `path`; progress and Cancel past half a second, and one
    message at the end (a message box if it failed)."""
    try:
        total = store.count() if kind is CsvKind.GAMES else 0
    except HistoryError:
        total = 0
    export = HistoryExport(parent, store.path, path, kind, total)
    progress = QProgressDialog("Exporting the history\u2026", "Cancel", 0, total, parent)
    progress.setWindowTitle("Export History")
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(SHOW_PROGRESS_AFTER_MS)
    progress.setAutoClose(False)
    progress.setAutoReset(False)
    progress.canceled.connect(export.cancel)
    export.progress_dialog = progress  # type: ignore[attr-defined]

    def on_progress(rows: int) -> None:
        if total:
            progress.setValue(min(rows, total))
            progress.setLabelText(f"Exporting the history: {rows:,} of {total:,} games\u2026")
        else:
            progress.setLabelText(f"Exporting the history: {rows:,} rows\u2026")

    def on_finished(rows: int | None, message: str) -> None:
        progress.close()
        progress.deleteLater()
        if rows is None and not message.startswith("Export cancelled"):
            QMessageBox.warning(parent, "The History Was Not Exported", message[:1].upper() + message[1:])
        else:
            show_message(message)

    # Emitted from the export's thread: queued, to run on the window's.
    export.progressed.connect(on_progress, Qt.ConnectionType.QueuedConnection)
    export.finished.connect(on_finished, Qt.ConnectionType.QueuedConnection)
    progress.setValue(0)  # starts the half-second clock
    export.start()
    return export
