"""The dialog where a user pastes or loads a board to compare with the table or open."""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.formats import Board, BoardError, CardOrder, parse_any, parse_loose

MAX_BOARD_FILE_BYTES = 1_000_000


class ReadAs(Enum):
    """How to read the pasted text."""

    AUTOMATIC = "Automatic (board, rows or JSON)"
    ROWS = "Any text: cards in rows, left to right"
    COLUMNS = "Any text: cards in columns, top to bottom"


def read_board(text: str, read_as: ReadAs) -> Board:
    """Parse text the way the user chose; BoardError with the parser's message otherwise."""
    if read_as is ReadAs.AUTOMATIC:
        return parse_any(text)
    return parse_loose(text, CardOrder.ROWS if read_as is ReadAs.ROWS else CardOrder.COLUMNS)


def read_text_file(path: Path) -> str:
    """A board file's text; BoardError (never a traceback) if it cannot be read as text."""
    try:
        if path.stat().st_size > MAX_BOARD_FILE_BYTES:
            raise BoardError(
                f"{path.name} is larger than a board could be ({MAX_BOARD_FILE_BYTES:,} bytes at most)"
            )
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise BoardError(f"{path.name} is not a text file") from None
    except OSError as error:
        raise BoardError(f"cannot read {path}: {error.strerror or error}") from None


class BoardDialog(QDialog):
    """Paste or load a layout; `board` holds the parsed board once the user accepts."""

    def __init__(self, title: str, action: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.board: Board | None = None
        self.text = QPlainTextEdit(self)
        self.text.setPlaceholderText(
            "Paste a board here: the fc-solve / PySol layout (one column a line), the rows layout, JSON, "
            "or a table copied from a web page (then choose how its cards run)."
        )
        self.text.setTabChangesFocus(True)
        self.read_as = QComboBox(self)
        for choice in ReadAs:
            self.read_as.addItem(choice.value, choice)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828;")
        load = QPushButton("&Load File\u2026", self)
        load.clicked.connect(self._load)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.accept_button = buttons.addButton(action, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(load, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self._try_accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow("&Read as:", self.read_as)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(620, 420)

    def _load(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(
            self, "Load Board", "", "Boards (*.txt *.board *.json);;All files (*)"
        )
        if name:
            try:
                self.text.setPlainText(read_text_file(Path(name)))
                self.error.clear()
            except BoardError as error:
                self.error.setText(str(error))

    def _try_accept(self) -> None:
        try:
            self.board = read_board(self.text.toPlainText(), self.read_as.currentData())
        except BoardError as error:
            self.error.setText(f"This is not a FreeCell layout: {error}")
            self.board = None
            return
        self.accept()
