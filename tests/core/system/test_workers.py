"""The one count of cores every search uses, and the one pool of worker processes the finder and
the ranges run on: a dead worker is reported (never waited on for ever), stop signals are the parent's."""

from __future__ import annotations

import os
import signal
import struct
import subprocess
import sys
import time
from concurrent.futures import Future, wait
from pathlib import Path
from typing import TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.finder.scan import (
    ALL_RANGE,
    CardPattern,
    WorkerFailedError,
    default_workers,
    find_deals,
)
from freecell_gui.core.system.workers import WorkerLostError, WorkerPool, usable_cores, workers_for


def test_one_count_of_cores_for_every_pool() -> None:
    assert usable_cores() == len(os.sched_getaffinity(0))
    assert default_workers() == usable_cores()  # the finder's, and the window's searches
    assert workers_for(0)[0] == usable_cores()  # solve --jobs 0 and find --jobs 0


@given(st.integers(0, 10_000))
def test_jobs_are_cut_to_the_cores_and_said_in_one_line(jobs: int) -> None:
    cores = usable_cores()
    workers, said = workers_for(jobs)
    assert 1 <= workers <= cores
    if jobs == 0:
        assert workers == cores and said == ""
    elif jobs <= cores:
        assert workers == jobs and said == ""
    else:
        assert workers == cores and said.startswith(f"--jobs {jobs:,} is more than") and "\n" not in said


def test_a_killed_worker_is_reported_not_waited_for() -> None:
    with WorkerPool(1) as pool:
        pid = pool.result(_done(pool.submit(os.getpid)))
        sleeping = pool.submit(time.sleep, 60)
        time.sleep(0.2)
        os.kill(pid, signal.SIGKILL)  # as the out-of-memory killer would
        wait([sleeping], timeout=30)
        with pytest.raises(WorkerLostError, match="ended unexpectedly"):
            pool.result(sleeping)
        with pytest.raises(WorkerLostError):
            pool.submit(os.getpid)


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_stop_signals_are_left_to_the_parent(number: int) -> None:
    with WorkerPool(1) as pool:
        pid = pool.result(_done(pool.submit(os.getpid)))
        os.kill(pid, number)  # as a Ctrl-C on the terminal reaches the whole group
        assert pool.result(_done(pool.submit(os.getpid))) == pid  # the same worker, alive


def test_a_worker_killed_in_a_scan_ends_the_finders_search_with_one_error() -> None:
    # Results of millions of numbers: the finder's pool must see the death even when the worker
    # dies halfway through sending one (a ProcessPoolExecutor waits for the rest for ever).
    pattern = CardPattern.from_prefix([DECK[0]])  # one card: a scan of all deals, on workers
    matches = find_deals(pattern, ALL_RANGE, workers=2)
    killed = False
    with pytest.raises(WorkerFailedError, match="ended in the middle of the scan"):
        for _ in matches:
            if not killed and (workers := _spawned_children()):
                os.kill(workers[0], signal.SIGKILL)
                killed = True
        pytest.fail("the scan ended without noticing its dead worker")


def test_a_worker_killed_halfway_through_sending_its_result_is_reported() -> None:
    # The case a ProcessPoolExecutor waits on for ever: the pool's thread has read the length of
    # a big result and part of it when the worker dies.
    with WorkerPool(1) as pool:
        sending = pool.submit(_send_half_a_result_and_die)
        wait([sending], timeout=30)
        assert sending.done(), "the pool waits for the rest of the result"
        with pytest.raises(WorkerLostError, match="ended unexpectedly"):
            pool.result(sending)


def test_every_call_under_way_and_waiting_gets_the_one_error() -> None:
    with WorkerPool(2) as pool:
        pids = {pool.result(_done(pool.submit(_pid_after, 0.3))) for _ in range(4)}
        calls = [pool.submit(time.sleep, 60) for _ in range(5)]
        time.sleep(0.2)
        os.kill(min(pids), signal.SIGKILL)
        wait(calls, timeout=30)
        assert all(isinstance(call.exception(), WorkerLostError) for call in calls)
    assert all(not _alive(pid) for pid in pids)  # the other worker was ended with it


def test_a_call_s_error_comes_back_with_the_worker_s_traceback() -> None:
    with WorkerPool(1) as pool:
        failed = _done(pool.submit(int, "not a number"))
        with pytest.raises(ValueError, match="invalid literal") as raised:
            pool.result(failed)
        assert "Traceback" in "".join(getattr(raised.value, "__notes__", []))
        assert pool.result(_done(pool.submit(int, "12"))) == 12  # the worker lives on


def test_closing_cancels_what_has_not_started_and_waits_for_the_rest() -> None:
    pool = WorkerPool(1)
    running = pool.submit(_pid_after, 0.5)
    time.sleep(0.2)
    queued = pool.submit(_pid_after, 0.0)
    pool.close()
    assert running.done() and isinstance(running.result(), int)
    assert queued.cancelled()
    assert not _alive(running.result())


def test_terminating_kills_the_workers_at_once() -> None:
    pool = WorkerPool(1)
    pid = pool.result(_done(pool.submit(os.getpid)))
    sleeping = pool.submit(time.sleep, 60)
    pool.terminate()
    assert not _alive(pid)
    assert isinstance(_done(sleeping).exception(), WorkerLostError)


def _pid_after(seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


def _send_half_a_result_and_die() -> None:
    # In the worker: the socket to the parent is its pipe; a Connection's message is a 4-byte
    # big-endian length, then the pickle.
    sockets = [fd for fd in map(int, os.listdir("/proc/self/fd")) if _is_socket(fd)]
    assert len(sockets) == 1
    os.write(sockets[0], struct.pack("!i", 1 << 20) + b"x" * 4096)
    time.sleep(0.3)  # the parent is now waiting for the rest
    os.kill(os.getpid(), signal.SIGKILL)


def _is_socket(fd: int) -> bool:
    try:
        return os.readlink(f"/proc/self/fd/{fd}").startswith("socket:")
    except OSError:
        return False


def _spawned_children() -> list[int]:
    pid = os.getpid()
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [int(child) for child in children if "spawn_main" in Path(f"/proc/{child}/cmdline").read_text()]


_Result = TypeVar("_Result")


def _done(future: Future[_Result]) -> Future[_Result]:
    wait([future], timeout=60)
    return future


ORPHAN = """
import os, sys, time
from freecell_gui.core.system.workers import WorkerPool

if __name__ == "__main__":
    pool = WorkerPool(1)
    print(pool.result(pool.submit(os.getpid)), flush=True)
    time.sleep(60)
"""


def test_workers_end_when_their_parent_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "orphan.py"
    script.write_text(ORPHAN)
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    worker = int(parent.stdout.readline())
    parent.kill()  # as the out-of-memory killer would: no clean-up of any kind
    parent.wait(30)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and _alive(worker):
        time.sleep(0.05)
    assert not _alive(worker)


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except OSError:
        return False
    return state != "Z"
