"""The flares: greedy best-first scans in turn, for a first solution within milliseconds."""

from __future__ import annotations

import heapq

from freecell_gui.core.solver.budget import SLICE, Budget, Search
from freecell_gui.core.solver.positions import Key, MovePath, State, Weights, is_won, moves_of, weighted_cost
from freecell_gui.core.solver.sweep import Closure

# The first search runs several greedy scans ("flares", as fc-solve's presets call them) in
# turn, each with its own visited set and its own weights of the features above. Each alone
# has a long tail on some deals, rarely the same ones: measured here on deals 1..300, these
# four together reached a first solution in 22 ms median, 1.5 s at the 99th percentile.
FLARE_WEIGHTS: tuple[Weights, ...] = (
    (1, 1, 2, 1, 1),
    (1, 1, 1, 0, 1),
    (0, 1, 1, 0, 1),
    (1, 1, 1, 0, 0),
)


def run_flares(start: State, budget: Budget, closure: Closure) -> Search:
    """Greedy best-first scans in turn, one slice each; yields the first win any of them finds."""
    seens: list[set[Key]] = [{closure.start_key} for _ in FLARE_WEIGHTS]
    heaps: list[list[tuple[int, int, Key, State, MovePath]]] = [
        [(0, 0, closure.start_key, start, None)] for _ in FLARE_WEIGHTS
    ]
    counter = 0
    while any(heaps):
        for flare, heap in enumerate(heaps):
            weights = FLARE_WEIGHTS[flare]
            seen = seens[flare]
            for _ in range(SLICE):
                if not heap:
                    break
                _, _, key, state, path = heapq.heappop(heap)
                budget.positions += 1
                for move, child, child_key in closure.expand(key, state, path):
                    if child_key in seen:
                        continue
                    seen.add(child_key)
                    child_path: MovePath = (move, path)
                    if is_won(child):
                        yield moves_of(child_path)
                        return
                    counter += 1
                    heapq.heappush(
                        heap,
                        (weighted_cost(child, weights, closure.rules), counter, child_key, child, child_path),
                    )
            yield None
