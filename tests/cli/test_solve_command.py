"""`freecell-gui solve`: stdout holds only moves, exit statuses, one-line errors."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path
from typing import Any

import pytest

from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import TextFormat
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import explicit_notation, parse_moves, resolve
from freecell_gui.core.game.rules import AutoplayPolicy, Move, Position, is_cascade
from freecell_gui.core.ranges import solving
from freecell_gui.core.solver import SolveResult, solve
from freecell_gui.core.system.exit_status import ExitStatus
from tests.stop_signal import run_then_stop


def test_solve_prints_only_moves_ten_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "2", "--time-limit", "2"]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert all(len(line.split()) == 10 for line in lines[:-1])
    assert 1 <= len(lines[-1].split()) <= 10
    played = replay(Position.from_deal(deal(2)), parse_moves(out), AutoplayPolicy.MS)
    assert played.won
    assert "solved in" in err


def test_explicit_json_replays_with_autoplay_off(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "1", "--fast", "--explicit", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["status"] == "solved" and "outcome" not in record  # one name with the --out records
    played = replay(Position.from_deal(deal(1)), parse_moves(" ".join(record["moves"])), AutoplayPolicy.OFF)
    assert played.won


def test_unsolvable_and_gave_up_statuses(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "146692"]) == ExitStatus.UNSOLVABLE
    assert main(["solve", "617", "--time-limit", "0.001"]) == ExitStatus.GAVE_UP
    out, err = capsys.readouterr()
    assert out == ""
    assert "no solution exists" in err
    assert "gave up at the time limit" in err


@pytest.mark.parametrize(
    ("deals", "options", "status"),
    [
        ("146692", ["--summary"], ExitStatus.UNSOLVABLE),
        ("146691-146692", ["--summary", "--fast"], ExitStatus.UNSOLVABLE),
        ("146691-146692", ["--fast"], ExitStatus.UNSOLVABLE),
        ("1-2", ["--summary", "--fast"], 0),
        ("146692", ["--summary", "--time-limit", "0.001"], ExitStatus.GAVE_UP),
        ("146691-146692", ["--time-limit", "0.001"], ExitStatus.GAVE_UP),
    ],
)
def test_a_range_exits_as_its_worst_deal(
    deals: str, options: list[str], status: int, capsys: pytest.CaptureFixture[str]
) -> None:
    # Gave up (an incomplete answer) outranks unsolvable, which outranks solved, with or
    # without --summary.
    assert main(["solve", deals, *options]) == status
    out, _ = capsys.readouterr()
    assert "None" not in out


def test_a_summary_with_nothing_solved_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    main(["solve", "146692", "--summary"])
    assert "mean length: none (no deal solved)" in capsys.readouterr().out


def test_a_range_in_json_is_one_record_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "1-3", "--fast", "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [record["deal"] for record in records] == [1, 2, 3]
    for record in records:
        moves = parse_moves(" ".join(record["moves"]))
        played = replay(Position.from_deal(deal(record["deal"])), moves, AutoplayPolicy.MS)
        assert played.won


def test_board_file_is_solved(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "board.txt"
    board.write_text(TextFormat.BOARD.write(deal(3)))
    assert main(["solve", "--board", str(board), "--fast"]) == 0
    assert replay(Position.from_deal(deal(3)), parse_moves(capsys.readouterr().out), AutoplayPolicy.MS).won


@pytest.mark.parametrize(
    "arguments",
    [
        ["solve"],
        ["solve", "0"],
        ["solve", "x"],
        ["solve", "5", "--time-limit", "0"],
        ["solve", "5", "--time-limit", "nan"],
        ["solve", "--board", "/dev/null"],
        ["solve", "--board", "/nonexistent/board"],
        ["solve", "5", "--board", "/dev/null"],
        ["solve", "--board", ""],
        ["solve", "--board", "  "],
        ["solve", "--board", "/dev/null", "--summary"],
    ],
)
def test_bad_input_is_one_line_and_exit_2(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(arguments) == ExitStatus.BAD_INPUT
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00binary", b"7D TD\n" * 3, b"KS " * 200_000])
def test_bad_board_files(tmp_path: Path, content: bytes, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "board.txt"
    board.write_bytes(content)
    assert main(["solve", "--board", str(board)]) == ExitStatus.BAD_INPUT
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_explicit_solutions_read_the_same_in_fc_solve_notation(tmp_path: Path) -> None:
    # fc-solve cannot replay a move list. So: fc-solve's own solution of deal 5 replays to a
    # win in our rules read as fc-solve reads it (a run into an empty column without a `v`
    # count is one card), and our explicit solutions give every move into an empty column a
    # `v` count unless they carry one card, so fc-solve's reading and ours agree on every move.
    board = tmp_path / "5.board"
    board.write_text(TextFormat.BOARD.write(deal(5)))
    completed = subprocess.run(
        ["fc-solve", "-sam", "-snx", str(board)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={**os.environ, "LC_ALL": "C"},
    )
    assert completed.returncode == 0
    position = Position.from_deal(deal(5))
    for written in parse_moves(completed.stdout):
        move = resolve(position, written)
        if written.count is None and is_cascade(move.target) and not position.cascades[move.target]:
            move = move._replace(size=1)
        position = position.play(move)
    assert position.is_won

    for number in (1, 2, 3, 4):
        start = Position.from_deal(deal(number))
        result = solve(start, fast=True, time_limit=20)
        position = start
        for written in parse_moves(" ".join(explicit_notation(start, result.moves))):
            move = resolve(position, written)
            if is_cascade(move.source) and is_cascade(move.target) and not position.cascades[move.target]:
                assert written.count is not None or move.size == 1  # fc-solve reads 1 card
            position = position.play(move)
        assert position.is_won


def test_ctrl_c_while_shortening_prints_the_best_solution_so_far(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # As the window's Cancel: the solution found before Ctrl-C is kept, and it is a real one.
    # Ctrl-C comes from this process itself, as soon as the first solution is found.
    real_solve = solve
    # Whatever handler this run started with (Python's, or SIG_IGN in a background job or under
    # nohup) is the one the command must put back.
    handler_before = signal.getsignal(signal.SIGINT)

    def solve_then_press_ctrl_c(*arguments: Any, **options: Any) -> SolveResult:
        report = options.pop("on_solution", None)

        def first_solution(moves: tuple[Move, ...]) -> None:
            if report is not None:
                report(moves)
            os.kill(os.getpid(), signal.SIGINT)

        return real_solve(*arguments, on_solution=first_solution, **options)

    monkeypatch.setattr(solving, "solve", solve_then_press_ctrl_c)  # what the command calls
    assert main(["solve", "617", "--time-limit", "60"]) == ExitStatus.INTERRUPTED
    out, err = capsys.readouterr()
    assert "interrupted while shortening" in err
    assert replay(Position.from_deal(deal(617)), parse_moves(out), AutoplayPolicy.MS).won
    assert signal.getsignal(signal.SIGINT) is handler_before  # the handler is put back


def test_ctrl_c_before_any_solution_says_so() -> None:
    status, _, out, err = run_then_stop(["solve", "11982"], signal.SIGINT, after_cpu_seconds=0.6)
    assert status == ExitStatus.INTERRUPTED
    assert out == ""
    assert "deal 11982: interrupted after" in err and "no solution found yet" in err
    assert "Traceback" not in err


def test_ctrl_c_in_a_summary_summarises_the_deals_finished() -> None:
    status, _, out, err = run_then_stop(
        ["solve", "1-1000", "--summary", "--json", "--fast"], signal.SIGINT, after_cpu_seconds=1.5
    )
    assert status == ExitStatus.INTERRUPTED, err
    summary = json.loads(out)
    finished = int(err.split("interrupted after ")[1].split(" of 1000")[0])
    assert summary["deals"] == finished == summary["solved"] > 0
    assert "Traceback" not in err
