"""`freecell-gui read-image FILE [--format board|json]`: what a picture of a table shows.

    freecell-gui read-image shot.png > board.txt      (a board; ?? for cards not read)
    freecell-gui solve --board board.txt              (when every card was read)
    freecell-gui read-image shot.png --format json    (boxes, colours, candidates, confidences)

Standard error gets the counts (read, in doubt, colour only, not read) and the next step to run.
Exit status: 0 read, 2 not a picture or no table in it, 130 on Ctrl+C.
Qt is imported only when the command runs (to decode the picture and draw the decks).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from freecell_gui.cli.common import write
from freecell_gui.core.picture.pixels import PictureError
from freecell_gui.core.picture.readings import Status, TableReading
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.stop_signals import signals_deferred
from freecell_gui.core.system.user_text import shown_path


def add_read_image_command(commands: Any) -> None:
    """Add the `read-image` subcommand to the parser's subcommands."""
    parser = commands.add_parser(
        "read-image", help="read the cards off a picture of a FreeCell table (PNG, JPEG, BMP, WebP)"
    )
    parser.add_argument("file", metavar="FILE", help="the picture: a screenshot of a FreeCell table")
    parser.add_argument(
        "--format", choices=("board", "json"), default="board", help="board (the default, ?? unread) or json"
    )
    parser.set_defaults(handler=run_read_image)


def read_picture_path(path: str) -> TableReading:
    """Decode and read a picture file, headless; PictureError (one line) if it cannot be."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with signals_deferred():
        from PySide6.QtCore import qInstallMessageHandler

        from freecell_gui.ui.picture.service import read_file
        from freecell_gui.ui.qt_app import application

    # Qt's decoders log damaged data on their own (`qt.gui.imageio.jpeg: Bogus marker length`);
    # the one-line PictureError says it for the command, so Qt's log lines are not shown.
    qInstallMessageHandler(lambda *_: None)
    application(headless=True)
    return read_file(Path(path))[1]


def next_step(reading: TableReading, path: str) -> str:
    """The line that ends the command's words on standard error: what to run next."""
    cards = reading.all()
    unread = sum(card.status is not Status.READ for card in cards)
    if not unread:
        return f"freecell-gui read-image: all {len(cards)} cards read: save the board and solve it (`freecell-gui solve --board FILE`)"
    return (
        f"freecell-gui read-image: {unread} card(s) not read for sure (??): find the deal's number with "
        f"`freecell-gui find --image {path}`"
    )


def run_read_image(args: argparse.Namespace) -> int:
    """The `read-image` subcommand."""
    from freecell_gui.core.picture.text import board_text, counts_text, json_text

    try:
        reading = read_picture_path(args.file)
    except PictureError as error:
        write(sys.stderr, f"freecell-gui read-image: error: {error}\n")
        return ExitStatus.BAD_INPUT
    source = shown_path(args.file)
    if args.format == "json":
        write(sys.stdout, json_text(reading, source))
    else:
        write(sys.stdout, board_text(reading, source, counts_in_full=True))
    write(sys.stderr, f"freecell-gui read-image: {counts_text(reading)}\n{next_step(reading, source)}\n")
    return ExitStatus.DONE
