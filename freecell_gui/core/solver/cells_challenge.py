"""The challenge of fewer cells: the next deal that needs exactly K free cells, no fewer.

FreeCell Pro's players replayed the numbered deals with fewer cells; the window's challenge
mode deals the next deal (after the one on the table) that needs exactly K. Within Microsoft's
32,000 the published table answers at once (`min_cells_table`); past it, or for Baker's Game
(the table is FreeCell's), each deal is settled in turn:

    needs exactly K  =  a solution with K cells  and  a proof that K - 1 have none

since a game won with K - 1 cells is won with K (every move it makes is still legal), so no
other count needs searching. Each count is settled by `min_cells`'s own steps, bounded by
positions, so the deal found is the same on every machine. A deal whose count the bound could
not settle is passed over and named (`unsettled`): the challenge never deals a deal it is not
sure of.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from freecell_gui.core.deals.dealer import LAST_DEAL, deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building, Rules
from freecell_gui.core.solver.min_cells import settle_count
from freecell_gui.core.solver.min_cells_table import TABLE_DEALS, next_in_table
from freecell_gui.core.solver.results import CancelFlag, Outcome

# A count's bound in the challenge: a third of `solve --min-cells`'s, so that no deal holds the
# search for more than some seconds; a deal it cannot settle is passed over, not guessed at.
CHALLENGE_PROOF_POSITIONS = 1_000_000


class Exactness(Enum):
    """How a deal's fewest cells compare with the K asked for."""

    EXACTLY = "exactly"  # a solution with K, none with K - 1 (proven)
    FEWER = "fewer"  # a solution with K - 1
    MORE = "more"  # none with K (proven)
    UNSETTLED = "unsettled"  # a bound ran out first


@dataclass(frozen=True, slots=True)
class ChallengeProgress:
    """Where the search is: the deal being settled, the count tried on it and the positions
    searched there, the deals settled before it."""

    deal: int
    cells: int
    positions: int
    deals_searched: int


@dataclass(frozen=True, slots=True)
class ChallengeResult:
    """The deal found (None if a stop or the last deal came first), whether the table gave it,
    the deals settled by search on the way, and those passed over as unsettled."""

    deal: int | None
    cells: int
    from_table: bool
    deals_searched: int = 0
    unsettled: tuple[int, ...] = ()
    cancelled: bool = False


def exactness(
    position: Position,
    cells: int,
    *,
    proof_positions: int = CHALLENGE_PROOF_POSITIONS,
    cancel: CancelFlag | None = None,
    on_step: Callable[[int, int], None] | None = None,
) -> Exactness | None:
    """Whether `position` (under its building rule) needs exactly `cells` free cells; None if
    `cancel` stopped it. `on_step(cells, positions)` reports each count's search as it goes."""
    if not 0 <= cells <= MAX_FREE_CELLS:
        raise ValueError(f"the free cells are 0 to {MAX_FREE_CELLS}, not {cells}")
    for count in (cells, cells - 1) if cells else (cells,):
        if cancel is not None and cancel.is_set():
            return None  # a small proof never reaches the search's own checks: looked at here
        start = position.under(Rules(count, position.building))

        def progress(positions: int, count: int = count) -> None:
            if on_step is not None:
                on_step(count, positions)

        settled = settle_count(start, proof_positions, cancel, progress)
        if settled is None:
            return None
        outcome = settled[0]
        if outcome is Outcome.GAVE_UP:
            return Exactness.UNSETTLED
        if count == cells and outcome is Outcome.UNSOLVABLE:
            return Exactness.MORE
        if count < cells and outcome is Outcome.SOLVED:
            return Exactness.FEWER
    return Exactness.EXACTLY


def next_deal_needing(
    cells: int,
    after: int,
    building: Building = Building.ALTERNATE_COLOURS,
    *,
    use_table: bool = True,
    proof_positions: int = CHALLENGE_PROOF_POSITIONS,
    last: int = LAST_DEAL,
    cancel: CancelFlag | None = None,
    on_progress: Callable[[ChallengeProgress], None] | None = None,
) -> ChallengeResult:
    """The first deal numbered above `after` (up to `last`) that needs exactly `cells` free cells
    under `building`: from the published table where it holds the answer (FreeCell, deals up to
    32,000, unless `use_table` is False), else by settling each deal in turn."""
    if not 0 <= cells <= MAX_FREE_CELLS:
        raise ValueError(f"the free cells are 0 to {MAX_FREE_CELLS}, not {cells}")
    first = max(after + 1, 1)
    if use_table and building is Building.ALTERNATE_COLOURS:
        found = next_in_table(cells, after)
        if found is not None and found <= last:
            return ChallengeResult(found, cells, from_table=True)
        first = max(first, TABLE_DEALS + 1)
    unsettled: list[int] = []
    searched = 0
    for number in range(first, last + 1):

        def step(count: int, positions: int, number: int = number, searched: int = searched) -> None:
            if on_progress is not None:
                on_progress(ChallengeProgress(number, count, positions, searched))

        step(cells, 0)
        start = Position.from_deal(deal(number), Rules(MAX_FREE_CELLS, building))
        verdict = exactness(start, cells, proof_positions=proof_positions, cancel=cancel, on_step=step)
        if verdict is None:
            return ChallengeResult(None, cells, False, searched, tuple(unsettled), cancelled=True)
        searched += 1
        if verdict is Exactness.EXACTLY:
            return ChallengeResult(number, cells, False, searched, tuple(unsettled))
        if verdict is Exactness.UNSETTLED:
            unsettled.append(number)
    return ChallengeResult(None, cells, False, searched, tuple(unsettled))
