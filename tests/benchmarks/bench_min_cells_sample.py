"""The table of 1..32,000 as a range job, on a sample: every 32nd deal's fewest cells on local
workers, against the published table, with the full run's duration projected.

    nice .venv/bin/python -m tests.benchmarks.bench_min_cells_sample          # 1000 deals, --jobs 2
    BENCH_MIN_CELLS_OUT=/tmp/sample.jsonl ...                                 # keep (and resume) the records
    BENCH_MIN_CELLS_PEER_EVERY=4 ...                                          # fc-solve on every 4th of them

The deals are 1, 33, 65, ... (tests/data/msfc32k-min-fc-every-32nd.txt: those lines of the
msfc32k-min-fc table of theodorepringle/MicrosoftFreeCell32000-minimal-freecells). Each deal is
solved as `solve A-B --min-cells --summary --fast --jobs 2 --out FILE` solves it (the same
runner, settings and records: core/ranges), so the projection is of that command: the sample's
wall time x 32. A deal the table and we disagree on is listed with our solution's replay when we
need fewer cells. With BENCH_MIN_CELLS_PEER_EVERY, fc-solve (bench_min_cells.fc_solve_min_cells,
one process) runs on every Nth sampled deal, side by side.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from tests.benchmarks.bench_min_cells import NONE, fc_solve_min_cells, read_table
from tests.benchmarks.harness import Figure

if TYPE_CHECKING:
    from freecell_gui.core.ranges.min_cells_records import MinCellsRecord

SAMPLE_TABLE = Path(__file__).parents[1] / "data" / "msfc32k-min-fc-every-32nd.txt"
EVERY = 32
TABLE_DEALS = 32_000


class _Never:
    def is_set(self) -> bool:
        return False


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def _sample(table: dict[int, int], jobs: int, out: Path) -> tuple[dict[int, MinCellsRecord], float, int]:
    """Each sampled deal's record (those already in `out` read back), the wall time and how many
    were read back."""
    from freecell_gui.core.ranges.local_pool import LocalPoolRunner
    from freecell_gui.core.ranges.min_cells_pool import MinCellsSettings
    from freecell_gui.core.ranges.record_kinds import MIN_CELLS_RECORDS
    from freecell_gui.core.ranges.results_file import open_results

    records: dict[int, MinCellsRecord] = {}
    started = time.perf_counter()
    with open_results(out, True, MIN_CELLS_RECORDS) as results:
        settings = MinCellsSettings(fast=True)
        for record in results.read_back(refusal=settings.refusal):
            records[record.deal] = record
        resumed = len(records)
        left = [number for number in sorted(table) if number not in records]
        with LocalPoolRunner(jobs) as runner:
            for record in runner.records(left, settings, _Never()):
                results.write(record)
                records[record.deal] = record
                print(
                    f"deal {record.deal}: {record.needs} ({record.seconds:.2f} s)",
                    file=sys.stderr,
                    flush=True,
                )
    return records, time.perf_counter() - started, resumed


def _disagreements(table: dict[int, int], records: dict[int, MinCellsRecord]) -> tuple[int, list[str]]:
    """How many deals agree with the table, and a line for each settled otherwise."""
    from freecell_gui.core.deals.dealer import deal
    from freecell_gui.core.game.game import replay
    from freecell_gui.core.game.notation import parse_moves
    from freecell_gui.core.game.rules import AutoplayPolicy, Position
    from freecell_gui.core.game.variant import Rules

    agree = 0
    lines: list[str] = []
    for number, expected in sorted(table.items()):
        record = records[number]
        ours = NONE if record.hopeless else record.min_cells
        if ours == expected:
            agree += 1
        elif ours is not None or (record.cells is not None and record.cells < expected):
            fewer = record.cells is not None and record.cells < expected
            replays = (
                fewer
                and replay(
                    Position.from_deal(deal(number), Rules(record.cells or 0)),
                    parse_moves(" ".join(record.moves)),
                    AutoplayPolicy.MS,
                ).won
            )
            found = ours if ours is not None else record.cells
            lines.append(
                f"deal {number}: ours {found}, table {expected}"
                + (" (our solution replays: a finding)" if replays else "")
            )
    return agree, lines


def _peer_figures(table: dict[int, int], records: dict[int, MinCellsRecord], every: int) -> list[Figure]:
    """fc-solve on every `every`th sampled deal, beside our times on the same deals."""
    from freecell_gui.core.game.variant import Building

    numbers = sorted(table)[::every]
    theirs: list[float] = []
    same = 0
    for number in numbers:
        answer, took = fc_solve_min_cells(number, Building.ALTERNATE_COLOURS)
        theirs.append(took)
        record = records[number]
        same += answer == (NONE if record.hopeless else record.min_cells)
        print(f"fc-solve deal {number}: {answer} ({took:.2f} s)", file=sys.stderr, flush=True)
    return [
        Figure("fc-solve: deals run", len(numbers), "deals", "", True),
        Figure("fc-solve agrees with ours", same, "deals", "", True),
        Figure("fc-solve: median a deal", statistics.median(theirs), "s", "", True),
        Figure(
            "ours on those deals: median",
            statistics.median(records[n].seconds for n in numbers),
            "s",
            "",
            True,
        ),
        Figure("fc-solve: slowest", max(theirs), "s", "", True),
        Figure("fc-solve: sum", sum(theirs), "s", "", True),
    ]


def main() -> list[Figure]:
    table = read_table(SAMPLE_TABLE)
    jobs = int(os.environ.get("BENCH_MIN_CELLS_JOBS", "2"))
    out = Path(os.environ.get("BENCH_MIN_CELLS_OUT", f"/tmp/min-cells-every-{EVERY}.jsonl"))
    records, wall, resumed = _sample(table, jobs, out)
    agree, disagreements = _disagreements(table, records)
    unknown = sorted(number for number, record in records.items() if record.needs == "unknown")
    seconds = [record.seconds for record in records.values()]
    for line in disagreements:
        print(f"disagreement: {line}", file=sys.stderr)
    print(f"not settled within the proof bound: {unknown}", file=sys.stderr)
    columns = ("0", "1", "2", "3", "4", "none", "unknown")
    print(
        f"needs: { {key: sum(1 for r in records.values() if r.needs == key) for key in columns} }",
        file=sys.stderr,
    )
    figures = [
        Figure("sampled deals (every 32nd of 1..32,000)", len(records), "deals", "", True),
        Figure("agree with the table", agree, "deals", "", True),
        Figure("disagree (settled otherwise)", len(disagreements), "deals", "", True),
        Figure("not settled (proof bound)", len(unknown), "deals", "", True),
        Figure("median a deal", statistics.median(seconds), "s", "", True),
        Figure("90th percentile", _percentile(seconds, 0.9), "s", "", True),
        Figure("99th percentile", _percentile(seconds, 0.99), "s", "", True),
        Figure("slowest", max(seconds), "s", "", True),
        Figure("sum of the deals' times", sum(seconds), "s", "", True),
    ]
    if not resumed:  # a wall time only means something for a run that did every deal
        figures += [
            Figure(f"sample's wall time on --jobs {jobs}", wall, "s", "", True),
            Figure(
                f"1..32,000 projected on --jobs {jobs}",
                wall * TABLE_DEALS / len(records) / 3600,
                "h",
                "",
                True,
            ),
        ]
    peer_every = int(os.environ.get("BENCH_MIN_CELLS_PEER_EVERY", "0"))
    if peer_every:
        figures += _peer_figures(table, records, peer_every)
    return figures


run = main  # the name `python -m tests.benchmarks min_cells_sample` calls


if __name__ == "__main__":
    for figure in main():
        print(figure.line())
