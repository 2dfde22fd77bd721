"""Solving in a worker process (or thread), reporting through a queue."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
from typing import Protocol

from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver.results import CancelFlag
from freecell_gui.core.solver.schedule import DEFAULT_TIME_LIMIT, solve
from freecell_gui.core.system.workers import exit_with_parent


class _Queue(Protocol):
    def put(self, item: object) -> None: ...


def solve_worker(
    position: Position,
    queue: _Queue,
    cancel: CancelFlag,
    time_limit: float = DEFAULT_TIME_LIMIT,
    fast: bool = False,
    lower_priority: bool = False,
) -> None:
    """Solve in a worker (a multiprocessing.Process or a thread) and report through `queue`.

    It puts ("solution", moves) for each better solution, ("progress", SolveProgress) about
    ten times a second, and last ("done", SolveResult). Set `cancel` (a multiprocessing.Event)
    to stop it: it finishes within a few milliseconds, keeping the best solution so far. All
    arguments and messages pickle, so the window can run it with multiprocessing:

        cancel = multiprocessing.Event(); queue = multiprocessing.Queue()
        multiprocessing.Process(target=solve_worker, args=(position, queue, cancel)).start()

    `lower_priority` (for a worker process) asks the system to run it after the programs the
    user is waiting on, the window first: on a busy machine the window stays quick, and the
    answer is the same, only later (`time_limit` counts the worker's CPU seconds, see solve).
    """
    settle_signals()
    if lower_priority and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(5)
    solve(
        position,
        time_limit=time_limit,
        fast=fast,
        on_solution=lambda moves: queue.put(("solution", moves)),
        on_progress=lambda progress: queue.put(("progress", progress)),
        cancel=cancel,
        on_done=lambda result: queue.put(("done", result)),
    )


def settle_signals() -> None:
    """In a worker process of its own: Ctrl-C is the parent's to handle (it cancels the solve, or
    ends this process with SIGTERM), so it is ignored here rather than ending the worker with a
    traceback; then the stop signals the parent held back while starting it are let through."""
    if multiprocessing.parent_process() is None or threading.current_thread() is not threading.main_thread():
        return  # a thread of the caller's process: its signals are its own
    exit_with_parent()  # a window killed outright leaves no search running
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})
