"""Boards from elsewhere: open a pasted or loaded layout as a custom deal, or compare one with
the table and mark every card that differs.

The window hands this feature the DealModel, the GameModel, the scene and a way to show a
message; its actions go into the File and Check menus and its result label into the status
bar. A comparison holds for the position it was made on: any change of position clears it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox, QSizePolicy, QWidget

from freecell_gui.core.deals.compare import MAX_NAMED, Difference, compare_columns
from freecell_gui.core.deals.dealer import Deal, deal
from freecell_gui.core.deals.formats import Board, BoardError
from freecell_gui.ui.actions import make_action, shortcut
from freecell_gui.ui.check.board_messages import board_message
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.game.game_model import GameModel
from freecell_gui.ui.i18n.names import deal_title
from freecell_gui.ui.table.scene import Mark, TableScene

SAME_STYLE = "color: #2e7d32; font-weight: bold;"
DIFFERENT_STYLE = "color: #c62828; font-weight: bold;"


class BoardActions(QObject):
    """Open Board, Compare with Board and Clear Comparison."""

    def __init__(
        self,
        window: QWidget,
        model: DealModel,
        game: GameModel,
        scene: TableScene,
        show_message: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.model = model
        self.scene = scene
        self.show_message = show_message
        # The one place a comparison's result shows, until it is cleared; a long result is
        # cut at the status bar's edge rather than widen the window (the tooltip has it all).
        self.compare_label = QLabel(window)
        self.compare_label.setObjectName("CompareResult")
        self.compare_label.setStyleSheet(DIFFERENT_STYLE)
        self.compare_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.compare_label.setContentsMargins(4, 0, 0, 0)  # where the status bar's messages start
        self.compare_label.hide()
        action = partial(make_action, window)
        self.open_board_action = action(
            self.tr("&Open Board\u2026"),
            self.open_board_dialog,
            shortcut(QKeySequence.StandardKey.Open, "Ctrl+O"),
            self.tr("Show a layout pasted or loaded from a file, as a custom deal"),
        )
        self.compare_action = action(
            self.tr("&Compare with Board\u2026"),
            self.compare_dialog,
            [QKeySequence("Ctrl+K")],
            self.tr("Paste or load a board and mark every card that differs from this deal"),
        )
        self.clear_compare_action = action(self.tr("C&lear Comparison"), self.clear_comparison)
        self.picture_action = action(
            self.tr("Find Deal from a &Picture\u2026"),
            self.picture_dialog,
            [],
            self.tr("Read a screenshot of a table and find its deal"),
        )
        self.picture_board_action = action(
            self.tr("Open Board from &Picture\u2026"),
            lambda: self.picture_dialog(True),
            [],
            self.tr("Read a screenshot as a board"),
        )
        self.clear_compare_action.setEnabled(False)
        model.dealChanged.connect(self.clear_comparison)
        game.positionChanged.connect(lambda _change: self.clear_comparison())

    def open_board_dialog(self) -> None:
        """Paste or load a layout and show it as a custom deal."""
        from freecell_gui.ui.check.compare_dialog import BoardDialog  # on first use, not with the window

        dialog = BoardDialog(self.tr("Open Board"), self.tr("&Open"), self.window)
        if dialog.exec() and dialog.board is not None:
            self.open_board(dialog.board)

    def open_board(self, board: Board) -> bool:
        """Show a parsed board; a game in progress is refused with a message. True if shown."""
        try:
            layout = board.as_deal()
        except BoardError as error:
            QMessageBox.warning(
                self.window,
                self.tr("Open Board"),
                self.tr("This board cannot be shown: %1.").replace("%1", board_message(error)),
            )
            return False
        if layout.number is not None and deal(layout.number) == layout:
            self.model.set_number(layout.number)
        else:
            self.model.set_custom(Deal(None, layout.columns))
        self.show_message(self.tr("Showing %1").replace("%1", deal_title(self.model.deal)))
        return True

    def compare_dialog(self) -> None:
        """Paste or load a board and mark the cards that differ from the table."""
        from freecell_gui.ui.check.compare_dialog import BoardDialog

        dialog = BoardDialog(self.tr("Compare with Board"), self.tr("&Compare"), self.window)
        if dialog.exec() and dialog.board is not None:
            self.compare_with(dialog.board)

    def compare_with(self, board: Board) -> list[Difference]:
        """Mark every card of the table that differs from `board`; the differences."""
        differences = compare_columns(self.model.deal.columns, board.columns)
        self.scene.set_marks({d.expected for d in differences if d.expected is not None}, Mark.DIFFERENCE)
        self.compare_label.setText(self.summarise(differences))
        self.compare_label.setToolTip("\n".join(self.describe(difference) for difference in differences))
        self.compare_label.setStyleSheet(SAME_STYLE if not differences else DIFFERENT_STYLE)
        self.compare_label.show()
        self.clear_compare_action.setEnabled(True)
        return differences

    def describe(self, difference: Difference) -> str:
        """One difference, naming the cards: "4C (column 1, card 5) is KC in the compared board"
        (core/deals/compare.py's words, in the player's language)."""
        ours, theirs = difference.expected, difference.found
        if ours is not None and theirs is not None:
            text = self.tr("%1 (column %3, card %4) is %2 in the compared board")
        elif ours is not None:
            text = self.tr("%1 (column %3, card %4) is past the end of column %3 in the compared board")
        elif theirs is not None:
            text = self.tr(
                "the compared board has %2 at column %3, card %4, past the end of the table's column"
            )
        else:
            text = self.tr("column %3, card %4 is empty in both")
        return (
            text.replace("%1", ours.code if ours is not None else "")
            .replace("%2", theirs.code if theirs is not None else "")
            .replace("%3", str(difference.column + 1))
            .replace("%4", str(difference.position + 1))
        )

    def summarise(self, differences: list[Difference]) -> str:
        """ "All 52 cards match." or "2 cards differ: …", naming at most MAX_NAMED cards."""
        if not differences:
            return self.tr("All 52 cards match.")
        count = len(differences)
        named = "; ".join(self.describe(difference) for difference in differences[:MAX_NAMED])
        if count > MAX_NAMED:
            return (
                self.tr("%n card(s) differ: %1; and %2 more", "", count)
                .replace("%1", named)
                .replace("%2", str(count - MAX_NAMED))
            )
        return self.tr("%n card(s) differ: %1", "", count).replace("%1", named)

    def picture_dialog(self, choose_file: bool = False) -> None:
        """Find a deal from a picture (ui/check/picture_dialog.py); it marks cards on this table."""
        from freecell_gui.ui.check.picture_dialog import show_picture_dialog

        mark = partial(self.scene.set_marks, mark=Mark.DIFFERENCE)
        dialog = show_picture_dialog(self.window, self.model, mark, self.open_board)
        if choose_file:
            dialog.choose_file()

    def clear_comparison(self) -> None:
        """Remove the marks of a comparison."""
        self.scene.set_marks((), Mark.DIFFERENCE)
        self.compare_label.hide()
        self.compare_label.clear()
        self.compare_label.setToolTip("")
        self.clear_compare_action.setEnabled(False)
