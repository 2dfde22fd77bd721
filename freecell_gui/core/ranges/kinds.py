"""What a range job is made of, whatever it finds of each deal: the records it writes, how a
results file of them is read back, and the work that makes them.

Two jobs share the runners (this process, local workers, Dask), the results file and `--resume`:
`solve A-B --summary` (a `DealRecord` a deal, solving.SolveSettings) and `solve A-B --min-cells
--summary` (a `MinCellsRecord` a deal, min_cells_pool.MinCellsSettings). A runner hands each
chunk of deals to the job's `RangeWork`, which is pickled to the workers, so it is a frozen
dataclass of plain values.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import Protocol, TypeVar

from freecell_gui.core.solver.results import CancelFlag


class RangeRecord(Protocol):
    """One deal's record: the deal, and its line in a results file."""

    @property
    def deal(self) -> int:
        """The deal's number."""
        ...

    def to_line(self) -> bytes:
        """The record as one line of UTF-8 JSON, its newline included."""
        ...


R = TypeVar("R", bound=RangeRecord)


class RecordKind(Protocol[R]):
    """How the lines of a results file of one job are read back and checked."""

    @property
    def noun(self) -> str:
        """What the file holds, for a message: "`solve --out` records"."""
        ...

    def parse(self, text: str) -> R:
        """The record in one line; records.RecordError (a few words) if it is not one."""
        ...

    def is_cut(self, data: bytes) -> bool:
        """True if `data` (a last line with no newline) is the beginning of a record."""
        ...

    def problem(self, record: R) -> str | None:
        """Why `record` is not true of its deal (a few words), or None."""
        ...

    def other_kind(self, text: str) -> str | None:
        """If `text` is a record of another job: what it is and how to resume with it ("a record
        of `solve --min-cells`: resume with --min-cells"); else None."""
        ...


class RangeWork(Protocol[R]):
    """What a range job does with each deal, wherever it runs (picklable)."""

    def deal_records(self, numbers: Iterable[int], cancel: CancelFlag) -> Generator[R, None, None]:
        """Each deal's record in turn; ends at once when `cancel` is set, leaving out the deal it cut."""
        ...

    def refusal(self, record: R) -> str | None:
        """Why a record read back is not of this job's options ("is of Baker's Game, not of
        FreeCell: resume with its --cells and --game"), or None if it is."""
        ...


R_contra = TypeVar("R_contra", bound=RangeRecord, contravariant=True)


class RangeTally(Protocol[R_contra]):
    """A range's summary, gathered one record at a time (summary.RangeSummary, ...)."""

    def add(self, record: R_contra) -> None:
        """Count one deal's record."""
        ...
