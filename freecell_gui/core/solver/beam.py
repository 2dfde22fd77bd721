"""The beam search engine behind the solver's short solutions, in two implementations.

A level-synchronous beam search (macroxue/freecell's `solver.cc` does the same; see
docs/solver.md): level i holds the positions after i moves, and only the best
`width` of them by cost go on to level i + 1. The first win found is the shallowest this beam
can see. Moves are counted as freecellgamesolutions.com counts them: Microsoft's autoplay
follows every move and is free, a sequence move is one move, and a run into an empty column
carries as many cards as allowed (so every solution reads back in the site's notation).

The same search is written twice:

* `PyBeamSearch`, below, in plain Python: the specification, and the fallback.
* `freecell_gui.core.solver._beam.BeamSearch`, in C (`_beam.c`), about a hundred times faster. It is
  built with the package where a C compiler is found; without one the install still works,
  with this module's Python.

Both give the same answers, move for move: tests/core/solver/test_beam.py plays them side by
side. So every detail that decides an answer is spelled out in Python and mirrored in C: the
moves and their order and Microsoft's autoplay (the rules engine's own, `rules.legal_moves_of` and
`rules.ms_autoplay_in_place`, which this module calls), the position's 64-bit hash (equal for
positions equal up to the order of cascades and of free cells), the cost, and the choice of
the best `width` (lowest cost first, ties in the order generated).
tests/core/solver/test_move_copies.py pins the C engine's moves and plays to the rules engine.

`beam_search_class()` picks the C search, or this one when it is missing or when the
environment variable FREECELL_GUI_PURE_SOLVER is set to 1.
"""

from __future__ import annotations

import operator
import os
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from freecell_gui.core.deals.dealer import CASCADE_COUNT
from freecell_gui.core.game.autoplay import ms_autoplay_in_place
from freecell_gui.core.game.rules import (
    EMPTY,
    FIRST_FREECELL,
    FREECELL_COUNT,
    HOME,
    STACKS,
    Move,
    legal_moves_of,
)
from freecell_gui.core.game.variant import FREECELL, Building, Rules

if TYPE_CHECKING:
    from freecell_gui.core.solver import _beam


# What run() returns.
RUNNING = 0  # the expansions given were used up; call run() again
SOLVED = 1  # `solution` holds the moves
DIED = 2  # a level had no new position: this width finds nothing
BOUNDED = 3  # no solution shorter than `bound` can be found any more

WEIGHT_COUNT = 5  # cards out, cards buried, free cells used, empty cascades, cards covering
MAX_WEIGHT = 64
MAX_WIDTH = 1 << 26  # as _beam.c: 68-byte positions, so the widest level holds 4.5 GB
MAX_BOUND = (1 << 31) - 1  # a C long on every platform

_MASK = (1 << 64) - 1
_FNV_OFFSET = 0xCBF29CE484222325
_FNV_PRIME = 0x100000001B3


def _mix(value: int) -> int:
    """splitmix64's finaliser: spreads a 64-bit value's bits over all 64."""
    value = (value + 0x9E3779B97F4A7C15) & _MASK
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & _MASK
    return value ^ (value >> 31)


_CELL_HASH = tuple(_mix(card + 1000) for card in range(52))
_Columns = list[tuple[int, ...]]
_Move = tuple[int, int, int]  # source place, target place, cards


def column_hash(column: Sequence[int]) -> int:
    """A cascade's hash: FNV-1a over its cards, then mixed."""
    value = _FNV_OFFSET
    for card in column:
        value = ((value ^ (card + 1)) * _FNV_PRIME) & _MASK
    return _mix(value)


def position_hash(columns: Sequence[Sequence[int]], cells: Sequence[int]) -> int:
    """The position's 64-bit hash: a sum, so the order of cascades and of cells does not count.
    (The foundations follow from the rest.) Zero is kept for "no entry" in C's tables."""
    total = 0
    for column in columns:
        total += column_hash(column)
    for card in cells:
        if card != EMPTY:
            total += _CELL_HASH[card]
    total &= _MASK
    return total or 1


def run_length(column: Sequence[int], stacks: bytes = STACKS) -> int:
    """The cards in the ordered run on top of a cascade (0 for an empty one); `stacks` is the
    variant's building rule (`Rules.stacks`)."""
    size = len(column)
    if not size:
        return 0
    run = 1
    while run < size and stacks[column[size - run - 1] * 52 + column[size - run]]:
        run += 1
    return run


def cost(
    columns: Sequence[Sequence[int]],
    cells: Sequence[int],
    found: Sequence[int],
    weights: Sequence[int],
    stacks: bytes = STACKS,
) -> int:
    """A position's cost, lower being closer to a win: the weighted sum of

    cards not home; cards under each cascade's ordered run (macroxue's `cost()`,
    solver/node.h); occupied free cells; empty cascades, counted as cascades *not* empty
    (so every weight counts against the position); and, for each suit, the cards lying on top
    of the next card its foundation needs (Heineman's "HSD" heuristic, O'Reilly 2009).
    `stacks` is the variant's building rule (`Rules.stacks`).
    """
    buried = 0
    not_empty = 0
    covering = 0
    for column in columns:
        size = len(column)
        if not size:
            continue
        not_empty += 1
        buried += size - run_length(column, stacks)
        for depth in range(size):
            card = column[depth]
            if found[card & 3] == card >> 2:
                covering += size - 1 - depth
    occupied = len(cells) - list(cells).count(EMPTY)
    out = 52 - sum(found)
    return (
        weights[0] * out
        + weights[1] * buried
        + weights[2] * occupied
        + weights[3] * not_empty
        + weights[4] * covering
    )


