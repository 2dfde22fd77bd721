"""The window while it solves: the longest gap in its event loop, and how soon the first solution shows.

python -m tests.benchmarks solve_window
"""

from __future__ import annotations

import statistics
import time

from PySide6.QtTest import QTest

from tests.benchmarks.harness import Figure, at_most, bench_window
from tests.event_loop import GapRecorder

DEALS = (1, 617, 5000, 11982)  # easy, a hard first solution, another, and an unsolvable deal
WATCH_S = 4.0  # how long each solve is watched (it runs on, shortening, for up to 10 s)


def run() -> list[Figure]:
    app, window = bench_window(1)
    actions = window.solve_actions
    stalls: list[float] = []
    first_shown: list[float] = []
    for number in DEALS:
        window.model.set_number(number)
        QTest.qWait(200)
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
        if shown is not None:
            first_shown.append(shown)
    actions.shutdown()
    window.close()
    return [
        at_most(
            "longest event-loop gap while solving (median of 4 deals)", statistics.median(stalls), "ms", 50
        ),
        at_most("longest event-loop gap while solving (worst of 4 deals)", max(stalls), "ms", 50),
        at_most(
            "Solve pressed to first solution in the panel (median, 3 solvable deals)",
            statistics.median(first_shown),
            "s",
            2.0,
        ),
    ]
