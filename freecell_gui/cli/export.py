"""`freecell-gui export`: the command line's side of it; the drawing is in ui/export/command.py.

    freecell-gui export 617 -o deal.png [--width PIXELS | --scale S]
    freecell-gui export 1-100 -o folder/ [--format svg]
    freecell-gui export 1-100 -o sheet.pdf --sheet [--columns N]

Qt is imported only when the command runs, never to build the parser.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from freecell_gui.cli.common import (
    add_variant_arguments,
    ascii_float,
    ascii_int,
    cells_problem,
    deal_range_argument,
    fail,
    rules_of_args,
    write,
)
from freecell_gui.core.system.stop_signals import signals_deferred


def add_export_command(commands: Any) -> None:
    """Add the `export` subcommand to the parser's subcommands (argparse's _SubParsersAction)."""
    parser = commands.add_parser(
        "export",
        help="save a deal as PNG, SVG or PDF, a range as one file a deal, or a contact sheet (no window needed)",
    )
    parser.add_argument("deals", type=deal_range_argument, metavar="N|A-B", help="a deal number or a range")
    parser.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="FILE|DIR/",
        help="the file (format from its extension: .png, .svg, .pdf), or for a range a folder",
    )
    size = parser.add_mutually_exclusive_group()
    size.add_argument("--width", type=ascii_int, metavar="PIXELS", help="the image's width (default 1600)")
    size.add_argument(
        "--scale", type=ascii_float, metavar="S", help="the width as a multiple of 800 pixels (default 2)"
    )
    parser.add_argument(
        "--format",
        choices=["png", "svg", "pdf"],
        help="the format of files written into a folder (default png), or of a file whose name has "
        "no .png, .svg or .pdf, such as /dev/stdout",
    )
    parser.add_argument("--sheet", action="store_true", help="put the whole range on one contact sheet")
    parser.add_argument("--columns", type=ascii_int, metavar="N", help="deals per row of a contact sheet")
    parser.add_argument("--four-colour", action="store_true", help="green clubs and blue diamonds")
    parser.add_argument("--no-labels", action="store_true", help="leave out the column and cell labels")
    add_variant_arguments(parser)  # the table of a variant: fewer free cells, Baker's Game
    parser.set_defaults(handler=_run_export)


def _run_export(args: argparse.Namespace) -> int:
    """The `export` subcommand: hands the request to the headless export in ui/export/command.py."""
    # Headless on every system: no display is needed or used, whatever QT_QPA_PLATFORM says.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # An exception raised inside an import of PySide6 can abort the process or be swallowed by
    # its import hooks: a stop signal waits until Qt is loaded.
    with signals_deferred():
        from freecell_gui.ui.export.command import ExportRequest, run_export

    if problem := cells_problem(args):
        return fail(problem, "export")
    request = ExportRequest(
        deals=args.deals,
        output=args.output,
        width=args.width,
        scale=args.scale,
        folder_format=args.format,
        sheet=args.sheet,
        columns=args.columns,
        four_colour=args.four_colour,
        labels=not args.no_labels,
        rules=rules_of_args(args),
    )
    return run_export(
        request, lambda line: write(sys.stdout, line + "\n"), lambda line: write(sys.stderr, line)
    )
