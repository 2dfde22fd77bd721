"""What the commands share: the program's name, exit statuses, one-line usage errors, writing
to streams that may be missing, and the deal-number arguments."""

from __future__ import annotations

import argparse
import ast
import errno
import re
import sys
from typing import TYPE_CHECKING, NoReturn, TextIO

from freecell_gui.core.deals.numbers import parse_deal_number, parse_deal_range
from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building, Rules
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.user_text import quoted, unrecognized_arguments

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

PROGRAM = "freecell-gui"

# What argparse quotes of the user's text: a repr ('...' or "...") after "value:" or "choice:".
_QUOTED_VALUE = re.compile(r"""(?<=: )('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")""")
_UNRECOGNISED = "unrecognized arguments: "


class UsageError(Exception):
    """A mistake in what the user typed; its message is shown as one line."""


class OutputClosedError(OSError):
    """Standard output is closed (`>&-`): nothing a command prints can go anywhere."""

    def __init__(self) -> None:
        super().__init__(errno.EBADF, "standard output is closed")


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line on stderr rather than usage text, quoting at
    most a short, escaped excerpt of what was typed."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{capped_message(message)} (see '{self.prog} --help')")

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse's own version drops write errors: `--help > /dev/full` would say nothing and
        # exit 0. Here they reach main(), which says so in one line and exits 1.
        if not message:
            return
        if file is None:  # argparse passes sys.stdout, which is None when it is closed
            raise OutputClosedError
        file.write(message)
        flush = getattr(file, "flush", None)
        if flush is not None:
            flush()


def capped_message(message: str) -> str:
    """argparse's message with each piece of user text it quotes cut short and escaped."""
    if message.startswith(_UNRECOGNISED):
        return unrecognized_arguments(message[len(_UNRECOGNISED) :].split(" "))

    def cap(match: re.Match[str]) -> str:
        try:
            value = ast.literal_eval(match.group(1))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return quoted(match.group(1))
        return quoted(value) if isinstance(value, str) else match.group(1)

    return _QUOTED_VALUE.sub(cap, message)


def write(stream: TextIO | None, text: str) -> None:
    """Write `text` to `stream`, if there is one."""
    # A windowed Windows executable has no console: sys.stdout and sys.stderr are None.
    if stream is not None:
        stream.write(text)


def say(line: str) -> None:
    """One line on standard output."""
    write(sys.stdout, line + "\n")


def warn(line: str) -> None:
    """One line on standard error, flushed: a message, never a result."""
    if sys.stderr is not None:
        sys.stderr.write(line + "\n")
        sys.stderr.flush()


def fail(message: str, command: str | None = None, status: ExitStatus = ExitStatus.BAD_INPUT) -> ExitStatus:
    """The one way a command fails: one line on standard error, "freecell-gui[ COMMAND]: error:
    MESSAGE", and the exit status to return (bad input unless said otherwise)."""
    write(sys.stderr, f"{PROGRAM}{' ' + command if command else ''}: error: {message}\n")
    return status


def deal_number_argument(text: str) -> int:
    """argparse's type for one deal number."""
    try:
        return parse_deal_number(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def deal_range_argument(text: str) -> range:
    """argparse's type for a deal number or a range of them (A-B)."""
    try:
        return parse_deal_range(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def ascii_int(text: str) -> int:
    """argparse's type for a whole number written in ASCII digits (int() would also read a full-width 3,
    or another script's digit, as 3)."""
    digits = text.strip()
    body = digits[1:] if digits[:1] in "+-" else digits
    if not body.isascii() or not body.isdigit() or len(body) > 30:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number (digits 0-9)")
    return int(digits)


def ascii_float(text: str) -> float:
    """argparse's type for a number written in ASCII (float() would also read full-width
    digits and other scripts' ones)."""
    if not text.isascii() or len(text) > 40:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a number (digits 0-9, a point)")
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a number (digits 0-9, a point)") from None


def add_variant_arguments(parser: argparse.ArgumentParser) -> argparse._ArgumentGroup:
    """--cells K and --game freecell|bakers, in a group of their own (solve and export share
    them); the group, for a command's own variant options."""
    variant = parser.add_argument_group("variants: fewer free cells, Baker's Game")
    variant.add_argument(
        "--cells",
        type=ascii_int,
        metavar="K",
        help=f"play with K free cells, 0 to {MAX_FREE_CELLS} (default 4)",
    )
    variant.add_argument(
        "--game",
        choices=[building.value for building in Building],
        default=Building.ALTERNATE_COLOURS.value,
        help="freecell (build in alternate colours, the default) or bakers (Baker's Game: build in suit)",
    )
    return variant


def cells_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with --cells (a one-line message), or None."""
    if args.cells is not None and not 0 <= args.cells <= MAX_FREE_CELLS:
        return f"--cells must be 0 to {MAX_FREE_CELLS} (the free cells to play with)"
    return None


def rules_of_args(args: argparse.Namespace) -> Rules:
    """The variant --cells and --game ask for (checked first by `cells_problem`)."""
    cells = MAX_FREE_CELLS if args.cells is None else args.cells
    return Rules(cells, Building(args.game))
