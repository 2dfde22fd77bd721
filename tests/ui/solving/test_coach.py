"""The coach (Show Solvability): on by default, it judges the position on the table after every
move in a worker process, and tells a losing move within half a second without stalling the window."""

from __future__ import annotations

import time

from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.notation import parse_move
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, AutoplayPolicy, Move, Position
from freecell_gui.core.solver import Outcome, solve
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.settings import SHOW_SOLVABILITY, load_settings
from freecell_gui.ui.solving.coach import CHECKING, LOST_BY_THE_MOVE, SOLVABLE, UNSOLVABLE, Coach
from tests.event_loop import GapRecorder

WAIT_MS = 30_000


def _coach(window: MainWindow) -> Coach:
    return window.coach


def losing_line(numbers: range) -> tuple[int, list[Move], Move]:
    """A deal, moves to a position the solver can win, and one more move after which nothing can
    move at all: cards sent to the free cells until the table is stuck, found with the solver."""
    for number in numbers:
        start = Position.from_deal(deal(number))
        lines: list[tuple[Position, list[Move]]] = [(start, [])]
        for _ in range(4):
            longer = []
            for position, line in lines[:200]:
                for move in position.legal_moves():
                    if move.source < 8 and FIRST_FREECELL <= move.target < HOME:
                        after, _ = position.play(move).autoplay(AutoplayPolicy.MS)
                        stuck = not after.legal_moves() and not after.is_won
                        if stuck and solve(position, fast=True, time_limit=3).outcome is Outcome.SOLVED:
                            return number, line, move
                        longer.append((after, [*line, move]))
            lines = longer
    raise AssertionError("no losing move found")


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


def test_a_move_that_loses_the_game_is_told_within_half_a_second(qtbot: QtBot, window: MainWindow) -> None:
    number, line, losing = losing_line(range(1, 40))
    coach = _coach(window)
    window.model.set_number(number)
    for move in line:
        assert window.game.play(move) is None
    qtbot.waitUntil(lambda: coach.label.text() == SOLVABLE, timeout=WAIT_MS)
    recorder = GapRecorder()
    recorder.start()
    started = time.perf_counter()
    assert window.game.play(losing) is None
    qtbot.waitUntil(lambda: coach.label.text() == LOST_BY_THE_MOVE, timeout=5000)
    told = time.perf_counter() - started
    recorder.stop()
    assert told < 0.5, f"told after {told:.2f} s"
    assert recorder.longest_ms() < 50, recorder.gaps  # the check never held up the window
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
