"""A search worker ends with the program that started it, however that program ended.

Found by an outside pass: the window killed outright (SIGKILL, as the out-of-memory killer
does) left its Fewest Cells search running under init for as long as the search lasted."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

# The parent: starts the fewest-cells worker on deal 209 (its proof with one cell fewer is among
# the slowest of 1..1000, and the bound here is far beyond it) as the window does, says the
# worker's pid, waits.
PARENT = """
import multiprocessing, sys, time
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver.min_cells_worker import min_cells_worker

if __name__ == "__main__":
    context = multiprocessing.get_context("spawn")
    queue, cancel = context.Queue(), context.Event()
    worker = context.Process(
        target=min_cells_worker, args=(Position.from_deal(deal(209)), 10**12, queue, cancel), daemon=True
    )
    worker.start()
    queue.get()  # its first progress: the search is under way
    print(worker.pid, flush=True)
    time.sleep(600)
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[-1][0] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False


def test_the_fewest_cells_worker_ends_when_its_parent_is_killed(tmp_path: Path) -> None:
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT],
        stdout=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[3])},
    )
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        assert _alive(worker)
        parent.send_signal(signal.SIGKILL)
        parent.wait()
        waited = 0.0
        while _alive(worker) and waited < 120:  # a hang guard, not a timing: it ends at once
            time.sleep(0.1)
            waited += 0.1
        orphan = _alive(worker)
        if orphan:
            os.kill(worker, signal.SIGKILL)
        assert not orphan
    finally:
        if parent.poll() is None:
            parent.kill()
