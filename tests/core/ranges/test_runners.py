"""The runners: in this process, on local worker processes, on a real Dask LocalCluster (two
single-thread worker processes on the loopback). Each hands back every deal once, with the
statuses of a run in this process, and stops within a second."""

from __future__ import annotations

import threading
from collections.abc import Collection
from typing import Any

import pytest

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.ranges.dask_cluster import DaskRunner, chunk_size
from freecell_gui.core.ranges.local_pool import LocalPoolRunner
from freecell_gui.core.ranges.records import DealRecord
from freecell_gui.core.ranges.runner import InProcessRunner, RangeRunner
from freecell_gui.core.ranges.solving import SolveSettings
from freecell_gui.core.solver import Outcome
from tests.core.ranges.cluster import kill_process, worker_pids

FAST = SolveSettings(fast=True)
# A few quick deals and one proven unsolvable, so a status can differ.
DEALS = [*range(1, 25), 146692]


def _records(runner: RangeRunner, deals: Collection[int], stop: Any = None) -> list[DealRecord]:
    with runner:
        return list(runner.records(deals, FAST, stop or threading.Event()))


@pytest.fixture(scope="module")
def reference() -> dict[int, Outcome]:
    """Each deal's status, solved here in this process."""
    return {record.deal: record.status for record in _records(InProcessRunner(), DEALS)}


def _check(records: list[DealRecord], reference: dict[int, Outcome]) -> None:
    numbers = [record.deal for record in records]
    assert sorted(numbers) == sorted(reference)  # every deal, each once
    assert {record.deal: record.status for record in records} == reference
    assert reference[146692] is Outcome.UNSOLVABLE
    for record in records:
        if record.status is Outcome.SOLVED:
            start = Position.from_deal(deal(record.deal))
            assert replay(start, parse_moves(" ".join(record.moves)), AutoplayPolicy.MS).won


def test_local_worker_processes_give_the_statuses_of_this_process(reference: dict[int, Outcome]) -> None:
    _check(_records(LocalPoolRunner(2), DEALS), reference)


def test_a_dask_cluster_gives_the_statuses_of_this_process(
    dask_cluster: Any, reference: dict[int, Outcome]
) -> None:
    runner = DaskRunner(dask_cluster.scheduler_address, chunk=4)
    records = _records(runner, DEALS)
    assert runner.workers == 2
    _check(records, reference)


def _stop_after_first(runner: RangeRunner, deals: Collection[int]) -> list[DealRecord]:
    stop = threading.Event()
    records: list[DealRecord] = []
    with runner:
        for record in runner.records(deals, FAST, stop):
            records.append(record)
            stop.set()
    return records


@pytest.mark.parametrize("where", ["local", "dask"])
def test_a_stop_ends_the_run_keeping_what_finished(where: str, request: pytest.FixtureRequest) -> None:
    # How soon it ends after the stop (about a second with the workers' shutdown) is bench_stop.py's.
    if where == "dask":
        runner: RangeRunner = DaskRunner(request.getfixturevalue("dask_cluster").scheduler_address, chunk=50)
    else:
        runner = LocalPoolRunner(2)
    records = _stop_after_first(runner, range(1, 2001))
    numbers = [record.deal for record in records]
    assert 1 <= len(numbers) < 2000 and len(set(numbers)) == len(numbers)


def test_a_worker_killed_mid_chunk_has_its_deals_redone_once(dask_cluster: Any) -> None:
    # Chunks of 15 deals take a quarter of a second or so: when the first comes back, the
    # other worker is in the middle of one. Kill it; the scheduler gives its chunk to the other.
    address = dask_cluster.scheduler_address
    runner = DaskRunner(address, chunk=15)
    deals = range(1, 151)
    records: list[DealRecord] = []
    with runner:
        for record in runner.records(deals, FAST, threading.Event()):
            if not records:
                pids = worker_pids(address)
                assert len(pids) == 2
                kill_process(next(iter(pids.values())))
            records.append(record)
    assert sorted(record.deal for record in records) == list(deals)
    dask_cluster.wait_for_workers(2, timeout=120)  # the nanny restarts it, for the tests after


def test_chunks_are_a_few_hundred_deals_at_most_and_a_few_a_worker_for_short_ranges() -> None:
    assert chunk_size(2000, 2) == 200
    assert chunk_size(1_000_000, 50) == 200
    assert chunk_size(100, 2) == 13
    assert chunk_size(5, 8) == 10
