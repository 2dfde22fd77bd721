"""Solve, Hint and Show Solvability in the window: a worker process, never a stalled UI.

Every wait here is a hang guard, never a measure of speed: how soon answers come and how long the
window's thread is held are figures of tests/benchmarks/bench_solve_window.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.core.game.rules import AutoplayPolicy, Move
from freecell_gui.core.solver import Outcome, SolveResult, solve
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.solving.solve_actions import SolveActions, SolveJob
from freecell_gui.ui.table.piles import Mark
from tests.event_loop import GapRecorder

# A worker process starts, then solves, niced behind every other program: on a loaded 2-core
# machine deal 11982's 2 CPU seconds took 16-20 s (and 30 s was once too short). A hang guard.
WAIT_MS = 120_000


def _actions(window: MainWindow) -> SolveActions:
    return window.solve_actions


def _wait_for_first_solution(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: len(window.game.game.steps) > window.game.move_count, timeout=WAIT_MS)


def _solve(actions: SolveActions) -> list[SolveResult]:
    """Press Solve; the list receives the result when the solve ends (however it ends)."""
    actions.solve_action.trigger()
    job = actions.job
    assert job is not None
    results: list[SolveResult] = []
    job.finished.connect(results.append)
    return results


def _finish(qtbot: QtBot, actions: SolveActions, results: list[SolveResult]) -> SolveResult:
    """Cancel the solve (if it is still running) and wait for its result."""
    actions.cancel()
    qtbot.waitUntil(lambda: bool(results), timeout=WAIT_MS)
    return results[0]


def _start_617(window: MainWindow) -> tuple[SolveActions, SolveJob]:
    """Deal 617 on the table and Solve pressed: the actions and the running job."""
    window.model.set_number(617)
    actions = _actions(window)
    actions.solve()
    job = actions.job
    assert job is not None
    return actions, job


def _play_to_the_end(window: MainWindow) -> None:
    while window.game.redo():
        pass


def test_solve_fills_the_moves_panel_and_the_solution_replays_to_a_win(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.model.set_number(1)
    actions = _actions(window)
    results = _solve(actions)
    assert actions.progress_bar.isVisibleTo(window) and actions.cancel_button.isVisibleTo(window)
    _wait_for_first_solution(qtbot, window)
    assert window.game.move_count == 0  # the solution waits to be redone
    result = _finish(qtbot, actions, results)
    assert result.outcome is Outcome.SOLVED
    assert len(window.game.game.steps) == result.length  # the best one replaced the first
    assert actions.status_label.text().startswith(f"Solved in {result.length} moves")
    assert not actions.progress_bar.isVisibleTo(window)
    _play_to_the_end(window)
    assert window.game.game.is_won


def test_a_game_in_progress_is_solved_from_where_it_stands(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_number(1)
    game = window.game
    # Three moves along a solution, so that the game can still be won (three cards put in the
    # free cells at once can leave a deal unsolvable: 617 is).
    for move in solve(game.position, fast=True).moves[:3]:
        assert game.play(move) is None
    assert game.move_count == 3
    actions = _actions(window)
    results = _solve(actions)
    _wait_for_first_solution(qtbot, window)
    _finish(qtbot, actions, results)
    assert game.move_count == 3  # the moves made stay; the solution follows them
    _play_to_the_end(window)
    assert game.game.is_won


def test_a_solution_is_written_for_the_games_autoplay(qtbot: QtBot, window: MainWindow) -> None:
    # With autoplay off, the cards Microsoft's rule would send home get moves of their own.
    window.model.set_number(2)
    window.game.set_policy(AutoplayPolicy.OFF)
    actions = _actions(window)
    results = _solve(actions)
    _wait_for_first_solution(qtbot, window)
    result = _finish(qtbot, actions, results)
    assert len(window.game.game.steps) > result.length
    _play_to_the_end(window)
    assert window.game.game.is_won


def test_an_unsolvable_deal_says_no_solution_exists(qtbot: QtBot, window: MainWindow) -> None:
    window.coach.action.setChecked(False)  # its check of the same deal would only share the cores
    window.model.set_number(11982)
    actions = _actions(window)
    job_finished: list[SolveResult] = []
    actions.solve()
    assert actions.job is not None
    actions.job.finished.connect(job_finished.append)
    qtbot.waitUntil(lambda: bool(job_finished), timeout=WAIT_MS)
    assert job_finished[0].outcome is Outcome.UNSOLVABLE
    assert actions.status_label.text() == "No solution exists from this position"
    assert window.game.game.steps == []


def test_cancel_keeps_the_best_solution_and_the_answer_comes_at_once(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.model.set_number(617)
    actions = _actions(window)
    results = _solve(actions)
    _wait_for_first_solution(qtbot, window)
    loaded = len(window.game.game.steps)
    result = _finish(qtbot, actions, results)  # how soon: bench_solve_window's "Cancel to answer"
    assert result.outcome is Outcome.SOLVED
    assert len(window.game.game.steps) <= loaded
    assert not actions.solving


def test_a_move_during_a_solve_stops_it_and_no_stale_answer_lands(qtbot: QtBot, window: MainWindow) -> None:
    actions, job = _start_617(window)
    game = window.game
    game.play(game.position.legal_moves()[0])  # before the worker could answer
    assert actions.job is None and not job.running
    assert "position changed" in actions.status_label.text()
    qtbot.wait(2500)  # the stopped worker's answer, had it come, would have landed by now
    assert game.game.steps[game.move_count :] == []


def test_hint_lights_the_next_move_of_a_solution(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_number(5)
    actions = _actions(window)
    play = window.table_play
    actions.hint_action.trigger()
    # The light comes with the worker's solution, the status line with its end: two messages,
    # which a busy machine may hand over apart.
    qtbot.waitUntil(lambda: play.hinted[1] is not None and actions.job is None, timeout=WAIT_MS)
    items, place = play.hinted
    known = actions._known[window.game.position]
    move: Move = known[0]
    assert place == move.target
    source = window.game.position.cascades[move.source] if move.source < 8 else None
    expected = (
        list(source[-move.size :])
        if source is not None
        else [window.game.position.freecells[move.source - 8]]
    )
    assert [item.card.index for item in items] == expected
    assert actions.status_label.text().startswith("Hint: ")
    # Playing that move puts the light out, and the next hint needs no new solve.
    assert window.game.play(move) is None
    assert play.hinted == ([], None)
    assert actions.status_label.text() == ""  # the hint was for the position before
    actions.hint()
    assert actions.job is None and play.hinted[1] is not None


def test_a_solve_puts_out_a_hint_lit_before_it(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_number(5)
    actions = _actions(window)
    play = window.table_play
    actions.hint_action.trigger()
    qtbot.waitUntil(lambda: play.hinted[1] is not None, timeout=WAIT_MS)
    actions.solve_action.trigger()
    qtbot.waitUntil(lambda: window.game.game.steps[window.game.move_count :] != [], timeout=WAIT_MS)
    assert play.hinted == ([], None)
    assert not [item for item in window.scene.card_items() if item.mark is Mark.HINT]
    actions.cancel()


def test_the_window_never_stalls_while_solving(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While deal 617 is solved and shortened, the window's event loop goes on: a 5 ms timer is
    served at least as often as the worker's messages are handled (they are coalesced, so they
    never flood it), and every better solution lands in the moves panel. How long each message
    holds the window's thread, and the longest gap, are bench_solve_window.py's figures."""
    window.model.set_number(617)
    actions = _actions(window)
    handled: list[int] = []  # at each message handled: the timer's ticks so far
    recorder = GapRecorder()

    def counted(handler: Callable[[SolveJob, Any], None]) -> Callable[[SolveJob, Any], None]:
        def handle(job: SolveJob, message: Any) -> None:
            handler(job, message)
            handled.append(len(recorder.gaps))

        return handle

    # Each message the relay brings in (a better solution loaded into the moves panel, a progress).
    monkeypatch.setattr(SolveJob, "_on_solution", counted(SolveJob._on_solution))
    monkeypatch.setattr(SolveJob, "_on_progress", counted(SolveJob._on_progress))
    recorder.start()
    results = _solve(actions)
    _wait_for_first_solution(qtbot, window)
    qtbot.waitUntil(lambda: len(handled) > 10 or bool(results), timeout=WAIT_MS)  # more land
    result = _finish(qtbot, actions, results)
    recorder.stop()
    ticks = handled[-1] - handled[0]
    assert ticks >= len(handled) - 1, (ticks, len(handled))  # the loop went round between messages
    assert len(window.game.game.steps) == result.length  # the best solution is the one shown


def test_closing_the_window_ends_the_worker(qtbot: QtBot, window: MainWindow) -> None:
    actions, job = _start_617(window)
    process = job._process
    qtbot.waitUntil(process.is_alive, timeout=WAIT_MS)
    window.close()
    assert actions.job is None
    process.join(30)  # returns once it is gone; the 30 s only guard against a hang
    assert not process.is_alive()
