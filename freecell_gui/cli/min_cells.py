"""`freecell-gui solve N --min-cells`: the fewest free cells a deal (or a board) needs, with proof.

    freecell-gui solve 164 --min-cells            deal 164: needs 0 free cells
    freecell-gui solve 1 --min-cells --json       {"deal": 1, "min_cells": 3, "moves": [...], ...}
    freecell-gui solve 1-1000 --min-cells --summary [--jobs N | --dask ADDRESS] [--out FILE [--resume]]

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
import sys
from collections.abc import Callable
from typing import Any

from freecell_gui.cli.common import write
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.notation import explicit_notation, format_moves, site_notation
from freecell_gui.core.game.rules import Position
from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building
from freecell_gui.core.ranges.min_cells_pool import (
    MinCellsSettings,
)
from freecell_gui.core.solver.budget import work_for
from freecell_gui.core.solver.min_cells import MinCellsResult, min_cells
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.stop_signals import signals_deferred, stop_requested

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


def run_min_cells_range(deals: range, args: argparse.Namespace) -> int:
    """Each deal's fewest cells, its verdict and moves in turn (with --summary, cli/solve.py runs
    the range as a range job: counts, --jobs, --dask, --out, --resume). A stop ends the run after
    printing what is known of the deal it cut."""
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


def min_cells_settings(args: argparse.Namespace) -> MinCellsSettings:
    """The range job's settings from the options: the game, the proof's bound, the shortening."""
    return MinCellsSettings(Building(args.game), args.proof_positions, work_for(args.time_limit), args.fast)
