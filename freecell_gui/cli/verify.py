"""`freecell-gui verify`: replay a solution against a deal, headless, and say whether it wins.

    freecell-gui verify 10913 solution.txt            (the site's moves, Microsoft's autoplay)
    fc-solve -m board.txt | freecell-gui verify 617 - --autoplay off

verify exits 0 when the moves win ("solved in K moves"), 1 when they do not (the first
illegal move, its number and why, or where the moves run out), and 2 on input it cannot read.
Reading and replaying the moves is shared with `play`.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path
from typing import Any, TextIO

from freecell_gui.cli.common import deal_number_argument, fail, say, warn
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import Replay, replay
from freecell_gui.core.game.notation import MAX_SOLUTION_CHARS, NotationError, iter_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes
from freecell_gui.core.system.user_text import shown_path

EXIT_NOT_SOLVED = 1
# UTF-8 takes at most 4 bytes a character: a file past this cannot hold an acceptable text.
MAX_INPUT_BYTES = MAX_SOLUTION_CHARS * 4


class MovesInputError(Exception):
    """Moves that cannot be read; the message is one line for the user."""


def add_verify_command(commands: Any) -> None:
    """Add the `verify` subcommand to the parser's subcommands (argparse's _SubParsersAction)."""
    parser = commands.add_parser(
        "verify", help="replay a solution (the site's notation or fc-solve's output) and say if it wins"
    )
    parser.add_argument("number", type=deal_number_argument, metavar="N", help="the deal number")
    parser.add_argument(
        "file", nargs="?", default="-", metavar="FILE|-", help="the moves (default: standard input)"
    )
    add_autoplay_argument(parser)
    parser.set_defaults(handler=_run_verify)


def add_autoplay_argument(parser: argparse.ArgumentParser) -> None:
    """`--autoplay off|safe|ms`, for the commands that replay moves."""
    parser.add_argument(
        "--autoplay",
        choices=[policy.value for policy in AutoplayPolicy],
        default=AutoplayPolicy.MS.value,
        help="cards sent home by themselves: off (fc-solve's output), safe, or ms (the site's, the default)",
    )


# --- reading the moves ---------------------------------------------------------------------------


def read_moves_text(source: str, stdin: TextIO | None = None) -> str:
    """The text of a moves file, or of standard input for "-"; MovesInputError (one line)
    for a missing file, a folder, a FIFO or device, a huge file, or bytes that are not text."""
    if source == "-":
        stream = stdin if stdin is not None else sys.stdin
        if stream is None:
            raise MovesInputError("there is no standard input to read the moves from")
        if stream.isatty():
            warn("reading moves from the terminal: paste them, then Ctrl-D (Ctrl-Z Enter on Windows)")
        data = stream.buffer.read(MAX_INPUT_BYTES + 1)
        name = "the standard input"
    else:
        name = shown_path(source)
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


def replay_file(number: int, source: str, policy: AutoplayPolicy) -> tuple[Position, Replay]:
    """Deal `number` and the replay of the moves in `source` ("-": standard input) on it;
    MovesInputError when the moves cannot be read."""
    text = read_moves_text(source)
    name = "the standard input" if source == "-" else shown_path(source)
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


# --- the command ----------------------------------------------------------------------------------


def _run_verify(args: argparse.Namespace) -> int:
    try:
        _, result = replay_file(args.number, args.file, AutoplayPolicy(args.autoplay))
    except MovesInputError as error:
        return fail(str(error))
    won, line = verdict(result)
    say(line)
    return 0 if won else EXIT_NOT_SOLVED
