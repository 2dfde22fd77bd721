"""The table's accessible tree as Qt hands it to a screen reader: piles, cards, focus, and what
is announced as the game changes. (The same tree read through the real bus:
tests/ui/test_accessibility_atspi.py.)"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.table.accessible import CardAccessible, PileAccessible, TableViewAccessible
from freecell_gui.ui.table.accessible_text import card_name, pile_name
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.play import card_center
from freecell_gui.ui.table.scene import TableScene
from freecell_gui.ui.table.view import TableView

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description
SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


def table_of(window: MainWindow) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(window.view)
    assert isinstance(interface, TableViewAccessible)
    return interface


def announcements(window: MainWindow) -> list[str]:
    """Collect what the window announces (it hooks the game's announcements itself)."""
    said: list[str] = []
    window.view.accessibility.announced.connect(said.append)
    window.table_play.animations_enabled = False
    return said


def press(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    for key in keys:
        qtbot.keyClick(window.view, key)


def test_the_table_lists_every_pile_and_every_card_by_name(window: MainWindow) -> None:
    table = table_of(window)
    assert table.text(NAME) == "FreeCell table"
    assert table.childCount() == 17  # 4 free cells, 4 foundations, 8 cascades, the status line
    piles = [table.child(index) for index in range(16)]
    assert all(isinstance(pile, PileAccessible) for pile in piles)
    assert [pile.text(NAME) for pile in piles[:8]] == [
        *(f"Free cell {letter}, empty" for letter in "abcd"),
        *(f"{suit} foundation, empty" for suit in ("Clubs", "Diamonds", "Hearts", "Spades")),
    ]
    columns = deal(617).columns
    for index, (pile, column) in enumerate(zip(piles[8:], columns, strict=True)):
        assert pile.text(NAME) == pile_name(window.scene.cascades[index].kind, index, column)
        assert [pile.child(i).text(NAME) for i in range(pile.childCount())] == [card_name(c) for c in column]
    assert table.child(16).role() == QAccessible.Role.StatusBar
    assert table.child(17) is None


def test_each_card_knows_its_pile_and_keeps_one_interface(window: MainWindow) -> None:
    # Qt's cache keeps each interface's pointer: the same question must give the same object.
    table = table_of(window)
    for index in range(8, 16):
        pile = table.child(index)
        assert pile.parent() is table
        assert table.indexOfChild(pile) == index
        for position in range(pile.childCount()):
            card = pile.child(position)
            assert isinstance(card, CardAccessible)
            assert card is pile.child(position)
            assert card.parent() is pile
            assert pile.indexOfChild(card) == position
            assert card.role() == QAccessible.Role.ListItem
            top = position == pile.childCount() - 1
            assert card.text(DESCRIPTION).endswith("top card" if top else "covered")


def test_a_point_on_the_screen_finds_the_card_drawn_there(window: MainWindow) -> None:
    table = table_of(window)
    view_rect = window.view.rect().translated(window.view.mapToGlobal(QPoint(0, 0)))
    pile = table.child(8)
    for position in range(pile.childCount()):
        card = pile.child(position)
        rect = card.rect()
        assert view_rect.contains(rect)
        assert table.childAt(rect.center().x(), rect.center().y()) is pile
        assert pile.childAt(rect.center().x(), rect.center().y()) is card


def test_a_picked_card_takes_the_focus_and_says_where_it_is(qtbot: QtBot, window: MainWindow) -> None:
    table = table_of(window)
    assert table.focusChild() is None
    press(qtbot, window, "1")
    jack = table.child(8).child(6)
    qtbot.waitUntil(lambda: table.focusChild() is jack, timeout=60_000)
    assert jack.text(NAME) == "Jack of Diamonds"
    assert jack.state().selected and jack.state().focused
    assert table.child(16).text(NAME) == "Picked up: Jack of Diamonds, cascade 1, card 7 of 7, top card"
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # let go: the card keeps the focus
    qtbot.waitUntil(lambda: not jack.state().selected, timeout=60_000)
    assert table.focusChild() is jack


def test_a_card_picked_with_the_mouse_takes_the_focus_too(qtbot: QtBot, window: MainWindow) -> None:
    table = table_of(window)
    king = table.child(9).child(6)
    item = window.scene.item_for(window.scene.cascades[1].cards[-1].card)
    assert item is not None
    point = window.view.mapFromScene(card_center(window.scene, item))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: table.focusChild() is king, timeout=60_000)
    assert king.text(NAME) == "King of Spades"
    assert king.state().selected


def test_the_focus_follows_the_card_moved_and_the_announcement_comes_after(
    qtbot: QtBot, window: MainWindow
) -> None:
    said = announcements(window)
    table = table_of(window)
    jack = table.child(8).child(6)
    focus_when_said: list[object] = []
    window.view.accessibility.announced.connect(lambda _text: focus_when_said.append(table.focusChild()))
    press(qtbot, window, "1a")
    assert table.focusChild() is jack
    assert jack.text(DESCRIPTION) == "free cell a"
    assert jack.state().focused and not jack.state().selected
    assert focus_when_said == [jack]  # a screen reader speaks the focus, then the announcement
    window.game.undo()
    assert table.focusChild() is jack
    assert jack.text(DESCRIPTION) == "cascade 1, card 7 of 7, top card"
    window.model.set_number(1)
    assert table.focusChild() is None
    assert said[-1] == "New game: deal 1"


def test_moves_refusals_and_undos_are_announced(qtbot: QtBot, window: MainWindow) -> None:
    said = announcements(window)
    table = table_of(window)
    press(qtbot, window, "1a")
    cell = table.child(0)
    assert cell.text(NAME) == "Free cell a, Jack of Diamonds"
    assert cell.child(0).text(DESCRIPTION) == "free cell a"
    assert said == ["Jack of Diamonds to free cell a"]
    press(qtbot, window, "12")  # the Four of Spades on the King of Spades
    assert said[-1].startswith("Refused: ")
    window.game.undo()
    assert said[-1] == "Undone: Jack of Diamonds back to cascade 1"
    assert table.child(16).text(NAME) == said[-1]
    assert table.child(0).text(NAME) == "Free cell a, empty"


def test_a_game_played_to_the_end_announces_autoplay_and_the_win(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_number(10913)
    said = announcements(window)
    for move in parse_moves(SOLUTION_10913):
        press(qtbot, window, str(move))
    assert said[-1] == "Won in 19 moves"
    assert any(". Autoplay: " in line for line in said)
    table = table_of(window)
    assert [table.child(i).text(NAME) for i in range(4, 8)] == [
        f"{suit} foundation, up to the King" for suit in ("Clubs", "Diamonds", "Hearts", "Spades")
    ]


def test_interfaces_outlive_their_view_without_harm(qtbot: QtBot) -> None:
    scene = TableScene(CardDeck())
    view = TableView(scene)
    scene.show_deal(deal(617))
    table = QAccessible.queryAccessibleInterface(view)
    card = table.child(8).child(0)
    assert card.isValid() and card.text(NAME) == "Seven of Diamonds"
    view.deleteLater()
    qtbot.waitUntil(lambda: not card.isValid(), timeout=60_000)
    assert card.text(NAME) == ""
    assert card.parent() is None
    QApplication.processEvents()
