"""How soon a long command ends after Ctrl-C or SIGTERM: from the signal to the process's end.

The stop-signal tests (tests/cli) once asserted these (under 1 s for an export, 1.5 s for a
`find` on two workers, 3 s for a range of solves); a loaded machine stretches them, so the tests
now assert a clean stop and the times are measured here, as medians.

python -m tests.benchmarks.bench_stop
"""

from __future__ import annotations

import os
import queue
import signal
import statistics
import sys
import tempfile
import threading
import time

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver import solve_worker
from tests.benchmarks.harness import Figure, at_most
from tests.stop_signal import run_then_stop

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
        worker = threading.Thread(target=solve_worker, args=(Position.from_deal(deal(number)), reports, cancel))
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


def run() -> list[Figure]:
    return [
        at_most("Cancel to the answer: the solve worker, deal 11982", _median_solver_answer(), "s", 0.1),
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
    missed = 0
    for figure in run():
        print(figure.line(), flush=True)
        missed += not figure.met
    sys.exit(1 if missed else 0)
