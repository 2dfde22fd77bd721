"""Solving a range on worker processes of this machine (`solve A-B --summary --jobs N`)."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Collection, Generator, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, wait
from itertools import islice
from types import TracebackType
from typing import Protocol, TypeVar

from freecell_gui.core.ranges.kinds import R, RangeWork
from freecell_gui.core.ranges.runner import RangeRunnerError
from freecell_gui.core.solver import CancelFlag
from freecell_gui.core.system.workers import MAX_WORKERS, WorkerLostError, WorkerPool

WAIT_SECONDS = 0.1  # how often the stop flag is looked at while the workers solve
STOP_GRACE_SECONDS = 1.0  # how long deals finishing at the stop may take to come back
MAX_JOBS = MAX_WORKERS
S = TypeVar("S")  # the settings handed to every chunk's work
T = TypeVar("T")  # one result of a chunk's work

_worker_cancel: CancelFlag | None = None  # in a worker process: the parent's stop flag


def _start_worker(cancel: CancelFlag) -> None:
    global _worker_cancel
    _worker_cancel = cancel


def solve_chunk(numbers: list[int], settings: RangeWork[R]) -> list[R]:
    """In a worker process: the records of `numbers`, up to the stop if the parent stops."""
    if _worker_cancel is None:
        raise RuntimeError("solve_chunk runs in a worker that _start_worker started")
    return list(settings.deal_records(numbers, _worker_cancel))


class LocalPoolRunner:
    """Solves a range on `jobs` worker processes, a few deals at a time each.

    Each worker takes a chunk of `chunk` deals; about two chunks a worker are under way at a
    time, so the workers never wait and a range of millions of deals is never all in memory.
    A stop sets a flag every worker's solver watches, so they are all idle within milliseconds.
    """

    def __init__(self, jobs: int, chunk: int = 1) -> None:
        if not 1 <= jobs <= MAX_JOBS:
            raise ValueError(f"jobs must be 1 to {MAX_JOBS}")
        self.jobs = jobs
        self.chunk = max(1, chunk)
        # One stop flag every worker's solver watches (a spawned worker imports only the solver,
        # about 0.07 s; see core/system/workers.py).
        self._cancel = multiprocessing.get_context("spawn").Event()
        self._pool: WorkerPool | None = None

    @property
    def description(self) -> str:
        """Where the deals are solved."""
        return f"{self.jobs} local worker process{'es' if self.jobs > 1 else ''}"

    def __enter__(self) -> LocalPoolRunner:
        self._pool = WorkerPool(self.jobs, _start_worker, (self._cancel,))
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self._cancel.set()  # anything still solving returns within milliseconds
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def records(
        self, deals: Collection[int], settings: RangeWork[R], stop: CancelFlag
    ) -> Generator[R, None, None]:
        """See RangeRunner.records."""
        pool = self._pool
        if pool is None:
            raise RuntimeError("use the runner in a with block")
        numbers = iter(deals)
        chunks = iter(lambda: list(islice(numbers, self.chunk)), [])  # until a chunk comes out empty
        yield from results_of_chunks(pool, solve_chunk, chunks, settings, stop, self._cancel, 2 * self.jobs)


class _Settable(CancelFlag, Protocol):
    def set(self) -> None: ...


def results_of_chunks(
    pool: WorkerPool,
    work: Callable[[list[int], S], list[T]],
    chunks: Iterator[list[int]],
    settings: S,
    stop: CancelFlag,
    cancel: _Settable,
    in_flight: int,
) -> Generator[T, None, None]:
    """`work(chunk, settings)` on the pool's workers for each chunk, at most `in_flight` at a time
    (so a range of millions is never all in memory), yielding each chunk's results as it finishes.

    A stop ends the loop: `cancel` (the workers' flag) is raised so the work under way returns at
    once, and what finishes within STOP_GRACE_SECONDS is still yielded. RangeRunnerError if a
    worker dies (killed for its memory, say). Shared by the ranges' solves and their fewest cells."""
    pending: set[Future[list[T]]] = set()

    def top_up() -> None:
        while len(pending) < in_flight:
            chunk = next(chunks, None)
            if chunk is None:
                return
            try:
                pending.add(pool.submit(work, chunk, settings))
            except WorkerLostError as lost:
                raise RangeRunnerError(str(lost)) from None

    try:
        top_up()
        while pending and not stop.is_set():
            done, _ = wait(pending, timeout=WAIT_SECONDS, return_when=FIRST_COMPLETED)
            pending.difference_update(done)
            top_up()
            for future in done:
                try:
                    results = pool.result(future)
                except WorkerLostError as lost:
                    raise RangeRunnerError(str(lost)) from None
                yield from results
        if pending:  # stopped: the work under way ends at once; keep what finished
            cancel.set()
            for future in pending:
                future.cancel()
            done, pending = wait(pending, timeout=STOP_GRACE_SECONDS)
            for future in done:
                # A worker the same signal ended (sent to the whole group) lost its deals: fine.
                if not future.cancelled() and future.exception() is None:
                    yield from future.result()
    finally:
        if pending:
            cancel.set()
            for future in pending:
                future.cancel()
