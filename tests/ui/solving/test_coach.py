"""The coach (Show Solvability): on by default, it judges the position on the table after every
move in a worker process, and tells a losing move while the window goes on answering. How soon it
tells (within half a second on a quiet machine) is a figure of tests/benchmarks/bench_solve_window.py."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from freecell_gui.core.game.notation import parse_move
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.settings import SHOW_SOLVABILITY, load_settings
from freecell_gui.ui.solving.coach import CHECKING, LOST_BY_THE_MOVE, SOLVABLE, UNSOLVABLE, Coach
from tests.event_loop import GapRecorder
from tests.ui.solving.losing import losing_line

# A hang guard, never a measure of speed: a worker process starts (seconds on a loaded 2-core
# machine, where it runs niced behind everything else), then checks.
WAIT_MS = 120_000


def _coach(window: MainWindow) -> Coach:
    return window.coach


def test_show_solvability_is_on_by_default_kept_and_says_solvable_or_not(
    qtbot: QtBot, window: MainWindow
) -> None:
    coach = _coach(window)
    assert coach.action.isChecked()  # on by default
    window.model.set_number(11982)
    qtbot.waitUntil(lambda: coach.label.text() == UNSOLVABLE, timeout=WAIT_MS)
    for number in range(1, 30):  # browsing quickly: no worker starts for deals only passed by
        window.model.set_number(number)
        assert coach.job is None
    assert coach.label.text() == CHECKING
    qtbot.waitUntil(lambda: coach.job is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: coach.label.text() == SOLVABLE, timeout=WAIT_MS)
    coach.action.setChecked(False)
    assert not load_settings().get(SHOW_SOLVABILITY)
    assert not coach.label.isVisibleTo(window)
    window.game.play(window.game.position.legal_moves()[0])
    qtbot.wait(200)
    assert coach.job is None  # off: the coach checks nothing
    coach.action.setChecked(True)
    assert load_settings().get(SHOW_SOLVABILITY)
    assert coach.label.isVisibleTo(window)


def test_a_move_that_loses_the_game_is_told_while_the_window_answers(
    qtbot: QtBot, window: MainWindow
) -> None:
    number, line, losing = losing_line(range(1, 40))
    coach = _coach(window)
    window.model.set_number(number)
    for move in line:
        assert window.game.play(move) is None
    qtbot.waitUntil(lambda: coach.label.text() == SOLVABLE, timeout=WAIT_MS)
    assert window.game.play(losing) is None
    qtbot.waitUntil(lambda: coach.job is not None, timeout=WAIT_MS)  # the check has started
    # The window's event loop runs on while the worker checks: a timer's ticks are handled
    # before the answer comes (events processed, whatever the machine's load).
    recorder = GapRecorder()
    recorder.start()
    qtbot.waitUntil(lambda: coach.label.text() == LOST_BY_THE_MOVE, timeout=WAIT_MS)
    recorder.stop()
    assert len(recorder.gaps) >= 3, "the window's event loop did not run while the coach checked"
    assert "Ctrl+Z" in coach.label.text()
    # Undo goes back to the position that can be won: known, so said at once, no new check.
    window.game.undo()
    assert coach.label.text() == SOLVABLE and coach.job is None


def test_each_move_cancels_the_check_before(qtbot: QtBot, window: MainWindow) -> None:
    coach = _coach(window)
    window.model.set_number(617)
    qtbot.waitUntil(lambda: coach.job is not None or coach.label.text() == SOLVABLE, timeout=WAIT_MS)
    for text in ("1a", "2b"):
        job = coach.job
        window.game.play_written(parse_move(text))
        assert job is None or not job.running  # the answer would be for the position before
        assert coach.job is None  # the next check waits for the table to settle
    qtbot.waitUntil(
        lambda: coach.label.text() in (SOLVABLE, UNSOLVABLE) or "No solution" in coach.label.text(),
        timeout=WAIT_MS,
    )
    assert coach.job is None


def test_positions_on_a_solution_found_need_no_check(qtbot: QtBot, window: MainWindow) -> None:
    coach = _coach(window)
    window.model.set_number(5)
    qtbot.waitUntil(lambda: coach.label.text() == SOLVABLE, timeout=WAIT_MS)
    solution = window.solve_actions.known_solution(window.game.position)
    assert solution
    for move in solution[:5]:
        assert window.game.play(move) is None
        assert coach.label.text() == SOLVABLE and coach.job is None


def test_a_losing_move_made_before_the_checks_caught_up_still_says_undo_goes_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    number, line, losing = losing_line(range(1, 40))
    coach = _coach(window)
    window.model.set_number(number)
    for move in [*line, losing]:  # faster than any check: the positions before are not judged
        assert window.game.play(move) is None
    assert coach.job is None
    qtbot.waitUntil(lambda: coach.label.text() == LOST_BY_THE_MOVE, timeout=WAIT_MS)
    assert coach.verdict(window.game.game.position_after(window.game.game.cursor - 1)) is True


def test_a_screen_reader_hears_each_new_verdict_once(qtbot: QtBot, window: MainWindow) -> None:
    number, line, losing = losing_line(range(1, 40))
    coach = _coach(window)
    heard: list[str] = []
    window.view.accessibility.announced.connect(heard.append)
    window.model.set_number(number)
    for move in line:
        assert window.game.play(move) is None
    qtbot.waitUntil(lambda: coach.label.text() == SOLVABLE, timeout=WAIT_MS)
    assert window.game.play(losing) is None
    qtbot.waitUntil(lambda: coach.label.text() == LOST_BY_THE_MOVE, timeout=WAIT_MS)
    verdicts = [text for text in heard if "can be won" in text or "lost the game" in text]
    # The same verdict after each move is not repeated; a change (the losing move) is said.
    assert verdicts == [
        "This position can be won",
        "The last move lost the game: undo it and the game can be won",
    ]
    assert window.view.accessibility.last_announcement == verdicts[-1]
