"""A real Dask cluster for tests: a LocalCluster on the loopback, two single-thread worker
processes, no dashboard. Started once a test module (a few seconds) and shut down after."""

from __future__ import annotations

import os
import signal
import warnings
from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="module")
def dask_cluster() -> Iterator[Any]:
    """The running LocalCluster; its scheduler's address is `dask_cluster.scheduler_address`."""
    import distributed  # in the test extra: these tests never skip themselves

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cluster = distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
            silence_logs=50,
        )
    try:
        yield cluster
    finally:
        cluster.close(timeout=10)


def worker_pids(address: str) -> dict[str, int]:
    """Each worker's process id, by the worker's address."""
    import distributed

    with distributed.Client(address, set_as_default=False, timeout=10) as client:
        pids: dict[str, int] = client.run(os.getpid)
    return pids


def kill_process(pid: int) -> None:
    """End a worker as the kernel's out-of-memory killer would: at once, with no clean-up."""
    os.kill(pid, signal.SIGKILL)
