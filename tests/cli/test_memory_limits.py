"""Running out of memory (`ulimit -v`, i.e. RLIMIT_AS) ends `solve` and `find` with one line
naming the limit and what to lower, the command's usual status, and no worker left behind."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from freecell_gui.cli import find as cli_find
from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.finder.scan import WorkerFailedError
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Move, Position
from freecell_gui.core.ranges import solving
from freecell_gui.core.solver import solve
from freecell_gui.core.system.exit_status import ExitStatus
from tests.conftest import REPOSITORY

# Runs the command line under an address-space limit of its own size now plus EXTRA MiB, so the
# limit bites in the command's work rather than in Python's start (the same on any machine). The
# commands' modules load with the whole parser (the window's line is read without them): first.
LIMITED = """
import resource, sys
from freecell_gui.cli.main import build_parser, main
if __name__ == "__main__":
    build_parser()
    extra = int(sys.argv[1]) * 2**20
    with open("/proc/self/status") as status:
        size = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize:"))
    resource.setrlimit(resource.RLIMIT_AS, (size + extra, size + extra))
    sys.exit(main(sys.argv[2:]))
"""


def _one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


# --- the messages, with the allocation failure injected --------------------------------------


@pytest.mark.parametrize("found_one_first", [False, True])
def test_solve_out_of_memory_keeps_the_best_so_far(
    found_one_first: bool, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real_solve = solve

    def solve_until_memory_runs_out(*arguments: Any, **options: Any) -> Any:
        report = options.pop("on_solution")

        def first_solution(moves: tuple[Move, ...]) -> None:
            report(moves)
            raise MemoryError

        if not found_one_first:
            raise MemoryError
        return real_solve(*arguments, on_solution=first_solution, **options)

    monkeypatch.setattr(solving, "solve", solve_until_memory_runs_out)  # what the command calls
    status = main(["solve", "617"])
    out, err = capsys.readouterr()
    line = _one_line(err)
    assert "out of memory" in line and "--time-limit" in line
    if found_one_first:
        assert status == 0
        assert replay(Position.from_deal(deal(617)), parse_moves(out), AutoplayPolicy.MS).won
    else:
        assert status == ExitStatus.GAVE_UP
        assert out == ""


@pytest.mark.parametrize("error", [MemoryError(), WorkerFailedError("a worker process ended")])
def test_find_out_of_memory_is_one_line_and_exit_1(
    error: Exception, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def fail(*arguments: Any, **options: Any) -> Any:
        yield 617
        raise error

    monkeypatch.setattr(cli_find, "find_deals", fail)
    assert main(["find", "JD", "2D"]) == 1
    out, err = capsys.readouterr()
    assert out == "617\n"
    assert "--jobs 1" in _one_line(err)


def test_any_command_out_of_memory_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def fail(*arguments: Any, **options: Any) -> Any:
        raise MemoryError

    monkeypatch.setattr("freecell_gui.cli.deal.deal", fail)
    assert main(["deal", "617"]) == 1
    assert "out of memory" in _one_line(capsys.readouterr().err)


# --- a real limit ------------------------------------------------------------------------------


def _run_limited(extra_mib: int, arguments: list[str], mark: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", LIMITED, str(extra_mib), *arguments],
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
        # The mark finds any worker left behind, whoever its parent is by then.
        env={**os.environ, "FREECELL_TEST_MARK": mark},
        timeout=300,
        check=False,
    )


def _processes_marked(mark: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environment = (entry / "environ").read_bytes()
        except OSError:
            continue
        if f"FREECELL_TEST_MARK={mark}".encode() in environment.split(b"\0"):
            found.append(int(entry.name))
    return found


needs_linux = pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux's /proc")


@needs_linux
@pytest.mark.parametrize("extra_mib", [0, 1, 2, 4, 16])
def test_solve_under_a_real_memory_limit(extra_mib: int) -> None:
    result = _run_limited(extra_mib, ["solve", "617"], uuid.uuid4().hex)
    line = _one_line(result.stderr)
    assert result.returncode in (0, ExitStatus.GAVE_UP), result.stderr
    if result.returncode == 0:
        assert replay(Position.from_deal(deal(617)), parse_moves(result.stdout), AutoplayPolicy.MS).won
    else:
        assert "out of memory" in line and result.stdout == ""


@needs_linux
@pytest.mark.parametrize("extra_mib", [0, 8, 64, 260, 300])
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_find_under_a_real_memory_limit(extra_mib: int, jobs: str) -> None:
    mark = uuid.uuid4().hex
    number = 25_000_001
    first_row = [column[0].code for column in deal(number).columns]
    arguments = ["find", *first_row[:3], "--range", "1-30000000", "--jobs", jobs]
    result = _run_limited(extra_mib, arguments, mark)
    assert result.returncode in (0, 1), result.stderr
    assert "Traceback" not in result.stderr
    if result.returncode == 0:
        assert str(number) in result.stdout.split()
    else:
        assert "out of memory" in _one_line(result.stderr) or "worker" in result.stderr
    time.sleep(0.5)
    assert _processes_marked(mark) == []  # no worker outlives the command
