"""File > Save Game… and Open Game…: the game on the table as a small text file (the format of
core/game/saved_game.py: the deal, the autoplay rule, the moves done and to redo, the cursor).

A file is written whole or not at all, never over a folder, a FIFO or a device; reading refuses
the same, and anything that is not a saved game, with one clear message. The write runs off the
UI thread (ui/background_write.py): a pipe whose reader never reads leaves the window playable,
shows a Cancel button after half a second, and never holds up quitting.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from freecell_gui.core.game.saved_game import SavedGameError, read_game_file
from freecell_gui.ui.actions import WindowMenus, make_action, shortcut
from freecell_gui.ui.background_write import FileWrite, WriteOutcome, start_write
from freecell_gui.ui.history.persistence import GamePersistence

GAME_FILTER = "Saved games (*.fcgame *.txt);;All files (*)"
SUFFIX = ".fcgame"


class GameFileActions:
    """Save Game (Ctrl+S) and Open Game of a window, on its GamePersistence."""

    def __init__(self, window: QWidget, persistence: GamePersistence) -> None:
        self.window = window
        self.persistence = persistence
        self.open_action = make_action(
            window,
            "Open &Game\u2026",
            self.open_dialog,
            tip="Open a saved game: its moves, redo list and place",
        )
        self.save_action = make_action(
            window,
            "&Save Game\u2026",
            self.save_dialog,
            shortcut(QKeySequence.StandardKey.Save, "Ctrl+S"),
            "Save the game on the table to a file: its moves, redo list and place",
            "document-save",
        )

    def add_to_menu(self, menus: WindowMenus) -> None:
        """Open Game and Save Game at the top of the File menu."""
        file_menu = menus.file
        first = file_menu.actions()[0] if file_menu.actions() else None
        file_menu.insertActions(first, [self.open_action, self.save_action])  # type: ignore[arg-type]
        file_menu.insertSeparator(first)  # type: ignore[arg-type]

    def suggested_name(self) -> str:
        """The file name offered: the deal's number, or "custom"."""
        number = self.persistence.game.deal_model.number
        return f"freecell-{number if number is not None else 'custom'}{SUFFIX}"

    def save_dialog(self) -> None:
        """Ask where, then save the game."""
        name, _ = QFileDialog.getSaveFileName(self.window, "Save Game", self.suggested_name(), GAME_FILTER)
        if name:
            self.save(Path(name))

    def open_dialog(self) -> None:
        """Ask for a saved game, then put it on the table."""
        name, _ = QFileDialog.getOpenFileName(self.window, "Open Game", "", GAME_FILTER)
        if name:
            self.open(Path(name))

    def save(self, path: Path) -> FileWrite:
        """Start writing the game on the table to `path`, off the UI thread; the status bar says
        when it is saved, a message box why it was not. The job's `finished` tells the caller."""
        saved = self.persistence.snapshot()
        data = saved.to_text().encode("utf-8")
        job = start_write(self.window, path, data, _tr("Saving the game to {name}\u2026"))

        def finished(outcome: WriteOutcome) -> None:
            if outcome.written:
                self.persistence.show_message(
                    _tr("Saved the game ({count} moves done) to {path}").format(count=saved.cursor, path=path)
                )
            elif outcome.cancelled:
                self.persistence.show_message(
                    _tr("The game was not saved to {path}: cancelled").format(path=path)
                )
            else:
                self._refuse(_tr("The Game Was Not Saved"), outcome.error or "")

        job.finished.connect(finished)
        return job

    def open(self, path: Path) -> bool:
        """Put the game saved in `path` on the table; False (and why, in a message box) if not."""
        try:
            saved, game = read_game_file(path)
        except SavedGameError as error:
            self._refuse("The Game Cannot Be Opened", str(error))
            return False
        if not self.persistence.put_on_table(saved, game):
            return False
        waiting = len(saved.redo)
        self.persistence.show_message(
            f"Opened {path.name}: {saved.cursor} moves done" + (f", {waiting} to redo" if waiting else "")
        )
        return True

    def _refuse(self, title: str, reason: str) -> None:
        QMessageBox.warning(self.window, title, reason[:1].upper() + reason[1:])


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameFiles", text)
