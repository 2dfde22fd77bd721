"""Every command with a standard output it cannot write: closed (`>&-`) or full (/dev/full).
Each ends with one line on stderr and exit 1, never a traceback; a closed stderr as well is
no crash either."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPOSITORY

SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"

COMMANDS = {
    "deal": ["deal", "617"],
    "deal-range": ["deal", "1-3", "--format", "json"],
    "export": ["export", "617", "-o", "{tmp}/x.png", "--width", "400"],
    # {tmp}/stdout.svg is a link to /proc/self/fd/1, as /dev/stdout is (see _run).
    "export-stdout": ["export", "617", "-o", "{tmp}/stdout.svg"],
    "verify": ["verify", "10913", "{tmp}/moves.txt"],
    "play": ["play", "10913", "{tmp}/moves.txt", "--export", "{tmp}/p.png", "--after", "2"],
    "find": ["find", "JD", "2D", "9H", "JC", "--range", "1-5000"],
    "find-board": ["find", "--board", "{tmp}/board.txt", "--range", "1-2000"],
    "solve": ["solve", "617", "--fast"],
    "solve-json": ["solve", "617", "--fast", "--json"],
    "solve-summary": ["solve", "1-3", "--fast", "--summary"],
    "solve-summary-json": ["solve", "1-3", "--fast", "--summary", "--json"],
    "solve-range": ["solve", "1-2", "--fast"],
    "solve-board": ["solve", "--board", "{tmp}/board.txt", "--fast"],
    "help": ["--help"],
    "command-help": ["solve", "--help"],
    "version": ["--version"],
}


def _run(name: str, tmp_path: Path, stdout: str, stderr: str = "pipe") -> subprocess.CompletedProcess[str]:
    (tmp_path / "moves.txt").write_text(SOLUTION_10913)
    # Never the system's /dev/stdout: a writer gone wrong would replace only this link.
    (tmp_path / "stdout.svg").symlink_to("/proc/self/fd/1")
    board = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "deal", "617", "--format", "board"],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPOSITORY,
    ).stdout
    (tmp_path / "board.txt").write_text(board)
    arguments = [argument.replace("{tmp}", str(tmp_path)) for argument in COMMANDS[name]]
    # A shell closes the descriptors as a user's would (`>&-`, `2>&-`); Python then has no
    # sys.stdout (None), the case that used to end in a traceback.
    redirect = {"closed": ">&-", "full": ">/dev/full"}[stdout] + (" 2>&-" if stderr == "closed" else "")
    return subprocess.run(
        ["bash", "-c", f'exec "$@" {redirect}', "bash", sys.executable, "-m", "freecell_gui", *arguments],
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("stdout", ["closed", "full"])
@pytest.mark.parametrize("name", list(COMMANDS))
def test_an_unwritable_standard_output_is_one_line_and_exit_1(name: str, stdout: str, tmp_path: Path) -> None:
    if stdout == "full" and not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    result = _run(name, tmp_path, stdout)
    assert result.returncode == 1, result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert "Traceback" not in result.stderr
    expected = "standard output is closed" if stdout == "closed" else "no space left on device"
    assert expected in result.stderr


@pytest.mark.parametrize("name", ["deal", "solve", "solve-summary", "find", "export", "help"])
def test_closed_standard_output_and_error_exit_1_quietly(name: str, tmp_path: Path) -> None:
    result = _run(name, tmp_path, "closed", stderr="closed")
    assert result.returncode == 1
    assert result.stderr == ""


def test_a_closed_standard_output_is_refused_before_any_work(tmp_path: Path) -> None:
    # The export's file is not written: its name could not have been printed after it.
    result = _run("export", tmp_path, "closed")
    assert result.returncode == 1
    assert not (tmp_path / "x.png").exists()
