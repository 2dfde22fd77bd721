"""A tiny benchmark harness: repeat, take the median, compare with a target.

The machines are shared and noisy, so every figure is the median of several runs, and
every comparison with a peer is a ratio measured in the same run.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from freecell_gui.ui.main_window import MainWindow

# Messages Qt prints that say nothing about the figures: the offscreen platform cannot resize
# a window to its size hints, which is harmless for a benchmark.
QT_NOISE = ("propagateSizeHints",)


def silence_qt_noise() -> None:
    """Drop Qt's known harmless warnings (QT_NOISE) from the benchmark output; keep the rest."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if not any(noise in message for noise in QT_NOISE):
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


@dataclass(frozen=True)
class Figure:
    """One measured figure and the target it must meet."""

    name: str
    value: float
    unit: str
    target: str
    met: bool

    def line(self) -> str:
        mark = "ok  " if self.met else "MISS"
        return f"{mark} {self.name:<66} {self.value:>12,.2f} {self.unit:<10} (target {self.target})"


def print_figures(figures: Iterable[Figure]) -> int:
    """Print each figure as it comes; the exit status: 1 if any missed its target, else 0."""
    missed = 0
    for figure in figures:
        print(figure.line(), flush=True)
        missed += not figure.met
    return 1 if missed else 0


def median_seconds(action: Callable[[], object], repeats: int = 7, warmup: int = 1) -> float:
    """Median wall-clock seconds of `action` over `repeats` runs, after `warmup` runs."""
    for _ in range(warmup):
        action()
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def at_least(name: str, value: float, unit: str, minimum: float) -> Figure:
    """A figure that must be at least `minimum`."""
    return Figure(name, value, unit, f">= {minimum:,}", value >= minimum)


def at_most(name: str, value: float, unit: str, maximum: float) -> Figure:
    """A figure that must be at most `maximum`."""
    return Figure(name, value, unit, f"<= {maximum:,}", value <= maximum)


def median_ratio(peer: Callable[[], object], ours: Callable[[], object], repeats: int = 7) -> float:
    """Median of peer-time / our-time, the two timed back to back in each round.

    Pairing each run of ours with a run of the peer made moments apart cancels most of the
    noise of a shared machine, which a ratio of two separate medians does not.
    """
    peer()
    ours()
    ratios = []
    for _ in range(repeats):
        start = time.perf_counter()
        peer()
        middle = time.perf_counter()
        ours()
        end = time.perf_counter()
        ratios.append((middle - start) / (end - middle))
    return statistics.median(ratios)


def bench_window(number: int) -> tuple[QApplication, MainWindow]:
    """The application and a shown 1280x860 main window at deal `number`, with settings and the
    game history kept in fresh temporary folders (so a benchmark never reads or changes the user's)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtTest import QTest

    from freecell_gui.ui.app import create_window
    from freecell_gui.ui.qt_app import application

    app = application()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()  # the game history, away from the user's
    window = create_window(number)
    window.resize(1280, 860)
    window.show()
    QTest.qWaitForWindowExposed(window)
    return app, window
