"""Stop signals: raised at once outside a deferred step, after it inside one."""

from __future__ import annotations

import os
import signal

import pytest

from freecell_gui.core.system.stop_signals import Stopped, signals_deferred, stop_on_signals, stop_requested


@pytest.mark.parametrize(("number", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_outside_a_step_stops_at_once(number: int, status: int) -> None:
    with pytest.raises(Stopped) as stopped, stop_on_signals():
        os.kill(os.getpid(), number)
        for _ in range(1000):  # the handler runs at the next bytecode boundary
            pass
    assert stopped.value.exit_status == status


def test_a_signal_inside_a_step_waits_for_it_to_end() -> None:
    finished = []
    with pytest.raises(Stopped), stop_on_signals(), signals_deferred():
        os.kill(os.getpid(), signal.SIGTERM)
        for _ in range(1000):
            pass
        assert stop_requested()
        finished.append(True)
    assert finished == [True]


def test_the_old_handlers_come_back() -> None:
    before = signal.getsignal(signal.SIGTERM)
    with stop_on_signals():
        assert signal.getsignal(signal.SIGTERM) is not before
    assert signal.getsignal(signal.SIGTERM) is before
