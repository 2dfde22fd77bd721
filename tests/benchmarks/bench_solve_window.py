"""The window while it solves: the longest gap in its event loop, how long each worker message holds
the window's thread, how soon the first solution shows, how soon Cancel answers, and how soon the
coach tells a losing move. These were the tests' timings once (tests/ui/solving); a loaded machine
stretches them, so they are measured here, as medians, and the tests assert behaviour.

python -m tests.benchmarks solve_window
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtTest import QTest

from tests.benchmarks.harness import Figure, at_most, bench_window
from tests.event_loop import GapRecorder

if TYPE_CHECKING:
    from freecell_gui.ui.main_window import MainWindow

DEALS = (1, 617, 5000, 11982)  # easy, a hard first solution, another, and an unsolvable deal
WATCH_S = 4.0  # how long each solve is watched (it runs on, shortening, for up to 10 s)
TRIES = 5  # of Cancel, and of the coach's losing move
WAIT_S = 60.0  # a hang guard for each wait


def _wait(app: Any, done: Callable[[], bool]) -> float:
    """Process events until `done()`; the seconds it took (a hang guard at WAIT_S)."""
    started = time.perf_counter()
    while not done():
        if time.perf_counter() - started > WAIT_S:
            raise TimeoutError("the window did not get there")
        app.processEvents()
        time.sleep(0.001)
    return time.perf_counter() - started


def _solves(app: Any, window: MainWindow) -> tuple[list[float], list[float], list[float]]:
    """Each deal solved and watched: the longest gap (ms), the longest worker message handled
    (window thread CPU, ms), and Solve pressed to the first solution shown (s)."""
    from freecell_gui.ui.solving.solve_job import SolveJob

    actions = window.solve_actions
    holds: list[float] = []

    def timed(handler: Callable[[SolveJob, Any], None]) -> Callable[[SolveJob, Any], None]:
        def handle(job: SolveJob, message: Any) -> None:
            started = time.thread_time()
            handler(job, message)
            holds.append(time.thread_time() - started)

        return handle

    originals = (SolveJob._on_solution, SolveJob._on_progress)
    SolveJob._on_solution = timed(originals[0])  # type: ignore[method-assign]
    SolveJob._on_progress = timed(originals[1])  # type: ignore[method-assign]
    stalls: list[float] = []
    longest_holds: list[float] = []
    first_shown: list[float] = []
    try:
        for number in DEALS:
            window.model.set_number(number)
            QTest.qWait(200)
            holds.clear()
            recorder = GapRecorder()
            recorder.start()
            started = time.perf_counter()
            actions.solve()
            shown = None
            while time.perf_counter() - started < WATCH_S:
                app.processEvents()
                if shown is None and len(window.game.game.steps) > window.game.move_count:
                    shown = time.perf_counter() - started
                time.sleep(0.001)
            recorder.stop()
            actions.cancel()
            QTest.qWait(300)
            stalls.append(recorder.longest_ms())
            longest_holds.append(max(holds, default=0.0) * 1000)
            if shown is not None:
                first_shown.append(shown)
    finally:
        SolveJob._on_solution, SolveJob._on_progress = originals  # type: ignore[method-assign]
    return stalls, longest_holds, first_shown


def _cancels(app: Any, window: MainWindow) -> list[float]:
    """Cancel pressed, a solution of 617 known, to the result (s)."""
    actions = window.solve_actions
    answers: list[float] = []
    for _ in range(TRIES):
        window.model.set_number(617)
        QTest.qWait(200)
        actions.solve()
        job = actions.job
        assert job is not None
        results: list[object] = []
        job.finished.connect(results.append)
        _wait(app, lambda: len(window.game.game.steps) > window.game.move_count)
        actions.cancel()
        answers.append(_wait(app, lambda results=results: bool(results)))
    return answers


def _losing_moves(app: Any, window: MainWindow) -> list[float]:
    """A losing move played to the coach saying so (s), each time checked anew."""
    from freecell_gui.ui.solving.coach import LOST_BY_THE_MOVE, SOLVABLE
    from tests.ui.solving.losing import losing_line

    coach = window.coach
    coach.action.setChecked(True)
    number, line, losing = losing_line(range(1, 40))
    window.model.set_number(number)
    for move in line:
        window.game.play(move)
    _wait(app, lambda: coach.label.text() == SOLVABLE)
    told: list[float] = []
    for _ in range(TRIES):
        started = time.perf_counter()
        window.game.play(losing)
        _wait(app, lambda: coach.label.text() == LOST_BY_THE_MOVE)
        told.append(time.perf_counter() - started)
        coach._verdicts.pop(window.game.position, None)  # checked again at the next try
        window.game.undo()
    return told


def run() -> list[Figure]:
    app, window = bench_window(1)
    window.coach.action.setChecked(False)  # its checks would share the cores with the solves
    stalls, holds, first_shown = _solves(app, window)
    answers = _cancels(app, window)
    told = _losing_moves(app, window)
    window.solve_actions.shutdown()
    window.coach.shutdown()
    window.close()
    return [
        at_most(
            "longest event-loop gap while solving (median of 4 deals)", statistics.median(stalls), "ms", 50
        ),
        at_most("longest event-loop gap while solving (worst of 4 deals)", max(stalls), "ms", 50),
        at_most(
            "longest worker message handled, window thread CPU (median of 4 deals)",
            statistics.median(holds),
            "ms",
            50,
        ),
        at_most(
            "Solve pressed to first solution in the panel (median, 3 solvable deals)",
            statistics.median(first_shown),
            "s",
            2.0,
        ),
        at_most(
            f"Cancel pressed to the answer, deal 617 (median of {TRIES})",
            statistics.median(answers),
            "s",
            0.5,
        ),
        at_most(
            f"a losing move played to the coach telling it (median of {TRIES})",
            statistics.median(told),
            "s",
            0.5,
        ),
    ]
