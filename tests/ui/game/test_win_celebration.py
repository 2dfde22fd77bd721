"""A win is celebrated: the cards leap off and fall away (skippable), then the player picks what is next."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy
from freecell_gui.ui.game.win_celebration import LAUNCH_INTERVAL_MS, plan_flights
from freecell_gui.ui.main_window import MainWindow

# freecellgamesolutions.com's solution of deal 10913 (19 moves)
SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


def _win_10913(qtbot: QtBot, window: MainWindow, animations: bool) -> None:
    window.spinbox.setValue(10913)
    window.game.set_policy(AutoplayPolicy.MS)
    window.table_play.animations_enabled = False  # the moves themselves land at once
    with qtbot.waitSignal(window.game.gameWon):
        for written in parse_moves(SOLUTION_10913):
            assert window.game.play_written(written) is None
    window.table_play.animations_enabled = animations


def _choice(window: MainWindow) -> QMessageBox:
    box = window.win_celebration.choice
    assert box is not None and box.isVisible()
    return box


def _button(box: QMessageBox, text: str) -> QPushButton:
    (button,) = [b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == text]
    return button


def test_the_flights_are_kings_first_and_the_same_for_a_deal(qtbot: QtBot, window: MainWindow) -> None:
    items = window.scene.card_items()
    flights = plan_flights(items, 617)
    assert [int(flight.item.card.rank) for flight in flights[:4]] == [13] * 4
    assert [flight.delay_ms for flight in flights[:3]] == [0, LAUNCH_INTERVAL_MS, 2 * LAUNCH_INTERVAL_MS]
    again = plan_flights(items, 617)
    assert [(f.speed_x, f.speed_y) for f in flights] == [(f.speed_x, f.speed_y) for f in again]
    # A card rises first, then falls off the bottom of the table.
    flight = flights[0]
    assert flight.position(300, 1000, 1000).y() < flight.start.y()
    assert flight.position(3000, 1000, 1000).y() > 1000


def test_a_win_throws_the_cards_a_key_skips_and_the_next_deal_is_offered(
    qtbot: QtBot, window: MainWindow
) -> None:
    _win_10913(qtbot, window, animations=True)
    # Won once with the moves landing at once; win again from one move back, the show on.
    window.game.undo()
    window.game.redo()
    window.table_play.finish_animation()
    assert window.win_celebration.running
    landed = {item.card: QPointF(item.pos()) for item in window.scene.card_items()}
    qtbot.waitUntil(lambda: any(item.pos() != landed[item.card] for item in window.scene.card_items()))
    qtbot.keyClick(window.view, Qt.Key.Key_Space)  # skips
    assert not window.win_celebration.running
    assert {item.card: item.pos() for item in window.scene.card_items()} == landed
    assert "Won in" in window.table_play.banner_text
    box = _choice(window)
    assert "10,913" in box.text()
    _button(box, "Next Deal").click()
    assert window.model.number == 10914


def test_with_animations_off_the_choice_comes_at_once_and_plays_the_deal_again(
    qtbot: QtBot, window: MainWindow
) -> None:
    _win_10913(qtbot, window, animations=False)
    assert not window.win_celebration.running
    box = _choice(window)
    names = sorted(button.accessibleName() for button in box.findChildren(QPushButton))
    assert "Play This Deal Again" in names and "Next Deal Not Yet Won" in names
    _button(box, "Play This Deal Again").click()
    assert window.model.number == 10913 and window.game.game.cursor == 0
    qtbot.waitUntil(
        lambda: window.win_celebration.choice is None or not window.win_celebration.choice.isVisible()
    )


def test_a_won_game_put_back_on_the_table_says_won_again(qtbot: QtBot, window: MainWindow) -> None:
    _win_10913(qtbot, window, animations=False)
    game = window.game.game
    deal = window.model.deal
    window.spinbox.setValue(617)
    assert "Won in" not in window.table_play.banner_text
    window.game.restore(deal, game, [])
    assert "Won in 19 moves" in window.table_play.banner_text
    assert not window.win_celebration.running  # no second show for a game won before


# Our solver's solution of deal 164 with no free cell (`freecell-gui solve 164 --cells 0`, 54 moves).
SOLUTION_164_NO_CELL = "17 15 17 12 6h 6h 2h 61 67 57 35 61 82 82 63 83 84 58 56 53 54 64 13 84 73 45 21 27 46 74 28 26 26 24 72 78 73 7h 1h 4h 5h 15 48 46 41 46 45 38 3h 3h 32 34 37 35"


def test_a_challenge_won_says_which_game_was_won(qtbot: QtBot, window: MainWindow) -> None:
    from freecell_gui.core.game.variant import Rules

    window.spinbox.setValue(164)
    window.game.set_policy(AutoplayPolicy.MS)
    assert window.game.set_rules(Rules(0), ask=False)
    window.table_play.animations_enabled = False
    with qtbot.waitSignal(window.game.gameWon):
        for written in parse_moves(SOLUTION_164_NO_CELL):
            assert window.game.play_written(written) is None
    box = _choice(window)
    assert box.text() == "You won deal #164 (FreeCell, 0 free cells) in 54 moves."
