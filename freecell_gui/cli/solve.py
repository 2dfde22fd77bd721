"""`freecell-gui solve`: solve a deal, a range of deals, or a board read from a file.

    freecell-gui solve 617 [--explicit] [--json] [--time-limit S] [--fast]
    freecell-gui solve 1-1000 --summary
    freecell-gui solve 1-100000 --summary --fast --jobs 0 --out run.jsonl [--resume]
    freecell-gui solve 1-100000 --summary --fast --dask tcp://HOST:8786 --out run.jsonl [--resume]
    freecell-gui solve --board FILE
    freecell-gui solve 617 --cells 2 [--game bakers]      fewer free cells, or Baker's Game
    freecell-gui solve 164 --min-cells [--json]            the fewest cells a deal needs (cli/min_cells.py)
    freecell-gui solve 1-32000 --min-cells --summary --fast --jobs 2 --out min.jsonl [--resume]

Solutions go to standard output, ten moves a line, and nothing else; messages go to standard
error. Exit status: 0 solved, 4 proven unsolvable, 3 gave up at a limit, 2 bad input (the
project-wide status for a usage mistake; see core/system/exit_status.py), 130 interrupted. A range exits 3
if any deal gave up, else 4 if any is unsolvable, else 0. With --min-cells: 0 the minimum is
known, 4 no count up to four wins, 3 a proof ran out of positions (the answer says "K or fewer").

Ctrl-C (or SIGTERM) stops the solver as the window's Cancel does: each solve is a step that
core.stop_signals defers the signal past, and the solver takes the signal as its cancel flag,
so within milliseconds the best solution so far is printed (or, for --summary, the summary of
the deals finished) before the command ends with 130 (143).

A range with --summary may run on worker processes (--jobs) or a Dask cluster (--dask), and
append each deal's record to --out FILE as it is known; core/ranges does the work, this module
reads the options and says what happened. With --min-cells the same range job finds each deal's
fewest cells (min_cells_records: a record carries the cells, the game and the options, and
--resume refuses a file of other options). A failure of the workers or of FILE ends the run with
the summary of what finished and status 1.

Running out of memory (a `ulimit -v`) is a limit too: the best solution so far is printed
(status 0), or the deal gave up (3), with one line naming the limit and what to lower.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, TextIO

from freecell_gui.cli.common import (
    add_variant_arguments,
    ascii_float,
    ascii_int,
    cells_problem,
    fail,
    rules_of_args,
    write,
)
from freecell_gui.cli.kernels import warn_if_slow_solver
from freecell_gui.cli.min_cells import min_cells_settings, report_min_cells, run_min_cells_range
from freecell_gui.core.deals.board_errors import UNKNOWN_CARD
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import BoardError, parse_any
from freecell_gui.core.deals.numbers import parse_deal_range
from freecell_gui.core.game.notation import explicit_notation, format_moves, site_notation
from freecell_gui.core.game.rules import Position
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.ranges.dask_cluster import DaskAddressError, DaskMissingError
from freecell_gui.core.ranges.driver import RangeRun, Remaining, read_done, run_range
from freecell_gui.core.ranges.kinds import R, R_contra, RangeWork, RecordKind
from freecell_gui.core.ranges.local_pool import MAX_JOBS, LocalPoolRunner
from freecell_gui.core.ranges.min_cells_summary import MinCellsSummary
from freecell_gui.core.ranges.record_kinds import MIN_CELLS_RECORDS, SOLVE_RECORDS
from freecell_gui.core.ranges.results_file import ResultsFile, ResultsFileError, open_results
from freecell_gui.core.ranges.runner import InProcessRunner, RangeRunner, RangeRunnerError
from freecell_gui.core.ranges.solving import SolveSettings, solve_guarded
from freecell_gui.core.ranges.summary import MEMORY as MEMORY_LIMIT
from freecell_gui.core.ranges.summary import RangeSummary
from freecell_gui.core.solver import DEFAULT_TIME_LIMIT, WORK_PER_SECOND, Outcome, SolveProgress, SolveResult
from freecell_gui.core.solver.min_cells import DEFAULT_PROOF_POSITIONS
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.progress import ProgressLine
from freecell_gui.core.system.stop_signals import signals_deferred, stop_requested
from freecell_gui.core.system.user_files import UserFileError, read_user_text
from freecell_gui.core.system.user_text import shown_path
from freecell_gui.core.system.workers import workers_for

MAX_BOARD_BYTES = 1_000_000  # a board is a few hundred bytes; anything this large is not one
_EXIT_OF = {
    Outcome.SOLVED: ExitStatus.DONE,
    Outcome.UNSOLVABLE: ExitStatus.UNSOLVABLE,
    Outcome.GAVE_UP: ExitStatus.GAVE_UP,
}


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
        f"Exit status: 0 solved, {ExitStatus.UNSOLVABLE:d} proven unsolvable, {ExitStatus.GAVE_UP:d} gave up "
        f"at a limit, {ExitStatus.BAD_INPUT:d} bad input.",
    )
    parser.add_argument("deals", nargs="?", metavar="N|A-B", help="a deal number or a range")
    parser.add_argument("--board", metavar="FILE", help="solve the position in FILE (rows, board or json)")
    parser.add_argument(
        "--explicit", action="store_true", help="write every move, foundation moves and v counts included"
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--time-limit",
        type=ascii_float,
        default=DEFAULT_TIME_LIMIT,
        metavar="S",
        help=(
            f"a deal's budget: {WORK_PER_SECOND:,} positions a second of S, so the answer does not depend on"
            f" the machine; S CPU seconds cap it (default {DEFAULT_TIME_LIMIT:g})"
        ),
    )
    parser.add_argument("--fast", action="store_true", help="stop at the first solution")
    parser.add_argument(
        "--summary", action="store_true", help="for a range: counts, times and mean length only"
    )
    variant = add_variant_arguments(parser)
    variant.add_argument(
        "--min-cells",
        action="store_true",
        help="find the fewest free cells the deal needs: a solution with K cells and a proof that K - 1 have none",
    )
    variant.add_argument(
        "--proof-positions",
        type=ascii_int,
        default=DEFAULT_PROOF_POSITIONS,
        metavar="N",
        help=f"with --min-cells: positions each cell count may search before its answer is left open "
        f"(default {DEFAULT_PROOF_POSITIONS:,}; the same answer on any machine)",
    )
    cluster = parser.add_argument_group("a range on many cores or machines (with --summary)")
    cluster.add_argument(
        "--jobs",
        type=ascii_int,
        metavar="N",
        help="solve on N worker processes of this machine (0: one a core; more than the cores here "
        "is cut to one a core, said on stderr)",
    )
    cluster.add_argument(
        "--dask", metavar="ADDRESS", help="solve on a Dask cluster: its scheduler's address, tcp://HOST:8786"
    )
    cluster.add_argument("--out", metavar="FILE", help="append one JSON record a deal to FILE (JSON Lines)")
    cluster.add_argument("--resume", action="store_true", help="skip the deals already in --out FILE")
    parser.set_defaults(handler=run_solve)


MEMORY_ADVICE = (
    "out of memory: try a smaller --time-limit (the beams widen with the work it allows) or --fast"
)


def _error(message: str, status: ExitStatus = ExitStatus.BAD_INPUT) -> int:
    return fail(message, "solve", status)


def variant_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with --cells, --min-cells and --proof-positions (a one-line message), or None."""
    if problem := cells_problem(args):
        return problem
    if args.min_cells and args.cells is not None:
        return "--min-cells finds the number of cells itself: leave out --cells"
    if not 1 <= args.proof_positions <= 10**9:
        return "--proof-positions must be 1 to 1000000000"
    return None


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
        raise ValueError(f"{shown_path(path)}: {error}") from error
    return Position.from_cards(
        board.columns, board.freecells, {int(s): int(r) for s, r in board.foundations.items()}
    )


