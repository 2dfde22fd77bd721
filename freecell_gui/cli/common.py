"""What the commands share: the program's name, exit statuses, one-line usage errors, writing
to streams that may be missing, and the deal-number arguments."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn, TextIO

from freecell_gui.core.deals.numbers import parse_deal_number, parse_deal_range

PROGRAM = "freecell-gui"
EXIT_FAILURE = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


class UsageError(Exception):
    """A mistake in what the user typed; its message is shown as one line."""


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line on stderr rather than usage text."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def write(stream: TextIO | None, text: str) -> None:
    """Write `text` to `stream`, if there is one."""
    # A windowed Windows executable has no console: sys.stdout and sys.stderr are None.
    if stream is not None:
        stream.write(text)


def say(line: str) -> None:
    """One line on standard output."""
    write(sys.stdout, line + "\n")


def fail(message: str) -> int:
    """Say on standard error what is wrong with the input, in one line; the exit status for it."""
    write(sys.stderr, f"{PROGRAM}: error: {message}\n")
    return EXIT_USAGE


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
