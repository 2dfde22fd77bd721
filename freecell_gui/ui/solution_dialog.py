"""Loading a solution: from a file, from the clipboard, or pasted into a small dialog.

A solution is the site's text, fc-solve's output (explicit or verbose) or a saved moves file;
`freecell_gui.core.notation.parse_moves` reads them all. It lands in the game as the moves to
redo, from the position on the table.
"""

from __future__ import annotations

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
from freecell_gui.core.user_files import UserFileError, read_user_text
from freecell_gui.ui.game_model import GameModel

# A solution file is a few kilobytes; the cap keeps a mistaken pick (a video, a disk image)
# from being read at all.
MAX_SOLUTION_BYTES = 4 * MAX_SOLUTION_CHARS
SOLUTION_FILTER = "Solutions (*.txt *.sol *.moves);;All files (*)"


def read_solution_file(path: Path, limit_bytes: int = MAX_SOLUTION_BYTES) -> str:
    """The text of a solution file; UserFileError (one line for the user) for a folder, a FIFO,
    a device, a file over `limit_bytes`, or bytes that are not text."""
    return read_user_text(path, limit_bytes)


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
        except UserFileError as error:
            self.message.setText(str(error))
            return False
        self.message.clear()
        return True

    def _choose_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Load a Solution", "", SOLUTION_FILTER)
        if name:
            self.read_file(Path(name))
