"""A Ctrl-C in the terminal reaches every process of the group, the solve worker too: the worker
leaves it to the window (which cancels or ends it) and never dies of it with a traceback."""

from __future__ import annotations

import os
import signal

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver import Outcome, SolveResult
from freecell_gui.ui.solving.solve_job import SolveJob


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="POSIX signals")
def test_a_ctrl_c_to_the_group_never_ends_the_solve_worker(
    qtbot: QtBot, capfd: pytest.CaptureFixture[str]
) -> None:
    job = SolveJob(Position.from_deal(deal(1)), fast=True, time_limit=10)
    results: list[SolveResult] = []
    job.finished.connect(results.append)
    job.start()
    assert job._process.pid is not None
    os.kill(job._process.pid, signal.SIGINT)  # at once: while it starts, or later, alike
    qtbot.waitUntil(lambda: bool(results), timeout=120_000)  # a hang guard
    assert results[0].outcome is Outcome.SOLVED and results[0].limit != "failed"
    assert "Traceback" not in capfd.readouterr().err
    job.stop()
