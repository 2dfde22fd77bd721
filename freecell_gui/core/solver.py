"""The built-in solver: a fast first solution, then shorter ones, or a proof that none exists.

Two searches run one after the other on the same position:

* A greedy best-first search over every reachable position (Microsoft's autoplay applied after
  each move) gives a first solution almost at once. It keeps a visited set and prunes nothing
  else, so when it runs out of positions the deal is *proven* unsolvable.
* A level-synchronous beam search then looks for shorter solutions: level i holds the
  positions after i moves, only the best W by cost survive each level, and W doubles after
  each round while the time budget allows it (macroxue/freecell's `solver.cc` and
  `game/freecell.js` do the same; see ../shared/SOLVER-NOTES.md for the figures).

Moves are counted as freecellgamesolutions.com counts them: Microsoft's autoplay is free and a
sequence move is one move. Internally a position is a plain tuple triple (cascades in their
real order, free cells, foundations) and equal positions up to the order of cascades and free
cells share one key; the moves found are the rules engine's `Move`s, so every solution can be
replayed with `core.game.replay` and written with `core.notation`.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from freecell_gui.core.notation import write_move
from freecell_gui.core.rules import EMPTY, FIRST_FREECELL, HOME, AutoplayPolicy, Move, Position

DEFAULT_TIME_LIMIT = 10.0  # seconds for the whole solve, first solution and shortening
DEFAULT_MAX_POSITIONS = (
    900_000  # the first search's limit: 451,694 positions (deal 1941) took 200 MB, so < 500 MB
)
FIRST_BEAM_WIDTH = 256
MAX_BEAM_WIDTH = 1 << 16
_CHECK_EVERY = 128  # expansions between looks at the clock and the cancel flag

_Columns = tuple[tuple[int, ...], ...]
_State = tuple[_Columns, tuple[int, ...], tuple[int, ...]]
_Key = tuple[_Columns, tuple[int, ...]]
# A path is a linked list from the last move back to the start: (move, previous) or None.
_Path = tuple[Move, "_Path"] | None

# _STACKS[below * 52 + card] is 1 when `card` may go on `below` in a cascade.
_STACKS = bytes(
    1 if (card >> 2) == (below >> 2) - 1 and ((card & 3) in (1, 2)) != ((below & 3) in (1, 2)) else 0
    for below in range(52)
    for card in range(52)
)
_OPPOSITE = ((1, 2), (0, 3), (0, 3), (1, 2))


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


def _autoplay(columns: list[tuple[int, ...]], cells: list[int], found: list[int]) -> None:
    """Microsoft's autoplay to a fixed point, in place (the same rule as rules.is_ms_autoplay)."""
    moved = True
    while moved:
        moved = False
        for index, dealt in enumerate(columns):
            column = dealt
            while column:
                card = column[-1]
                suit = card & 3
                rank = card >> 2  # 0-based: the foundation must hold exactly this many
                if found[suit] != rank:
                    break
                if rank >= 2:
                    first, second = _OPPOSITE[suit]
                    if found[first] < rank or found[second] < rank:
                        break
                found[suit] += 1
                column = column[:-1]
                columns[index] = column
                moved = True
        for slot, card in enumerate(cells):
            if card == EMPTY:
                continue
            suit = card & 3
            rank = card >> 2
            if found[suit] != rank:
                continue
            if rank >= 2:
                first, second = _OPPOSITE[suit]
                if found[first] < rank or found[second] < rank:
                    continue
            found[suit] += 1
            cells[slot] = EMPTY
            moved = True


def _run_length(column: tuple[int, ...]) -> int:
    size = len(column)
    if not size:
        return 0
    run = 1
    stacks = _STACKS
    while run < size and stacks[column[size - run - 1] * 52 + column[size - run]]:
        run += 1
    return run


def _children(state: _State) -> list[tuple[Move, _State]]:  # noqa: PLR0915 (the hot loop, kept in one piece)
    """Every legal move from `state` and the position after it and Microsoft's autoplay.

    The same moves as Position.legal_moves: to free cells only the first empty one, into empty
    cascades only the first empty one, never a whole cascade into an empty one.
    """
    columns, cells, found = state
    stacks = _STACKS
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
        _autoplay(new_columns, new_cells, new_found)
        return (tuple(new_columns), tuple(new_cells), tuple(new_found))

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
                result.append((Move(place, target), finish(new_columns, new_cells, list(found))))

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
                (Move(source, first_cell + FIRST_FREECELL), finish(new_columns, new_cells, list(found)))
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
                result.append((Move(source, target, count), finish(new_columns, list(cells), list(found))))
        if first_empty >= 0:
            longest = min(run, limit_into_empty)
            if longest == size:
                longest -= 1
            for count in range(1, longest + 1):
                new_columns = list(columns)
                new_columns[source] = column[:-count]
                new_columns[first_empty] = column[-count:]
                result.append(
                    (Move(source, first_empty, count), finish(new_columns, list(cells), list(found)))
                )
    return result


