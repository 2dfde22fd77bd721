"""Running the kernel over a range of deal numbers: here or on worker processes, and in stages.

`search` runs `planner.find` in this process, or, when the plan's work is big enough to pay for
starting them, on worker processes (spawned: safe beside Qt's threads, the same on every OS).
`find_numbers` searches the likeliest numbers first: 1..1,000,000 (the numbers every program
offers), then the rest of Microsoft's 1..2^31-1, then every deal up to 8,589,934,591.
"""

from __future__ import annotations

import collections
import functools
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, wait

from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL
from freecell_gui.core.finder import kernel, planner
from freecell_gui.core.system.workers import WorkerLostError, WorkerPool, usable_cores

MILLION_RANGE = range(FIRST_DEAL, 1_000_000 + 1)
WINDOWS_RANGE = range(FIRST_DEAL, 2**31)
ALL_RANGE = range(FIRST_DEAL, LAST_DEAL + 1)
STAGES = (MILLION_RANGE, WINDOWS_RANGE, ALL_RANGE)
"""The ranges `find_numbers` searches in turn, each past the one before."""

# Work (numbers scanned or first states inverted) that takes about a second in each engine:
# below it, starting worker processes (each imports Python afresh) costs more than it saves.
POOL_WORK = {"c": 500_000_000, "numpy": 50_000_000, "python": 2_000_000}
# Address space a pool needs in this process: its thread's stack (8 MB by default), its pipes
# and the results under way. With less (a tight `ulimit -v`) its thread fails to start, or the
# workers soon after as they import (noisily): the search stays in this process.
_POOL_ADDRESS_SPACE = 64 * 2**20
_POLL_SECONDS = 0.05  # how often a wait on the workers looks at `cancelled`
_BATCHES_PER_WORKER = 2  # batches under way a worker: one it runs, one waiting, so none idles
WORKER_FAILED = "a worker process ended in the middle of the scan (out of memory, or killed)"


class WorkerFailedError(WorkerLostError):
    """A worker process ended in the middle of a search (killed, or out of memory)."""


class _CancelledError(Exception):
    """Raised out of the workers' results when the caller cancels while they work."""


def default_workers() -> int:
    """Worker processes for a big search: one a core this process may run on (the count every
    pool of the program uses: core/system/workers.py)."""
    return usable_cores()


def search(
    masks: Sequence[int],
    numbers: range,
    *,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    workers: int = 1,
    engine: str | None = None,
) -> Iterator[int]:
    """Yield, in increasing order, every number in `numbers` whose deal fits the 52 masks.

    `progress(numbers done)` is called and `cancelled()` asked between the kernel's calls (a few
    milliseconds each; with workers, at most `_POLL_SECONDS` apart); when it says True the search
    ends. With `workers` > 1 and enough work, the search runs on that many processes; closing the
    generator (or an exception such as KeyboardInterrupt) stops them.
    """
    masks = kernel.validate_masks(masks)
    pool = None
    if workers > 1:
        work = sum(piece.work for piece in planner.plan(masks, numbers))
        left = kernel.address_space_left()
        if work > POOL_WORK[planner.engine_name(engine)] and (left is None or left >= _POOL_ADDRESS_SPACE):
            try:
                pool = WorkerPool(workers)
            except (OSError, RuntimeError, ImportError, MemoryError):
                # No worker processes here (none allowed, or no memory left to start one; Python
                # then fails to load the module that starts processes): search in this process.
                pool = None
    if pool is None:
        yield from planner.find(masks, numbers, engine=engine, progress=progress, cancelled=cancelled)
        return
    runner = functools.partial(_pool_results, pool, engine, cancelled)
    try:
        yield from planner.find(masks, numbers, progress=progress, cancelled=cancelled, runner=runner)
    except _CancelledError:
        return
    finally:
        pool.terminate()  # the workers' calls are pure: killing them loses nothing


def _pool_results(
    pool: WorkerPool,
    engine: str | None,
    cancelled: Callable[[], bool] | None,
    masks: tuple[int, ...],
    batches: Iterable[list[planner.Piece]],
) -> Iterator[list[list[int]]]:
    """Each batch's matches from the workers, in order; looks at `cancelled` while it waits.
    A few batches a worker are under way at a time, so a plan of any size is never all queued."""
    task = functools.partial(planner.run_pieces, masks, engine=engine)
    waiting = iter(batches)
    pending: collections.deque[Future[list[list[int]]]] = collections.deque()

    def top_up() -> None:
        while len(pending) < _BATCHES_PER_WORKER * pool.workers:
            batch = next(waiting, None)
            if batch is None:
                return
            pending.append(pool.submit(task, batch))

    try:
        top_up()
        while pending:
            if cancelled is not None and cancelled():
                raise _CancelledError
            if not pending[0].done():
                wait([pending[0]], timeout=_POLL_SECONDS)
                continue
            found = pool.result(pending.popleft())
            top_up()
            yield found
    except WorkerLostError:
        raise WorkerFailedError(WORKER_FAILED) from None


def find_numbers(
    masks: Sequence[int],
    *,
    stages: bool = True,
    numbers: range | None = None,
    progress: Callable[[float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    workers: int = 1,
    limit: int | None = None,
    stop_when_found: bool = False,
    engine: str | None = None,
) -> Iterator[int]:
    """Yield the numbers in `numbers` (all deals by default) whose deal fits the 52 masks.

    With `stages`, the numbers in 1..1,000,000 come first, then those up to 2^31-1, then the
    rest, each stage in increasing order; without, all in increasing order. `progress(fraction)`
    gets the part of `numbers` searched so far, 0.0 to 1.0; `cancelled()` is asked between the
    kernel's calls, and True ends the search. The search ends after `limit` matches, or, with
    `stop_when_found`, after the first stage that found any (all of that stage's matches given).
    Masks no arrangement of the deck fits (27 reds, say) find nothing at once.
    Raises ValueError (TypeError for non-integers) for masks the kernel refuses, or a range
    outside 1..8,589,934,591.
    """
    masks = kernel.validate_masks(masks)
    numbers = ALL_RANGE if numbers is None else numbers
    if numbers.step != 1 or not numbers or numbers.start < FIRST_DEAL or numbers.stop > LAST_DEAL + 1:
        raise ValueError(f"the range must be a non-empty part of {FIRST_DEAL}..{LAST_DEAL:,}")
    total = len(numbers)
    found = 0
    done = 0
    for part in _stage_parts(numbers) if stages else [numbers]:
        report = None if progress is None else functools.partial(_report, progress, done, total)
        for number in search(
            masks, part, progress=report, cancelled=cancelled, workers=workers, engine=engine
        ):
            yield number
            found += 1
            if limit is not None and found >= limit:
                return
        done += len(part)
        if cancelled is not None and cancelled():
            return
        if stop_when_found and found:
            return
    if progress is not None:
        progress(1.0)


def _report(progress: Callable[[float], None], before: int, total: int, done: int) -> None:
    progress((before + done) / total)


def _stage_parts(numbers: range) -> Iterable[range]:
    """`numbers` cut where each stage ends, the empty parts left out."""
    start = numbers.start
    for stage in STAGES:
        stop = min(numbers.stop, stage.stop)
        if start < stop:
            yield range(start, stop)
            start = stop
