"""The dialog where a user pastes or loads a board to compare with the table or open."""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMimeData, Signal
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

from freecell_gui.core.deals.formats import (
    MAX_BOARD_TEXT_CHARS,
    Board,
    BoardError,
    BoardProblem,
    CardOrder,
    parse_any,
    parse_loose,
)
from freecell_gui.core.system.user_files import UserFileError, read_user_text
from freecell_gui.ui.check.board_messages import board_message
from freecell_gui.ui.i18n.numbers import grouped

MAX_BOARD_FILE_BYTES = MAX_BOARD_TEXT_CHARS


class ReadAs(Enum):
    """How to read the pasted text."""

    AUTOMATIC = "Automatic (board, rows or JSON)"
    ROWS = "Any text: cards in rows, left to right"
    COLUMNS = "Any text: cards in columns, top to bottom"


# Each choice as the box shows it (marked for lupdate, translated when shown).
READ_AS_LABELS = {
    ReadAs.AUTOMATIC: QT_TRANSLATE_NOOP("BoardDialog", "Automatic (board, rows or JSON)"),
    ReadAs.ROWS: QT_TRANSLATE_NOOP("BoardDialog", "Any text: cards in rows, left to right"),
    ReadAs.COLUMNS: QT_TRANSLATE_NOOP("BoardDialog", "Any text: cards in columns, top to bottom"),
}


def read_board(text: str, read_as: ReadAs) -> Board:
    """Parse text the way the user chose; BoardError with the parser's message otherwise."""
    if read_as is ReadAs.AUTOMATIC:
        return parse_any(text)
    return parse_loose(text, CardOrder.ROWS if read_as is ReadAs.ROWS else CardOrder.COLUMNS)


def read_text_file(path: Path) -> str:
    """A board file's text; BoardError (never a traceback) if it is not a readable text file.

    Only a regular file of at most MAX_BOARD_FILE_BYTES is read (never a FIFO or a device).
    """
    try:
        return read_user_text(path, MAX_BOARD_FILE_BYTES)
    except UserFileError as error:
        # The file's error rides along as the cause: board_messages says it from its kind.
        raise BoardError(BoardProblem.UNREADABLE_FILE, detail=str(error)) from error


class BoardTextEdit(QPlainTextEdit):
    """The text box for a board: a paste or drop too long for any board is refused, not inserted.

    Qt lays out a multi-megabyte line for minutes, so the check comes before the text is inserted.
    """

    refused = Signal(str)

    def insertFromMimeData(self, source: QMimeData) -> None:
        """Insert pasted or dropped text, unless it is far too long for a board."""
        if source.hasText():
            length = len(source.text())
            if length + self.document().characterCount() > MAX_BOARD_TEXT_CHARS:
                self.refused.emit(
                    self.tr(
                        "The pasted text is %1 characters long; a board is far shorter "
                        "(at most %2 characters are read), so it was not pasted."
                    )
                    .replace("%1", grouped(length))
                    .replace("%2", grouped(MAX_BOARD_TEXT_CHARS))
                )
                return
        super().insertFromMimeData(source)


class BoardDialog(QDialog):
    """Paste or load a layout; `board` holds the parsed board once the user accepts."""

    def __init__(self, title: str, action: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.board: Board | None = None
        self.text = BoardTextEdit(self)
        self.text.setPlaceholderText(
            self.tr(
                "Paste a board here: the fc-solve / PySol layout (one column a line), the rows layout, JSON, "
                "or a table copied from a web page (then choose how its cards run)."
            )
        )
        self.text.setAccessibleName(self.tr("Board text"))
        self.text.setTabChangesFocus(True)
        self.read_as = QComboBox(self)
        for choice in ReadAs:
            self.read_as.addItem(
                QCoreApplication.translate("BoardDialog", str(READ_AS_LABELS[choice])), choice
            )
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828;")
        self.text.refused.connect(self.error.setText)
        load = QPushButton(self.tr("&Load File\u2026"), self)
        load.clicked.connect(self._load)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.accept_button = buttons.addButton(action, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(load, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self._try_accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Read as:"), self.read_as)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(620, 420)

    def _load(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Load Board"), "", self.tr("Boards (*.txt *.board *.json);;All files (*)")
        )
        if name:
            try:
                self.text.setPlainText(read_text_file(Path(name)))
                self.error.clear()
            except BoardError as error:
                self.error.setText(board_message(error))

    def _try_accept(self) -> None:
        self.board = None
        document = self.text.document()
        if document.characterCount() > MAX_BOARD_TEXT_CHARS:
            self.error.setText(
                self.tr(
                    "This is not a FreeCell layout: the text is %1 characters long; "
                    "a board is far shorter (at most %2 are read)"
                )
                .replace("%1", grouped(document.characterCount()))
                .replace("%2", grouped(MAX_BOARD_TEXT_CHARS))
            )
            return
        try:
            self.board = read_board(self.text.toPlainText(), self.read_as.currentData())
        except BoardError as error:
            self.error.setText(
                self.tr("This is not a FreeCell layout: %1").replace("%1", board_message(error))
            )
            return
        except Exception as error:  # a parser bug must still be a message, never an empty label
            self.error.setText(
                self.tr("This text could not be read as a FreeCell layout (%1)").replace(
                    "%1", type(error).__name__
                )
            )
            return
        self.accept()
