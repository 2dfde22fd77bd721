"""The solve: how the three searches take turns, and what it reports.

Three searches take turns, a slice of a few hundred or thousand expansions each:

* Greedy best-first "flares" (four orders of the same features, each with its own visited
  set) give a first solution, usually within milliseconds.
* Level-synchronous beam searches look for short solutions: level i holds the positions after
  i moves, only the best W by cost survive each level, and W doubles after each round
  (macroxue/freecell's `solver.cc` and `game/freecell.js` do the same; see
  docs/solver.md for the figures). On the few deals where every flare wanders,
  a narrow beam finds the first solution instead (deal 617).
* A sweep expands every position that the others reached but did not expand. When nothing is
  left to sweep, every reachable position has been seen and none is a win: the deal is
  *proven* unsolvable. After SWEEP_BOOST_AFTER positions without a solution the sweep gets
  most of the turns.

Once a solution is known only the beams go on, each bounded by the best length so far, until
the widest has run or the next could take the solve past its work.

Every turn, the boost and the last round are decided by the positions expanded, never by the
clock: a deal and the options give the same answer on a quiet machine or a busy one, with the C
beam or its Python twin. The time limit only caps the solve (in CPU seconds: see budget.py), and
a result the cap ended says so (its `limit` is "time").

Moves are counted as freecellgamesolutions.com counts them: Microsoft's autoplay is free and a
sequence move is one move. Internally a position is a plain tuple triple (cascades in their
real order, free cells, foundations) and equal positions up to the order of cascades and free
cells share one key; the moves found are the rules engine's `Move`s, so every solution can be
replayed with `core.game.game.replay` and written with `core.game.notation`.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

from freecell_gui.core.game.rules import Move, Position
from freecell_gui.core.solver.beams import FIRST_BEAM_WIDTH, MAX_BEAM_WIDTH, run_beams
from freecell_gui.core.solver.budget import Budget, Search, SearchStoppedError, work_for
from freecell_gui.core.solver.flares import run_flares
from freecell_gui.core.solver.positions import is_won, state_of
from freecell_gui.core.solver.results import CancelFlag, Outcome, SolveProgress, SolveResult
from freecell_gui.core.solver.sweep import Closure, run_sweep

DEFAULT_TIME_LIMIT = 10.0  # CPU seconds that cap the whole solve, first solution and shortening
DEFAULT_WORK = work_for(DEFAULT_TIME_LIMIT)  # positions the default solve may expand
# The first searches' limit: together they hold about 0.62 KB a position (measured on deals
# 11982 and 517776), so 600,000 positions stay near 400 MB, under the 500 MB budget.
DEFAULT_MAX_POSITIONS = 600_000
# Of 2000 deals, half had a first solution within 17.6 ms (some 3,000 positions) and 99 % within
# 0.14 s (some 20,000); past 75,000 positions (half a second here), the deal may have no
# solution, and the sweep (the cheapest search, and the one that proves it) gets most of the
# turns. The flares, which re-expand what the sweep expands, drop to one slice. Measured on the
# eight unsolvable deals of 1..1M and on 212750 (the only one of those 2000 deals unsolved
# after a second, solved by a beam): at 75,000 the eight proofs took 10.1 CPU seconds in all
# against 11.8 at 150,000 (about a second here, the old schedule's point), and 212750's first
# solution 204,242 positions against 209,238; at 40,000 the proofs took 9.3 s but 212750
# 221,202 positions.
SWEEP_BOOST_AFTER = 75_000


def solve(
    position: Position,
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    max_positions: int = DEFAULT_MAX_POSITIONS,
    work: int | None = None,
    fast: bool = False,
    on_solution: Callable[[tuple[Move, ...]], None] | None = None,
    on_progress: Callable[[SolveProgress], None] | None = None,
    cancel: CancelFlag | None = None,
    first_width: int = FIRST_BEAM_WIDTH,
    max_width: int = MAX_BEAM_WIDTH,
    on_done: Callable[[SolveResult], None] | None = None,
) -> SolveResult:
    """Solve from any position, under its own rules (`position.rules`: its free cells and building
    rule), with Microsoft's autoplay after each move.

    Three searches take turns, slice by slice: greedy best-first flares (a first solution,
    usually within milliseconds), beams of width `first_width` growing fourfold up to
    `max_width` (shorter solutions; on a few deals the first one too), and a sweep that, with
    the positions the others expand, proves a deal unsolvable. Once a solution is known only
    the beams go on; `fast` stops at the first solution.

    `work` is the shortening's own budget, in positions expanded by the whole solve (by
    default `time_limit` x WORK_PER_SECOND): no beam round starts that could take the solve
    past it. The answer depends on the position and these arguments only. `time_limit`, in
    seconds of CPU time of the calling thread, caps the solve; the result's `limit` is "time"
    when the cap ended it.

    Each better solution is passed to `on_solution` as soon as it is found; `on_progress` is
    called about ten times a second; `cancel` is checked every few milliseconds and stops the
    solve keeping the best solution so far. `max_positions` bounds the search for the first
    solution (the beams' memory is bounded by their width). `on_done` gets the result as soon
    as the search stops, before the memory it used is given back (after a long search that
    takes a tenth of a second or more).
    """
    budget = Budget(
        time_limit, max_positions, work_for(time_limit) if work is None else work, cancel, on_progress
    )
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
    budget: Budget,
    fast: bool,
    on_solution: Callable[[tuple[Move, ...]], None] | None,
    first_width: int,
    max_width: int,
) -> tuple[SolveResult, tuple[object, ...]]:
    """solve's work: the result, and the searches, for the caller to let go of when it likes."""
    # The game autoplays only after a move, never at the start, so the search starts as is.
    start = state_of(position)
    if is_won(start):
        return SolveResult(Outcome.SOLVED, (), None, 0, budget.elapsed(), 0.0), ()
    # The variant is the position's own (its free cells and building rule): every search plays it.
    closure = Closure(start, position.rules)
    flares = run_flares(start, budget, closure)
    sweep = run_sweep(closure, budget)
    beams = run_beams(start, first_width, max_width, budget, position.rules)
    searches = (closure, flares, sweep, beams)
    # Slices a round gives each search while no solution is known: the flares find most
    # first solutions, so they go first and get the most.
    rounds: list[tuple[Search, int]] = [(flares, 4), (beams, 2), (sweep, 2)]
    first_elapsed: float | None = None
    limit: str | None = None
    boosted = False
    boosted_slices = {sweep: 12, flares: 1}
    try:
        while rounds:
            event, search = _run_round(rounds, budget)
            if not boosted and budget.positions >= SWEEP_BOOST_AFTER and budget.best is None:
                boosted = True
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
    except SearchStoppedError as stop:
        limit = stop.reason
    if budget.best is None:
        return SolveResult(Outcome.GAVE_UP, (), limit, budget.positions, budget.elapsed()), searches
    solved = SolveResult(
        Outcome.SOLVED, budget.best, limit, budget.positions, budget.elapsed(), first_elapsed
    )
    return solved, searches


def _run_round(
    rounds: list[tuple[Search, int]], budget: Budget
) -> tuple[tuple[Move, ...] | bool | None, Search | None]:
    """Give each search its slices in turn until one of them has news: (a solution, the search)
    or (False, the search) when it has ended; (None, None) when the round passed quietly."""
    for search, slices in rounds:
        for _ in range(slices):
            item = next(search, False)
            if item is not None:
                return item, search  # news first: a solution found in the last slice is kept
            budget.check()
    return None, None
