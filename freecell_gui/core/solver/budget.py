"""What every search shares: the clock, the position count, the cancel flag, and the slice."""

from __future__ import annotations

import time
from collections.abc import Callable, Generator

from freecell_gui.core.game.rules import Move
from freecell_gui.core.solver.results import CancelFlag, SolveProgress

SLICE = 256  # expansions a search makes before handing back control

# A search yields None to hand back control, or a solution.
Search = Generator[tuple[Move, ...] | None, None, None]  # yields None to hand back control, or a solution


class SearchStoppedError(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Budget:
    """The clock, the position count and the cancel flag, shared by every search."""

    def __init__(
        self,
        time_limit: float,
        max_positions: int,
        cancel: CancelFlag | None,
        on_progress: Callable[[SolveProgress], None] | None,
    ) -> None:
        self.start = time.perf_counter()
        self.deadline = self.start + time_limit
        self.max_positions = max_positions
        self.cancel = cancel
        self.on_progress = on_progress
        self.positions = 0
        self.best: tuple[Move, ...] | None = None
        self.phase = "first solution"
        self._next_progress = self.start + 0.1

    @property
    def best_length(self) -> int | None:
        return None if self.best is None else len(self.best)

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def check(self) -> None:
        """Raise SearchStoppedError when the cancel flag, the time or the positions say so."""
        now = time.perf_counter()
        if self.cancel is not None and self.cancel.is_set():
            raise SearchStoppedError("cancelled")
        if now >= self.deadline:
            raise SearchStoppedError("time")
        if self.best is None and self.positions >= self.max_positions:
            raise SearchStoppedError("positions")
        if self.on_progress is not None and now >= self._next_progress:
            self._next_progress = now + 0.1
            self.on_progress(SolveProgress(self.positions, now - self.start, self.best_length, self.phase))
