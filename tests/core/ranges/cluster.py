"""A real Dask cluster for tests: a LocalCluster on the loopback, two single-thread worker
processes, no dashboard, run in a process of its own (cluster_process.py). Started once a test
run (a few seconds), by the first test that asks for `dask_cluster`, and shut down at its end."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest

REPOSITORY = Path(__file__).resolve().parents[3]  # where `python -m tests...` finds the tests
START_SECONDS = 120  # two worker processes on a busy machine; the cluster's own limit is 60 s
STOP_SECONDS = 20


class ClusterProcess:
    """The cluster's scheduler address, and a way to wait for its workers."""

    def __init__(self, address: str) -> None:
        self.scheduler_address = address

    def wait_for_workers(self, count: int, timeout: float) -> None:
        """Until `count` workers are up (a killed one is restarted by its nanny); TimeoutError after `timeout` s."""
        import distributed

        with distributed.Client(self.scheduler_address, set_as_default=False, timeout=60) as client:
            client.wait_for_workers(count, timeout=timeout)


def _first_line(stream: IO[bytes], seconds: float) -> bytes:
    """The first line `stream` gives within `seconds`, or b"" past them or at its end."""
    deadline = time.monotonic() + seconds
    line = b""
    descriptor = stream.fileno()
    while not line.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([descriptor], [], [], left)[0]:
            return b""
        chunk = os.read(descriptor, 4096)
        if not chunk:
            return b""
        line += chunk
    return line


def _end(process: subprocess.Popen[bytes]) -> None:
    if process.stdin is not None:
        process.stdin.close()
    try:
        process.wait(timeout=STOP_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)  # the cluster process and its workers
        process.wait()


@pytest.fixture(scope="session")
def dask_cluster() -> Iterator[Any]:
    """The running cluster; its scheduler's address is `dask_cluster.scheduler_address`."""
    import distributed  # noqa: F401  # in the test extra: these tests never skip themselves

    with tempfile.TemporaryFile() as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "tests.core.ranges.cluster_process"],
            cwd=REPOSITORY,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log,
            start_new_session=True,  # the tests' signals to their own process group never reach it
        )
        try:
            assert process.stdout is not None
            address = _first_line(process.stdout, START_SECONDS).decode().strip()
            if not address.startswith("tcp://"):
                _end(process)
                log.seek(0)
                pytest.fail(
                    f"the test cluster did not start within {START_SECONDS} s:\n{log.read().decode()}"
                )
            yield ClusterProcess(address)
        finally:
            _end(process)


def worker_pids(address: str) -> dict[str, int]:
    """Each worker's process id, by the worker's address."""
    import distributed

    with distributed.Client(address, set_as_default=False, timeout=60) as client:
        pids: dict[str, int] = client.run(os.getpid)
    return pids


def kill_process(pid: int) -> None:
    """End a worker as the kernel's out-of-memory killer would: at once, with no clean-up."""
    os.kill(pid, signal.SIGKILL)
