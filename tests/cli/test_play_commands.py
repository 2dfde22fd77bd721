"""`freecell-gui verify` and `freecell-gui play`: verdicts, exits, bad input, exports, Ctrl-C."""

from __future__ import annotations

import io
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.cli import verify as verify_command
from freecell_gui.cli.main import main
from freecell_gui.core.game.notation import WrittenMove, iter_moves
from tests.core.game.test_game import SITE_10913
from tests.stop_signal import wait_until_catching

OUT_OF_RANGE = 2**33


def write(tmp_path: Path, text: str | bytes, name: str = "moves.txt") -> str:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return str(path)


def feed_stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


# --- verify ------------------------------------------------------------------------------------


def test_the_sites_solution_verifies(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", "10913", write(tmp_path, SITE_10913 + "\n")]) == 0
    assert capsys.readouterr().out == "solved in 19 moves\n"


def test_moves_from_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed_stdin(monkeypatch, ("1. " + SITE_10913).encode())
    assert main(["verify", "#10913", "-", "--autoplay", "ms"]) == 0
    assert capsys.readouterr().out == "solved in 19 moves\n"
    feed_stdin(monkeypatch, SITE_10913.encode())
    assert main(["verify", "10913"]) == 0  # FILE defaults to standard input


def test_a_dropped_move_is_reported_with_its_number_and_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    moves = SITE_10913.split()
    del moves[5]  # "27"
    assert main(["verify", "10913", write(tmp_path, " ".join(moves))]) == 1
    out = capsys.readouterr().out
    assert out.startswith("move ") and " is illegal: " in out and out.count("\n") == 1


def test_moves_that_stop_short_say_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", "10913", write(tmp_path, " ".join(SITE_10913.split()[:10]))]) == 1
    assert capsys.readouterr().out.startswith("the moves end after move 10 before the game is won (")


def test_moves_after_the_win_are_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", "10913", write(tmp_path, SITE_10913 + " 1a")]) == 1
    assert capsys.readouterr().out.startswith("the game is won after move 19, but more moves follow")


def test_the_autoplay_rule_matters(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the site leaves out the cards Microsoft's autoplay sends home: without it they cannot win
    assert main(["verify", "10913", write(tmp_path, SITE_10913), "--autoplay", "off"]) == 1
    out = capsys.readouterr().out
    assert " is illegal: " in out or "before the game is won" in out


@pytest.mark.skipif(shutil.which("fc-solve") is None and not os.environ.get("CI"), reason="needs fc-solve")
def test_fc_solve_output_verifies_with_autoplay_off(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.core.game.test_game import fc_solve_solution

    solution = write(tmp_path, fc_solve_solution(617))
    assert main(["verify", "617", solution, "--autoplay", "off"]) == 0
    assert capsys.readouterr().out.startswith("solved in ")


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"\x00\x01\x02binary", "is not text: it holds binary data"),
        (b"\xff\xfe26 76", "is not text: it is not UTF-8"),
        (b"26 76 zz", "line 1: 'zz' is not a move"),
        (b"", "no moves in"),
        (b"Just some words here.\n", "no moves in"),
    ],
)
def test_bad_files_exit_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, why: str
) -> None:
    assert main(["verify", "10913", write(tmp_path, content)]) == 2
    captured = capsys.readouterr()
    assert why in captured.err and captured.err.count("\n") == 1 and captured.out == ""


def test_paths_that_are_not_files_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as stream:
        stream.truncate(9_000_000)  # sparse: big without writing it
    for path, why in [
        (tmp_path / "missing.txt", "cannot read"),
        (tmp_path, "is a folder"),
        (fifo, "is a pipe (FIFO)"),
        (Path("/dev/zero"), "is a device"),
        (huge, "is too large"),
    ]:
        assert main(["verify", "10913", str(path)]) == 2, path
        err = capsys.readouterr().err
        assert why in err and err.count("\n") == 1, err


