"""Work off the window's thread: the one way the window runs anything that takes long.

A `BackgroundTask` runs a plain function on a Python thread of its own. The function is handed
a `TaskControl`: it reports progress (the newest value wins: a fast worker never floods the
window), hands over partial results (each delivered, in order; or only the newest, when each
supersedes the last), and asks whether it was cancelled. The task's signals are all emitted on the thread that made the task (the
window's), so anything may be connected to them, lambdas included; and exactly one of
`finished` (the function's return value) or `failed` (the exception it raised) ends the task.

The rules that keep Qt's locks and Python's apart (two deadlocks came from breaking them):
the worker thread never makes, connects, moves or deletes a QObject, and never touches a widget,
a pixmap or an SVG renderer. It only calls `TaskControl`, whose signals were made and connected
on the window's thread before the work started. Work that needs the window's thread (drawing a
deck) asks it through a blocking queued signal of an object made there, and whoever waits for
such a task uses `wait()`, which serves those requests while it waits. CPU-bound pure Python
belongs in a worker process (the function then waits on the process, holding no lock).
"""

from __future__ import annotations

import atexit
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

Result = TypeVar("Result")

WAIT_SLICE_SECONDS = 0.02
"""While `wait()` blocks, the window's posted events are served this often (a worker may be
waiting for the window's thread to draw something for it)."""

_NOTHING = object()
_PROGRESS = "progress"
_PARTIAL = "partial"


class TaskControl:
    """What the work function may do while it runs: report, hand over, ask about cancelling.

    Every method may be called from the worker thread (and only needs Python's lock)."""

    def __init__(self, task: BackgroundTask[Any]) -> None:
        self._task = task

    def cancelled(self) -> bool:
        """True once the task was asked to stop: the work should return soon."""
        return self._task._cancel.is_set()

    def report(self, progress: object) -> None:
        """The newest progress (any value the task's owner understands); older ones not yet
        shown are dropped."""
        self._task._post_newest(_PROGRESS, progress)

    def hand_over(self, partial: object, *, newest_only: bool = False) -> None:
        """One partial result (a match found, a better solution): each is delivered, in order.
        `newest_only` (each one supersedes the one before, as a better solution does): those not
        yet delivered are dropped for it, so a burst costs the window one delivery."""
        if newest_only:
            self._task._post_newest(_PARTIAL, partial)
        else:
            _emit_or_stop(self._task, self._task._carry.emit, partial)


class BackgroundTask(QObject, Generic[Result]):
    """One function run on a worker thread, its progress and results signals of the window's thread.

    Make it, connect its signals, then `start()` it: all on the window's thread.
    """

    progressed = Signal(object)  # the newest progress reported
    handed_over = Signal(object)  # one partial result
    finished = Signal(object)  # the function's return value: the last signal, unless it failed
    failed = Signal(object)  # BaseException the function raised: the last signal then

    _carry = Signal(object)  # worker -> window: a partial result
    _newest_ready = Signal(str)  # worker -> window: a newest-only value waits in `_newest`
    _ended = Signal(object, object)  # worker -> window: (result, exception or None)

    def __init__(
        self, work: Callable[[TaskControl], Result], *, name: str, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._work = work
        self._cancel = threading.Event()
        self._newest_lock = threading.Lock()
        self._newest: dict[str, object] = {}  # kind -> the newest value not yet delivered
        self._control = TaskControl(self)
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.running = False
        # Queued by hand: the signals are emitted on the worker thread, their slots run here.
        queued = Qt.ConnectionType.QueuedConnection
        self._carry.connect(self._deliver_partial, queued)
        self._newest_ready.connect(self._deliver_newest, queued)
        self._ended.connect(self._deliver_end, queued)

    def start(self) -> None:
        """Run the work on its thread (once)."""
        self.running = True
        _live_threads.add(self._thread)
        _live_events[self._thread] = self._cancel
        self._thread.start()

    def cancel(self) -> None:
        """Ask the work to stop (from any thread); it ends with `finished` or `failed` as usual."""
        self._cancel.set()

    @property
    def cancel_requested(self) -> bool:
        """True once `cancel()` was called."""
        return self._cancel.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block the window's thread until the work has ended and its signals were delivered;
        False if `timeout` seconds passed first. Posted events are served meanwhile, so a worker
        waiting on this thread is answered."""
        if not self._thread.is_alive() and not self._thread.ident:
            return True  # never started
        remaining = timeout
        while True:
            slice_seconds = WAIT_SLICE_SECONDS if remaining is None else min(WAIT_SLICE_SECONDS, remaining)
            self._thread.join(max(slice_seconds, 0.0))
            QCoreApplication.sendPostedEvents()
            if not self._thread.is_alive():
                QCoreApplication.sendPostedEvents(self)  # the last signals, posted as it ended
                return True
            if remaining is not None:
                remaining -= slice_seconds
                if remaining <= 0:
                    return False

    # --- the worker thread -------------------------------------------------------

    def _run(self) -> None:
        try:
            result = self._work(self._control)
        except BaseException as error:  # every failure is the owner's to report
            _emit_or_stop(self, self._ended.emit, None, error)
        else:
            _emit_or_stop(self, self._ended.emit, result, None)
        finally:
            _live_threads.discard(threading.current_thread())

    def _post_newest(self, kind: str, value: object) -> None:
        with self._newest_lock:
            waiting = kind in self._newest
            self._newest[kind] = value
        if not waiting:  # one notice at a time: it fetches the newest value when it runs
            _emit_or_stop(self, self._newest_ready.emit, kind)

    # --- the window's thread ----------------------------------------------------

    @Slot(object)
    def _deliver_partial(self, partial: object) -> None:
        self.handed_over.emit(partial)

    @Slot(str)
    def _deliver_newest(self, kind: str) -> None:
        with self._newest_lock:
            value = self._newest.pop(kind, _NOTHING)
        if value is not _NOTHING:
            (self.handed_over if kind == _PARTIAL else self.progressed).emit(value)

    @Slot(object, object)
    def _deliver_end(self, result: object, error: object) -> None:
        if not self.running:
            return
        self.running = False
        for kind in (_PARTIAL, _PROGRESS):  # values posted just before the end are not lost
            self._deliver_newest(kind)
        if isinstance(error, BaseException):
            self.failed.emit(error)
        else:
            self.finished.emit(result)


def _emit_or_stop(task: BackgroundTask[Any], emit: Callable[..., object], *values: object) -> None:
    """Emit from the worker thread; if the task's owner destroyed it before the work ended (it
    should cancel and wait first), the work is told to stop instead of failing on its own."""
    try:
        emit(*values)
    except RuntimeError:  # "Internal C++ object already deleted"
        task._cancel.set()


# The threads still running when Python exits: a daemon thread that emits a Qt signal while Qt is
# being torn down ends the process with a segmentation fault (seen: every solve job's relay at the
# exit of a test run). At exit each is asked to stop and given a moment to end, before Qt goes.
_live_threads: set[threading.Thread] = set()
_live_events: weakref.WeakKeyDictionary[threading.Thread, threading.Event] = weakref.WeakKeyDictionary()
EXIT_WAIT_SECONDS = 2.0


def _stop_live_threads() -> None:
    for thread in list(_live_threads):
        event = _live_events.get(thread)
        if event is not None:
            event.set()
    deadline = time.monotonic() + EXIT_WAIT_SECONDS
    for thread in list(_live_threads):
        thread.join(max(0.0, deadline - time.monotonic()))


atexit.register(_stop_live_threads)
