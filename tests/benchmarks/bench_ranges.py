"""Solving a range: deals a second for 1..2000 with --fast on one process, on two local worker
processes (--jobs 2) and on a two-worker Dask LocalCluster, and the scheduler's cost a chunk.

    .venv/bin/python -m tests.benchmarks.bench_ranges          # about 5 minutes on 2 cores

The machine has two cores, so the ideal for both parallel runs is twice one process's rate.
Each rate is the median of BENCH_RANGES_REPEATS runs (3 by default), the three ways taken in
turn in each round so they share the machine's moments of load alike. The cost a chunk is the
extra time a range takes when cut into one-deal chunks rather than chunks of 50, divided by
the extra chunks: the scheduler's round trip, the worker's, and the stop check a chunk makes.
"""

from __future__ import annotations

import os
import statistics
import sys
import threading
import time
import warnings
from collections.abc import Callable
from typing import Any

from freecell_gui.core.deals.dealer import LAST_DEAL
from freecell_gui.core.ranges.dask_cluster import DaskRunner
from freecell_gui.core.ranges.local_pool import LocalPoolRunner
from freecell_gui.core.ranges.runner import InProcessRunner, RangeRunner
from freecell_gui.core.ranges.solving import SolveSettings
from tests.benchmarks.harness import Figure, at_least, at_most, print_figures

DEALS = range(1, 2001)
FAST = SolveSettings(fast=True)
SECONDS_A_YEAR = 365.25 * 24 * 3600


def _solve_all(make: Callable[[], RangeRunner], deals: range) -> float:
    """Seconds to solve `deals` on a fresh runner, its start and stop included."""
    started = time.perf_counter()
    runner = make()
    with runner:
        count = sum(1 for _ in runner.records(deals, FAST, threading.Event()))
    assert count == len(deals)
    return time.perf_counter() - started


def _cluster() -> Any:
    import distributed

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
            silence_logs=50,
        )


def _chunk_costs(address: str, count: int = 200) -> tuple[float, float]:
    """Seconds a chunk costs beyond its solving, two ways: one empty chunk at a time (the round
    trip: submit, schedule, run on a worker, result back), and many at once (the scheduler's
    throughput, both workers busy)."""
    import distributed

    from freecell_gui.core.ranges.dask_cluster import solve_cluster_chunk

    with distributed.Client(address, set_as_default=False) as client:
        started = time.perf_counter()
        for _ in range(count // 4):
            client.submit(solve_cluster_chunk, [], FAST, "unused", pure=False).result()
        one_at_a_time = (time.perf_counter() - started) / (count // 4)
        started = time.perf_counter()
        client.gather(
            [client.submit(solve_cluster_chunk, [], FAST, "unused", pure=False) for _ in range(count)]
        )
        many = (time.perf_counter() - started) / count
    return one_at_a_time, many


def run() -> list[Figure]:
    repeats = int(os.environ.get("BENCH_RANGES_REPEATS", "3"))
    cluster = _cluster()
    address = cluster.scheduler_address
    ways: dict[str, Callable[[], RangeRunner]] = {
        "one process": InProcessRunner,
        "--jobs 2": lambda: LocalPoolRunner(2),
        "Dask": lambda: DaskRunner(address),
    }
    try:
        samples: dict[str, list[float]] = {name: [] for name in ways}
        for _ in range(repeats):  # the three ways in turn, so each round shares the machine's load
            for name, make in ways.items():
                samples[name].append(_solve_all(make, DEALS))
        costs = [_chunk_costs(address) for _ in range(repeats)]
    finally:
        cluster.close(timeout=10)
    rate = {name: len(DEALS) / statistics.median(times) for name, times in samples.items()}
    one = rate["one process"]

    def speed_up(name: str) -> float:  # the median of each round's ratio (harness.median_ratio's way)
        return statistics.median(a / b for a, b in zip(samples["one process"], samples[name], strict=True))

    round_trip = statistics.median(cost[0] for cost in costs)
    throughput = statistics.median(cost[1] for cost in costs)
    chunk_work = 200 / rate["Dask"]  # seconds of solving in a chunk of 200 deals, both workers busy
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return [
        Figure(f"load average at the end (uptime), {os.cpu_count()} cores", load, "", "none", True),
        at_least("deals 1..2000 --fast, one process: deals a second", one, "/s", 20),
        at_least("deals 1..2000 --fast, --jobs 2: deals a second", rate["--jobs 2"], "/s", 20),
        at_least("  --jobs 2 over one process, median of rounds (ideal 2x)", speed_up("--jobs 2"), "x", 1.5),
        at_least(
            "deals 1..2000 --fast, Dask LocalCluster (2 workers): deals a second", rate["Dask"], "/s", 20
        ),
        at_least("  Dask over one process, median of rounds (ideal 2x)", speed_up("Dask"), "x", 1.5),
        at_most("Dask: a chunk's round trip, one at a time (ms)", round_trip * 1000, "ms", 20),
        at_most("Dask: a chunk's cost, many at once (ms)", throughput * 1000, "ms", 10),
        at_most(
            "  a round trip against a chunk of 200 deals' solving (%)", 100 * round_trip / chunk_work, "%", 1
        ),
        Figure(
            "all 8,589,934,591 deals at one process's rate: core-years",
            LAST_DEAL / one / SECONDS_A_YEAR,
            "years",
            "none",
            True,
        ),
    ]


if __name__ == "__main__":
    print(f"# Python {sys.version.split()[0]}, {os.cpu_count()} cores; medians of repeated runs")
    raise SystemExit(print_figures(run()))
