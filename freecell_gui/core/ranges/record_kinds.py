"""The two kinds of results file (kinds.RecordKind): `solve --out`'s records of solves and
`solve --min-cells --out`'s records of fewest cells. Each knows the other's lines, so resuming
one with the other's command says so in one line rather than "not a record"."""

from __future__ import annotations

from freecell_gui.core.ranges.min_cells_records import (
    MinCellsRecord,
    is_cut_min_cells_record,
    min_cells_record_problem,
    parse_min_cells_record,
)
from freecell_gui.core.ranges.record_checks import record_problem
from freecell_gui.core.ranges.records import DealRecord, RecordError, is_cut_record, parse_record


class SolveRecords:
    """The records of `solve A-B --summary --out FILE` (records.DealRecord)."""

    noun = "`solve --out` records"

    def parse(self, text: str) -> DealRecord:
        """See kinds.RecordKind."""
        return parse_record(text)

    def is_cut(self, data: bytes) -> bool:
        """See kinds.RecordKind."""
        return is_cut_record(data)

    def problem(self, record: DealRecord) -> str | None:
        """See kinds.RecordKind."""
        return record_problem(record)

    def other_kind(self, text: str) -> str | None:
        """See kinds.RecordKind."""
        try:
            parse_min_cells_record(text)
        except RecordError:
            return None
        return "a record of `solve --min-cells`: resume with --min-cells"


class MinCellsRecords:
    """The records of `solve A-B --min-cells --summary --out FILE` (min_cells_records)."""

    noun = "`solve --min-cells --out` records"

    def parse(self, text: str) -> MinCellsRecord:
        """See kinds.RecordKind."""
        return parse_min_cells_record(text)

    def is_cut(self, data: bytes) -> bool:
        """See kinds.RecordKind."""
        return is_cut_min_cells_record(data)

    def problem(self, record: MinCellsRecord) -> str | None:
        """See kinds.RecordKind."""
        return min_cells_record_problem(record)

    def other_kind(self, text: str) -> str | None:
        """See kinds.RecordKind."""
        try:
            record = parse_record(text)
        except RecordError:
            return None
        return f"a record of a solve of {record.rules.title}, not of --min-cells: resume without --min-cells"


SOLVE_RECORDS = SolveRecords()
MIN_CELLS_RECORDS = MinCellsRecords()
