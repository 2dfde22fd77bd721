"""Long commands draw the project's one progress line on a terminal, and nothing in a pipe."""

from __future__ import annotations

import os
import pty
import subprocess
import sys

import pytest

COMMANDS = {
    "find": (["find", "AS", "2C", "--range", "1-3000000"], "numbers"),
    "solve": (["solve", "1-6", "--summary", "--fast"], "deals"),
}


def _run_with_terminal_stderr(arguments: list[str]) -> tuple[int, str]:
    controller, terminal = pty.openpty()
    try:
        process = subprocess.Popen(
            [sys.executable, "-m", "freecell_gui", *arguments],
            stdout=subprocess.DEVNULL,
            stderr=terminal,
        )
        os.close(terminal)
        chunks: list[bytes] = []
        while True:
            try:
                chunk = os.read(controller, 4096)
            except OSError:  # the other side closed: the process has ended
                break
            if not chunk:
                break
            chunks.append(chunk)
        return process.wait(timeout=120), b"".join(chunks).decode("utf-8", "replace")
    finally:
        os.close(controller)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_terminal_gets_count_rate_and_time_left(name: str) -> None:
    arguments, unit = COMMANDS[name]
    status, shown = _run_with_terminal_stderr(arguments)
    assert status in (0, 1)
    assert f" {unit}  " in shown and "/s" in shown, shown[-300:]
    assert "left" in shown


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_pipe_gets_no_progress_line(name: str) -> None:
    arguments, unit = COMMANDS[name]
    result = subprocess.run(
        [sys.executable, "-m", "freecell_gui", *arguments],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert f" {unit}  " not in result.stderr and "\r" not in result.stderr
