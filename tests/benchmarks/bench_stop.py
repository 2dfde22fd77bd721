"""How soon a long command ends after Ctrl-C or SIGTERM: from the signal to the process's end.

The stop-signal tests (tests/cli, tests/fuzz, tests/ui/test_window_signals.py) once asserted
these (under 1 s for an export or the window, 1.5 s for a `find` on two workers or a range of
solves, 2 s for `verify` reading its input), and the cancel tests the same of a cancel inside the
process (0.2 s for a finder scan, 1.5 s for a range's runners); a loaded machine stretches them,
so the tests now assert a clean stop and the times are measured here, as medians.

python -m tests.benchmarks.bench_stop
"""

from __future__ import annotations

import os
import queue
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from typing import Any

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver import solve_worker
from tests.benchmarks.harness import Figure, at_most, print_figures
from tests.conftest import REPOSITORY
from tests.stop_signal import run_then_stop, stop_with, wait_until_catching

TRIES = 3


def _median_stop(
    arguments: list[str], number: int, *, after_cpu_seconds: float = 0.0, settle: float = 0.0
) -> float:
    """The median of TRIES stops of `freecell-gui ARGUMENTS`, each in a fresh scratch folder."""
    seconds = []
    here = os.getcwd()
    for _ in range(TRIES):
        with tempfile.TemporaryDirectory() as scratch:
            os.chdir(scratch)
            try:
                stopped = run_then_stop(arguments, number, settle, after_cpu_seconds=after_cpu_seconds)
            finally:
                os.chdir(here)
        assert stopped.status == 128 + number, stopped.stderr
        seconds.append(stopped.seconds)
    return statistics.median(seconds)


def _median_solver_answer(number: int = 11982) -> float:
    """Seconds from the cancel to the solve worker's answer (it gives back its memory after)."""
    seconds = []
    for _ in range(5):
        reports: queue.Queue[tuple[str, object]] = queue.Queue()
        cancel = threading.Event()
        worker = threading.Thread(
            target=solve_worker, args=(Position.from_deal(deal(number)), reports, cancel)
        )
        worker.start()
        while reports.get()[0] != "progress":
            pass
        cancelled_at = time.perf_counter()
        cancel.set()
        while reports.get()[0] != "done":
            pass
        seconds.append(time.perf_counter() - cancelled_at)
        worker.join()
    return statistics.median(seconds)


def _median_window_stop(number: int) -> float:
    """Seconds from the signal to the end of the window (offscreen), sent once it has painted."""
    from freecell_gui.ui.first_paint import REPORT_FIRST_PAINT

    seconds = []
    for _ in range(TRIES):
        with tempfile.TemporaryDirectory() as home:
            env = {
                **os.environ,
                "QT_QPA_PLATFORM": "offscreen",
                "XDG_CONFIG_HOME": home,
                "XDG_DATA_HOME": home,
                "HOME": home,
                "PYTHONPATH": str(REPOSITORY),
                REPORT_FIRST_PAINT: "1",
            }
            process = subprocess.Popen(
                [sys.executable, "-m", "freecell_gui", "--deal", "617"],
                env=env,
                cwd=home,
                stderr=subprocess.PIPE,
                text=True,
            )
            assert process.stderr is not None
            while "first paint" not in process.stderr.readline():
                assert process.poll() is None, "the window ended before its first paint"
            took, stderr = stop_with(process, number)
            assert process.returncode == 128 + number, stderr
            seconds.append(took)
    return statistics.median(seconds)