def _features(state: _State) -> tuple[int, int, int, int]:
    """Cards not home, cards under each cascade's ordered run, occupied free cells, empty
    cascades: the terms of macroxue's `cost()` (solver/node.h) and a vacancy term."""
    columns, cells, found = state
    buried = 0
    empty = 0
    for column in columns:
        if column:
            buried += len(column) - _run_length(column)
        else:
            empty += 1
    return 52 - sum(found), buried, 4 - cells.count(EMPTY), empty


def _cost(state: _State) -> int:
    """macroxue's cost, each term weight 1: lower is closer to a win (the beam's order)."""
    out, buried, occupied, _ = _features(state)
    return out + buried + occupied


# The first search runs several greedy scans ("flares", as fc-solve's presets call them) in
# turn on one visited set, each ordering its frontier by its own weights of the features
# above: (cards out, buried, occupied cells, empty cascades). One ordering alone has long
# tails (deals 617 and 194 took over 3 s with the first alone); measured on deals 1..40.
_FLARE_WEIGHTS = ((1, 1, 1, 0), (1, 1, 2, -1), (1, 2, 1, 0), (1, 2, 2, -2))
# Expansions each flare makes in its turn: the first gets half the time, so a proof that a deal
# has no solution (the first scan exhausting the 61,643 positions of deal 11982) stays quick.
_FLARE_TURNS = (768, 256, 256, 256)


def _flare_cost(state: _State, weights: tuple[int, int, int, int]) -> int:
    out, buried, occupied, empty = _features(state)
    return weights[0] * out + weights[1] * buried + weights[2] * occupied + weights[3] * empty


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
    """The clock, the position count and the cancel flag, shared by both searches."""

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
        self.best_length: int | None = None
        self.phase = "first solution"
        self._next_progress = self.start + 0.1

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def check(self) -> None:
        """Raise _SearchStoppedError when the time, the cancel flag or (first search) the positions say so."""
        now = time.perf_counter()
        if self.cancel is not None and self.cancel.is_set():
            raise _SearchStoppedError("cancelled")
        if now >= self.deadline:
            raise _SearchStoppedError("time")
        if self.on_progress is not None and now >= self._next_progress:
            self._next_progress = now + 0.1
            self.on_progress(SolveProgress(self.positions, now - self.start, self.best_length, self.phase))


def _best_first(start: _State, budget: _Budget) -> tuple[Move, ...] | None:
    """Greedy best-first scans in turn over every reachable position. None: none is a win.

    Each scan has its own visited set and prunes nothing else, so the first scan to empty
    its frontier has searched every reachable position: a None is a proof that no win exists.
    """
    if _is_won(start):
        return ()
    seens: list[set[_Key]] = [{_key(start)} for _ in _FLARE_WEIGHTS]
    counter = 0
    heaps: list[list[tuple[int, int, _State, _Path]]] = [
        [(_flare_cost(start, weights), 0, start, None)] for weights in _FLARE_WEIGHTS
    ]
    since_check = 0
    while any(heaps):
        for flare, heap in enumerate(heaps):
            weights = _FLARE_WEIGHTS[flare]
            seen = seens[flare]
            for _ in range(_FLARE_TURNS[flare]):
                if not heap:
                    return None  # this scan searched every reachable position
                _, _, state, path = heapq.heappop(heap)
                since_check += 1
                if since_check >= _CHECK_EVERY:
                    since_check = 0
                    budget.check()
                    if budget.positions >= budget.max_positions:
                        raise _SearchStoppedError("positions")
                budget.positions += 1
                for move, child in _children(state):
                    key = _key(child)
                    if key in seen:
                        continue
                    seen.add(key)
                    child_path: _Path = (move, path)
                    if _is_won(child):
                        return _moves_of(child_path)
                    counter += 1
                    heapq.heappush(heap, (_flare_cost(child, weights), counter, child, child_path))
    return None


