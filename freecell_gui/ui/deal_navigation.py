"""Moving between deals: previous, next, first, last, random (by family), back and forward,
and the deal number typed in the toolbar's spinbox.

The window hands this feature the DealModel, the settings, the spinbox and a way to show a
message; the actions it makes go into the window's Game menu and toolbar.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QToolBar, QToolButton, QWidget

from freecell_gui.core.deals.dealer import Deal, DealFamily
from freecell_gui.ui.actions import make_action, radio_actions, shortcut
from freecell_gui.ui.deal_spinbox import DealSpinBox
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.i18n.accelerators import give_keys
from freecell_gui.ui.i18n.names import deal_title, family_description
from freecell_gui.ui.settings import LAST_DEAL, RANDOM_FAMILY, Settings


class DealNavigation(QObject):
    """The deal-changing actions of a window, kept in step with its DealModel."""

    def __init__(
        self,
        window: QWidget,
        model: DealModel,
        settings: Settings,
        spinbox: DealSpinBox,
        show_message: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.model = model
        self.settings = settings
        self.spinbox = spinbox
        self.show_message = show_message
        self._make_actions()
        self.family_menu = QMenu(self.tr("Random Deals Fro&m"), window)
        self.family_menu.addActions(list(self.family_actions.values()))
        give_keys(self.family_menu)  # the families' names, in the language shown
        self.family_label = QLabel(window)
        self.compact = False  # a narrow window: the status bar names the deal only

        model.dealChanged.connect(self._on_deal_changed)
        model.historyChanged.connect(self.update_actions)
        model.randomFamilyChanged.connect(self._on_random_family_changed)
        spinbox.valueChanged.connect(self._on_spinbox_value)
        spinbox.invalidEntry.connect(show_message)
        self._on_random_family_changed(model.random_family)
        self._on_deal_changed(model.deal)

    def _make_actions(self) -> None:
        model = self.model
        action = partial(make_action, self.window)
        self.previous_action = action(
            self.tr("&Previous Deal"),
            model.previous,
            [QKeySequence(Qt.Key.Key_PageUp)],
            self.tr("Show the previous deal"),
            "go-previous",
        )
        self.next_action = action(
            self.tr("&Next Deal"),
            model.next,
            [QKeySequence(Qt.Key.Key_PageDown)],
            self.tr("Show the next deal"),
            "go-next",
        )
        self.first_action = action(
            self.tr("&First Deal"),
            model.first,
            [QKeySequence("Ctrl+Home")],
            self.tr("Show deal 1"),
            "go-first",
        )
        self.last_action = action(
            self.tr("&Last Deal of Family"),
            model.last,
            [QKeySequence("Ctrl+End")],
            self.tr("Show the chosen family's last deal"),
            "go-last",
        )
        self.random_action = action(
            self.tr("&Random Deal"),
            model.random,
            [QKeySequence(Qt.Key.Key_F2), QKeySequence("Ctrl+R")],
            self.tr("Show a random deal from the chosen family"),
            "media-playlist-shuffle",
        )
        self.back_action = action(
            self.tr("&Back"),
            model.back,
            shortcut(QKeySequence.StandardKey.Back, "Alt+Left"),
            self.tr("Go back to the deal before"),
            "go-previous-view",
        )
        self.forward_action = action(
            self.tr("F&orward"),
            model.forward,
            shortcut(QKeySequence.StandardKey.Forward, "Alt+Right"),
            self.tr("Go forward again"),
            "go-next-view",
        )
        self.goto_action = action(
            self.tr("&Go to Deal\u2026"),
            self.focus_spinbox,
            [QKeySequence(Qt.Key.Key_F3), QKeySequence("Ctrl+G")],
            self.tr("Type a deal number"),
        )
        self.family_actions = radio_actions(
            self.window,
            [(family, family_description(family)) for family in DealFamily],
            model.set_random_family,
            tip=lambda family: self.tr("Random deals come from %1").replace("%1", family_description(family)),
        )
        # Short labels on the toolbar (a tool button shows the icon text); the menus keep the
        # full names.
        for labelled, label in [
            (self.previous_action, self.tr("Previous")),
            (self.next_action, self.tr("Next")),
            (self.random_action, self.tr("Random")),
            (self.back_action, self.tr("Back")),
            (self.forward_action, self.tr("Forward")),
        ]:
            labelled.setIconText(label)

    def add_to_menu(self, deal: QMenu) -> None:
        """Go to, random and its family, previous/next/first/last, back/forward: the Deal menu."""
        deal.addAction(self.goto_action)
        deal.addAction(self.random_action)
        deal.addMenu(self.family_menu)
        deal.addSeparator()
        deal.addActions([self.previous_action, self.next_action, self.first_action, self.last_action])
        deal.addSeparator()
        deal.addActions([self.back_action, self.forward_action])

    def add_to_toolbar(self, toolbar: QToolBar) -> None:
        """Back/forward, the deal number between previous and next, random and its family."""
        toolbar.addAction(self.back_action)
        toolbar.addAction(self.forward_action)
        self.history_separator_action = toolbar.addSeparator()
        self.deal_label_action = toolbar.addWidget(QLabel(self.tr(" Deal "), self.window))
        toolbar.addAction(self.previous_action)
        toolbar.addWidget(self.spinbox)
        toolbar.addAction(self.next_action)
        toolbar.addSeparator()
        toolbar.addAction(self.random_action)
        family_button = QToolButton(self.window)
        family_button.setText(self.tr("Family"))
        family_button.setToolTip(self.tr("Choose the family random deals come from"))
        family_button.setAccessibleName(self.tr("Family of random deals"))
        family_button.setMenu(self.family_menu)
        family_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.family_button_action = toolbar.addWidget(family_button)

    def focus_spinbox(self) -> None:
        """Put the cursor in the deal number, selected, to type another."""
        self.spinbox.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.spinbox.selectAll()

    def _on_deal_changed(self, deal: Deal) -> None:
        if deal.number is not None:
            self.spinbox.setValue(deal.number)
            self.settings.set(LAST_DEAL, deal.number)
        self._show_family(deal)
        self.update_actions()

    def _show_family(self, deal: Deal) -> None:
        family = deal.family
        if family is None or self.compact:
            self.family_label.setText(deal_title(deal))
        else:
            self.family_label.setText(f"{deal_title(deal)}  \u00b7  {family_description(family)}")

    def set_compact(self, compact: bool) -> None:
        """Name only the deal in the status bar (a narrow window), or its family too."""
        self.compact = compact
        self._show_family(self.model.deal)

    def update_actions(self) -> None:
        """Enable only the moves that lead somewhere from the deal shown."""
        number = self.model.number
        self.back_action.setEnabled(self.model.can_go_back())
        self.forward_action.setEnabled(self.model.can_go_forward())
        self.previous_action.setEnabled(number is None or number > 1)
        self.next_action.setEnabled(number is None or number < DealFamily.FREECELL_PRO.last)

    def _on_random_family_changed(self, family: DealFamily) -> None:
        self.family_actions[family].setChecked(True)
        self.settings.set(RANDOM_FAMILY, family)

    def _on_spinbox_value(self, number: int) -> None:
        self.model.set_number(number)
        if self.model.number is not None and self.model.number != number:
            self.spinbox.setValue(self.model.number)  # the deal change was refused
