"""The solver against its targets, with fc-solve's figures from the same run.

    python -m tests.benchmarks solver                      (the quick sample, a few minutes)
    python -m tests.benchmarks.bench_solver --quick        (the same)
    python -m tests.benchmarks.bench_solver --full --jobs 2  (deals 1..1000 and more: about 25 minutes)
    python -m tests.benchmarks.bench_solver --determinism [--before TREE]   (issue 26, minutes)

`--determinism` measures whether an answer depends on the machine (issue 26): deals 1..100 with
the default solve (mean and median length, median seconds and CPU seconds), and the issue's
ranges with more workers than cores. `--before TREE` measures a copy of an older tree beside
this one (its own built `_beam` included), each in processes of its own.

`--jobs N` solves N deals at once in worker processes (each solve is timed in its worker); on
this 2-core machine `--jobs 2` halves the full run. The peak memory is then the largest
worker's.

Moves are counted as freecellgamesolutions.com counts them: a card that Microsoft's autoplay
would send home is not a move, a sequence move is one move. fc-solve's solutions are counted
the same way (its foundation moves of cards Microsoft would autoplay are left out).
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import TextFormat
from freecell_gui.core.game.notation import NotationError, parse_moves, resolve
from freecell_gui.core.game.rules import HOME, Position, is_cascade, is_ms_autoplay
from freecell_gui.core.solver import Outcome, beam, solve
from freecell_gui.core.system.progress import ProgressLine
from tests.benchmarks.harness import Figure, at_most

UNSOLVABLE = [11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948]
FC_SOLVE_PRESETS = {"fc-solve default": [], "fc-solve -l qs": ["-l", "qs"]}


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(len(ordered) * share) - 1))]


def _site_length_of_fc_solve(number: int, text: str) -> int | None:
    """fc-solve's solution replayed with autoplay off, counting as the site counts."""
    position = Position.from_deal(deal(number))
    count = 0
    try:
        written_moves = parse_moves(text)
    except NotationError:
        return None  # fc-solve printed no solution ("This game is ..."): unsolved by the peer
    for written in written_moves:
        move = resolve(position, written)
        if written.count is None and is_cascade(move.target) and not position.cascades[move.target]:
            move = move._replace(size=1)  # fc-solve: a run into an empty column has a v count
        if position.check(move) is not None:
            return None
        card = position.top(move.source)
        if not (move.target == HOME and is_ms_autoplay(card, position.foundations)):
            count += 1
        position = position.apply(move)
    return count if position.is_won else None


def _fc_solve(numbers: list[int], options: list[str]) -> tuple[list[float], list[int]]:
    times: list[float] = []
    lengths: list[int] = []
    with tempfile.TemporaryDirectory() as folder:
        for number in numbers:
            board = Path(folder) / f"{number}.board"
            board.write_text(TextFormat.BOARD.write(deal(number)))
            start = time.perf_counter()
            completed = subprocess.run(
                ["fc-solve", *options, "-p", "-t", "-sam", "-sel", "-snx", str(board)],
                capture_output=True,
                text=True,
                timeout=120,
                check=False,
                env={**os.environ, "LC_ALL": "C"},
            )
            times.append(time.perf_counter() - start)
            length = _site_length_of_fc_solve(number, completed.stdout)
            if length is not None:
                lengths.append(length)
    return times, lengths


def _solve_deal(job: tuple[int, bool, float]) -> tuple[int, Outcome, int, float]:
    """(deal, outcome, moves, seconds) of one solve; module-level so worker processes can run it."""
    number, fast, time_limit = job
    result = solve(Position.from_deal(deal(number)), fast=fast, time_limit=time_limit)
    return number, result.outcome, result.length, result.elapsed


def _solve_all(
    numbers: list[int], fast: bool, time_limit: float, jobs: int
) -> list[tuple[int, Outcome, int, float]]:
    """Every deal's result, with the shared progress line on standard error (on a terminal)."""
    work = [(number, fast, time_limit) for number in numbers]
    with contextlib.ExitStack() as stack:
        progress = stack.enter_context(ProgressLine(total=len(work), unit="deals"))
        if jobs > 1:
            pool = stack.enter_context(multiprocessing.get_context("spawn").Pool(jobs))
            solved: Iterator[tuple[int, Outcome, int, float]] = pool.imap(_solve_deal, work, chunksize=1)
        else:
            solved = map(_solve_deal, work)
        results = []
        for result in solved:
            results.append(result)
            progress.advance()
        return results


def _engine_speed(numbers: list[int], width: int) -> tuple[float, float]:
    """Positions a second of the C and the Python beam search over the same beams."""
    rates = []
    for search_class in (beam.beam_search_class(), beam.PyBeamSearch):
        positions = 0
        start = time.perf_counter()
        for number in numbers:
            position = Position.from_deal(deal(number))
            engine = search_class(
                [list(column) for column in position.cascades],
                list(position.freecells),
                list(position.foundations),
                width,
                (1, 1, 1, 0, 0),
            )
            while engine.run(1 << 30) == beam.RUNNING:
                pass
            positions += engine.positions
        rates.append(positions / (time.perf_counter() - start))
    return rates[0], rates[1]


