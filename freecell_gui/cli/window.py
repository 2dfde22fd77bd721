"""Opening the window: `freecell-gui [--deal N]`, and `freecell-gui --self-test`.

Qt, the window and the self-test are imported only when the window is wanted.
"""

from __future__ import annotations

import argparse

from freecell_gui.cli.common import deal_number_argument


def add_window_options(parser: argparse.ArgumentParser) -> None:
    """Add the window's options to the top-level parser (they apply when no command is given)."""
    parser.add_argument("--deal", type=deal_number_argument, metavar="N", help="open the window at deal N")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start offscreen, deal, draw and export a few deals, and exit 0 only if all worked",
    )


def run_window(args: argparse.Namespace) -> int:
    """Open the window (or run the self-test) and return the exit status once it ends."""
    from freecell_gui.ui.app import run_app  # Qt is loaded only when the window is wanted

    return run_app(initial_deal=args.deal, self_test=args.self_test)
