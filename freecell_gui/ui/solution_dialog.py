"""Loading a solution: from a file, from the clipboard, or pasted into a small dialog.

A solution is the site's text, fc-solve's output (explicit or verbose) or a saved moves file;
`freecell_gui.core.notation.parse_moves` reads them all. It lands in the game as the moves to
redo, from the position on the table.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.notation import MAX_SOLUTION_CHARS, NotationError, parse_moves
from freecell_gui.ui.game_model import GameModel

# A solution file is a few kilobytes; the cap keeps a mistaken pick (a video, a disk image)
# from being read at all. Private until core/user_files.py (issue: harden-input) merges.
MAX_SOLUTION_BYTES = 4 * MAX_SOLUTION_CHARS
SOLUTION_FILTER = "Solutions (*.txt *.sol *.moves);;All files (*)"


class SolutionFileError(ValueError):
    """A file that cannot be read as a solution; the message is one line for the user."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_solution_file(path: Path, limit_bytes: int = MAX_SOLUTION_BYTES) -> str:
    """The text of a solution file; SolutionFileError (one clear line) for a folder, a FIFO, a
    device, a file over `limit_bytes`, a binary file or an unreadable one."""
    try:
        # O_NONBLOCK: opening a FIFO with no writer must not hang the window.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        if os.path.isdir(path):
            raise SolutionFileError(f"{path} is a folder, not a solution file") from None
        raise SolutionFileError(f"cannot read {path}: {(error.strerror or str(error)).lower()}") from None
    mode = os.fstat(descriptor).st_mode
    if not stat.S_ISREG(mode):
        os.close(descriptor)
        raise SolutionFileError(f"{path} is {_kind(mode)}, not a solution file")
    with os.fdopen(descriptor, "rb") as stream:
        try:
            data = stream.read(limit_bytes + 1)
        except OSError as error:
            raise SolutionFileError(f"cannot read {path}: {(error.strerror or str(error)).lower()}") from None
    if len(data) > limit_bytes:
        raise SolutionFileError(f"{path} is larger than {limit_bytes:,} bytes: it is not a solution")
    if b"\0" in data:
        raise SolutionFileError(f"{path} is a binary file, not a solution")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def load_solution_text(model: GameModel, text: str) -> tuple[bool, str]:
    """Read `text` as moves and put them after the position on the table as the moves to redo.

    Returns (True, what happened) when moves were loaded (perhaps stopped at an illegal move),
    (False, why not) when the text holds no moves or is not a solution.
    """
    try:
        moves = parse_moves(text)
    except NotationError as error:
        return False, f"Not a solution: {error}"
    if not moves:
        return False, "No moves found: paste the site's solution, fc-solve's output or a saved moves file"
    rejected = model.load(moves)
    loaded = len(model.game.steps) - model.game.cursor
    if rejected is not None:
        return True, f"Loaded {loaded} moves; {rejected}"
    return True, f"Loaded {loaded} moves to play: step forward or press Play"


class SolutionDialog(QDialog):
    """Paste a solution, or load it from a file into the text box, then Load."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Load a Solution")
        self.setObjectName("SolutionDialog")
        self.resize(560, 360)
        layout = QVBoxLayout(self)
        hint = QLabel(
            "Paste the moves from freecellgamesolutions.com, fc-solve's output or a saved moves file. "
            "They are played from the position on the table.",
            self,
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.editor = QPlainTextEdit(self)
        self.editor.setPlaceholderText("26 76 72 72 5a 27 57 67 1b 61 ...")
        layout.addWidget(self.editor, 1)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c62828;")
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.load_button = buttons.addButton("&Load Moves", QDialogButtonBox.ButtonRole.AcceptRole)
        file_button = QPushButton("From &File\u2026", self)
        buttons.addButton(file_button, QDialogButtonBox.ButtonRole.ActionRole)
        file_button.clicked.connect(self._choose_file)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def text(self) -> str:
        """The text in the box."""
        return self.editor.toPlainText()

    def read_file(self, path: Path) -> bool:
        """Put a file's text in the box; False (and the reason shown) if it cannot be read."""
        try:
            self.editor.setPlainText(read_solution_file(path))
        except SolutionFileError as error:
            self.message.setText(str(error))
            return False
        self.message.clear()
        return True

    def _choose_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Load a Solution", "", SOLUTION_FILTER)
        if name:
            self.read_file(Path(name))