class _FigureList(list[Figure]):
    """A list of figures that tells a listener of each one appended."""

    def __init__(self, on_figure: Callable[[Figure], None] | None) -> None:
        super().__init__()
        self._on_figure = on_figure

    def append(self, figure: Figure) -> None:
        super().append(figure)
        if self._on_figure is not None:
            self._on_figure(figure)


def measure(  # noqa: PLR0915 (one figure after another, in the issue's order)
    first_sample: list[int],
    default_sample: list[int],
    time_limit: float = 10.0,
    jobs: int = 1,
    python_sample: list[int] | None = None,
    on_figure: Callable[[Figure], None] | None = None,
) -> list[Figure]:
    """Every figure of the issue's table on the given samples, and fc-solve's beside them.

    `on_figure` is told of each figure as soon as it is measured (a long run that fails late
    keeps what it measured)."""
    figures = _FigureList(on_figure)
    first_times: list[float] = []
    first_lengths: list[int] = []
    unsolved = 0
    for _, outcome, length, elapsed in _solve_all(first_sample, True, time_limit, jobs):
        first_times.append(elapsed)
        if outcome is Outcome.SOLVED:
            first_lengths.append(length)
        else:
            unsolved += 1
    label = f"{len(first_sample)} deals"
    figures.append(
        at_most(
            f"first solution: median time ({label})",
            statistics.median(first_times) * 1000 if first_times else 0.0,
            "ms",
            50,
        )
    )
    figures.append(
        at_most(f"first solution: 99th percentile ({label})", _percentile(first_times, 0.99), "s", 2)
    )
    figures.append(at_most(f"first solution: slowest ({label})", max(first_times), "s", 10))
    figures.append(at_most(f"first solution: deals not solved ({label})", unsolved, "deals", 0))
    figures.append(
        Figure(
            f"first solution: mean length ({label})", statistics.mean(first_lengths), "moves", "report", True
        )
    )

    final_times: list[float] = []
    lengths: list[int] = []
    unsolved = 0
    for _, outcome, length, elapsed in _solve_all(default_sample, False, time_limit, jobs):
        final_times.append(elapsed)
        if outcome is Outcome.SOLVED:
            lengths.append(length)
        else:
            unsolved += 1
    label = f"{len(default_sample)} deals, {time_limit:g} s budget"
    figures.append(at_most(f"default solve: mean length ({label})", statistics.mean(lengths), "moves", 35))
    figures.append(
        at_most(
            f"default solve: median time to final answer ({label})", statistics.median(final_times), "s", 5
        )
    )
    figures.append(at_most(f"default solve: deals not solved ({label})", unsolved, "deals", 0))

    for number in UNSOLVABLE:
        result = solve(Position.from_deal(deal(number)), time_limit=60)
        proven = result.outcome is Outcome.UNSOLVABLE
        figures.append(
            Figure(
                f"deal {number} proven unsolvable",
                result.elapsed,
                "s",
                "<= 10, proven",
                proven and result.elapsed <= 10,
            )
        )

    # The most one process has held at once, over every solve above (Linux reports KiB).
    peak_kib = max(
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
        resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
    )
    peak_mib = peak_kib / 1024
    figures.append(at_most("peak resident memory over all the solves above", peak_mib, "MiB", 500))

    # The compiled beam against its pure-Python twin (the same search, the same answers).
    c_rate, python_rate = _engine_speed([1, 2, 3], 128)
    figures.append(
        Figure("beam search in C: positions a second (deals 1-3, width 128)", c_rate, "/s", "report", True)
    )
    figures.append(
        Figure(
            "beam search in pure Python: positions a second (the same beams)",
            python_rate,
            "/s",
            "report",
            True,
        )
    )
    figures.append(Figure("C beam over Python beam", c_rate / python_rate, "x", "report", True))
    if python_sample:
        os.environ["FREECELL_GUI_PURE_SOLVER"] = "1"
        try:
            python_results = _solve_all(python_sample, False, time_limit, 1)
        finally:
            del os.environ["FREECELL_GUI_PURE_SOLVER"]
        python_lengths = [length for _, outcome, length, _ in python_results if outcome is Outcome.SOLVED]
        label = f"{len(python_sample)} deals, {time_limit:g} s budget"
        figures.append(
            Figure(
                f"pure-Python fallback: default solve, mean length ({label})",
                statistics.mean(python_lengths) if python_lengths else 0,
                "moves",
                "report",
                True,
            )
        )
        figures.append(
            Figure(
                "pure-Python fallback: median time to final answer",
                statistics.median(elapsed for *_, elapsed in python_results),
                "s",
                "report",
                True,
            )
        )

    for name, options in FC_SOLVE_PRESETS.items():
        times, fc_lengths = _fc_solve(default_sample, options)
        figures.append(
            Figure(
                f"{name}: median time ({len(default_sample)} deals)",
                statistics.median(times) * 1000,
                "ms",
                "peer",
                True,
            )
        )
        figures.append(
            Figure(
                f"{name}: mean length, site counting ({len(fc_lengths)} solved)",
                statistics.mean(fc_lengths),
                "moves",
                "peer",
                True,
            )
        )
    return figures


