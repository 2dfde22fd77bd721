"""The challenge of fewer cells (issue 29): the next deal needing exactly K free cells, read from the
published table within 1..32,000 and searched for past it.

    python -m tests.benchmarks.bench_cells_challenge

The table's figures are medians; past the table each K is one run from deal 32,000 (the search is
bounded by positions, so the deal found and the deals settled are the same on any machine; only
the seconds vary with the machine and its load).
"""

from __future__ import annotations

import random
import time

from freecell_gui.core.solver import min_cells_table
from freecell_gui.core.solver.cells_challenge import next_deal_needing
from freecell_gui.core.solver.min_cells_table import TABLE_DEALS, next_in_table
from tests.benchmarks.harness import Figure, median_seconds

LOOKUPS = 1_000  # random (K, start) pairs a timed round of the table's look-up


def _first_load_seconds() -> float:
    samples = []
    for _ in range(5):
        min_cells_table._counts.cache_clear()
        began = time.perf_counter()
        min_cells_table.table_min_cells(1)
        samples.append(time.perf_counter() - began)
    return sorted(samples)[len(samples) // 2]


def run() -> list[Figure]:
    figures = []
    load = _first_load_seconds()
    figures.append(
        Figure("table: first read (gunzip 9 KB, 32,000 counts)", load * 1e3, "ms", "< 50 ms", load < 0.05)
    )
    chooser = random.Random(29)
    pairs = [(chooser.randrange(5), chooser.randrange(TABLE_DEALS)) for _ in range(LOOKUPS)]
    lookup = median_seconds(lambda: [next_in_table(cells, after) for cells, after in pairs]) / LOOKUPS
    figures.append(
        Figure("table: next deal needing exactly K", lookup * 1e6, "us", "< 1000 us", lookup < 1e-3)
    )
    for cells in range(5):
        began = time.perf_counter()
        result = next_deal_needing(cells, TABLE_DEALS)
        seconds = time.perf_counter() - began
        name = (
            f"past the table, K={cells}: deal {result.deal}, {result.deals_searched} settled, "
            f"{len(result.unsettled)} passed over"
        )
        figures.append(Figure(name, seconds, "s", "reported", True))
    return figures


if __name__ == "__main__":
    for figure in run():
        print(figure.line(), flush=True)