def _beam(start: _State, width: int, bound: int, budget: _Budget) -> tuple[Move, ...] | None:
    """A level-synchronous beam search of `width` for a win in fewer than `bound` moves."""
    level: list[tuple[_State, _Path]] = [(start, None)]
    seen: set[_Key] = {_key(start)}
    since_check = 0
    for depth in range(1, bound):
        candidates: dict[_Key, tuple[int, _State, _Path]] = {}
        for state, path in level:
            since_check += 1
            if since_check >= _CHECK_EVERY // 4:
                since_check = 0
                budget.check()
            budget.positions += 1
            for move, child in _children(state):
                key = _key(child)
                if key in seen or key in candidates:
                    continue
                child_path: _Path = (move, path)
                if _is_won(child):
                    return _moves_of(child_path)
                # A win needs at least one more move; and a card not home needs a move of its
                # own only if autoplay can't take it, so no tighter bound is cheap here.
                if depth + 1 >= bound:
                    continue
                candidates[key] = (_cost(child), child, child_path)
        if not candidates:
            return None
        chosen = heapq.nsmallest(width, candidates.items(), key=lambda item: item[1][0])
        level = []
        for key, (_, child, child_path) in chosen:
            seen.add(key)
            level.append((child, child_path))
    return None


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
) -> SolveResult:
    """Solve from any position with Microsoft's autoplay after each move.

    The first solution comes from a greedy best-first search (`fast` stops there); then beam
    searches of width `first_width`, doubling up to `max_width`, look for shorter ones while
    `time_limit` seconds allow. Each better solution is passed to `on_solution` as soon as it
    is found; `on_progress` is called about ten times a second; `cancel` is checked every few
    milliseconds and stops the solve keeping the best solution so far. `max_positions` bounds
    the first search only (the beam's memory is bounded by its width).
    """
    budget = _Budget(time_limit, max_positions, cancel, on_progress)
    # The game autoplays only after a move, never at the start, so the search starts as is.
    start = _state_of(position)
    best: tuple[Move, ...] | None = None
    first_elapsed: float | None = None
    try:
        found = _best_first(start, budget)
    except _SearchStoppedError as stop:
        return SolveResult(Outcome.GAVE_UP, (), stop.reason, budget.positions, budget.elapsed())
    if found is None:
        return SolveResult(Outcome.UNSOLVABLE, (), None, budget.positions, budget.elapsed())
    best = found
    first_elapsed = budget.elapsed()
    budget.best_length = len(best)
    if on_solution is not None:
        on_solution(best)
    limit: str | None = None
    if not fast and len(best) > 1:
        width = first_width
        last_round = 0.0
        while width <= max_width:
            remaining = budget.deadline - time.perf_counter()
            # A round of twice the width takes a little over twice as long: skip one that
            # cannot finish, so the final answer comes early rather than at the deadline.
            if last_round and last_round * 2.2 > remaining:
                limit = "time"
                break
            budget.phase = f"shortening (width {width})"
            round_start = time.perf_counter()
            try:
                shorter = _beam(start, width, len(best), budget)
            except _SearchStoppedError as stop:
                limit = stop.reason
                break
            last_round = time.perf_counter() - round_start
            if shorter is not None and len(shorter) < len(best):
                best = shorter
                budget.best_length = len(best)
                if on_solution is not None:
                    on_solution(best)
            width *= 2
    return SolveResult(Outcome.SOLVED, best, limit, budget.positions, budget.elapsed(), first_elapsed)


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
    texts: list[str] = []
    position = start
    for move in moves:
        texts.append(write_move(position, move, explicit=True))
        position = position.play(move)
        while (home := position.autoplay_move(AutoplayPolicy.MS)) is not None:
            texts.append(write_move(position, home, explicit=True))
            position = position.apply(home)
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
) -> None:
    """Solve in a worker (a multiprocessing.Process or a thread) and report through `queue`.

    It puts ("solution", moves) for each better solution, ("progress", SolveProgress) about
    ten times a second, and last ("done", SolveResult). Set `cancel` (a multiprocessing.Event)
    to stop it: it finishes within a few milliseconds, keeping the best solution so far. All
    arguments and messages pickle, so the window can run it with multiprocessing:

        cancel = multiprocessing.Event(); queue = multiprocessing.Queue()
        multiprocessing.Process(target=solve_worker, args=(position, queue, cancel)).start()
    """
    result = solve(
        position,
        time_limit=time_limit,
        fast=fast,
        on_solution=lambda moves: queue.put(("solution", moves)),
        on_progress=lambda progress: queue.put(("progress", progress)),
        cancel=cancel,
    )
    queue.put(("done", result))
