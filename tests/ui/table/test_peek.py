"""A right press on a covered card shows it whole while the button is held; letting go puts it back."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.cards import parse_card
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.table.peek import PEEK_Z
from freecell_gui.ui.table.piles import CardItem


def _strip_point(window: MainWindow, item: CardItem) -> QPoint:
    """A point on the strip of `item` that shows (its top edge, under no other card)."""
    rect = window.scene.card_rect(item)
    return window.view.mapFromScene(rect.center().x(), rect.top() + max(2.0, item.visible_height / 2))


def _topmost_at(window: MainWindow, point: QPoint) -> CardItem:
    return next(item for item in window.view.items(point) if isinstance(item, CardItem))


def test_a_right_press_shows_a_covered_card_whole_until_let_go(qtbot: QtBot, window: MainWindow) -> None:
    covered = window.scene.item_for(parse_card("AD"))  # deal 617: the Ace of Diamonds, at the top of column 2
    assert covered is not None and covered.visible_height > 0
    middle = window.view.mapFromScene(window.scene.card_rect(covered).center())
    assert _topmost_at(window, middle) is not covered  # covered there by the cards below it
    viewport = window.view.viewport()
    with qtbot.waitSignal(window.card_peek.peeked) as shown:
        qtbot.mousePress(viewport, Qt.MouseButton.RightButton, pos=_strip_point(window, covered))
    assert shown.args == [covered.card]
    assert covered.zValue() == PEEK_Z and _topmost_at(window, middle) is covered
    with qtbot.waitSignal(window.card_peek.peeked) as gone:
        qtbot.mouseRelease(viewport, Qt.MouseButton.RightButton, pos=_strip_point(window, covered))
    assert gone.args == [None]
    assert covered.zValue() != PEEK_Z and _topmost_at(window, middle) is not covered
    assert window.game.game.cursor == 0  # only a look: nothing was played


def test_a_right_press_on_an_uncovered_card_or_the_felt_changes_nothing(
    qtbot: QtBot, window: MainWindow
) -> None:
    top = window.scene.item_for(parse_card("JD"))  # the bottom card of column 1 shows whole already
    assert top is not None and top.visible_height == 0
    z = top.zValue()
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.RightButton, pos=_strip_point(window, top))
    assert top.zValue() == z and window.card_peek.item is None
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.RightButton, pos=_strip_point(window, top))
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.RightButton, pos=QPoint(3, 3))
    assert window.card_peek.item is None
