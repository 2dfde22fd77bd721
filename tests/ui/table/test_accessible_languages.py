"""The table's accessible tree in the player's language: a screen reader hears deal 617 in German
once German is installed, and English again after; the table's own tooltips follow too."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.cards import DECK, Card, Rank, Suit
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.table.accessible import TableViewAccessible
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.scene import TableScene

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description
ENGLISH_NAMES = {card.name for card in DECK}


def table_of(window: MainWindow) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(window.view)
    assert isinstance(interface, TableViewAccessible)
    return interface


def tree_texts(table: QAccessibleInterface) -> list[str]:
    """Every pile's and every card's name and description, in the tree's order."""
    said = [table.text(NAME), table.text(DESCRIPTION)]
    for index in range(16):
        pile = table.child(index)
        said.append(pile.text(NAME))
        for position in range(pile.childCount()):
            said += [pile.child(position).text(NAME), pile.child(position).text(DESCRIPTION)]
    return said


def test_the_tree_of_deal_617_is_said_in_german_then_english_again(
    qapp: QApplication, window: MainWindow
) -> None:
    table = table_of(window)
    english = tree_texts(table)
    install_translations(qapp, "de")
    german = tree_texts(table)
    assert german[0] == "FreeCell-Tisch"
    assert german[2 : 2 + 8] == [
        *(f"Freie Zelle {letter}, leer" for letter in "abcd"),
        *(f"{suit}-Ablagestapel, leer" for suit in ("Kreuz", "Karo", "Herz", "Pik")),
    ]
    first = table.child(8)
    assert first.text(NAME) == "Spalte 1, 7 Karten, oben liegt Karo-Bube"
    assert first.child(0).text(NAME) == "Karo-Sieben"
    assert first.child(0).text(DESCRIPTION) == "Spalte 1, Karte 1 von 7, überdeckt"
    assert first.child(6).text(DESCRIPTION) == "Spalte 1, Karte 7 von 7, oberste Karte"
    cards = [
        table.child(pile).child(position).text(NAME)
        for pile in range(8, 16)
        for position in range(table.child(pile).childCount())
    ]
    assert len(set(cards)) == 52 and not set(cards) & ENGLISH_NAMES
    assert not set(german) & set(english)  # not one text left in English
    install_translations(qapp, "en")
    assert tree_texts(table) == english
    assert first.text(NAME) == "Cascade 1, 7 cards, Jack of Diamonds on top"


def test_moves_refusals_and_undos_are_announced_in_german(
    qapp: QApplication, qtbot: QtBot, window: MainWindow
) -> None:
    said: list[str] = []
    window.view.accessibility.announced.connect(said.append)
    window.table_play.animations_enabled = False
    install_translations(qapp, "de")
    table = table_of(window)
    for key in "1a":
        qtbot.keyClick(window.view, key)
    assert said == ["Karo-Bube in die freie Zelle a"]
    assert table.child(0).text(NAME) == "Freie Zelle a: Karo-Bube"
    assert table.child(0).child(0).text(DESCRIPTION) == "freie Zelle a"
    for key in "12":  # the Four of Spades on the King of Spades
        qtbot.keyClick(window.view, key)
    assert said[-1].startswith("Abgelehnt: ")
    window.game.undo()
    assert said[-1] == "Rückgängig: Karo-Bube zurück in Spalte 1"
    window.model.set_number(1_000_000)
    assert said[-1] == "Neues Spiel: Spiel Nr. 1.000.000"


def test_a_cards_tooltip_says_its_name_and_place_in_the_language(qapp: QApplication) -> None:
    install_translations(qapp, "fr")
    scene = TableScene(CardDeck())
    scene.set_view_size(1000, 700, 1.0)
    scene.show_deal(deal(617))
    assert scene.cascades[0].cards[0].toolTip() == "Sept de carreau, colonne 1, carte 1"
    assert scene.cascades[2].cards[2].describe() == "Trois de cœur, colonne 3, carte 3"
    install_translations(qapp, "en")
    scene.show_deal(deal(617))
    assert scene.cascades[0].cards[0].toolTip() == "Seven of Diamonds, column 1, card 1"


def test_a_card_in_a_cell_or_at_home_names_its_place(qapp: QApplication) -> None:
    # A position built by hand: the Ace of Clubs home, the Jack of Diamonds in free cell b.
    ace, jack = Card.of(Rank.ACE, Suit.CLUBS), Card.of(Rank.JACK, Suit.DIAMONDS)
    rest = [card for card in DECK if card not in (ace, jack)]
    position = Position.from_cards(
        [rest[index::8] for index in range(8)], freecells=[None, jack], foundations={Suit.CLUBS: 1}
    )
    scene = TableScene(CardDeck())
    scene.set_view_size(1000, 700, 1.0)
    for code, cell, home in (
        ("en", "Jack of Diamonds, free cell b", "Ace of Clubs, Clubs foundation"),
        ("es", "Sota de diamantes, celda libre b", "As de tréboles, Fundación de tréboles"),
    ):
        install_translations(qapp, code)
        scene.show_position(deal(617), position)
        assert scene.freecells[1].cards[0].toolTip() == cell
        assert scene.foundations[Suit.CLUBS].cards[0].toolTip() == home
