"""Find Deal\u2026 and Find This Position's Deal: the window's hook into the find feature.

Apart from the dialog so that the window does not import it: the dialog brings the finder and
a dozen widget classes, which the window's first paint does not need. Each action imports the
dialog the first time it is used.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from freecell_gui.ui.actions import make_action
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.table.deck import SuitColour, suit_ink


def _show(window: QWidget, model: DealModel, suit_colour: SuitColour) -> None:
    from freecell_gui.ui.check.find_dialog import show_find_dialog

    show_find_dialog(window, model, suit_colour)


def _find_position(window: QWidget, model: DealModel, suit_colour: SuitColour) -> None:
    from freecell_gui.ui.check.find_dialog import find_position_deal

    find_position_deal(window, model, suit_colour)


def add_find_actions(
    window: QWidget, model: DealModel, menu: QMenu, suit_colour: SuitColour = suit_ink
) -> list[QAction]:
    """Add Find Deal\u2026 and Find This Position's Deal to `menu`; the window's one hook.
    `suit_colour` gives the inks of the deck on the table, asked each time the dialog opens."""
    actions = [
        make_action(
            window,
            QCoreApplication.translate("FindActions", "Find &Deal\u2026"),
            lambda: _show(window, model, suit_colour),
            [QKeySequence("Ctrl+Shift+F")],
            tip=QCoreApplication.translate("FindActions", "Find a deal's number from its cards"),
        ),
        make_action(
            window,
            QCoreApplication.translate("FindActions", "Find &This Position's Deal"),
            lambda: _find_position(window, model, suit_colour),
            tip=QCoreApplication.translate(
                "FindActions",
                "Search every deal for the layout on the table (e.g. a board opened from a file)",
            ),
        ),
    ]
    menu.addSeparator()
    menu.addActions(actions)
    return actions
