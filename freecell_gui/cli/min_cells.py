"""`freecell-gui solve N --min-cells`: the fewest free cells a deal (or a board) needs, with proof.

    freecell-gui solve 164 --min-cells            deal 164: needs 0 free cells
    freecell-gui solve 1 --min-cells --json       {"deal": 1, "min_cells": 3, "moves": [...], ...}
    freecell-gui solve 1-1000 --min-cells --summary

The solution with that many cells goes to standard output (ten moves a line, in the site's
notation, as `solve --cells K` prints it); the verdict goes to standard error. The search is
core/solver/min_cells.py's: counts from 0 up, each proven hopeless or solved within a number of
positions (--proof-positions), never within a time, so the answer is the same on any machine.
When a proof runs out of positions the verdict says only what is known ("3 or fewer").

Exit status: 0 the minimum is known, 4 no solution even with four cells (proven), 3 the answer
is incomplete (a proof ran out of positions). Ctrl-C prints what is known so far.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable, Iterator
from typing import Any

from freecell_gui.cli.common import fail, write
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.notation import explicit_notation, format_moves, site_notation
from freecell_gui.core.game.rules import Position
from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building
from freecell_gui.core.ranges.min_cells_pool import (
    MinCellsSettings,
    min_cells_in_process,
    min_cells_on_workers,
)
from freecell_gui.core.ranges.runner import RangeRunnerError
from freecell_gui.core.solver.budget import work_for
from freecell_gui.core.solver.min_cells import MinCellsResult, min_cells
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.progress import ProgressLine
from freecell_gui.core.system.stop_signals import signals_deferred, stop_requested
from freecell_gui.core.system.workers import workers_for

UNKNOWN = "unknown"
NONE = "none"


class _StopSignalled:
    def is_set(self) -> bool:
        return stop_requested()


_STOP = _StopSignalled()


def cells_text(count: int) -> str:
    """ "0 free cells", "1 free cell"."""
    return f"{count} free cell{'s' if count != 1 else ''}"


def verdict(result: MinCellsResult) -> str:
    """What is known, in one clause: "needs 0 free cells", "needs 3 free cells or fewer (at least 2)"."""
    game = " in Baker's Game" if result.building is Building.SAME_SUIT else ""
    if result.hopeless:
        return f"cannot be won even with {cells_text(MAX_FREE_CELLS)}{game}: every count proven hopeless"
    interrupted = "interrupted: " if result.cancelled else ""
    if result.min_cells is not None:
        proof = ""
        if result.min_cells > 0:
            below = result.steps[result.min_cells - 1]
            proof = f"; none with {cells_text(below.cells)}: proven in {below.positions:,} positions"
        return f"{interrupted}needs {cells_text(result.min_cells)}{game} ({len(result.moves)} moves{proof})"
    if result.at_most is not None:
        return (
            f"{interrupted}needs {cells_text(result.at_most)} or fewer{game}, at least {result.at_least} "
            f"(with {result.at_least} the proof ran out of positions)"
        )
    if result.cancelled:
        return f"interrupted: needs at least {cells_text(result.at_least)}{game}, no solution found yet"
    return (
        f"needs at least {cells_text(result.at_least)}{game}; no solution found with up to "
        f"{cells_text(MAX_FREE_CELLS)} and not every count proven hopeless (the proofs ran out of positions)"
    )


def exit_status(result: MinCellsResult) -> ExitStatus:
    """0 the minimum is known, 4 hopeless even with four cells, 3 an incomplete answer."""
    if result.min_cells is not None and not result.cancelled:
        return ExitStatus.DONE
    return ExitStatus.UNSOLVABLE if result.hopeless else ExitStatus.GAVE_UP


def needs_of(result: MinCellsResult) -> str:
    """The summary's column for a deal: "0".."4", "none" or "unknown"."""
    if result.hopeless:
        return NONE
    return str(result.min_cells) if result.min_cells is not None else UNKNOWN


def _texts(result: MinCellsResult, explicit: bool) -> list[str]:
    if result.start is None or not result.moves:
        return []
    notation = explicit_notation if explicit else site_notation
    return notation(result.start, result.moves)


def as_json(number: int | None, result: MinCellsResult, explicit: bool) -> dict[str, Any]:
    """The record `--min-cells --json` prints: the minimum (null unless known), its bounds, the
    moves of the solution with `at_most` cells, and each count's step with its time."""
    return {
        "deal": number,
        "game": result.building.value,
        "min_cells": result.min_cells,
        "at_most": result.at_most,
        "at_least": result.at_least,
        "hopeless": result.hopeless,
        "moves": _texts(result, explicit),
        "convention": "explicit" if explicit else "site",
        "steps": [
            {
                "cells": step.cells,
                "status": step.outcome.value,
                "positions": step.positions,
                "seconds": round(step.seconds, 3),
            }
            for step in result.steps
        ],
        "seconds": round(result.elapsed, 3),
        "interrupted": result.cancelled,
    }


def _progress(label: str) -> Callable[[int, int], None] | None:
    if sys.stderr is None or not sys.stderr.isatty():
        return None

    def show(cells: int, positions: int) -> None:
        write(sys.stderr, f"\r{label}: trying {cells_text(cells)}, {positions:,} positions\033[K")
        sys.stderr.flush()

    return show


