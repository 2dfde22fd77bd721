"""The command line: `freecell-gui [options]` opens the window, subcommands work headless.

    freecell-gui deal 617 [--format rows|board|json]
    freecell-gui deal 1-100
    freecell-gui --deal 617            (the window, at deal 617)

Every user error ends with one clear line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn, TextIO

from freecell_gui import __version__
from freecell_gui.cli.find import add_find_command
from freecell_gui.cli.play import add_play_commands
from freecell_gui.cli.solve import add_solve_command
from freecell_gui.core.deals.dealer import VALID_RANGE_TEXT, deal
from freecell_gui.core.deals.formats import TextFormat
from freecell_gui.core.deals.numbers import parse_deal_number, parse_deal_range
from freecell_gui.core.system.stop_signals import Stopped, signals_deferred, stop_on_signals

PROGRAM = "freecell-gui"
EXIT_FAILURE = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


class UsageError(Exception):
    """A mistake in what the user typed; its message is shown as one line."""


class _OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line on stderr rather than usage text."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def _write(stream: TextIO | None, text: str) -> None:
    # A windowed Windows executable has no console: sys.stdout and sys.stderr are None.
    if stream is not None:
        stream.write(text)


def _deal_number_argument(text: str) -> int:
    try:
        return parse_deal_number(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _deal_range_argument(text: str) -> range:
    try:
        return parse_deal_range(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def build_parser() -> argparse.ArgumentParser:
    """The whole command line; subcommands register themselves here."""
    parser = _OneLineParser(
        prog=PROGRAM,
        description="Show, export and check Microsoft FreeCell deals. With no command, opens the window.",
        epilog=f"Deal numbers may be written 617, #617 or 1,000,000; {VALID_RANGE_TEXT}.",
    )
    from freecell_gui.core.solver.beam import is_compiled

    solver = "compiled beam search" if is_compiled() else "pure-Python beam search (no C build)"
    parser.add_argument("--version", action="version", version=f"{PROGRAM} {__version__}, solver: {solver}")
    parser.add_argument("--deal", type=_deal_number_argument, metavar="N", help="open the window at deal N")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start offscreen, deal, draw and export a few deals, and exit 0 only if all worked",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_OneLineParser)

    deal_parser = commands.add_parser("deal", help="print a deal, or a range of deals, as text")
    deal_parser.add_argument(
        "deals", type=_deal_range_argument, metavar="N|A-B", help="a deal number or a range"
    )
    deal_parser.add_argument(
        "--format",
        choices=[text_format.value for text_format in TextFormat],
        default=TextFormat.ROWS.value,
        help="rows (Rosetta Code, the default), board (fc-solve / PySol FC) or json",
    )
    deal_parser.set_defaults(handler=_run_deal)

    export_parser = commands.add_parser(
        "export",
        help="save a deal as PNG, SVG or PDF, a range as one file a deal, or a contact sheet (no window needed)",
    )
    export_parser.add_argument(
        "deals", type=_deal_range_argument, metavar="N|A-B", help="a deal number or a range"
    )
    export_parser.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="FILE|DIR/",
        help="the file (format from its extension: .png, .svg, .pdf), or for a range a folder",
    )
    size = export_parser.add_mutually_exclusive_group()
    size.add_argument("--width", type=int, metavar="PIXELS", help="the image's width (default 1600)")
    size.add_argument(
        "--scale", type=float, metavar="S", help="the width as a multiple of 800 pixels (default 2)"
    )
    export_parser.add_argument(
        "--format",
        choices=["png", "svg", "pdf"],
        help="the format of files written into a folder (default png)",
    )
    export_parser.add_argument(
        "--sheet", action="store_true", help="put the whole range on one contact sheet"
    )
    export_parser.add_argument("--columns", type=int, metavar="N", help="deals per row of a contact sheet")
    export_parser.add_argument("--four-colour", action="store_true", help="green clubs and blue diamonds")
    export_parser.add_argument(
        "--no-labels", action="store_true", help="leave out the column and cell labels"
    )
    export_parser.set_defaults(handler=_run_export)
    add_play_commands(commands)
    add_find_command(commands)
    add_solve_command(commands)
    return parser


def _run_deal(args: argparse.Namespace) -> int:
    text_format = TextFormat(args.format)
    deals: range = args.deals
    many = len(deals) > 1
    for number in deals:
        if many:
            _write(sys.stdout, f"### {number}\n")
        _write(sys.stdout, text_format.write(deal(number)))
    return 0


def _run_export(args: argparse.Namespace) -> int:
    # Headless on every system: no display is needed or used, whatever QT_QPA_PLATFORM says.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # An exception raised inside an import of PySide6 can abort the process or be swallowed by
    # its import hooks: a stop signal waits until Qt is loaded.
    with signals_deferred():
        from freecell_gui.ui.export.command import ExportRequest, run_export

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
    )
    return run_export(
        request, lambda line: _write(sys.stdout, line + "\n"), lambda line: _write(sys.stderr, line)
    )


def _run_window(args: argparse.Namespace) -> int:
    from freecell_gui.ui.app import run_app  # Qt is loaded only when the window is wanted

    return run_app(initial_deal=args.deal, self_test=args.self_test)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return the exit status.

    0 done, 1 a failure (e.g. a write), 2 bad input, 130 Ctrl-C, 143 SIGTERM.
    """
    try:
        args = build_parser().parse_args(argv)
        handler: Callable[[argparse.Namespace], int] | None = getattr(args, "handler", None)
        if handler is None:
            return _run_window(args)  # the window handles Ctrl-C itself, inside Qt's event loop
        # Headless commands stop between steps on Ctrl-C or SIGTERM, never halfway through a file.
        with stop_on_signals():
            status = handler(args)
            if sys.stdout is not None:
                sys.stdout.flush()  # a full disk behind `> file` is reported here, not at exit
            return status
    except UsageError as error:
        _write(sys.stderr, f"{PROGRAM}: error: {error}\n")
        return EXIT_USAGE
    except Stopped as stop:
        _write(sys.stderr, f"{PROGRAM}: {stop.reason}\n")
        return stop.exit_status
    except KeyboardInterrupt:
        _write(sys.stderr, f"{PROGRAM}: interrupted\n")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader (e.g. `| head`) went away: stop quietly, as Unix tools do.
        _silence_stdout()
        return 0
    except OSError as error:
        # Standard output could not be written: a full disk (`> /dev/full`), a closed terminal.
        _silence_stdout()
        reason = error.strerror or str(error)
        _write(
            sys.stderr,
            f"{PROGRAM}: error: cannot write to standard output: {reason[:1].lower()}{reason[1:]}\n",
        )
        return EXIT_FAILURE


def _silence_stdout() -> None:
    devnull = os.open(os.devnull, os.O_WRONLY)
    if sys.stdout is not None:
        with contextlib.suppress(OSError, ValueError):
            os.dup2(devnull, sys.stdout.fileno())


if __name__ == "__main__":
    raise SystemExit(main())
