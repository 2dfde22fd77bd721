"""One solve in a worker process, its messages turned into signals: what Solve, Hint, the
coach and the solver's lengths in the statistics all run.

The process and its relay to the window's thread are worker_job.WorkerJob's (shared with the
fewest-cells search); a solve adds its better solutions (each superseding the last: the newest
wins) and always ends with a `SolveResult`, a dead worker's included.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from freecell_gui.core.game.rules import Move, Position
from freecell_gui.core.solver import Outcome, SolveResult
from freecell_gui.ui.solving.worker_job import WorkerDiedError, WorkerJob


class SolveJob(WorkerJob):
    """One solve in a worker process; its messages come back as signals.

    `cancel()` asks the worker to stop and report the best it has (within milliseconds);
    `stop()` drops the job at once: no more signals, and the process is ended. `finished` is
    the last signal (a SolveResult, "failed" when the worker died), unless stopped.
    """

    solution = Signal(object)  # tuple[Move, ...]: each better solution

    def __init__(
        self, position: Position, *, fast: bool, time_limit: float, parent: QObject | None = None
    ) -> None:
        # With the first solve: the window's first paint needs no solver.
        from freecell_gui.core.solver import solve_worker

        super().__init__(
            solve_worker,
            lambda queue, cancel: (position, queue, cancel, time_limit, fast, True),  # lower priority
            name="freecell-gui solver",
            parent=parent,
        )
        self.position = position
        self.fast = fast
        self._task.handed_over.connect(self._on_solution)

    def _on_solution(self, moves: tuple[Move, ...]) -> None:
        if self.running:
            self.solution.emit(moves)

    def _failed(self, error: WorkerDiedError) -> None:
        reason = "cancelled" if error.program_ending else "failed"
        self.finished.emit(SolveResult(Outcome.GAVE_UP, (), reason, 0, 0.0))
