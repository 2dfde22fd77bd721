"""The moves panel's list as a model and a view: a row is drawn only when it is seen.

A game of 100,000 moves (a player who went back and forth) made the panel build 100,000 widget
rows at every change: seconds at the start and hundreds of megabytes. Here a row's text, colour
and font are computed when the view asks for that row; a change of the game resets the model,
and only the rows on screen are ever asked for. The view is a one-column table with rows of one
fixed height: its header keeps them as one span, so a reset costs nothing whatever the count (a
QListView lays every row out again, asking the model about each: a second for 100,000).

`MovesListView` keeps the few calls of a QListWidget that the panel's users make (`item(row)`,
`count()`, `currentRow()`, `visualItemRect`, `scrollToItem`), with a light `MovesRow` for an item.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
)
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from freecell_gui.core.game.game import Game, Step
from freecell_gui.core.game.rules import Position, card_code
from freecell_gui.ui.appearance import Inks
from freecell_gui.ui.game.notation_messages import rejected_reason

ModelIndex = QModelIndex | QPersistentModelIndex
NUMBER_ROLE = Qt.ItemDataRole.UserRole  # a row's move count (0: the deal), None for a refused move


def autoplayed_cards(before: Position, step: Step) -> list[str]:
    """The codes of the cards autoplay sent home after `step` (played from `before`)."""
    position = before.apply(step.move)
    cards: list[str] = []
    for move in step.autoplayed:
        cards.append(card_code(position.top(move.source)))
        position = position.apply(move)
    return cards


def step_label(number: int, text: str, autoplay: list[str]) -> str:
    """One line of the list: the number, the move, and the cards autoplay sent home."""
    label = f"{number:>3}.  {text:<5}"
    if autoplay:
        label += "  +" + " ".join(autoplay)
    return label.rstrip()


class MovesListModel(QAbstractListModel):
    """Row 0 the deal, then one row a step (done ones in the text ink, those to redo muted, the
    position's row bold), then the refused move of a loaded solution, if any (in red)."""

    def __init__(self, inks: Inks, font: QFont, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: list[Step] = []
        self._start: Position | None = None
        self._cursor = 0
        self._rejected: tuple[str, str] | None = None  # (its text, its tooltip)
        self._inks = inks
        self._font = font
        self._bold = QFont(font)
        self._bold.setBold(True)

    def show_game(self, game: Game, steps: list[Step], inks: Inks, font: QFont) -> None:
        """Show `game`, whose `steps` (a copy) the rows read as the view asks."""
        self.beginResetModel()
        self._steps = steps
        self._start = game.start
        self._cursor = game.cursor
        rejected = game.rejected
        if rejected is None:
            self._rejected = None
        else:  # the core's reason is English: asked again of the position, in the player's language
            reason = rejected_reason(game, rejected)
            whole = (
                QCoreApplication.translate(
                    "MovesPanel", "Move %1 (%2) is illegal: %3. Playback stops before it."
                )
                .replace("%1", str(rejected.number))
                .replace("%2", rejected.text)
                .replace("%3", reason)
            )
            self._rejected = (f"{rejected.number:>3}.  {rejected.text:<5}  \u2717 {reason}", whole)
        self._inks = inks
        self._font = font
        self._bold = QFont(font)
        self._bold.setBold(True)
        self.endResetModel()

    def rowCount(self, parent: ModelIndex | None = None) -> int:
        if parent is not None and parent.isValid():
            return 0
        return 1 + len(self._steps) + (self._rejected is not None)

    def columnCount(self, parent: ModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else 1

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if self._is_rejected(index.row()):
            return Qt.ItemFlag.ItemIsEnabled
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        row = index.row()
        if not index.isValid() or not 0 <= row < self.rowCount():
            return None
        if self._is_rejected(row):
            return self._rejected_data(role)
        if role == NUMBER_ROLE:
            return row
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if row == self._cursor else self._font
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(self._inks.text if row <= self._cursor else self._inks.muted)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if row == 0:
            return (
                "  0.  " + QCoreApplication.translate("MovesPanel", "the deal")
                if role == Qt.ItemDataRole.DisplayRole
                else None
            )
        step = self._steps[row - 1]
        before = self._steps[row - 2].after if row > 1 else self._start
        assert before is not None
        autoplay = autoplayed_cards(before, step) if step.autoplayed else []
        if role == Qt.ItemDataRole.DisplayRole:
            return step_label(row, step.text, autoplay)
        if not autoplay:
            return None
        return QCoreApplication.translate("MovesPanel", "Autoplay sent home: %1").replace(
            "%1", " ".join(autoplay)
        )

    def _is_rejected(self, row: int) -> bool:
        return self._rejected is not None and row == len(self._steps) + 1

    def _rejected_data(self, role: int) -> object:
        assert self._rejected is not None
        text, tip = self._rejected
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(self._inks.error)
        if role == Qt.ItemDataRole.FontRole:
            return self._font
        return None


class MovesRow:
    """One row of the list, read as a QListWidgetItem is (text, colour, font, tooltip, data)."""

    def __init__(self, model: MovesListModel, row: int) -> None:
        self.index = model.index(row, 0)

    def text(self) -> str:
        return str(self.index.data(Qt.ItemDataRole.DisplayRole) or "")

    def foreground(self) -> QBrush:
        brush = self.index.data(Qt.ItemDataRole.ForegroundRole)
        return brush if isinstance(brush, QBrush) else QBrush()

    def font(self) -> QFont:
        font = self.index.data(Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else QFont()

    def toolTip(self) -> str:
        return str(self.index.data(Qt.ItemDataRole.ToolTipRole) or "")

    def flags(self) -> Qt.ItemFlag:
        return self.index.flags()

    def data(self, role: int) -> object:
        return self.index.data(role)


class MovesListView(QTableView):
    """The list of moves: every row one line high, so any number of rows costs nothing to lay out."""

    def __init__(self, model: MovesListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.moves = model
        self.setModel(model)
        columns = self.horizontalHeader()
        columns.hide()  # one column: the header would only repeat the panel's title
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        columns.setAccessibleName(QCoreApplication.translate("MovesPanel", "Moves column"))
        rows = self.verticalHeader()
        rows.hide()  # each row says its number itself
        rows.setAccessibleName(QCoreApplication.translate("MovesPanel", "Move numbers"))
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # one height: no row is measured
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)  # a refused move's reason: whole in its tooltip
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)

    def set_row_font(self, font: QFont) -> None:
        """The rows' font, and their height from it."""
        self.setFont(font)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)

    def count(self) -> int:
        """How many rows (the deal, the moves, a refused move)."""
        return self.moves.rowCount()

    def item(self, row: int) -> MovesRow:
        """Row `row`, read as a list widget's item."""
        return MovesRow(self.moves, row)

    def currentRow(self) -> int:
        """The row of the position on the table."""
        return self.currentIndex().row()

    def visualItemRect(self, item: MovesRow) -> QRect:
        """Where `item` is drawn in the viewport."""
        return self.visualRect(item.index)

    def scrollToItem(self, item: MovesRow) -> None:
        """Scroll so that `item` is seen."""
        self.scrollTo(item.index)
