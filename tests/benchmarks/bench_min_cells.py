"""`solve --min-cells` against the published table, with fc-solve side by side.

    nice .venv/bin/python -m tests.benchmarks.bench_min_cells            # deals 1..1000, ~15 min
    BENCH_MIN_CELLS_DEALS=1-100 .venv/bin/python -m tests.benchmarks.bench_min_cells

The oracle is tests/data/msfc32k-min-fc-1-1000.txt (the msfc32k-min-fc table of
theodorepringle/MicrosoftFreeCell32000-minimal-freecells). For each deal: our fewest cells
(`min_cells`, first solution only: the question, not the shortening), its time, and whether it
agrees with the table; then fc-solve (`/usr/bin/fc-solve --freecells-num K`, K from 0 up, each
run bounded by FC_SOLVE_ITERATIONS states) on the same deal: its verdict and time. Every
disagreement is listed; a solution with fewer cells than the table says is replayed in the
rules engine before it is reported as a finding. With BENCH_MIN_CELLS_GAME=bakers both play
Baker's Game (fc-solve's `-g bakers_game`), which the table does not cover.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import format_board
from freecell_gui.core.deals.numbers import parse_deal_range
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves, site_notation
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building
from freecell_gui.core.solver.min_cells import min_cells
from tests.benchmarks.harness import Figure, at_least, at_most

TABLE = Path(__file__).parents[1] / "data" / "msfc32k-min-fc-1-1000.txt"
FC_SOLVE = "/usr/bin/fc-solve"
FC_SOLVE_ITERATIONS = 3_000_000  # as our default proof bound, in fc-solve's own states
NONE = MAX_FREE_CELLS + 1  # the table's "5": not even with four cells


def read_table(path: Path = TABLE) -> dict[int, int]:
    """The table: deal -> fewest cells (5 when not even four win)."""
    table: dict[int, int] = {}
    for line in path.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            number, cells = line.split()
            table[int(number)] = int(cells)
    return table


def fc_solve_min_cells(number: int, building: Building) -> tuple[int | None, float]:
    """fc-solve's fewest cells (NONE if it could solve it with no count, None if a run hit its
    bound first) and the seconds it took."""
    board = format_board(deal(number))
    game = ["-g", "bakers_game"] if building is Building.SAME_SUIT else []
    started = time.perf_counter()
    for cells in range(MAX_FREE_CELLS + 1):
        # The game preset first: it sets four cells, which --freecells-num then overrides.
        command = [FC_SOLVE, *game, "--freecells-num", str(cells), "-mi", str(FC_SOLVE_ITERATIONS), "-"]
        out = subprocess.run(command, input=board, capture_output=True, text=True, check=False).stdout
        if "This game is solveable." in out:
            return cells, time.perf_counter() - started
        # fc-solve 5.0 says "I could not solve this game." at its bound too: only a scan that
        # ended below the bound is its verdict.
        if "could not solve" not in out or f"checked is {FC_SOLVE_ITERATIONS}." in out:
            return None, time.perf_counter() - started
    return NONE, time.perf_counter() - started


def _replays_with(number: int, cells: int, building: Building) -> bool:
    """True if our solution with `cells` cells replays, won, in the rules engine."""
    result = min_cells(Position.from_deal(deal(number)), building, fast=True)
    if result.start is None or result.at_most != cells:
        return False
    texts = site_notation(result.start, result.moves)
    return replay(result.start, parse_moves(" ".join(texts)), AutoplayPolicy.MS).won


def main() -> list[Figure]:
    deals = parse_deal_range(os.environ.get("BENCH_MIN_CELLS_DEALS", "1-1000"))
    building = Building(os.environ.get("BENCH_MIN_CELLS_GAME", "freecell"))
    table = read_table() if building is Building.ALTERNATE_COLOURS else {}
    peer = shutil.which(FC_SOLVE) is not None
    ours: list[float] = []
    theirs: list[float] = []
    agree = peer_agree = 0
    unsettled: list[int] = []
    disagreements: list[str] = []
    for number in deals:
        result = min_cells(Position.from_deal(deal(number)), building, fast=True)
        ours.append(result.elapsed)
        answer = NONE if result.hopeless else result.min_cells
        if answer is None:
            unsettled.append(number)
        if number in table:
            if answer == table[number]:
                agree += 1
            elif answer is not None or (result.at_most is not None and result.at_most < table[number]):
                found = answer if answer is not None else result.at_most
                assert found is not None
                fewer = found < table[number] and _replays_with(number, found, building)
                disagreements.append(
                    f"deal {number}: ours {found}, table {table[number]}"
                    + (" (our solution replays: a finding)" if fewer else "")
                )
        fc_answer: int | None = None
        seconds = 0.0
        if peer:
            fc_answer, seconds = fc_solve_min_cells(number, building)
            theirs.append(seconds)
            if fc_answer == answer:
                peer_agree += 1
            elif answer is not None and fc_answer is not None:
                disagreements.append(f"deal {number}: ours {answer}, fc-solve {fc_answer}")
        print(
            f"deal {number}: ours {answer if answer is not None else '?'} ({result.elapsed:.2f} s), "
            f"table {table.get(number, '-')}, fc-solve {fc_answer if fc_answer is not None else '?'} ({seconds:.2f} s)",
            file=sys.stderr,
            flush=True,
        )
    for line in disagreements:
        print(f"disagreement: {line}", file=sys.stderr)
    if unsettled:
        print(f"not settled within the proof bound: {unsettled}", file=sys.stderr)
    figures = [
        Figure("deals", len(deals), "deals", "", True),
        at_least("agree with the table", agree, "deals", len(table.keys() & set(deals)))
        if table
        else Figure("agree with the table", 0, "deals", "no table for Baker's Game", True),
        at_most("not settled (proof bound)", len(unsettled), "deals", 0),
        Figure("ours: median a deal", statistics.median(ours), "s", "", True),
        Figure("ours: 90th percentile", sorted(ours)[int(len(ours) * 0.9)], "s", "", True),
        Figure("ours: slowest", max(ours), "s", "", True),
        Figure("ours: total", sum(ours), "s", "", True),
    ]
    if theirs:
        figures += [
            Figure("fc-solve agrees with ours", peer_agree, "deals", "", True),
            Figure("fc-solve: median a deal", statistics.median(theirs), "s", "", True),
            Figure("fc-solve: slowest", max(theirs), "s", "", True),
            Figure("fc-solve: total", sum(theirs), "s", "", True),
        ]
    return figures


run = main  # the name `python -m tests.benchmarks min_cells` calls


if __name__ == "__main__":
    for figure in main():
        print(figure.line())
