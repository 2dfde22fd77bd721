"""One fewest-cells search in a worker process, its messages turned into signals.

The searches (core/solver/min_cells_worker.py) are pure Python: run in a thread of the window's
process they would hold the interpreter lock and the window would stutter. So, as a solve does
(solve_job.SolveJob), each runs in a process of its own, and a background task (ui/background.py)
waits on the process's queue, holding no lock while it waits, and relays each message to the
window's thread (progress coalesced there: the newest wins).
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from freecell_gui.ui.background import BackgroundTask, TaskControl

RELAY_WAIT_SECONDS = 0.1
EXIT_WAIT_SECONDS = 5.0  # a worker ends just after its answer; a bound, never reached in practice
"""How long the relay waits on the queue before it looks whether the process is still alive."""

_stopping: set[CellsJob] = set()
"""Jobs stopped while their relay still runs: kept until it has ended."""


class WorkerDiedError(Exception):
    """The worker process ended without its answer (killed, out of memory)."""


class CellsJob(QObject):
    """`target(*args, queue, cancel)` in a worker process (a core function: the process imports
    only its module); its messages come back as signals.

    `cancel()` asks the worker to stop: `finished` follows with what it knows (within
    milliseconds). `stop()` drops the job at once: no more signals, and the process is ended.
    """

    progressed = Signal(object)  # the newest ("progress", value) the worker put
    finished = Signal(object)  # the worker's ("done", result): the last signal, unless it failed
    failed = Signal(object)  # WorkerDiedError: the last signal then

    def __init__(
        self, target: Callable[..., None], args: tuple[object, ...], *, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        import multiprocessing  # with the first search: the window's first paint needs none

        context = multiprocessing.get_context("spawn")  # no fork of a process that runs Qt
        self._queue: Any = context.Queue()
        self._cancel = context.Event()
        self._process = context.Process(
            target=target,
            args=(*args, self._queue, self._cancel),
            daemon=True,
            name="freecell-gui fewest cells",
        )
        self._task: BackgroundTask[object] = BackgroundTask(
            self._relay, name="freecell-gui fewest cells relay", parent=self
        )
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
                if control.cancelled():  # the program is ending (background's exit hook)
                    return WorkerDiedError("the program is ending")
                try:
                    kind, payload = self._queue.get(timeout=RELAY_WAIT_SECONDS)
                except queue.Empty:
                    if not self._process.is_alive() and self._queue.empty():
                        return WorkerDiedError("the worker process ended without an answer")
                    continue
                except (EOFError, OSError, ValueError):  # the queue broke: a dead worker
                    return WorkerDiedError("the worker's queue broke")
                if kind == "progress":
                    control.report(payload)
                elif kind == "done":
                    # Reaped here, off the window's thread: it ends just after its answer (no
                    # zombie left until the next search).
                    self._process.join(EXIT_WAIT_SECONDS)
                    return payload
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
        self._process.join(0)  # reaped now if it is gone; never waited for here
        if isinstance(result, BaseException):
            self.failed.emit(result if isinstance(result, WorkerDiedError) else WorkerDiedError(str(result)))
        else:
            self.finished.emit(result)
