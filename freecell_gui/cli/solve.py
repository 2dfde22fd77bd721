"""`freecell-gui solve`: solve a deal, a range of deals, or a board read from a file.

    freecell-gui solve 617 [--explicit] [--json] [--time-limit S] [--fast]
    freecell-gui solve 1-1000 --summary
    freecell-gui solve --board FILE

Solutions go to standard output, ten moves a line, and nothing else; messages go to standard
error. Exit status: 0 solved, 4 proven unsolvable, 3 gave up at a limit, 2 bad input (the
project-wide status for a usage mistake; see EXIT_* below), 130 interrupted. A range exits 3
if any deal gave up, else 4 if any is unsolvable, else 0.

Ctrl-C (or SIGTERM) stops the solver as the window's Cancel does: each solve is a step that
core.stop_signals defers the signal past, and the solver takes the signal as its cancel flag,
so within milliseconds the best solution so far is printed (or, for --summary, the summary of
the deals finished) before the command ends with 130 (143).

Running out of memory (a `ulimit -v`) is a limit too: the best solution so far is printed
(status 0), or the deal gave up (3), with one line naming the limit and what to lower.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from freecell_gui.cli.common import write
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import BoardError, parse_any
from freecell_gui.core.deals.numbers import parse_deal_range
from freecell_gui.core.game.notation import explicit_notation, format_moves, site_notation
from freecell_gui.core.game.rules import Move, Position
from freecell_gui.core.solver import DEFAULT_TIME_LIMIT, Outcome, SolveProgress, SolveResult, solve
from freecell_gui.core.system.progress import ProgressLine
from freecell_gui.core.system.stop_signals import signals_deferred, stop_requested
from freecell_gui.core.system.user_files import UserFileError, read_user_text
from freecell_gui.core.system.user_text import shown_path

EXIT_SOLVED = 0
EXIT_BAD_INPUT = 2
EXIT_GAVE_UP = 3
EXIT_UNSOLVABLE = 4
MAX_BOARD_BYTES = 1_000_000  # a board is a few hundred bytes; anything this large is not one
_EXIT_OF = {Outcome.SOLVED: EXIT_SOLVED, Outcome.UNSOLVABLE: EXIT_UNSOLVABLE, Outcome.GAVE_UP: EXIT_GAVE_UP}


class _StopSignalled:
    """The solver's cancel flag: set once Ctrl-C or SIGTERM arrived during a deferred step."""

    def is_set(self) -> bool:
        return stop_requested()


_STOP_SIGNALLED = _StopSignalled()


def add_solve_command(commands: Any) -> None:
    """Add the `solve` subcommand to the subparsers of cli.build_parser."""
    parser = commands.add_parser(
        "solve",
        help="solve a deal, a range of deals (--summary) or a board from a file",
        description="Solve with Microsoft's autoplay; moves counted as freecellgamesolutions.com counts them. "
        f"Exit status: 0 solved, {EXIT_UNSOLVABLE} proven unsolvable, {EXIT_GAVE_UP} gave up at a limit, "
        f"{EXIT_BAD_INPUT} bad input.",
    )
    parser.add_argument("deals", nargs="?", metavar="N|A-B", help="a deal number or a range")
    parser.add_argument("--board", metavar="FILE", help="solve the position in FILE (rows, board or json)")
    parser.add_argument(
        "--explicit", action="store_true", help="write every move, foundation moves and v counts included"
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=DEFAULT_TIME_LIMIT,
        metavar="S",
        help=f"seconds a deal (default {DEFAULT_TIME_LIMIT:g})",
    )
    parser.add_argument("--fast", action="store_true", help="stop at the first solution")
    parser.add_argument(
        "--summary", action="store_true", help="for a range: counts, times and mean length only"
    )
    parser.set_defaults(handler=run_solve)


MEMORY_LIMIT = "memory"
MEMORY_ADVICE = "out of memory: try a smaller --time-limit (the beams widen with time) or --fast"


def _error(message: str) -> int:
    write(sys.stderr, f"freecell-gui solve: error: {message}\n")
    return EXIT_BAD_INPUT