def _find(start: Position, label: str, args: argparse.Namespace, show: bool) -> MinCellsResult:
    printer = _progress(label) if show else None
    try:
        return min_cells(
            start,
            Building(args.game),
            proof_positions=args.proof_positions,
            work=work_for(args.time_limit),
            fast=args.fast,
            cancel=_STOP,
            on_step=printer,
        )
    finally:
        if printer is not None:
            write(sys.stderr, "\r\033[K")


def report_min_cells(start: Position, number: int | None, args: argparse.Namespace) -> int:
    """Find, print and judge one deal's (or board's) fewest cells; a stop prints what is known."""
    label = f"deal {number}" if number is not None else "board"
    with signals_deferred():
        result = _find(start, label, args, show=True)
        if args.json:
            write(sys.stdout, json.dumps(as_json(number, result, args.explicit)) + "\n")
        else:
            write(sys.stdout, format_moves(_texts(result, args.explicit)))
        if sys.stdout is not None:
            sys.stdout.flush()
        write(sys.stderr, f"{label}: {verdict(result)}\n")
        return exit_status(result)


class MinCellsSummary:
    """How many deals of a range need 0..4 cells, none (hopeless), or are unknown; their times."""

    def __init__(self) -> None:
        self.needs: dict[str, list[int]] = {key: [] for key in [*map(str, range(5)), NONE, UNKNOWN]}
        self.seconds: list[float] = []

    def add(self, number: int, result: MinCellsResult) -> None:
        self.needs[needs_of(result)].append(number)
        self.seconds.append(result.elapsed)

    def as_json(self) -> dict[str, Any]:
        times = sorted(self.seconds)
        p99 = times[min(len(times) - 1, max(0, int(len(times) * 0.99 + 0.5) - 1))] if times else None
        return {
            "deals": len(times),
            "needs": {key: len(numbers) for key, numbers in self.needs.items()},
            "none": self.needs[NONE],
            "unknown": self.needs[UNKNOWN],
            "median_seconds": round(statistics.median(times), 3) if times else None,
            "p99_seconds": round(p99, 3) if p99 is not None else None,
        }

    def as_text(self) -> str:
        summary = self.as_json()
        counts = ", ".join(f"{key} {count}" for key, count in summary["needs"].items())
        lists = "".join(
            f"{key}: {summary[key]}\n" for key in (NONE, UNKNOWN) if summary[key]
        )  # which deals cannot be won, and which the proofs could not settle
        times = (
            f"time a deal: median {summary['median_seconds']} s, p99 {summary['p99_seconds']} s\n"
            if summary["deals"]
            else "time a deal: none (no deal finished)\n"
        )
        return f"deals {summary['deals']}: free cells needed: {counts}\n{lists}{times}"

    def status(self) -> ExitStatus:
        if self.needs[UNKNOWN]:
            return ExitStatus.GAVE_UP
        return ExitStatus.UNSOLVABLE if self.needs[NONE] else ExitStatus.DONE


def run_min_cells_range(deals: range, args: argparse.Namespace) -> int:
    """Each deal's fewest cells: its verdict and moves in turn, or with --summary the counts (on
    --jobs worker processes if asked). A stop ends the run with what finished (the deals cut
    short are left out of the summary)."""
    if not args.summary:
        statuses: list[int] = []
        with signals_deferred():
            for number in deals:
                if stop_requested():
                    break
                if not args.json:
                    write(sys.stdout, f"### {number}\n")
                statuses.append(report_min_cells(Position.from_deal(deal(number)), number, args))
        if ExitStatus.GAVE_UP in statuses:
            return ExitStatus.GAVE_UP
        return ExitStatus.UNSOLVABLE if ExitStatus.UNSOLVABLE in statuses else ExitStatus.DONE
    settings = MinCellsSettings(
        Building(args.game), args.proof_positions, work_for(args.time_limit), args.fast
    )
    jobs = 1
    if args.jobs is not None:
        jobs, cut = workers_for(args.jobs)
        if cut:
            write(sys.stderr, f"freecell-gui solve: {cut}\n")
    summary = MinCellsSummary()
    try:
        with signals_deferred(), ProgressLine(total=len(deals), unit="deals") as progress:
            results: Iterator[tuple[int, MinCellsResult]]
            if jobs > 1:
                write(
                    sys.stderr, f"freecell-gui solve: {len(deals):,} deals on {jobs} local worker processes\n"
                )
                results = min_cells_on_workers(deals, settings, jobs, _STOP)
            else:
                results = min_cells_in_process(deals, settings, _STOP)
            for number, result in results:
                summary.add(number, result)
                progress.advance()
            if stop_requested():
                write(
                    sys.stderr,
                    f"freecell-gui solve: interrupted after {len(summary.seconds)} of {len(deals)} deals\n",
                )
            write(sys.stdout, json.dumps(summary.as_json()) + "\n" if args.json else summary.as_text())
    except RangeRunnerError as error:
        write(sys.stdout, json.dumps(summary.as_json()) + "\n" if args.json else summary.as_text())
        return fail(str(error), "solve", ExitStatus.FAILURE)
    return summary.status()
