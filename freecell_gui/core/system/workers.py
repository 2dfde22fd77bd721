"""Worker processes of this machine: how many to run, and the one pool every search runs them in.

Every search counts cores with `usable_cores` (the finder, the window's searches, `--jobs 0`)
and cuts `--jobs` to it with `workers_for`. The ranges (core/ranges/local_pool.py) run on
`WorkerPool`: a `concurrent.futures.ProcessPoolExecutor` of spawned processes, which reports a
worker that died (killed, or out of memory) as a broken pool, here `WorkerLostError`, where a
`multiprocessing.Pool` quietly replaces it and leaves its task unanswered for ever.

The finder keeps its own `multiprocessing.Pool` for now: its results can be millions of numbers,
and a ProcessPoolExecutor whose worker is killed halfway through sending a result larger than a
pipe's buffer waits for the rest of it for ever (its manager thread blocks in `recv`, so the
death is never reported; seen with `find` of one card over all deals, CPython 3.11). A
range's records are a few kilobytes, well under a pipe's buffer.

Spawned, never forked: a fork copies whatever locks other threads hold at that instant (Qt's,
Dask's, a logging handler's) into a child that can then wait on them for ever. Workers leave
Ctrl-C and SIGTERM to the parent (a terminal's Ctrl-C, or a SIGTERM to the process group, reaches
every process of the group): the parent decides what happens (it cancels, prints what finished),
so a worker never dies halfway through a task nor breaks the pool under the parent.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from types import TracebackType
from typing import Any, TypeVar

MAX_WORKERS = 1024
_HELD_SIGNALS = {signal.SIGINT, signal.SIGTERM}
_Result = TypeVar("_Result")


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system says, else all)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def workers_for(jobs: int) -> tuple[int, str]:
    """The worker processes to run for `--jobs jobs` (0: one a core), and a line to show when
    more than the cores were asked for ("" otherwise): they are cut to one a core, as each is a
    whole process and more only share the same cores (and slow every one of them)."""
    cores = usable_cores()
    if jobs == 0:
        return cores, ""
    if jobs > cores:
        return (
            cores,
            f"--jobs {jobs:,} is more than the {cores} core{'s' if cores != 1 else ''} here: using {cores}",
        )
    return jobs, ""


class WorkerLostError(RuntimeError):
    """A worker process ended in the middle of its work (killed, or out of memory)."""


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """Stop signals held back from this thread meanwhile; a worker process started meanwhile
    inherits the mask, so a Ctrl-C during its start-up cannot end it with a traceback before
    it has set its handlers. Held signals reach this process at the end."""
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _start_worker(initializer: Callable[..., None] | None, initargs: tuple[Any, ...]) -> None:
    # Started with both signals blocked (see signals_held): one that came while it started
    # waits here, and is ignored.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _HELD_SIGNALS)
    # A worker ignores the stop signals and waits on a queue it holds both ends of: if the
    # parent is killed (SIGKILL, the out-of-memory killer), nothing else would ever end it.
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with_parent, args=(parent.sentinel,), daemon=True).start()
    if initializer is not None:
        initializer(*initargs)


def _exit_with_parent(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(1)


class WorkerPool:
    """`workers` spawned processes that run submitted calls (see the module's docstring).

    Processes start as calls are submitted. `submit` and `result` raise WorkerLostError once a
    worker has died; closing cancels what has not started and waits for what has.
    """

    def __init__(
        self, workers: int, initializer: Callable[..., None] | None = None, initargs: tuple[Any, ...] = ()
    ) -> None:
        if not 1 <= workers <= MAX_WORKERS:
            raise ValueError(f"workers must be 1 to {MAX_WORKERS}")
        self.workers = workers
        self._executor = ProcessPoolExecutor(
            max_workers=workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
            initargs=(initializer, initargs),
        )

    def submit(self, function: Callable[..., _Result], *args: Any) -> Future[_Result]:
        """Run `function(*args)` on a worker; WorkerLostError if one has died."""
        with signals_held():  # a submit may start a worker process
            try:
                return self._executor.submit(function, *args)
            except BrokenProcessPool:
                raise WorkerLostError(WORKER_LOST) from None

    @staticmethod
    def result(future: Future[_Result]) -> _Result:
        """The call's result (it must be done); WorkerLostError if its worker died."""
        try:
            return future.result()
        except BrokenProcessPool:
            raise WorkerLostError(WORKER_LOST) from None

    def close(self) -> None:
        """Cancel the calls not started, and wait for the workers to end."""
        self._executor.shutdown(wait=True, cancel_futures=True)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()


WORKER_LOST = "a worker process ended unexpectedly (killed, or out of memory)"
