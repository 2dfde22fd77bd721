"""`freecell-gui verify`: replay a solution against a deal, headless, and say whether it wins.

    freecell-gui verify 10913 solution.txt            (the site's moves, Microsoft's autoplay)
    fc-solve -m board.txt | freecell-gui verify 617 - --autoplay off
    freecell-gui verify game.fcgame                   (a saved game: File > Save Game...)

A saved game names its deal (or board) and each move's autoplay rule: its moves done and then
its moves to redo are replayed as saved, so no deal number is needed (one given must match).

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
from freecell_gui.core.game.saved_game import SavedGameError, is_saved_game_text, read_game_text
from freecell_gui.core.game.variant import FREECELL
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes
from freecell_gui.core.system.user_text import shown_path

# UTF-8 takes at most 4 bytes a character: a file past this cannot hold an acceptable text.
MAX_INPUT_BYTES = MAX_SOLUTION_CHARS * 4


class MovesInputError(Exception):
    """Moves that cannot be read; the message is one line for the user."""


def add_verify_command(commands: Any) -> None:
    """Add the `verify` subcommand to the parser's subcommands (argparse's _SubParsersAction)."""
    parser = commands.add_parser(
        "verify", help="replay a solution (the site's notation or fc-solve's output) and say if it wins"
    )
    parser.add_argument(
        "number",
        metavar="N",
        help="the deal number (left out for a saved game, which names its deal: verify FILE)",
    )
    parser.add_argument(
        "file", nargs="?", default=None, metavar="FILE|-", help="the moves (default: standard input)"
    )
    add_autoplay_argument(parser)
    parser.set_defaults(handler=_run_verify)


def _looks_like_number(text: str) -> bool:
    digits = text.strip().lstrip("#").replace(",", "").replace("_", "")
    return digits.isascii() and digits.isdigit()


def deal_and_file(first: str, second: str | None) -> tuple[int | None, str]:
    """`verify N [FILE]` or `verify FILE` (a saved game): the deal number, if given, and the file.
    MovesInputError (one line) for a deal number that is not one."""
    try:
        return deal_number_argument(first), second if second is not None else "-"
    except argparse.ArgumentTypeError as error:
        if second is None and not _looks_like_number(first):
            return None, first  # not a number: the saved game's file
        raise MovesInputError(f"argument N: {error}") from None


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


def replay_file(number: int | None, source: str, policy: AutoplayPolicy) -> tuple[Position, Replay]:
    """Deal `number` and the replay of the moves in `source` ("-": standard input) on it;
    MovesInputError when the moves cannot be read. A saved game (File > Save Game...) is
    replayed from its own deal with each move's own autoplay rule, `policy` aside: its moves done,
    then its moves to redo; `number`, if given, must be its deal's."""
    text = read_moves_text(source)
    name = "the standard input" if source == "-" else shown_path(source)
    if is_saved_game_text(text):
        return _replay_saved_game(number, text, name)
    if number is None:
        raise MovesInputError(
            f"{name} is not a saved game (its first line is not '# freecell-gui game ...'): "
            "give the deal number first, as in 'verify 617 FILE'"
        )
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


def _replay_saved_game(number: int | None, text: str, name: str) -> tuple[Position, Replay]:
    try:
        saved = read_game_text(text, check_moves=False)
    except SavedGameError as error:
        raise MovesInputError(f"{name}: {error}") from None
    if number is not None and saved.number != number:
        of = f"deal {saved.number}" if saved.number is not None else "a board of its own"
        raise MovesInputError(f"{name} is a saved game of {of}, not of deal {number}")
    if not saved.has_moves:
        raise MovesInputError(f"no moves in {name}: the saved game has no move done nor to redo")
    try:
        return Position.from_deal(saved.deal), saved.replay()
    except SavedGameError as error:
        raise MovesInputError(f"{name}: {error}") from None


def verdict(result: Replay) -> tuple[bool, str]:
    """Whether the moves win, and the line that says so or says what went wrong."""
    won_at = next((index for index, step in enumerate(result.steps, start=1) if step.after.is_won), None)
    if result.rejected is None and result.won:
        rules = result.final.rules if result.final is not None else FREECELL
        played = "" if rules == FREECELL else f" ({rules.title})"  # a saved game of a variant
        return True, f"solved in {len(result.steps)} moves{played}"
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
        number, source = deal_and_file(args.number, args.file)
        _, result = replay_file(number, source, AutoplayPolicy(args.autoplay))
    except MovesInputError as error:
        return fail(str(error))
    won, line = verdict(result)
    say(line)
    return ExitStatus.DONE if won else ExitStatus.NO
