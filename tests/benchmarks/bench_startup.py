"""Cold start to the first painted window, as a user starts the app."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.benchmarks.harness import Figure, at_most

RUNS = 9


def time_start(command: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning the app to its exit right after the first paint."""
    start = time.perf_counter()
    subprocess.run(
        command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60
    )
    return time.perf_counter() - start


def startup_env(home: Path) -> dict[str, str]:
    """The environment for a measured start: real X if Xvfb is running, else offscreen."""
    env = dict(os.environ)
    env.update(
        FREECELL_GUI_EXIT_AFTER_FIRST_PAINT="1",
        XDG_CONFIG_HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        HOME=str(home),
    )
    return env


def run() -> list[Figure]:
    from tests.ui.xserver import xvfb

    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        command = [sys.executable, "-m", "freecell_gui", "--deal", "617"]
        with xvfb(home) as server:
            env = {**startup_env(home), **server.env}
            time_start(command, env)  # the first start fills the OS file cache
            seconds = [time_start(command, env) for _ in range(RUNS)]
    return [
        at_most(
            "cold start to first painted window, xcb on Xvfb (median)", statistics.median(seconds), "s", 1.0
        )
    ]
