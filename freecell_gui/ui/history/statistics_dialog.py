"""Game > Statistics: games played and won, the win rate and the streaks, and each deal's best,
your fewest moves beside the solver's shortest (found in the background, solver_lengths.py).

Every game recorded is a game played, whether won, won with help, given up or in progress, so
the counts under Played add up to it. Wins helped by Hint or Solve (or by redoing a loaded
solution) are counted apart: they are neither wins nor losses for the win rate and the streaks,
and the win rate says how many games it counts. The deals are shown a page at a time.

Each variant has statistics of its own (a game of Baker's Game, or of FreeCell with fewer cells,
never counts in FreeCell's): the Game box lists the standard game first, then each variant
played, and everything below is of the variant chosen. The solver's shortest is of the standard
game, so the column shows it for that game only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.history.store import DealStatistics, HistoryError, Statistics
from freecell_gui.ui.game.variant_names import variant_name
from freecell_gui.ui.history.persistence import GamePersistence
from freecell_gui.ui.history.record_table import Pager, fill_row, make_table, percent_text
from freecell_gui.ui.i18n.numbers import grouped
from freecell_gui.ui.solving.solver_lengths import SolverLengths

DEALS_A_PAGE = 100
DEAL_COLUMNS = (
    QT_TRANSLATE_NOOP("StatisticsDialog", "Deal"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Played"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Won"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Your fewest moves"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Solver's shortest"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Won with help"),
)
SOLVER_COLUMN = DEAL_COLUMNS.index("Solver's shortest")
NONE = "\u2014"


def _count(value: int | None) -> str:
    return NONE if value is None else grouped(value)


def describe_rate(totals: Statistics) -> str:
    """The win rate as a percentage with the games it counts ("50% (1 of 2)", "50 % (1 sur 2)"),
    or a dash and why before any game counts."""
    rate = totals.win_rate
    if rate is None:
        return QCoreApplication.translate(
            "StatisticsDialog", "{none} (no game won without help or given up yet)"
        ).format(none=NONE)
    return QCoreApplication.translate("StatisticsDialog", "{rate} ({won} of {decided})").format(
        rate=percent_text(rate), won=grouped(totals.won), decided=grouped(totals.decided)
    )


# The totals: (key, title) in two columns: what was played on the left, how well on the right.
TOTALS = (
    (
        ("played", QT_TRANSLATE_NOOP("StatisticsDialog", "Played")),
        ("won", QT_TRANSLATE_NOOP("StatisticsDialog", "Won without help")),
        ("helped", QT_TRANSLATE_NOOP("StatisticsDialog", "Won with help")),
        ("given_up", QT_TRANSLATE_NOOP("StatisticsDialog", "Given up")),
        ("progress", QT_TRANSLATE_NOOP("StatisticsDialog", "In progress")),
    ),
    (
        ("rate", QT_TRANSLATE_NOOP("StatisticsDialog", "Win rate")),
        ("current", QT_TRANSLATE_NOOP("StatisticsDialog", "Current streak")),
        ("longest", QT_TRANSLATE_NOOP("StatisticsDialog", "Longest streak")),
    ),
)
TOTALS_NOTE = QT_TRANSLATE_NOOP(
    "StatisticsDialog",
    "Played counts every game: won, won with help, given up or in progress. The win rate counts "
    "your wins without help out of those wins and the games given up; wins with Hint or Solve "
    "and games in progress change neither the win rate nor the streaks.",
)


class StatisticsDialog(QDialog):
    """The totals above, the deals played below, a page at a time."""

    def __init__(
        self,
        parent: QWidget,
        persistence: GamePersistence,
        lengths: SolverLengths,
        delete_history: Callable[[], bool],
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.setObjectName("StatisticsDialog")
        self.persistence = persistence
        self.lengths = lengths
        self.offset = 0
        self.deals: list[DealStatistics] = []
        layout = QVBoxLayout(self)
        layout.addLayout(self._make_variant_box())
        layout.addWidget(self._make_totals())
        layout.addWidget(
            QLabel(self.tr("Deals played: your fewest moves to win beside the solver's shortest"), self)
        )
        self.table = make_table(self, "DealStatistics", [_marked(column) for column in DEAL_COLUMNS])
        layout.addWidget(self.table, 1)
        self.pager = Pager(self, self.tr("Previous"), self.tr("Next"), DEALS_A_PAGE, self.show_page)
        layout.addLayout(self.pager)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.delete_button = buttons.addButton(
            self.tr("Delete History\u2026"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.delete_button.clicked.connect(lambda: self._after_delete(delete_history()))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        lengths.found.connect(self._on_length_found)
        lengths.failed.connect(lambda number: self._set_solver_cell(number, NONE))
        persistence.recordsChanged.connect(self._on_records_changed)
        self.resize(700, 580)
        self.refresh()

    def _make_variant_box(self) -> QHBoxLayout:
        row = QHBoxLayout()
        named = QLabel(self.tr("&Game:"), self)
        self.variant_box = QComboBox(self)
        self.variant_box.setObjectName("StatisticsVariant")
        self.variant_box.setAccessibleName(self.tr("Game"))
        self.variant_box.setToolTip(
            self.tr(
                "The statistics of one game: FreeCell, or a variant you played (Baker's Game, fewer cells)"
            )
        )
        named.setBuddy(self.variant_box)
        self.variant_box.addItem(variant_name(FREECELL), FREECELL)
        self.variant_box.currentIndexChanged.connect(lambda _index: self.show_page(0))
        row.addWidget(named)
        row.addWidget(self.variant_box)
        row.addStretch(1)
        return row

    @property
    def rules(self) -> Rules:
        """The variant whose statistics are shown (the standard game unless another is chosen)."""
        data = self.variant_box.currentData()
        return data if isinstance(data, Rules) else FREECELL

    def show_variant(self, rules: Rules) -> None:
        """Show the statistics of `rules` if any game of it is recorded (the window opens them at
        the variant on the table); otherwise those shown stay."""
        for index in range(self.variant_box.count()):
            if self.variant_box.itemData(index) == rules:
                self.variant_box.setCurrentIndex(index)
                return

    def _fill_variants(self, played: list[Rules]) -> None:
        """The Game box's entries: the variants played, the one chosen kept."""
        chosen = self.rules
        if [self.variant_box.itemData(index) for index in range(self.variant_box.count())] == played:
            return
        self.variant_box.blockSignals(True)  # the page is being read already
        try:
            self.variant_box.clear()
            for rules in played:
                self.variant_box.addItem(variant_name(rules), rules)
            self.variant_box.setCurrentIndex(played.index(chosen) if chosen in played else 0)
        finally:
            self.variant_box.blockSignals(False)

    def _make_totals(self) -> QGroupBox:
        totals = self.totals_box = QGroupBox(self.tr("All games"), self)
        grid = QGridLayout(totals)
        grid.setHorizontalSpacing(18)
        self.values: dict[str, QLabel] = {}
        for column, entries in enumerate(TOTALS):
            for row, (key, title) in enumerate(entries):
                value = QLabel(self)
                value.setObjectName(f"statistic_{key}")
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                named = QLabel(self.tr("%1:").replace("%1", _marked(title)), self)
                named.setBuddy(value)
                value.setAccessibleName(_marked(title))
                grid.addWidget(named, row, column * 2)
                grid.addWidget(value, row, column * 2 + 1)
                self.values[key] = value
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        note = QLabel(_marked(TOTALS_NOTE), self)
        note.setObjectName("StatisticsNote")
        note.setWordWrap(True)
        grid.addWidget(note, max(len(entries) for entries in TOTALS), 0, 1, 4)
        return totals

    def refresh(self) -> None:
        """Read the totals and the page of deals again."""
        self.show_page(self.offset)

    def show_page(self, offset: int) -> None:
        """The deals from `offset` (by number), DEALS_A_PAGE of them."""
        self.offset = max(0, offset)
        store = self.persistence.store
        if store is None:
            self._show_totals(None)
            self._show_deals([], more=False)
            return
        self.persistence.flush()
        try:
            self._fill_variants(store.variants_played())
            rules = self.rules
            totals = store.statistics(rules)
            deals = store.deal_statistics(rules, limit=DEALS_A_PAGE + 1, offset=self.offset)
        except HistoryError as error:
            self.persistence.show_message(self.tr("Game history: %1").replace("%1", str(error)))
            return
        self.totals_box.setTitle(variant_name(rules))
        self._show_totals(totals)
        self._show_deals(deals[:DEALS_A_PAGE], more=len(deals) > DEALS_A_PAGE)

    def _show_totals(self, totals: Statistics | None) -> None:
        if totals is None:
            for label in self.values.values():
                label.setText(NONE)
            return
        for key, value in (
            ("played", _count(totals.played)),
            ("won", _count(totals.won)),
            ("rate", describe_rate(totals)),
            ("helped", _count(totals.helped_wins)),
            ("given_up", _count(totals.given_up)),
            ("progress", _count(totals.in_progress)),
            ("current", _count(totals.current_streak)),
            ("longest", _count(totals.longest_streak)),
        ):
            self.values[key].setText(value)

    def _show_deals(self, deals: list[DealStatistics], *, more: bool) -> None:
        self.deals = deals
        self.table.setRowCount(len(deals))
        for row, stats in enumerate(deals):
            solver = stats.solver_shortest
            standard = stats.rules == FREECELL  # the solver's lengths are of the standard game
            if solver is None and standard:
                self.lengths.request(stats.deal)
            shown = (
                _count(solver)
                if solver is not None or not standard or not self.lengths.is_pending(stats.deal)
                else self.tr("finding\u2026")
            )
            cells = (
                "#" + grouped(stats.deal),
                _count(stats.played),
                _count(stats.won),
                _count(stats.fewest_moves),
                shown,
                _count(stats.fewest_helped_moves) if stats.helped_wins else NONE,
            )
            fill_row(self.table, row, cells, range(1, len(cells)))
        if deals:
            where = (
                self.tr("Deals %1\u2013%2")
                .replace("%1", grouped(self.offset + 1))
                .replace("%2", grouped(self.offset + len(deals)))
            )
        else:
            where = self.tr("No deal played yet") if not self.offset else self.tr("No more deals")
        self.pager.show_page(self.offset, len(deals), more, where)

    def _on_length_found(self, number: int, length: int) -> None:
        self._set_solver_cell(number, _count(length))

    def _set_solver_cell(self, number: int, text: str) -> None:
        for row, stats in enumerate(self.deals):
            if stats.deal == number and stats.rules == FREECELL:
                item = self.table.item(row, SOLVER_COLUMN)
                if item is not None:
                    item.setText(text)

    def _after_delete(self, deleted: bool) -> None:
        if deleted:
            self.show_page(0)

    def _on_records_changed(self) -> None:
        if self.isVisible():
            self.refresh()


def _marked(text: object) -> str:
    """A text marked with QT_TRANSLATE_NOOP above, in the window's language (lupdate reads the
    marks, not this)."""
    return QCoreApplication.translate("StatisticsDialog", str(text))
