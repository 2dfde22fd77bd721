"""Ctrl-C or SIGTERM in the terminal that started the window closes the window."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

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
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", "--deal", "617"],
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(3)  # the window is up and Qt's event loop runs
    assert process.poll() is None
    took, stderr = stop_with(process, number)
    assert took < 1.0
    assert process.returncode == status, stderr
    assert "Traceback" not in stderr
