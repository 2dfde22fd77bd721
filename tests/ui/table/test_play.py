"""Playing in the window, offscreen: drag and drop, clicks, undo/redo, the win, the deal guard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QGraphicsSceneMouseEvent, QMessageBox
from pytestqt.qtbot import QtBot

from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import HOME, AutoplayPolicy, Move, Position, is_cascade
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.settings import (
    ANIMATION_SPEED,
    ANIMATIONS,
    ASK_BEFORE_LEAVING,
    AUTOPLAY,
    Settings,
    open_settings,
)
from freecell_gui.ui.table.piles import CardItem, Mark
from freecell_gui.ui.table.play import card_center
from tests.ui.writes import written

SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


def send(window: MainWindow, kind: QEvent.Type, point: QPointF, buttons: bool = True) -> None:
    event = QGraphicsSceneMouseEvent(kind)
    event.setScenePos(point)
    event.setButton(Qt.MouseButton.LeftButton)
    event.setButtons(Qt.MouseButton.LeftButton if buttons else Qt.MouseButton.NoButton)
    QApplication.sendEvent(window.scene, event)


def drag(window: MainWindow, item: CardItem, to: QPointF) -> None:
    start = card_center(window.scene, item)
    send(window, QEvent.Type.GraphicsSceneMousePress, start)
    middle = start + (to - start) * 0.5
    send(window, QEvent.Type.GraphicsSceneMouseMove, middle)
    send(window, QEvent.Type.GraphicsSceneMouseMove, to)
    send(window, QEvent.Type.GraphicsSceneMouseRelease, to, buttons=False)


def click(window: MainWindow, point: QPointF) -> None:
    send(window, QEvent.Type.GraphicsSceneMousePress, point)
    send(window, QEvent.Type.GraphicsSceneMouseRelease, point, buttons=False)


def top_item(window: MainWindow, place: int) -> CardItem:
    pile = window.scene.cascades[place] if is_cascade(place) else window.scene.freecells[place - 8]
    return pile.cards[-1]


def target_point(window: MainWindow, place: int) -> QPointF:
    if place == HOME:
        pile = window.scene.foundations[0]
    elif is_cascade(place):
        pile = window.scene.cascades[place]
    else:
        pile = window.scene.freecells[place - 8]
    return (
        window.scene.pile_rect(pile).center() if not pile.cards else card_center(window.scene, pile.cards[-1])
    )


def cascade_move(position: Position, legal: bool = True) -> Move:
    for source in range(8):
        for target in range(8):
            if source != target and position.cascades[source] and position.cascades[target]:
                move = Move(source, target, 1)
                if (position.check(move) is None) == legal:
                    return move
    raise AssertionError("no such move")


def test_drag_a_card_onto_a_legal_column_plays_it(window: MainWindow) -> None:
    before = window.game.position
    move = cascade_move(before)
    card = before.cascades[move.source][-1]
    drag(window, top_item(window, move.source), target_point(window, move.target))
    window.table_play.finish_animation()
    assert window.game.move_count == 1
    assert window.game.game.steps[0].move == move
    assert card in window.game.position.cascades[move.target]
    assert window.play_actions.moves_label.text() == "Moves: 1"
    # The scene shows the model.
    shown = [[item.card.index for item in pile.cards] for pile in window.scene.cascades]
    assert shown == [list(column) for column in window.game.position.cascades]


def test_targets_are_lit_while_dragging(window: MainWindow) -> None:
    position = window.game.position
    move = cascade_move(position)
    item = top_item(window, move.source)
    start = card_center(window.scene, item)
    send(window, QEvent.Type.GraphicsSceneMousePress, start)
    send(window, QEvent.Type.GraphicsSceneMouseMove, start + QPointF(30, 30))
    lit = set(window.table_play.lit_places)
    expected = {t for t in range(13) if t != move.source and position.check(Move(move.source, t, 1)) is None}
    assert lit == expected and move.target in lit
    send(window, QEvent.Type.GraphicsSceneMouseRelease, start + QPointF(30, 30), buttons=False)
    assert window.table_play.lit_places == []


def test_illegal_drop_slides_back_and_says_why(window: MainWindow) -> None:
    position = window.game.position
    move = cascade_move(position, legal=False)
    item = top_item(window, move.source)
    home = item.pos()
    drag(window, item, target_point(window, move.target))
    assert window.game.move_count == 0
    assert window.game.position == position
    window.table_play.finish_animation()
    assert item.pos() == home
    assert "cannot go on" in window.statusBar().currentMessage()


def test_a_covered_card_out_of_order_is_not_draggable(window: MainWindow) -> None:
    position = window.game.position
    source = next(c for c in range(8) if position.run_length(c) < len(position.cascades[c]))
    first = window.scene.cascades[source].cards[0]
    drag(window, first, target_point(window, (source + 1) % 8))
    assert window.game.move_count == 0
    assert "not an ordered run" in window.statusBar().currentMessage()


def test_double_click_sends_a_card_to_a_free_cell_or_home(window: MainWindow) -> None:
    item = top_item(window, 0)
    card = item.card.index
    point = card_center(window.scene, item)
    click(window, point)
    send(window, QEvent.Type.GraphicsSceneMouseDoubleClick, point)
    send(window, QEvent.Type.GraphicsSceneMouseRelease, point, buttons=False)
    window.table_play.finish_animation()
    position = window.game.position
    assert window.game.move_count == 1
    assert card in position.freecells or position.foundations[card % 4] >= card // 4 + 1
    assert window.table_play.selected == []


def test_click_then_click_moves_and_marks_the_selection(qtbot: QtBot, window: MainWindow) -> None:
    window.table_play.animations_enabled = False
    move = cascade_move(window.game.position)
    item = top_item(window, move.source)
    click(window, card_center(window.scene, item))
    assert window.table_play.selected == [item] and item.mark is Mark.SELECTED
    # Escape clears the selection.
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.table_play.selected == [] and item.mark is Mark.NONE
    click(window, card_center(window.scene, item))
    click(window, target_point(window, move.target))
    assert window.game.game.steps[0].move == move
    assert item.mark is Mark.NONE


def test_click_on_felt_clears_the_selection(window: MainWindow) -> None:
    item = top_item(window, 3)
    click(window, card_center(window.scene, item))
    assert window.table_play.selected
    click(window, QPointF(3, window.scene.sceneRect().height() - 3))
    assert window.table_play.selected == []
    assert window.game.move_count == 0


def test_undo_redo_and_restart_actions(window: MainWindow) -> None:
    window.play_actions.animations_action.trigger()  # off
    start = window.game.position
    for _ in range(3):
        assert window.game.play(window.game.position.legal_moves()[-1]) is None
    after = window.game.position
    assert window.play_actions.moves_label.text() == "Moves: 3"
    window.play_actions.undo_action.trigger()
    assert window.game.move_count == 2
    window.play_actions.redo_action.trigger()
    assert window.game.position == after
    window.play_actions.restart_action.trigger()
    assert window.game.position == start
    assert not window.play_actions.undo_action.isEnabled() and window.play_actions.redo_action.isEnabled()
    shown = [[item.card.index for item in pile.cards] for pile in window.scene.cascades]
    assert shown == [list(column) for column in start.cascades]
    assert {"Ctrl+Y", "Ctrl+Shift+Z"} <= {k.toString() for k in window.play_actions.redo_action.shortcuts()}


def test_input_during_an_animation_finishes_it_and_is_accepted(window: MainWindow) -> None:
    window.table_play.speed = 0.5
    window.game.play(cascade_move(window.game.position))
    assert window.table_play.animating
    window.play_actions.undo_action.trigger()  # finishes the move's flight, then animates back
    window.play_actions.redo_action.trigger()
    assert window.game.move_count == 1
    window.table_play.finish_animation()
    assert not window.table_play.animating
    shown = [[item.card.index for item in pile.cards] for pile in window.scene.cascades]
    assert shown == [list(column) for column in window.game.position.cascades]
    positions = {item.pos().toTuple() for item in window.scene.card_items()}
    assert len(positions) > 40  # laid out, not stacked in flight


def test_the_site_solution_of_10913_wins(qtbot: QtBot, window: MainWindow) -> None:
    window.spinbox.setValue(10913)
    assert window.model.number == 10913
    window.game.set_policy(AutoplayPolicy.MS)
    window.table_play.animations_enabled = False
    with qtbot.waitSignal(window.game.gameWon) as won:
        for written in parse_moves(SOLUTION_10913):
            assert window.game.play_written(written) is None
    assert won.args == [19]
    assert window.game.position.is_won
    assert "Won in 19 moves" in window.table_play.banner_text
    assert "Won in 19 moves" in window.statusBar().currentMessage()
    assert all(len(pile.cards) == 13 for pile in window.scene.foundations)
    window.play_actions.undo_action.trigger()
    assert window.table_play.banner_text == ""


def answer_deal_question(button: QMessageBox.StandardButton, never: bool) -> None:
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        box.findChild(QCheckBox).setChecked(never)
        box.button(button).click()

    QTimer.singleShot(20, answer)


def test_changing_the_deal_mid_game_asks_first(window: MainWindow) -> None:
    window.game.play(cascade_move(window.game.position))
    answer_deal_question(QMessageBox.StandardButton.No, never=False)
    window.navigation.next_action.trigger()
    assert window.model.number == 617 and window.game.move_count == 1
    answer_deal_question(QMessageBox.StandardButton.Yes, never=True)
    window.spinbox.setValue(900)
    assert window.model.number == 900 and window.game.move_count == 0
    assert Settings(open_settings()).get(ASK_BEFORE_LEAVING) is False
    window.game.play(cascade_move(window.game.position))
    window.navigation.next_action.trigger()  # no question now
    assert window.model.number == 901


def test_refused_deal_change_puts_the_spinbox_back(window: MainWindow) -> None:
    window.game.play(cascade_move(window.game.position))
    answer_deal_question(QMessageBox.StandardButton.No, never=False)
    window.spinbox.setValue(1234)
    assert window.model.number == 617
    assert window.spinbox.value() == 617


def test_play_settings_are_kept(window: MainWindow) -> None:
    window.play_actions.autoplay_actions[AutoplayPolicy.SAFE].trigger()
    window.play_actions.speed_actions[2.0].trigger()
    window.play_actions.animations_action.trigger()
    settings = Settings(open_settings())
    assert settings.get(AUTOPLAY) is AutoplayPolicy.SAFE
    assert settings.get(ANIMATION_SPEED) == 2.0
    assert settings.get(ANIMATIONS) is False
    assert window.game.policy is AutoplayPolicy.SAFE


def test_exports_show_the_position_and_carry_the_moves(window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    start = tmp_path / "start.png"
    assert written(window.share.export_to(start, 800))
    assert QImage(str(start)).text("Moves") == ""
    window.table_play.animations_enabled = False
    for _ in range(2):
        window.game.play(window.game.position.legal_moves()[-1])
    played = tmp_path / "played.png"
    assert written(window.share.export_to(played, 800))
    image = QImage(str(played))
    assert image.text("Moves") == " ".join(window.game.game.texts())
    assert image.text("Moves").count(" ") == 1
    assert image != QImage(str(start))
    svg = tmp_path / "played.svg"
    assert written(window.share.export_to(svg, 800))
    assert "Moves: " in svg.read_text(encoding="utf-8")


def test_held_redo_replays_without_queueing(window: MainWindow) -> None:
    window.table_play.animations_enabled = False
    window.spinbox.setValue(10913)
    window.game.load(parse_moves(SOLUTION_10913))
    window.table_play.animations_enabled = True
    for count in range(1, 11):
        window.play_actions.redo_action.trigger()  # as a held key's auto-repeat would
        assert window.game.move_count == count  # taken at once, never queued behind a flight
        assert window.table_play.animating
    window.table_play.finish_animation()
    shown = [[item.card.index for item in pile.cards] for pile in window.scene.cascades]
    assert shown == [list(column) for column in window.game.position.cascades]


def test_deal_model_guard_is_asked_before_every_change(qtbot: QtBot) -> None:
    from freecell_gui.core.deals.dealer import deal
    from freecell_gui.ui.game.deal_model import DealModel

    model = DealModel(5)
    model.set_number(6)
    asked: list[int] = []

    def refuse() -> bool:
        asked.append(1)
        return False

    model.guard = refuse
    for change in (model.next, model.previous, model.back, model.random, lambda: model.set_number(99)):
        change()
    model.set_custom(deal(7))
    assert model.number == 6 and len(asked) == 6
    model.guard = lambda: True
    model.back()
    assert model.number == 5


def test_undo_and_redo_keys(qtbot: QtBot, window: MainWindow) -> None:
    window.table_play.animations_enabled = False
    window.game.play(window.game.position.legal_moves()[-1])
    window.game.play(window.game.position.legal_moves()[-1])
    window.view.setFocus()
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(window.view, Qt.Key.Key_Z, ctrl)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, ctrl)
    assert window.game.move_count == 0
    qtbot.keyClick(window.view, Qt.Key.Key_Y, ctrl)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    assert window.game.move_count == 2
    assert window.play_actions.moves_label.text() == "Moves: 2"


def test_drag_a_sequence_by_its_first_card(window: MainWindow) -> None:
    window.spinbox.setValue(10913)
    window.table_play.animations_enabled = False
    move = None
    for text in parse_moves(SOLUTION_10913):
        sequences = [m for m in window.game.position.legal_moves() if m.size > 1 and is_cascade(m.target)]
        if sequences:
            move = sequences[0]
            break
        assert window.game.play_written(text) is None
    assert move is not None, "the solution never offers a sequence move"
    done = window.game.move_count
    moving = window.game.position.cascades[move.source][-move.size :]
    first = window.scene.cascades[move.source].cards[-move.size]
    drag(window, first, target_point(window, move.target))
    assert window.game.move_count == done + 1
    assert window.game.game.steps[done].move == move
    assert tuple(window.game.position.cascades[move.target][-move.size :]) == tuple(moving)


def test_a_hover_description_made_stale_by_a_move_is_cleared(window: MainWindow) -> None:
    move = cascade_move(window.game.position)
    item = top_item(window, move.source)
    window.scene.cardHovered.emit(item.card, "Jack of Clubs, column 5, card 6")
    assert window.statusBar().currentMessage() == "Jack of Clubs, column 5, card 6"
    window.game.play(move)
    window.table_play.finish_animation()
    assert window.statusBar().currentMessage() != "Jack of Clubs, column 5, card 6"


# --- a refused move's reason lasts until the position changes -------------------------------------


def _any_move(window: MainWindow) -> None:
    move = next(move for move in window.game.position.legal_moves() if move.target != HOME)
    assert window.game.play(move) is None


def _refuse_by_drag(window: MainWindow) -> None:
    move = cascade_move(window.game.position, legal=False)
    drag(window, top_item(window, move.source), target_point(window, move.target))
    window.table_play.finish_animation()


def _refuse_by_click(window: MainWindow) -> None:
    move = cascade_move(window.game.position, legal=False)
    click(window, card_center(window.scene, top_item(window, move.source)))
    click(window, target_point(window, move.target))


def _refuse_a_covered_card(window: MainWindow) -> None:
    window.table_play.send_away(window.scene.cascades[0].cards[0])


def _refuse_a_typed_move(window: MainWindow) -> None:
    window.moves_panel.move_field.setText("h1")
    assert not window.moves_panel.play_typed()


REFUSALS = {
    "drag": _refuse_by_drag,
    "click": _refuse_by_click,
    "covered card": _refuse_a_covered_card,
    "typed move": _refuse_a_typed_move,
}
POSITION_CHANGES = {
    "undo": lambda window: window.play_actions.undo_action.trigger(),
    "redo": lambda window: window.play_actions.redo_action.trigger(),
    "move": _any_move,
    "restart": lambda window: window.play_actions.restart_action.trigger(),
    "jump": lambda window: window.moves_panel.end_button.click(),
    "new game": lambda window: window.game.new_game(),
}


@pytest.mark.parametrize("change", list(POSITION_CHANGES))
@pytest.mark.parametrize("refusal", list(REFUSALS))
def test_a_refused_moves_reason_is_cleared_by_the_next_change_of_position(
    window: MainWindow, refusal: str, change: str
) -> None:
    window.table_play.animations_enabled = False
    for _ in range(2):
        _any_move(window)
    window.game.undo()  # a move to redo, and one to undo
    REFUSALS[refusal](window)
    reason = window.statusBar().currentMessage()
    assert reason
    assert window.play_actions.showing_reason()
    before = window.game.position
    POSITION_CHANGES[change](window)
    assert window.game.position != before
    assert window.statusBar().currentMessage() == ""
    assert not window.play_actions.showing_reason()
    assert window.moves_panel.move_field.styleSheet() == ""
    window.scene.cardHovered.emit(window.scene.cascades[0].cards[0].card, "hovered")
    assert window.statusBar().currentMessage() == "hovered"  # hovering speaks again at once


def test_a_later_message_is_not_cleared_with_the_reason(window: MainWindow) -> None:
    window.table_play.animations_enabled = False
    window.game.play(cascade_move(window.game.position))
    _refuse_a_covered_card(window)
    window.flash_status("Copied 1 moves")
    window.play_actions.undo_action.trigger()
    assert window.statusBar().currentMessage() == "Copied 1 moves"


# --- New Game of This Deal asks before throwing moves away ---------------------------------------


def _with_played_moves(window: MainWindow) -> None:
    window.game.play(cascade_move(window.game.position))


def _with_a_loaded_solution(window: MainWindow) -> None:
    window.spinbox.setValue(10913)
    assert window.moves_panel.load_text(SOLUTION_10913)


def _with_a_solution_half_played(window: MainWindow) -> None:
    _with_a_loaded_solution(window)
    window.game.go_to(5)


GAMES_WITH_MOVES = {
    "played moves": _with_played_moves,
    "a loaded solution": _with_a_loaded_solution,
    "a solution half played": _with_a_solution_half_played,
}


@pytest.mark.parametrize("game", list(GAMES_WITH_MOVES))
def test_new_game_asks_before_throwing_moves_away(window: MainWindow, game: str) -> None:
    window.table_play.animations_enabled = False
    GAMES_WITH_MOVES[game](window)
    steps, cursor = window.game.game.steps, window.game.game.cursor
    answer_deal_question(QMessageBox.StandardButton.No, never=False)
    window.play_actions.new_game_action.trigger()
    assert (window.game.game.steps, window.game.game.cursor) == (steps, cursor)  # kept
    answer_deal_question(QMessageBox.StandardButton.Yes, never=False)
    window.play_actions.new_game_action.trigger()
    assert window.game.game.steps == [] and window.game.move_count == 0
    assert window.game.position == window.game.game.start


def test_new_game_says_what_would_be_lost(window: MainWindow) -> None:
    _with_a_solution_half_played(window)
    questions: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        questions.append(box.text())
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(20, answer)
    window.play_actions.new_game_action.trigger()
    assert questions == [
        "You have made 5 moves in this game. 14 moves wait to be redone. "
        "Start this deal again and throw them away?"
    ]


def test_new_game_does_not_ask_with_nothing_to_lose_or_after_a_win(qtbot: QtBot, window: MainWindow) -> None:
    window.table_play.animations_enabled = False
    window.play_actions.new_game_action.trigger()  # no moves: no question (a question would block here)
    _with_a_loaded_solution(window)
    window.moves_panel.end_button.click()
    assert window.game.position.is_won
    window.play_actions.new_game_action.trigger()  # won: "Ctrl+N plays this deal again"
    assert window.game.move_count == 0 and window.game.game.steps == []


def test_dont_ask_again_covers_new_game_too(window: MainWindow) -> None:
    window.table_play.animations_enabled = False
    _with_played_moves(window)
    answer_deal_question(QMessageBox.StandardButton.Yes, never=True)
    window.play_actions.new_game_action.trigger()
    assert Settings(open_settings()).get(ASK_BEFORE_LEAVING) is False
    _with_played_moves(window)
    window.play_actions.new_game_action.trigger()  # no question now
    assert window.game.move_count == 0
