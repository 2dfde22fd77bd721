"""How the table looks: the card deck, four colours, labels, the felt, full screen, and
highlighting cards by a query typed in the toolbar.

The window hands this feature the scene, the settings and the status bar; its actions go into
the View menu and its highlight field onto the toolbar.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QColorDialog, QLineEdit, QMenu, QStatusBar, QWidget

from freecell_gui.core.deals.card_query import CardQueryError, parse_card_query
from freecell_gui.core.deals.cards import Rank, Suit
from freecell_gui.core.system.deck_themes import installed_themes
from freecell_gui.core.system.user_text import quoted
from freecell_gui.ui.actions import make_action, radio_actions, shortcut
from freecell_gui.ui.appearance import Appearance, AppearanceController
from freecell_gui.ui.i18n.accelerators import give_keys
from freecell_gui.ui.settings import APPEARANCE, DECK, FELT, FOUR_COLOUR, LABELS, LARGE_INDEX, Settings
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.scene import DEFAULT_FELT, Mark, TableScene

HIGHLIGHT_MESSAGE_MS = 12_000


class ViewActions(QObject):
    """The View menu's actions and the highlight field, applied to the scene and remembered."""

    def __init__(
        self,
        window: QWidget,
        scene: TableScene,
        deck: CardDeck,
        settings: Settings,
        status: QStatusBar,
        appearance: AppearanceController,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.scene = scene
        self.deck = deck
        self.settings = settings
        self.status = status
        self.appearance = appearance
        self.highlight_field = QLineEdit(window)
        self.highlight_field.setAccessibleName(self.tr("Highlight cards"))
        self._make_actions()
        self.appearance_menu = self._make_appearance_menu()
        self.deck_menu = QMenu(self.tr("Card &Deck"), window)
        self.deck_menu.addAction(self.tr("freecell-gui (our own deck)")).setEnabled(
            False
        )  # filled when opened
        self._deck_menu_filled = False
        self.deck_menu.aboutToShow.connect(self._fill_deck_menu)
        self.highlight_menu = self._make_highlight_menu()
        self.highlight_field.setPlaceholderText(self.tr("Highlight: QS, Q, \u2660, red"))
        self.highlight_field.setClearButtonEnabled(True)
        self.highlight_field.setToolTip(
            self.tr("Highlight cards: a code (QS, 10H), a rank (Q), a suit (S or \u2660) or a colour")
        )
        self.highlight_field.setMaximumWidth(220)
        self.highlight_field.textChanged.connect(self.apply_highlight)

    def _make_actions(self) -> None:
        action = partial(make_action, self.window)
        self.find_action = action(
            self.tr("&Highlight Cards\u2026"),
            self._focus_highlight,
            shortcut(QKeySequence.StandardKey.Find, "Ctrl+F"),
            self.tr("Highlight cards by code, rank, suit or colour"),
        )
        self.four_colour_action = action(
            self.tr("&Four-Colour Deck"),
            self._on_four_colour,
            [QKeySequence("Ctrl+4")],
            self.tr("Green clubs and blue diamonds"),
        )
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(self.deck.four_colour)
        self.four_colour_action.setEnabled(self.deck.theme_file is None)
        self.large_index_action = action(
            self.tr("Large Card &Indexes"),
            self._on_large_index,
            [QKeySequence("Ctrl+I")],
            self.tr("Rank and suit large in the corner, readable on covered cards"),
        )
        self.large_index_action.setCheckable(True)
        self.large_index_action.setChecked(self.deck.large_index)
        self.large_index_action.setEnabled(self.deck.theme_file is None)
        self.labels_action = action(
            self.tr("Column and Cell La&bels"),
            self._on_labels,
            [QKeySequence("Ctrl+L")],
            self.tr("Show columns 1-8 and free cells a-d, as freecellgamesolutions.com names them"),
        )
        self.labels_action.setCheckable(True)
        self.labels_action.setChecked(self.settings.get(LABELS))
        self.felt_action = action(
            self.tr("Table &Colour\u2026"), self._choose_felt, tip=self.tr("Choose the table's colour")
        )
        self.reset_felt_action = action(self.tr("&Reset Table Colour"), self._reset_felt)
        self.full_screen_action = action(
            self.tr("F&ull Screen"),
            self._toggle_full_screen,
            shortcut(QKeySequence.StandardKey.FullScreen, "F11"),
        )
        self.full_screen_action.setCheckable(True)

    def add_to_menu(self, view: QMenu) -> None:
        """Highlight, the deck and its colours, labels, the felt, full screen."""
        view.addAction(self.find_action)
        view.addMenu(self.highlight_menu)
        view.addSeparator()
        view.addMenu(self.deck_menu)
        view.addActions([self.four_colour_action, self.large_index_action, self.labels_action])
        view.addActions([self.felt_action, self.reset_felt_action])
        view.addSeparator()
        view.addMenu(self.appearance_menu)
        view.addAction(self.full_screen_action)

    def _make_appearance_menu(self) -> QMenu:
        menu = QMenu(self.tr("&Appearance"), self.window)
        self.appearance_actions = radio_actions(
            menu,
            [(choice, choice.title) for choice in Appearance],
            self.use_appearance,
            checked=self.appearance.appearance,
            tip=lambda choice: {
                Appearance.SYSTEM: self.tr("Follow the system's colour scheme"),
                Appearance.LIGHT: self.tr("Always light"),
                Appearance.DARK: self.tr("Always dark"),
            }[choice],
            menu=menu,
        )
        return menu

    def use_appearance(self, choice: Appearance) -> None:
        """Light, dark or the system's, now and at the next start (the felt and cards stay)."""
        self.appearance.apply(choice)
        self.appearance_actions[choice].setChecked(True)
        self.settings.set(APPEARANCE, choice)

    def _make_highlight_menu(self) -> QMenu:
        menu = QMenu(self.tr("Highlight Ran&k or Suit"), self.window)
        for rank in Rank:
            action = menu.addAction(self._rank_plural(rank))
            action.triggered.connect(
                lambda _checked=False, code=rank.label: self.highlight_field.setText(code)
            )
        menu.addSeparator()
        for suit in Suit:
            action = menu.addAction(f"{suit.symbol} {self._suit_name(suit)}")
            action.triggered.connect(
                lambda _checked=False, symbol=suit.symbol: self.highlight_field.setText(symbol)
            )
        menu.addSeparator()
        clear = menu.addAction(self.tr("&Clear Highlight"))
        clear.triggered.connect(self.highlight_field.clear)
        give_keys(menu)  # the ranks and suits, in the language shown
        return menu

    def _rank_plural(self, rank: Rank) -> str:
        """A rank's cards as a menu names them ("Queens")."""
        plurals = (
            self.tr("Aces"),
            self.tr("Twos"),
            self.tr("Threes"),
            self.tr("Fours"),
            self.tr("Fives"),
            self.tr("Sixes"),
            self.tr("Sevens"),
            self.tr("Eights"),
            self.tr("Nines"),
            self.tr("Tens"),
            self.tr("Jacks"),
            self.tr("Queens"),
            self.tr("Kings"),
        )
        return plurals[rank.value - 1]

    def _suit_name(self, suit: Suit) -> str:
        """A suit as a menu names it ("Hearts"); the highlight field is given its symbol, which
        the card query reads in every language."""
        names = {
            Suit.CLUBS: self.tr("Clubs"),
            Suit.DIAMONDS: self.tr("Diamonds"),
            Suit.HEARTS: self.tr("Hearts"),
            Suit.SPADES: self.tr("Spades"),
        }
        return names[suit]

    def apply_highlight(self) -> None:
        """Light the cards the highlight field asks for, and say where they are."""
        try:
            cards = parse_card_query(self.highlight_field.text())
        except CardQueryError as error:
            self.scene.set_marks((), Mark.HIGHLIGHT)
            self.status.showMessage(
                self.tr(
                    "%1 is not a card, rank, suit or colour (try QS, 10H, Q, queens, S, \u2660 or red)"
                ).replace("%1", quoted(error.word)),
                HIGHLIGHT_MESSAGE_MS // 2,
            )
            return
        self.scene.set_marks(cards, Mark.HIGHLIGHT)
        if cards:
            shown = sorted(self.scene.marked(Mark.HIGHLIGHT), key=lambda card: card.index)
            places = "; ".join(item.describe() for card in shown if (item := self.scene.item_for(card)))
            self.status.showMessage(places, HIGHLIGHT_MESSAGE_MS)

    def _focus_highlight(self) -> None:
        self.highlight_field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.highlight_field.selectAll()

    def _on_four_colour(self, checked: bool) -> None:
        self.scene.set_four_colour(checked)
        self.settings.set(FOUR_COLOUR, checked)

    def _fill_deck_menu(self) -> None:
        # Installed decks are looked for the first time the menu opens: start-up never waits
        # for the search (a fraction of a second with KDE's sixteen decks).
        if self._deck_menu_filled:
            return
        self._deck_menu_filled = True
        menu = self.deck_menu
        menu.clear()
        themes = installed_themes()
        choices: list[tuple[Path | None, str]] = [(None, self.tr("freecell-gui (our own deck)"))]
        choices += [(theme.path, theme.name) for theme in themes]
        actions = radio_actions(menu, choices, self.use_deck, checked=self.deck.theme_file, menu=menu)
        if themes:
            menu.insertSeparator(actions[themes[0].path])  # our own deck first, on its own
        if not themes:
            menu.addAction(self.tr("No KDE or GNOME card decks installed")).setEnabled(False)
        give_keys(menu)  # the decks' names come from their files: each gets a key of its own

    def use_deck(self, theme_file: Path | None) -> None:
        """Draw the cards from an installed deck, or from our own (None)."""
        self.deck = CardDeck(
            four_colour=self.four_colour_action.isChecked(),
            theme_file=theme_file,
            large_index=self.large_index_action.isChecked(),
        )
        self.scene.set_deck(self.deck)
        self.settings.set(DECK, theme_file)
        self.four_colour_action.setEnabled(theme_file is None)
        self.large_index_action.setEnabled(theme_file is None)

    def _on_large_index(self, checked: bool) -> None:
        self.scene.deck.set_large_index(checked)
        self.scene.set_deck(self.scene.deck)
        self.settings.set(LARGE_INDEX, checked)

    def _on_labels(self, checked: bool) -> None:
        self.scene.set_labels_visible(checked)
        self.settings.set(LABELS, checked)

    def _choose_felt(self) -> None:
        colour = QColorDialog.getColor(self.scene.felt, self.window, self.tr("Table Colour"))
        if colour.isValid():
            self.scene.set_felt(colour)
            self.settings.set(FELT, colour)

    def _reset_felt(self) -> None:
        colour = QColor(DEFAULT_FELT)
        self.scene.set_felt(colour)
        self.settings.set(FELT, colour)

    def _toggle_full_screen(self, checked: bool) -> None:
        if checked:
            self.window.showFullScreen()
        else:
            self.window.showNormal()
