"""`freecell-gui find CARDS...`: which deal numbers have these cards there?

    freecell-gui find JD 2D 9H JC 5D 7H 7C 5H          (a first row, 1..1,000,000)
    freecell-gui find "JD 2D 9H JC" --range 2^31
    freecell-gui find --board partial.txt --range all  (unknown cards written ??)

Exit status: 0 if a deal matched, 1 if none did, 2 on bad input, 130 on Ctrl+C.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

from freecell_gui.core.deals.cards import Card, parse_card
from freecell_gui.core.deals.dealer import CASCADE_COUNT
from freecell_gui.core.deals.numbers import parse_deal_range
from freecell_gui.core.finder.scan import (
    NAMED_RANGES,
    UNKNOWN_CARD,
    CardPattern,
    PatternError,
    default_workers,
    find_deals,
)
from freecell_gui.core.system.progress import ProgressLine
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes

EXIT_FOUND = 0
EXIT_NONE = 1
EXIT_BAD_INPUT = 2
_MAX_BOARD_BYTES = 1_000_000
# More worker processes than this only thrash the machine (and a huge --jobs would try to start
# that many processes); each one is a whole Python interpreter.
MAX_JOBS = max(64, 4 * (os.cpu_count() or 1))


class FindInputError(ValueError):
    """Cards, a board or a range that the finder cannot use; the message is one line."""


def add_find_command(commands: Any) -> None:
    """Add the `find` subcommand to the parser's subcommands (argparse's _SubParsersAction)."""
    parser = commands.add_parser("find", help="find the deal numbers whose deal has the cards given")
    parser.add_argument(
        "cards",
        nargs="*",
        metavar="CARD",
        help="the first cards dealt, in order, e.g. JD 2D 9H JC 5D 7H 7C 5H",
    )
    parser.add_argument(
        "--board", metavar="FILE|-", help="a board (any format the app reads), ?? for each unknown card"
    )
    parser.add_argument(
        "--range",
        default="1m",
        metavar="1m|2^31|all|A-B",
        help="where to look: 1m (1..1,000,000, the default), 2^31, all (1..8,589,934,591) or A-B",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=0,
        metavar="N",
        help="worker processes for big ranges (default: one a core)",
    )
    parser.set_defaults(handler=run_find)


def parse_search_range(text: str) -> range:
    """1m, 2^31, all, a number or A-B; FindInputError otherwise."""
    named = NAMED_RANGES.get(text.strip().lower())
    if named is not None:
        return named
    try:
        return parse_deal_range(text)
    except ValueError as error:
        raise FindInputError(f"--range: {error} (or use 1m, 2^31, all)") from None


def parse_card_list(text: str) -> list[Card]:
    """Cards separated by spaces or commas, in dealing order."""
    cards: list[Card] = []
    for token in text.replace(",", " ").split():
        try:
            cards.append(parse_card(token))
        except ValueError as error:
            raise FindInputError(str(error)) from None
    return cards


def _cell(token: str, where: str) -> Card | None:
    if token == UNKNOWN_CARD:
        return None
    try:
        return parse_card(token)
    except ValueError as error:
        raise FindInputError(f"{where}: {error}, or ?? for an unknown card") from None


def parse_partial_board(text: str) -> list[list[Card | None]]:
    """A starting layout where some cards may be ??; cascades top to bottom.

    Reads the same three formats as the app: JSON ({"columns": [...]}), the board format
    (a cascade per line, 8 lines) and rows (read across, up to 8 a line).
    """
    if "\x00" in text:
        raise FindInputError("the board is not text")
    stripped = text.strip()
    if not stripped:
        raise FindInputError("the board is empty")
    if stripped.startswith("{"):
        return _parse_json_columns(stripped)
    lines = [line.strip() for line in text.splitlines()]
    content = [
        (number, line)
        for number, line in enumerate(lines, start=1)
        if line and not line.startswith("#") and not re.match(r"(?i)^(found|free)\w*\s*:", line)
    ]
    if len(content) == CASCADE_COUNT:
        return [
            [_cell(token, f"line {number}") for token in line.lstrip(":").replace(",", " ").split()]
            for number, line in content
        ]
    columns: list[list[Card | None]] = [[] for _ in range(CASCADE_COUNT)]
    for number, line in content:
        tokens = line.replace(",", " ").split()
        if len(tokens) > CASCADE_COUNT:
            raise FindInputError(f"line {number}: a row holds at most 8 cards, this one has {len(tokens)}")
        for column, token in enumerate(tokens):
            columns[column].append(_cell(token, f"line {number}"))
    return columns


def _parse_json_columns(text: str) -> list[list[Card | None]]:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise FindInputError(f"the board is not valid JSON: {error}") from None
    columns = data.get("columns") if isinstance(data, dict) else None
    if not isinstance(columns, list) or not all(isinstance(column, list) for column in columns):
        raise FindInputError('a JSON board needs "columns": a list of 8 lists of card codes')
    result: list[list[Card | None]] = []
    for index, column in enumerate(columns, start=1):
        if not all(isinstance(token, str) for token in column):
            raise FindInputError(f'cascade {index}: cards must be written as strings such as "QS"')
        result.append([_cell(token, f"cascade {index}") for token in column])
    return result


def _read_board_text(source: str) -> str:
    # A named file goes through read_user_bytes: a FIFO, a device or a folder is refused
    # without being opened (a FIFO would block the read for ever).
    try:
        if source == "-":
            if sys.stdin is None:
                raise FindInputError("there is no standard input to read the board from")
            data = sys.stdin.buffer.read(_MAX_BOARD_BYTES + 1)
        else:
            data = read_user_bytes(Path(source), _MAX_BOARD_BYTES)
    except UserFileError as error:
        raise FindInputError(str(error)) from None
    except (OSError, ValueError) as error:  # ValueError: a closed standard input
        raise FindInputError(f"cannot read the board from {source}: {error}") from None
    name = "the standard input" if source == "-" else source
    if len(data) > _MAX_BOARD_BYTES:
        raise FindInputError(f"{name} is too big to be a board (more than {_MAX_BOARD_BYTES:,} bytes)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FindInputError(f"{name} is not a text board (it is not UTF-8)") from None


def build_pattern(cards: list[str], board: str | None) -> CardPattern:
    """The pattern from the command line's cards or --board; FindInputError when unusable."""
    try:
        if board is not None:
            if cards:
                raise FindInputError("give either cards or --board, not both")
            return CardPattern.from_columns(parse_partial_board(_read_board_text(board)))
        if not cards:
            raise FindInputError("give the first cards of the deal (e.g. JD 2D 9H) or --board FILE")
        return CardPattern.from_prefix(parse_card_list(" ".join(cards)))
    except PatternError as error:
        raise FindInputError(str(error)) from None


def run_find(args: argparse.Namespace) -> int:
    """The `find` subcommand: print matches as found; 0 found, 1 none, 2 bad input."""
    try:
        numbers = parse_search_range(args.range)
        pattern = build_pattern(args.cards, args.board)
        if not 0 <= args.jobs <= MAX_JOBS:
            raise FindInputError(f"--jobs must be 0 (one a core) to {MAX_JOBS}, not {args.jobs}")
    except FindInputError as error:
        if sys.stderr is not None:
            sys.stderr.write(f"freecell-gui find: error: {error}\n")
        return EXIT_BAD_INPUT
    found = 0
    # The shared progress line: drawn on a terminal only, wiped before each match is printed.
    with ProgressLine(total=len(numbers), unit="deals") as progress:
        for number in find_deals(
            pattern, numbers, progress=progress.update, workers=args.jobs or default_workers()
        ):
            found += 1
            progress.finish()
            if sys.stdout is not None:
                sys.stdout.write(f"{number}\n")
                sys.stdout.flush()
    return EXIT_FOUND if found else EXIT_NONE
