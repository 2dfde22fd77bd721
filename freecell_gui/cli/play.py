"""`freecell-gui play`: replay a solution and export the position after some of its moves, headless.

    freecell-gui play 10913 solution.txt --export after5.png --after 5

It reads and replays the moves as `verify` does (cli/verify.py), and exits as it does: 0 when
the image is written, 1 when an illegal move comes before the position asked for, 2 on input it
cannot use. Qt is imported only to draw the image.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from freecell_gui.cli.common import deal_number_argument, fail, say
from freecell_gui.cli.verify import EXIT_NOT_SOLVED, MovesInputError, add_autoplay_argument, replay_file
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.system.stop_signals import signals_deferred


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
        "--after",
        type=_move_count,
        metavar="K",
        help="the position after K moves (0: the deal; default: after the last move)",
    )
    parser.set_defaults(handler=_run_play)


def _move_count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of moves") from None
    if count < 0:
        raise argparse.ArgumentTypeError(f"the number of moves cannot be negative ({count})")
    return count


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
            return EXIT_NOT_SOLVED
        return fail(f"--after {after}: the solution has only {played} moves")
    if args.after is None and result.rejected is not None:
        say(f"{result.rejected}; give --after {played} or less to export a position before it")
        return EXIT_NOT_SOLVED
    position = result.steps[after - 1].after if after else start
    return _export_position(args.number, position if after else None, Path(args.export))


def _export_position(number: int, position: Position | None, output: Path) -> int:
    # Headless on every system, as `export` is.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # A stop signal waits while Qt loads and draws (PySide6 builds some types lazily; an
    # exception in the middle leaves them half made); the file itself is written atomically.
    with signals_deferred():
        from freecell_gui.ui.export.renderer import (
            ExportError,
            ExportFormat,
            ExportOptions,
            TableRenderer,
            save,
        )
        from freecell_gui.ui.qt_app import application

        application(headless=True)
    try:
        export_format = ExportFormat.from_path(output)
        with signals_deferred():
            renderer = TableRenderer(ExportOptions())
            data = renderer.render(deal(number), export_format, position)
        save(data, output)
    except ExportError as error:
        return fail(str(error))
    say(str(output))
    return 0
