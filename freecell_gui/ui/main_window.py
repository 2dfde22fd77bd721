"""The main window: the deal picker on the toolbar, the table, menus and the status bar.

The window wires widgets to the DealModel; it computes nothing itself.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QColor, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QColorDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolBar,
    QToolButton,
    QWidget,
)

from freecell_gui import __version__
from freecell_gui.core.deals.card_query import CardQueryError, parse_card_query
from freecell_gui.core.deals.cards import Card, Rank, Suit
from freecell_gui.core.deals.compare import Difference, compare_columns, summarise
from freecell_gui.core.deals.dealer import Deal, DealFamily, deal
from freecell_gui.core.deals.formats import Board, BoardError
from freecell_gui.core.system.deck_themes import installed_themes
from freecell_gui.ui.actions import make_action, shortcut
from freecell_gui.ui.check.compare_dialog import BoardDialog
from freecell_gui.ui.check.find_dialog import add_find_actions
from freecell_gui.ui.check.share import ShareActions
from freecell_gui.ui.deal_spinbox import DealSpinBox
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.game.game_model import GameModel
from freecell_gui.ui.game.moves_panel import install_moves_panel
from freecell_gui.ui.game.play_actions import PlayActions
from freecell_gui.ui.game.solve_actions import SolveActions
from freecell_gui.ui.settings import Settings
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.play import TablePlay
from freecell_gui.ui.table.scene import DEFAULT_FELT, Mark, TableScene
from freecell_gui.ui.table.view import TableView

APP_TITLE = "freecell-gui"
STATUS_MESSAGE_MS = 6000


FIRST_WIDTH, FIRST_HEIGHT = 1240, 720  # pixels: the table (about 900) and the moves panel


class MainWindow(QMainWindow):
    """What the user opens: pick a deal by number and see it as a real FreeCell table."""

    def __init__(self, model: DealModel, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self.setWindowTitle(APP_TITLE)
        self.setObjectName("MainWindow")

        self.deck = CardDeck(four_colour=settings.four_colour(), theme_file=settings.deck_theme())
        self.scene = TableScene(self.deck, self)
        self.scene.set_felt(settings.felt())
        self.scene.set_labels_visible(settings.labels())
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.game = GameModel(model, parent=self)
        self.table_play = TablePlay(self.scene, self.game, self)
        self.play_actions = PlayActions(self, self.game, self.table_play, settings)
        self.solve_actions = SolveActions(self, self.game, self.table_play, settings)

        self.spinbox = DealSpinBox(self)
        self.highlight_field = QLineEdit(self)
        self.family_label = QLabel(self)
        self.share = ShareActions(model, self.scene, self)
        self.share.game = self.game
        self.compare_label = QLabel(self)
        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self._make_status_bar()

        model.dealChanged.connect(self._on_deal_changed)
        model.historyChanged.connect(self._update_actions)
        model.randomFamilyChanged.connect(self._on_random_family_changed)
        self.spinbox.valueChanged.connect(self._on_spinbox_value)
        self.spinbox.invalidEntry.connect(self._on_invalid_entry)
        self.highlight_field.textChanged.connect(self._on_highlight_text)
        self.scene.cardHovered.connect(self._on_card_hovered)
        self._hover_text = ""
        self.game.positionChanged.connect(self._forget_stale_hover)
        self.view.dragOutRequested.connect(lambda: self.share.drag_image(self.view))

        self.moves_panel = install_moves_panel(self)  # the moves panel, solutions and playback (issue 8)
        self._on_random_family_changed(model.random_family)
        self._on_deal_changed(model.deal)
        self._first_size()
        geometry = settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = settings.window_state()
        if state is not None:
            self.restoreState(state)

    def _first_size(self) -> None:
        """A first run's size: room for the table and the moves panel beside it, within the screen."""
        width, height = FIRST_WIDTH, FIRST_HEIGHT
        screen = self.screen()
        if screen is not None:
            available = screen.availableGeometry()
            width = min(width, max(640, available.width() - 40))
            height = min(height, max(480, available.height() - 40))
        self.resize(width, height)

    # --- building ---------------------------------------------------------------------------

    def _make_actions(self) -> None:
        model = self.model
        action = partial(make_action, self)
        self.previous_action = action(
            "&Previous Deal",
            model.previous,
            [QKeySequence(Qt.Key.Key_PageUp)],
            "Show the previous deal",
            "go-previous",
        )
        self.next_action = action(
            "&Next Deal", model.next, [QKeySequence(Qt.Key.Key_PageDown)], "Show the next deal", "go-next"
        )
        self.first_action = action(
            "&First Deal", model.first, [QKeySequence("Ctrl+Home")], "Show deal 1", "go-first"
        )
        self.last_action = action(
            "&Last Deal of Family",
            model.last,
            [QKeySequence("Ctrl+End")],
            "Show the chosen family's last deal",
            "go-last",
        )
        self.random_action = action(
            "&Random Deal",
            model.random,
            [QKeySequence(Qt.Key.Key_F2), QKeySequence("Ctrl+R")],
            "Show a random deal from the chosen family",
            "media-playlist-shuffle",
        )
        self.back_action = action(
            "&Back",
            model.back,
            shortcut(QKeySequence.StandardKey.Back, "Alt+Left"),
            "Go back to the deal before",
            "go-previous-view",
        )
        self.forward_action = action(
            "F&orward",
            model.forward,
            shortcut(QKeySequence.StandardKey.Forward, "Alt+Right"),
            "Go forward again",
            "go-next-view",
        )
        self.goto_action = action(
            "&Go to Deal\u2026",
            self._focus_spinbox,
            [QKeySequence(Qt.Key.Key_F3), QKeySequence("Ctrl+G")],
            "Type a deal number",
        )
        self.find_action = action(
            "&Highlight Cards\u2026",
            self._focus_highlight,
            shortcut(QKeySequence.StandardKey.Find, "Ctrl+F"),
            "Highlight cards by code, rank, suit or colour",
        )
        self.quit_action = action("&Quit", self.close, shortcut(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        self.four_colour_action = action(
            "&Four-Colour Deck",
            self._on_four_colour,
            [QKeySequence("Ctrl+4")],
            "Green clubs and blue diamonds",
        )
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(self.deck.four_colour)
        self.four_colour_action.setEnabled(self.deck.theme_file is None)
        self.labels_action = action(
            "Column and Cell &Labels",
            self._on_labels,
            [QKeySequence("Ctrl+L")],
            "Show columns 1-8 and free cells a-d, as freecellgamesolutions.com names them",
        )
        self.labels_action.setCheckable(True)
        self.labels_action.setChecked(self.settings.labels())
        self.felt_action = action("Table &Colour\u2026", self._choose_felt, tip="Choose the table's colour")
        self.reset_felt_action = action("&Reset Table Colour", self._reset_felt)
        self.full_screen_action = action(
            "F&ull Screen", self._toggle_full_screen, shortcut(QKeySequence.StandardKey.FullScreen, "F11")
        )
        self.full_screen_action.setCheckable(True)
        self.open_board_action = action(
            "&Open Board\u2026",
            self.open_board_dialog,
            shortcut(QKeySequence.StandardKey.Open, "Ctrl+O"),
            "Show a layout pasted or loaded from a file, as a custom deal",
        )
        self.compare_action = action(
            "&Compare with Board\u2026",
            self.compare_dialog,
            [QKeySequence("Ctrl+K")],
            "Paste or load a board and mark every card that differs from this deal",
        )
        self.clear_compare_action = action("C&lear Comparison", self.clear_comparison)
        self.clear_compare_action.setEnabled(False)
        self.about_action = action("&About freecell-gui", self._about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_qt_action = action("About &Qt", QApplication.aboutQt)
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)

        self.family_group = QActionGroup(self)
        self.family_actions: dict[DealFamily, QAction] = {}
        for family in DealFamily:
            family_action = QAction(family.description, self)
            family_action.setCheckable(True)
            family_action.setStatusTip(f"Random deals come from {family.description}")
            family_action.triggered.connect(
                lambda _checked=False, chosen=family: self.model.set_random_family(chosen)
            )
            self.family_group.addAction(family_action)
            self.family_actions[family] = family_action

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(self.open_board_action)
        edit_menu = QMenu("&Edit", self)
        check_menu = QMenu("&Check", self)
        self.share.add_to_menus(file_menu, edit_menu, check_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        bar.addMenu(edit_menu)
        check_menu.addSeparator()
        check_menu.addActions([self.compare_action, self.clear_compare_action])
        self.find_actions = add_find_actions(self, self.model, check_menu)
        game = bar.addMenu("&Game")
        self.play_actions.add_to_menu(game)
        game.addAction(self.goto_action)
        game.addAction(self.random_action)
        self.family_menu = game.addMenu("Random Deals &From")
        self.family_menu.addActions(list(self.family_actions.values()))
        game.addSeparator()
        game.addActions([self.previous_action, self.next_action, self.first_action, self.last_action])
        game.addSeparator()
        game.addActions([self.back_action, self.forward_action])
        bar.addMenu(check_menu)

        view = bar.addMenu("&View")
        view.addAction(self.find_action)
        view.addMenu(self._highlight_menu())
        view.addSeparator()
        self.deck_menu = view.addMenu("Card &Deck")
        self.deck_menu.addAction("freecell-gui (our own deck)").setEnabled(False)  # filled when opened
        self._deck_menu_filled = False
        self.deck_menu.aboutToShow.connect(self._fill_deck_menu)
        view.addActions([self.four_colour_action, self.labels_action])
        view.addActions([self.felt_action, self.reset_felt_action])
        view.addSeparator()
        view.addAction(self.full_screen_action)
        self.solve_actions.add_to_menus(game, view)

        help_menu = bar.addMenu("&Help")
        help_menu.addActions([self.about_action, self.about_qt_action])

    def _highlight_menu(self) -> QMenu:
        menu = QMenu("Highlight &Rank or Suit", self)
        for rank in Rank:
            action = menu.addAction(f"{rank.title}s" if rank is not Rank.SIX else "Sixes")
            action.triggered.connect(
                lambda _checked=False, code=rank.label: self.highlight_field.setText(code)
            )
        menu.addSeparator()
        for suit in Suit:
            action = menu.addAction(f"{suit.symbol} {suit.title}")
            action.triggered.connect(
                lambda _checked=False, name=suit.title: self.highlight_field.setText(name)
            )
        menu.addSeparator()
        clear = menu.addAction("&Clear Highlight")
        clear.triggered.connect(self.highlight_field.clear)
        return menu

    def _make_toolbar(self) -> None:
        toolbar = QToolBar("Deal", self)
        toolbar.setObjectName("DealToolBar")
        toolbar.setMovable(False)
        toolbar.setIconSize(QSize(20, 20))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(toolbar)
        toolbar.addAction(self.back_action)
        toolbar.addAction(self.forward_action)
        toolbar.addSeparator()
        toolbar.addWidget(QLabel(" Deal ", self))
        toolbar.addAction(self.previous_action)
        toolbar.addWidget(self.spinbox)
        toolbar.addAction(self.next_action)
        toolbar.addSeparator()
        toolbar.addAction(self.random_action)
        family_button = QToolButton(self)
        family_button.setText("Family")
        family_button.setToolTip("Choose the family random deals come from")
        family_button.setMenu(self.family_menu)
        family_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        toolbar.addWidget(family_button)
        toolbar.addSeparator()
        self.highlight_field.setPlaceholderText("Highlight: QS, Q, \u2660, red")
        self.highlight_field.setClearButtonEnabled(True)
        self.highlight_field.setToolTip(
            "Highlight cards: a code (QS, 10H), a rank (Q), a suit (S or \u2660) or a colour"
        )
        self.highlight_field.setMaximumWidth(220)
        toolbar.addWidget(self.highlight_field)
        self.play_actions.add_to_toolbar(toolbar)
        toolbar.addActions([self.solve_actions.solve_action, self.solve_actions.hint_action])
        # Short labels on the toolbar (a tool button shows the icon text); the menus keep the
        # full names.
        for action, label in [
            (self.previous_action, "Previous"),
            (self.next_action, "Next"),
            (self.random_action, "Random"),
            (self.back_action, "Back"),
            (self.forward_action, "Forward"),
        ]:
            action.setIconText(label)

    def _make_status_bar(self) -> None:
        status = self.statusBar()
        self.compare_label.setStyleSheet("color: #c62828; font-weight: bold;")
        self.compare_label.hide()
        status.addPermanentWidget(self.compare_label)
        status.addPermanentWidget(self.family_label)
        status.addPermanentWidget(self.play_actions.moves_label)
        self.solve_actions.add_to_status_bar(status)

    # --- model to widgets ---------------------------------------------------------------

    def _on_deal_changed(self, layout: Deal) -> None:
        # The table follows the GameModel, which starts a new game of this deal.
        self.clear_comparison()
        if layout.number is not None:
            self.spinbox.setValue(layout.number)
            self.settings.set_last_deal(layout.number)
        family = layout.family
        self.family_label.setText(f"{layout.title}  \u00b7  {family.description}" if family else layout.title)
        self.setWindowTitle(f"{layout.title} \u2013 {APP_TITLE}")
        self._on_highlight_text(self.highlight_field.text())
        self._update_actions()

    def _update_actions(self) -> None:
        number = self.model.number
        self.back_action.setEnabled(self.model.can_go_back())
        self.forward_action.setEnabled(self.model.can_go_forward())
        self.previous_action.setEnabled(number is None or number > 1)
        self.next_action.setEnabled(number is None or number < DealFamily.FREECELL_PRO.last)

    def _on_random_family_changed(self, family: DealFamily) -> None:
        self.family_actions[family].setChecked(True)
        self.settings.set_random_family(family)

    def _on_spinbox_value(self, number: int) -> None:
        self.model.set_number(number)
        if self.model.number is not None and self.model.number != number:
            self.spinbox.setValue(self.model.number)  # the deal change was refused

    def _on_invalid_entry(self, message: str) -> None:
        self.statusBar().showMessage(message, STATUS_MESSAGE_MS)

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

    def _on_highlight_text(self, text: str) -> None:
        try:
            cards = parse_card_query(text)
        except CardQueryError as error:
            self.scene.set_marks((), Mark.HIGHLIGHT)
            self.statusBar().showMessage(str(error), STATUS_MESSAGE_MS)
            return
        self.scene.set_marks(cards, Mark.HIGHLIGHT)
        if cards:
            shown = sorted(self.scene.marked(Mark.HIGHLIGHT), key=lambda card: card.index)
            places = "; ".join(item.describe() for card in shown if (item := self.scene.item_for(card)))
            self.statusBar().showMessage(places, STATUS_MESSAGE_MS * 2)

    # --- boards: open and compare ----------------------------------------------------------

    def open_board_dialog(self) -> None:
        """Paste or load a layout and show it as a custom deal."""
        dialog = BoardDialog("Open Board", "&Open", self)
        if dialog.exec() and dialog.board is not None:
            self.open_board(dialog.board)

    def open_board(self, board: Board) -> bool:
        """Show a parsed board; a game in progress is refused with a message. True if shown."""
        try:
            layout = board.as_deal()
        except BoardError as error:
            QMessageBox.warning(self, "Open Board", f"This board cannot be shown: {error}.")
            return False
        if layout.number is not None and deal(layout.number) == layout:
            self.model.set_number(layout.number)
        else:
            self.model.set_custom(Deal(None, layout.columns))
        self.flash_status(f"Showing {self.model.deal.title}")
        return True

    def compare_dialog(self) -> None:
        """Paste or load a board and mark the cards that differ from the table."""
        dialog = BoardDialog("Compare with Board", "&Compare", self)
        if dialog.exec() and dialog.board is not None:
            self.compare_with(dialog.board)

    def compare_with(self, board: Board) -> list[Difference]:
        """Mark every card of the table that differs from `board`; the differences."""
        differences = compare_columns(self.model.deal.columns, board.columns)
        self.scene.set_marks({d.expected for d in differences if d.expected is not None}, Mark.DIFFERENCE)
        summary = summarise(differences)
        self.compare_label.setText(summary)
        self.compare_label.setStyleSheet(
            "color: #2e7d32; font-weight: bold;" if not differences else "color: #c62828; font-weight: bold;"
        )
        self.compare_label.show()
        self.clear_compare_action.setEnabled(True)
        self.flash_status(summary)
        return differences

    def clear_comparison(self) -> None:
        """Remove the marks of a comparison."""
        self.scene.set_marks((), Mark.DIFFERENCE)
        self.compare_label.hide()
        self.compare_label.clear()
        self.clear_compare_action.setEnabled(False)

    # --- actions ------------------------------------------------------------------------

    def _focus_spinbox(self) -> None:
        self.spinbox.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.spinbox.selectAll()

    def _focus_highlight(self) -> None:
        self.highlight_field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.highlight_field.selectAll()

    def _on_four_colour(self, checked: bool) -> None:
        self.scene.set_four_colour(checked)
        self.settings.set_four_colour(checked)

    def _fill_deck_menu(self) -> None:
        # Installed decks are looked for the first time the menu opens: start-up never waits
        # for the search (a fraction of a second with KDE's sixteen decks).
        if self._deck_menu_filled:
            return
        self._deck_menu_filled = True
        menu = self.deck_menu
        menu.clear()
        group = QActionGroup(menu)
        themes = installed_themes()
        choices: list[tuple[str, Path | None]] = [("freecell-gui (our own deck)", None)]
        choices += [(theme.name, theme.path) for theme in themes]
        for name, path in choices:
            action = menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(path == self.deck.theme_file)
            action.triggered.connect(lambda _checked=False, chosen=path: self.use_deck(chosen))
            group.addAction(action)
            if path is None:
                menu.addSeparator()
        if not themes:
            menu.addAction("No KDE or GNOME card decks installed").setEnabled(False)

    def use_deck(self, theme_file: Path | None) -> None:
        """Draw the cards from an installed deck, or from our own (None)."""
        self.deck = CardDeck(four_colour=self.four_colour_action.isChecked(), theme_file=theme_file)
        self.scene.set_deck(self.deck)
        self.settings.set_deck_theme(theme_file)
        self.four_colour_action.setEnabled(theme_file is None)

    def _on_labels(self, checked: bool) -> None:
        self.scene.set_labels_visible(checked)
        self.settings.set_labels(checked)

    def _choose_felt(self) -> None:
        colour = QColorDialog.getColor(self.scene.felt, self, "Table Colour")
        if colour.isValid():
            self.scene.set_felt(colour)
            self.settings.set_felt(colour)

    def _reset_felt(self) -> None:
        colour = QColor(DEFAULT_FELT)
        self.scene.set_felt(colour)
        self.settings.set_felt(colour)

    def _toggle_full_screen(self, checked: bool) -> None:
        if checked:
            self.showFullScreen()
        else:
            self.showNormal()

    def _about(self) -> None:
        from PySide6 import __version__ as pyside_version

        QMessageBox.about(
            self,
            "About freecell-gui",
            f"<h3>freecell-gui {__version__}</h3>"
            "<p>Shows any Microsoft FreeCell deal, 1 to 8,589,934,591, exactly as Microsoft FreeCell, "
            "FreeCell Pro, PySol FC and freecellgamesolutions.com deal it.</p>"
            "<p>Card art, icons and code were made for freecell-gui and are released under the MIT licence.</p>"
            f"<p>Built with Qt for Python (PySide6 {pyside_version}, LGPL v3) on Python "
            f"{sys.version.split()[0]}.</p>",
        )

    # --- window -------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self.solve_actions.shutdown()
        self.settings.set_window(self.saveGeometry(), self.saveState())
        self.settings.sync()
        super().closeEvent(event)

    def flash_status(self, message: str) -> None:
        """Show a message in the status bar for a few seconds."""
        self.statusBar().showMessage(message, STATUS_MESSAGE_MS)
