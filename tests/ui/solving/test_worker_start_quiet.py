"""A worker stopped while it starts ends quietly (ui/solving/worker_job.py with
core/system/workers.py `quiet_start`): a window killed or ended in the first moments of a Solve
or the Coach left a Python traceback from the worker on the terminal (its queue's semaphores gone
before the worker could open them, or a stop signal while it imported)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

WINDOW_SCRIPT = textwrap.dedent(
    """
    import os, signal, sys, time
    from PySide6.QtCore import QCoreApplication
    from freecell_gui.core.deals.dealer import deal
    from freecell_gui.core.game.rules import Position
    from freecell_gui.ui.solving.solve_job import SolveJob

    app = QCoreApplication([])
    for number in (signal.SIGINT, signal.SIGTERM):  # as the app's own: it ends, finalizers run
        signal.signal(number, lambda number, frame: sys.exit(128 + number))
    job = SolveJob(Position.from_deal(deal(617)), fast=False, time_limit=600)
    job.start()
    time.sleep(float(sys.argv[2]))
    ending = sys.argv[1]
    if ending == "exit":  # the program ends: its finalizers release the job's semaphores
        sys.exit(0)
    elif ending == "kill":  # killed outright: the resource tracker releases them
        os.kill(os.getpid(), signal.SIGKILL)
    else:  # a Ctrl-C or a SIGTERM to the whole group, as a terminal sends it
        os.killpg(0, getattr(signal, ending))
    """
)


@pytest.mark.parametrize("ending", ["exit", "kill", "SIGINT", "SIGTERM"])
@pytest.mark.parametrize("delay", [0.0, 0.05])
def test_a_worker_whose_window_ends_while_it_starts_says_nothing(ending: str, delay: float) -> None:
    window = subprocess.Popen(
        [sys.executable, "-c", WINDOW_SCRIPT, ending, str(delay)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own group: the group signal reaches it and its worker only
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    # The worker inherits the stderr pipe: it is read to its end, so the worker's last word is in it.
    _out, errors = window.communicate(timeout=120)
    # Nothing from the worker, nor from the resource tracker that frees its semaphores.
    assert errors == "", errors
    if ending.startswith("SIG"):
        assert window.returncode in (-getattr(signal, ending), 128 + getattr(signal, ending), 1)
