"""The command line: `freecell-gui [options]` opens the window, subcommands work headless.

    freecell-gui deal 617 [--format rows|board|json]
    freecell-gui deal 1-100
    freecell-gui --deal 617            (the window, at deal 617)
    freecell-gui -style Fusion         (Qt's own options go to the window's QApplication)

Each command is a module of this package that adds itself to the parser; this one builds the
parser and runs the command. Every user error ends with one clear line on stderr and a non-zero
exit, never a traceback.

A line that names no command opens the window, and is read first by a parser of the window's
options alone: the commands' modules bring the finder, the solver and the formats, which the
window's first paint does not need. Anything that parser does not take is read again by the
whole one, so a mistake gets the same message either way.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Sequence

from freecell_gui import __version__
from freecell_gui.cli.common import (
    PROGRAM,
    OneLineParser,
    OutputClosedError,
    UsageError,
    fail,
    write,
)
from freecell_gui.cli.window import add_window_options, run_window, split_qt_options
from freecell_gui.core.deals.dealer import VALID_RANGE_TEXT
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.stop_signals import Stopped, stop_on_signals
from freecell_gui.core.system.user_text import unrecognized_arguments

DESCRIPTION = "Show, export and check Microsoft FreeCell deals. With no command, opens the window."


def build_parser() -> argparse.ArgumentParser:
    """The whole command line; subcommands register themselves here."""
    from freecell_gui.cli.deal import add_deal_command
    from freecell_gui.cli.export import add_export_command
    from freecell_gui.cli.find import add_find_command
    from freecell_gui.cli.kernels import finder_state, solver_state
    from freecell_gui.cli.play import add_play_command
    from freecell_gui.cli.read_image import add_read_image_command
    from freecell_gui.cli.solve import add_solve_command
    from freecell_gui.cli.verify import add_verify_command

    parser = OneLineParser(
        prog=PROGRAM,
        description=DESCRIPTION,
        epilog=f"Deal numbers may be written 617, #617 or 1,000,000; {VALID_RANGE_TEXT}.",
    )

    kernels = f"solver: {solver_state()}, finder: {finder_state()}"
    parser.add_argument("--version", action=_VersionAction, version=f"{PROGRAM} {__version__}, {kernels}")
    add_window_options(parser)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    add_deal_command(commands)
    add_export_command(commands)
    add_verify_command(commands)
    add_play_command(commands)
    add_find_command(commands)
    add_solve_command(commands)
    add_read_image_command(commands)
    return parser


class _VersionAction(argparse.Action):
    """argparse's --version, but the line as it is: argparse's own wraps it at the terminal's width."""

    def __init__(self, option_strings: list[str], version: str, dest: str = argparse.SUPPRESS) -> None:
        super().__init__(
            option_strings, dest, default=argparse.SUPPRESS, nargs=0, help="show the version and exit"
        )
        self.version = version

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        parser._print_message(self.version + "\n", sys.stdout)
        parser.exit()


def window_parser() -> argparse.ArgumentParser:
    """The window's options alone (no --help, no --version, no command): what reads `freecell-gui
    --deal 617`, the line that opens the window, without loading every command."""
    parser = OneLineParser(prog=PROGRAM, description=DESCRIPTION, add_help=False)
    add_window_options(parser)
    return parser


COMMANDS = ("deal", "export", "verify", "play", "find", "solve", "read-image")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return the exit status.

    0 done, 1 a failure (a write, no memory left), 2 bad input, 130 Ctrl-C, 143 SIGTERM.
    """
    try:
        return _run(list(sys.argv[1:] if argv is None else argv))
    except UsageError as error:
        return fail(str(error))
    except Stopped as stop:
        write(sys.stderr, f"{PROGRAM}: {stop.reason}\n")
        return stop.exit_status
    except KeyboardInterrupt:
        write(sys.stderr, f"{PROGRAM}: interrupted\n")
        return ExitStatus.INTERRUPTED
    except MemoryError:
        # The last net: the commands that search say which option to lower themselves.
        _free_memory_for_the_message()
        return fail(OUT_OF_MEMORY, status=ExitStatus.FAILURE)
    except BrokenPipeError:
        # The reader (e.g. `| head`) went away: stop quietly, as Unix tools do.
        _silence_stdout()
        return ExitStatus.DONE
    except OutputClosedError:
        return fail(OUTPUT_CLOSED, status=ExitStatus.FAILURE)
    except OSError as error:
        # Standard output could not be written: a full disk (`> /dev/full`), a closed terminal.
        _silence_stdout()
        reason = error.strerror or str(error)
        return fail(
            f"cannot write to standard output: {reason[:1].lower()}{reason[1:]}", status=ExitStatus.FAILURE
        )


OUTPUT_CLOSED = "standard output is closed, so nothing can be printed: give it a file or a pipe (> out.txt)"
OUT_OF_MEMORY = "out of memory: the memory limit (ulimit -v) is too small for this command"


def _parse(ours: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """(the arguments read, those left for Qt or refused): by the window's parser when it takes
    them all, else by the whole command line's."""
    if not set(COMMANDS).intersection(ours):
        with contextlib.suppress(UsageError):
            args, unknown = window_parser().parse_known_args(ours)
            if not unknown:
                return args, unknown
    return build_parser().parse_known_args(ours)


def _run(arguments: list[str]) -> int:
    ours, qt_arguments = split_qt_options(arguments, COMMANDS)
    args, unknown = _parse(ours)
    handler: Callable[[argparse.Namespace], int] | None = getattr(args, "handler", None)
    if handler is None:
        # Options we do not know are Qt's (`-reverse`) or mistakes: QApplication takes its own
        # and the window refuses the rest.
        return run_window(args, [*qt_arguments, *unknown])  # the window handles Ctrl-C itself
    if unknown or qt_arguments:
        raise UsageError(f"{unrecognized_arguments([*qt_arguments, *unknown])} (see '{PROGRAM} --help')")
    if sys.stdout is None:
        # Checked before any work: a solve or an export whose result cannot be printed is wasted.
        raise OutputClosedError
    # Headless commands stop between steps on Ctrl-C or SIGTERM, never halfway through a file.
    with stop_on_signals():
        status = handler(args)
        sys.stdout.flush()  # a full disk behind `> file` is reported here, not at exit
        return status


def _free_memory_for_the_message() -> None:
    import gc

    gc.collect()


def _silence_stdout() -> None:
    devnull = os.open(os.devnull, os.O_WRONLY)
    if sys.stdout is not None:
        with contextlib.suppress(OSError, ValueError):
            os.dup2(devnull, sys.stdout.fileno())


if __name__ == "__main__":
    raise SystemExit(main())
