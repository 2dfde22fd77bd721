"""The history in the menus: Game > Statistics (F4) and History (Ctrl+H), Next Deal Not Yet Won
beside Next Deal, File > Export History…, and Delete History (asked first: the only way records
are removed). After a win, the solver's shortest solution of the deal is found in the background
for the statistics."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget

from freecell_gui.core.game.variant import FREECELL
from freecell_gui.core.history.records import HistoryError
from freecell_gui.ui.actions import WindowMenus, make_action
from freecell_gui.ui.history.persistence import GamePersistence
from freecell_gui.ui.solving.solver_lengths import SolverLengths

if TYPE_CHECKING:  # the dialogs are imported when first opened: the window starts without them
    from freecell_gui.ui.history.export import HistoryExport
    from freecell_gui.ui.history.history_dialog import HistoryDialog
    from freecell_gui.ui.history.statistics_dialog import StatisticsDialog


class HistoryActions(QObject):
    """Statistics, History, Next Deal Not Yet Won, Export History and Delete History of a window."""

    def __init__(
        self, window: QWidget, persistence: GamePersistence, show_message: Callable[[str], None]
    ) -> None:
        super().__init__(window)
        self.window = window
        self.persistence = persistence
        self.show_message = show_message
        self.lengths = SolverLengths(self, persistence.record_solver_length)
        self.statistics_dialog: StatisticsDialog | None = None
        self.history_dialog: HistoryDialog | None = None
        self.export: HistoryExport | None = None
        self.statistics_action = make_action(
            window,
            self.tr("Stat&istics\u2026"),
            self.show_statistics,
            [QKeySequence("F4")],
            self.tr("Games played and won, streaks, each deal's best"),
        )
        self.history_action = make_action(
            window,
            self.tr("Hist&ory\u2026"),
            self.show_history,
            [QKeySequence("Ctrl+H")],
            self.tr("Every game, newest first; open any of them"),
        )
        self.next_unwon_action = make_action(
            window,
            self.tr("Next Deal Not &Yet Won"),
            self.next_unwon_deal,
            [QKeySequence("Shift+PgDown")],
            self.tr("Show the first deal after this one that you have not won"),
            "go-jump",
        )
        self.export_action = make_action(
            window,
            self.tr("E&xport History\u2026"),
            self.export_history,
            tip=self.tr("Save the games, the deals or the totals as CSV"),
        )
        for action in (
            self.statistics_action,
            self.history_action,
            self.next_unwon_action,
            self.export_action,
        ):
            persistence.opened.connect(action.setEnabled)
        persistence.gameWon.connect(self._on_won)

    def add_to_menus(self, menus: WindowMenus, next_deal: QAction) -> None:
        """Statistics and History at the end of the Game menu, Next Deal Not Yet Won after
        `next_deal` in the Deal menu, Export History in the File menu before its last part (Quit)."""
        actions = menus.deal.actions()
        following = actions[actions.index(next_deal) + 1] if next_deal in actions[:-1] else None
        menus.deal.insertAction(following, self.next_unwon_action)  # type: ignore[arg-type]
        menus.game.addSeparator()
        menus.game.addActions([self.statistics_action, self.history_action])
        separators = [action for action in menus.file.actions() if action.isSeparator()]
        menus.file.insertAction(separators[-1] if separators else None, self.export_action)  # type: ignore[arg-type]

    def shutdown(self) -> None:
        """End the background solver (the window is closing)."""
        self.lengths.shutdown()

    # --- actions ------------------------------------------------------------------------------

    def show_statistics(self) -> StatisticsDialog:
        """Open (or raise) the Statistics window, read afresh, at the variant on the table (if
        any game of it is recorded)."""
        if self.statistics_dialog is None:
            from freecell_gui.ui.history.statistics_dialog import StatisticsDialog

            self.statistics_dialog = StatisticsDialog(
                self.window, self.persistence, self.lengths, self.delete_history
            )
        else:
            self.statistics_dialog.refresh()
        self.statistics_dialog.show_variant(self.persistence.game.game.start.rules)
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()
        return self.statistics_dialog

    def show_history(self) -> HistoryDialog:
        """Open (or raise) the History window, read afresh."""
        if self.history_dialog is None:
            from freecell_gui.ui.history.history_dialog import HistoryDialog

            self.history_dialog = HistoryDialog(self.window, self.persistence, self.delete_history)
        else:
            self.history_dialog.refresh()
        self.history_dialog.show()
        self.history_dialog.raise_()
        return self.history_dialog

    def next_unwon_deal(self) -> None:
        """Show the first deal after the one on the table not yet won without help, in the
        variant on the table: a win of another variant is no win of this one."""
        store = self.persistence.store
        if store is None:
            return
        model = self.persistence.game.deal_model
        self.persistence.flush()
        try:
            number = store.next_unwon_deal(model.number or 0, self.persistence.game.game.start.rules)
        except HistoryError as error:
            self.show_message(self.tr("Game history: %1").replace("%1", str(error)))
            return
        if number is None:
            self.show_message(self.tr("Every deal after this one is won"))
            return
        model.set_number(number)

    def export_history(self) -> None:
        """Ask for a file and a table, then export in the background."""
        store = self.persistence.store
        if store is not None:
            from freecell_gui.ui.history.export import export_dialog

            self.persistence.flush()
            self.export = export_dialog(self.window, store, self.show_message)

    def delete_history(self) -> bool:
        """Ask, then delete every record (the game on the table goes on, recorded anew)."""
        store = self.persistence.store
        if store is None:
            return False
        self.persistence.flush()
        count = store.count()
        answer = QMessageBox.question(
            self.window,
            self.tr("Delete the History?"),
            self.tr(
                "Delete all %Ln game(s) of the history, and with them the statistics? "
                "This cannot be undone. The game on the table goes on.",
                "",
                count,
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        deleted = self.persistence.delete_history()
        self.show_message(self.tr("Deleted %Ln game(s) from the history", "", deleted))
        return True

    def _on_won(self, number: int | None) -> None:
        store = self.persistence.store
        if number is None or store is None or self.persistence.game.game.start.rules != FREECELL:
            return  # the solver's lengths are of the standard game: another variant's win asks none
        self.persistence.flush()
        try:
            known = store.deal_record(number).solver_shortest
        except HistoryError:
            return
        if known is None:
            self.lengths.request(number)
