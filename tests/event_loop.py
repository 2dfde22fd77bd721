"""Measuring how long Qt's event loop is kept from running (tests and benchmarks)."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer


class GapRecorder(QObject):
    """A timer ticking every `interval_ms` that records the time between its ticks: a long
    gap is a stretch during which the event loop could not run (the window froze)."""

    def __init__(self, interval_ms: int = 5) -> None:
        super().__init__()
        self.gaps: list[int] = []
        self._clock = QElapsedTimer()
        self._last = 0
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        """Start recording."""
        self._clock.start()
        self._last = 0
        self._timer.start()

    def stop(self) -> None:
        """Stop recording."""
        self._timer.stop()

    def longest_ms(self) -> int:
        """The longest gap recorded, in milliseconds (the first tick's wait is left out)."""
        return max(self.gaps[1:], default=0)

    def _tick(self) -> None:
        now = self._clock.elapsed()
        self.gaps.append(now - self._last)
        self._last = now