def legal_moves(
    columns: Sequence[Sequence[int]], cells: Sequence[int], found: Sequence[int], rules: Rules = FREECELL
) -> list[Move]:
    """The beam's moves from a position, in the order both implementations generate them: the
    rules engine's (`rules.legal_moves_of`), a run into an empty cascade carrying as many cards as
    allowed (so every solution is counted, and written, as the site counts moves)."""
    return legal_moves_of(columns, cells, found, rules, longest_into_empty=True)


def play(columns: _Columns, cells: list[int], found: list[int], move: _Move) -> None:
    """Play a legal move in place, then Microsoft's autoplay."""
    source, target, count = move
    if source >= FIRST_FREECELL:
        cards: tuple[int, ...] = (cells[source - FIRST_FREECELL],)
        cells[source - FIRST_FREECELL] = EMPTY
    else:
        column = columns[source]
        cards = column[len(column) - count :]
        columns[source] = column[: len(column) - count]
    if target == HOME:
        found[cards[0] & 3] += 1
    elif target >= FIRST_FREECELL:
        cells[target - FIRST_FREECELL] = cards[0]
    else:
        columns[target] = columns[target] + cards
    ms_autoplay_in_place(columns, cells, found)


def validate_weights(weights: Iterable[int]) -> tuple[int, ...]:
    """The weights as a tuple, or ValueError: five ints in 0..MAX_WEIGHT."""
    try:
        values = tuple(operator.index(value) for value in weights)
    except TypeError:
        values = ()
    if len(values) != WEIGHT_COUNT or any(not 0 <= value <= MAX_WEIGHT for value in values):
        raise ValueError(f"weights must be {WEIGHT_COUNT} ints in 0..{MAX_WEIGHT}")
    return values


def validate_bound(bound: int) -> int:
    """The bound as an int, or ValueError (TypeError for a non-integer) unless in 0..MAX_BOUND."""
    value = operator.index(bound)
    if not 0 <= value <= MAX_BOUND:
        raise ValueError(f"the bound must be 0 to {MAX_BOUND}")
    return value


def validate_rules(free_cells: int, building: str) -> Rules:
    """The variant: `free_cells` 0 to 4 and `building` "freecell" or "bakers" (`Building`'s
    values); ValueError otherwise (TypeError for a non-integer count), as the C engine."""
    cells = operator.index(free_cells)
    try:
        rule = Building(building)
    except ValueError:
        raise ValueError("the building rule is freecell or bakers") from None
    return Rules(cells, rule)


def validate_position(
    columns: Iterable[Iterable[int]],
    cells: Iterable[int],
    found: Iterable[int],
    free_cells: int = FREECELL_COUNT,
) -> tuple[list[tuple[int, ...]], list[int], list[int]]:
    """The position as (cascades, cells, foundations) of plain ints; ValueError unless it has
    8 cascades, `free_cells` cells and 4 foundations holding each card exactly once (TypeError for
    anything that is not a sequence of integers). Any iterables are taken, as the C engine
    takes them."""
    cascades = [tuple(operator.index(card) for card in column) for column in tuple(columns)]
    cell_cards = [operator.index(card) for card in cells]
    counts = [operator.index(count) for count in found]
    if len(cascades) != CASCADE_COUNT or len(cell_cards) != free_cells or len(counts) != 4:
        raise ValueError(f"a position has 8 cascades, {free_cells} free cells and 4 foundations")
    seen = [False] * 52
    for suit in range(4):
        if not 0 <= counts[suit] <= 13:
            raise ValueError("a foundation holds 0 to 13 cards")
        for rank in range(counts[suit]):
            seen[rank * 4 + suit] = True
    placed = [card for column in cascades for card in column] + [card for card in cell_cards if card != EMPTY]
    for card in placed:
        if not 0 <= card < 52 or seen[card]:
            raise ValueError("every card must be in the position exactly once")
        seen[card] = True
    if not all(seen):
        raise ValueError("every card must be in the position exactly once")
    return cascades, cell_cards, counts


