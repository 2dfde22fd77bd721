"""What every search shares: the work done and allowed, the time cap, the cancel flag, the slice.

Every decision of the search is a function of its own work, counted in positions expanded: how
the searches take turns (a slice is a number of expansions), when the sweep gets most of the
turns, which beam rounds run. The clock decides nothing; it only caps. The cap is the CPU time
of the solving thread, not the wall clock, so a machine busy with other programs (or with more
solves than it has cores) gives the same answers, only later. When the cap (or a cancel) does
stop a search, the result says so in its `limit`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator

from freecell_gui.core.game.rules import Move
from freecell_gui.core.solver.results import CancelFlag, SolveProgress

SLICE = 256  # expansions a search makes before handing back control

# The work a solve gets for each second of its time limit, unless told otherwise. The C build
# expands some 230,000 to 400,000 positions a CPU second here (flares and beams together, deals
# 1..100; the less the busier the machine: two cores shared by many programs share their
# caches too). At 150,000 a second the work runs out within about two thirds of the cap even
# then, so the search, not the cap, ends the solve. The pure-Python build is about 90 times
# slower: its solves are ended by the cap, and say so.
WORK_PER_SECOND = 150_000

# A search yields None to hand back control, or a solution.
Search = Generator[tuple[Move, ...] | None, None, None]


def work_for(time_limit: float) -> int:
    """The positions a solve with this time limit may expand when no work is given."""
    return max(1, round(time_limit * WORK_PER_SECOND))


class SearchStoppedError(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Budget:
    """The positions expanded and allowed, the time cap and the cancel flag, shared by every search.

    `work` bounds the shortening in positions expanded (those of the whole solve): once a
    solution is known, no beam round starts that could take the solve past it. The first
    searches give up past `max_positions` ("positions"), a bound on their memory.
    `time_limit` caps the solve in seconds of CPU time of the calling thread ("time").
    """

    def __init__(
        self,
        time_limit: float,
        max_positions: int,
        work: int,
        cancel: CancelFlag | None,
        on_progress: Callable[[SolveProgress], None] | None,
    ) -> None:
        self.start = time.perf_counter()  # for what is reported: seconds as the user waits them
        # The cap: the CPU time this thread had. Another program on the cores, or more solves
        # than cores, slows a solve down but does not bring its cap closer.
        self.cpu_deadline = time.thread_time() + time_limit
        self.work = work
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

    def fits(self, positions: int) -> bool:
        """True if `positions` more expansions stay within the work."""
        return self.positions + positions <= self.work

    def interrupt(self) -> None:
        """Raise SearchStoppedError if the cancel flag or the time cap says so; report progress.

        May be called anywhere in a search: it only stops a solve, it never steers one."""
        if self.cancel is not None and self.cancel.is_set():
            raise SearchStoppedError("cancelled")
        if time.thread_time() >= self.cpu_deadline:
            raise SearchStoppedError("time")
        if self.on_progress is not None:
            now = time.perf_counter()
            if now >= self._next_progress:
                self._next_progress = now + 0.1
                self.on_progress(
                    SolveProgress(self.positions, now - self.start, self.best_length, self.phase)
                )

    def check(self) -> None:
        """`interrupt`, and the work: call it only between slices, where every build and every
        machine calls it, so the work stops a search at the same position everywhere."""
        if self.best is None and self.positions >= self.max_positions:
            raise SearchStoppedError("positions")  # first: the search's own end, where it is one
        self.interrupt()
