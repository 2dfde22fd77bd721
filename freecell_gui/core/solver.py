"""The built-in solver: a fast first solution, then shorter ones, or a proof that none exists.

Three searches share the time, a slice of a few milliseconds each in turn:

* Greedy best-first "flares" (four orders of the same features, each with its own visited
  set) give a first solution, usually within milliseconds.
* Level-synchronous beam searches look for short solutions: level i holds the positions after
  i moves, only the best W by cost survive each level, and W doubles after each round
  (macroxue/freecell's `solver.cc` and `game/freecell.js` do the same; see
  ../shared/SOLVER-NOTES.md for the figures). On the few deals where every flare wanders,
  a narrow beam finds the first solution instead (deal 617).
* A sweep expands every position that the others reached but did not expand. When nothing is
  left to sweep, every reachable position has been seen and none is a win: the deal is
  *proven* unsolvable. After a second without a solution the sweep gets most of the time.

Once a solution is known only the beams go on, each bounded by the best length so far.

Moves are counted as freecellgamesolutions.com counts them: Microsoft's autoplay is free and a
sequence move is one move. Internally a position is a plain tuple triple (cascades in their
real order, free cells, foundations) and equal positions up to the order of cascades and free
cells share one key; the moves found are the rules engine's `Move`s, so every solution can be
replayed with `core.game.replay` and written with `core.notation`.
"""

from __future__ import annotations

import contextlib
import gc
import heapq
import os
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from freecell_gui.core.beam import (
    DIED,
    RUNNING,
    SOLVED,
    STACKS,
    PyBeamSearch,
    autoplay,
    beam_search_class,
    can_autoplay,
    cost,
)
from freecell_gui.core.notation import write_move
from freecell_gui.core.rules import EMPTY, FIRST_FREECELL, HOME, AutoplayPolicy, Move, Position

DEFAULT_TIME_LIMIT = 10.0  # seconds for the whole solve, first solution and shortening
# The first searches' limit: together they hold about 0.62 KB a position (measured on deals
# 11982 and 517776), so 600,000 positions stay near 400 MB, under the 500 MB budget.
DEFAULT_MAX_POSITIONS = 600_000
# The beams' widths: 32, 128, ... 16,384 (about 1 s a deal here). Growing fourfold, the series
# costs about 4/3 of its last round (doubling would cost twice). Measured here on deals 1..100
# with the first order below: width 4,096 averages 34.0 moves at 0.27 s a deal; a last width of
# 32,768 gave deals 1..24 in 4-9 s each on a busy machine, past the 5 s median the default
# aims at (see tests/benchmarks/README.md for the default's figures).
FIRST_BEAM_WIDTH = 32
WIDTH_GROWTH = 4
MAX_BEAM_WIDTH = 1 << 14

_Columns = tuple[tuple[int, ...], ...]
_State = tuple[_Columns, tuple[int, ...], tuple[int, ...]]
_Key = tuple[_Columns, tuple[int, ...]]
# A path is a linked list from the last move back to the start: (move, previous) or None.
_Path = tuple[Move, "_Path"] | None


class Outcome(Enum):
    """How a solve ended."""

    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"  # every reachable position was searched: no solution exists
    GAVE_UP = "gave up"  # a limit (time, positions, or a cancel) stopped the search first


