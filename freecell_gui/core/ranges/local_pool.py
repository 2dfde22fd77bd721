"""Solving a range on worker processes of this machine (`solve A-B --summary --jobs N`)."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
from collections.abc import Collection, Generator, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from itertools import islice
from types import TracebackType

from freecell_gui.core.ranges.records import DealRecord
from freecell_gui.core.ranges.runner import RangeRunnerError
from freecell_gui.core.ranges.solving import SolveSettings, solve_deals
from freecell_gui.core.solver import CancelFlag

WAIT_SECONDS = 0.1  # how often the stop flag is looked at while the workers solve
STOP_GRACE_SECONDS = 1.0  # how long deals finishing at the stop may take to come back
MAX_JOBS = 1024

_worker_cancel: CancelFlag | None = None  # in a worker process: the parent's stop flag


def default_jobs() -> int:
    """One worker a core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _start_worker(cancel: CancelFlag) -> None:
    global _worker_cancel
    _worker_cancel = cancel
    # Ctrl-C on a terminal, or SIGTERM to the process group, reaches every process of the group,
    # the workers too: the parent decides what happens (it sets `cancel`, prints the summary so
    # far), so a worker never dies halfway through a record nor breaks the pool under the parent.
    # The worker was started with both signals blocked (see _signals_held), so one that came
    # while it started waits here, and is ignored. A worker whose parent is gone (killed) reads
    # the end of its task queue and exits.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _HELD_SIGNALS)


_HELD_SIGNALS = {signal.SIGINT, signal.SIGTERM}


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Stop signals held back from this thread meanwhile; a worker process started meanwhile
    inherits the mask, so a Ctrl-C during its start-up cannot end it with a traceback before
    _start_worker has set its handlers. Held signals reach this process at the end."""
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def solve_chunk(numbers: list[int], settings: SolveSettings) -> list[DealRecord]:
    """In a worker process: the records of `numbers`, up to the stop if the parent stops."""
    if _worker_cancel is None:
        raise RuntimeError("solve_chunk runs in a worker that _start_worker started")
    return list(solve_deals(numbers, settings, _worker_cancel))


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
        # Spawned, never forked: a fork copies whatever locks other threads hold at that instant
        # (Qt's, Dask's, a logging handler's) into a child that can then wait on them for ever.
        # A spawned worker imports only the solver (about 0.07 s).
        context = multiprocessing.get_context("spawn")
        self._cancel = context.Event()
        self._executor: ProcessPoolExecutor | None = None
        self._context = context

    @property
    def description(self) -> str:
        """Where the deals are solved."""
        return f"{self.jobs} local worker process{'es' if self.jobs > 1 else ''}"

    def __enter__(self) -> LocalPoolRunner:
        self._executor = ProcessPoolExecutor(
            max_workers=self.jobs,
            mp_context=self._context,
            initializer=_start_worker,
            initargs=(self._cancel,),
        )
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self._cancel.set()  # anything still solving returns within milliseconds
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None

    def records(
        self, deals: Collection[int], settings: SolveSettings, stop: CancelFlag
    ) -> Generator[DealRecord, None, None]:
        """See RangeRunner.records."""
        executor = self._executor
        if executor is None:
            raise RuntimeError("use the runner in a with block")
        numbers = iter(deals)
        pending: set[Future[list[DealRecord]]] = set()

        def top_up() -> None:
            while len(pending) < 2 * self.jobs:
                chunk = list(islice(numbers, self.chunk))
                if not chunk:
                    return
                with _signals_held():  # a submit may start a worker process
                    try:
                        pending.add(executor.submit(solve_chunk, chunk, settings))
                    except BrokenProcessPool:  # a worker was killed (out of memory, say)
                        raise RangeRunnerError(WORKER_LOST) from None

        try:
            top_up()
            while pending and not stop.is_set():
                done, _ = wait(pending, timeout=WAIT_SECONDS, return_when=FIRST_COMPLETED)
                pending.difference_update(done)
                top_up()
                for future in done:
                    yield from _records_of(future)
            if pending:  # stopped: the deals under way end at once; keep those that finished
                self._cancel.set()
                for future in pending:
                    future.cancel()
                done, pending = wait(pending, timeout=STOP_GRACE_SECONDS)
                for future in done:
                    # A worker the same signal ended (sent to the whole group) lost its deals: fine.
                    if not future.cancelled() and future.exception() is None:
                        yield from future.result()
        finally:
            if pending:
                self._cancel.set()
                for future in pending:
                    future.cancel()


WORKER_LOST = "a worker process ended unexpectedly (killed, or out of memory)"


def _records_of(future: Future[list[DealRecord]]) -> list[DealRecord]:
    try:
        return future.result()
    except BrokenProcessPool:
        raise RangeRunnerError(WORKER_LOST) from None
