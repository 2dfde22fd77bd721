"""`freecell-gui play`: replay a solution and export the position after some of its moves, headless.

    freecell-gui play 10913 solution.txt --export after5.png --after 5

It reads and replays the moves as `verify` does (cli/verify.py), and exits as it does: 0 when
the image is written, 1 when an illegal move comes before the position asked for or the image
cannot be written (as `export`), 2 on input it cannot use. Qt is imported only to draw the image.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from freecell_gui.cli.common import PROGRAM, deal_number_argument, fail, say, write
from freecell_gui.cli.verify import MovesInputError, add_autoplay_argument, replay_file
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.system.atomic_file import is_same_file
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.stop_signals import signals_deferred
from freecell_gui.core.system.user_text import quoted

_MAX_COUNT_DIGITS = 9


def add_play_command(commands: Any) -> None:
    """Add the `play` subcommand to the parser's subcommands (argparse's _SubParsersAction)."""
    parser = commands.add_parser(
        "play", help="replay a solution and export the position after some of its moves"
    )
    parser.add_argument("number", type=deal_number_argument, metavar="N", help="the deal number")
    parser.add_argument("file", metavar="FILE|-", help="the moves ('-' for standard input)")
    add_autoplay_argument(parser)
    parser.add_argument(
        "--export", required=True, metavar="OUT", help="the image to write: .png, .svg or .pdf"
    )
    parser.add_argument(
        "--format",
        choices=["png", "svg", "pdf"],
        help="the image's format when OUT has no .png, .svg or .pdf (such as /dev/stdout)",
    )
    parser.add_argument(
        "--after",
        type=_move_count,
        metavar="K",
        help="the position after K moves (0: the deal; default: after the last move)",
    )
    parser.set_defaults(handler=_run_play)


def _move_count(text: str) -> int:
    digits = text.strip()
    negative = digits.startswith("-")
    digits = digits.removeprefix("-")
    # ASCII digits only (int() reads Unicode digits too), and few of them: a move count with
    # thousands of digits is a mistake, refused before int() has to read it.
    if not digits.isascii() or not digits.isdigit() or len(digits) > _MAX_COUNT_DIGITS:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a number of moves")
    if negative:
        raise argparse.ArgumentTypeError(f"the number of moves cannot be negative ({quoted(text)})")
    return int(digits)


def _run_play(args: argparse.Namespace) -> int:
    try:
        start, result = replay_file(args.number, args.file, AutoplayPolicy(args.autoplay))
    except MovesInputError as error:
        return fail(str(error))
    played = len(result.steps)
    after: int = played if args.after is None else args.after
    if after > played:
        if result.rejected is not None:
            say(f"{result.rejected}; the position after move {after} cannot be shown")
            return ExitStatus.NO
        return fail(f"--after {after}: the solution has only {played} moves")
    if args.after is None and result.rejected is not None:
        say(f"{result.rejected}; give --after {played} or less to export a position before it")
        return ExitStatus.NO
    position = result.steps[after - 1].after if after else start
    return _export_position(args.number, position if after else None, Path(args.export), args.format)


def _export_position(number: int, position: Position | None, output: Path, asked: str | None) -> int:
    # Headless on every system, as `export` is.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # A stop signal waits while Qt loads and draws (PySide6 builds some types lazily; an
    # exception in the middle leaves them half made); the file itself is written atomically.
    with signals_deferred():
        from freecell_gui.ui.export.command import file_format
        from freecell_gui.ui.export.renderer import (
            ExportError,
            ExportOptions,
            ExportRequestError,
            TableRenderer,
            save,
        )
        from freecell_gui.ui.qt_app import application

        application(headless=True)
    try:
        export_format = file_format(output, asked)
        with signals_deferred():
            renderer = TableRenderer(ExportOptions())
            data = renderer.render(deal(number), export_format, position)
        save(data, output)
    except ExportRequestError as error:
        return fail(str(error))
    except ExportError as error:  # a failed write: 1, as for `export`
        write(sys.stderr, f"{PROGRAM}: error: {error}\n")
        return ExitStatus.FAILURE
    if not is_same_file(output, 1):  # the image went to standard output: its name must not follow
        say(str(output))
    return 0