class PyBeamSearch:
    """A beam search of `width` from a position, with Microsoft's autoplay after every move.

    `columns` are the cascades (bottom card first), `cells` the free cells (EMPTY for an
    empty one), `found` the cards on each suit's foundation. The start is taken as it is (the
    game autoplays only after a move). `bound`, if not 0, is the length of a known solution:
    only shorter ones are looked for. `free_cells` (0 to 4, the length of `cells`) and
    `building` ("freecell" or "bakers") are the variant's rules (`variant.Rules`). Call
    `run(expansions)` until it returns something other than RUNNING; `positions` counts the
    positions expanded so far.
    """

    def __init__(
        self,
        columns: Iterable[Iterable[int]],
        cells: Iterable[int],
        found: Iterable[int],
        width: int,
        weights: Iterable[int],
        bound: int = 0,
        *,
        free_cells: int = FREECELL_COUNT,
        building: str = Building.ALTERNATE_COLOURS.value,
    ) -> None:
        self._rules = validate_rules(free_cells, building)  # in the C engine's order of checks
        bound = validate_bound(bound)
        start = validate_position(columns, cells, found, self._rules.free_cells)
        self._width = operator.index(width)
        if not 1 <= self._width <= MAX_WIDTH:
            raise ValueError(f"the width must be 1 to {MAX_WIDTH}")
        self._weights = validate_weights(weights)
        self._bound = bound
        self.positions = 0
        self._depth = 0  # the moves made to reach the current level
        self._level: list[tuple[_Columns, list[int], list[int]]] = [start]
        # For each level after the start: (index of the parent in the level before, move).
        self._history: list[list[tuple[int, _Move]]] = []
        self._seen: set[int] = {position_hash(start[0], start[1])}
        self._next = 0  # the next position of the level to expand
        self._candidates: list[tuple[int, int, _Move]] = []  # (cost, parent index, move)
        self._candidate_hashes: set[int] = set()
        self._solution: list[_Move] = []
        self._status = RUNNING

    @property
    def solution(self) -> list[_Move]:
        """The moves of the solution found (after run() returned SOLVED)."""
        return list(self._solution)

    @property
    def bound(self) -> int:
        """Look only for solutions shorter than this (0: no bound)."""
        return self._bound

    @bound.setter
    def bound(self, bound: int) -> None:
        self._bound = validate_bound(bound)

    @property
    def depth(self) -> int:
        """The moves made to reach the level being expanded."""
        return self._depth

    def run(self, expansions: int) -> int:
        """Expand up to `expansions` positions; RUNNING, or how the search ended."""
        budget = operator.index(expansions)
        if self._status != RUNNING:
            return self._status
        while True:
            if self._next == 0 and self.bound and self._depth + 1 >= self.bound:
                self._status = BOUNDED
                return BOUNDED
            level = self._level
            while self._next < len(level):
                if budget <= 0:
                    return RUNNING
                budget -= 1
                index = self._next
                self._next += 1
                self.positions += 1
                if self._expand(index, level[index]):
                    self._status = SOLVED
                    return SOLVED
            if not self._candidates:
                # Nothing kept: the bound forbade it (no child could lead to a shorter win), or
                # every child had been seen.
                self._status = BOUNDED if self.bound and self._depth + 2 >= self.bound else DIED
                return self._status
            self._select()

    def _expand(self, index: int, position: tuple[_Columns, list[int], list[int]]) -> bool:
        """Look at each child of level position `index`; True if one is a win."""
        columns, cells, found = position
        keep = not self.bound or self._depth + 2 < self.bound
        for move in legal_moves(columns, cells, found, self._rules):
            child_columns, child_cells, child_found = list(columns), list(cells), list(found)
            play(child_columns, child_cells, child_found, move)
            key = position_hash(child_columns, child_cells)
            if key in self._seen or key in self._candidate_hashes:
                continue
            if sum(child_found) == 52:
                self._solution = [*self._path(index), move]
                return True
            if keep:
                self._candidate_hashes.add(key)
                self._candidates.append(
                    (
                        cost(child_columns, child_cells, child_found, self._weights, self._rules.stacks),
                        index,
                        move,
                    )
                )
        return False

    def _select(self) -> None:
        """The best `width` candidates (lowest cost, ties in the order found) become the next level."""
        candidates = self._candidates
        order = sorted(range(len(candidates)), key=lambda number: candidates[number][0])[: self._width]
        level: list[tuple[_Columns, list[int], list[int]]] = []
        history: list[tuple[int, _Move]] = []
        for number in order:
            _, parent, move = candidates[number]
            columns, cells, found = self._level[parent]
            child = (list(columns), list(cells), list(found))
            play(*child, move)
            self._seen.add(position_hash(child[0], child[1]))
            level.append(child)
            history.append((parent, move))
        self._level = level
        self._history.append(history)
        self._candidates = []
        self._candidate_hashes = set()
        self._next = 0
        self._depth += 1

    def _path(self, index: int) -> list[_Move]:
        """The moves from the start to position `index` of the current level."""
        moves: list[_Move] = []
        for history in reversed(self._history):
            parent, move = history[index]
            moves.append(move)
            index = parent
        moves.reverse()
        return moves


def beam_search_class() -> type[PyBeamSearch] | type[_beam.BeamSearch]:
    """The C beam search if it was built and is not turned off, else the Python one."""
    if os.environ.get("FREECELL_GUI_PURE_SOLVER") != "1":
        try:
            from freecell_gui.core.solver._beam import BeamSearch
        except ImportError:
            pass
        else:
            return BeamSearch
    return PyBeamSearch


def is_compiled() -> bool:
    """True when the solver's beams run in C."""
    return beam_search_class() is not PyBeamSearch
