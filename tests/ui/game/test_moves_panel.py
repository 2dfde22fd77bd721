"""The moves panel: loading solutions, stepping, the slider, playback, copy, save, bad files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.system.user_files import UserFileError
from freecell_gui.ui.appearance import inks
from freecell_gui.ui.game.moves_panel import MovesPanel
from freecell_gui.ui.game.solution_dialog import read_solution_file
from freecell_gui.ui.main_window import MainWindow

# freecellgamesolutions.com's solution for deal 10913 (moves written with MS autoplay).
SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


@pytest.fixture
def panel(window: MainWindow) -> MovesPanel:
    """The panel of a window showing deal 10913."""
    window.model.set_number(10913)
    result: MovesPanel = window.moves_panel  # type: ignore[attr-defined]
    return result


def labels(panel: MovesPanel) -> list[str]:
    return [panel.list.item(row).text() for row in range(panel.list.count())]


def test_the_panel_is_a_named_dock(window: MainWindow, panel: MovesPanel) -> None:
    assert panel.objectName() == "MovesDock"
    assert window.dockWidgetArea(panel) == Qt.DockWidgetArea.RightDockWidgetArea
    assert panel.toggleViewAction().text() == "&Moves Panel"


def test_the_sites_solution_loads_as_moves_to_redo_and_steps_to_the_win(
    window: MainWindow, panel: MovesPanel
) -> None:
    model = window.game
    assert panel.load_text(SOLUTION_10913)
    assert model.move_count == 0
    assert len(model.game.steps) == 19
    assert labels(panel)[1].split()[:2] == ["1.", "26"]
    assert panel.list.item(5).foreground().color() == inks(panel.list.palette()).muted
    won: list[int] = []
    model.gameWon.connect(won.append)
    for _ in range(19):
        panel.forward_button.click()
    assert model.game.is_won
    assert won == [19]
    assert "Won in 19 moves" in panel.status.text()
    assert not panel.forward_button.isEnabled()
    panel.back_button.click()
    assert model.move_count == 18


def test_autoplayed_cards_are_shown_beside_their_move(panel: MovesPanel) -> None:
    panel.load_text(SOLUTION_10913)
    assert "+AC AS" in labels(panel)[1]  # after 26 the two black aces go home (MS autoplay)


def test_a_solution_with_a_move_dropped_is_refused_at_that_move(
    qtbot: QtBot, window: MainWindow, panel: MovesPanel
) -> None:
    moves = SOLUTION_10913.split()
    del moves[12]  # the second 4h: the 5H stays on column 4 and cannot go on the 5S at move 13 (41)
    assert panel.load_text(" ".join(moves))
    game = window.game.game
    assert game.rejected is not None
    rejected = game.rejected
    assert (rejected.number, rejected.text) == (13, "41")
    assert "5H cannot go on 5S" in rejected.reason
    assert len(game.steps) == rejected.number - 1
    last = panel.list.item(panel.list.count() - 1)
    assert last.foreground().color() == inks(panel.list.palette()).error
    assert last.text().split()[0] == f"{rejected.number}."
    assert rejected.reason in last.text()
    panel.playback.set_speed(1000)
    panel.playback.play()
    qtbot.waitUntil(lambda: not panel.playback.playing, timeout=5000)
    assert game.cursor == rejected.number - 1  # playback stopped before the illegal move
    assert not game.is_won


def test_clicking_a_move_goes_to_the_position_after_it(
    qtbot: QtBot, window: MainWindow, panel: MovesPanel
) -> None:
    panel.load_text(SOLUTION_10913)
    item = panel.list.item(7)
    rect = panel.list.visualItemRect(item)
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    model = window.game
    assert model.move_count == 7
    assert model.position == model.game.position_after(7)
    assert panel.list.currentRow() == 7
    assert panel.list.item(7).font().bold()


def test_the_slider_jumps_anywhere(window: MainWindow, panel: MovesPanel) -> None:
    panel.load_text(SOLUTION_10913)
    assert panel.slider.maximum() == 19
    panel.slider.setValue(12)
    model = window.game
    assert model.move_count == 12
    model.go_to(3)
    assert panel.slider.value() == 3


def test_play_and_pause_with_a_fast_timer(qtbot: QtBot, window: MainWindow, panel: MovesPanel) -> None:
    panel.load_text(SOLUTION_10913)
    model = window.game
    panel.playback.set_speed(200)
    panel.play_button.click()
    assert panel.playback.playing
    assert panel.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: model.move_count >= 3, timeout=5000)
    panel.play_button.click()
    paused_at = model.move_count
    assert not panel.playback.playing
    assert 3 <= paused_at < 19
    panel.playback.play()
    qtbot.waitUntil(lambda: not panel.playback.playing, timeout=5000)
    assert model.game.is_won
    assert panel.play_button.text() == "Play"


def test_typed_moves_play_or_say_why_not(window: MainWindow, panel: MovesPanel) -> None:
    model = window.game
    panel.move_field.setText("26")
    assert panel.play_typed()
    assert model.move_count == 1
    assert panel.move_field.text() == ""
    panel.move_field.setText("h1")
    assert not panel.play_typed()
    assert "never leave home" in panel.status.text()
    panel.move_field.setText("zz")
    assert not panel.play_typed()
    assert "is not a move" in panel.status.text()
    assert model.move_count == 1


def test_copy_and_save_write_the_moves_ten_a_line(tmp_path: Path, panel: MovesPanel) -> None:
    panel.load_text(SOLUTION_10913)
    panel.copy_moves()
    copied = QGuiApplication.clipboard().text()
    assert copied.splitlines()[0].split() == SOLUTION_10913.split()[:10]
    assert copied.split() == SOLUTION_10913.split()
    target = tmp_path / "10913.moves.txt"
    assert panel.save_moves(target)
    assert target.read_text() == copied
    assert [move.text for move in parse_moves(target.read_text())] == SOLUTION_10913.split()
    assert not panel.save_moves(tmp_path / "missing" / "x.txt")
    assert sorted(path.name for path in tmp_path.iterdir() if path.is_file()) == [target.name]


def test_a_saved_file_loads_back(tmp_path: Path, window: MainWindow, panel: MovesPanel) -> None:
    (tmp_path / "s.txt").write_text("Solution:\n" + SOLUTION_10913 + "\n")
    assert panel.load_file(tmp_path / "s.txt")
    assert len(window.game.game.steps) == 19


def make_fifo(tmp_path: Path) -> Path:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    return fifo


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (make_fifo, "a pipe"),
        (lambda tmp: tmp, "folder"),
        (lambda tmp: Path("/dev/zero"), "device"),
        (lambda tmp: tmp / "absent.txt", "cannot read"),
    ],
    ids=["fifo", "folder", "device", "missing"],
)
def test_bad_paths_give_a_message(tmp_path: Path, panel: MovesPanel, make, expected: str) -> None:  # type: ignore[no-untyped-def]
    path = make(tmp_path)
    with pytest.raises(UserFileError, match=expected):
        read_solution_file(path)
    messages: list[str] = []
    panel.message.connect(messages.append)
    assert not panel.load_file(path)
    assert expected in messages[-1]
    assert "Traceback" not in messages[-1]


def test_a_huge_or_binary_file_is_refused(tmp_path: Path, panel: MovesPanel) -> None:
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b"26 " * 1000)
    with pytest.raises(UserFileError, match="too large"):
        read_solution_file(huge, limit_bytes=1000)
    binary = tmp_path / "binary.sol"
    binary.write_bytes(bytes(range(256)))
    assert not panel.load_file(binary)
    assert "not UTF-8 text" in panel.status.text()
    garbage = tmp_path / "garbage.txt"
    garbage.write_text("26 76 hello world 99 zz\n")
    assert not panel.load_file(garbage)
    assert "Not a solution" in panel.status.text()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.one_of(
        st.text(max_size=300),
        st.lists(
            st.sampled_from(
                [
                    "26",
                    "76",
                    "3a",
                    "bh",
                    "h1",
                    "16v3",
                    "1.",
                    "\n",
                    "Move a card from stack 3 to the foundations",
                    "x",
                ]
            ),
            max_size=40,
        ).map(" ".join),
    )
)
def test_pasting_anything_never_raises(window: MainWindow, panel: MovesPanel, text: str) -> None:
    model = window.game
    model.go_to(0)
    loaded = panel.load_text(text)
    game = model.game
    assert loaded or "Not a solution" in panel.status.text() or "No moves" in panel.status.text()
    assert panel.list.count() == len(game.steps) + 1 + (game.rejected is not None)
    assert sorted(game.position.all_cards()) == list(range(52))


def test_a_hidden_panel_stays_hidden_next_time(qtbot: QtBot, window: MainWindow) -> None:
    from freecell_gui.ui.app import create_window

    window.moves_panel.toggleViewAction().trigger()  # type: ignore[attr-defined]
    assert window.moves_panel.isHidden()  # type: ignore[attr-defined]
    window.close()
    again = create_window()
    qtbot.addWidget(again)
    again.show()
    assert again.moves_panel.isHidden()  # type: ignore[attr-defined]
    again.moves_panel.toggleViewAction().trigger()  # type: ignore[attr-defined]
    assert again.moves_panel.isVisible()  # type: ignore[attr-defined]


def menu_action(window: MainWindow, menu_title: str, text: str):  # type: ignore[no-untyped-def]
    for action in window.menuBar().actions():
        if action.text().replace("&", "") == menu_title:
            found = [item for item in action.menu().actions() if item.text().replace("&", "") == text]
            assert found, f"{text} is not in {menu_title}"
            return found[0]
    raise AssertionError(f"no menu {menu_title}")


def test_edit_paste_solution_loads_the_clipboard(window: MainWindow, panel: MovesPanel) -> None:
    assert menu_action(window, "File", "Load Solution\u2026") is not None
    QGuiApplication.clipboard().setText("Solution for 10913:\n" + SOLUTION_10913)
    menu_action(window, "Edit", "Paste Solution").trigger()
    assert len(window.game.game.steps) == 19


def test_the_dialog_reads_a_file_or_says_why_not(qtbot: QtBot, tmp_path: Path) -> None:
    from freecell_gui.ui.game.solution_dialog import SolutionDialog

    dialog = SolutionDialog()
    qtbot.addWidget(dialog)
    good = tmp_path / "s.txt"
    good.write_text(SOLUTION_10913)
    assert dialog.read_file(good)
    assert dialog.text() == SOLUTION_10913
    assert not dialog.read_file(tmp_path)
    assert "folder" in dialog.message.text()
    assert dialog.text() == SOLUTION_10913  # the text already there is kept


# --- the win, however it is reached ------------------------------------------------------------


def _click_row(qtbot: QtBot, panel: MovesPanel, row: int) -> None:
    panel.list.scrollToItem(panel.list.item(row))
    rect = panel.list.visualItemRect(panel.list.item(row))
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _play_to_the_end(qtbot: QtBot, panel: MovesPanel) -> None:
    panel.playback.set_speed(50)
    panel.play_button.click()
    qtbot.waitUntil(lambda: not panel.playback.playing, timeout=10_000)


REACH_THE_WIN = {
    "Play": _play_to_the_end,
    "to the end": lambda qtbot, panel: panel.end_button.click(),
    "slider": lambda qtbot, panel: panel.slider.setValue(panel.slider.maximum()),
    "last row": lambda qtbot, panel: _click_row(qtbot, panel, panel.list.count() - 1),
    "step forward": lambda qtbot, panel: panel.forward_button.click(),
    "redo": lambda qtbot, panel: panel.model.redo(),
}
LEAVE_THE_WIN = {
    "step back": lambda qtbot, panel: panel.back_button.click(),
    "to the deal": lambda qtbot, panel: panel.start_button.click(),
    "slider": lambda qtbot, panel: panel.slider.setValue(7),
    "a row": lambda qtbot, panel: _click_row(qtbot, panel, 3),
    "new game": lambda qtbot, panel: panel.model.new_game(),
}


@pytest.mark.parametrize("leave", list(LEAVE_THE_WIN))
@pytest.mark.parametrize("reach", list(REACH_THE_WIN))
@pytest.mark.parametrize("animated", [False, True], ids=["jump", "fly"])
def test_any_way_of_reaching_the_win_shows_it_and_leaving_hides_it(
    qtbot: QtBot, window: MainWindow, panel: MovesPanel, reach: str, leave: str, animated: bool
) -> None:
    window.table_play.animations_enabled = animated
    window.table_play.speed = 4.0
    assert panel.load_text(SOLUTION_10913)
    if reach in ("step forward", "redo"):
        window.game.go_to(18)  # one move before the win
    else:
        window.game.go_to(2)
    assert window.table_play.banner_text == ""
    REACH_THE_WIN[reach](qtbot, panel)
    assert window.game.position.is_won
    assert window.table_play.banner_text == "Won in 19 moves!"
    assert window.statusBar().currentMessage().startswith("Won in 19 moves.")
    assert window.play_actions.moves_label.text() == "Moves: 19"
    LEAVE_THE_WIN[leave](qtbot, panel)
    assert not window.game.position.is_won
    assert window.table_play.banner_text == ""
    assert not window.statusBar().currentMessage().startswith("Won")
