"""The window while it solves: the longest gap in its event loop, and how soon the first solution shows.

python -m tests.benchmarks solve_window
"""

from __future__ import annotations

import statistics
import tempfile
import time

from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
from PySide6.QtTest import QTest

from tests.benchmarks.harness import Figure, at_most

DEALS = (1, 617, 5000, 11982)  # easy, a hard first solution, another, and an unsolvable deal
WATCH_S = 4.0  # how long each solve is watched (it runs on, shortening, for up to 10 s)


def run() -> list[Figure]:
    from freecell_gui.ui.app import application, create_window

    app = application()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    window = create_window(1)
    window.resize(1280, 860)
    window.show()
    actions = window.solve_actions
    stalls: list[float] = []
    first_shown: list[float] = []
    for number in DEALS:
        window.model.set_number(number)
        QTest.qWait(200)
        clock = QElapsedTimer()
        gaps: list[int] = []
        last = [0]

        def tick(clock: QElapsedTimer = clock, gaps: list[int] = gaps, last: list[int] = last) -> None:
            now = clock.elapsed()
            gaps.append(now - last[0])
            last[0] = now

        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(tick)
        clock.start()
        timer.start()
        started = time.perf_counter()
        actions.solve()
        shown = None
        while time.perf_counter() - started < WATCH_S:
            app.processEvents()
            if shown is None and len(window.game.game.steps) > window.game.move_count:
                shown = time.perf_counter() - started
            time.sleep(0.001)
        timer.stop()
        actions.cancel()
        QTest.qWait(300)
        stalls.append(max(gaps[1:]) / 1000)
        if shown is not None:
            first_shown.append(shown)
    actions.shutdown()
    window.close()
    return [
        at_most(
            "longest event-loop gap while solving (median of 4 deals)",
            statistics.median(stalls) * 1000,
            "ms",
            50,
        ),
        at_most("longest event-loop gap while solving (worst of 4 deals)", max(stalls) * 1000, "ms", 50),
        at_most(
            "Solve pressed to first solution in the panel (median, 3 solvable deals)",
            statistics.median(first_shown),
            "s",
            2.0,
        ),
    ]
