"""The solver: solutions replay to a win in both conventions, the three outcomes, cancel."""

from __future__ import annotations

import queue
import random
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core import solver
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import explicit_notation, parse_moves, site_notation
from freecell_gui.core.game.rules import AutoplayPolicy, Move, Position
from freecell_gui.core.solver import Outcome, positions, solve
from tests.core.play_strategies import random_walk


def _start(number: int) -> Position:
    return Position.from_deal(deal(number))


def _assert_wins_both_ways(start: Position, moves: tuple[Move, ...]) -> None:
    site = site_notation(start, moves)
    played = replay(start, parse_moves(" ".join(site)), AutoplayPolicy.MS)
    assert played.rejected is None
    assert played.won
    assert len(played.steps) == len(moves)  # site counting: one step a move, autoplay free
    explicit = explicit_notation(start, moves)
    played = replay(start, parse_moves(" ".join(explicit)), AutoplayPolicy.OFF)
    assert played.rejected is None
    assert played.won
    assert len(explicit) >= len(site)


@pytest.mark.parametrize("number", [1, 2, 5, 617])
def test_first_solution_wins_in_both_conventions(number: int) -> None:
    start = _start(number)
    result = solve(start, fast=True, time_limit=60)
    assert result.outcome is Outcome.SOLVED
    _assert_wins_both_ways(start, result.moves)


def test_shortening_reports_each_shorter_solution_and_keeps_the_best() -> None:
    start = _start(3)
    found: list[tuple[Move, ...]] = []
    result = solve(start, time_limit=3, on_solution=found.append)
    assert result.outcome is Outcome.SOLVED
    assert len(found) >= 2
    assert [len(moves) for moves in found] == sorted((len(moves) for moves in found), reverse=True)
    assert len(set(map(len, found))) == len(found)  # each one strictly shorter
    assert result.moves == found[-1]
    for moves in found:
        _assert_wins_both_ways(start, moves)


def test_a_game_in_progress_is_solved_from_where_it_stands() -> None:
    rng = random.Random(9)
    position = _start(5)
    for _ in range(6):
        position, _ = position.apply(rng.choice(position.legal_moves())).autoplay(AutoplayPolicy.MS)
    result = solve(position, fast=True, time_limit=20)
    if result.outcome is Outcome.SOLVED:
        _assert_wins_both_ways(position, result.moves)
    else:
        assert result.outcome is Outcome.UNSOLVABLE


@pytest.mark.parametrize("number", [11982, 146692])
def test_known_unsolvable_deals_are_proven_unsolvable(number: int) -> None:
    result = solve(_start(number), time_limit=10)
    assert result.outcome is Outcome.UNSOLVABLE
    assert result.moves == ()
    assert result.limit is None  # the proof, not a limit, ended it


def test_a_tiny_time_limit_gives_up_saying_time() -> None:
    result = solve(_start(617), time_limit=0.001, work=10**6)  # the cap, not the work, ends it
    assert (result.outcome, result.limit) == (Outcome.GAVE_UP, "time")


def test_a_tiny_position_limit_gives_up_saying_positions() -> None:
    result = solve(_start(617), max_positions=50)
    assert (result.outcome, result.limit) == (Outcome.GAVE_UP, "positions")


class _CancelOnProgress:
    """A cancel flag raised from the solve's own progress report: the stop lands at the same
    point of the search on any machine (the latency itself is measured in bench_stop)."""

    def __init__(self, after_reports: int = 1, after_solution: bool = False) -> None:
        self.reports = 0
        self.after_reports = after_reports
        self.solved = not after_solution
        self.raised = False

    def on_progress(self, _progress: object) -> None:
        self.reports += 1
        if self.solved and self.reports >= self.after_reports:
            self.raised = True

    def on_solution(self, _moves: object) -> None:
        self.solved = True

    def is_set(self) -> bool:
        return self.raised


@pytest.mark.parametrize("while_shortening", [False, True])
def test_cancel_ends_the_search_and_keeps_the_best_so_far(while_shortening: bool) -> None:
    # 11982 keeps the first searches busy for about 300,000 positions before its proof; on
    # deal 3 beams up to a width of 131,072 shorten the first solution for far longer.
    start = _start(3 if while_shortening else 11982)
    cancel = _CancelOnProgress(after_reports=2, after_solution=while_shortening)
    result = solve(
        start,
        cancel=cancel,
        time_limit=60,
        max_width=1 << 17,
        on_solution=cancel.on_solution,
        on_progress=cancel.on_progress,
    )
    assert cancel.raised
    assert result.limit == "cancelled"
    if while_shortening:
        assert result.outcome is Outcome.SOLVED  # the best so far is kept
        _assert_wins_both_ways(start, result.moves)
    else:
        assert result.outcome is Outcome.GAVE_UP


def test_the_worker_reports_the_cancelled_answer_then_ends() -> None:
    reports: queue.Queue[tuple[str, object]] = queue.Queue()
    cancel = _CancelOnProgress()
    finished = threading.Event()

    def work() -> None:
        solver.solve_worker(_start(11982), _ReportingQueue(reports, cancel), cancel)
        finished.set()

    worker = threading.Thread(target=work)
    worker.start()
    while True:
        kind, payload = reports.get(timeout=60)
        if kind == "done":
            break
    assert isinstance(payload, solver.SolveResult) and payload.limit == "cancelled"
    worker.join(60)
    assert finished.is_set()


class _ReportingQueue:
    """The worker's queue: passes each report on, and counts the progress reports for the flag."""

    def __init__(self, reports: queue.Queue[tuple[str, object]], cancel: _CancelOnProgress) -> None:
        self.reports = reports
        self.cancel = cancel

    def put(self, report: tuple[str, object]) -> None:
        if report[0] == "progress":
            self.cancel.on_progress(report[1])
        self.reports.put(report)


@settings(max_examples=25, deadline=None)
@given(number=st.integers(1, 1_000_000), seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_the_internal_moves_are_the_rules_engines(number: int, seed: int, steps: int) -> None:
    position = random_walk(number, seed, steps)
    state = positions.state_of(position)
    ours = dict(positions.children(state))
    # After a move autoplay has settled the position, and the quicker path must agree too.
    if positions.is_settled(state):
        assert dict(positions.children(state, settled=True)) == ours
    expected = {
        move: positions.state_of(position.apply(move).autoplay(AutoplayPolicy.MS)[0])
        for move in position.legal_moves()
    }
    assert ours == expected
