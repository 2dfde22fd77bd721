"""Loading a solution: from a file, from the clipboard, or pasted into a small dialog.

A solution is the site's text, fc-solve's output (explicit or verbose) or a saved moves file;
`freecell_gui.core.game.notation.parse_moves` reads them all. It lands in the game as the moves to
redo, from the position on the table.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMimeData, QObject
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

from freecell_gui.core.game.game import Game
from freecell_gui.core.game.notation import MAX_SOLUTION_CHARS, NotationError, iter_moves
from freecell_gui.core.system.user_files import UserFileError, read_user_text
from freecell_gui.ui.appearance import inks
from freecell_gui.ui.game.game_model import GameModel
from freecell_gui.ui.game.notation_messages import notation_message, rejected_reason
from freecell_gui.ui.i18n.file_messages import file_message
from freecell_gui.ui.i18n.numbers import grouped

# A solution file is a few kilobytes; the cap keeps a mistaken pick (a video, a disk image)
# from being read at all.
MAX_SOLUTION_BYTES = 4 * MAX_SOLUTION_CHARS
SOLUTION_FILTER = "Solutions (*.txt *.sol *.moves);;All files (*)"  # the moves panel's (its own module)
# The window replays every loaded move at once on the UI thread (about 0.06 ms a move, and a
# list row each): a solution has a few hundred moves, a long hand-played game a few thousand.
# Past these caps a paste (or a legal loop such as "ab ba ab ba ...") would freeze the window.
MAX_LOADED_MOVES = 5_000
MAX_PASTED_CHARS = 500_000  # 5,000 moves of fc-solve's verbose lines fit with room to spare


def read_solution_file(path: Path, limit_bytes: int = MAX_SOLUTION_BYTES) -> str:
    """The text of a solution file; UserFileError (one line for the user) for a folder, a FIFO,
    a device, a file over `limit_bytes`, or bytes that are not text."""
    return read_user_text(path, limit_bytes)


class SolutionLoading(QObject):
    """What loading a solution says, in the player's language (a QObject for tr's plural forms)."""

    def not_a_solution(self, reason: str) -> str:
        """The notation's reason a text is not a solution (said by `notation_message`)."""
        return self.tr("Not a solution: %1").replace("%1", reason)

    def too_many(self) -> str:
        """A text of more moves than any solution."""
        return self.tr("Not a solution: more than %1 moves (a solution has a few hundred)").replace(
            "%1", grouped(MAX_LOADED_MOVES)
        )

    def no_moves(self) -> str:
        """A text without moves."""
        return self.tr("No moves found: paste the site's solution, fc-solve's output or a saved moves file")

    def loaded(self, count: int, game: Game) -> str:
        """`count` moves loaded, perhaps stopped at an illegal move (the game's `rejected`)."""
        rejected = game.rejected
        if rejected is not None:
            return (
                self.tr("Loaded %n move(s); move %1 (%2) is illegal: %3", "", count)
                .replace("%1", str(rejected.number))
                .replace("%2", rejected.text)
                .replace("%3", rejected_reason(game, rejected))
            )
        return self.tr("Loaded %n move(s) to play: step forward or press Play", "", count)

    def too_long(self, characters: int) -> str:
        """A text far longer than a solution."""
        return (
            self.tr(
                "Not a solution: the text has %1 characters (a solution has a few thousand; at most %2 are read)"
            )
            .replace("%1", grouped(characters))
            .replace("%2", grouped(MAX_PASTED_CHARS))
        )


def load_solution_text(model: GameModel, text: str) -> tuple[bool, str]:
    """Read `text` as moves and put them after the position on the table as the moves to redo.

    Returns (True, what happened) when moves were loaded (perhaps stopped at an illegal move),
    (False, why not) when the text holds no moves or is not a solution.
    """
    said = SolutionLoading()
    if len(text) > MAX_PASTED_CHARS:
        return False, said.too_long(len(text))
    try:
        moves = list(itertools.islice(iter_moves(text), MAX_LOADED_MOVES + 1))
    except NotationError as error:
        return False, said.not_a_solution(notation_message(error))
    if len(moves) > MAX_LOADED_MOVES:
        return False, said.too_many()
    if not moves:
        return False, said.no_moves()
    model.load(moves)
    return True, said.loaded(len(model.game.steps) - model.game.cursor, model.game)


def too_long_message(characters: int) -> str:
    """Why a text of `characters` characters is not taken as a solution, in one line."""
    return SolutionLoading().too_long(characters)


class _CappedEditor(QPlainTextEdit):
    """A text box that refuses a paste or drop too long to be a solution, rather than freeze
    while it lays out megabytes of text; `refused` is called with the reason."""

    def __init__(self, parent: QWidget, refused: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._refused = refused

    def insertFromMimeData(self, source: QMimeData) -> None:
        length = len(source.text()) if source.hasText() else 0
        if length + len(self.toPlainText()) > MAX_PASTED_CHARS:
            self._refused(too_long_message(length))
            return
        super().insertFromMimeData(source)


class SolutionDialog(QDialog):
    """Paste a solution, or load it from a file into the text box, then Load."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Load a Solution"))
        self.setObjectName("SolutionDialog")
        self.resize(560, 360)
        layout = QVBoxLayout(self)
        hint = QLabel(
            self.tr(
                "Paste the moves from freecellgamesolutions.com, fc-solve's output or a saved moves file. "
                "They are played from the position on the table."
            ),
            self,
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.message = QLabel(self)
        self.editor = _CappedEditor(self, self.message.setText)
        self.editor.setPlaceholderText("26 76 72 72 5a 27 57 67 1b 61 ...")
        self.editor.setAccessibleName(self.tr("Moves to load"))
        layout.addWidget(self.editor, 1)
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {inks(self.palette()).error.name()};")
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.load_button = buttons.addButton(self.tr("&Load Moves"), QDialogButtonBox.ButtonRole.AcceptRole)
        file_button = QPushButton(self.tr("From &File\u2026"), self)
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
            text = read_solution_file(path)
        except UserFileError as error:
            self.message.setText(file_message(error))
            return False
        if len(text) > MAX_PASTED_CHARS:
            self.message.setText(too_long_message(len(text)))
            return False
        self.editor.setPlainText(text)
        self.message.clear()
        return True

    def _choose_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load a Solution"), "", self.tr("Solutions (*.txt *.sol *.moves);;All files (*)")
        )
        if name:
            self.read_file(Path(name))
