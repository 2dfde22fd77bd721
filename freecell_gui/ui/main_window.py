"""The main window: it assembles the table and the features, and lays out menus, toolbar and
status bar.

The window computes nothing itself. Each feature (deal navigation, the view, boards, play,
the moves panel, solve and hint, share, find) is handed the models, the scene and the menus it
uses, and keeps its own actions; the window only puts them in place.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QToolBar, QWidget

from freecell_gui import __version__
from freecell_gui.core.deals.cards import Card, Suit
from freecell_gui.core.deals.dealer import Deal, DealFamily
from freecell_gui.ui.actions import WindowMenus, make_action, shortcut
from freecell_gui.ui.appearance import Appearance, AppearanceController
from freecell_gui.ui.check.board_actions import BoardActions
from freecell_gui.ui.check.find_actions import add_find_actions
from freecell_gui.ui.check.share import ShareActions
from freecell_gui.ui.deal_navigation import DealNavigation
from freecell_gui.ui.deal_spinbox import DealSpinBox
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.game.game_files import GameFileActions
from freecell_gui.ui.game.game_model import GameModel
from freecell_gui.ui.game.moves_panel import install_moves_panel
from freecell_gui.ui.game.play_actions import PlayActions
from freecell_gui.ui.game.variant_actions import VariantActions, rules_in_settings
from freecell_gui.ui.game.variant_names import window_title
from freecell_gui.ui.game.win_celebration import WinCelebration
from freecell_gui.ui.help import HelpActions
from freecell_gui.ui.history.actions import HistoryActions
from freecell_gui.ui.history.persistence import GamePersistence
from freecell_gui.ui.i18n.menu import LanguageMenu
from freecell_gui.ui.i18n.numbers import grouped
from freecell_gui.ui.settings import (
    APPEARANCE,
    DECK,
    FELT,
    FOUR_COLOUR,
    GEOMETRY,
    LABELS,
    LARGE_INDEX,
    WINDOW_STATE,
    Settings,
)
from freecell_gui.ui.solving.coach import Coach
from freecell_gui.ui.solving.fewest_cells_actions import FewestCellsActions, deal_challenge, play_solution
from freecell_gui.ui.solving.solve_actions import SolveActions
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.keyboard import KeyboardPlay
from freecell_gui.ui.table.peek import CardPeek
from freecell_gui.ui.table.play import TablePlay
from freecell_gui.ui.table.scene import TableScene
from freecell_gui.ui.table.view import TableView
from freecell_gui.ui.view_actions import ViewActions
from freecell_gui.ui.window_fit import Shortening, WindowFit

STATUS_MESSAGE_MS = 6000


FIRST_WIDTH, FIRST_HEIGHT = 1240, 720  # pixels: the table (about 900) and the moves panel


class MainWindow(QMainWindow):
    """What the user opens: pick a deal by number and see it as a real FreeCell table."""

    def __init__(
        self,
        model: DealModel,
        settings: Settings,
        parent: QWidget | None = None,
        appearance: Appearance | None = None,
    ) -> None:
        """The window on `model`; `appearance` (from --theme) wins over the saved one for this run."""
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self.setObjectName("MainWindow")

        deck = CardDeck(
            four_colour=settings.get(FOUR_COLOUR),
            theme_file=settings.get(DECK),
            large_index=settings.get(LARGE_INDEX),
        )
        self.scene = TableScene(deck, self)
        self.scene.set_felt(settings.get(FELT))
        self.scene.set_labels_visible(settings.get(LABELS))
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.game = GameModel(model, parent=self, rules=rules_in_settings(settings))
        self.table_play = TablePlay(self.scene, self.game, self)
        self.keyboard_play = KeyboardPlay(self.table_play, self.view)
        self.view.announce_from(
            self.game, self.table_play.message
        )  # screen readers hear moves, refusals, wins
        self.card_peek = CardPeek(self.view)
        self.play_actions = PlayActions(self, self.game, self.table_play, settings)
        self.variant_actions = VariantActions(self, self.game, settings, self.play_actions.may_change_rules)
        self.solve_actions = SolveActions(self, self.game, self.table_play, settings)

        self.spinbox = DealSpinBox(self)
        self.navigation = DealNavigation(self, model, settings, self.spinbox, self.flash_status)
        application = QApplication.instance()
        assert isinstance(application, QApplication)
        self.appearance = AppearanceController.of(application, appearance or settings.get(APPEARANCE))
        self.view_actions = ViewActions(self, self.scene, deck, settings, self.statusBar(), self.appearance)
        self.boards = BoardActions(self, model, self.game, self.scene, self.flash_status)
        self.share = ShareActions(model, self.game, self.scene, self, self.flash_status)
        self._make_window_actions()
        self.menus = self._make_menus()
        self.help_actions = HelpActions(self)
        self.help_actions.add_to_menu(self.menus.help)
        self._make_toolbar()
        self._make_status_bar()

        model.dealChanged.connect(self._on_deal_changed)
        self.game.rulesChanged.connect(self._show_title)
        self.scene.cardHovered.connect(self._on_card_hovered)
        self._hover_text = ""
        self.game.positionChanged.connect(self._forget_stale_hover)
        self.view.dragOutRequested.connect(lambda: self.share.drag_image(self.view))

        self.moves_panel = install_moves_panel(
            self, self.game, settings, self.menus, self.flash_status, self.play_actions.show_reason
        )
        self._keep_games()
        self.fit = self._make_fit()
        self._on_deal_changed(model.deal)
        self._restore_layout()
        self.view.setFocus()  # the table takes the keys first: place keys play, FreeCell Pro's way

    def _restore_layout(self) -> None:
        """The size and docks of the last run, or a first run's size for this screen."""
        self._first_size()
        geometry = self.settings.get(GEOMETRY)
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.get(WINDOW_STATE)
        if state is not None:
            self.restoreState(state)

    @property
    def deck(self) -> CardDeck:
        """The deck the cards are drawn from."""
        return self.view_actions.deck

    def _suit_colour(self, suit: Suit) -> QColor:
        # Asked of the scene each time: choosing another deck replaces the deck.
        return self.scene.deck.suit_colour(suit)

    def _first_size(self) -> None:
        """A first run's size: room for the table and the moves panel beside it, within the screen."""
        width, height = FIRST_WIDTH, FIRST_HEIGHT
        screen = self.screen()
        if screen is not None:
            available = screen.availableGeometry()
            if available.width() < width + 40 or available.height() < height + 40:
                # A small screen: all of it (a margin would only take room from the cards).
                self.setGeometry(available)
                return
        self.resize(width, height)

    # --- building ---------------------------------------------------------------------------

    def _make_window_actions(self) -> None:
        """The window's own actions: quit and the two About boxes."""
        self.quit_action = make_action(
            self, self.tr("&Quit"), self.close, shortcut(QKeySequence.StandardKey.Quit, "Ctrl+Q")
        )
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.about_action = make_action(self, self.tr("&About freecell-gui"), self._about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_qt_action = make_action(self, self.tr("About &Qt"), QApplication.aboutQt)
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)

    def _make_menus(self) -> WindowMenus:
        bar = self.menuBar()
        menus = WindowMenus(
            file=bar.addMenu(self.tr("&File")),
            edit=bar.addMenu(self.tr("&Edit")),
            game=bar.addMenu(self.tr("&Game")),
            deal=bar.addMenu(self.tr("&Deal")),
            check=bar.addMenu(self.tr("&Check")),
            view=bar.addMenu(self.tr("&View")),
            help=bar.addMenu(self.tr("&Help")),
        )
        menus.file.addAction(self.boards.open_board_action)
        menus.file.addAction(self.boards.picture_board_action)
        self.share.add_to_menus(menus.file, menus.edit, menus.check)
        menus.file.addSeparator()
        menus.file.addAction(self.quit_action)
        menus.check.addSeparator()
        menus.check.addActions([self.boards.compare_action, self.boards.clear_compare_action])
        menus.check.addAction(self.boards.picture_action)
        self.find_actions = add_find_actions(self, self.model, menus.check, self._suit_colour)
        self.play_actions.add_to_menu(menus.game)
        self.variant_actions.add_to_menu(menus.game)
        self.navigation.add_to_menu(menus.deal)
        self.view_actions.add_to_menu(menus.view)
        self.language_menu = LanguageMenu(self, self.settings, self.flash_status)
        menus.view.addMenu(self.language_menu.menu)
        self.solve_actions.add_to_menu(menus.game)
        self.fewest_cells = FewestCellsActions(self, self.game)
        self.fewest_cells.add_to_menu(menus.game)
        self.fewest_cells.challengeDealRequested.connect(
            lambda number, cells: deal_challenge(self.game, number, cells)
        )
        self.fewest_cells.solutionPlayRequested.connect(lambda solution: play_solution(self.game, solution))
        menus.help.addActions([self.about_action, self.about_qt_action])
        return menus

    def _make_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Deal"), self)
        toolbar.setObjectName("DealToolBar")
        toolbar.setMovable(False)
        toolbar.setIconSize(QSize(20, 20))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(toolbar)
        self.toolbar = toolbar
        self.navigation.add_to_toolbar(toolbar)
        toolbar.addSeparator()
        toolbar.addWidget(self.view_actions.highlight_field)
        self.play_actions.add_to_toolbar(toolbar)
        toolbar.addActions([self.solve_actions.solve_action, self.solve_actions.hint_action])

    def _make_status_bar(self) -> None:
        status = self.statusBar()
        # On the left, with the room to spare: a passing message covers it for a while.
        status.addWidget(self.boards.compare_label, 1)
        # A long message is cut where the permanent parts begin: the whole of it on hover (a
        # Python slot: QStatusBar's own setToolTip as a slot makes libpyside warn on stderr).
        status.messageChanged.connect(self._hover_message)
        status.addPermanentWidget(self.navigation.family_label)
        self.variant_actions.add_to_status_bar(status)  # beside the deal: the game it is played as
        status.addPermanentWidget(self.play_actions.moves_label)
        self.solve_actions.add_to_status_bar(status)

    def _hover_message(self, message: str) -> None:
        self.statusBar().setToolTip(message)

    def _keep_games(self) -> None:
        """The coach, the game saved after every change, saved games and the history."""
        self.coach = Coach(self, self.game, self.settings, self.solve_actions)
        self.coach.add_to_menu(self.menus.view)
        self.coach.add_to_status_bar(self.statusBar())
        self.coach.verdictSaid.connect(self.view.accessibility.announce)  # screen readers hear it
        self.persistence = GamePersistence(self, self.game, self.flash_status)
        self.solve_actions.hintShown.connect(self.persistence.note_hint)
        self.game_files = GameFileActions(self, self.persistence)
        self.game_files.add_to_menu(self.menus)
        self.history_actions = HistoryActions(self, self.persistence, self.flash_status)
        self.history_actions.add_to_menus(self.menus, self.navigation.next_action)
        self.win_celebration = WinCelebration(
            self,
            self.game,
            self.scene,
            self.view,
            lambda: self.table_play.animations_enabled,
            (
                self.play_actions.new_game_action,
                self.navigation.next_action,
                self.history_actions.next_unwon_action,
            ),
        )

    def _make_fit(self) -> WindowFit:
        navigation = self.navigation
        play = self.play_actions
        return WindowFit(
            self,
            self.toolbar,
            self.moves_panel,
            optional=[
                navigation.back_action,
                navigation.forward_action,
                navigation.history_separator_action,
                navigation.deal_label_action,
                navigation.family_button_action,
                play.restart_action,
            ],
            shortenings=[
                Shortening(navigation.previous_action, navigation.previous_action.iconText(), "\u25c0"),
                Shortening(navigation.next_action, navigation.next_action.iconText(), "\u25b6"),
            ],
            highlight_field=self.view_actions.highlight_field,
            on_compact=[navigation.set_compact],
        )

    # --- model to widgets ---------------------------------------------------------------

    def _on_deal_changed(self, deal: Deal) -> None:
        # The table follows the GameModel, which starts a new game of this deal.
        # Only the deal: the desktop's title bar adds the application's display name ("FreeCell GUI")
        # itself, so naming the app here showed it twice ("Deal #617 - freecell-gui - FreeCell GUI").
        self._show_title()
        self.view_actions.apply_highlight()

    def _show_title(self) -> None:
        # In the player's language, the number grouped their way; a variant says its game.
        self.setWindowTitle(window_title(self.model.deal, self.game.rules))

    def _on_card_hovered(self, card: Card | None, description: str) -> None:
        if self.play_actions.showing_reason():
            return
        if card is None:
            self.statusBar().clearMessage()
        else:
            self._hover_text = description
            self.statusBar().showMessage(description)

    def _forget_stale_hover(self) -> None:
        """A move may have taken the hovered card elsewhere: its "column 5, card 6" no longer holds."""
        if self._hover_text and self.statusBar().currentMessage() == self._hover_text:
            self.statusBar().clearMessage()
        self._hover_text = ""

    # --- help and window -------------------------------------------------------------------

    def _about(self) -> None:
        from PySide6 import __version__ as pyside_version

        QMessageBox.about(
            self,
            self.tr("About freecell-gui"),
            f"<h3>freecell-gui {__version__}</h3>"
            + self.tr(
                "<p>Shows any Microsoft FreeCell deal, 1 to %1, exactly as Microsoft FreeCell, "
                "FreeCell Pro, PySol FC and freecellgamesolutions.com deal it.</p>"
                "<p>Card art, icons and code were made for freecell-gui and are released under the MIT "
                "licence.</p><p>Built with Qt for Python (PySide6 %2, LGPL v3) on Python %3.</p>"
            )
            .replace("%1", grouped(DealFamily.FREECELL_PRO.last))
            .replace("%2", pyside_version)
            .replace("%3", sys.version.split()[0]),
        )

    # --- window -------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self.solve_actions.shutdown()
        self.fewest_cells.shutdown()
        self.coach.shutdown()
        self.history_actions.shutdown()
        self.persistence.close()  # the game on the table is saved: it comes back at the next start
        if self.fit.panel_given_way:
            self.moves_panel.show()  # remembered as shown: it only gave way to a narrow window
        if self.fit.panel_floated:
            self.moves_panel.setFloating(False)  # remembered docked: it only floated for a narrow window
        self.settings.set(GEOMETRY, self.saveGeometry())
        self.settings.set(WINDOW_STATE, self.saveState())
        self.settings.sync()
        super().closeEvent(event)

    def flash_status(self, message: str) -> None:
        """Show a message in the status bar for a few seconds."""
        self.statusBar().showMessage(message, STATUS_MESSAGE_MS)