class CancelFlag(Protocol):
    """Anything with `is_set()`: a threading.Event or a multiprocessing.Event."""

    def is_set(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class SolveProgress:
    """How far a solve has come, for a progress line or a status bar."""

    positions: int  # positions searched so far (both searches together)
    elapsed: float  # seconds since the solve started
    best_length: int | None  # moves in the best solution so far (site counting), if any
    phase: str  # "first solution" or "shortening (width W)"


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What a solve found.

    `moves` is the best solution (the player's moves only; Microsoft's autoplay follows each)
    when `outcome` is SOLVED, else empty. `limit` says what stopped a search: "time",
    "positions" or "cancelled" (for SOLVED, what stopped the shortening, if anything).
    """

    outcome: Outcome
    moves: tuple[Move, ...]
    limit: str | None
    positions: int
    elapsed: float
    first_elapsed: float | None = None  # seconds to the first solution, if one was found

    @property
    def length(self) -> int:
        """Moves in the solution, counted as the site counts them."""
        return len(self.moves)


class _SearchStoppedError(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# --- the internal position ---------------------------------------------------------------


def _state_of(position: Position) -> _State:
    return (
        tuple(tuple(column) for column in position.cascades),
        tuple(position.freecells),
        position.foundations,
    )


def _key(state: _State) -> _Key:
    return (tuple(sorted(state[0])), tuple(sorted(state[1])))


def _is_settled(state: _State) -> bool:
    """True if Microsoft's autoplay would move nothing from `state`."""
    columns = list(state[0])
    found = list(state[2])
    autoplay(columns, list(state[1]), found)
    return sum(found) == sum(state[2])


def _children(state: _State, settled: bool = False) -> list[tuple[Move, _State]]:  # noqa: PLR0915 (the hot loop, kept in one piece)
    """Every legal move from `state` and the position after it and Microsoft's autoplay.

    The same moves as Position.legal_moves: to free cells only the first empty one, into empty
    cascades only the first empty one, never a whole cascade into an empty one. `settled`
    says that autoplay would move nothing from `state` (true of every position after a move):
    then a move that sends no card home can start autoplay only through the card it uncovers,
    and only that card is looked at.
    """
    columns, cells, found = state
    stacks = STACKS
    result: list[tuple[Move, _State]] = []
    free = cells.count(EMPTY)
    first_cell = cells.index(EMPTY) if free else -1
    first_empty = -1
    empty_count = 0
    for index, column in enumerate(columns):
        if not column:
            empty_count += 1
            if first_empty < 0:
                first_empty = index
    limit_onto = (free + 1) << empty_count
    limit_into_empty = (free + 1) << (empty_count - 1) if empty_count else 0
    tops = [column[-1] if column else EMPTY for column in columns]

    def finish(new_columns: list[tuple[int, ...]], new_cells: list[int], new_found: list[int]) -> _State:
        autoplay(new_columns, new_cells, new_found)
        return (tuple(new_columns), tuple(new_cells), tuple(new_found))

    def uncover(new_columns: list[tuple[int, ...]], new_cells: list[int], source: int) -> _State:
        # A move that sent no card home from a settled position: autoplay can start only with
        # the card uncovered at `source` (if any), as the foundations have not changed.
        if not settled:
            return finish(new_columns, new_cells, list(found))
        if source >= 0 and (column := new_columns[source]) and can_autoplay(column[-1], found):
            return finish(new_columns, new_cells, list(found))
        return (tuple(new_columns), tuple(new_cells), found)

    for slot, card in enumerate(cells):
        if card == EMPTY:
            continue
        place = slot + FIRST_FREECELL
        if found[card & 3] == card >> 2:
            new_cells = list(cells)
            new_cells[slot] = EMPTY
            new_found = list(found)
            new_found[card & 3] += 1
            result.append((Move(place, HOME), finish(list(columns), new_cells, new_found)))
        for target, below in enumerate(tops):
            if (below != EMPTY and stacks[below * 52 + card]) or target == first_empty:
                new_columns = list(columns)
                new_columns[target] = columns[target] + (card,)
                new_cells = list(cells)
                new_cells[slot] = EMPTY
                result.append((Move(place, target), uncover(new_columns, new_cells, -1)))

    for source, column in enumerate(columns):
        if not column:
            continue
        size = len(column)
        card = column[-1]
        if found[card & 3] == card >> 2:
            new_columns = list(columns)
            new_columns[source] = column[:-1]
            new_found = list(found)
            new_found[card & 3] += 1
            result.append((Move(source, HOME), finish(new_columns, list(cells), new_found)))
        if free:
            new_columns = list(columns)
            new_columns[source] = column[:-1]
            new_cells = list(cells)
            new_cells[first_cell] = card
            result.append(
                (Move(source, first_cell + FIRST_FREECELL), uncover(new_columns, new_cells, source))
            )
        run = 1
        while run < size and stacks[column[size - run - 1] * 52 + column[size - run]]:
            run += 1
        rank = card >> 2
        for target, below in enumerate(tops):
            if below == EMPTY or target == source:
                continue
            count = (below >> 2) - rank
            if 1 <= count <= run and count <= limit_onto and stacks[below * 52 + column[size - count]]:
                new_columns = list(columns)
                new_columns[source] = column[:-count]
                new_columns[target] = columns[target] + column[-count:]
                result.append((Move(source, target, count), uncover(new_columns, list(cells), source)))
        if first_empty >= 0:
            longest = min(run, limit_into_empty)
            if longest == size:
                longest -= 1
            for count in range(1, longest + 1):
                new_columns = list(columns)
                new_columns[source] = column[:-count]
                new_columns[first_empty] = column[-count:]
                result.append((Move(source, first_empty, count), uncover(new_columns, list(cells), source)))
    return result


_Weights = tuple[int, int, int, int, int]
# The beams' orders, in the features' order of beam.cost (cards out, buried, cells used, cascades
# used, cards covering the next needed ones). Measured here at width 4,096: macroxue's cost
# (1, 1, 1, 0, 0) averaged 35.1 moves on deals 1..100 and 36.5 on 101..200; the first order
# below 34.0 and 35.2, the best of eight weightings tried. The others take over at a width
# where the first dies out (every position a dead end), as each does on a few deals.
_BEAM_WEIGHTS: tuple[_Weights, ...] = ((2, 3, 2, 0, 1), (1, 1, 1, 0, 1), (1, 1, 1, 0, 0))
# The first search runs several greedy scans ("flares", as fc-solve's presets call them) in
# turn, each with its own visited set and its own weights of the features above. Each alone
# has a long tail on some deals, rarely the same ones: measured here on deals 1..300, these
# four together reached a first solution in 22 ms median, 1.5 s at the 99th percentile.
_FLARE_WEIGHTS: tuple[_Weights, ...] = (
    (1, 1, 2, 1, 1),
    (1, 1, 1, 0, 1),
    (0, 1, 1, 0, 1),
    (1, 1, 1, 0, 0),
)
_SLICE = 256  # expansions a search makes before handing back control


def _weighted(state: _State, weights: _Weights) -> int:
    return cost(state[0], state[1], state[2], weights)


def _is_won(state: _State) -> bool:
    return sum(state[2]) == 52


def _moves_of(path: _Path) -> tuple[Move, ...]:
    moves: list[Move] = []
    while path is not None:
        moves.append(path[0])
        path = path[1]
    moves.reverse()
    return tuple(moves)


# --- the searches ------------------------------------------------------------------------


class _Budget:
    """The clock, the position count and the cancel flag, shared by every search."""

    def __init__(
        self,
        time_limit: float,
        max_positions: int,
        cancel: CancelFlag | None,
        on_progress: Callable[[SolveProgress], None] | None,
    ) -> None:
        self.start = time.perf_counter()
        self.deadline = self.start + time_limit
        self.max_positions = max_positions
        self.cancel = cancel
        self.on_progress = on_progress
        self.positions = 0
        self.best: tuple[Move, ...] | None = None
        self.phase = "first solution"
        self._next_progress = self.start + 0.1

    @property
    def best_length(self) -> int | None:
        return None if self.best is None else len(self.best)

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def check(self) -> None:
        """Raise _SearchStoppedError when the cancel flag, the time or the positions say so."""
        now = time.perf_counter()
        if self.cancel is not None and self.cancel.is_set():
            raise _SearchStoppedError("cancelled")
        if now >= self.deadline:
            raise _SearchStoppedError("time")
        if self.best is None and self.positions >= self.max_positions:
            raise _SearchStoppedError("positions")
        if self.on_progress is not None and now >= self._next_progress:
            self._next_progress = now + 0.1
            self.on_progress(SolveProgress(self.positions, now - self.start, self.best_length, self.phase))


class _Closure:
    """Every position any search has reached, and which of them have been expanded.

    Each search records here the positions it expands and the children it finds; the sweep
    expands what nobody else has. When nothing is left to sweep, every position reached has
    been expanded, so the set is closed under moves: it holds every reachable position, and
    none of them is a win. That is the proof that a deal has no solution, built from the work
    of all the searches together rather than by one exhaustive search of its own.
    """

    def __init__(self, start: _State) -> None:
        self.start = start
        self.start_key = _key(start)
        self.start_settled = _is_settled(start)
        self.reached: set[_Key] = {self.start_key}
        self.expanded: set[_Key] = set()
        self.unswept: list[tuple[_Key, _State, _Path]] = [(self.start_key, start, None)]
        self.active = True  # off once a solution exists: no proof is needed any more

    def release(self) -> None:
        """Stop recording and forget everything: a solution exists, there is nothing to prove."""
        self.active = False
        self.reached = set()
        self.expanded = set()
        self.unswept = []

    def expand(self, key: _Key, state: _State, path: _Path) -> list[tuple[Move, _State, _Key]]:
        """The moves from `state` (reached by `path`, its key `key`), each with the position after
        it and that position's key, made once here for every search; recorded for the proof."""
        settled = state is not self.start or self.start_settled  # only the start may not be
        children = [(move, child, _key(child)) for move, child in _children(state, settled)]
        if self.active:
            self.expanded.add(key)
            reached = self.reached
            for move, child, child_key in children:
                if child_key not in reached:
                    reached.add(child_key)
                    self.unswept.append((child_key, child, (move, path)))
        return children


_Search = Generator[tuple[Move, ...] | None, None, None]  # yields None to hand back control, or a solution


def _flares(start: _State, budget: _Budget, closure: _Closure) -> _Search:
    """Greedy best-first scans in turn, one slice each; yields the first win any of them finds."""
    seens: list[set[_Key]] = [{closure.start_key} for _ in _FLARE_WEIGHTS]
    heaps: list[list[tuple[int, int, _Key, _State, _Path]]] = [
        [(0, 0, closure.start_key, start, None)] for _ in _FLARE_WEIGHTS
    ]
    counter = 0
    while any(heaps):
        for flare, heap in enumerate(heaps):
            weights = _FLARE_WEIGHTS[flare]
            seen = seens[flare]
            for _ in range(_SLICE):
                if not heap:
                    break
                _, _, key, state, path = heapq.heappop(heap)
                budget.positions += 1
                for move, child, child_key in closure.expand(key, state, path):
                    if child_key in seen:
                        continue
                    seen.add(child_key)
                    child_path: _Path = (move, path)
                    if _is_won(child):
                        yield _moves_of(child_path)
                        return
                    counter += 1
                    heapq.heappush(heap, (_weighted(child, weights), counter, child_key, child, child_path))
            yield None


def _sweep(closure: _Closure, budget: _Budget) -> _Search:
    """Expand what no other search has; ends (the proof) when every position reached is expanded."""
    unswept = closure.unswept
    expanded = closure.expanded
    done = 0
    while unswept:
        key, state, path = unswept.pop()
        if key in expanded:
            continue
        budget.positions += 1
        if any(_is_won(child) for _, child, _ in closure.expand(key, state, path)):
            # The deal is solvable: there is nothing to prove, and a path found this way is
            # far too long to show. The other searches will find a good one.
            while True:
                yield None
        done += 1
        if done >= _SLICE:
            done = 0
            yield None


def _beam(
    start: _State, width: int, weights: _Weights, budget: _Budget
) -> Iterator[tuple[Move, ...] | bool | None]:
    """A level-synchronous beam search of `width` (core.beam, in C where it was built): level i
    holds the best `width` positions after i moves. It yields None to hand back control, a win
    shorter than the best so far when it finds one, and ends by yielding True if it died out
    (no new position at some level) before the best length bounded it, False otherwise."""
    columns, cells, found = start
    search_class = beam_search_class()
    # About 10 ms of work a slice in either implementation (measured: C expands some 400,000
    # positions a second, Python some 4,000).
    slice_size = _SLICE * 16 if search_class is not PyBeamSearch else _SLICE // 4
    engine = search_class(columns, cells, found, width, weights, budget.best_length or 0)
    while True:
        engine.bound = budget.best_length or 0
        before = engine.positions
        status = engine.run(slice_size)
        budget.positions += engine.positions - before
        if status == RUNNING:
            yield None
        elif status == SOLVED:
            yield tuple(Move(source, target, count) for source, target, count in engine.solution)
            return
        else:
            yield status == DIED
            return


def _beams(start: _State, first_width: int, max_width: int, budget: _Budget) -> _Search:
    """Beams of growing width, each in the first order and, if that one died out, in the next;
    yields every solution shorter than the best so far."""
    width = first_width
    last_round = 0.0
    while width <= max_width:
        for weights in _BEAM_WEIGHTS:
            if budget.best is not None:
                remaining = budget.deadline - time.perf_counter()
                # A round of WIDTH_GROWTH times the width takes a little longer than
                # WIDTH_GROWTH times as long: skip one that cannot finish, so the final answer
                # comes early rather than at the deadline.
                if last_round and last_round * WIDTH_GROWTH * 1.1 > remaining:
                    return
                budget.phase = f"shortening (width {width})"
            round_start = time.perf_counter()
            died = False
            for item in _beam(start, width, weights, budget):
                if isinstance(item, bool):
                    died = item
                else:
                    yield item
            last_round = time.perf_counter() - round_start
            if not died:
                break
        width *= WIDTH_GROWTH


def solve(
    position: Position,
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    max_positions: int = DEFAULT_MAX_POSITIONS,
    fast: bool = False,
    on_solution: Callable[[tuple[Move, ...]], None] | None = None,
    on_progress: Callable[[SolveProgress], None] | None = None,
    cancel: CancelFlag | None = None,
    first_width: int = FIRST_BEAM_WIDTH,
    max_width: int = MAX_BEAM_WIDTH,
    on_done: Callable[[SolveResult], None] | None = None,
) -> SolveResult:
    """Solve from any position with Microsoft's autoplay after each move.

    Three searches share the time, slice by slice: greedy best-first flares (a first solution,
    usually within milliseconds), beams of width `first_width` doubling up to `max_width`
    (shorter solutions; on a few deals the first one too), and a sweep that, with the
    positions the others expand, proves a deal unsolvable. Once a solution is known only the
    beams go on, while `time_limit` seconds allow; `fast` stops at the first solution.

    Each better solution is passed to `on_solution` as soon as it is found; `on_progress` is
    called about ten times a second; `cancel` is checked every few milliseconds and stops the
    solve keeping the best solution so far. `max_positions` bounds the search for the first
    solution (the beams' memory is bounded by their width). `on_done` gets the result as soon
    as the search stops, before the memory it used is given back (after a long search that
    takes a tenth of a second or more).
    """
    budget = _Budget(time_limit, max_positions, cancel, on_progress)
    # The searches make millions of tuples and no reference cycles: Python's cycle collector
    # would only slow them down (by 10-30%, measured), and, turned back on after a long search,
    # it would first walk all of them. So it stays off until they are gone.
    collecting = gc.isenabled()
    gc.disable()
    try:
        result, searches = _search(position, budget, fast, on_solution, first_width, max_width)
        if on_done is not None:
            on_done(result)
        del searches
    finally:
        if collecting:
            gc.enable()
    return result


def _search(
    position: Position,
    budget: _Budget,
    fast: bool,
    on_solution: Callable[[tuple[Move, ...]], None] | None,
    first_width: int,
    max_width: int,
) -> tuple[SolveResult, tuple[object, ...]]:
    """solve's work: the result, and the searches, for the caller to let go of when it likes."""
    # The game autoplays only after a move, never at the start, so the search starts as is.
    start = _state_of(position)
    if _is_won(start):
        return SolveResult(Outcome.SOLVED, (), None, 0, budget.elapsed(), 0.0), ()
    closure = _Closure(start)
    flares = _flares(start, budget, closure)
    sweep = _sweep(closure, budget)
    beams = _beams(start, first_width, max_width, budget)
    searches = (closure, flares, sweep, beams)
    # Slices a round gives each search while no solution is known: the flares find most
    # first solutions, so they go first and get the most.
    rounds: list[tuple[_Search, int]] = [(flares, 4), (beams, 2), (sweep, 2)]
    first_elapsed: float | None = None
    limit: str | None = None
    # Most solvable deals are solved within a second; past that, the deal may have no solution,
    # and the sweep (the cheapest search, and the one that proves it) gets most of the time.
    # The flares, which re-expand what the sweep expands, drop to one slice: of the 2000 deals
    # of the solver benchmark, the only one still unsolved after a second (212750, solved in
    # 1.4 s) was solved by a beam.
    sweep_boost_at = budget.start + 1.0
    boosted_slices = {sweep: 12, flares: 1}
    try:
        while rounds:
            event, search = _run_round(rounds, budget)
            if sweep_boost_at and time.perf_counter() >= sweep_boost_at and budget.best is None:
                sweep_boost_at = 0.0
                rounds = [(search, boosted_slices.get(search, slices)) for search, slices in rounds]
            if event is None:
                continue
            if isinstance(event, bool):  # `search` has ended
                if search is sweep and budget.best is None:
                    unsolvable = SolveResult(Outcome.UNSOLVABLE, (), None, budget.positions, budget.elapsed())
                    return unsolvable, searches
                rounds = [entry for entry in rounds if entry[0] is not search]
                continue
            if budget.best is not None and len(event) >= len(budget.best):
                continue
            budget.best = event
            if first_elapsed is None:
                first_elapsed = budget.elapsed()
            if on_solution is not None:
                on_solution(event)
            if fast:
                break
            # A solution exists: only the beams can better it, and no proof is needed. What the
            # other searches hold (their heaps and visited sets) is given back now.
            closure.release()
            flares.close()
            sweep.close()
            rounds = [(beams, 1)] if any(entry[0] is beams for entry in rounds) else []
    except _SearchStoppedError as stop:
        limit = stop.reason
    if budget.best is None:
        return SolveResult(Outcome.GAVE_UP, (), limit, budget.positions, budget.elapsed()), searches
    solved = SolveResult(
        Outcome.SOLVED, budget.best, limit, budget.positions, budget.elapsed(), first_elapsed
    )
    return solved, searches


def _run_round(
    rounds: list[tuple[_Search, int]], budget: _Budget
) -> tuple[tuple[Move, ...] | bool | None, _Search | None]:
    """Give each search its slices in turn until one of them has news: (a solution, the search)
    or (False, the search) when it has ended; (None, None) when the round passed quietly."""
    for search, slices in rounds:
        for _ in range(slices):
            item = next(search, False)
            budget.check()
            if item is not None:
                return item, search
    return None, None


# --- writing solutions -------------------------------------------------------------------


def site_notation(start: Position, moves: tuple[Move, ...] | list[Move]) -> list[str]:
    """The moves as freecellgamesolutions.com writes them: Microsoft's autoplay left out, a run
    into an empty column without a count when it moves as many cards as allowed."""
    texts: list[str] = []
    position = start
    for move in moves:
        texts.append(write_move(position, move))
        position, _ = position.play(move).autoplay(AutoplayPolicy.MS)
    return texts


def explicit_notation(start: Position, moves: tuple[Move, ...] | list[Move]) -> list[str]:
    """Every move written out for a replay with autoplay off: the autoplayed cards as moves
    home, and runs of more than one card into an empty column with fc-solve's `v` count."""
    return notation_for_policy(start, moves, AutoplayPolicy.OFF)


def notation_for_policy(
    start: Position, moves: tuple[Move, ...] | list[Move], policy: AutoplayPolicy
) -> list[str]:
    """The moves written for a game that autoplays by `policy`: each card that Microsoft's
    autoplay would send home and `policy` does not gets a move of its own, and every run into
    an empty column carries its count, so the game replays exactly the solver's line."""
    texts: list[str] = []
    position = start
    for move in moves:
        texts.append(write_move(position, move, explicit=True))
        position, _ = position.play(move).autoplay(policy)
        while (home := position.autoplay_move(AutoplayPolicy.MS)) is not None:
            texts.append(write_move(position, home, explicit=True))
            position, _ = position.apply(home).autoplay(policy)
    return texts


# --- running in a worker process -----------------------------------------------------------


class _Queue(Protocol):
    def put(self, item: object) -> None: ...


def solve_worker(
    position: Position,
    queue: _Queue,
    cancel: CancelFlag,
    time_limit: float = DEFAULT_TIME_LIMIT,
    fast: bool = False,
    lower_priority: bool = False,
) -> None:
    """Solve in a worker (a multiprocessing.Process or a thread) and report through `queue`.

    It puts ("solution", moves) for each better solution, ("progress", SolveProgress) about
    ten times a second, and last ("done", SolveResult). Set `cancel` (a multiprocessing.Event)
    to stop it: it finishes within a few milliseconds, keeping the best solution so far. All
    arguments and messages pickle, so the window can run it with multiprocessing:

        cancel = multiprocessing.Event(); queue = multiprocessing.Queue()
        multiprocessing.Process(target=solve_worker, args=(position, queue, cancel)).start()

    `lower_priority` (for a worker process) asks the system to run it after the programs the
    user is waiting on, the window first: on a busy machine the window stays quick.
    """
    if lower_priority and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(5)
    solve(
        position,
        time_limit=time_limit,
        fast=fast,
        on_solution=lambda moves: queue.put(("solution", moves)),
        on_progress=lambda progress: queue.put(("progress", progress)),
        cancel=cancel,
        on_done=lambda result: queue.put(("done", result)),
    )
