"""A deal solved into a record, the same way wherever it runs: here, in a worker process, or on
a Dask worker on another machine."""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Move, Position
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.ranges.records import DealRecord, record_of
from freecell_gui.core.ranges.summary import MEMORY
from freecell_gui.core.solver import (
    DEFAULT_TIME_LIMIT,
    CancelFlag,
    Outcome,
    SolveProgress,
    SolveResult,
    solve,
)


@dataclass(frozen=True, slots=True)
class SolveSettings:
    """How each deal of a range is solved: the time limit a deal, whether the first solution
    will do, and the rules. The same on every worker, so a range's answers do not depend on where
    each deal ran."""

    time_limit: float = DEFAULT_TIME_LIMIT
    fast: bool = False
    rules: Rules = FREECELL  # the variant every deal is played under: free cells, building rule

    def deal_records(self, numbers: Iterable[int], cancel: CancelFlag) -> Generator[DealRecord, None, None]:
        """Each deal solved into its record (kinds.RangeWork)."""
        return solve_deals(numbers, self, cancel)

    def refusal(self, record: DealRecord) -> str | None:
        """Why a record read back is not of these rules, or None (kinds.RangeWork)."""
        if record.rules == self.rules:
            return None
        return f"is of {record.rules.title}, not of {self.rules.title}: resume with its --cells and --game"


def solve_guarded(
    start: Position,
    settings: SolveSettings,
    cancel: CancelFlag | None = None,
    on_progress: Callable[[SolveProgress], None] | None = None,
) -> SolveResult:
    """The solver's result; on a MemoryError, the best solution found before it, with the limit
    "memory" (gave up if there was none)."""
    best: list[tuple[Move, ...]] = []
    seen: list[SolveProgress] = []
    started = time.monotonic()

    def on_solution(moves: tuple[Move, ...]) -> None:
        best[:] = [moves]

    def progress(report: SolveProgress) -> None:
        seen[:] = [report]
        if on_progress is not None:
            on_progress(report)

    try:
        return solve(
            start,
            time_limit=settings.time_limit,
            fast=settings.fast,
            on_solution=on_solution,
            on_progress=progress,
            cancel=cancel,
        )
    except MemoryError:
        pass  # reported below, once the search's frames (and their memory) are let go
    gc.collect()
    moves = best[-1] if best else ()
    return SolveResult(
        Outcome.SOLVED if moves else Outcome.GAVE_UP,
        moves,
        MEMORY,
        seen[-1].positions if seen else 0,
        time.monotonic() - started,
    )


def solve_deals(
    numbers: Iterable[int], settings: SolveSettings, cancel: CancelFlag
) -> Generator[DealRecord, None, None]:
    """Each deal's record in turn; ends at once when `cancel` is set, leaving out the deal it cut."""
    for number in numbers:
        if cancel.is_set():
            return
        start = Position.from_deal(deal(number), settings.rules)
        record = record_of(number, start, solve_guarded(start, settings, cancel))
        if record is None:
            return
        yield record
