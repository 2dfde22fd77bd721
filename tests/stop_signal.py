"""Sending a stop signal to a running command and timing how it ends (tests)."""

from __future__ import annotations

import subprocess
import sys
import time
from typing import NamedTuple


class StoppedCommand(NamedTuple):
    status: int
    seconds: float  # from the signal to the end
    stdout: str
    stderr: str


def wait_until_catching(process: subprocess.Popen[bytes] | subprocess.Popen[str], number: int) -> None:
    """Wait (up to 30 s) until `process` has a handler of its own for signal `number`, so that a
    signal sent next tests the program, not how fast a loaded machine starts Python. Where there
    is no /proc (not Linux), wait 1.5 s instead."""
    status = f"/proc/{process.pid}/status"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with open(status, encoding="ascii") as lines:
                caught = next((line.split()[1] for line in lines if line.startswith("SigCgt:")), None)
        except OSError:
            time.sleep(1.5)
            return
        if caught is not None and int(caught, 16) & (1 << (number - 1)):
            return
        time.sleep(0.02)


def _stop(process: subprocess.Popen[str], number: int) -> tuple[float, str, str]:
    sent = time.monotonic()
    process.send_signal(number)
    stdout, stderr = process.communicate(timeout=30)  # reading both pipes: neither can fill up
    return time.monotonic() - sent, stdout or "", stderr or ""


def stop_with(process: subprocess.Popen[str], number: int) -> tuple[float, str]:
    """Send signal `number` to `process` and wait for it to end: the seconds it took to end,
    and what it wrote on its standard error (a pipe)."""
    seconds, _, stderr = _stop(process, number)
    return seconds, stderr


def run_then_stop(arguments: list[str], number: int, settle: float) -> StoppedCommand:
    """Run `freecell-gui ARGUMENTS`, send it signal `number` after `settle` seconds (it must
    still be running) and wait for it to end."""
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", *arguments],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(settle)
    assert process.poll() is None, "the command ended before it could be stopped"
    seconds, stdout, stderr = _stop(process, number)
    return StoppedCommand(process.returncode, seconds, stdout, stderr)
