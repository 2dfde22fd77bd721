"""The summary of a range's fewest cells: how many deals need 0 to 4 cells, none (no count up to
four wins), or are unknown (a proof ran out of positions); their times."""

from __future__ import annotations

import statistics
from array import array
from typing import Any

from freecell_gui.core.ranges.min_cells_records import NONE, UNKNOWN, MinCellsRecord
from freecell_gui.core.solver.results import Outcome

COLUMNS = (*map(str, range(5)), NONE, UNKNOWN)


class MinCellsSummary:
    """What `solve A-B --min-cells --summary` reports, gathered one record at a time (the
    numbers of the deals none or unknown, a time a deal: a few bytes a deal)."""

    out_of_memory = 0  # the proofs are bounded by positions; the shared summary line asks

    def __init__(self) -> None:
        self.counts = dict.fromkeys(COLUMNS, 0)
        self.hopeless: list[int] = []
        self.unknown: list[int] = []
        self._times = array("d")

    def add(self, record: MinCellsRecord) -> None:
        """Count one deal's record."""
        needs = record.needs
        self.counts[needs] += 1
        if needs == NONE:
            self.hopeless.append(record.deal)
        elif needs == UNKNOWN:
            self.unknown.append(record.deal)
        self._times.append(record.seconds)

    @property
    def deals(self) -> int:
        """The deals counted."""
        return len(self._times)

    @property
    def outcomes(self) -> set[Outcome]:
        """The range's outcomes, for its exit status: a deal unknown gave up, one no count wins
        is unsolvable, a known minimum solved."""
        seen = {Outcome.SOLVED} if self.deals > len(self.hopeless) + len(self.unknown) else set()
        if self.hopeless:
            seen.add(Outcome.UNSOLVABLE)
        if self.unknown:
            seen.add(Outcome.GAVE_UP)
        return seen

    def as_json(self) -> dict[str, Any]:
        """The summary as `--summary --json` prints it (deal lists in deal order)."""
        times = sorted(self._times)
        p99 = times[min(len(times) - 1, max(0, int(len(times) * 0.99 + 0.5) - 1))] if times else None
        return {
            "deals": self.deals,
            "needs": dict(self.counts),
            NONE: sorted(self.hopeless),
            UNKNOWN: sorted(self.unknown),
            "median_seconds": round(statistics.median(times), 3) if times else None,
            "p99_seconds": round(p99, 3) if p99 is not None else None,
        }

    def as_text(self) -> str:
        """The summary as `--summary` prints it: the counts, the deals none and unknown, the times."""
        summary = self.as_json()
        counts = ", ".join(f"{key} {count}" for key, count in summary["needs"].items())
        lists = "".join(f"{key}: {summary[key]}\n" for key in (NONE, UNKNOWN) if summary[key])
        times = (
            f"time a deal: median {summary['median_seconds']} s, p99 {summary['p99_seconds']} s\n"
            if summary["deals"]
            else "time a deal: none (no deal finished)\n"
        )
        return f"deals {summary['deals']}: free cells needed: {counts}\n{lists}{times}"
