"""The beams: level-synchronous beam searches of growing width, for short solutions."""

from __future__ import annotations

import time
from collections.abc import Iterator

from freecell_gui.core.game.rules import Move
from freecell_gui.core.solver.beam import DIED, RUNNING, SOLVED, PyBeamSearch, beam_search_class
from freecell_gui.core.solver.budget import SLICE, Budget, Search
from freecell_gui.core.solver.positions import State, Weights

# The beams' widths: 32, 128, ... 16,384 (about 1 s a deal here). Growing fourfold, the series
# costs about 4/3 of its last round (doubling would cost twice). Measured here on deals 1..100
# with the first order below: width 4,096 averages 34.0 moves at 0.27 s a deal; a last width of
# 32,768 gave deals 1..24 in 4-9 s each on a busy machine, past the 5 s median the default
# aims at (see tests/benchmarks/README.md for the default's figures).
FIRST_BEAM_WIDTH = 32
WIDTH_GROWTH = 4
MAX_BEAM_WIDTH = 1 << 14

# The beams' orders, in the features' order of beam.cost (cards out, buried, cells used, cascades
# used, cards covering the next needed ones). Measured here at width 4,096: macroxue's cost
# (1, 1, 1, 0, 0) averaged 35.1 moves on deals 1..100 and 36.5 on 101..200; the first order
# below 34.0 and 35.2, the best of eight weightings tried. The others take over at a width
# where the first dies out (every position a dead end), as each does on a few deals.
BEAM_WEIGHTS: tuple[Weights, ...] = ((2, 3, 2, 0, 1), (1, 1, 1, 0, 1), (1, 1, 1, 0, 0))
# The first search runs several greedy scans ("flares", as fc-solve's presets call them) in


def run_beam(
    start: State, width: int, weights: Weights, budget: Budget
) -> Iterator[tuple[Move, ...] | bool | None]:
    """A level-synchronous beam search of `width` (core.beam, in C where it was built): level i
    holds the best `width` positions after i moves. It yields None to hand back control, a win
    shorter than the best so far when it finds one, and ends by yielding True if it died out
    (no new position at some level) before the best length bounded it, False otherwise."""
    columns, cells, found = start
    search_class = beam_search_class()
    # About 10 ms of work a slice in either implementation (measured: C expands some 400,000
    # positions a second, Python some 4,000).
    slice_size = SLICE * 16 if search_class is not PyBeamSearch else SLICE // 4
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


def run_beams(start: State, first_width: int, max_width: int, budget: Budget) -> Search:
    """Beams of growing width, each in the first order and, if that one died out, in the next;
    yields every solution shorter than the best so far."""
    width = first_width
    last_round = 0.0
    while width <= max_width:
        for weights in BEAM_WEIGHTS:
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
            for item in run_beam(start, width, weights, budget):
                if isinstance(item, bool):
                    died = item
                else:
                    yield item
            last_round = time.perf_counter() - round_start
            if not died:
                break
        width *= WIDTH_GROWTH
