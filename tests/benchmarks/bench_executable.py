"""The standalone build: single-file size, and start of the onedir build to its first painted window.

Builds into dist/ with packaging/build.py first if there is no build there yet.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.benchmarks.bench_startup import startup_env, time_start
from tests.benchmarks.harness import Figure, at_most
from tests.conftest import REPOSITORY

RUNS = 9


def run() -> list[Figure]:
    from tests.ui.xserver import xvfb

    dist = REPOSITORY / "dist"
    onefile = dist / "onefile" / "freecell-gui"
    onedir = dist / "onedir" / "freecell-gui" / "freecell-gui"
    if not (onefile.exists() and onedir.exists()):
        subprocess.run([sys.executable, str(REPOSITORY / "packaging" / "build.py")], check=True)
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        with xvfb(home) as server:
            env = {**startup_env(home), **server.env}
            command = [str(onedir), "--deal", "617"]
            time_start(command, env)
            onedir_seconds = statistics.median(time_start(command, env) for _ in range(RUNS))
            onefile_command = [str(onefile), "--deal", "617"]
            time_start(onefile_command, env)
            onefile_seconds = statistics.median(time_start(onefile_command, env) for _ in range(5))
    return [
        at_most("Linux single-file executable size", onefile.stat().st_size / 1_000_000, "MB", 55),
        at_most(
            "onedir build: start to first painted window, xcb on Xvfb (median)", onedir_seconds, "s", 1.5
        ),
        Figure(
            "single file: start to first painted window (for information)", onefile_seconds, "s", "none", True
        ),
    ]
