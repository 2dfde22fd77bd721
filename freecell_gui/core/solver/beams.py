"""The beams: level-synchronous beam searches of growing width, for short solutions."""

from __future__ import annotations

from collections.abc import Iterator

from freecell_gui.core.game.rules import Move
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.solver.beam import DIED, RUNNING, SOLVED, PyBeamSearch, beam_search_class
from freecell_gui.core.solver.budget import SLICE, Budget, Search
from freecell_gui.core.solver.positions import State, Weights

# The beams' widths: 32, 128, 512, 2,048 and 8,192, the last within MAX_BEAM_WIDTH (about 1 s a
# deal here). Growing fourfold, the series
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

# A beam's slice, in expansions: about 10 ms of the C engine (some 400,000 positions a second
# here). The pure-Python twin (some 4,000 a second) takes the same slices, so that both builds
# take the same turns and give the same answers; it only looks at the cancel flag and the cap
# more often within one, every PYTHON_STEP expansions (about 15 ms).
BEAM_SLICE = SLICE * 16
PYTHON_STEP = SLICE // 4


def run_beam(
    start: State, width: int, weights: Weights, budget: Budget, rules: Rules = FREECELL
) -> Iterator[tuple[Move, ...] | bool | None]:
    """A level-synchronous beam search of `width` (core.beam, in C where it was built): level i
    holds the best `width` positions after i moves. It yields None to hand back control (after
    BEAM_SLICE expansions), a win shorter than the best so far when it finds one, and ends by
    yielding True if it died out (no new position at some level) before the best length
    bounded it, False otherwise."""
    columns, cells, found = start
    search_class = beam_search_class()
    step = PYTHON_STEP if search_class is PyBeamSearch else BEAM_SLICE
    engine = search_class(
        columns,
        cells,
        found,
        width,
        weights,
        budget.best_length or 0,
        free_cells=rules.free_cells,
        building=rules.building.value,
    )
    while True:
        # The bound changes only between slices, so both engines prune alike.
        engine.bound = budget.best_length or 0
        done = 0
        status = RUNNING
        while status == RUNNING and done < BEAM_SLICE:
            before = engine.positions
            status = engine.run(min(step, BEAM_SLICE - done))
            done += engine.positions - before
            budget.positions += engine.positions - before
            if status == RUNNING and done < BEAM_SLICE:
                budget.interrupt()  # may stop the solve; never changes what the slice does
        if status == RUNNING:
            yield None
        elif status == SOLVED:
            yield tuple(Move(source, target, count) for source, target, count in engine.solution)
            return
        else:
            yield status == DIED
            return


def round_work(width: int, best_length: int) -> int:
    """The most positions a beam of `width` bounded by a solution of `best_length` moves can
    expand: it expands the levels of 0 to best_length - 2 moves, each of at most `width`."""
    return width * max(0, best_length - 1)


def run_beams(
    start: State, first_width: int, max_width: int, budget: Budget, rules: Rules = FREECELL
) -> Search:
    """Beams of growing width, each in the first order and, if that one died out, in the next;
    yields every solution shorter than the best so far. Once a solution is known, a round
    that could take the solve past its work does not start, and the shortening ends there."""
    width = first_width
    while width <= max_width:
        for weights in BEAM_WEIGHTS:
            if budget.best is not None:
                if not budget.fits(round_work(width, len(budget.best))):
                    return
                budget.phase = f"shortening (width {width})"
            died = False
            for item in run_beam(start, width, weights, budget, rules):
                if isinstance(item, bool):
                    died = item
                else:
                    yield item
            if not died:
                break
        width *= WIDTH_GROWTH