def _median_verify_stop() -> float:
    """Seconds from Ctrl-C to the end of `verify` reading moves that keep coming on its input."""
    seconds = []
    for _ in range(TRIES):
        process = subprocess.Popen(
            [sys.executable, "-m", "freecell_gui", "verify", "10913", "-"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert process.stdin is not None
        process.stdin.write(b"26 76 72 72 5a 27\n" * 1000)
        process.stdin.flush()
        wait_until_catching(process, signal.SIGINT)
        time.sleep(0.3)  # and reach the read
        started = time.perf_counter()
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=120)
        seconds.append(time.perf_counter() - started)
        assert process.returncode == 130
    return statistics.median(seconds)


def _median_finder_cancel() -> float:
    """Seconds from the cancel to the end of a finder scan of every deal (in this process)."""
    from freecell_gui.core.deals.dealer import deal_order
    from freecell_gui.core.finder import scan

    # One card of deal 5 at place 44: no early filter, the slowest kind of scan (as the test's).
    pattern = scan.CardPattern(((44, deal_order(5)[44]),))
    seconds = []
    for _ in range(5):
        stop = threading.Event()
        started = threading.Event()
        matches = scan.find_deals(
            pattern, scan.ALL_RANGE, cancelled=stop.is_set, progress=lambda _done, seen=started: seen.set()
        )
        thread = threading.Thread(target=list, args=(matches,))
        thread.start()
        started.wait(60)
        cancelled_at = time.perf_counter()
        stop.set()
        thread.join(60)
        seconds.append(time.perf_counter() - cancelled_at)
    return statistics.median(seconds)


def _median_runner_stop(make: Callable[[], Any]) -> float:
    """Seconds from the stop (at the first record) to the end of the run, the shutdown included."""
    from freecell_gui.core.ranges.solving import SolveSettings

    seconds = []
    for _ in range(TRIES):
        stop = threading.Event()
        runner = make()
        with runner:
            for _record in runner.records(range(1, 2001), SolveSettings(fast=True), stop):
                if not stop.is_set():
                    stop.set()
                    stopped = time.perf_counter()
        seconds.append(time.perf_counter() - stopped)
    return statistics.median(seconds)


def _runner_figures() -> list[Figure]:
    from freecell_gui.core.ranges.dask_cluster import DaskRunner
    from freecell_gui.core.ranges.local_pool import LocalPoolRunner
    from tests.benchmarks.bench_ranges import _cluster

    figures = [
        at_most(
            "Stop to the run's end: 1..2000 --fast on 2 local workers",
            _median_runner_stop(lambda: LocalPoolRunner(2)),
            "s",
            1.5,
        )
    ]
    with _cluster() as cluster:
        figures.append(
            at_most(
                "Stop to the run's end: 1..2000 --fast on a 2-worker Dask cluster",
                _median_runner_stop(lambda: DaskRunner(cluster.scheduler_address, chunk=50)),
                "s",
                1.5,
            )
        )
    return figures


def run() -> list[Figure]:
    return [
        at_most("Cancel to the answer: the solve worker, deal 11982", _median_solver_answer(), "s", 0.1),
        at_most("Cancel to the end: a finder scan of every deal", _median_finder_cancel(), "s", 0.2),
        *_runner_figures(),
        at_most(
            "Ctrl-C to the window's end (offscreen, after its first paint)",
            _median_window_stop(signal.SIGINT),
            "s",
            1.0,
        ),
        at_most(
            "SIGTERM to the window's end (offscreen, after its first paint)",
            _median_window_stop(signal.SIGTERM),
            "s",
            1.0,
        ),
        at_most(
            "Ctrl-C to the end: verify reading moves from standard input", _median_verify_stop(), "s", 2.0
        ),
        at_most(
            "Ctrl-C to the end: solve 1-100000 --summary (one process)",
            _median_stop(["solve", "1-100000", "--summary"], signal.SIGINT, settle=1.0),
            "s",
            1.5,
        ),
        at_most(
            "SIGTERM to the end: solve 1-100000 (a line a deal)",
            _median_stop(["solve", "1-100000"], signal.SIGTERM, settle=1.0),
            "s",
            1.5,
        ),
        at_most(
            "SIGTERM to the end: find AS --range all on 2 workers",
            _median_stop(["find", "AS", "--range", "all", "--jobs", "2"], signal.SIGTERM, settle=1.0),
            "s",
            1.5,
        ),
        at_most(
            "Ctrl-C to the end: export 1-3000 as SVG files",
            _median_stop(
                ["export", "1-3000", "-o", "out/", "--format", "svg"], signal.SIGINT, after_cpu_seconds=0.8
            ),
            "s",
            1.0,
        ),
        at_most(
            "SIGTERM to the end: export a 1000-deal PDF sheet",
            _median_stop(
                ["export", "1-1000", "--sheet", "-o", "sheet.pdf"], signal.SIGTERM, after_cpu_seconds=0.8
            ),
            "s",
            1.0,
        ),
        at_most(
            "Ctrl-C to the end: solve 1-300 --summary --fast on 2 local workers",
            _median_stop(["solve", "1-300", "--summary", "--fast", "--jobs", "2"], signal.SIGINT, settle=1.0),
            "s",
            3.0,
        ),
        at_most(
            "Ctrl-C to the end: find AS --range all on 2 workers",
            _median_stop(["find", "AS", "--range", "all", "--jobs", "2"], signal.SIGINT, settle=1.0),
            "s",
            1.5,
        ),
    ]


if __name__ == "__main__":
    sys.exit(print_figures(run()))