# One process solves deals A..B with the default options, a JSON line each: what a tree's own
# solver gives, whatever its API (it needs only solve() and what it returns).
_DEFAULT_SOLVES = """
import json, sys, time
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver import solve
for number in range(int(sys.argv[1]), int(sys.argv[2]) + 1):
    cpu = time.thread_time()
    result = solve(Position.from_deal(deal(number)))
    print(json.dumps([result.length, result.elapsed, time.thread_time() - cpu, result.limit]), flush=True)
"""


def _in_tree(tree: Path, arguments: list[str]) -> str:
    """Standard output of Python run in `tree` on its own package (a solve's status 3, some
    deal gave up, is a figure, not a failure)."""
    completed = subprocess.run(
        [sys.executable, *arguments],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        check=False,
    )
    if completed.returncode not in (0, 3):
        raise RuntimeError(f"{arguments[:4]} in {tree} ended with {completed.returncode}: {completed.stderr}")
    return completed.stdout


def _range_records(tree: Path, deals: str, time_limit: str, jobs: int) -> dict[int, tuple[str, list[str]]]:
    """`solve DEALS --summary --time-limit S --jobs N --out FILE` in `tree`: each deal's status and moves."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "records.jsonl"
        command = [
            *("-m", "freecell_gui", "solve", deals, "--summary"),
            *("--time-limit", time_limit, "--jobs", str(jobs), "--out", str(out)),
        ]
        _in_tree(tree, command)
        rows = [json.loads(line) for line in out.read_text().splitlines()]
    return {row["deal"]: (row["status"], row["moves"]) for row in rows}


def determinism(tree: Path, label: str, target: bool) -> list[Figure]:
    """Issue 26's figures for the solver of `tree`; `target`: whether they must be met."""
    figures = []
    rows = [json.loads(line) for line in _in_tree(tree, ["-c", _DEFAULT_SOLVES, "1", "100"]).splitlines()]
    lengths = [row[0] for row in rows]
    for name, value, unit in (
        ("default solve, deals 1..100: mean length", statistics.mean(lengths), "moves"),
        ("default solve, deals 1..100: median length", statistics.median(lengths), "moves"),
        ("default solve, deals 1..100: median time", statistics.median(row[1] for row in rows), "s"),
        ("default solve, deals 1..100: median CPU time", statistics.median(row[2] for row in rows), "s"),
        (
            "default solve, deals 1..100: ended by the time cap",
            sum(row[3] == "time" for row in rows),
            "deals",
        ),
    ):
        figures.append(Figure(f"{label}: {name}", value, unit, "report", True))
    for deals, time_limit, many in (("1-10", "3", 10), ("1-32", "1", 32)):
        alone = _range_records(tree, deals, time_limit, 1)
        crowded = _range_records(tree, deals, time_limit, many)
        name = f"{label}: solve {deals} --time-limit {time_limit}"
        differing = sum(alone[deal_number] != crowded.get(deal_number) for deal_number in alone)
        gave_up = sum(status != "solved" for status, _ in crowded.values())
        figures.append(
            Figure(
                f"{name}: --jobs {many} gave up",
                gave_up,
                "deals",
                "0" if target else "report",
                gave_up == 0 or not target,
            )
        )
        figures.append(
            Figure(
                f"{name}: records differing, --jobs {many} against --jobs 1",
                differing,
                "deals",
                "0" if target else "report",
                differing == 0 or not target,
            )
        )
    return figures


def run(quick: bool = True, jobs: int = 1, on_figure: Callable[[Figure], None] | None = None) -> list[Figure]:
    """The quick sample: 100 random deals of 1..1M for the first solution, 30 of 1..1000 solved
    in full. `quick=False`: deals 1..1000 and a random 1000 of 1..1M, as the issue asks."""
    rng = random.Random(9)
    if quick:
        first = sorted(rng.sample(range(1, 1001), 50) + rng.sample(range(1, 1_000_001), 50))
        default = sorted(rng.sample(range(1, 1001), 30))
    else:
        first = list(range(1, 1001)) + sorted(rng.sample(range(1, 1_000_001), 1000))
        default = list(range(1, 1001))
    return measure(first, default, jobs=jobs, python_sample=default[:5], on_figure=on_figure)


def main(argv: list[str]) -> int:
    """Print the figures; exit 1 if a target is missed."""
    if "--determinism" in argv:
        trees = [(Path(argv[argv.index("--before") + 1]), "before", False)] if "--before" in argv else []
        figures = []
        for tree, label, target in [*trees, (Path(__file__).resolve().parents[2], "this tree", True)]:
            for figure in determinism(tree, label, target):
                print(figure.line(), flush=True)
                figures.append(figure)
        return 0 if all(figure.met for figure in figures) else 1
    jobs = int(argv[argv.index("--jobs") + 1]) if "--jobs" in argv else 1
    figures = run(
        quick="--full" not in argv, jobs=jobs, on_figure=lambda figure: print(figure.line(), flush=True)
    )
    return 0 if all(figure.met for figure in figures) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
