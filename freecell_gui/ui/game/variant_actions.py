"""Game > Free Cells and Game > Rules: which variant of FreeCell the table plays (issue 29).

Players set themselves FreeCell with fewer free cells (FreeCell Pro's challenge) and play its
ancestor, Baker's Game, which builds down by suit, on the same numbered deals. The choice deals
the deal on the table again under the new rules (asking first when a game is in progress, as a
deal change does) and holds for the deals after it; it is kept in the settings.

The menus, the settings and the status bar follow the game on the table, never the other way
round: they observe `GameModel.rulesChanged`, so a saved game or a history record of another
variant, put back on the table, checks its own items.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QStatusBar

from freecell_gui.core.game.variant import FREECELL, MAX_FREE_CELLS, Building, Rules
from freecell_gui.ui.actions import radio_actions
from freecell_gui.ui.game.game_model import GameModel
from freecell_gui.ui.game.variant_names import game_name, variant_name
from freecell_gui.ui.i18n.accelerators import give_keys
from freecell_gui.ui.settings import BUILDING, FREE_CELLS, Settings


def rules_in_settings(settings: Settings) -> Rules:
    """The variant kept in the settings (FreeCell with 4 cells when missing or unreadable: the
    settings refuse a bad value, say so once, and give the default)."""
    return Rules(settings.get(FREE_CELLS), settings.get(BUILDING))


class VariantActions(QObject):
    """The Free Cells and Rules submenus of the Game menu, and the variant in the status bar."""

    def __init__(
        self, window: QMainWindow, game: GameModel, settings: Settings, may_leave: Callable[[], bool]
    ) -> None:
        """`may_leave` is asked before a game in progress is dealt again under other rules."""
        super().__init__(window)
        self.game = game
        self.settings = settings
        self._may_leave = may_leave

        self.cells_menu = QMenu(self.tr("Free &Cells"), window)
        self.cells_menu.setToolTipsVisible(True)
        self.cells_actions = radio_actions(
            window,
            [(cells, self._cells_title(cells)) for cells in range(MAX_FREE_CELLS, -1, -1)],
            self.set_free_cells,
            tip=lambda cells: self.tr("Play this deal and the next with %n free cell(s)", "", cells),
            menu=self.cells_menu,
        )
        self.rules_menu = QMenu(self.tr("Rul&es"), window)
        self.rules_menu.setToolTipsVisible(True)
        building_tips = {
            Building.ALTERNATE_COLOURS: self.tr("Build down in alternate colours (Microsoft FreeCell)"),
            Building.SAME_SUIT: self.tr(
                "Build down by suit; an empty column takes any card (FreeCell's ancestor)"
            ),
        }
        self.rules_actions = radio_actions(
            window,
            [(building, game_name(building)) for building in Building],
            self.set_building,
            tip=building_tips.__getitem__,
            menu=self.rules_menu,
        )
        give_keys(self.rules_menu)  # the games' names, in the language shown
        for actions in (self.cells_actions, self.rules_actions):
            for action in actions.values():
                action.setToolTip(action.statusTip())

        # The status bar names a variant; the standard game keeps today's status bar.
        self.label = QLabel(window)
        self.label.setObjectName("VariantLabel")
        self.label.setAccessibleName(self.tr("Game played"))
        self.label.setToolTip(self.tr("The game on the table: Game \u203a Free Cells and Game \u203a Rules"))

        game.rulesChanged.connect(self._show)
        self._show(game.rules)

    @staticmethod
    def _cells_title(cells: int) -> str:
        # An accelerator on the digit: Alt+G, C, 2 chooses two cells.
        return f"&{cells}"

    # --- building -------------------------------------------------------------------------

    def add_to_menu(self, game_menu: QMenu) -> None:
        """The two submenus, then a separator, at the end of the Game menu as it is now."""
        game_menu.addMenu(self.cells_menu)
        game_menu.addMenu(self.rules_menu)
        game_menu.addSeparator()

    def add_to_status_bar(self, bar: QStatusBar) -> None:
        """The variant's name, shown for any game but the standard one."""
        bar.addPermanentWidget(self.label)
        self.label.setVisible(self.game.rules != FREECELL)

    # --- choosing -------------------------------------------------------------------------

    def set_free_cells(self, cells: int) -> bool:
        """Play with `cells` free cells (0 to 4); True if the table now does."""
        return self.choose(Rules(cells, self.game.rules.building))

    def set_building(self, building: Building) -> bool:
        """Play FreeCell or Baker's Game; True if the table now does."""
        return self.choose(Rules(self.game.rules.free_cells, building))

    def choose(self, rules: Rules) -> bool:
        """Deal the deal on the table again under `rules` (asking first if a game is in
        progress); True if the table plays them now. A No puts the menus back as they were."""
        if rules == self.game.rules:
            return True
        if self._may_leave() and self.game.set_rules(rules, ask=False):
            return True
        self._show(self.game.rules)  # the radio item clicked must not stay checked
        return False

    # --- the model to the widgets ---------------------------------------------------------

    def _show(self, rules: Rules) -> None:
        self.cells_actions[rules.free_cells].setChecked(True)
        self.rules_actions[rules.building].setChecked(True)
        self.settings.set(FREE_CELLS, rules.free_cells)
        self.settings.set(BUILDING, rules.building)
        self.label.setText(variant_name(rules))
        self.label.setVisible(rules != FREECELL)
