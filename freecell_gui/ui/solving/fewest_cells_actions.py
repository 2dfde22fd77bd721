"""The Fewest Cells entry of the solver's menu: it opens the dialog for the deal on the table.

The feature is handed the window (as the dialogs' parent and the action's owner) and the game
model (which deal, under which building rule); what the dialog asks of the table, it relays as
signals for the window to wire: deal a deal under K cells, play a solution under K cells.
The window builds it at start; the dialog, with the solver under it, loads when first opened.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from freecell_gui.core.game.game import Rejected
from freecell_gui.core.game.notation import WrittenMove, notation_for_policy, parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.saved_game import MoveSource
from freecell_gui.core.game.variant import Rules
from freecell_gui.ui.actions import make_action
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.game.game_model import GameModel

if TYPE_CHECKING:  # the dialog, and the solver under it, load with its first opening
    from freecell_gui.ui.solving.fewest_cells import FewestCellsDialog, FewestCellsSolution


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
            self.tr("Fe&west Cells…"),
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


class VariantGame(Protocol):
    """What playing an answer on the table asks of the game model: the variants' entries
    (`deal_under`, `set_rules`: the game model of the Free Cells and Rules menus)."""

    @property
    def deal_model(self) -> DealModel: ...

    @property
    def position(self) -> Position: ...

    @property
    def policy(self) -> AutoplayPolicy: ...

    def deal_under(self, number: int, rules: Rules, *, ask: bool = True) -> bool: ...

    def set_rules(self, rules: Rules, *, ask: bool = True) -> bool: ...

    def restart(self) -> None: ...

    def load(
        self, moves: Iterable[WrittenMove], source: MoveSource = MoveSource.LOADED
    ) -> Rejected | None: ...


def deal_challenge(game: VariantGame, number: int, cells: int) -> bool:
    """The challenge's deal on the table with `cells` free cells, the game's building rule kept;
    False if the player kept the game in progress (the guard asked)."""
    return game.deal_under(number, Rules(cells, game.position.building))


def play_solution(game: VariantGame, solution: FewestCellsSolution) -> bool:
    """The deal on the table under the solution's cells and building rule, at its start, the
    solution as the moves to redo (written for the game's autoplay, as Solve loads them); False
    if the player kept the game in progress, or the table is not at the solution's start."""
    rules = Rules(solution.cells, solution.building)
    number = solution.deal.number
    if number is not None and number != game.deal_model.number:
        if not game.deal_under(number, rules):
            return False
    elif game.set_rules(rules):
        game.restart()  # the same deal: from its start, the moves played kept to redo until loaded over
    else:
        return False
    if game.position != solution.start:
        return False  # never a solution on a position it was not found for
    texts = notation_for_policy(solution.start, solution.moves, game.policy)
    game.load(parse_moves(" ".join(texts)), MoveSource.SOLVED)
    return True
