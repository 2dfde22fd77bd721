"""Stopping a command cleanly on Ctrl-C (SIGINT) or SIGTERM.

    with stop_on_signals():            # around the whole command
        for item in work:
            with signals_deferred():   # a step that must not be cut in half
                render_and_save(item)

Outside a deferred step a signal raises Stopped at once. Inside one it is remembered and
raised as soon as the step ends, so a file is either written whole or not at all, and no
exception ever unwinds through C++ code (Qt's rendering calls back into Python; an exception
thrown across it crashes the process). Keep each deferred step well under a second.

Stopped is a KeyboardInterrupt, so code that already cleans up on Ctrl-C does so here too;
its exit_status is 130 for SIGINT and 143 for SIGTERM, as shells report them.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class Stopped(KeyboardInterrupt):
    """The user (SIGINT) or the system (SIGTERM) asked the command to stop."""

    def __init__(self, signal_number: int) -> None:
        super().__init__(signal_number)
        self.signal_number = signal_number

    @property
    def reason(self) -> str:
        """What a user is told: "interrupted" for Ctrl-C, "terminated" for SIGTERM."""
        return "interrupted" if self.signal_number == signal.SIGINT else "terminated"

    @property
    def exit_status(self) -> int:
        """128 + the signal's number: 130 for Ctrl-C, 143 for SIGTERM."""
        return 128 + self.signal_number


class _State:
    depth = 0
    pending: int | None = None


_state = _State()


def _handle(signal_number: int, frame: FrameType | None) -> None:
    # Remembered even when raised at once: if the exception is swallowed on its way (a library's
    # `except BaseException`, a finaliser), the next step boundary raises it again.
    if _state.pending is None:
        _state.pending = signal_number
    if _state.depth == 0:
        raise Stopped(signal_number)


@contextmanager
def stop_on_signals() -> Iterator[None]:
    """Turn SIGINT and SIGTERM into Stopped for the duration; the old handlers come back after.

    Only the main thread may install signal handlers; elsewhere this does nothing.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {number: signal.signal(number, _handle) for number in STOP_SIGNALS}
    _state.depth = 0
    _state.pending = None
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


@contextmanager
def signals_deferred() -> Iterator[None]:
    """A step that a stop signal must not interrupt: the signal is raised as Stopped after it."""
    _state.depth += 1
    try:
        yield
    finally:
        _state.depth -= 1
        if _state.depth == 0 and _state.pending is not None:
            raise Stopped(_state.pending)


def raise_if_stopped() -> None:
    """Raise Stopped if a stop signal has arrived (a check between steps of a job)."""
    if _state.pending is not None and _state.depth == 0:
        raise Stopped(_state.pending)


def pending_signal() -> int | None:
    """The stop signal that arrived during the current deferred step, if one did."""
    return _state.pending


def stop_requested() -> bool:
    """True if a stop signal arrived during the current deferred step."""
    return _state.pending is not None
