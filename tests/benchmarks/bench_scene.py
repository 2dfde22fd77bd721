"""Deal change to scene updated, and holding PageDown through 1,000 deals."""

from __future__ import annotations

import gc
import statistics
import time
import tracemalloc
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.benchmarks.harness import Figure, at_most, bench_window

HOLD_STEPS = 1_000
AUTOREPEAT_INTERVAL_MS = 33  # a held key repeats about 30 times a second


def _rss_bytes() -> int:
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    import resource

    return pages * resource.getpagesize()


def run() -> list[Figure]:
    app, window = bench_window(1)
    model = window.model

    update_ms = []
    for number in range(2, 1_002):
        start = time.perf_counter()
        model.set_number(number * 7919)
        update_ms.append((time.perf_counter() - start) * 1000)

    paint_ms = []
    viewport = window.view.viewport()
    for number in range(2, 202):
        start = time.perf_counter()
        model.set_number(number * 104_729)
        viewport.repaint()
        paint_ms.append((time.perf_counter() - start) * 1000)

    # Holding PageDown: key events through the window; the event loop then repaints the table
    # once, as it does for a user.
    window.view.setFocus()
    for _ in range(100):  # warm up caches before measuring memory
        QTest.keyClick(window.view, Qt.Key.Key_PageDown)
        app.processEvents()
    gc.collect()
    rss_before = _rss_bytes()
    step_ms = []
    first = model.number or 0
    for _ in range(HOLD_STEPS):
        start = time.perf_counter()
        QTest.keyClick(window.view, Qt.Key.Key_PageDown)
        app.processEvents()
        step_ms.append((time.perf_counter() - start) * 1000)
    gc.collect()
    rss_growth = (_rss_bytes() - rss_before) / 1024 / 1024
    # Python objects, measured in a second pass (tracemalloc slows every step, so not timed).
    tracemalloc.start()
    python_before = tracemalloc.get_traced_memory()[0]
    for _ in range(HOLD_STEPS):
        QTest.keyClick(window.view, Qt.Key.Key_PageDown)
        app.processEvents()
    gc.collect()
    python_growth = (tracemalloc.get_traced_memory()[0] - python_before) / 1024
    tracemalloc.stop()
    assert model.number == first + 2 * HOLD_STEPS, "PageDown did not reach every deal"
    window.close()
    QApplication.processEvents()
    return [
        at_most("deal change -> scene updated (median)", statistics.median(update_ms), "ms", 5),
        at_most("deal change -> scene updated and painted (median)", statistics.median(paint_ms), "ms", 33),
        at_most(
            "held PageDown: one step incl. paint (median)",
            statistics.median(step_ms),
            "ms",
            AUTOREPEAT_INTERVAL_MS,
        ),
        at_most("held PageDown: 99th percentile step", statistics.quantiles(step_ms, n=100)[98], "ms", 100),
        Figure(
            "held PageDown: slowest step of 1,000 (for information)", max(step_ms), "ms", "none", met=True
        ),
        at_most("held PageDown: Python heap growth over 1,000 more deals", python_growth, "KiB", 256),
        at_most("held PageDown: resident memory growth over 1,000 deals", rss_growth, "MiB", 4),
    ]
