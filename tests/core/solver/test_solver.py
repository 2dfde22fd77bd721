"""The solver: solutions replay to a win in both conventions, the three outcomes, cancel."""

from __future__ import annotations

import queue
import random
import threading
import time

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


@pytest.mark.parametrize("while_shortening", [False, True])
def test_cancel_stops_within_100_ms(while_shortening: bool) -> None:
    cancel = threading.Event()
    results: list[tuple[float, solver.SolveResult]] = []
    solved = threading.Event()
    # 11982 keeps the first searches busy for seconds (its proof takes about 3 s); on deal 3
    # beams up to a width of 131,072 shorten the first solution for far longer than the test.
    start = _start(3 if while_shortening else 11982)

    def run() -> None:
        solve(
            start,
            cancel=cancel,
            time_limit=60,
            max_width=1 << 17,
            on_solution=lambda moves: solved.set(),
            on_done=lambda result: results.append((time.perf_counter(), result)),
        )

    worker = threading.Thread(target=run)
    worker.start()
    if while_shortening:
        assert solved.wait(10)  # cancel while shortening
    time.sleep(1.0)
    assert not results, "the solve ended before the cancel"
    cancelled_at = time.perf_counter()
    cancel.set()
    worker.join(5)
    # The answer is out within 100 ms; giving back the memory may take a little longer.
    ((answered_at, result),) = results
    assert answered_at - cancelled_at < 0.1
    assert result.limit == "cancelled"
    if while_shortening:
        assert result.outcome is Outcome.SOLVED  # the best so far is kept
        _assert_wins_both_ways(start, result.moves)


def test_the_worker_reports_the_answer_before_it_lets_go_of_its_memory() -> None:
    reports: queue.Queue[tuple[str, object]] = queue.Queue()
    cancel = threading.Event()
    worker = threading.Thread(target=solver.solve_worker, args=(_start(11982), reports, cancel))
    worker.start()
    time.sleep(1.5)
    cancelled_at = time.perf_counter()
    cancel.set()
    while True:
        kind, payload = reports.get(timeout=5)
        if kind == "done":
            break
    assert time.perf_counter() - cancelled_at < 0.1
    assert isinstance(payload, solver.SolveResult) and payload.limit == "cancelled"
    worker.join(5)


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
