"""`freecell-gui find`: matches on stdout, exit 0/1/2, partial boards, one-line errors."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import TextFormat


def _first_row(number: int) -> list[str]:
    return [column[0].code for column in deal(number).columns]


def test_first_row_of_617(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", *_first_row(617), "--range", "1-2000"]) == 0
    assert capsys.readouterr().out == "617\n"


def test_cards_in_one_argument_and_a_high_range(capsys: pytest.CaptureFixture[str]) -> None:
    number = 2**32 + 77_777
    argument = ", ".join(_first_row(number))
    assert main(["find", argument, "--range", f"{number - 5000}-{number + 5000}"]) == 0
    assert capsys.readouterr().out == f"{number}\n"


def test_no_match_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", "AC", "AD", "AH", "AS", "2C", "2D", "--range", "1-50000"]) == 1
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["find", "JD", "JD"], "JD is given twice"),
        (["find", "XX"], "'XX' is not a card"),
        (["find"], "give the first cards"),
        (["find", "AS", "--range", "9-2"], "--range"),
        (["find", "AS", "--range", "lots"], "--range"),
        (["find", "AS", "--board", "-"], "not both"),
        (["find", " ".join(c.code for c in deal(1).cards()) + " JD"], "53 were given"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def _bottom_only_board(number: int, text_format: TextFormat) -> str:
    text = text_format.write(deal(number))
    if text_format is TextFormat.BOARD:
        lines = [line.split() for line in text.splitlines()]
        return "\n".join(" ".join(["??"] * (len(line) - 1) + line[-1:]) for line in lines)
    columns = deal(number).columns
    rows = []
    for row in range(7):
        rows.append(
            " ".join(
                column[row].code if row == len(column) - 1 else "??"
                for column in columns
                if row < len(column)
            )
        )
    return "\n".join(rows)


@pytest.mark.parametrize("text_format", [TextFormat.BOARD, TextFormat.ROWS])
def test_board_with_only_the_bottom_cards(
    text_format: TextFormat, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "board.txt"
    board.write_text(_bottom_only_board(617, text_format))
    assert main(["find", "--board", str(board), "--range", "1-3000"]) == 0
    assert capsys.readouterr().out == "617\n"


def test_json_board(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "b.json"
    board.write_text('{"columns": [["??", "KS"], [], [], [], [], [], [], []]}')
    assert main(["find", "--board", str(board), "--range", "1-2000"]) in (0, 1)
    found = [int(line) for line in capsys.readouterr().out.split()]
    assert found and all(deal(n).columns[0][1].code == "KS" for n in found)


@pytest.mark.parametrize("content", [b"", b"\x00\x01\xff", b"??\n" * 9, b"{", b'{"columns": 5}', b"QQ"])
def test_bad_boards_exit_2(content: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "bad.txt"
    board.write_bytes(content)
    assert main(["find", "--board", str(board)]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_missing_board_and_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", "--board", str(tmp_path / "nope.txt")]) == 2
    assert main(["find", "--board", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "cannot read" in err and "is a folder, not a file" in err


def test_ctrl_c_exits_130_and_stops_the_workers() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", "find", "AS", "--range", "all", "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(3)
    listed = subprocess.run(
        ["pgrep", "-P", str(process.pid)], check=False, capture_output=True, text=True
    ).stdout
    workers = [int(pid) for pid in listed.split()]
    assert workers, "the scan of all deals should have started worker processes"
    process.send_signal(signal.SIGINT)
    interrupted_at = time.monotonic()
    try:
        process.wait(10)
    finally:
        process.kill()  # a failed run leaves nothing behind to load the machine
    assert time.monotonic() - interrupted_at < 1.5
    assert process.returncode == 130
    assert "interrupted" in (process.stderr.read() if process.stderr else "")
    time.sleep(0.5)
    assert [pid for pid in workers if _running(pid)] == []


def _running(pid: int) -> bool:
    """True if the process exists and is not a zombie waiting to be reaped."""
    try:
        status = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return status.rsplit(")", 1)[1].split()[0] != "Z"
