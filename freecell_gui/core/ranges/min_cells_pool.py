"""The fewest free cells of a range of deals (`solve A-B --min-cells --summary`): the job's
settings, which every runner (this process, local workers, Dask) hands each chunk of deals to,
as it does a solve's (kinds.RangeWork).

Each deal's answer depends on the deal and the settings only (`min_cells` is bounded by positions,
never by the clock), so a range gives the same records on one process or on many.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.game.variant import Building
from freecell_gui.core.ranges.min_cells_records import MinCellsRecord, min_cells_record_of
from freecell_gui.core.solver.budget import WORK_PER_SECOND
from freecell_gui.core.solver.min_cells import DEFAULT_PROOF_POSITIONS, MinCellsResult, min_cells
from freecell_gui.core.solver.results import CancelFlag


@dataclass(frozen=True, slots=True)
class MinCellsSettings:
    """How each deal's fewest cells are found: the game, the proof's positions, the shortening's
    work (`fast`: the first solution will do). The same on every worker."""

    building: Building = Building.ALTERNATE_COLOURS
    proof_positions: int = DEFAULT_PROOF_POSITIONS
    work: int = 10 * WORK_PER_SECOND
    fast: bool = False

    @property
    def shortening(self) -> int | None:
        """The shortening's positions as a record keeps them: None with `fast`."""
        return None if self.fast else self.work

    def deal_records(
        self, numbers: Iterable[int], cancel: CancelFlag
    ) -> Generator[MinCellsRecord, None, None]:
        """Each deal's fewest cells as its record, in turn; ends at once when `cancel` is set,
        leaving out the deal it cut (kinds.RangeWork)."""
        for number in numbers:
            if cancel.is_set():
                return
            record = min_cells_record_of(
                number, min_cells_of(number, self, cancel), self.proof_positions, self.shortening
            )
            if record is None:
                return
            yield record

    def refusal(self, record: MinCellsRecord) -> str | None:
        """Why a record read back was not found with these settings, or None (kinds.RangeWork)."""
        if record.game is not self.building:
            return f"is of {_game_title(record.game)}, not of {_game_title(self.building)}: resume with its --game"
        if record.proof_positions != self.proof_positions:
            return (
                f"was found with --proof-positions {record.proof_positions}, not {self.proof_positions}: "
                "resume with its --proof-positions"
            )
        if record.work != self.shortening:
            return (
                f"was found {_shortening_text(record.work)}, not {_shortening_text(self.shortening)}: "
                "resume with its --fast and --time-limit"
            )
        return None


def _game_title(building: Building) -> str:
    return "FreeCell" if building is Building.ALTERNATE_COLOURS else "Baker's Game"


def _shortening_text(work: int | None) -> str:
    return "with --fast" if work is None else f"shortening within {work:,} positions (--time-limit)"


def min_cells_of(number: int, settings: MinCellsSettings, cancel: CancelFlag | None) -> MinCellsResult:
    """Deal `number`'s fewest cells under `settings`."""
    return min_cells(
        Position.from_deal(deal(number)),
        settings.building,
        proof_positions=settings.proof_positions,
        work=settings.work,
        fast=settings.fast,
        cancel=cancel,
    )
