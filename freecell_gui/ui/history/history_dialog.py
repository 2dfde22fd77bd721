"""Game > History: every game, newest first, a page at a time, filtered by result and by variant;
any of them opens on the table at its last position, under its own rules (a game in progress
goes on in its own record). The Game column names each game's variant."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from freecell_gui.core.game.variant import Rules
from freecell_gui.core.history.store import GameRecord, GameResult, HistoryError
from freecell_gui.ui.game.variant_names import variant_name
from freecell_gui.ui.history.persistence import GamePersistence
from freecell_gui.ui.history.record_table import Pager, fill_row, make_table
from freecell_gui.ui.i18n.numbers import grouped

GAMES_A_PAGE = 100
COLUMNS = (
    QT_TRANSLATE_NOOP("HistoryDialog", "Started"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Deal"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Result"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Moves"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Help"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Saved"),
    # Last in the model (the columns before it keep their indexes), shown after the deal.
    QT_TRANSLATE_NOOP("HistoryDialog", "Game"),
)
GAME_COLUMN = len(COLUMNS) - 1
GAME_COLUMN_SHOWN_AT = 2
FILTERS: tuple[tuple[object, GameResult | None], ...] = (
    (QT_TRANSLATE_NOOP("HistoryDialog", "All games"), None),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Won"), GameResult.WON),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Given up"), GameResult.GIVEN_UP),
    (QT_TRANSLATE_NOOP("HistoryDialog", "In progress"), GameResult.IN_PROGRESS),
)
# A result's name in the Result column: the filter's names (the database holds the English value).
RESULT_NAMES = {result: title for title, result in FILTERS if result is not None}


def _marked(text: object) -> str:
    """A text marked above with QT_TRANSLATE_NOOP, in the window's language (lupdate reads the
    marks, not this)."""
    return QCoreApplication.translate("HistoryDialog", str(text))


def describe_moves(record: GameRecord) -> str:
    """The moves column: a win's length in the site's count, else the moves done (and to redo)."""
    if record.result is GameResult.WON and record.win_moves is not None:
        return f"{record.win_moves}"
    waiting = sum(len(line.partition(":")[2].split()) for line in record.redo.splitlines())
    if not waiting:
        return f"{record.cursor}"
    return (
        QCoreApplication.translate("HistoryDialog", "%1 (+%2 to redo)")
        .replace("%1", f"{record.cursor}")
        .replace("%2", f"{waiting}")
    )


def describe_help(record: GameRecord) -> str:
    """The help column: Hint, Solve, both, or nothing."""
    hint = QCoreApplication.translate("HistoryDialog", "Hint")
    solve = QCoreApplication.translate("HistoryDialog", "Solve")
    used = [name for name, flag in ((hint, record.used_hint), (solve, record.used_solver)) if flag]
    return ", ".join(used)


def _when(record: GameRecord, which: str) -> str:
    moment = record.started if which == "started" else record.saved
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def _hidden_note(parent: QWidget, name: str) -> QLabel:
    """A line of text under the table, shown only when it has something to say."""
    note = QLabel(parent)
    note.setObjectName(name)
    note.setWordWrap(True)
    note.hide()
    return note


class HistoryDialog(QDialog):
    """The games, newest first, with a filter, pages, Open and Delete History."""

    def __init__(
        self, parent: QWidget, persistence: GamePersistence, delete_history: Callable[[], bool]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("History"))
        self.setObjectName("HistoryDialog")
        self.persistence = persistence
        self.offset = 0
        self.records: list[GameRecord] = []
        self.total = 0
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        shown = QLabel(self.tr("Show:"), self)
        top.addWidget(shown)
        self.filter_box = QComboBox(self)
        self.filter_box.setAccessibleName(self.tr("Games shown"))
        shown.setBuddy(self.filter_box)
        for title, result in FILTERS:
            self.filter_box.addItem(_marked(title), result)
        self.filter_box.currentIndexChanged.connect(lambda _index: self.show_page(0))
        top.addWidget(self.filter_box)
        game = QLabel(self.tr("&Game:"), self)
        top.addWidget(game)
        self.variant_box = QComboBox(self)
        self.variant_box.setAccessibleName(self.tr("Game"))
        self.variant_box.setToolTip(self.tr("Show the games of one variant, or of all"))
        game.setBuddy(self.variant_box)
        self.variant_box.addItem(self.tr("All variants"), None)
        self.variant_box.currentIndexChanged.connect(lambda _index: self.show_page(0))
        top.addWidget(self.variant_box)
        top.addStretch(1)
        self.count_label = QLabel(self)
        top.addWidget(self.count_label)
        layout.addLayout(top)

        self.table = make_table(self, "GameHistory", [_marked(column) for column in COLUMNS])
        self.table.horizontalHeader().moveSection(GAME_COLUMN, GAME_COLUMN_SHOWN_AT)
        self.table.itemSelectionChanged.connect(self._on_selection)
        self.table.itemActivated.connect(lambda _item: self.open_selected())
        layout.addWidget(self.table, 1)
        # The damaged records the opening said once (and those met since): found here later.
        self.damaged_label = _hidden_note(self, "DamagedRecords")
        layout.addWidget(self.damaged_label)

        self.pager = Pager(self, self.tr("Newer"), self.tr("Older"), GAMES_A_PAGE, self.show_page)
        layout.addLayout(self.pager)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = buttons.addButton(
            self.tr("&Open on the Table"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.open_button.setToolTip(self.tr("Show the game at its last position (or double-click it)"))
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button = buttons.addButton(
            self.tr("Delete History\u2026"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.delete_button.clicked.connect(lambda: self._after_delete(delete_history()))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        persistence.recordsChanged.connect(self._on_records_changed)
        self.resize(720, 520)
        self.show_page(0)

    @property
    def result_filter(self) -> GameResult | None:
        """The result shown, or None for every game."""
        data = self.filter_box.currentData()
        return data if isinstance(data, GameResult) else None

    @property
    def variant_filter(self) -> Rules | None:
        """The variant shown, or None for every variant."""
        data = self.variant_box.currentData()
        return data if isinstance(data, Rules) else None

    def _fill_variants(self, played: list[Rules]) -> None:
        """The variant filter's entries: every variant, then each variant played, the one chosen kept."""
        have = [self.variant_box.itemData(index) for index in range(1, self.variant_box.count())]
        if have == played:
            return
        chosen = self.variant_filter
        self.variant_box.blockSignals(True)  # the page is being read already
        try:
            while self.variant_box.count() > 1:
                self.variant_box.removeItem(1)
            for rules in played:
                self.variant_box.addItem(variant_name(rules), rules)
            self.variant_box.setCurrentIndex(played.index(chosen) + 1 if chosen in played else 0)
        finally:
            self.variant_box.blockSignals(False)

    def refresh(self) -> None:
        """Read the page shown again."""
        self.show_page(self.offset)

    def show_page(self, offset: int) -> None:
        """The games from `offset` (newest first), GAMES_A_PAGE of them."""
        store = self.persistence.store
        self.offset = max(0, offset)
        records: list[GameRecord] = []
        if store is not None:
            self.persistence.flush()
            try:
                self._fill_variants(store.variants_played())
                rules = self.variant_filter
                self.total = store.count(self.result_filter, rules=rules)
                if self.offset >= self.total:
                    self.offset = max(0, (self.total - 1) // GAMES_A_PAGE * GAMES_A_PAGE)
                records = store.history(
                    self.result_filter, rules=rules, limit=GAMES_A_PAGE, offset=self.offset
                )
            except HistoryError as error:
                self.persistence.show_message(self.tr("Game history: %1").replace("%1", str(error)))
        self.records = records
        table_record = self.persistence.record_of_table()
        self.table.setRowCount(len(records))
        for row, record in enumerate(records):
            deal = "#" + grouped(record.deal) if record.deal is not None else self.tr("custom")
            result = _marked(RESULT_NAMES[record.result])
            if record.id == table_record:
                result = self.tr("%1 (on the table)").replace("%1", result)
            cells = (
                _when(record, "started"),
                deal,
                result,
                describe_moves(record),
                describe_help(record),
                _when(record, "saved"),
                variant_name(record.rules),
            )
            fill_row(self.table, row, cells, (1, 3), record.id)
        self.count_label.setText(self.tr("%Ln game(s)", "", self.total))
        self._say_damaged(len(store.damaged) if store is not None else 0)
        last = self.offset + len(records)
        where = (
            self.tr("Games %1\u2013%2 of %3")
            .replace("%1", grouped(self.offset + 1))
            .replace("%2", grouped(last))
            .replace("%3", grouped(self.total))
            if records
            else self.tr("No games yet")
        )
        self.pager.show_page(self.offset, len(records), last < self.total, where)
        self._on_selection()

    def _say_damaged(self, damaged: int) -> None:
        self.damaged_label.setText(
            self.tr(
                "%Ln game(s) of the history could not be read (changed outside freecell-gui); "
                "they are left as they are and not listed.",
                "",
                damaged,
            )
        )
        self.damaged_label.setVisible(damaged > 0)

    def selected(self) -> GameRecord | None:
        """The record selected, if any."""
        rows = self.table.selectionModel().selectedRows()
        return self.records[rows[0].row()] if rows else None

    def open_selected(self) -> None:
        """Put the selected game on the table at its last position, and close."""
        record = self.selected()
        if record is not None and self.persistence.open_record(record):
            self.accept()

    def _on_selection(self) -> None:
        self.open_button.setEnabled(self.selected() is not None)

    def _after_delete(self, deleted: bool) -> None:
        if deleted:
            self.show_page(0)

    def _on_records_changed(self) -> None:
        if self.isVisible():
            self.refresh()
