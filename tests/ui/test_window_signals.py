"""Ctrl-C or SIGTERM in the terminal that started the window closes the window."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import IO

import pytest

from freecell_gui.ui.first_paint import REPORT_FIRST_PAINT
from tests.conftest import REPOSITORY
from tests.stop_signal import stop_with


@pytest.mark.parametrize(("number", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_stop_signal_closes_the_window(number: int, status: int, tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path),
        "HOME": str(tmp_path),
        "PYTHONPATH": str(REPOSITORY),
        REPORT_FIRST_PAINT: "1",  # one line on stderr once the table is painted and the loop runs
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", "--deal", "617"],
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stderr is not None
        # The window is up and Qt's event loop runs, however long a busy machine took to get
        # there (the pipe's end, if it died first, ends the wait too).
        before = "".join(iter(lambda: _line_until_first_paint(process.stderr), ""))
        assert process.poll() is None, before
        _took, stderr = stop_with(process, number)  # how soon it closes: bench_stop.py
    finally:
        if process.poll() is None:  # a failed assertion leaves no window running
            process.kill()
            process.communicate(timeout=60)
    assert process.returncode == status, stderr
    assert "Traceback" not in stderr


def _line_until_first_paint(stream: IO[str]) -> str:
    """The next line of `stream` (Qt's own warnings come first), "" at the first paint's or the end."""
    line = stream.readline()
    return "" if "first paint" in line else line
