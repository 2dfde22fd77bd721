"""The fewest free cells of a range of deals on worker processes (`solve A-B --min-cells --summary
--jobs N`): each deal's `min_cells` on a worker, the results as they finish.

Each deal's answer depends on the deal and the settings only (`min_cells` is bounded by positions,
never by the clock), so a range gives the same counts on one process or on many.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Collection, Generator, Iterator
from dataclasses import dataclass

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.game.variant import Building
from freecell_gui.core.ranges.local_pool import results_of_chunks
from freecell_gui.core.solver.budget import WORK_PER_SECOND
from freecell_gui.core.solver.min_cells import DEFAULT_PROOF_POSITIONS, MinCellsResult, min_cells
from freecell_gui.core.solver.results import CancelFlag
from freecell_gui.core.system.workers import WorkerPool

_worker_cancel: CancelFlag | None = None  # in a worker process: the parent's stop flag


@dataclass(frozen=True, slots=True)
class MinCellsSettings:
    """How each deal's fewest cells are found: the game, the proof's positions, the shortening's
    work (`fast`: the first solution will do). The same on every worker."""

    building: Building = Building.ALTERNATE_COLOURS
    proof_positions: int = DEFAULT_PROOF_POSITIONS
    work: int = 10 * WORK_PER_SECOND
    fast: bool = False


def min_cells_of(number: int, settings: MinCellsSettings, cancel: CancelFlag | None) -> MinCellsResult:
    """Deal `number`'s fewest cells under `settings`."""
    return min_cells(
        Position.from_deal(deal(number)),
        settings.building,
        proof_positions=settings.proof_positions,
        work=settings.work,
        fast=settings.fast,
        cancel=cancel,
    )


def _start_worker(cancel: CancelFlag) -> None:
    global _worker_cancel
    _worker_cancel = cancel


def _min_cells_chunk(numbers: list[int], settings: MinCellsSettings) -> list[tuple[int, MinCellsResult]]:
    """In a worker: each deal's result, up to the first a stop cut short (left out)."""
    results: list[tuple[int, MinCellsResult]] = []
    for number in numbers:
        result = min_cells_of(number, settings, _worker_cancel)
        if result.cancelled:
            break
        results.append((number, result))
    return results


def min_cells_in_process(
    deals: Collection[int], settings: MinCellsSettings, stop: CancelFlag
) -> Iterator[tuple[int, MinCellsResult]]:
    """Each deal's result in turn, here; ends at the first a stop cut short (left out)."""
    for number in deals:
        result = min_cells_of(number, settings, stop)
        if result.cancelled:
            return
        yield number, result


def min_cells_on_workers(
    deals: Collection[int], settings: MinCellsSettings, jobs: int, stop: CancelFlag
) -> Generator[tuple[int, MinCellsResult], None, None]:
    """Each deal's result as a worker finishes it, on `jobs` worker processes, a deal at a time
    each; a stop ends the deals under way at once (those finishing within a moment are kept).
    RangeRunnerError if a worker dies."""
    cancel = multiprocessing.get_context("spawn").Event()
    with WorkerPool(jobs, _start_worker, (cancel,)) as pool:
        try:
            chunks = ([number] for number in deals)  # a deal a chunk: their times vary a thousandfold
            yield from results_of_chunks(pool, _min_cells_chunk, chunks, settings, stop, cancel, 2 * jobs)
        finally:
            cancel.set()  # anything still searching returns within milliseconds
