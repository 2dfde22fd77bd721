"""`freecell-gui deal`: print a deal, or a range of deals, as text.

freecell-gui deal 617 [--format rows|board|json]
freecell-gui deal 1-100
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from freecell_gui.cli.common import deal_range_argument, write
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import TextFormat


def add_deal_command(commands: Any) -> None:
    """Add the `deal` subcommand to the parser's subcommands (argparse's _SubParsersAction)."""
    parser = commands.add_parser("deal", help="print a deal, or a range of deals, as text")
    parser.add_argument("deals", type=deal_range_argument, metavar="N|A-B", help="a deal number or a range")
    parser.add_argument(
        "--format",
        choices=[text_format.value for text_format in TextFormat],
        default=TextFormat.ROWS.value,
        help="rows (Rosetta Code, the default), board (fc-solve / PySol FC) or json",
    )
    parser.set_defaults(handler=_run_deal)


def _run_deal(args: argparse.Namespace) -> int:
    """The `deal` subcommand: each deal in the chosen format, under a header when there are several."""
    text_format = TextFormat(args.format)
    deals: range = args.deals
    many = len(deals) > 1
    for number in deals:
        if many:
            write(sys.stdout, f"### {number}\n")
        write(sys.stdout, text_format.write(deal(number)))
    return 0
