"""Keyboard play on the table, FreeCell Pro's way: a place key picks, a second key plays."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import HOME, Move
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.table.keyboard import place_name
from freecell_gui.ui.table.piles import Mark

SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"
KEYS = "12345678abcdh"


def press(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    window.table_play.animations_enabled = False
    for key in keys:
        qtbot.keyClick(window.view, key)


def test_the_table_has_the_keys_when_the_window_opens(window: MainWindow) -> None:
    assert window.view.hasFocus()


def test_two_place_keys_play_a_move_as_the_site_writes_it(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_number(10913)
    before = window.game.position
    press(qtbot, window, "26")
    assert window.game.move_count == 1
    assert window.game.game.steps[0].text == "26"
    assert window.game.position != before


def test_a_whole_game_played_with_the_keyboard_alone_is_won(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_number(10913)
    press(qtbot, window, SOLUTION_10913.replace(" ", ""))
    assert window.game.game.is_won
    assert window.game.game.texts() == SOLUTION_10913.split()


def test_the_first_key_lights_the_run_on_top_and_escape_lets_go(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, "1")
    picked = window.table_play.selected
    assert picked and all(item.mark is Mark.SELECTED for item in picked)
    assert picked[-1] is window.scene.cascades[0].cards[-1]
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.table_play.selected == []
    assert window.keyboard_play.picked is None
    assert window.game.move_count == 0


def test_the_same_key_twice_sends_the_card_to_a_free_cell_like_a_double_click(
    qtbot: QtBot, window: MainWindow
) -> None:
    top = window.scene.cascades[0].cards[-1].card
    press(qtbot, window, "11")
    assert window.game.move_count == 1
    assert top.index in window.game.position.freecells


def test_h_sends_the_picked_card_home_and_otherwise_asks_for_a_hint(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_number(10913)
    moves = parse_moves(" ".join(SOLUTION_10913.split()[:11]))
    window.game.load(moves)
    window.game.go_to(11)
    count = window.game.move_count
    press(qtbot, window, "4h")  # the twelfth move of the site's solution: 4h
    assert window.game.move_count == count + 1
    assert window.game.game.steps[-1].move.target == HOME
    hints: list[bool] = []
    window.solve_actions.hint_action.triggered.connect(lambda: hints.append(True))
    qtbot.keyClick(window.view, "h")  # nothing picked: h is Hint's key again
    assert hints == [True]
    window.solve_actions.shutdown()


def test_an_illegal_move_says_why_and_changes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    messages: list[str] = []
    window.table_play.message.connect(messages.append)
    position = window.game.position
    illegal = next(
        (source, target)
        for source in range(8)
        for target in range(8)
        if source != target
        and all(window.game.check(Move(source, target, count)) is not None for count in range(1, 14))
    )
    press(qtbot, window, f"{illegal[0] + 1}{illegal[1] + 1}")
    assert window.game.position == position
    assert messages and ("goes on" in messages[-1] or "cannot" in messages[-1]), messages


def test_an_empty_free_cell_cannot_be_picked(qtbot: QtBot, window: MainWindow) -> None:
    messages: list[str] = []
    window.table_play.message.connect(messages.append)
    press(qtbot, window, "a")
    assert window.keyboard_play.picked is None
    assert messages == ["free cell a is empty: pick a place with a card on top"]


def test_keys_typed_in_a_field_never_play(qtbot: QtBot, window: MainWindow) -> None:
    field = window.view_actions.highlight_field
    field.setFocus()
    qtbot.keyClicks(field, "12")
    assert window.game.move_count == 0
    assert field.text() == "12"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(keys=st.text(alphabet=KEYS + "xz9", max_size=12))
def test_any_key_sequence_keeps_the_game_legal(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    window.game.restart()
    window.keyboard_play.let_go()
    press(qtbot, window, keys)
    # Every move made by keys is a move the rules allow, as the game replays them.
    replayed = window.game.game.start
    for step in window.game.game.steps[: window.game.move_count]:
        assert replayed.check(step.move) is None
        replayed = step.after
    assert replayed == window.game.position


def test_place_names_follow_the_notation() -> None:
    assert [place_name(place) for place in range(13)] == list("12345678abcdh")
