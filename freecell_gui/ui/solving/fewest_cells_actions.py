"""The Fewest Cells entry of the solver's menu: it opens the dialog for the deal on the table.

The feature is handed the window (as the dialogs' parent and the action's owner) and the game
model (which deal, under which building rule); what the dialog asks of the table, it relays as
signals for the window to wire: deal a deal under K cells, play a solution under K cells.
The window builds it at start; the dialog, with the solver under it, loads when first opened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from freecell_gui.ui.actions import make_action
from freecell_gui.ui.game.game_model import GameModel

if TYPE_CHECKING:  # the dialog, and the solver under it, load with its first opening
    from freecell_gui.ui.solving.fewest_cells import FewestCellsDialog


class FewestCellsActions(QObject):
    """The solver menu's Fewest Cells: the deal's minimum free cells with its proof, and the challenge."""

    challengeDealRequested = Signal(object, int)  # (deal: int, cells): deal it with that many free cells
    solutionPlayRequested = Signal(object)  # FewestCellsSolution: deal it under its cells, moves to redo

    def __init__(self, window: QWidget, game: GameModel) -> None:
        super().__init__(window)
        self.window = window
        self.game = game
        self.dialog: FewestCellsDialog | None = None
        self.action: QAction = make_action(
            window,
            self.tr("Fewest &Cells…"),
            self.open_dialog,
            None,
            self.tr("How many free cells this deal needs, with the proof; and deals needing exactly K"),
        )

    def add_to_menu(self, menu: QMenu) -> None:
        """The entry in the solver's menu."""
        menu.addAction(self.action)

    def open_dialog(self) -> FewestCellsDialog:
        """Open the dialog for the deal on the table and start its search."""
        from freecell_gui.ui.solving.fewest_cells import FewestCellsDialog

        self.shutdown()
        dialog = FewestCellsDialog(self.game.deal_model.deal, self.game.position.building, self.window)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)  # its answer is the table's deal
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.challengeDealRequested.connect(self.challengeDealRequested)
        dialog.solutionPlayRequested.connect(self.solutionPlayRequested)
        dialog.finished.connect(lambda _code, dialog=dialog: self._closed(dialog))
        self.dialog = dialog
        dialog.show()
        dialog.start()
        return dialog

    def shutdown(self) -> None:
        """Close the dialog, ending its workers (the window is closing)."""
        if self.dialog is not None:
            self.dialog.shutdown()
            self.dialog.close()
            self.dialog = None

    def _closed(self, dialog: FewestCellsDialog) -> None:
        if dialog is self.dialog:
            self.dialog = None
