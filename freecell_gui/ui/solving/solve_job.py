"""One solve in a worker process, its messages turned into signals: what Solve, Hint, the
coach and the solver's lengths in the statistics all run.

The solver is pure Python: in a thread of this process it would hold the interpreter lock for
most of the time and the window would stutter. So it runs in a process, and a background task
(ui/background.py) waits on the process's queue, holding no lock while it waits, and relays each
message to the window's thread; progress and better solutions are coalesced there (the newest
wins), so a quick solver never floods the window.
"""

from __future__ import annotations

import queue
from typing import Any

from PySide6.QtCore import QObject, Signal

from freecell_gui.core.game.rules import Move, Position
from freecell_gui.core.solver import Outcome, SolveProgress, SolveResult
from freecell_gui.ui.background import BackgroundTask, TaskControl

RELAY_WAIT_SECONDS = 0.1
EXIT_WAIT_SECONDS = 5.0  # a worker ends just after its answer; a bound, never reached in practice
"""How long the relay waits on the queue before it looks whether the process is still alive."""


_stopping: set[SolveJob] = set()
"""Jobs stopped while their relay still runs: kept until it has ended."""


class SolveJob(QObject):
    """One solve in a worker process; its messages come back as signals.

    `cancel()` asks the worker to stop and report the best it has (within milliseconds);
    `stop()` drops the job at once: no more signals, and the process is ended.
    """

    solution = Signal(object)  # tuple[Move, ...]: each better solution
    progressed = Signal(object)  # SolveProgress
    finished = Signal(object)  # SolveResult: always the last signal, unless stopped

    def __init__(
        self, position: Position, *, fast: bool, time_limit: float, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.position = position
        self.fast = fast
        import multiprocessing  # with the first solve: the window's first paint needs no solver

        from freecell_gui.core.solver import solve_worker

        context = multiprocessing.get_context("spawn")  # no fork of a process that runs Qt
        self._queue: Any = context.Queue()
        self._cancel = context.Event()
        self._process = context.Process(
            target=solve_worker,
            args=(position, self._queue, self._cancel, time_limit, fast, True),  # lower priority
            daemon=True,
            name="freecell-gui solver",
        )
        self._task: BackgroundTask[SolveResult] = BackgroundTask(
            self._relay, name="freecell-gui solve relay", parent=self
        )
        self._task.handed_over.connect(self._on_solution)
        self._task.progressed.connect(self._on_progress)
        self._task.finished.connect(self._end)
        self._task.failed.connect(self._on_relay_failed)
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
        """Ask the worker to stop; `finished` follows with the best solution so far."""
        self._cancel.set()

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

    def _forget(self, *_ended: object) -> None:
        if self in _stopping:
            _stopping.discard(self)
            self.deleteLater()

    # --- the relay's thread: the queue read, nothing of Qt touched -----------------------

    def _relay(self, control: TaskControl) -> SolveResult:
        try:
            while True:
                if control.cancelled():  # the program is ending (background's exit hook): relay nothing more
                    return SolveResult(Outcome.GAVE_UP, (), "cancelled", 0, 0.0)
                try:
                    kind, payload = self._queue.get(timeout=RELAY_WAIT_SECONDS)
                except queue.Empty:
                    if not self._process.is_alive() and self._queue.empty():
                        # Died without a word (killed, out of memory): say so rather than wait.
                        return SolveResult(Outcome.GAVE_UP, (), "failed", 0, 0.0)
                    continue
                except (EOFError, OSError, ValueError):  # the queue broke: a dead worker
                    return SolveResult(Outcome.GAVE_UP, (), "failed", 0, 0.0)
                if kind == "solution":  # each better than the last: a burst is one load
                    control.hand_over(payload, newest_only=True)
                elif kind == "progress":
                    control.report(payload)
                elif kind == "done":
                    assert isinstance(payload, SolveResult)
                    self._process.join(EXIT_WAIT_SECONDS)  # reaped off the window's thread: no zombie
                    return payload
        finally:
            self._queue.cancel_join_thread()
            self._queue.close()

    # --- the window's thread ----------------------------------------------------------

    def _on_solution(self, moves: tuple[Move, ...]) -> None:
        if self.running:
            self.solution.emit(moves)

    def _on_progress(self, progress: SolveProgress) -> None:
        if self.running:
            self.progressed.emit(progress)

    def _on_relay_failed(self, error: BaseException) -> None:
        self._end(SolveResult(Outcome.GAVE_UP, (), "failed", 0, 0.0))  # the relay broke: a dead worker

    def _end(self, result: SolveResult) -> None:
        if not self.running:
            return  # stopped: the owner has forgotten this job
        self.running = False
        # Never wait here for the process to exit (tens of milliseconds on a busy machine, a
        # stall of the window): reaped now if it is gone, else by multiprocessing at the next start.
        self._process.join(0)
        self.finished.emit(result)
