"""Writing a file from the window off the UI thread, with progress and a Cancel button.

A write can wait without end: a pipe (FIFO) whose reader never reads, a terminal on hold, a
slow network disk. On the UI thread that froze the window, and a SIGTERM waited with it.
Here each write runs `write_atomically` (core/system/atomic_file.py, the app's one writing
rule) on a thread of its own; the window stays live:

    job = start_write(parent, path, data, what)   # `what` names it: "Saving the game"
    job.finished.connect(on_finished)             # a WriteOutcome, on the UI thread

* a write still going after PROGRESS_AFTER_MS shows a line in the window's status bar (a
  busy bar and a Cancel button), or a small window of its own when there is no status bar;
* Cancel (or quitting the app) stops it within about a tenth of a second: the thread is
  interrupted in its wait, and write_atomically's own clean-up runs (a regular file is left
  whole or untouched, no temporary file stays, a pipe is closed);
* the thread is a daemon: a write stuck inside the operating system (a hung network disk,
  which no Python code can interrupt) never keeps the program from ending.

Interrupting: write_atomically has no cancel argument, and its waits return to Python at
least every 0.1 s (it polls a full pipe with select), so the thread is sent an exception
with CPython's PyThreadState_SetAsyncExc, which Python raises at its next bytecode; the
write's `finally` and `except BaseException` clean-ups run as they do on Ctrl-C. A cancel
hook in write_atomically would make this cooperative (see the lead's note in the report).
"""

from __future__ import annotations

import contextlib
import ctypes
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QWidget,
)

from freecell_gui.core.system.atomic_file import describe_os_error, write_atomically
from freecell_gui.core.system.user_text import shown_path

PROGRESS_AFTER_MS = 500
"""A write that takes longer than this shows its progress line (a shorter one would flash)."""
QUIT_WAIT_S = 1.0
"""How long quitting waits, in all, for interrupted writes to clean up after themselves."""

Writer = Callable[[Path, bytes], None]


class WriteCancelled(BaseException):
    """Raised inside a write's thread to stop it (see the module's docstring). A BaseException,
    as KeyboardInterrupt is: no `except Exception` on the way swallows it."""


@dataclass(frozen=True)
class WriteOutcome:
    """How a write ended: written, failed (`error`, one line), or cancelled."""

    path: Path
    error: str | None = None
    cancelled: bool = False

    @property
    def written(self) -> bool:
        """True if every byte was written."""
        return self.error is None and not self.cancelled


