"""A core function run in a worker process, its messages turned into signals: the one relay
under a solve (solve_job.SolveJob) and a fewest-cells search (fewest_cells_job.CellsJob).

The searches are pure Python: in a thread of the window's process they would hold the
interpreter lock for most of the time and the window would stutter. So each runs in a process of
its own, and a background task (ui/background.py) waits on the process's queue, holding no lock
while it waits, and relays each message to the window's thread. Progress is coalesced there (the
newest wins), and so is any other kind of message (a better solution supersedes the last), so a
quick worker never floods the window.

The worker puts `(kind, payload)` on its queue: "progress" any number of times, "done" once with
its answer, and any other kind as a partial result. It settles its signals itself
(core/solver/worker.py `settle_signals`: `exit_with_parent`), so a window killed outright leaves
no search running.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from freecell_gui.ui.background import BackgroundTask, TaskControl

RELAY_WAIT_SECONDS = 0.1
"""How long the relay waits on the queue before it looks whether the process is still alive."""
EXIT_WAIT_SECONDS = 5.0  # a worker ends just after its answer; a bound, never reached in practice

_stopping: set[WorkerJob] = set()
"""Jobs stopped while their relay still runs: kept until it has ended."""


_TRACKER_WARNINGS = "ignore::UserWarning:multiprocessing.resource_tracker"


def _quiet_resource_tracker() -> None:
    """Before the first job's queue starts multiprocessing's resource tracker (a process that
    outlives a window killed outright, to free the job's semaphores): it then warned on the
    terminal of "leaked semaphore objects to clean up", though freeing them is its whole job.
    The tracker takes the window's -W options, so the warning is turned off there."""
    import sys

    if _TRACKER_WARNINGS not in sys.warnoptions:
        sys.warnoptions.append(_TRACKER_WARNINGS)


class WorkerDiedError(Exception):
    """The worker process ended without its answer (killed, out of memory), or the program is
    ending and the relay let go of it (`program_ending`)."""

    def __init__(self, reason: str, *, program_ending: bool = False) -> None:
        super().__init__(reason)
        self.program_ending = program_ending


Arguments = Callable[[Any, Any], tuple[object, ...]]
"""(queue, cancel event) -> the worker's arguments, which place the two where it expects them."""


class WorkerJob(QObject):
    """`target(*arguments(queue, cancel))` in a worker process (a core function: the process
    imports only its module); its messages come back as signals.

    `cancel()` asks the worker to stop: `finished` follows with what it knows (within
    milliseconds). `stop()` drops the job at once: no more signals, and the process is ended.
    """

    progressed = Signal(object)  # the newest "progress" payload the worker put
    finished = Signal(object)  # the worker's "done" payload: the last signal, unless it failed
    failed = Signal(object)  # WorkerDiedError: the last signal then

    def __init__(
        self, target: Callable[..., None], arguments: Arguments, *, name: str, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        import multiprocessing  # with the first job: the window's first paint needs none

        from freecell_gui.core.system.workers import QuietStart

        context = multiprocessing.get_context("spawn")  # no fork of a process that runs Qt
        _quiet_resource_tracker()
        self._queue: Any = context.Queue()
        self._cancel = context.Event()
        self._process = context.Process(
            # QuietStart: a window ended while the worker starts leaves no traceback from it.
            target=QuietStart(target),
            args=arguments(self._queue, self._cancel),
            daemon=True,
            name=name,
        )
        self._task: BackgroundTask[object] = BackgroundTask(self._relay, name=f"{name} relay", parent=self)
        # Partial results arrive as `self._task.handed_over`: a subclass that expects them connects it.
        self._task.progressed.connect(self._on_progress)
        self._task.finished.connect(self._on_end)
        self._task.failed.connect(self._on_end)
        self.running = False

    def start(self) -> None:
        """Start the worker."""
        from freecell_gui.core.system.workers import signals_held

        # Held while it starts (it inherits the mask): a Ctrl-C in the terminal reaches the whole
        # process group, and must not end the worker with a traceback while it imports.
        with signals_held():
            self._process.start()
        self.running = True
        self._task.start()

    def cancel(self) -> None:
        """Ask the worker to stop; `finished` follows with what it knows."""
        self._cancel.set()

    @property
    def cancel_requested(self) -> bool:
        """True once `cancel()` (or `stop()`) was called."""
        return bool(self._cancel.is_set())

    def stop(self) -> None:
        """Forget the job: no more signals, and the worker process is ended."""
        self.running = False
        self._cancel.set()
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(0.5)
        if self._task.running:
            # The relay ends by itself once it sees the process gone (within RELAY_WAIT_SECONDS);
            # until then this job must outlive its owner: a QObject is never destroyed while
            # another thread may still emit its signals.
            self.setParent(None)
            _stopping.add(self)
            self._task.finished.connect(self._forget)
            self._task.failed.connect(self._forget)

    def process_alive(self) -> bool:
        """True while the worker process runs."""
        return bool(self._process.is_alive())

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the relay has ended and its signals were delivered (for tests and exits)."""
        return self._task.wait(timeout)

    def _forget(self, *_ended: object) -> None:
        if self in _stopping:
            _stopping.discard(self)
            self.deleteLater()

    # --- the relay's thread: the queue read, nothing of Qt touched -----------------------

    def _relay(self, control: TaskControl) -> object:
        try:
            while True:
                if control.cancelled():  # the program is ending (background's exit hook): relay nothing more
                    return WorkerDiedError("the program is ending", program_ending=True)
                try:
                    kind, payload = self._queue.get(timeout=RELAY_WAIT_SECONDS)
                except queue.Empty:
                    if not self._process.is_alive() and self._queue.empty():
                        # Died without a word (killed, out of memory): say so rather than wait.
                        return WorkerDiedError("the worker process ended without an answer")
                    continue
                except (EOFError, OSError, ValueError):  # the queue broke: a dead worker
                    return WorkerDiedError("the worker's queue broke")
                if kind == "progress":
                    control.report(payload)
                elif kind == "done":
                    # Reaped here, off the window's thread: it ends just after its answer (no
                    # zombie left until the next job).
                    self._process.join(EXIT_WAIT_SECONDS)
                    return payload
                else:  # a partial result, each superseding the last: a burst is one delivery
                    control.hand_over(payload, newest_only=True)
        finally:
            self._queue.cancel_join_thread()
            self._queue.close()

    # --- the window's thread ----------------------------------------------------------

    def _on_progress(self, value: object) -> None:
        if self.running:
            self.progressed.emit(value)

    def _on_end(self, result: object) -> None:
        if not self.running:
            return  # stopped: the owner has forgotten this job
        self.running = False
        # Never wait here for the process to exit (tens of milliseconds on a busy machine, a
        # stall of the window): reaped now if it is gone, else by the relay or the next start.
        self._process.join(0)
        if isinstance(result, BaseException):
            self._failed(result if isinstance(result, WorkerDiedError) else WorkerDiedError(str(result)))
        else:
            self.finished.emit(result)

    def _failed(self, error: WorkerDiedError) -> None:
        """The worker ended without its answer (a subclass may answer for it instead)."""
        self.failed.emit(error)
