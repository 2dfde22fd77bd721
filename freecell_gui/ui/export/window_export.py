"""Export Image from the window: the table drawn on the UI thread (Qt's scene is drawn there),
then written off it (ui/background_write.py), so a pipe whose reader never reads, or a slow
disk, never freezes the window; the outcome is told when the write ends."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from freecell_gui.core.deals.dealer import Deal
from freecell_gui.ui.background_write import FileWrite, WriteOutcome, start_write
from freecell_gui.ui.export.renderer import ExportError, ExportFormat, ExportRequestError, TableRenderer
from freecell_gui.ui.i18n.file_messages import quoted_path


def export_in_background(
    parent: QWidget,
    renderer: TableRenderer,
    deal: Deal,
    path: Path,
    saved: Callable[[Path], None],
) -> FileWrite | None:
    """Draw `deal` in the format `path` names and start writing it; None (and why, in a message
    box) if it cannot be drawn. `saved` runs once the file is written; a failed write says why
    in a message box, a cancelled one in `parent`'s window status bar."""
    try:
        export_format = ExportFormat.from_path(path)
    except ExportRequestError:
        # from_path's own refusal is the command line's, in English and naming --format.
        _refuse(
            parent,
            QCoreApplication.translate(
                "ExportImage", "cannot tell the format of %1: end the name with .png, .svg or .pdf"
            ).replace("%1", quoted_path(path.name)),
        )
        return None
    try:
        data = renderer.render(deal, export_format)
    except ExportError as error:
        _refuse(parent, str(error))
        return None
    job = start_write(
        parent, path, data, QCoreApplication.translate("ExportImage", "Exporting the image to {name}\u2026")
    )

    def finished(outcome: WriteOutcome) -> None:
        if outcome.written:
            saved(path)
        elif not outcome.cancelled:
            _refuse(parent, outcome.said)

    job.finished.connect(finished)
    return job


def _refuse(parent: QWidget, reason: str) -> None:
    QMessageBox.warning(
        parent,
        QCoreApplication.translate("ExportImage", "Export Image"),
        QCoreApplication.translate("ExportImage", "The image was not saved: %1.").replace("%1", reason),
    )
