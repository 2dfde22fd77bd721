"""`freecell-gui verify` and `freecell-gui play`: replay a solution against a deal, headless.

    freecell-gui verify 10913 solution.txt            (the site's moves, Microsoft's autoplay)
    fc-solve -m board.txt | freecell-gui verify 617 - --autoplay off
    freecell-gui play 10913 solution.txt --export after5.png --after 5

verify exits 0 when the moves win ("solved in K moves"), 1 when they do not (the first
illegal move, its number and why, or where the moves run out), and 2 on input it cannot read.
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
from pathlib import Path
from typing import Any, TextIO

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.numbers import parse_deal_number
from freecell_gui.core.game.game import Replay, replay
from freecell_gui.core.game.notation import MAX_SOLUTION_CHARS, NotationError, iter_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.system.stop_signals import signals_deferred
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes

PROGRAM = "freecell-gui"
EXIT_NOT_SOLVED = 1
EXIT_BAD_INPUT = 2
# UTF-8 takes at most 4 bytes a character: a file past this cannot hold an acceptable text.
MAX_INPUT_BYTES = MAX_SOLUTION_CHARS * 4


class MovesInputError(Exception):
    """Moves that cannot be read; the message is one line for the user."""


def add_play_commands(commands: Any) -> None:
    """Register `verify` and `play` with the command line's subparsers."""
    verify_parser = commands.add_parser(
        "verify", help="replay a solution (the site's notation or fc-solve's output) and say if it wins"
    )
    verify_parser.add_argument("number", type=_deal_number, metavar="N", help="the deal number")
    verify_parser.add_argument(
        "file", nargs="?", default="-", metavar="FILE|-", help="the moves (default: standard input)"
    )
    _add_autoplay(verify_parser)
    verify_parser.set_defaults(handler=_run_verify)

    play_parser = commands.add_parser(
        "play", help="replay a solution and export the position after some of its moves"
    )
    play_parser.add_argument("number", type=_deal_number, metavar="N", help="the deal number")
    play_parser.add_argument("file", metavar="FILE|-", help="the moves ('-' for standard input)")
    _add_autoplay(play_parser)
    play_parser.add_argument(
        "--export", required=True, metavar="OUT", help="the image to write: .png, .svg or .pdf"
    )
    play_parser.add_argument(
        "--after",
        type=_move_count,
        metavar="K",
        help="the position after K moves (0: the deal; default: after the last move)",
    )
    play_parser.set_defaults(handler=_run_play)


def _add_autoplay(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--autoplay",
        choices=[policy.value for policy in AutoplayPolicy],
        default=AutoplayPolicy.MS.value,
        help="cards sent home by themselves: off (fc-solve's output), safe, or ms (the site's, the default)",
    )


