"""A solve's answer is a property of the deal and the options, not of the machine (issue 26).

The clock running fast, other programs on the cores, more solves than cores, the C beam or
its Python twin: none changes the moves found. Only the time cap may end a solve early, and a
result it ended says so (its `limit` is "time").
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Move, Position
from freecell_gui.core.solver import Outcome, SolveResult, solve
from tests.conftest import REPOSITORY
from tests.core.play_strategies import random_walk


def _start(number: int) -> Position:
    return Position.from_deal(deal(number))


def _answer(result: SolveResult) -> tuple[Outcome, tuple[Move, ...], str | None, int]:
    """What must not depend on the machine: all but the seconds."""
    return result.outcome, result.moves, result.limit, result.positions


def _running_fast(clock: Callable[[], float], factor: float) -> Callable[[], float]:
    """`clock`, running `factor` times as fast from now on."""
    origin = clock()
    return lambda: origin + (clock() - origin) * factor


def test_a_wall_clock_running_a_hundred_times_fast_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    # Two seconds: about three times what the search needs here. A schedule that read the wall
    # clock would skip rounds (or stop at the cap) with the clock running fast.
    expected = _answer(solve(_start(26), time_limit=2))
    assert expected[2] is None  # the search ended by its own work, not by the cap
    for name in ("perf_counter", "monotonic", "time"):
        monkeypatch.setattr(time, name, _running_fast(getattr(time, name), 100))
    assert _answer(solve(_start(26), time_limit=2)) == expected


def test_every_clock_running_fast_changes_nothing_until_the_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = _answer(solve(_start(2), work=150_000, time_limit=60))
    for name in ("perf_counter", "monotonic", "time", "thread_time", "process_time"):
        monkeypatch.setattr(time, name, _running_fast(getattr(time, name), 100))
    # A cap of 600 fast seconds is 6 CPU seconds: ten times what the search needs.
    assert _answer(solve(_start(2), work=150_000, time_limit=600)) == expected


def test_the_cap_ends_the_shortening_and_the_result_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    found: list[tuple[Move, ...]] = []
    real_thread_time = time.thread_time

    def thread_time() -> float:
        # An hour of CPU time passes as soon as the first solution is found.
        return real_thread_time() + (3600.0 if found else 0.0)

    uncapped = solve(_start(1), time_limit=10)
    monkeypatch.setattr(time, "thread_time", thread_time)
    result = solve(_start(1), time_limit=10, on_solution=found.append)
    assert (result.outcome, result.limit) == (Outcome.SOLVED, "time")
    assert result.moves == found[-1]  # the best found before the cap is kept
    assert uncapped.limit is None and uncapped.positions > result.positions


def test_without_a_solution_the_cap_gives_up_saying_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "thread_time", _running_fast(time.thread_time, 1000))
    result = solve(_start(11982), time_limit=1)  # a second in a millisecond: the proof needs 3
    assert (result.outcome, result.moves, result.limit) == (Outcome.GAVE_UP, (), "time")


@contextmanager
def _python_beam(monkeypatch: pytest.MonkeyPatch, pure: bool) -> Iterator[None]:
    with monkeypatch.context() as patch:
        patch.setenv("FREECELL_GUI_PURE_SOLVER", "1" if pure else "0")
        yield


@pytest.mark.parametrize("number", [1, 617])
def test_the_c_beam_and_its_python_twin_give_the_same_answer(
    number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = []
    for pure in (False, True):
        with _python_beam(monkeypatch, pure):
            answers.append(_answer(solve(_start(number), max_width=128, time_limit=120)))
    assert answers[0] == answers[1]
    assert answers[0][0] is Outcome.SOLVED and answers[0][2] is None


@settings(max_examples=6, deadline=None)
@given(number=st.integers(1, 1_000_000), seed=st.integers(0, 2**32), steps=st.integers(0, 30))
def test_the_twins_agree_from_any_position(number: int, seed: int, steps: int) -> None:
    position = random_walk(number, seed, steps)
    answers = []
    with pytest.MonkeyPatch.context() as monkeypatch:
        for pure in ("0", "1"):
            monkeypatch.setenv("FREECELL_GUI_PURE_SOLVER", pure)
            answers.append(_answer(solve(position, max_width=32, work=60_000, time_limit=120)))
    assert answers[0] == answers[1]


def test_more_work_never_gives_a_longer_answer() -> None:
    # The rounds run in one order, each decided by the work done so far: more work runs the
    # same rounds and perhaps more, so it can only shorten the answer.
    works = (3_000, 10_000, 40_000, 120_000, 400_000)
    lengths = [solve(_start(3), work=work, time_limit=60).length for work in works]
    assert lengths == sorted(lengths, reverse=True)
    assert lengths[0] > lengths[-1]


def test_the_work_bounds_the_shortening_not_the_first_solution() -> None:
    # 617's first solution takes some 2,700 positions: the work bounds only what follows.
    result = solve(_start(617), work=500)
    assert (result.outcome, result.limit) == (Outcome.SOLVED, None)
    shortened = solve(_start(617), work=200_000)
    assert result.length > shortened.length and result.positions < shortened.positions <= 200_000


def _records(out: Path) -> list[tuple[int, str, list[str]]]:
    """Each deal's record but its seconds: deal, status and moves (the rest follows from them)."""
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    return sorted((row["deal"], row["status"], row["moves"]) for row in rows)


def _solve_range(arguments: list[str], out: Path) -> list[tuple[int, str, list[str]]]:
    subprocess.run(
        [sys.executable, "-m", "freecell_gui", "solve", *arguments, "--summary", "--out", str(out)],
        check=True,
        capture_output=True,
        timeout=240,
        cwd=REPOSITORY,
    )
    return _records(out)


def test_more_jobs_than_cores_give_the_same_records(tmp_path: Path) -> None:
    """The issue's own check: ten workers on this 2-core machine, each slowed to a fifth of a
    core or less, give the records one worker gives."""
    alone = _solve_range(["1-10", "--time-limit", "3", "--jobs", "1"], tmp_path / "one.jsonl")
    crowded = _solve_range(["1-10", "--time-limit", "3", "--jobs", "10"], tmp_path / "ten.jsonl")
    assert [row[1] for row in alone] == ["solved"] * 10
    assert crowded == alone


def test_a_solve_gives_the_same_answer_while_other_programs_burn_the_cores(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "freecell_gui", "solve", "7", "--json", "--time-limit", "3"]

    def moves() -> object:
        completed = subprocess.run(command, check=True, capture_output=True, text=True, timeout=120)
        return json.loads(completed.stdout)["moves"]

    quiet = moves()
    burners = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"], stdin=subprocess.DEVNULL)
        for _ in range(3)
    ]
    try:
        loaded = moves()
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
    assert loaded == quiet
