"""The summary of a range: counts, the median and 99th-percentile time, the mean length."""

from __future__ import annotations

import statistics
from array import array
from typing import Any

from freecell_gui.core.ranges.records import DealRecord
from freecell_gui.core.solver import Outcome

MEMORY = "memory"  # the limit of a deal whose search ran out of memory


class RangeSummary:
    """What `solve A-B --summary` reports, gathered one record at a time.

    It keeps a time a deal and the numbers of the deals not solved, never the moves, so a run
    of millions of deals summarises in a few bytes a deal.
    """

    def __init__(self) -> None:
        self.deals = 0
        self.solved = 0
        self.unsolvable: list[int] = []
        self.gave_up: list[int] = []
        self.out_of_memory = 0
        self._lengths = 0
        self._times = array("d")

    def add(self, record: DealRecord) -> None:
        """Count one deal's record."""
        self.deals += 1
        self._times.append(record.seconds)
        if record.limit == MEMORY:
            self.out_of_memory += 1
        if record.status is Outcome.SOLVED:
            self.solved += 1
            self._lengths += len(record.moves)
        elif record.status is Outcome.UNSOLVABLE:
            self.unsolvable.append(record.deal)
        else:
            self.gave_up.append(record.deal)

    @property
    def outcomes(self) -> set[Outcome]:
        """The outcomes seen, for the exit status of the range."""
        seen = {Outcome.SOLVED} if self.solved else set()
        if self.unsolvable:
            seen.add(Outcome.UNSOLVABLE)
        if self.gave_up:
            seen.add(Outcome.GAVE_UP)
        return seen

    def as_json(self) -> dict[str, Any]:
        """The summary as `solve --summary --json` prints it (deal lists in deal order)."""
        times = sorted(self._times)
        p99 = times[min(len(times) - 1, max(0, int(len(times) * 0.99 + 0.5) - 1))] if times else 0.0
        return {
            "deals": self.deals,
            "solved": self.solved,
            "unsolvable": sorted(self.unsolvable),
            "gave_up": sorted(self.gave_up),
            "median_seconds": round(statistics.median(times), 3) if times else None,
            "p99_seconds": round(p99, 3) if times else None,
            "mean_length": round(self._lengths / self.solved, 2) if self.solved else None,
        }

    def as_text(self) -> str:
        """The summary as `solve --summary` prints it: three lines."""
        summary = self.as_json()
        unsolvable, gave_up = summary["unsolvable"], summary["gave_up"]
        return (
            f"deals {self.deals}: solved {self.solved}, unsolvable {len(unsolvable)}"
            f"{' ' + str(unsolvable) if unsolvable else ''}, gave up {len(gave_up)}"
            f"{' ' + str(gave_up) if gave_up else ''}\n"
            + (
                f"time a deal: median {summary['median_seconds']} s, p99 {summary['p99_seconds']} s\n"
                if self.deals
                else "time a deal: none (no deal finished)\n"
            )
            + (
                f"mean length: {summary['mean_length']} moves (site counting)\n"
                if self.solved
                else "mean length: none (no deal solved)\n"
            )
        )