def read_board_file(path: str) -> Position:
    """The position in a board file; ValueError with a one-line message if it is not one.

    The file goes through read_user_text: a FIFO, a device or a folder is refused without
    being opened, and a file over MAX_BOARD_BYTES is not read."""
    if not path.strip():
        raise ValueError("--board needs the path of a file")
    try:
        text = read_user_text(Path(path), MAX_BOARD_BYTES)
        board = parse_any(text)
    except UserFileError as error:
        raise ValueError(str(error)) from None
    except BoardError as error:
        raise ValueError(f"{shown_path(path)}: {error}") from None
    return Position.from_cards(
        board.columns, board.freecells, {int(s): int(r) for s, r in board.foundations.items()}
    )


def _progress_printer(stream: TextIO, label: str) -> Callable[[SolveProgress], None]:
    def show(progress: SolveProgress) -> None:
        best = f", best {progress.best_length} moves" if progress.best_length is not None else ""
        stream.write(
            f"\r{label}: {progress.phase}, {progress.positions:,} positions, {progress.elapsed:.1f} s{best}\033[K"
        )
        stream.flush()

    return show


def _texts(start: Position, result: SolveResult, explicit: bool) -> list[str]:
    return explicit_notation(start, result.moves) if explicit else site_notation(start, result.moves)


def _describe(result: SolveResult) -> str:
    if result.limit == MEMORY_LIMIT:
        if result.outcome is Outcome.SOLVED:
            return (
                f"solved in {result.length} moves ({result.elapsed:.2f} s, {result.positions:,} positions), "
                f"the best found before it ran {MEMORY_ADVICE}"
            )
        return f"gave up after {result.elapsed:.2f} s ({result.positions:,} positions): {MEMORY_ADVICE}"
    if result.outcome is Outcome.SOLVED:
        tail = f", stopped shortening at the {result.limit} limit" if result.limit == "time" else ""
        if result.limit == "cancelled":
            tail = ", interrupted while shortening: the best found so far"
        return (
            f"solved in {result.length} moves ({result.elapsed:.2f} s, {result.positions:,} positions{tail})"
        )
    if result.outcome is Outcome.UNSOLVABLE:
        return f"no solution exists ({result.positions:,} positions searched in {result.elapsed:.2f} s)"
    if result.limit == "cancelled":
        return f"interrupted after {result.elapsed:.2f} s ({result.positions:,} positions), no solution found yet"
    return (
        f"gave up at the {result.limit} limit after {result.elapsed:.2f} s ({result.positions:,} positions)"
    )


def _solve_one(
    start: Position, label: str, args: argparse.Namespace, show_progress: bool = True
) -> SolveResult:
    """The solver's result; on a MemoryError, the best solution found before it (a "memory" limit)."""
    tty = show_progress and sys.stderr is not None and sys.stderr.isatty()
    printer = _progress_printer(sys.stderr, label) if tty else None
    best: list[tuple[Move, ...]] = []
    seen: list[SolveProgress] = []
    started = time.monotonic()

    def on_solution(moves: tuple[Move, ...]) -> None:
        best[:] = [moves]

    def on_progress(progress: SolveProgress) -> None:
        seen[:] = [progress]
        if printer is not None:
            printer(progress)

    try:
        return solve(
            start,
            time_limit=args.time_limit,
            fast=args.fast,
            on_solution=on_solution,
            on_progress=on_progress,
            cancel=_STOP_SIGNALLED,
        )
    except MemoryError:
        pass  # reported below, once the search's frames (and their memory) are let go
    finally:
        if tty:
            write(sys.stderr, "\r\033[K")
    gc.collect()
    moves = best[-1] if best else ()
    return SolveResult(
        Outcome.SOLVED if moves else Outcome.GAVE_UP,
        moves,
        MEMORY_LIMIT,
        seen[-1].positions if seen else 0,
        time.monotonic() - started,
    )


def run_solve(args: argparse.Namespace) -> int:
    """Run `solve`; returns the exit status."""
    if not args.time_limit > 0 or args.time_limit > 86_400:
        return _error("--time-limit must be a number of seconds above 0 and at most 86400")
    if (args.board is None) == (args.deals is None):
        return _error("give either a deal number (or range) or --board FILE")
    if args.board is not None and args.summary:
        return _error("--summary is for a range of deals, not a board")
    if args.board is not None:
        try:
            start = read_board_file(args.board)
        except ValueError as error:
            return _error(str(error))
        return _report_one(start, None, args)
    try:
        deals = parse_deal_range(args.deals)
    except ValueError as error:
        return _error(str(error))
    if args.summary:
        return _summary(deals, args)
    if len(deals) == 1:
        return _report_one(Position.from_deal(deal(deals[0])), deals[0], args)
    statuses = []
    for number in deals:
        if not args.json:  # with --json each line is a record naming its deal (JSON Lines)
            write(sys.stdout, f"### {number}\n")
        statuses.append(_report_one(Position.from_deal(deal(number)), number, args))
    return range_status(statuses)


