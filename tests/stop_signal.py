"""Sending a stop signal to a running command and timing how it ends (tests)."""

from __future__ import annotations

import subprocess
import time


def stop_with(process: subprocess.Popen[str], number: int) -> tuple[float, str]:
    """Send signal `number` to `process` and wait for it to end: the seconds it took to end,
    and what it wrote on its standard error (a pipe)."""
    sent = time.monotonic()
    process.send_signal(number)
    _, stderr = process.communicate(timeout=30)
    return time.monotonic() - sent, stderr
