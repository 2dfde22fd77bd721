"""A FIFO whose reader never reads, for tests of writes that must not freeze the window.

The test holds the reading end open (so a writer's non-blocking open succeeds) and fills the
pipe's buffer first, so that even a write of a few bytes has to wait. `drain()` reads it all,
and what comes after, until every writer has closed its end.
"""

from __future__ import annotations

import contextlib
import errno
import os
import select
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

FILLER = b"#"
"""What the pipe is filled with before the test's write (never a byte of ours)."""


@dataclass
class StalledPipe:
    """A FIFO at `path`, full, its reader holding still until `drain()`."""

    path: Path
    filled: int = 0
    received: bytearray = field(default_factory=bytearray)
    drained: threading.Event = field(default_factory=threading.Event)
    closed: threading.Event = field(default_factory=threading.Event)
    _reader: int = -1
    _lock: threading.Lock = field(
        default_factory=threading.Lock
    )  # the descriptor is never reused under a read

    def open(self) -> None:
        os.mkfifo(self.path)
        self._reader = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
        writer = os.open(self.path, os.O_WRONLY | os.O_NONBLOCK)
        try:
            while True:
                try:
                    self.filled += os.write(writer, FILLER * 4096)
                except BlockingIOError:
                    break
        finally:
            os.close(writer)

    def drain(self, timeout: float = 30, at_least: int = 0) -> bytes:
        """Read everything (the filler left out) until no program has the pipe open for writing,
        and at least `at_least` bytes came (a writer may not have opened it yet)."""
        self.drained.set()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                if self._reader < 0:
                    break
                chunk = self._read_some()
            if chunk is None:
                continue
            if not chunk:
                if len(self.received) - self.filled >= at_least:
                    break  # every writer has closed its end
                time.sleep(0.01)  # no writer yet
                continue
            self.received += chunk
        return bytes(self.received[self.filled :])

    def _read_some(self) -> bytes | None:
        ready, _, _ = select.select([self._reader], [], [], 0.05)
        if not ready:
            return None
        try:
            return os.read(self._reader, 1 << 16)
        except OSError as error:
            if error.errno == errno.EAGAIN:
                return None
            raise

    def drain_later(self, seconds: float) -> threading.Thread:
        """Drain in a thread after `seconds` (so that a writer that blocks is released, never hung)."""

        def later() -> None:
            if not self.drained.wait(seconds) and not self.closed.is_set():
                self.drain()

        thread = threading.Thread(target=later, daemon=True)
        thread.start()
        return thread

    def close(self) -> None:
        """Close the reading end: a writer still waiting gets "broken pipe"."""
        self.closed.set()
        with self._lock:
            if self._reader >= 0:
                with contextlib.suppress(OSError):
                    os.close(self._reader)
                self._reader = -1


@contextlib.contextmanager
def stalled_pipe(folder: Path, name: str = "stalled.fifo") -> Iterator[StalledPipe]:
    """A full FIFO in `folder` whose reader reads only when told to (closed at the end)."""
    pipe = StalledPipe(folder / name)
    pipe.open()
    try:
        yield pipe
    finally:
        pipe.close()
