"""File > Export History…: the games, the deals' statistics or the totals as a CSV file.

The export runs as a background task (ui/background.py) with its own connection to the history, so the window
never waits on it; past half a second a progress dialog counts the games and offers Cancel
(nothing is written then). The file is written whole or not at all, never over a folder, a FIFO
or a device.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from freecell_gui.core.history.store import (
    CsvKind,
    ExportCancelledError,
    HistoryError,
    HistoryStore,
)
from freecell_gui.ui.background import BackgroundTask, TaskControl
from freecell_gui.ui.i18n.file_messages import quoted_path
from freecell_gui.ui.i18n.history_messages import history_message
from freecell_gui.ui.i18n.numbers import grouped

KINDS: dict[object, CsvKind] = {
    QT_TRANSLATE_NOOP("HistoryExport", "Games, newest first (*.csv)"): CsvKind.GAMES,
    QT_TRANSLATE_NOOP(
        "HistoryExport", "Deals: your fewest moves and the solver's shortest (*.csv)"
    ): CsvKind.DEALS,
    QT_TRANSLATE_NOOP("HistoryExport", "Totals: played, won, streaks (*.csv)"): CsvKind.SUMMARY,
}
SHOW_PROGRESS_AFTER_MS = 500
SUGGESTED_NAME = "freecell-history.csv"  # a file name: not translated


HistoryExport = BackgroundTask[int]
"""One export to a file, in the background: `finished` gives the rows written; `failed` a
HistoryError (ExportCancelledError if cancelled: nothing was written then)."""


def export_work(history: Path, path: Path, kind: CsvKind) -> Callable[[TaskControl], int]:
    """The export as a background task's work: its own connection to the history; the rows
    read so far as progress."""

    def work(control: TaskControl) -> int:
        def watch(rows: int) -> bool:
            control.report(rows)
            return not control.cancelled()

        with HistoryStore(history) as store:
            # Cancel reaches the write too: a slow disk or a pipe read slowly (the old file stays).
            return store.export_csv(path, kind, watch, control.cancelled)

    return work


def _marked(text: object) -> str:
    """A text marked above with QT_TRANSLATE_NOOP, in the window's language (lupdate reads the
    marks, not this)."""
    return QCoreApplication.translate("HistoryExport", str(text))


class ExportCounts(QObject):
    """The export's counted texts: a QObject for tr's plural forms."""

    def outcome(self, kind: CsvKind, path: Path, rows: int) -> str:
        """The one line said when an export succeeded (one whole sentence a table)."""
        if kind is CsvKind.GAMES:
            text = self.tr("Exported %Ln row(s) (games) to {path}", "", rows)
        elif kind is CsvKind.DEALS:
            text = self.tr("Exported %Ln row(s) (deals) to {path}", "", rows)
        else:
            text = self.tr("Exported %Ln row(s) (totals) to {path}", "", rows)
        return text.replace("{path}", quoted_path(path))  # escaped and shortened, as every quoted path

    def progress(self, rows: int, total: int) -> str:
        """The progress dialog's line: the games out of `total`, or the rows when no total is known."""
        if total:
            return self.tr("Exporting the history: %1 of %Ln game(s)\u2026", "", total).replace(
                "%1", grouped(rows)
            )
        return self.tr("Exporting the history: %Ln row(s)\u2026", "", rows)


def outcome_message(kind: CsvKind, path: Path, rows: int) -> str:
    """The one line said when an export succeeded."""
    return ExportCounts().outcome(kind, path, rows)


def export_dialog(
    parent: QWidget, store: HistoryStore, show_message: Callable[[str], None]
) -> HistoryExport | None:
    """Ask for the file and the table, then start the export with its progress dialog."""
    kinds = {_marked(title): kind for title, kind in KINDS.items()}  # the filters, translated
    name, chosen = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("HistoryExport", "Export History"),
        SUGGESTED_NAME,
        ";;".join(kinds),
        next(iter(kinds)),
    )
    if not name:
        return None
    return start_export(parent, store, Path(name), kinds.get(chosen, CsvKind.GAMES), show_message)


def start_export(
    parent: QWidget, store: HistoryStore, path: Path, kind: CsvKind, show_message: Callable[[str], None]
) -> HistoryExport:
    """Export the history of `store` to `path`; progress and Cancel past half a second, and one
    message at the end (a message box if it failed)."""
    try:
        total = store.count() if kind is CsvKind.GAMES else 0
    except HistoryError:
        total = 0
    export: HistoryExport = BackgroundTask(
        export_work(store.path, path, kind), name="freecell-gui export", parent=parent
    )
    counts = ExportCounts(parent)
    progress = QProgressDialog(
        QCoreApplication.translate("HistoryExport", "Exporting the history\u2026"),
        QCoreApplication.translate("HistoryExport", "Cancel"),
        0,
        total,
        parent,
    )
    progress.setWindowTitle(QCoreApplication.translate("HistoryExport", "Export History"))
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(SHOW_PROGRESS_AFTER_MS)
    progress.setAutoClose(False)
    progress.setAutoReset(False)
    progress.canceled.connect(export.cancel)
    export.progress_dialog = progress  # type: ignore[attr-defined]

    def on_progress(rows: int) -> None:
        if total:
            progress.setValue(min(rows, total))
        progress.setLabelText(counts.progress(rows, total))

    def close_progress() -> None:
        progress.close()
        progress.deleteLater()

    def on_finished(rows: int) -> None:
        close_progress()
        show_message(counts.outcome(kind, path, rows))

    def on_failed(error: BaseException) -> None:
        close_progress()
        if isinstance(error, ExportCancelledError):
            show_message(QCoreApplication.translate("HistoryExport", "Export cancelled; nothing was written"))
            return
        message = (
            history_message(error)
            if isinstance(error, HistoryError)
            else QCoreApplication.translate("HistoryExport", "the export failed: {error}").format(error=error)
        )
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("HistoryExport", "The History Was Not Exported"),
            message[:1].upper() + message[1:],
        )

    # The task's signals come on this (the window's) thread.
    export.progressed.connect(on_progress)
    export.finished.connect(on_finished)
    export.failed.connect(on_failed)
    progress.setValue(0)  # starts the half-second clock
    export.start()
    return export
