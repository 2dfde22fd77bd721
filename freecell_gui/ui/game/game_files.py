"""File > Save Game… and Open Game…: the game on the table as a small text file (the format of
core/game/saved_game.py: the deal, the autoplay rule, the moves done and to redo, the cursor).

A file is written whole or not at all, never over a folder, a FIFO or a device; reading refuses
the same, and anything that is not a saved game, with one clear message. The write runs off the
UI thread (ui/background_write.py): a pipe whose reader never reads leaves the window playable,
shows a Cancel button after half a second, and never holds up quitting.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from freecell_gui.core.game.saved_game import SavedGameError, read_game_file
from freecell_gui.core.game.variant import FREECELL
from freecell_gui.core.system.user_text import shown_path
from freecell_gui.ui.actions import WindowMenus, make_action, shortcut
from freecell_gui.ui.background_write import FileWrite, WriteOutcome, start_write
from freecell_gui.ui.game.saved_game_messages import saved_game_message
from freecell_gui.ui.history.persistence import GamePersistence
from freecell_gui.ui.i18n.file_messages import quoted_path

SUFFIX = ".fcgame"


def game_filter() -> str:
    """The file dialogs' types, in the player's language."""
    return QCoreApplication.translate("GameFiles", "Saved games (*.fcgame *.txt);;All files (*)")


class GameFileActions(QObject):
    """Save Game (Ctrl+S) and Open Game of a window, on its GamePersistence."""

    def __init__(self, window: QWidget, persistence: GamePersistence) -> None:
        super().__init__(window)
        self.window = window
        self.persistence = persistence
        self.open_action = make_action(
            window,
            QCoreApplication.translate("GameFiles", "Open &Game\u2026"),
            self.open_dialog,
            tip=QCoreApplication.translate("GameFiles", "Open a saved game: its moves, redo list and place"),
        )
        self.save_action = make_action(
            window,
            QCoreApplication.translate("GameFiles", "&Save Game\u2026"),
            self.save_dialog,
            shortcut(QKeySequence.StandardKey.Save, "Ctrl+S"),
            QCoreApplication.translate(
                "GameFiles", "Save the game on the table to a file: its moves, redo list and place"
            ),
            "document-save",
        )

    def add_to_menu(self, menus: WindowMenus) -> None:
        """Open Game and Save Game at the top of the File menu."""
        file_menu = menus.file
        first = file_menu.actions()[0] if file_menu.actions() else None
        file_menu.insertActions(first, [self.open_action, self.save_action])  # type: ignore[arg-type]
        file_menu.insertSeparator(first)  # type: ignore[arg-type]

    def suggested_name(self) -> str:
        """The file name offered: the deal's number, or "custom", and the variant when it is not
        FreeCell with four cells ("freecell-164-bakers-2-cells.fcgame": the file says it too)."""
        number = self.persistence.game.deal_model.number
        rules = self.persistence.game.game.start.rules
        variant = "" if rules == FREECELL else f"-{rules.building.value}-{rules.free_cells}-cells"
        return f"freecell-{number if number is not None else 'custom'}{variant}{SUFFIX}"

    def save_dialog(self) -> None:
        """Ask where, then save the game."""
        name, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("GameFiles", "Save Game"),
            self.suggested_name(),
            game_filter(),
        )
        if name:
            self.save(Path(name))

    def open_dialog(self) -> None:
        """Ask for a saved game, then put it on the table."""
        name, _ = QFileDialog.getOpenFileName(
            self.window, QCoreApplication.translate("GameFiles", "Open Game"), "", game_filter()
        )
        if name:
            self.open(Path(name))

    def save(self, path: Path) -> FileWrite:
        """Start writing the game on the table to `path`, off the UI thread; the status bar says
        when it is saved, a message box why it was not. The job's `finished` tells the caller."""
        saved = self.persistence.snapshot()
        data = saved.to_text().encode("utf-8")
        job = start_write(
            self.window,
            path,
            data,
            QCoreApplication.translate("GameFiles", "Saving the game to {name}\u2026"),
        )

        def finished(outcome: WriteOutcome) -> None:
            if outcome.written:
                self.persistence.show_message(self._saved_text(saved.cursor, path))
            elif outcome.cancelled:
                self.persistence.show_message(
                    QCoreApplication.translate(
                        "GameFiles", "The game was not saved to %1: cancelled"
                    ).replace("%1", quoted_path(path))
                )
            else:
                self._refuse(QCoreApplication.translate("GameFiles", "The Game Was Not Saved"), outcome.said)

        job.finished.connect(finished)
        return job

    def open(self, path: Path) -> bool:
        """Put the game saved in `path` on the table; False (and why, in a message box) if not."""
        try:
            saved, game = read_game_file(path)
        except SavedGameError as error:
            message = saved_game_message(error)
            # A reason that starts with the file's name keeps the name's own case.
            self._refuse(
                QCoreApplication.translate("GameFiles", "The Game Cannot Be Opened"),
                message,
                capitalise=not message.startswith((path.name, shown_path(path))),
            )
            return False
        if not self.persistence.put_on_table(saved, game):
            return False
        self.persistence.show_message(self._opened_text(path, saved.cursor, len(saved.redo)))
        return True

    def _saved_text(self, done: int, path: Path) -> str:
        return self.tr("Saved the game (%n move(s) done) to %1", "", done).replace("%1", quoted_path(path))

    def _opened_text(self, path: Path, done: int, waiting: int) -> str:
        if waiting:  # one count a sentence may inflect: the place in the game is said as a move number
            return (
                self.tr("Opened %1 at move %2: %n move(s) to redo", "", waiting)
                .replace("%2", str(done))
                .replace("%1", quoted_path(path.name))
            )
        return self.tr("Opened %1: %n move(s) done", "", done).replace("%1", quoted_path(path.name))

    def _refuse(self, title: str, reason: str, *, capitalise: bool = True) -> None:
        QMessageBox.warning(self.window, title, reason[:1].upper() + reason[1:] if capitalise else reason)
