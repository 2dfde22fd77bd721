"""A progress line on standard error for long command-line jobs: count, rate and time left.

    with ProgressLine(total=len(deals), unit="deals") as progress:
        for number in deals:
            ...
            progress.advance()

The line is drawn only when the stream is a terminal (a log file or a pipe stays clean), is
redrawn at most a few times a second, and is wiped when the job ends, so the command's own
output is never mixed with it.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from types import TracebackType
from typing import TextIO

REDRAW_SECONDS = 0.2


def format_duration(seconds: float) -> str:
    """ "45s", "3m 05s" or "2h 07m": short enough for a status line."""
    whole = max(0, round(seconds))
    if whole < 60:
        return f"{whole}s"
    minutes, secs = divmod(whole, 60)
    if minutes < 60:
        return f"{minutes}m {secs:02d}s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours:,}h {minutes:02d}m"


def describe_progress(done: int, total: int | None, seconds: float, unit: str) -> str:
    """The text of a progress line, e.g. "1,200/10,000 deals  48.0/s  3m 03s left"."""
    rate = done / seconds if seconds > 0 else 0.0
    count = f"{done:,}/{total:,} {unit}" if total is not None else f"{done:,} {unit}"
    parts = [count, f"{rate:,.1f}/s"]
    if total is not None and rate > 0:
        parts.append(f"{format_duration((total - done) / rate)} left")
    return "  ".join(parts)


class ProgressLine:
    """Shows how far a job has got on one self-overwriting line of a terminal.

    `total` is how many steps the job has (None when unknown), `unit` names them. Call
    advance() after each step and finish() at the end (or use it as a context manager).
    Nothing is written unless `stream` (standard error by default) is a terminal.
    """

    def __init__(
        self,
        total: int | None,
        unit: str = "items",
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
        enabled: bool | None = None,
    ) -> None:
        self.total = total
        self.unit = unit
        self.done = 0
        self._stream = stream if stream is not None else sys.stderr
        self._clock = clock
        self._started = clock()
        self._last_drawn: float | None = None
        self._width = 0
        if enabled is None:
            enabled = _is_terminal(self._stream)
        self.enabled = enabled

    def advance(self, steps: int = 1) -> None:
        """Count `steps` more done, and redraw if the line is due."""
        self.done += steps
        now = self._clock()
        if self._last_drawn is None or now - self._last_drawn >= REDRAW_SECONDS:
            self._draw(now)

    def update(self, done: int) -> None:
        """Set how many steps are done (for jobs that report a running count), and redraw if due."""
        self.advance(done - self.done)

    def finish(self) -> None:
        """Wipe the line, leaving the terminal as it was."""
        if self.enabled and self._width and self._stream is not None:
            self._stream.write("\r" + " " * self._width + "\r")
            self._stream.flush()
        self._width = 0

    def _draw(self, now: float) -> None:
        self._last_drawn = now
        if not self.enabled or self._stream is None:
            return
        text = describe_progress(self.done, self.total, now - self._started, self.unit)
        padding = " " * max(0, self._width - len(text))
        self._stream.write(f"\r{text}{padding}")
        self._stream.flush()
        self._width = len(text)

    def __enter__(self) -> ProgressLine:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.finish()


def _is_terminal(stream: TextIO | None) -> bool:
    # A windowed Windows executable has no stderr at all (None).
    if stream is None:
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False
