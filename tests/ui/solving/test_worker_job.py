"""The one worker relay under a solve and a fewest-cells search (ui/solving/worker_job.py): a
dead worker is an answer, not a wait; an answered worker is reaped at once; a killed window leaves
no worker behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver import Outcome, SolveResult
from freecell_gui.ui.solving.fewest_cells_job import CellsJob
from freecell_gui.ui.solving.solve_job import SolveJob
from freecell_gui.ui.solving.worker_job import WorkerDiedError

HANG_GUARD_MS = 120_000  # a worker process starts, imports and searches: waits are guards, not bounds


def _alive(pid: int) -> bool:
    """True while the process runs (a zombie, ended but not reaped, counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_a_solve_whose_worker_is_killed_ends_with_a_failed_result(qtbot: QtBot) -> None:
    job = SolveJob(Position.from_deal(deal(617)), fast=False, time_limit=600)
    results: list[SolveResult] = []
    failures: list[object] = []
    job.finished.connect(results.append)
    job.failed.connect(failures.append)
    job.start()
    assert job._process.pid is not None
    os.kill(job._process.pid, signal.SIGKILL)  # as the out-of-memory killer would
    qtbot.waitUntil(lambda: bool(results), timeout=HANG_GUARD_MS)
    assert results == [SolveResult(Outcome.GAVE_UP, (), "failed", 0, 0.0)]
    assert failures == []  # a solve always ends with a SolveResult
    assert job.wait(60)


def test_a_cells_search_whose_worker_is_killed_fails_with_the_reason(qtbot: QtBot) -> None:
    from freecell_gui.core.solver.min_cells_worker import min_cells_worker

    job = CellsJob(min_cells_worker, (Position.from_deal(deal(209)), 10**9))
    answers: list[object] = []
    failures: list[object] = []
    job.finished.connect(answers.append)
    job.failed.connect(failures.append)
    job.start()
    assert job._process.pid is not None
    os.kill(job._process.pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(failures), timeout=HANG_GUARD_MS)
    assert answers == [] and len(failures) == 1
    assert isinstance(failures[0], WorkerDiedError) and not failures[0].program_ending
    assert job.wait(60)


def test_a_solve_s_worker_is_reaped_with_its_answer(qtbot: QtBot) -> None:
    job = SolveJob(Position.from_deal(deal(1)), fast=True, time_limit=60)
    results: list[SolveResult] = []
    job.finished.connect(results.append)
    job.start()
    pid = job._process.pid
    qtbot.waitUntil(lambda: bool(results), timeout=HANG_GUARD_MS)
    assert results[0].outcome is Outcome.SOLVED
    assert pid is not None and not Path(f"/proc/{pid}").exists()  # gone, not a zombie


ORPHANED_WINDOW = """
import time
from PySide6.QtCore import QCoreApplication
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver.min_cells_worker import min_cells_worker
from freecell_gui.ui.solving.fewest_cells_job import CellsJob

if __name__ == "__main__":
    app = QCoreApplication([])
    # Deal 209's minimum is not settled within millions of positions: the worker runs on. (A
    # solve's worker settles its signals with the same core call, worker.settle_signals.)
    job = CellsJob(min_cells_worker, (Position.from_deal(deal(209)), 10**9))
    job.start()
    print(job._process.pid, flush=True)
    while True:
        app.processEvents()
        time.sleep(0.05)
"""


def test_a_killed_window_leaves_no_worker_running(tmp_path: Path) -> None:
    script = tmp_path / "window.py"
    script.write_text(ORPHANED_WINDOW)
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    worker = int(parent.stdout.readline())
    time.sleep(1)  # the worker imports and searches: its watch on the parent is set by then
    assert _alive(worker)
    parent.kill()  # no clean-up of any kind: only the worker's own watch can end it
    parent.wait(30)
    deadline = time.monotonic() + 30  # a hang guard, not a bound
    while time.monotonic() < deadline and _alive(worker):
        time.sleep(0.05)
    assert not _alive(worker)
