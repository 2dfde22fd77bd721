"""Sending a stop signal to a running command and timing how it ends (tests)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from typing import NamedTuple


class StoppedCommand(NamedTuple):
    status: int
    seconds: float  # from the signal to the end
    stdout: str
    stderr: str


STARTED_TIMEOUT = 120.0
"""How long a command may take to reach its own code: a hang guard only (a loaded machine may
take tens of seconds to start Python and import the program)."""


def wait_until_catching(process: subprocess.Popen[bytes] | subprocess.Popen[str], number: int) -> None:
    """Wait until `process` has a handler of its own for signal `number` and has reached our
    entry point, so that a signal sent next tests the program, not how fast a loaded machine
    starts Python. Python itself catches SIGINT from its first instant (to raise
    KeyboardInterrupt, with a traceback during imports), so SIGINT's bit alone is no sign; the
    entry point sets SIGINT's and SIGTERM's handlers together (core/system/stop_signals.py), and
    SIGTERM's is set by no one else, so both bits are waited for. Where there is no /proc (not
    Linux), wait 1.5 s instead."""
    wanted = (1 << (number - 1)) | (1 << (signal.SIGTERM - 1))
    status = f"/proc/{process.pid}/status"
    deadline = time.monotonic() + STARTED_TIMEOUT
    while process.poll() is None:
        assert time.monotonic() < deadline, f"the command did not start within {STARTED_TIMEOUT:g} s"
        try:
            with open(status, encoding="ascii") as lines:
                caught = next((line.split()[1] for line in lines if line.startswith("SigCgt:")), None)
        except OSError:
            time.sleep(1.5)
            return
        if caught is not None and int(caught, 16) & wanted == wanted:
            return
        time.sleep(0.005)


def _stop(process: subprocess.Popen[str], number: int) -> tuple[float, str, str]:
    sent = time.monotonic()
    process.send_signal(number)
    stdout, stderr = process.communicate(timeout=120)  # reading both pipes: neither can fill up
    return time.monotonic() - sent, stdout or "", stderr or ""


def stop_with(process: subprocess.Popen[str], number: int) -> tuple[float, str]:
    """Send signal `number` to `process` and wait for it to end: the seconds it took to end,
    and what it wrote on its standard error (a pipe)."""
    seconds, _, stderr = _stop(process, number)
    return seconds, stderr


def cpu_seconds(process: subprocess.Popen[bytes] | subprocess.Popen[str]) -> float | None:
    """The CPU time `process` has had so far (user and system, from /proc), None where there is
    no /proc or the process is gone. Unlike the wall clock, it says how far a command has got
    whatever else the machine runs."""
    try:
        with open(f"/proc/{process.pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks  # utime and stime (fields 14 and 15)


def wait_for_cpu(process: subprocess.Popen[bytes] | subprocess.Popen[str], seconds: float) -> None:
    """Wait until `process` has had `seconds` of CPU time (or has ended): a point reached after
    the same work on a quiet machine and a busy one. Where there is no /proc, wait `seconds`."""
    deadline = time.monotonic() + STARTED_TIMEOUT + 30 * seconds  # a hang guard only
    while process.poll() is None:
        used = cpu_seconds(process)
        if used is None:
            time.sleep(seconds)
            return
        if used >= seconds:
            return
        assert time.monotonic() < deadline, f"the command had only {used:.2f} CPU s of {seconds:g}"
        time.sleep(0.01)


def run_then_stop(
    arguments: list[str], number: int, settle: float = 0.0, *, after_cpu_seconds: float = 0.0
) -> StoppedCommand:
    """Run `freecell-gui ARGUMENTS` and, once it has reached its own code (its stop handlers set,
    however long a busy machine takes to get there), has had `after_cpu_seconds` of CPU time and
    `settle` more seconds have passed, send it signal `number` (it must still be running) and
    wait for it to end. Prefer `after_cpu_seconds` to place the signal in the command's work: it
    lands at the same point on a busy machine as on a quiet one."""
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", *arguments],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    wait_until_catching(process, number)
    wait_for_cpu(process, after_cpu_seconds)
    time.sleep(settle)
    assert process.poll() is None, "the command ended before it could be stopped"
    seconds, stdout, stderr = _stop(process, number)
    return StoppedCommand(process.returncode, seconds, stdout, stderr)
