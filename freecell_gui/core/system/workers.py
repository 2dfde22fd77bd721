"""Worker processes of this machine: how many to run, and the one pool every search runs them in.

Every search counts cores with `usable_cores` (the finder, the window's searches, `--jobs 0`)
and cuts `--jobs` to it with `workers_for`. The finder (core/finder/search.py) and the ranges
(core/ranges/local_pool.py) both run on `WorkerPool`, which reports a worker that died (killed,
or out of memory) as one `WorkerLostError` to every call under way, never waiting for it.

Why not the standard library's pools: a `multiprocessing.Pool` quietly replaces a dead worker
and leaves its task unanswered for ever (seeing the death means reading its private attributes);
a `concurrent.futures.ProcessPoolExecutor` whose worker is killed halfway through sending a
result larger than a pipe's buffer waits for the rest of it for ever (its results share one
queue whose writing end the parent also holds, so the pipe never ends; its manager thread blocks
in `recv`, and the death is never reported; seen with `find` of one card over all deals,
CPython 3.11). Here each worker has a pipe of its own that only it writes.

Spawned, never forked: a fork copies whatever locks other threads hold at that instant (Qt's,
Dask's, a logging handler's) into a child that can then wait on them for ever. Workers leave
Ctrl-C and SIGTERM to the parent (a terminal's Ctrl-C, or a SIGTERM to the process group, reaches
every process of the group): the parent decides what happens (it cancels, prints what finished),
so a worker never dies halfway through a task nor breaks the pool under the parent.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import multiprocessing
import multiprocessing.connection
import multiprocessing.context
import multiprocessing.process
import os
import pickle
import signal
import sys
import threading
import traceback
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from types import TracebackType
from typing import Any, TypeVar

MAX_WORKERS = 1024
_HELD_SIGNALS = {signal.SIGINT, signal.SIGTERM}
_STOP_SECONDS = 5.0  # how long a worker told to stop, or killed, may take to end
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


class QuietStart:
    """A worker process's target that ends quietly if its start is stopped.

    A spawned worker reads its target and arguments from its parent before any of our code runs
    in it. When the parent ends in those first moments (a window closed, killed, or a Ctrl-C to
    the whole group), the worker failed there with a Python traceback on the terminal: the
    queue's and the event's semaphores were already released by the ending parent
    (`FileNotFoundError` from `SemLock._rebuild`), or a stop signal arrived while it imported.
    Unpickled in the worker, this object installs, before the arguments are read, a
    `sys.excepthook` that says nothing of such an end: a stopped worker ends with status 1 and no
    word. Any other failure of the start (a parent still there, a real error) is printed as
    before, and once the target runs the usual hook is back.
    """

    def __init__(self, target: Callable[..., Any], parent_pid: int | None = None) -> None:
        self.target = target
        self.parent_pid = os.getpid() if parent_pid is None else parent_pid

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if sys.excepthook is _quiet_if_stopped:  # started: what fails now is the target's own
            sys.excepthook = sys.__excepthook__
        return self.target(*args, **kwargs)

    def __reduce__(self) -> tuple[Any, ...]:
        # The hook is installed by the call (first); the target is set after it (pickle's state),
        # so even importing the target's module is covered; the arguments come after both.
        return (_quiet_start_in_worker, (self.parent_pid,), {"target": self.target})


_started_by: list[int] = []  # in a worker: its parent's process id, once QuietStart is unpickled


def _quiet_start_in_worker(parent_pid: int) -> QuietStart:
    _started_by[:] = [parent_pid]
    sys.excepthook = _quiet_if_stopped
    return QuietStart(_never_set, parent_pid)


def _never_set() -> None:  # replaced by the pickled target straight after
    raise RuntimeError("a QuietStart without its target")


def _quiet_if_stopped(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    if not _stopped_while_starting(kind, error, trace):
        sys.__excepthook__(kind, error, trace)


def _stopped_while_starting(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> bool:
    """True if the worker's start failed because it was stopped: a stop signal, its parent gone,
    or the parent's semaphores released (which it does only as it drops the job or ends)."""
    if issubclass(kind, KeyboardInterrupt):
        return True
    if _started_by and os.getppid() != _started_by[0]:  # orphaned: the parent has ended
        return True
    if isinstance(error, FileNotFoundError):
        frames = traceback.extract_tb(trace)
        return bool(frames) and frames[-1].filename.endswith(
            os.path.join("multiprocessing", "synchronize.py")
        )
    return False


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
    exit_with_parent()
    if initializer is not None:
        initializer(*initargs)


