"""Opening a path a user named without ever waiting on it, and writing all of a buffer to it.

What every reader and writer of the user's files shares (user_files.py reads, atomic_file.py
writes, core/ranges/results_file.py appends): the open flags (non-blocking, so a FIFO cannot
hang the open; never a controlling terminal; binary on Windows), the one message for a FIFO no
program reads (the non-blocking open fails with ENXIO), and the write loop that waits on a full
pipe but gives way to a stop signal, or to its caller's cancel.
"""

from __future__ import annotations

import contextlib
import errno
import os
import select
import stat
from collections.abc import Callable

from freecell_gui.core.system.stop_signals import pending_signal

__all__ = ["NO_READER", "open_nonblocking", "write_all"]

SAFE_FLAGS = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
NO_READER = "it is a pipe (FIFO) that no program is reading"
_CHUNK = 1 << 16
_WAIT_SECONDS = 0.1  # how often a wait on a full pipe looks for a stop signal or a cancel


def open_nonblocking(path: str | os.PathLike[str], flags: int, mode: int = 0o666) -> int:
    """`os.open(path, flags)` with the safe flags added: never waits for a FIFO's other end.

    A FIFO no program is reading is refused with OSError(ENXIO, NO_READER)."""
    try:
        return os.open(path, flags | SAFE_FLAGS, mode)
    except OSError as error:
        if error.errno == errno.ENXIO and _is_fifo(path):
            raise OSError(errno.ENXIO, NO_READER) from None
        raise


def _is_fifo(path: str | os.PathLike[str]) -> bool:
    try:
        return stat.S_ISFIFO(os.stat(path).st_mode)
    except OSError:
        return False


def write_all(descriptor: int, data: bytes, cancelled: Callable[[], bool] | None = None) -> bool:
    """Write every byte of `data` to a non-blocking `descriptor`, waiting while a pipe is full.

    Returns False if a stop signal (Ctrl-C, SIGTERM) arrived, or `cancelled()` became true,
    during such a wait: the rest is then not written, so a stalled reader never holds the
    program, nor a thread whose write the window cancelled. OSError for a failed write."""
    view = memoryview(data)
    while view:
        try:
            written = os.write(descriptor, view[:_CHUNK])
        except BlockingIOError:
            if pending_signal() is not None or (cancelled is not None and cancelled()):
                return False
            with contextlib.suppress(OSError, ValueError):
                select.select([], [descriptor], [], _WAIT_SECONDS)
            continue
        view = view[written:]
    return True
