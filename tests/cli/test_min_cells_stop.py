"""Ctrl-C during `solve N --min-cells` prints what is proven so far, and no more (issue 29)."""

from __future__ import annotations

import signal

from freecell_gui.core.system.exit_status import ExitStatus
from tests.stop_signal import run_then_stop


def test_ctrl_c_during_a_long_proof_prints_what_is_known() -> None:
    # Deal 209 with two cells is one of the counts no search settles within its bound (minutes
    # of work): the stop comes during it, after the proofs at 0 and 1 (fractions of a second).
    # Deal 90, which test_solve_variants.py stops, is now settled within 2.5 s by the C proof.
    status, _, out, err = run_then_stop(["solve", "209", "--min-cells"], signal.SIGINT, after_cpu_seconds=2.5)
    assert status == ExitStatus.INTERRUPTED, err
    assert out == "" and "Traceback" not in err
    assert "deal 209: interrupted: needs at least 2 free cells, no solution found yet" in err