def range_status(statuses: list[int]) -> int:
    """The exit status of a range: 3 if any deal gave up (the answer is incomplete), else 4 if
    any deal is proven unsolvable, else 0."""
    if EXIT_GAVE_UP in statuses:
        return EXIT_GAVE_UP
    return EXIT_UNSOLVABLE if EXIT_UNSOLVABLE in statuses else EXIT_SOLVED


def _report_one(start: Position, number: int | None, args: argparse.Namespace) -> int:
    """Solve and print; a stop signal cancels the solve, and is raised once the best is out."""
    with signals_deferred():
        label = f"deal {number}" if number is not None else "board"
        result = _solve_one(start, label, args)
        texts = _texts(start, result, args.explicit) if result.moves else []
        if args.json:
            record = {
                "deal": number,
                "outcome": result.outcome.value,
                "length": result.length if result.outcome is Outcome.SOLVED else None,
                "moves": texts,
                "convention": "explicit" if args.explicit else "site",
                "limit": result.limit,
                "positions": result.positions,
                "seconds": round(result.elapsed, 3),
            }
            write(sys.stdout, json.dumps(record) + "\n")
        else:
            write(sys.stdout, format_moves(texts))
        if sys.stdout is not None:
            sys.stdout.flush()
        write(sys.stderr, f"{label}: {_describe(result)}\n")
        return _EXIT_OF[result.outcome]


def _summary(deals: range, args: argparse.Namespace) -> int:
    """Solve the deals and print the summary. A stop signal cancels the deal being solved,
    which is left out, and is raised once the summary of the deals finished is out."""
    results: dict[int, SolveResult] = {}
    with signals_deferred():
        # The shared progress line (count, rate, time left), on a terminal only.
        with ProgressLine(total=len(deals), unit="deals") as progress:
            for number in deals:
                result = _solve_one(Position.from_deal(deal(number)), f"deal {number}", args, False)
                if stop_requested():
                    break
                results[number] = result
                progress.advance()
        if stop_requested():
            write(sys.stderr, f"freecell-gui solve: interrupted after {len(results)} of {len(deals)} deals\n")
        short = [number for number, result in results.items() if result.limit == MEMORY_LIMIT]
        if short:
            write(sys.stderr, f"freecell-gui solve: {len(short):,} of the deals ran {MEMORY_ADVICE}\n")
        if results:
            _print_summary(results, args)
    return range_status([_EXIT_OF[result.outcome] for result in results.values()])


def _print_summary(results: dict[int, SolveResult], args: argparse.Namespace) -> None:
    solved = [r for r in results.values() if r.outcome is Outcome.SOLVED]
    unsolvable = [n for n, r in results.items() if r.outcome is Outcome.UNSOLVABLE]
    gave_up = [n for n, r in results.items() if r.outcome is Outcome.GAVE_UP]
    times = sorted(r.elapsed for r in results.values())
    p99 = times[min(len(times) - 1, max(0, int(len(times) * 0.99 + 0.5) - 1))]
    summary = {
        "deals": len(results),
        "solved": len(solved),
        "unsolvable": unsolvable,
        "gave_up": gave_up,
        "median_seconds": round(statistics.median(times), 3),
        "p99_seconds": round(p99, 3),
        "mean_length": round(statistics.mean(r.length for r in solved), 2) if solved else None,
    }
    if args.json:
        write(sys.stdout, json.dumps(summary) + "\n")
    else:
        write(
            sys.stdout,
            f"deals {len(results)}: solved {len(solved)}, unsolvable {len(unsolvable)}"
            f"{' ' + str(unsolvable) if unsolvable else ''}, gave up {len(gave_up)}"
            f"{' ' + str(gave_up) if gave_up else ''}\n"
            f"time a deal: median {summary['median_seconds']} s, p99 {summary['p99_seconds']} s\n"
            + (
                f"mean length: {summary['mean_length']} moves (site counting)\n"
                if solved
                else "mean length: none (no deal solved)\n"
            ),
        )
