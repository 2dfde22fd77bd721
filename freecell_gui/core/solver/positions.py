"""The searches' own position: a plain tuple triple, its order-blind key, and its moves.

A position is (cascades in their real order, free cells, foundations) of small ints; equal
positions up to the order of cascades and free cells share one key. The moves are the rules
engine's (`rules.legal_moves_of`, in its order) and so is the autoplay, so every path found replays
in `core.game`.
"""

from __future__ import annotations

from freecell_gui.core.game.autoplay import is_ms_autoplay, ms_autoplay_in_place
from freecell_gui.core.game.rules import (
    EMPTY,
    FIRST_FREECELL,
    HOME,
    Move,
    Position,
    legal_moves_of,
)
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.solver.beam import cost

Columns = tuple[tuple[int, ...], ...]
State = tuple[Columns, tuple[int, ...], tuple[int, ...]]
Key = tuple[Columns, tuple[int, ...]]
# A path is a linked list from the last move back to the start: (move, previous) or None.
MovePath = tuple[Move, "MovePath"] | None

Weights = tuple[int, int, int, int, int]


def state_of(position: Position) -> State:
    return (
        tuple(tuple(column) for column in position.cascades),
        tuple(position.freecells),
        position.foundations,
    )


def key_of(state: State) -> Key:
    return (tuple(sorted(state[0])), tuple(sorted(state[1])))


def is_settled(state: State) -> bool:
    """True if Microsoft's autoplay would move nothing from `state`."""
    columns = list(state[0])
    found = list(state[2])
    ms_autoplay_in_place(columns, list(state[1]), found)
    return sum(found) == sum(state[2])


def children(state: State, settled: bool = False, rules: Rules = FREECELL) -> list[tuple[Move, State]]:
    """Every legal move from `state`, with the position after it and Microsoft's autoplay.

    The moves are the rules engine's, in its order (`rules.legal_moves_of`): to free cells only the
    first empty one, into empty cascades only the first empty one, never a whole cascade into
    an empty one. `settled` says that autoplay would move nothing from `state` (true of every
    position after a move): then a move that sends no card home can start autoplay only
    through the card it uncovers, and only that card is looked at. `rules` is the variant (its
    free cells are the length of the state's cells).
    """
    columns, cells, found = state
    result: list[tuple[Move, State]] = []
    append = result.append
    for move in legal_moves_of(columns, cells, found, rules):
        source, target, count = move
        new_columns = list(columns)
        new_cells = list(cells)
        if source >= FIRST_FREECELL:
            moving: tuple[int, ...] = (cells[source - FIRST_FREECELL],)
            new_cells[source - FIRST_FREECELL] = EMPTY
            uncovered = EMPTY
        else:
            column = columns[source]
            moving = column[-count:]
            rest = new_columns[source] = column[:-count]
            uncovered = rest[-1] if rest else EMPTY
        if target == HOME:
            new_found = list(found)
            new_found[moving[0] & 3] += 1
        else:
            if target >= FIRST_FREECELL:
                new_cells[target - FIRST_FREECELL] = moving[0]
            else:
                new_columns[target] = columns[target] + moving
            # From a settled position, a move that sends no card home can start autoplay only
            # through the card it uncovers: the foundations have not changed.
            if settled and (uncovered == EMPTY or not is_ms_autoplay(uncovered, found)):
                append((move, (tuple(new_columns), tuple(new_cells), found)))
                continue
            new_found = list(found)
        ms_autoplay_in_place(new_columns, new_cells, new_found)
        append((move, (tuple(new_columns), tuple(new_cells), tuple(new_found))))
    return result


def weighted_cost(state: State, weights: Weights, rules: Rules = FREECELL) -> int:
    return cost(state[0], state[1], state[2], weights, rules.stacks)


def is_won(state: State) -> bool:
    return sum(state[2]) == 52


def moves_of(path: MovePath) -> tuple[Move, ...]:
    moves: list[Move] = []
    while path is not None:
        moves.append(path[0])
        path = path[1]
    moves.reverse()
    return tuple(moves)
