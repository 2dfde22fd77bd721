"""The beam search engine: its C and Python implementations give the same answers, its moves
are the rules engine's, its hash ignores the order of cascades and cells, and bad input is
refused by both."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves, site_notation
from freecell_gui.core.game.rules import EMPTY, AutoplayPolicy, Move, Position
from freecell_gui.core.solver import beam
from freecell_gui.core.solver._beam import BeamSearch
from freecell_gui.core.solver.beam import BOUNDED, DIED, RUNNING, SOLVED, PyBeamSearch
from tests.core.play_strategies import deal_numbers, random_walk, start_of

IMPLEMENTATIONS = (BeamSearch, PyBeamSearch)
MACROXUE = (1, 1, 1, 0, 0)
HSD = (1, 1, 1, 0, 1)

_Engine = BeamSearch | PyBeamSearch


def _engine(
    cls: type[_Engine], position: Position, width: int, weights: tuple[int, ...], bound: int = 0
) -> _Engine:
    columns = [list(column) for column in position.cascades]
    return cls(columns, list(position.freecells), list(position.foundations), width, weights, bound)


def _finish(engine: _Engine, step: int = 1 << 30) -> int:
    while (status := engine.run(step)) == RUNNING:
        pass
    return status


def _answer(engine: _Engine, step: int = 1 << 30) -> tuple[int, list[tuple[int, int, int]], int, int]:
    status = _finish(engine, step)
    return status, engine.solution, engine.positions, engine.depth


def test_the_c_engine_is_built() -> None:
    # The install builds it wherever a C compiler is found (CI has one): without it the
    # default solve misses its targets by far, so a missing build must not pass unnoticed.
    assert beam.is_compiled()


def test_the_environment_can_ask_for_the_python_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FREECELL_GUI_PURE_SOLVER", "1")
    assert beam.beam_search_class() is PyBeamSearch
    monkeypatch.delenv("FREECELL_GUI_PURE_SOLVER")
    assert beam.beam_search_class() is BeamSearch


@pytest.mark.parametrize(("number", "weights"), [(1, MACROXUE), (617, HSD), (11982, MACROXUE), (194, HSD)])
def test_both_implementations_give_the_same_answer_on_deals(number: int, weights: tuple[int, ...]) -> None:
    answers = [_answer(_engine(cls, start_of(number), 32, weights)) for cls in IMPLEMENTATIONS]
    assert answers[0] == answers[1]
    assert answers[0][0] in (SOLVED, DIED)


@settings(max_examples=30, deadline=None)
@given(
    number=deal_numbers,
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 40),
    width=st.integers(1, 12),
    weights=st.tuples(*[st.integers(0, 3)] * 5),
    step=st.integers(1, 50),
)
def test_both_implementations_agree_from_any_position_in_any_slices(
    number: int, seed: int, steps: int, width: int, weights: tuple[int, ...], step: int
) -> None:
    position = random_walk(number, seed, steps)
    c_answer = _answer(_engine(BeamSearch, position, width, weights), step)
    python_answer = _answer(_engine(PyBeamSearch, position, width, weights))
    assert c_answer == python_answer


@pytest.mark.parametrize("cls", IMPLEMENTATIONS)
def test_a_solution_replays_to_a_win_in_the_rules_engine(cls: type[_Engine]) -> None:
    start = start_of(5)
    engine = _engine(cls, start, 16, HSD)
    assert _finish(engine) == SOLVED
    moves = tuple(Move(*move) for move in engine.solution)
    played = replay(start, parse_moves(" ".join(site_notation(start, moves))), AutoplayPolicy.MS)
    assert played.rejected is None
    assert played.won
    assert len(played.steps) == len(moves) == engine.depth + 1


@settings(max_examples=40, deadline=None)
@given(number=deal_numbers, seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_every_move_is_legal_and_plays_as_the_rules_engine_plays_it(
    number: int, seed: int, steps: int
) -> None:
    position = random_walk(number, seed, steps)
    columns = [tuple(column) for column in position.cascades]
    cells, found = list(position.freecells), list(position.foundations)
    moves = beam.legal_moves(columns, cells, found)
    legal = set(position.legal_moves())
    for source, target, count in moves:
        move = Move(source, target, count)
        assert position.check(move) is None, (move, position.check(move))
        assert move in legal
        expected, _ = position.apply(move).autoplay(AutoplayPolicy.MS)
        after = (list(columns), list(cells), list(found))
        beam.play(*after, (source, target, count))
        assert [tuple(column) for column in after[0]] == list(expected.cascades)
        assert tuple(after[1]) == expected.freecells
        assert tuple(after[2]) == expected.foundations


@settings(max_examples=60, deadline=None)
@given(number=deal_numbers, seed=st.integers(0, 2**32), steps=st.integers(0, 60), order=st.randoms())
def test_the_hash_ignores_the_order_of_cascades_and_cells(
    number: int, seed: int, steps: int, order: random.Random
) -> None:
    position = random_walk(number, seed, steps)
    columns = [tuple(column) for column in position.cascades]
    cells = list(position.freecells)
    shuffled_columns, shuffled_cells = columns[:], cells[:]
    order.shuffle(shuffled_columns)
    order.shuffle(shuffled_cells)
    assert beam.position_hash(columns, cells) == beam.position_hash(shuffled_columns, shuffled_cells)
    if position.cascades[0] and EMPTY in position.freecells:
        # A different position (the top card of column 1 moved to a free cell) hashes apart.
        moved = position.apply(Move(0, 8 + position.freecells.index(EMPTY)))
        assert beam.position_hash(moved.cascades, moved.freecells) != beam.position_hash(columns, cells)


@pytest.mark.parametrize("cls", IMPLEMENTATIONS)
def test_a_bound_only_lets_shorter_solutions_through(cls: type[_Engine]) -> None:
    start = start_of(1)
    first = _engine(cls, start, 16, MACROXUE)
    assert _finish(first) == SOLVED
    length = len(first.solution)
    assert _finish(_engine(cls, start, 16, MACROXUE, bound=length)) == BOUNDED
    wider = _engine(cls, start, 64, MACROXUE, bound=length)
    status = _finish(wider)
    assert status == BOUNDED or len(wider.solution) < length


@pytest.mark.parametrize("cls", IMPLEMENTATIONS)
@pytest.mark.parametrize(
    ("columns", "cells", "found", "width", "weights"),
    [
        ([[0]] * 8, [-1] * 4, [0] * 4, 8, MACROXUE),  # the same card eight times
        ([[]] * 8, [-1] * 4, [13] * 3, 8, MACROXUE),  # three foundations
        ([[]] * 8, [-1] * 4, [13, 13, 13, 14], 8, MACROXUE),  # a foundation of 14
        ([[]] * 8, [-1] * 4, [13, 13, 13, 12], 8, MACROXUE),  # the king of spades is missing
        ([[51]] + [[]] * 7, [-1] * 4, [13, 13, 13, 12], 0, MACROXUE),  # no width
        ([[51]] + [[]] * 7, [-1] * 4, [13, 13, 13, 12], 8, (1, 1, 1)),  # three weights
        ([[51]] + [[]] * 7, [-1] * 4, [13, 13, 13, 12], 8, (1, 1, 1, 0, 65)),  # a weight too big
        ([[52]] + [[]] * 7, [-1] * 4, [13, 13, 13, 12], 8, MACROXUE),  # no such card
        ([[51]] + [[]] * 7, [-1, 51, -1, -1], [13, 13, 13, 12], 8, MACROXUE),  # in a cell too
    ],
)
def test_a_bad_position_or_setting_is_refused(
    cls: type[_Engine],
    columns: list[list[int]],
    cells: list[int],
    found: list[int],
    width: int,
    weights: tuple[int, ...],
) -> None:
    with pytest.raises(ValueError, match=r"position|cascades|foundation|width|weights|card"):
        cls(columns, cells, found, width, weights)


@pytest.mark.parametrize("cls", IMPLEMENTATIONS)
def test_a_position_with_every_card_in_one_cascade_is_searched(cls: type[_Engine]) -> None:
    # Any board a user opens may be searched, however tall its cascades.
    columns = [list(range(51, -1, -1))] + [[] for _ in range(7)]
    engine = cls(columns, [-1] * 4, [0] * 4, 4, MACROXUE)
    assert _finish(engine) == SOLVED


def test_a_beam_on_an_unsolvable_deal_dies_out() -> None:
    # No win to find and no bound: some level is left with no new position.
    start = random_walk(11982, 0, 0)
    answers = [_answer(_engine(cls, start, 1, MACROXUE)) for cls in IMPLEMENTATIONS]
    assert answers[0] == answers[1]
    assert answers[0][0] == DIED


_REFUSED = (ValueError, TypeError, OverflowError)
_hostile_scalars = st.one_of(
    st.integers(min_value=-(1 << 70), max_value=1 << 70),
    st.integers(min_value=-2, max_value=60),
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True),
    st.text(max_size=3),
    st.binary(max_size=3),
)
_hostile_sequences = st.one_of(
    st.lists(_hostile_scalars, max_size=9),
    st.tuples(*[st.integers(-2, 60)] * 4),
    st.text(max_size=9),
    st.binary(max_size=9),
    _hostile_scalars,
)


def _try(build: object) -> tuple[str, object]:
    """("refused", the exception's kind) or ("built", the engine)."""
    try:
        return "built", build()  # type: ignore[operator]
    except _REFUSED as error:
        return "refused", type(error)


@settings(max_examples=400, deadline=None)
@given(
    columns=st.one_of(
        st.lists(_hostile_sequences, max_size=10),
        _hostile_sequences,
        deal_numbers.map(lambda number: [list(column) for column in start_of(number).cascades]),
    ),
    cells=_hostile_sequences,
    found=_hostile_sequences,
    width=_hostile_scalars,
    weights=_hostile_sequences,
    bound=_hostile_scalars,
)
def test_hostile_arguments_are_refused_alike_by_both_and_never_crash(
    columns: object, cells: object, found: object, width: object, weights: object, bound: object
) -> None:
    # Whatever the caller hands over, both engines refuse it with an ordinary exception, or
    # both accept it and search alike; neither crashes the interpreter nor asks for memory it
    # cannot have.
    outcomes = [
        _try(lambda cls=cls: cls(columns, cells, found, width, weights, bound)) for cls in IMPLEMENTATIONS
    ]
    assert [kind for kind, _ in outcomes] in (["built", "built"], ["refused", "refused"])
    if outcomes[0][0] == "built":
        engines = [engine for _, engine in outcomes]
        assert [engine.run(200) for engine in engines] == [engines[1].run(0)] * 2  # type: ignore[attr-defined]


@settings(max_examples=100, deadline=None)
@given(
    number=deal_numbers,
    width=st.integers(1, 64),
    bound=st.one_of(
        st.integers(-(1 << 40), -1), st.integers(1 << 31, 1 << 70), st.floats(), st.text(max_size=2)
    ),
)
def test_a_bad_bound_or_budget_is_refused_by_both(number: int, width: int, bound: object) -> None:
    for cls in IMPLEMENTATIONS:
        engine = _engine(cls, start_of(number), width, MACROXUE)
        with pytest.raises(_REFUSED):
            engine.bound = bound  # type: ignore[assignment]
        assert engine.bound == 0  # a refused bound leaves the last one in place
        with pytest.raises(TypeError):
            engine.run("10")  # type: ignore[arg-type]
        assert engine.run(-5) == RUNNING and engine.positions == 0


def test_a_running_c_search_refuses_a_second_caller() -> None:
    # run() lets go of the GIL while it searches: another thread's run(), bound or __init__
    # must be refused, not raced.
    import threading

    engine = _engine(BeamSearch, start_of(1), 1 << 16, MACROXUE)
    errors: list[BaseException] = []
    worker = threading.Thread(target=engine.run, args=(1 << 30,))
    worker.start()
    deadline = time.monotonic() + 60  # a hang guard: a loaded machine may start the thread late
    while engine.positions == 0 and time.monotonic() < deadline:
        time.sleep(0.001)  # until the worker is searching (nothing else runs this engine)
    while worker.is_alive() and not errors and time.monotonic() < deadline:
        for attempt in (
            lambda: engine.run(1),
            lambda: setattr(engine, "bound", 5),
            lambda: engine.__init__([[]] * 8, [-1] * 4, [13] * 4, 1, MACROXUE),  # type: ignore[misc]
        ):
            try:
                attempt()
            except RuntimeError as error:
                errors.append(error)
    worker.join()
    assert errors, "no call was refused while the search ran"
    assert all("running" in str(error) for error in errors)
    assert engine.run(1) == SOLVED and engine.bound == 0