@pytest.mark.parametrize(
    "argv",
    [
        ["verify"],
        ["verify", "0"],
        ["verify", str(OUT_OF_RANGE)],
        ["verify", "617", "-", "--autoplay", "sometimes"],
        ["play", "617"],
        ["play", "617", "moves.txt"],  # no --export
        ["play", "617", "moves.txt", "--export", "x.png", "--after", "-1"],
        ["play", "617", "moves.txt", "--export", "x.png", "--after", "two"],
    ],
)
def test_usage_mistakes_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().err.count("\n") == 1


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_fuzzed_input_never_gives_a_traceback(
    data: bytes, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed_stdin(monkeypatch, data)
    status = main(["verify", "10913", "-"])
    captured = capsys.readouterr()
    assert status in (0, 1, 2)
    if status == 2:
        assert captured.out == "" and captured.err.count("\n") == 1
    else:
        assert captured.out.count("\n") == 1


# --- play ---------------------------------------------------------------------------------------


def test_play_exports_the_deal_at_0_as_export_does(tmp_path: Path) -> None:
    moves = write(tmp_path, SITE_10913)
    assert main(["play", "10913", moves, "--export", str(tmp_path / "zero.png"), "--after", "0"]) == 0
    assert main(["export", "10913", "-o", str(tmp_path / "deal.png")]) == 0
    assert (tmp_path / "zero.png").read_bytes() == (tmp_path / "deal.png").read_bytes()
    assert main(["play", "10913", moves, "--export", str(tmp_path / "five.png"), "--after", "5"]) == 0
    assert main(["play", "10913", moves, "--export", str(tmp_path / "end.svg")]) == 0
    assert main(["play", "10913", moves, "--export", str(tmp_path / "end.pdf")]) == 0
    assert (tmp_path / "five.png").read_bytes() != (tmp_path / "zero.png").read_bytes()
    assert b"<svg" in (tmp_path / "end.svg").read_bytes()
    assert (tmp_path / "end.pdf").read_bytes().startswith(b"%PDF")


def test_play_refuses_positions_it_cannot_reach(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    moves = write(tmp_path, SITE_10913)
    out = tmp_path / "x.png"
    assert main(["play", "10913", moves, "--export", str(out), "--after", "20"]) == 2
    assert "only 19 moves" in capsys.readouterr().err
    broken = write(tmp_path, "26 76 72 1h", "broken.txt")
    assert main(["play", "10913", broken, "--export", str(out)]) == 1
    assert "move 4 (1h) is illegal" in capsys.readouterr().out
    assert main(["play", "10913", broken, "--export", str(tmp_path / "x.bmp"), "--after", "2"]) == 2
    assert not out.exists() and not (tmp_path / "x.bmp").exists()
    assert main(["play", "10913", broken, "--export", str(out), "--after", "3"]) == 0
    assert out.exists()


# --- Ctrl-C -------------------------------------------------------------------------------------


def test_ctrl_c_during_a_long_verify_exits_130() -> None:
    # Standard input that keeps coming: verify is still reading when Ctrl-C arrives.
    command = [sys.executable, "-m", "freecell_gui", "verify", "10913", "-"]
    with subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    ) as process:
        assert process.stdin is not None
        process.stdin.write(b"26 76 72 72 5a 27\n" * 1000)
        process.stdin.flush()
        wait_until_catching(process, signal.SIGINT)
        time.sleep(0.3)  # and reach the read
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)  # a hang guard; how soon it ends is bench_stop.py's
    assert process.returncode == 130
    assert b"interrupted" in err and b"Traceback" not in err


def test_sigterm_during_verify_exits_143() -> None:
    command = [sys.executable, "-m", "freecell_gui", "verify", "10913", "-"]
    with subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    ) as process:
        wait_until_catching(process, signal.SIGTERM)
        time.sleep(0.3)
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=60)  # a hang guard
    assert process.returncode == 143 and b"Traceback" not in err


def test_a_long_text_is_read_only_as_far_as_the_verdict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # ~2 MB of moves whose 7th is illegal, then a stray word: the verdict is the illegal move,
    # found without reading the rest (the moves handed out are counted; the time is bench_refusals.py's).
    text = "26 76 72 72 5a 27\n" * 100_000 + "nonsense\n"
    handed_out: list[WrittenMove] = []

    def counted(text: str) -> Iterator[WrittenMove]:
        for move in iter_moves(text):
            handed_out.append(move)
            yield move

    monkeypatch.setattr(verify_command, "iter_moves", counted)
    assert main(["verify", "10913", write(tmp_path, text)]) == 1
    assert len(handed_out) <= 12  # the two lines holding the 7th move, not 600,000 moves
    assert capsys.readouterr().out.startswith("move 7 (26) is illegal: ")
