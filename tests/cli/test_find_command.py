"""`freecell-gui find`: matches on stdout, exit 0/1/2, partial boards, one-line errors."""

from __future__ import annotations

import contextlib
import io
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.cli.find import workers_for
from freecell_gui.cli.main import main
from freecell_gui.core.deals.cards import Rank
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import TextFormat
from freecell_gui.core.system.workers import usable_cores


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


def _running(pid: int) -> bool:
    """True if process `pid` exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_ctrl_c_exits_130_and_stops_the_workers() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", "find", "AS", "--range", "all", "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    # Until the scan has started its workers (a busy machine may take many seconds): a hang guard.
    deadline = time.monotonic() + 120
    workers: list[int] = []
    while not workers and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
        listed = subprocess.run(
            ["pgrep", "-P", str(process.pid)], check=False, capture_output=True, text=True
        ).stdout
        workers = [int(pid) for pid in listed.split()]
    assert workers, "the scan of all deals should have started worker processes"
    process.send_signal(signal.SIGINT)
    try:
        process.wait(60)  # a hang guard: how soon it stops is a benchmark's figure
    finally:
        process.kill()  # a failed run leaves nothing behind to load the machine
    deadline = time.monotonic() + 60
    while [pid for pid in workers if os.path.exists(f"/proc/{pid}")] and time.monotonic() < deadline:
        time.sleep(0.05)  # the workers end with it (reaped by init once it is gone)
    assert not [pid for pid in workers if _running(pid)], "a worker outlived the command"
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


# --- boards of a game just begun: the app's own board reader, cards off the cascades ------------


def _begun(number: int, columns_taken: list[int]) -> tuple[str, int]:
    """Deal `number` after its bottom cards were taken, in turn, from `columns_taken`: each goes
    home if it can, else to a free cell. The board's text (fc-solve's layout) and the cards taken."""
    columns = [list(column) for column in deal(number).columns]
    cells: list[str] = []
    home: dict[str, int] = {}
    taken = 0
    for column in columns_taken:
        if not columns[column]:
            continue
        card = columns[column][-1]
        if home.get(card.suit.letter, 0) == card.rank - 1:
            home[card.suit.letter] = card.rank
        elif len(cells) < 4:
            cells.append(card.code)
        else:
            break
        columns[column].pop()
        taken += 1
    foundations = " ".join(f"{suit}-{Rank(rank).letter}" for suit, rank in home.items())
    text = f"Foundations: {foundations}\nFreecells: {' '.join(cells + ['-'] * (4 - len(cells)))}\n"
    text += "".join(": " + " ".join(card.code for card in column) + "\n" for column in columns)
    return text, taken


@settings(max_examples=25, deadline=None)
@given(
    number=st.integers(min_value=1, max_value=1_000_000),
    columns_taken=st.lists(st.integers(min_value=0, max_value=7), min_size=1, max_size=6),
)
def test_a_game_just_begun_is_found_from_its_board(number: int, columns_taken: list[int]) -> None:
    text, taken = _begun(number, columns_taken)
    with tempfile.TemporaryDirectory() as folder:
        board = Path(folder) / "board.txt"
        board.write_text(text)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = main(
                ["find", "--board", str(board), "--range", f"{max(1, number - 300)}-{number + 300}"]
            )
    assert status == 0, text
    assert str(number) in out.getvalue().split()
    assert taken


def test_a_card_in_a_free_cell_is_not_dropped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Deal 617 with JD, the bottom of cascade 1, in a free cell: found.
    text, _ = _begun(617, [0])
    assert "Freecells: JD" in text
    board = tmp_path / "board.txt"
    board.write_text(text)
    assert main(["find", "--board", str(board), "--range", "1-2000"]) == 0
    assert capsys.readouterr().out == "617\n"
    # The free cell holds AD instead, a card deal 617 dealt at the top of cascade 2 (written
    # ?? there): no deal of the range has both, so none matches. The old reader dropped the
    # free cell's card and matched 617 all the same.
    board.write_text(text.replace("Freecells: JD", "Freecells: AD").replace("\n: AD ", "\n: ?? "))
    assert main(["find", "--board", str(board), "--range", "1-2000"]) == 1, capsys.readouterr().err
    assert capsys.readouterr().out == ""


def _short(text: str) -> str:
    """The board with the bottom card of every cascade taken off."""
    return "".join(line.rsplit(" ", 1)[0] + "\n" for line in text.splitlines())


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        # A card in a cascade and on a foundation, or in a free cell.
        (lambda text: "Foundations: S-A\n" + _short(text), "appears again"),
        (lambda text: "Foundations: H-2\n" + _short(text).replace("??", "2H", 1), "appears again"),
        (lambda text: "Freecells: AS\n" + _short(text), "appears again"),
        # A short row that is not the last one (the rows layout).
        (lambda text: "JD 2D 9H\n?? ?? ?? ?? ?? ?? ?? ??\n", "only the last row may be short"),
        # Five free cells, a ninth cascade, a second Freecells line, ?? in a free cell.
        (lambda text: "Freecells: - - - - -\n" + text, "4 free cells"),
        (lambda text: text + ": ??\n", "ninth"),
        (lambda text: "Freecells: -\nFreecells: -\n" + text, "second Freecells"),
        (lambda text: "Freecells: ?? - - -\n" + text, "free cell holds a card you can see"),
        # More cards off the cascades than the full-length cascades can have lost.
        (lambda text: "Freecells: KS - - -\n" + text, "more than 52 cards"),
        (lambda text: text.replace("??", "ZZ", 1), "is not a card"),
        (lambda text: text.replace("??", "J\u212a", 1), "'J\\u212a' is not a card"),
        (lambda text: text + "\x00", "not a text board"),
    ],
)
def test_bad_boards_are_refused_with_the_reason(
    change: Any, reason: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    partial = "".join(": " + " ".join("??" for _ in column) + "\n" for column in deal(617).columns)
    partial = partial.replace("??", "AS", 1)
    board = tmp_path / "board.txt"
    board.write_text(change(partial))
    assert main(["find", "--board", str(board), "--range", "1-2000"]) == 2
    err = capsys.readouterr().err
    assert reason in err and err.count("\n") == 1 and "Traceback" not in err, err


def test_jobs_beyond_the_cores_are_cut_and_said(capsys: pytest.CaptureFixture[str]) -> None:
    cores = usable_cores()
    assert main(["find", *_first_row(617), "--range", "1-2000", "--jobs", str(cores + 62)]) == 0
    out, err = capsys.readouterr()
    assert out == "617\n"
    assert (
        err
        == f"freecell-gui find: --jobs {cores + 62} is more than the {cores} core{'s' if cores != 1 else ''} here: using {cores}\n"
    )
    assert workers_for(cores + 62) == (cores, err.removeprefix("freecell-gui find: ").strip())
    assert workers_for(0)[0] == cores and workers_for(1) == (1, "")