def unread_card_hint(path: str) -> str:
    """The second line under a board's `'??' is not a card`: what ?? means, and what to do."""
    return (
        f"freecell-gui solve: '{UNKNOWN_CARD}' is a card a picture's reading left unread: write it in, "
        f"or find the deal with `freecell-gui find --board {shown_path(path)}`\n"
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
    try:
        return solve_guarded(start, SolveSettings(args.time_limit, args.fast), _STOP_SIGNALLED, printer)
    finally:
        if tty:
            write(sys.stderr, "\r\033[K")


def run_solve(args: argparse.Namespace) -> int:
    """Run `solve`; returns the exit status."""
    if not args.time_limit > 0 or args.time_limit > 86_400:
        return _error("--time-limit must be a number of seconds above 0 and at most 86400")
    if (args.board is None) == (args.deals is None):
        return _error("give either a deal number (or range) or --board FILE")
    if args.board is not None and args.summary:
        return _error("--summary is for a range of deals, not a board")
    problem = variant_problem(args) or range_option_problem(args)
    if problem is not None:
        return _error(problem)
    rules = rules_of_args(args)
    if args.board is not None:
        try:
            board = read_board_file(args.board)
            start = board.under(Rules(board.rules.free_cells, rules.building) if args.min_cells else rules)
        except ValueError as error:
            status = _error(str(error))
            if isinstance(error.__cause__, BoardError) and error.__cause__.token == UNKNOWN_CARD:
                write(sys.stderr, unread_card_hint(args.board))
            return status
        return report_min_cells(start, None, args) if args.min_cells else _report_one(start, None, args)
    try:
        deals = parse_deal_range(args.deals)
    except ValueError as error:
        return _error(str(error))
    if args.min_cells and not args.summary:
        if len(deals) == 1:
            return report_min_cells(Position.from_deal(deal(deals[0]), rules), deals[0], args)
        return run_min_cells_range(deals, args)
    if args.summary:
        if args.min_cells:
            return _summary(deals, args, min_cells_settings(args), MinCellsSummary(), MIN_CELLS_RECORDS)
        settings = SolveSettings(args.time_limit, args.fast, rules)
        return _summary(deals, args, settings, RangeSummary(), SOLVE_RECORDS)
    if len(deals) == 1:
        return _report_one(Position.from_deal(deal(deals[0]), rules), deals[0], args)
    statuses = []
    for number in deals:
        if not args.json:  # with --json each line is a record naming its deal (JSON Lines)
            write(sys.stdout, f"### {number}\n")
        statuses.append(_report_one(Position.from_deal(deal(number), rules), number, args))
    return range_status(statuses)


def range_status(statuses: list[int]) -> int:
    """The exit status of a range: 3 if any deal gave up (the answer is incomplete), else 4 if
    any deal is proven unsolvable, else 0."""
    if ExitStatus.GAVE_UP in statuses:
        return ExitStatus.GAVE_UP
    return ExitStatus.UNSOLVABLE if ExitStatus.UNSOLVABLE in statuses else ExitStatus.DONE


def _report_one(start: Position, number: int | None, args: argparse.Namespace) -> int:
    """Solve and print; a stop signal cancels the solve, and is raised once the best is out."""
    with signals_deferred():
        label = f"deal {number}" if number is not None else "board"
        if start.rules != FREECELL:  # say which game was played, so a verdict is never misread
            label += f" ({start.rules.title})"
        result = _solve_one(start, label, args)
        texts = _texts(start, result, args.explicit) if result.moves else []
        if args.json:
            record = {
                "deal": number,
                "cells": start.rules.free_cells,
                "game": start.rules.building.value,
                "status": result.outcome.value,  # the name --out records use (was "outcome")
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


class _Summary(Protocol[R_contra]):
    """A range's summary (summary.RangeSummary, min_cells_summary.MinCellsSummary)."""

    out_of_memory: int

    def add(self, record: R_contra) -> None: ...

    def as_json(self) -> dict[str, Any]: ...

    def as_text(self) -> str: ...

    @property
    def outcomes(self) -> set[Outcome]: ...


def _summary(
    deals: range, args: argparse.Namespace, settings: RangeWork[R], summary: _Summary[R], kind: RecordKind[R]
) -> int:
    """Do the job of `settings` on the deals (a solve, or the fewest cells; here, on worker
    processes or on a Dask cluster), append each record to --out, and print the summary. A stop
    signal cancels the deals under way, which are left out, and is raised once the summary of
    the deals finished is out."""
    run = RangeRun()
    try:
        # From the first moment a stop ends the run with the summary of what finished (none, if
        # it came before the first deal) and leaves the --out file; Stopped is raised after it.
        with signals_deferred(), contextlib.ExitStack() as stack:
            runner = _runner(args)
            results = (
                stack.enter_context(open_results(Path(args.out), args.resume, kind)) if args.out else None
            )
            done: set[int] = set()
            if results is not None and args.resume:
                # Each solution is replayed (about 2 ms a record): a long file shows its progress.
                with ProgressLine(total=None, unit="records checked") as checking:
                    done = read_done(results, deals, summary, _STOP_SIGNALLED, checking.advance, settings)
            if results is not None:
                _say_resumed(results, len(done), len(deals))
            left = Remaining(deals, done)
            if not stop_requested():
                if len(left) > 1 and args.dask is None:  # a cluster's workers say their own build
                    warn_if_slow_solver("solve")
                stack.enter_context(runner)  # starts the workers, or reaches the scheduler
                _say_where(runner, left)
                # The shared progress line (count, rate, time left), on a terminal only.
                with ProgressLine(total=len(left), unit="deals") as progress:
                    run = run_range(
                        runner,
                        left,
                        settings,
                        _STOP_SIGNALLED,
                        summary,
                        results,
                        lambda _: progress.advance(),
                    )
            if results is not None and (stop_requested() or run.solved):
                results.keep()
            if stop_requested():
                write(
                    sys.stderr,
                    f"freecell-gui solve: interrupted after {run.solved} of {len(left)} deals\n",
                )
            if run.failure is not None:
                resume = " (go on with --resume)" if results is not None and results.regular else ""
                fail(f"{run.failure}{resume}", "solve", ExitStatus.FAILURE)
            _print_summary(summary, args)
    except ResultsFileError as error:
        return _error(str(error), ExitStatus.BAD_INPUT if error.bad_input else ExitStatus.FAILURE)
    except DaskAddressError as error:
        return _error(str(error))
    except (DaskMissingError, RangeRunnerError) as error:
        return _error(str(error), ExitStatus.FAILURE)
    if run.failure is not None:
        return ExitStatus.FAILURE
    return range_status([_EXIT_OF[outcome] for outcome in summary.outcomes])


RANGE_OPTIONS = "--jobs, --dask, --out and --resume"


def range_option_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with the range options (a one-line message), or None."""
    used = args.jobs is not None or args.dask is not None or args.out is not None or args.resume
    if used and (args.board is not None or not args.summary):
        return f"{RANGE_OPTIONS} are for a range of deals with --summary"
    if args.jobs is not None and args.dask is not None:
        return "give either --jobs (this machine) or --dask (a cluster), not both"
    if args.jobs is not None and not 0 <= args.jobs <= MAX_JOBS:
        return f"--jobs must be 0 (one a core) to {MAX_JOBS}"
    if args.resume and args.out is None:
        return "--resume goes on with the records of --out FILE: give the file"
    if args.out is not None and not args.out.strip():
        return "--out needs the name of a file, such as run.jsonl"
    return None


def _runner(args: argparse.Namespace) -> RangeRunner:
    if args.dask is not None:
        from freecell_gui.core.ranges.dask_cluster import DaskRunner, scheduler_address

        return DaskRunner(scheduler_address(args.dask))
    if args.jobs is None:
        return InProcessRunner()
    jobs, cut = workers_for(args.jobs)
    if cut:  # more workers than cores would only share them, and change what a time limit finds
        write(sys.stderr, f"freecell-gui solve: {cut}\n")
    return LocalPoolRunner(jobs) if jobs > 1 else InProcessRunner()


def _say_resumed(results: ResultsFile[Any], done: int, total: int) -> None:
    if results.torn_bytes:
        write(
            sys.stderr,
            f"freecell-gui solve: {results.name} ended in half a record ({results.torn_bytes:,} bytes), "
            "cut off: its deal is solved again\n",
        )
    if done:
        write(
            sys.stderr,
            f"freecell-gui solve: resuming: {done:,} of {total:,} deals already in {results.name}\n",
        )


def _say_where(runner: RangeRunner, left: Remaining) -> None:
    if isinstance(runner, InProcessRunner) or not len(left):
        return
    write(sys.stderr, f"freecell-gui solve: {len(left):,} deals on {runner.description}\n")
    workers = getattr(runner, "workers", None)
    if workers == 0:
        write(sys.stderr, "freecell-gui solve: no workers yet: waiting for them to join the scheduler\n")
    slow = getattr(runner, "pure_python_workers", 0)
    if slow:
        write(
            sys.stderr,
            f"freecell-gui solve: warning: {slow} workers run the pure-Python solver (no C build)\n",
        )


def _print_summary(summary: _Summary[Any], args: argparse.Namespace) -> None:
    if summary.out_of_memory:
        write(sys.stderr, f"freecell-gui solve: {summary.out_of_memory:,} of the deals ran {MEMORY_ADVICE}\n")
    write(sys.stdout, json.dumps(summary.as_json()) + "\n" if args.json else summary.as_text())