class FileWrite(QObject):
    """One write of `data` to `path` on a daemon thread; `finished` carries its WriteOutcome.

    Make it, and call its methods, on the UI thread.
    """

    finished = Signal(object)  # WriteOutcome, on the UI thread
    _ended = Signal(object)  # from the write's thread

    def __init__(self, path: Path, data: bytes, what: str, write: Writer = write_atomically) -> None:
        super().__init__()
        self.path = Path(path)
        self.what = what
        self.outcome: WriteOutcome | None = None
        self._data = data
        self._write = write
        self._result: WriteOutcome | None = None
        # The lock orders a cancel against the write's end: the exception is sent only while
        # the write runs, once, and whatever is still pending is cleared when it ends.
        self._lock = threading.Lock()
        self._writing = False
        self._cancel_asked = False
        self._interrupted = False
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"write {self.path.name}", daemon=True)
        self._ended.connect(self._on_ended, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        """Start writing; `finished` follows, whatever happens."""
        _Running.add(self)
        self._thread.start()

    def running(self) -> bool:
        """True until the write's thread has ended."""
        return not self._done.is_set()

    def cancel(self) -> None:
        """Stop the write: within about 0.1 s, unless the operating system holds it."""
        with self._lock:
            self._cancel_asked = True
            ident = self._thread.ident
            if self._writing and not self._interrupted and ident is not None:
                self._interrupted = True
                _send_exception(ident, WriteCancelled)

    def wait(self, timeout: float | None = None) -> WriteOutcome | None:
        """Wait for the thread (tests, quitting), then deliver `finished` now; None if it is still
        running after `timeout` seconds."""
        if not self._done.wait(timeout):
            return None
        self._on_ended(self._result)
        return self.outcome

    # On the write's thread.
    def _run(self) -> None:
        try:
            outcome = self._attempt()
        except WriteCancelled:  # raised after the write returned, before its end was noted
            outcome = WriteOutcome(self.path, cancelled=True)
        # From here on no exception can arrive (see _attempt's finally).
        self._data = b""  # the bytes are not held after the write, whatever happened
        self._result = outcome
        with contextlib.suppress(RuntimeError):  # the application is gone (quitting): nobody to tell
            self._ended.emit(outcome)
        self._done.set()

    def _attempt(self) -> WriteOutcome:
        with self._lock:
            if self._cancel_asked:
                return WriteOutcome(self.path, cancelled=True)
            self._writing = True
        try:
            self._write(self.path, self._data)
        except WriteCancelled:
            return WriteOutcome(self.path, cancelled=True)
        except OSError as error:
            return WriteOutcome(self.path, error=describe_os_error(error, self.path))
        finally:
            with self._lock:
                self._writing = False
                _send_exception(threading.get_ident(), None)  # clear one sent too late
        return WriteOutcome(self.path)

    # Back on the UI thread.
    def _on_ended(self, outcome: object) -> None:
        if self.outcome is not None or not isinstance(outcome, WriteOutcome):
            return  # delivered once: by wait() or by the queued signal, whichever comes first
        self.outcome = outcome
        _Running.discard(self)
        self.finished.emit(outcome)


def _send_exception(thread_ident: int, exception: type[BaseException] | None) -> None:
    """Raise `exception` in the thread at its next bytecode (None: clear one still pending)."""
    # Without argtypes, None goes to C as NULL, which is what clearing takes.
    ctypes.pythonapi.PyThreadState_SetAsyncExc(
        ctypes.c_ulong(thread_ident), None if exception is None else ctypes.py_object(exception)
    )


class WriteProgress(QWidget):
    """ "Saving the game to x.fcgame…", a busy bar and Cancel, for one write that takes a while."""

    def __init__(self, job: FileWrite, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.job = job
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(
            QCoreApplication.translate("FileWrite", "{what} to {path}\u2026").format(
                what=job.what, path=shown_path(job.path)
            )
        )
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # how far a pipe's reader has read is not known: a busy bar
        self.bar.setMaximumWidth(120)
        self.bar.setAccessibleName(QCoreApplication.translate("FileWrite", "Writing a file"))
        self.cancel_button = QPushButton(QCoreApplication.translate("FileWrite", "Cancel"))
        self.cancel_button.setAccessibleName(QCoreApplication.translate("FileWrite", "Cancel the write"))
        self.cancel_button.setToolTip(
            QCoreApplication.translate("FileWrite", "Stop writing {path}").format(path=shown_path(job.path))
        )
        self.cancel_button.clicked.connect(job.cancel)
        for widget in (self.label, self.bar, self.cancel_button):
            layout.addWidget(widget)
        job.finished.connect(self._close)

    def _close(self, _outcome: object) -> None:
        self.hide()
        self.deleteLater()


def start_write(
    parent: QWidget, path: Path, data: bytes, what: str, write: Writer = write_atomically
) -> FileWrite:
    """Start writing `data` to `path` off the UI thread, for a feature of the window `parent` is
    in; its progress shows there after PROGRESS_AFTER_MS. Connect to the job's `finished`."""
    job = FileWrite(path, data, what, write)
    timer = QTimer(job)
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: _show_progress(job, parent))
    job.finished.connect(timer.stop)
    job.start()
    timer.start(PROGRESS_AFTER_MS)
    return job


def _show_progress(job: FileWrite, parent: QWidget) -> None:
    if not job.running() or job.outcome is not None:
        return
    top = parent.window()
    if isinstance(top, QMainWindow):
        progress = WriteProgress(job)
        top.statusBar().addPermanentWidget(progress)
    else:
        progress = WriteProgress(job, parent)
        progress.setWindowFlag(Qt.WindowType.Tool)
        progress.setWindowTitle(job.what)
    progress.show()


def running_writes() -> list[FileWrite]:
    """The writes not yet finished (for tests and quitting)."""
    return list(_Running.jobs)


def cancel_all_writes(timeout: float = QUIT_WAIT_S) -> None:
    """Cancel every running write and give them `timeout` seconds in all to clean up (at quit)."""
    jobs = running_writes()
    for job in jobs:
        job.cancel()
    deadline = time.monotonic() + timeout
    for job in jobs:
        job.wait(max(0.0, deadline - time.monotonic()))


class _Running:
    """The writes under way; the first one hooks quitting to cancel_all_writes."""

    jobs: ClassVar[set[FileWrite]] = set()
    hooked: ClassVar[bool] = False

    @classmethod
    def add(cls, job: FileWrite) -> None:
        cls.jobs.add(job)
        app = QCoreApplication.instance()
        if app is not None and not cls.hooked:
            # Quitting (Ctrl+Q, the window closed, SIGTERM) cancels the writes under way.
            app.aboutToQuit.connect(cancel_all_writes)
            cls.hooked = True

    @classmethod
    def discard(cls, job: FileWrite) -> None:
        cls.jobs.discard(job)