def _deal_number(text: str) -> int:
    try:
        return parse_deal_number(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _move_count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of moves") from None
    if count < 0:
        raise argparse.ArgumentTypeError(f"the number of moves cannot be negative ({count})")
    return count


# --- reading the moves ---------------------------------------------------------------------------


def read_moves_text(source: str, stdin: TextIO | None = None) -> str:
    """The text of a moves file, or of standard input for "-"; MovesInputError (one line)
    for a missing file, a folder, a FIFO or device, a huge file, or bytes that are not text."""
    if source == "-":
        stream = stdin if stdin is not None else sys.stdin
        if stream is None:
            raise MovesInputError("there is no standard input to read the moves from")
        if stream.isatty() and sys.stderr is not None:
            sys.stderr.write(
                "reading moves from the terminal: paste them, then Ctrl-D (Ctrl-Z Enter on Windows)\n"
            )
        data = stream.buffer.read(MAX_INPUT_BYTES + 1)
        name = "the standard input"
    else:
        name = source
        try:
            data = read_user_bytes(Path(source), MAX_INPUT_BYTES)
        except UserFileError as error:
            raise MovesInputError(str(error)) from None
    if len(data) > MAX_INPUT_BYTES:
        raise MovesInputError(f"{name} is too big for a solution (more than {MAX_INPUT_BYTES:,} bytes)")
    if b"\0" in data:
        raise MovesInputError(f"{name} is not text: it holds binary data")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise MovesInputError(f"{name} is not text: it is not UTF-8") from None


def _replay_file(number: int, source: str, policy: AutoplayPolicy) -> tuple[Position, Replay]:
    text = read_moves_text(source)
    name = "the standard input" if source == "-" else source
    start = Position.from_deal(deal(number))
    # Read lazily: a replay stops at the first illegal move (or just after the win), so a long
    # text is never read past the point that decides the verdict.
    moves = iter_moves(text)
    try:
        first = next(moves, None)
        if first is None:
            raise MovesInputError(f"no moves in {name}: write them as 3a 54 bh (or paste fc-solve's output)")
        return start, replay(start, itertools.chain([first], moves), policy)
    except NotationError as error:
        raise MovesInputError(f"{name}: {error}") from None


def verdict(result: Replay) -> tuple[bool, str]:
    """Whether the moves win, and the line that says so or says what went wrong."""
    won_at = next((index for index, step in enumerate(result.steps, start=1) if step.after.is_won), None)
    if result.rejected is None and result.won:
        return True, f"solved in {len(result.steps)} moves"
    if won_at is not None and result.rejected is not None:
        return False, f"the game is won after move {won_at}, but more moves follow ({result.rejected.text})"
    if result.rejected is not None:
        return False, str(result.rejected)
    home = result.final.cards_home if result.final else 0
    return (
        False,
        f"the moves end after move {len(result.steps)} before the game is won ({home} of 52 cards home)",
    )


# --- the commands ---------------------------------------------------------------------------------


def _error(message: str) -> int:
    if sys.stderr is not None:
        sys.stderr.write(f"{PROGRAM}: error: {message}\n")
    return EXIT_BAD_INPUT


def _say(line: str) -> None:
    if sys.stdout is not None:
        sys.stdout.write(line + "\n")


def _run_verify(args: argparse.Namespace) -> int:
    try:
        _, result = _replay_file(args.number, args.file, AutoplayPolicy(args.autoplay))
    except MovesInputError as error:
        return _error(str(error))
    won, line = verdict(result)
    _say(line)
    return 0 if won else EXIT_NOT_SOLVED


def _run_play(args: argparse.Namespace) -> int:
    try:
        start, result = _replay_file(args.number, args.file, AutoplayPolicy(args.autoplay))
    except MovesInputError as error:
        return _error(str(error))
    played = len(result.steps)
    after: int = played if args.after is None else args.after
    if after > played:
        if result.rejected is not None:
            _say(f"{result.rejected}; the position after move {after} cannot be shown")
            return EXIT_NOT_SOLVED
        return _error(f"--after {after}: the solution has only {played} moves")
    if args.after is None and result.rejected is not None:
        _say(f"{result.rejected}; give --after {played} or less to export a position before it")
        return EXIT_NOT_SOLVED
    position = result.steps[after - 1].after if after else start
    return _export_position(args.number, position if after else None, Path(args.export))


def _export_position(number: int, position: Position | None, output: Path) -> int:
    # Headless on every system, as `export` is.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # A stop signal waits while Qt loads and draws (PySide6 builds some types lazily; an
    # exception in the middle leaves them half made); the file itself is written atomically.
    with signals_deferred():
        from freecell_gui.ui.app import application
        from freecell_gui.ui.export.renderer import (
            ExportError,
            ExportFormat,
            ExportOptions,
            TableRenderer,
            save,
        )

        application(headless=True)
    try:
        export_format = ExportFormat.from_path(output)
        with signals_deferred():
            renderer = TableRenderer(ExportOptions())
            data = renderer.render(deal(number), export_format, position)
        save(data, output)
    except ExportError as error:
        return _error(str(error))
    _say(str(output))
    return 0
