"""What the History and Statistics windows share: a read-only table of rows and a pager under it,
a variant's name, and a percentage as the language writes it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from freecell_gui.ui.i18n.numbers import number_locale

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


# Where a language puts the per cent sign, and with what space: the percent patterns of the Unicode
# CLDR (common/main/<language>.xml, numbers/percentFormats; CLDR 44). Qt's QLocale gives the sign
# (QLocale.percent) and the digits but no pattern. A language not listed writes "50%".
_NARROW_NO_BREAK_SPACE = "\u202f"
_NO_BREAK_SPACE = "\u00a0"
_PERCENT_PATTERNS: dict[QLocale.Language, str] = {
    QLocale.Language.French: "{number}" + _NARROW_NO_BREAK_SPACE + "{sign}",
    QLocale.Language.German: "{number}" + _NO_BREAK_SPACE + "{sign}",
    QLocale.Language.Spanish: "{number}" + _NO_BREAK_SPACE + "{sign}",
    QLocale.Language.Russian: "{number}" + _NO_BREAK_SPACE + "{sign}",
    QLocale.Language.Turkish: "{sign}{number}",
}


def percent_text(fraction: float, locale: QLocale | None = None) -> str:
    """`fraction` (0.5) as a whole percentage the way the locale's language writes it: "50%" in
    English, "50 %" in French and German (a space that never breaks the line)."""
    locale = locale or number_locale()
    number = locale.toString(round(fraction * 100))
    pattern = _PERCENT_PATTERNS.get(locale.language(), "{number}{sign}")
    return pattern.format(number=number, sign=locale.percent())


def make_table(parent: QWidget, name: str, columns: Sequence[str]) -> QTableWidget:
    """A read-only table that selects whole rows, its columns fitted to their contents."""
    table = QTableWidget(0, len(columns), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def fill_row(
    table: QTableWidget, row: int, cells: Sequence[str], right: Sequence[int], data: object = None
) -> None:
    """Put `cells` in `row`, the columns in `right` aligned right (numbers); each item holds `data`."""
    for column, text in enumerate(cells):
        item = QTableWidgetItem(text)
        if data is not None:
            item.setData(Qt.ItemDataRole.UserRole, data)
        if column in right:
            item.setTextAlignment(RIGHT)
        table.setItem(row, column, item)


class Pager(QHBoxLayout):
    """◀ earlier page, where we are, later page ▶: `go(offset)` is called with the page asked for."""

    def __init__(
        self, parent: QWidget, back: str, forward: str, size: int, go: Callable[[int], None]
    ) -> None:
        super().__init__()
        self.size = size
        self.offset = 0
        self.back_button = QPushButton(f"\u25c0 {back}", parent)
        self.back_button.clicked.connect(lambda: go(self.offset - size))
        self.label = QLabel(parent)
        self.forward_button = QPushButton(f"{forward} \u25b6", parent)
        self.forward_button.clicked.connect(lambda: go(self.offset + size))
        self.addWidget(self.back_button)
        self.addWidget(self.label, 1, Qt.AlignmentFlag.AlignCenter)
        self.addWidget(self.forward_button)

    def show_page(self, offset: int, shown: int, more: bool, text: str) -> None:
        """Say where the page starting at `offset` with `shown` rows is; `more` if a page follows."""
        self.offset = offset
        self.back_button.setEnabled(offset > 0)
        self.forward_button.setEnabled(more)
        self.label.setText(text)
