"""The sweep, and the closure it completes: the proof that a deal has no solution."""

from __future__ import annotations

from freecell_gui.core.game.rules import Move
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.solver.budget import SLICE, Budget, Search
from freecell_gui.core.solver.positions import Key, MovePath, State, children, is_settled, is_won, key_of


class Closure:
    """Every position any search has reached, and which of them have been expanded.

    Each search records here the positions it expands and the children it finds; the sweep
    expands what nobody else has. When nothing is left to sweep, every position reached has
    been expanded, so the set is closed under moves: it holds every reachable position, and
    none of them is a win. That is the proof that a deal has no solution, built from the work
    of all the searches together rather than by one exhaustive search of its own.
    """

    def __init__(self, start: State, rules: Rules = FREECELL) -> None:
        self.start = start
        self.rules = rules  # the variant every search of this solve plays
        self.start_key = key_of(start)
        self.start_settled = is_settled(start)
        self.reached: set[Key] = {self.start_key}
        self.expanded: set[Key] = set()
        self.unswept: list[tuple[Key, State, MovePath]] = [(self.start_key, start, None)]
        self.active = True  # off once a solution exists: no proof is needed any more

    def release(self) -> None:
        """Stop recording and forget everything: a solution exists, there is nothing to prove."""
        self.active = False
        self.reached = set()
        self.expanded = set()
        self.unswept = []

    def expand(self, key: Key, state: State, path: MovePath) -> list[tuple[Move, State, Key]]:
        """The moves from `state` (reached by `path`, its key `key`), each with the position after
        it and that position's key, made once here for every search; recorded for the proof."""
        settled = state is not self.start or self.start_settled  # only the start may not be
        found = [(move, child, key_of(child)) for move, child in children(state, settled, self.rules)]
        if self.active:
            self.expanded.add(key)
            reached = self.reached
            for move, child, child_key in found:
                if child_key not in reached:
                    reached.add(child_key)
                    self.unswept.append((child_key, child, (move, path)))
        return found


def run_sweep(closure: Closure, budget: Budget) -> Search:
    """Expand what no other search has; ends (the proof) when every position reached is expanded."""
    unswept = closure.unswept
    expanded = closure.expanded
    done = 0
    while unswept:
        key, state, path = unswept.pop()
        if key in expanded:
            continue
        budget.positions += 1
        if any(is_won(child) for _, child, _ in closure.expand(key, state, path)):
            # The deal is solvable: there is nothing to prove, and a path found this way is
            # far too long to show. The other searches will find a good one.
            while True:
                yield None
        done += 1
        if done >= SLICE:
            done = 0
            yield None