def exit_with_parent() -> None:
    """In a worker process: end it as soon as its parent ends, however the parent ended (a
    SIGKILL or the out-of-memory killer leave no time to stop it), so no search runs on as an
    orphan. A watcher thread waits on the parent's sentinel; nothing in a process of its own."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with_parent, args=(parent.sentinel,), daemon=True).start()


def _exit_with_parent(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(1)


class WorkerPool:
    """`workers` spawned processes that run submitted calls (see the module's docstring).

    `submit` gives a `concurrent.futures.Future`; `result` gives its value or raises
    WorkerLostError once a worker has died, as `submit` then does. `close` cancels what has not
    started and waits for what has; `terminate` kills the workers at once.

    Each worker has a pipe of its own, whose other end only this process holds: a worker that
    dies, even halfway through sending a result, closes it, so the pool's thread reading it gets
    the end of the file instead of waiting for the rest. The thread also watches every worker's
    sentinel, and on a death fails every call under way and waiting, and kills the others.
    """

    def __init__(
        self, workers: int, initializer: Callable[..., None] | None = None, initargs: tuple[Any, ...] = ()
    ) -> None:
        if not 1 <= workers <= MAX_WORKERS:
            raise ValueError(f"workers must be 1 to {MAX_WORKERS}")
        self.workers = workers
        self._lock = threading.Lock()
        self._waiting: collections.deque[_Call] = collections.deque()
        self._closing = False
        self._broken = False
        self._wake_reader, self._wake_writer = os.pipe()
        os.set_blocking(self._wake_reader, False)
        os.set_blocking(self._wake_writer, False)
        self._workers: list[_Worker] = []
        try:
            context = multiprocessing.get_context("spawn")
            with signals_held():  # the workers and the thread start with the stop signals held
                for _ in range(workers):
                    self._workers.append(_Worker.start(context, initializer, initargs))
                self._manager = threading.Thread(target=self._manage, name="worker pool", daemon=True)
                self._manager.start()
        except BaseException:
            self._kill_workers()
            self._close_wake_pipe()
            raise

    def submit(self, function: Callable[..., _Result], *args: Any) -> Future[_Result]:
        """Run `function(*args)` on a worker; WorkerLostError if one has died."""
        future: Future[_Result] = Future()
        with self._lock:
            if self._broken:
                raise WorkerLostError(WORKER_LOST)
            if self._closing:
                raise RuntimeError("the pool is closed")
            self._waiting.append(_Call(future, function, args))
        self._wake()
        return future

    @staticmethod
    def result(future: Future[_Result]) -> _Result:
        """The call's result (it must be done); WorkerLostError if its worker died."""
        return future.result()

    def close(self) -> None:
        """Cancel the calls not started, and wait for the workers to end."""
        with self._lock:
            self._closing = True
            waiting, self._waiting = list(self._waiting), collections.deque()
        for call in waiting:
            call.future.cancel()
        self._wake()
        self._manager.join()
        self._close_wake_pipe()

    def terminate(self, patience: float = 2.0) -> None:
        """Kill the workers now (what they were doing is lost), and fail every call left."""
        with self._lock:
            self._closing = True
        self._kill_processes()  # the pool's thread may be reading a half-sent result: it ends
        self._wake()
        self._manager.join(patience)
        self._close_wake_pipe()

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    # --- the pool's thread ---------------------------------------------------------------------

    def _manage(self) -> None:
        try:
            self._serve()
        except Exception as error:  # told to every caller, never lost in a thread
            self._fail_all(error)
        finally:
            self._kill_workers()

    def _serve(self) -> None:
        while True:
            self._hand_out()
            with self._lock:
                closing = self._closing
            if closing and not any(worker.call for worker in self._workers):
                self._stop_idle_workers()
                return
            busy = [worker.connection for worker in self._workers if worker.call is not None]
            sentinels = [worker.process.sentinel for worker in self._workers]
            ready = set(multiprocessing.connection.wait([self._wake_reader, *busy, *sentinels]))
            if self._wake_reader in ready:
                with contextlib.suppress(BlockingIOError):
                    os.read(self._wake_reader, 4096)
            for worker in self._workers:
                if worker.call is not None and worker.connection in ready:
                    worker.take_result()  # WorkerLostError if it died halfway through sending
            if any(worker.process.sentinel in ready for worker in self._workers):
                with self._lock:
                    closing = self._closing
                if not closing or any(worker.call for worker in self._workers):
                    raise WorkerLostError(WORKER_LOST)

    def _hand_out(self) -> None:
        for worker in self._workers:
            while worker.call is None:
                with self._lock:
                    if not self._waiting:
                        return
                    call = self._waiting.popleft()
                if call.future.set_running_or_notify_cancel():
                    worker.give(call)

    def _stop_idle_workers(self) -> None:
        for worker in self._workers:
            with contextlib.suppress(OSError):
                worker.connection.send(None)
        for worker in self._workers:
            worker.process.join(_STOP_SECONDS)

    def _fail_all(self, error: Exception) -> None:
        with self._lock:
            self._broken = True
            waiting, self._waiting = list(self._waiting), collections.deque()
        running = [worker.call for worker in self._workers if worker.call is not None]
        for worker in self._workers:
            worker.call = None
        for call in running:
            call.future.set_exception(error)
        for call in waiting:
            if call.future.set_running_or_notify_cancel():  # False: cancelled meanwhile
                call.future.set_exception(error)

    def _kill_workers(self) -> None:
        """Kill the workers, wait for them, and close their pipes (the pool's thread's job once
        it runs: closing a pipe another thread reads is not safe)."""
        self._kill_processes()
        for worker in self._workers:
            worker.process.join(_STOP_SECONDS)
            with contextlib.suppress(OSError):
                worker.connection.close()

    def _kill_processes(self) -> None:
        for worker in self._workers:
            if worker.process.exitcode is None:
                worker.process.kill()

    def _wake(self) -> None:
        with contextlib.suppress(BlockingIOError, OSError):  # already awake, or closed
            os.write(self._wake_writer, b"!")

    def _close_wake_pipe(self) -> None:
        with self._lock:
            ends, self._wake_reader, self._wake_writer = (self._wake_reader, self._wake_writer), -1, -1
        for end in ends:
            if end >= 0:
                os.close(end)


@dataclasses.dataclass
class _Call:
    future: Future[Any]
    function: Callable[..., Any]
    args: tuple[Any, ...]


@dataclasses.dataclass
class _Worker:
    process: multiprocessing.process.BaseProcess
    connection: multiprocessing.connection.Connection
    call: _Call | None = None

    @staticmethod
    def start(
        context: multiprocessing.context.SpawnContext,
        initializer: Callable[..., None] | None,
        initargs: tuple[Any, ...],
    ) -> _Worker:
        mine, theirs = context.Pipe()
        process = context.Process(
            target=_serve_calls, args=(theirs, initializer, initargs), name="freecell worker", daemon=True
        )
        try:
            process.start()
        finally:
            # Only the worker holds its end now: its death ends the pipe (see WorkerPool).
            theirs.close()
        return _Worker(process, mine)

    def give(self, call: _Call) -> None:
        self.call = call
        try:
            self.connection.send((call.function, call.args))
        except (OSError, EOFError):
            raise WorkerLostError(WORKER_LOST) from None

    def take_result(self) -> None:
        try:
            succeeded, value = self.connection.recv()
        except (OSError, EOFError):
            raise WorkerLostError(WORKER_LOST) from None
        call, self.call = self.call, None
        if call is not None:
            if succeeded:
                call.future.set_result(value)
            else:
                call.future.set_exception(value)


def _serve_calls(
    connection: multiprocessing.connection.Connection,
    initializer: Callable[..., None] | None,
    initargs: tuple[Any, ...],
) -> None:
    """A worker process's life: run each call its pipe brings, until None or the pipe's end."""
    _start_worker(initializer, initargs)
    while True:
        try:
            call = connection.recv()
        except (EOFError, OSError):
            return
        if call is None:
            return
        function, args = call
        try:
            answer: tuple[bool, Any] = (True, function(*args))
        except Exception as error:  # given back to the caller, as a call here would raise it
            error.add_note("".join(traceback.format_exception(error)))
            answer = (False, error)
        try:
            connection.send(answer)
        except (pickle.PicklingError, TypeError, AttributeError) as error:
            connection.send((False, RuntimeError(f"the worker's answer could not be sent back: {error}")))


WORKER_LOST = "a worker process ended unexpectedly (killed, or out of memory)"
