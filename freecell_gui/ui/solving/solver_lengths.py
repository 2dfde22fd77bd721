"""The solver's shortest solution of each deal played, found in the background for the statistics.

One deal at a time, a full solve (the same worker process Solve runs, solve_job.SolveJob, at a
lower priority) from the deal's start; its best solution's length, counted as the site counts
moves, is kept in the history (`record_solver_length`) beside your fewest moves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver import Outcome, SolveResult
from freecell_gui.ui.solving.solve_job import SolveJob


class SolverLengths(QObject):
    """A queue of deals whose shortest solution is wanted, solved one after the other."""

    found = Signal(object, object)  # the deal number and the solver's length
    failed = Signal(object)  # the deal number: no solution found (unsolvable, or stopped)

    def __init__(
        self, parent: QObject, record: Callable[[int, int], None], time_limit: float | None = None
    ) -> None:
        """`time_limit` None: the solver's own default (read with the first solve, not at start)."""
        super().__init__(parent)
        self._record = record
        self._time_limit = time_limit
        self._waiting: list[int] = []
        self._tried: set[int] = set()  # asked once a session: a deal without a solution is not solved again
        self.job: SolveJob | None = None
        self.deal: int | None = None  # the deal being solved

    def request(self, number: int) -> None:
        """Find the solver's shortest solution of deal `number` (queued; once a session)."""
        if number in self._tried:
            return
        self._tried.add(number)
        self._waiting.append(number)
        self._next()

    def is_pending(self, number: int) -> bool:
        """True while deal `number` waits or is being solved."""
        return number == self.deal or number in self._waiting

    def shutdown(self) -> None:
        """End the worker and forget the queue (the window is closing)."""
        self._waiting.clear()
        if self.job is not None:
            self.job.stop()
        self.job = self.deal = None

    def _next(self) -> None:
        if self.job is not None or not self._waiting:
            return
        self.deal = self._waiting.pop(0)
        position = Position.from_deal(deal(self.deal))
        if self._time_limit is None:
            from freecell_gui.core.solver import DEFAULT_TIME_LIMIT  # the searches load with the first solve

            self._time_limit = DEFAULT_TIME_LIMIT
        job = SolveJob(position, fast=False, time_limit=self._time_limit, parent=self)
        job.finished.connect(lambda result, job=job: self._on_finished(job, result))
        self.job = job
        job.start()

    def _on_finished(self, job: SolveJob, result: SolveResult) -> None:
        if job is not self.job or self.deal is None:
            return
        number, self.job, self.deal = self.deal, None, None
        if result.outcome is Outcome.SOLVED and result.moves and result.limit not in ("cancelled", "failed"):
            self._record(number, result.length)
            self.found.emit(number, result.length)
        else:
            self.failed.emit(number)
        self._next()
