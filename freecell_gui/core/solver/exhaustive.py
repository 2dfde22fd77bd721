"""The exhaustive search: every position a deal can reach under its rules, or a win among them.

A depth-first search with a transposition table over canonical positions: two positions that
differ only in the order of their cascades or of their free cells are one (`canonical_key`),
and each is expanded once. Microsoft's autoplay follows every move (`positions.children`): it
only sends home a card that no card still in play can be built on (both cards of the other
colour one rank lower are home, or it is an ace or a two), so it never loses a win, and the
search space shrinks. When the search runs out of positions to expand without a win, no
sequence of moves wins: a proof, exact (the table holds whole positions, not hashes).

It is the proof `solve --min-cells` needs at K - 1 cells: with fewer cells a deal's reachable
positions are few (tens to hundreds of thousands for most deals of 1..1000), and the schedule's
sweep, which shares its turns with the flares and the beams, would take longer to close them.
The search is bounded by the positions it expands, never by the clock, so its verdict is the
same on every machine.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from freecell_gui.core.game.rules import Move, Position
from freecell_gui.core.solver.positions import (
    MovePath,
    State,
    children,
    is_settled,
    is_won,
    moves_of,
    state_of,
)
from freecell_gui.core.solver.results import CancelFlag, Outcome

try:  # the C twin (setup.py builds it; optional): the same search, some 30 times as fast
    from freecell_gui.core.solver import _exhaustive
except ImportError:  # pragma: no cover - a source checkout that was not built
    _exhaustive = None  # type: ignore[assignment]

CHECK_EVERY = 1024  # expansions between looks at the cancel flag and the progress report
C_CHECK_EVERY = 65536  # the same in C (_exhaustive.c's CHECK_EVERY)
_C_STATUS = {0: Outcome.UNSOLVABLE, 1: Outcome.SOLVED, 2: Outcome.GAVE_UP, 3: Outcome.GAVE_UP}


@dataclass(frozen=True, slots=True)
class ExhaustiveResult:
    """What an exhaustive search found: SOLVED with a path (its moves, not short ones), UNSOLVABLE
    (every reachable position expanded, none a win), or GAVE_UP at `limit` ("positions" or
    "cancelled")."""

    outcome: Outcome
    moves: tuple[Move, ...]
    positions: int
    elapsed: float
    limit: str | None = None


def canonical_key(state: State) -> bytes:
    """The position's identity up to the order of cascades and of free cells: its cascades
    sorted, then its cards in free cells sorted (the foundations follow from the rest)."""
    columns, cells, _ = state
    cascades = b"\xff".join(sorted(bytes(column) for column in columns))
    return cascades + b"\xfe" + bytes(sorted(card + 1 for card in cells))


def is_compiled() -> bool:
    """True when the C twin of the search is built."""
    return _exhaustive is not None


def exhaust(
    position: Position,
    max_positions: int,
    cancel: CancelFlag | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> ExhaustiveResult:
    """Search every position reachable from `position` under its rules (`position.rules`), up to
    `max_positions` expanded; stops at the first win. `on_progress` gets the positions expanded
    as the search goes on; `cancel` is looked at as often. In C when it is built (the same
    search: the same outcome, positions and moves as `exhaust_in_python`)."""
    if _exhaustive is None:
        return exhaust_in_python(position, max_positions, cancel, on_progress)
    started = time.perf_counter()
    rules = position.rules
    columns, cells, found = state_of(position)

    def check(expanded: int) -> bool:
        if on_progress is not None:
            on_progress(expanded)
        return cancel is not None and cancel.is_set()

    status, expanded, moves = _exhaustive.exhaust(
        columns,
        cells,
        found,
        max_positions,
        check,
        free_cells=rules.free_cells,
        building=rules.building.value,
    )
    outcome = _C_STATUS[status]
    limit = {2: "positions", 3: "cancelled"}.get(status)
    path = tuple(Move(source, target, count) for source, target, count in moves)
    return ExhaustiveResult(outcome, path, expanded, time.perf_counter() - started, limit)


def exhaust_in_python(
    position: Position,
    max_positions: int,
    cancel: CancelFlag | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> ExhaustiveResult:
    """`exhaust` in Python: the specification of the C twin. `on_progress` gets the positions
    expanded every CHECK_EVERY expansions; `cancel` is looked at as often."""
    rules = position.rules
    started = time.perf_counter()
    start = state_of(position)
    if is_won(start):
        return ExhaustiveResult(Outcome.SOLVED, (), 0, 0.0)
    seen = {canonical_key(start)}
    stack: list[tuple[State, MovePath]] = [(start, None)]
    settled = is_settled(start)  # only the start may not be: every child is after autoplay
    expanded = 0
    while stack:
        if expanded % CHECK_EVERY == 0 and expanded:
            if cancel is not None and cancel.is_set():
                return _gave_up(expanded, started, "cancelled")
            if on_progress is not None:
                on_progress(expanded)
        if expanded >= max_positions:
            return _gave_up(expanded, started, "positions")
        state, path = stack.pop()
        expanded += 1
        for move, child in children(state, settled or expanded > 1, rules):
            if is_won(child):
                moves = moves_of((move, path))
                return ExhaustiveResult(Outcome.SOLVED, moves, expanded, time.perf_counter() - started)
            key = canonical_key(child)
            if key not in seen:
                seen.add(key)
                stack.append((child, (move, path)))
    return ExhaustiveResult(Outcome.UNSOLVABLE, (), expanded, time.perf_counter() - started)


def _gave_up(expanded: int, started: float, limit: str) -> ExhaustiveResult:
    return ExhaustiveResult(Outcome.GAVE_UP, (), expanded, time.perf_counter() - started, limit)
