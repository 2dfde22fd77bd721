"""A real Dask LocalCluster in a process of its own, for the tests (`python -m
tests.core.ranges.cluster_process`): two single-thread worker processes on the loopback, no
dashboard. It prints its scheduler's address on one line once both workers are up, then runs
until its standard input closes (the test run ended, or died), and shuts the cluster down.

Its own process keeps the scheduler's event loop and threads out of the test process, where
Qt, other clusters' leftovers and forked workers live (Dask's advice: a LocalCluster is best
started from a clean interpreter)."""

from __future__ import annotations

import sys
import warnings

WORKERS = 2
START_SECONDS = 60


def main() -> None:
    import distributed

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cluster = distributed.LocalCluster(
            n_workers=WORKERS,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
            silence_logs=50,
        )
    try:
        cluster.wait_for_workers(WORKERS, timeout=START_SECONDS)
        print(cluster.scheduler_address, flush=True)
        sys.stdin.read()  # until the tests close it
    finally:
        cluster.close(timeout=10)


if __name__ == "__main__":  # the workers are spawned: they import this module, never run it
    main()
