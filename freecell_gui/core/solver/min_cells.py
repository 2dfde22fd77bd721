"""The fewest free cells a deal needs: a solution with K cells and a proof that K - 1 have none.

FreeCell's players keep tables of how many cells each deal needs (the msfc32k-min-fc table of
the repository theodorepringle/MicrosoftFreeCell32000-minimal-freecells: of Microsoft's 32,000,
69 need none, 11982 cannot be won even with four). `min_cells` answers the question for any
position, with its evidence, cell count by cell count from 0 up:

1. the exhaustive search (`exhaustive.exhaust`, in C when built) up to SMALL_EXHAUSTIVE_POSITIONS:
   most counts without a solution are proven so within hundredths of a second, and many
   with one give it;
2. otherwise a quick solve (`schedule.solve`, first solution only, at most QUICK_POSITIONS):
   most of the other counts that have a solution give it here;
3. otherwise the exhaustive search again, up to EXHAUSTIVE_POSITIONS: the proof that this
   count has no solution for nearly every deal of 1..32,000 (or a solution after all); then
   the solver, first solution only, with what is left of `proof_positions`: on the tight
   deals its flares and beams (in C) find a solution long before a depth-first search does
   (deal 8001 with one cell: 315,000 positions against over 3 million), and its sweep, with
   the closure of every position the searches reached, is a proof too;
4. at the first count with a solution, the solver's full solve (shortening, within `work`) for
   the solution shown; the path found first if that solve found none shorter.

Each step is bounded by positions, never by the clock: the answer is the same on any machine
and with any number of workers. A count whose proof ran out of positions stays unknown, and
the answer says only what is known: "K or fewer" (`at_most`), "at least J" (`at_least`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from freecell_gui.core.game.rules import EMPTY, Move, Position
from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building, Rules
from freecell_gui.core.solver.budget import WORK_PER_SECOND
from freecell_gui.core.solver.exhaustive import exhaust
from freecell_gui.core.solver.results import CancelFlag, Outcome, SolveProgress
from freecell_gui.core.solver.schedule import solve

QUICK_POSITIONS = 20_000  # the quick solve of each count: 99 % of first solutions come within it
SMALL_EXHAUSTIVE_POSITIONS = 20_000  # the first exhaustive search's: some 0.1 s in C
# The proof's bound: some 2 GB of Python at the most (about 400 bytes a position kept), and a
# minute or two of a 2-core laptop's CPU; nearly every deal of 1..1000 needs far fewer.
DEFAULT_PROOF_POSITIONS = 3_000_000
# The exhaustive search's share of a count's positions; past it, the solver takes over (step 3).
# In C (_exhaustive.c) it expands some 200,000 positions a second: the proofs of the slow tail
# of 1..32,000 need 0.2 to 1.5 million (deal 5441 with two cells: 435,000, 3 s, against 1.9
# million and 129 s in the solver's sweep; deal 13921 with one cell: 1.48 million), while the
# tight solutions its depth-first order misses come sooner from the solver's flares and beams
# (deal 8001 with one cell: 315,000 positions there, over 3 million here).
EXHAUSTIVE_POSITIONS = 1_500_000
NO_CAP = 1e9  # the solves are bounded by their positions; the clock is not what stops them
# Each count's stages, by the positions each may search (within the count's proof_positions):
# the exhaustive search, small (most proofs of deals 1..32,000 close within it, and many
# solutions come in its first thousands of positions: a few hundredths of a second in C); the
# quick solve; the exhaustive search at its full share; the solver with all that is left.
STAGES = (SMALL_EXHAUSTIVE_POSITIONS, QUICK_POSITIONS, EXHAUSTIVE_POSITIONS, 10**9)


@dataclass(frozen=True, slots=True)
class CellsStep:
    """One cell count tried: what it gave (SOLVED, UNSOLVABLE, or GAVE_UP when its budget ran
    out), the positions searched and the seconds it took."""

    cells: int
    outcome: Outcome
    positions: int
    seconds: float


@dataclass(frozen=True, slots=True)
class MinCellsResult:
    """What `min_cells` knows: the steps tried, and the solution with the fewest cells found.

    `at_most` is the fewest cells a solution was found with (None if none was); `at_least` the
    fewest not proven hopeless (MAX_FREE_CELLS + 1 when every count was proven to have no
    solution). The minimum is known when they meet (`min_cells`). `cancelled` says a stop
    request ended it early.
    """

    building: Building
    steps: tuple[CellsStep, ...]
    at_most: int | None
    at_least: int
    moves: tuple[Move, ...] = ()
    start: Position | None = None  # the position the moves are played from (at `at_most` cells)
    cancelled: bool = False
    elapsed: float = 0.0

    @property
    def min_cells(self) -> int | None:
        """The fewest free cells the deal needs, when known."""
        return self.at_most if self.at_most is not None and self.at_most == self.at_least else None

    @property
    def hopeless(self) -> bool:
        """True when every cell count up to four was proven to have no solution."""
        return self.at_least > MAX_FREE_CELLS

    @property
    def positions(self) -> int:
        """Positions searched by every step together."""
        return sum(step.positions for step in self.steps)


@dataclass
class _Steps:
    """The steps so far, one a cell count from 0 up."""

    building: Building
    started: float = field(default_factory=time.perf_counter)
    steps: list[CellsStep] = field(default_factory=list)

    def result(
        self,
        at_most: int | None,
        cancelled: bool,
        moves: tuple[Move, ...] = (),
        start: Position | None = None,
    ) -> MinCellsResult:
        # The steps go from 0 up: the first not proven hopeless is the least the deal may need.
        at_least = next(
            (step.cells for step in self.steps if step.outcome is not Outcome.UNSOLVABLE), len(self.steps)
        )
        return MinCellsResult(
            self.building,
            tuple(self.steps),
            at_most,
            at_least,
            moves,
            start,
            cancelled,
            time.perf_counter() - self.started,
        )


def min_cells(
    position: Position,
    building: Building = Building.ALTERNATE_COLOURS,
    *,
    proof_positions: int = DEFAULT_PROOF_POSITIONS,
    work: int = 10 * WORK_PER_SECOND,
    fast: bool = False,
    cancel: CancelFlag | None = None,
    on_step: Callable[[int, int], None] | None = None,
) -> MinCellsResult:
    """The fewest free cells `position` (its cards in cells kept) needs under `building`.

    Counts go from the cards already in free cells up to four (see the module). `work` bounds
    the final solve's shortening (positions; `fast` keeps the first solution instead);
    `on_step(cells, positions)` is called as each count's searches go on, for a progress line.
    """
    held = sum(1 for card in position.freecells if card != EMPTY)
    steps = _Steps(building)
    # Fewer cells than the cards already in them cannot even hold the position.
    for cells in range(held):
        steps.steps.append(CellsStep(cells, Outcome.UNSOLVABLE, 0, 0.0))
    for cells in range(held, MAX_FREE_CELLS + 1):
        start = position.under(Rules(cells, building))
        began = time.perf_counter()

        def progress(positions: int, cells: int = cells) -> None:
            if on_step is not None:
                on_step(cells, positions)

        settled = settle_count(start, proof_positions, cancel, progress)
        if settled is None:
            return steps.result(None, cancelled=True)
        outcome, positions, path = settled
        steps.steps.append(CellsStep(cells, outcome, positions, time.perf_counter() - began))
        if outcome is Outcome.SOLVED:
            return _with_solution(steps, start, path, work, fast, cancel, progress)
    return steps.result(None, cancelled=False)


def settle_count(
    start: Position, proof_positions: int, cancel: CancelFlag | None, progress: Callable[[int], None]
) -> tuple[Outcome, int, tuple[Move, ...]] | None:
    """Steps 1 to 3 of the module at one count (STAGES): the outcome, the positions searched and
    the path of a win; None if a stop cut it short."""
    positions = 0
    for stage, share in enumerate(STAGES):
        bound = min(share, proof_positions - positions)
        if bound <= 0:
            continue  # no share, or the count's positions are spent
        if stage % 2 == 0:  # the exhaustive search: small first, then its full share
            proof = exhaust(start, bound, cancel, _offset_count(progress, positions))
            outcome, searched, path, limit = proof.outcome, proof.positions, proof.moves, proof.limit
        else:
            result = solve(
                start,
                time_limit=NO_CAP,
                max_positions=bound,
                fast=True,
                cancel=cancel,
                on_progress=_offset(progress, positions),
            )
            outcome, searched, path, limit = result.outcome, result.positions, result.moves, result.limit
        if limit == "cancelled":
            return None
        positions += searched
        if outcome is not Outcome.GAVE_UP:
            return outcome, positions, path
    return Outcome.GAVE_UP, positions, ()


def _offset_count(progress: Callable[[int], None], before: int) -> Callable[[int], None]:
    """The exhaustive search's progress as positions of the whole count."""
    return lambda positions: progress(before + positions)


def _offset(progress: Callable[[int], None], before: int) -> Callable[[SolveProgress], None]:
    """The solver's progress reports as positions of the whole count (`before` searched already)."""
    return lambda report: progress(before + report.positions)


def _with_solution(
    steps: _Steps,
    start: Position,
    found: tuple[Move, ...],
    work: int,
    fast: bool,
    cancel: CancelFlag | None,
    progress: Callable[[int], None],
) -> MinCellsResult:
    """The result at the first count with a solution: the solver's best (within `work`), or
    the path found if the solver found none (or was not asked to shorten)."""
    cells = start.rules.free_cells
    moves = found
    cancelled = False
    if not fast:
        began = time.perf_counter()
        best = solve(
            start,
            time_limit=NO_CAP,
            work=work,
            cancel=cancel,
            on_progress=lambda report: progress(report.positions),
        )
        cancelled = best.limit == "cancelled"
        if best.outcome is Outcome.SOLVED and best.length <= len(found):
            moves = best.moves
        last = steps.steps[-1]
        steps.steps[-1] = CellsStep(
            cells, last.outcome, last.positions + best.positions, last.seconds + time.perf_counter() - began
        )
    return steps.result(cells, cancelled=cancelled, moves=moves, start=start)
