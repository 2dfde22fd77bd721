"""One solve in a worker process, its messages turned into signals: what Solve, Hint, the
coach and the solver's lengths in the statistics all run.

The solver is pure Python: in a thread of this process it would hold the interpreter lock for
most of the time and the window would stutter. The window's thread only polls the worker's
queue every few tens of milliseconds, so it never waits on the solver.
"""

from __future__ import annotations

import queue
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver import Outcome, SolveResult

POLL_MS = 30  # how often the window looks at a worker's messages
MESSAGES_PER_POLL = 200  # at most this many handled per look, so one look stays short


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
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.running = False

    def start(self) -> None:
        """Start the worker."""
        self._process.start()
        self.running = True
        self._timer.start()

    def cancel(self) -> None:
        """Ask the worker to stop; `finished` follows with the best solution so far."""
        self._cancel.set()

    def stop(self) -> None:
        """Forget the job: no more signals, and the worker process is ended."""
        self._timer.stop()
        self.running = False
        self._cancel.set()
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(0.5)
        self._queue.cancel_join_thread()
        self._queue.close()

    def _poll(self) -> None:
        for _ in range(MESSAGES_PER_POLL):
            try:
                kind, payload = self._queue.get_nowait()
            except queue.Empty:
                break
            except (EOFError, OSError, ValueError):  # the queue broke: treat it as a dead worker
                break
            if kind == "solution":
                self.solution.emit(payload)
            elif kind == "progress":
                self.progressed.emit(payload)
            elif kind == "done":
                self._end(payload)
                return
        if not self._process.is_alive() and self._queue.empty():
            # The worker died without a word (killed, out of memory): say so rather than wait.
            self._end(SolveResult(Outcome.GAVE_UP, (), "failed", 0, 0.0))

    def _end(self, result: SolveResult) -> None:
        self._timer.stop()
        self.running = False
        self._process.join(0.5)
        self.finished.emit(result)
