"""Writing a file from the window off the UI thread, with progress and a Cancel button.

A write can wait without end: a pipe (FIFO) whose reader never reads, a terminal on hold, a
slow network disk. On the UI thread that froze the window, and a SIGTERM waited with it.
Here each write runs `write_atomically` (core/system/atomic_file.py, the app's one writing
rule) as a `BackgroundTask` (ui/background.py, the window's one way to work off its thread),
and the window stays live:

    job = start_write(parent, path, data, what)   # what = tr("Saving the game to {name}…")
    job.finished.connect(on_finished)             # a WriteOutcome, on the UI thread

* a write still going after PROGRESS_AFTER_MS shows a line in the window's status bar (a
  busy bar and a Cancel button), or a small window of its own when there is no status bar;
* Cancel (or quitting) ends the job at once for the window: `finished` says "cancelled" and
  nothing more is reported. The write itself is told to stop too (write_atomically's cancel
  hook, heard within a tenth of a second while a full pipe is waited on, or between chunks of
  a temporary file), so its thread ends soon after; being a daemon, it never holds up
  quitting. What it wrote stays by the app's one rule: a regular file whole or untouched,
  never half a file (a pipe's reader may have had part of the bytes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QWidget,
)

from freecell_gui.core.system.atomic_file import WriteCancelledError, describe_os_error, write_atomically
from freecell_gui.core.system.user_text import shown_path
from freecell_gui.ui.background import BackgroundTask, TaskControl
from freecell_gui.ui.i18n.file_messages import write_failure

PROGRESS_AFTER_MS = 500
"""A write that takes longer than this shows its progress line (a shorter one would flash)."""


class Writer(Protocol):
    """What writes the bytes (write_atomically, or a test's stand-in); it stops, with
    WriteCancelledError, once `cancelled()` is true."""

    def __call__(self, path: Path, data: bytes, cancelled: Callable[[], bool] | None = None) -> None: ...


@dataclass(frozen=True)
class WriteOutcome:
    """How a write ended: written, failed (`error`, one line), or cancelled."""

    path: Path
    error: str | None = None  # the command line's English
    cancelled: bool = False
    errno: int | None = None  # the system's reason, when the system refused the write

    @property
    def said(self) -> str:
        """Why the write failed, as the window says it: in the player's language when the
        system gave its reason (an errno), else the one English line."""
        if self.errno is not None:
            return write_failure(self.path, self.errno)
        return self.error or ""

    @property
    def written(self) -> bool:
        """True if every byte was written."""
        return self.error is None and not self.cancelled


class FileWrite(QObject):
    """One write of `data` to `path` as a background task; `finished` carries its WriteOutcome,
    once: the write's own end, or a cancel, whichever comes first.

    Make it, and call its methods, on the UI thread.
    """

    finished = Signal(object)  # WriteOutcome, on the UI thread

    def __init__(self, path: Path, data: bytes, what: str, write: Writer = write_atomically) -> None:
        super().__init__()
        self.path = Path(path)
        self.what = what
        self.outcome: WriteOutcome | None = None
        self._data = data
        self._write = write
        self._task: BackgroundTask[WriteOutcome] = BackgroundTask(
            self._work, name=f"write {self.path.name}", parent=self
        )
        self._task.finished.connect(self._on_ended)
        self._task.failed.connect(self._on_failed)
        self._started = False

    def start(self) -> None:
        """Start writing; `finished` follows, whatever happens (nothing is written once cancelled)."""
        if self.outcome is not None or self._started:
            return
        self._started = True
        _Running.add(self)
        self._task.start()

    def running(self) -> bool:
        """True until `finished` has been sent (the write ended, or was cancelled)."""
        return self.outcome is None

    def cancel(self) -> None:
        """End the job now for the window, and tell the write to stop (see the module's docstring)."""
        self._task.cancel()
        self._on_ended(WriteOutcome(self.path, cancelled=True))

    def wait(self, timeout: float | None = None) -> WriteOutcome | None:
        """Wait for the write's end (tests, `save_moves`), and send `finished` now; None if it
        is still going after `timeout` seconds. At once after a cancel."""
        if self.outcome is None and self._started:
            self._task.wait(timeout)
        return self.outcome

    def thread_ended(self, timeout: float | None = None) -> bool:
        """True once the write's thread has ended (after a cancel, within a moment)."""
        return self._task.wait(timeout)

    # On the write's thread: Qt-free (write_atomically, and the task's control).
    def _work(self, control: TaskControl) -> WriteOutcome:
        try:
            self._write(self.path, self._data, control.cancelled)
            return WriteOutcome(self.path)
        except WriteCancelledError:
            return WriteOutcome(self.path, cancelled=True)
        except OSError as error:
            return WriteOutcome(self.path, error=describe_os_error(error, self.path), errno=error.errno)
        except Exception as error:  # a bug, not the user's file: still one line, never a hang
            return WriteOutcome(self.path, error=f"cannot write {shown_path(self.path)}: {error}")
        finally:
            self._data = b""  # the bytes are not held after the write, whatever happened

    # Back on the UI thread.
    def _on_failed(self, error: object) -> None:
        # Only what is not an Exception gets here (a stop signal's KeyboardInterrupt): one line still.
        self._on_ended(WriteOutcome(self.path, error=f"cannot write {shown_path(self.path)}: {error!r}"))

    def _on_ended(self, outcome: object) -> None:
        if not self._task.running:
            _Running.release(self)  # its thread has ended: nothing of it needs keeping now
        if self.outcome is not None or not isinstance(outcome, WriteOutcome):
            return  # sent once: the first of the write's end and cancel()
        self.outcome = outcome
        _Running.discard(self)
        self.finished.emit(outcome)


class WriteProgress(QWidget):
    """ "Saving the game to x.fcgame…", a busy bar and Cancel, for one write that takes a while."""

    def __init__(self, job: FileWrite, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.job = job
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(
            # `what` is one translated sentence with the file's name in it: word order is the translator's.
            job.what.format(name=shown_path(job.path.name))
        )
        self.label.setToolTip(shown_path(job.path))
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
    in; its progress shows there after PROGRESS_AFTER_MS. `what` is its translated line, with
    `{name}` where the file's name goes. Connect to the job's `finished`."""
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
    try:
        top = parent.window()
    except RuntimeError:  # the window is gone (closing): nowhere to show it
        return
    if isinstance(top, QMainWindow):
        progress = WriteProgress(job)
        top.statusBar().addPermanentWidget(progress)
    else:
        progress = WriteProgress(job, parent)
        progress.setWindowFlag(Qt.WindowType.Tool)
        progress.setWindowTitle(progress.label.text())
    progress.show()


def running_writes() -> list[FileWrite]:
    """The writes not yet finished (for tests and quitting)."""
    return list(_Running.jobs)


def cancel_all_writes() -> None:
    """Cancel every running write (at quit: their daemon threads never hold up the exit)."""
    for job in running_writes():
        job.cancel()


class _Running:
    """The writes under way; the first one hooks quitting to cancel_all_writes. A cancelled
    write is kept (`kept`) until its thread has ended: a task is never destroyed while its
    thread may still emit (docs/architecture.md, "Threading rules")."""

    jobs: ClassVar[set[FileWrite]] = set()
    kept: ClassVar[set[FileWrite]] = set()
    hooked: ClassVar[bool] = False

    @classmethod
    def add(cls, job: FileWrite) -> None:
        cls.jobs.add(job)
        cls.kept.add(job)
        app = QCoreApplication.instance()
        if app is not None and not cls.hooked:
            # Quitting (Ctrl+Q, the window closed, SIGTERM) cancels the writes under way.
            app.aboutToQuit.connect(cancel_all_writes)
            cls.hooked = True

    @classmethod
    def discard(cls, job: FileWrite) -> None:
        cls.jobs.discard(job)

    @classmethod
    def release(cls, job: FileWrite) -> None:
        cls.kept.discard(job)
