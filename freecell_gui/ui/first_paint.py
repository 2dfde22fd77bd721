"""The moment the table has first been painted, for work that must wait until the table shows.

Start-up work the first paint does not need (warming a dialog, loading the solver) is handed to
`FirstPaint.done` instead of running in a constructor. A `QTimer.singleShot(0)` queued in a
constructor is no substitute: it runs on the event loop's first pass, before the window system
has even asked for the first paint.

Two environment variables serve the start-up benchmark and tests:
- FREECELL_GUI_EXIT_AFTER_FIRST_PAINT (any value): the app quits just after the first paint;
- FREECELL_GUI_REPORT_FIRST_PAINT (any value): the app writes one line on stderr just after it,
  "freecell-gui: first paint at CLOCK_MONOTONIC <seconds>"; a benchmark that notes
  `time.monotonic()` (the same clock on Linux) before starting the app subtracts the two.
"""

from __future__ import annotations

import gc
import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

EXIT_AFTER_FIRST_PAINT = "FREECELL_GUI_EXIT_AFTER_FIRST_PAINT"
REPORT_FIRST_PAINT = "FREECELL_GUI_REPORT_FIRST_PAINT"


class FirstPaint(QObject):
    """Emits `done` once, on the event loop's next pass after the widget's first paint, when
    that paint has been handed to the window system."""

    done = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget: QWidget | None = widget
        self.painted = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._widget is not None:
            self._widget.removeEventFilter(self)
            self._widget = None
            QTimer.singleShot(0, self._emit)
        return False

    def _emit(self) -> None:
        self.painted = True
        self.done.emit()


def watch_first_paint(widget: QWidget) -> FirstPaint:
    """A FirstPaint on `widget` that resumes the garbage collector (paused for the start by the
    window command), with the benchmark's hooks connected when their variables are set."""
    first_paint = FirstPaint(widget)
    first_paint.done.connect(resume_collector)
    if os.environ.get(REPORT_FIRST_PAINT):
        first_paint.done.connect(report_first_paint)
    if os.environ.get(EXIT_AFTER_FIRST_PAINT):
        first_paint.done.connect(QCoreApplication.quit)
    return first_paint


def resume_collector() -> None:
    """Turn the cyclic garbage collector back on. What the start made lives as long as the window:
    frozen first, so that no later collection walks through it again."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def report_first_paint() -> None:
    """Write the first paint's time on stderr (a windowed Windows executable has none)."""
    if sys.stderr is not None:
        sys.stderr.write(f"freecell-gui: first paint at CLOCK_MONOTONIC {time.monotonic():.6f}\n")
        sys.stderr.flush()
