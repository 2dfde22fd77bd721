"""Hostile input for verify, play, find and solve: every one ends in exit 2 with one line on
stderr, no traceback, and nothing hangs (FIFOs, devices, loops, closed standard input)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_gui.cli.main import main
from tests.stop_signal import run_then_stop


@pytest.fixture
def odd_paths(tmp_path: Path) -> dict[str, Path]:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    (tmp_path / "loop1").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop1")
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as stream:
        stream.truncate(20_000_000)  # sparse: 20 MB of NULs without writing them
    binary = tmp_path / "binary.bin"
    binary.write_bytes(bytes(range(256)) * 4)
    return {
        "fifo": fifo,
        "device": Path("/dev/zero"),
        "folder": tmp_path,
        "loop": tmp_path / "loop1",
        "missing": tmp_path / "missing.txt",
        "huge": huge,
        "binary": binary,
        "nul-in-name": Path(str(tmp_path) + "/a\x00b"),
    }


_KINDS = ["fifo", "device", "folder", "loop", "missing", "huge", "binary", "nul-in-name"]


def _assert_refused(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(arguments) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 1 and "error" in err
    return err


@pytest.mark.parametrize("kind", _KINDS)
def test_find_board_paths(kind: str, odd_paths: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    _assert_refused(["find", "--board", str(odd_paths[kind])], capsys)


@pytest.mark.parametrize("kind", _KINDS)
def test_solve_board_paths(kind: str, odd_paths: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    _assert_refused(["solve", "--board", str(odd_paths[kind])], capsys)


@pytest.mark.parametrize("kind", _KINDS)
def test_verify_paths(kind: str, odd_paths: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    _assert_refused(["verify", "617", str(odd_paths[kind])], capsys)


@pytest.mark.parametrize(
    "arguments",
    [
        ["find", "JD", "JD"],
        ["find", "XX"],
        ["find", *["AS"] * 53],
        ["find", "AS " * 100_000],
        ["find", "JD", "--range", "5-1"],
        ["find", "JD", "--range", "0"],
        ["find", "JD", "--range", "8589934592"],
        ["find", "JD", "--range", "2^99"],
        ["find", "JD", "--range", "9" * 5000],
        ["find", "JD", "--range", "1-" + "9" * 5000],
        ["find", "JD", "--jobs", "-1"],
        ["find", "JD", "--jobs", "9" * 5000],
        ["find", "JD", "--board", "x"],
        ["solve", "0"],
        ["solve", "9" * 5000],
        ["solve", "5-1"],
        ["solve", "617", "--time-limit", "0"],
        ["solve", "617", "--time-limit", "-1"],
        ["solve", "617", "--time-limit", "nan"],
        ["solve", "617", "--time-limit", "inf"],
        ["solve", "617", "--time-limit", "1e999"],
        ["solve", "617", "--time-limit", "86401"],
        ["solve"],
        ["play", "617", "-", "--export", "x.png", "--after", "-1"],
        ["play", "617", "-", "--export", "x.png", "--after", "9" * 5000],
        ["verify", "0"],
        ["verify", "2^99"],
    ],
    ids=lambda arguments: " ".join(arguments)[:40],
)
def test_bad_arguments_exit_2(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    _assert_refused(arguments, capsys)


def test_find_board_with_unknown_cards_and_bad_codes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "board.txt"
    board.write_text("JD ?? ZZ\n")
    assert "ZZ" in _assert_refused(["find", "--board", str(board)], capsys)
    board.write_text("?? " * 200_000)
    _assert_refused(["find", "--board", str(board)], capsys)


def _run(
    arguments: list[str], stdin: int | None = subprocess.DEVNULL, **options: object
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "freecell_gui", *arguments],
        stdin=stdin,
        text=True,
        timeout=60,
        check=False,
        **{"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **options},  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("command", [["verify", "617", "-"], ["find", "--board", "-"]])
def test_standard_input_closed_or_endless(command: list[str]) -> None:
    closed = _run(command, stdin=None, preexec_fn=lambda: os.close(0))
    assert closed.returncode == 2 and "Traceback" not in closed.stderr, closed.stderr
    with open("/dev/zero", "rb") as zeros:
        endless = _run(command, stdin=zeros.fileno())
    assert endless.returncode == 2 and "Traceback" not in endless.stderr, endless.stderr


def test_play_export_targets(tmp_path: Path) -> None:
    solution = tmp_path / "moves.txt"
    solution.write_text("3a\n")
    (tmp_path / "locked").mkdir()
    (tmp_path / "locked").chmod(0o500)
    (tmp_path / "link.png").symlink_to(tmp_path / "nowhere" / "x.png")
    targets = {
        "unwritable": tmp_path / "locked" / "x.png",
        "too-long": tmp_path / ("x" * 300 + ".png"),
        "dangling-symlink": tmp_path / "link.png",
        "folder": tmp_path / "locked",
        "no-extension": tmp_path / "x.bmpx",
    }
    for name, target in targets.items():
        result = _run(["play", "617", str(solution), "--export", str(target)])
        if os.geteuid() == 0 and name == "unwritable":
            continue  # root writes anywhere
        assert result.returncode in (1, 2), (name, result.stderr)
        assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1, (name, result.stderr)
    if os.geteuid() != 0:
        assert not list((tmp_path / "locked").iterdir())
    assert not (tmp_path / "nowhere").exists()  # a dangling link is not followed into a new folder


def test_play_after_beyond_the_moves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    solution = tmp_path / "moves.txt"
    solution.write_text("3a\n")
    err = _assert_refused(
        ["play", "617", str(solution), "--export", str(tmp_path / "x.png"), "--after", "2"], capsys
    )
    assert "only 1 moves" in err


@pytest.mark.parametrize("command", [["solve", "617", "--fast"], ["verify", "617", "MOVES"]])
def test_a_full_standard_output_is_one_line_and_exit_1(command: list[str], tmp_path: Path) -> None:
    moves = tmp_path / "moves.txt"
    moves.write_text("3a\n")
    command = [str(moves) if part == "MOVES" else part for part in command]
    with open("/dev/full", "w") as full:
        result = _run(command, stdout=full)
    assert result.returncode == 1 and "cannot write to standard output" in result.stderr, result.stderr


def test_solve_output_into_head_ends_quietly() -> None:
    result = subprocess.run(
        f"{sys.executable} -m freecell_gui solve 1-3 --fast | head -1",
        shell=True,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.stdout == "### 1\n" and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("arguments", "signal_number", "status"),
    [
        (["solve", "1-100000", "--summary"], signal.SIGINT, 130),
        (["solve", "1-100000", "--summary"], signal.SIGTERM, 143),
        (["solve", "1-100000"], signal.SIGINT, 130),
        (["find", "AS", "--range", "all", "--jobs", "2"], signal.SIGTERM, 143),
    ],
    ids=["summary-ctrl-c", "summary-sigterm", "range-ctrl-c", "find-sigterm"],
)
def test_stop_signals_mid_run(arguments: list[str], signal_number: int, status: int) -> None:
    stopped = run_then_stop(arguments, signal_number, settle=3)  # how soon it ends: bench_stop.py
    assert stopped.status == status, stopped.stderr
    assert "Traceback" not in stopped.stderr


def _stderr_on_a_terminal(arguments: list[str]) -> tuple[int, str]:
    import pty

    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", *arguments],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,  # thousands of matches would fill a pipe nobody reads here
        stderr=follower,
    )
    os.close(follower)
    chunks: list[bytes] = []
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the terminal closes when the process ends
            break
        if not chunk:
            break
        chunks.append(chunk)
    process.wait(120)
    os.close(leader)
    return process.returncode, b"".join(chunks).decode("utf-8", "replace")


@pytest.mark.parametrize(
    "arguments",
    [["find", "AS", "--range", "1-3000000", "--jobs", "1"], ["solve", "1-6", "--summary", "--fast"]],
    ids=["find", "solve-summary"],
)
def test_ranges_share_one_progress_line_on_a_terminal_only(arguments: list[str]) -> None:
    status, terminal = _stderr_on_a_terminal(arguments)
    assert status == 0, terminal
    drawn = [part for part in terminal.split("\r") if "deals" in part]
    assert drawn and "/s" in drawn[-1], terminal
    assert any("left" in part for part in drawn), terminal
    piped = _run(arguments)
    assert piped.returncode == 0 and piped.stderr == ""


def test_solve_help_states_the_exit_statuses(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "0 solved, 4 proven unsolvable, 3 gave up at a limit, 2 bad input" in text
