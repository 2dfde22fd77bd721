"""The searches' own position: a plain tuple triple, its order-blind key, and its moves.

A position is (cascades in their real order, free cells, foundations) of small ints; equal
positions up to the order of cascades and free cells share one key. The moves are the rules
engine's `Move`s, so every path found replays in `core.game`.
"""

from __future__ import annotations

from freecell_gui.core.game.rules import EMPTY, FIRST_FREECELL, HOME, Move, Position
from freecell_gui.core.solver.beam import STACKS, autoplay, can_autoplay, cost

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
    autoplay(columns, list(state[1]), found)
    return sum(found) == sum(state[2])


def children(state: State, settled: bool = False) -> list[tuple[Move, State]]:  # noqa: PLR0915 (the hot loop, kept in one piece)
    """Every legal move from `state` and the position after it and Microsoft's autoplay.

    The same moves as Position.legal_moves: to free cells only the first empty one, into empty
    cascades only the first empty one, never a whole cascade into an empty one. `settled`
    says that autoplay would move nothing from `state` (true of every position after a move):
    then a move that sends no card home can start autoplay only through the card it uncovers,
    and only that card is looked at.
    """
    columns, cells, found = state
    stacks = STACKS
    result: list[tuple[Move, State]] = []
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

    def finish(new_columns: list[tuple[int, ...]], new_cells: list[int], new_found: list[int]) -> State:
        autoplay(new_columns, new_cells, new_found)
        return (tuple(new_columns), tuple(new_cells), tuple(new_found))

    def uncover(new_columns: list[tuple[int, ...]], new_cells: list[int], source: int) -> State:
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


def weighted_cost(state: State, weights: Weights) -> int:
    return cost(state[0], state[1], state[2], weights)


def is_won(state: State) -> bool:
    return sum(state[2]) == 52


def moves_of(path: MovePath) -> tuple[Move, ...]:
    moves: list[Move] = []
    while path is not None:
        moves.append(path[0])
        path = path[1]
    moves.reverse()
    return tuple(moves)
