"""The programs' entry point: a stop signal is honoured from the first instant.

Loading the command line imports a good deal of code (the solver, the finder, the formats); a
Ctrl-C or SIGTERM that arrives meanwhile must end the program as cleanly as one that arrives
later (exit 130 or 143, one line on stderr), not with a traceback from inside an import.
"""

from __future__ import annotations

import signal
import sys
from types import FrameType

from freecell_gui.core.system.stop_signals import STOP_SIGNALS, Stopped

_arrived: list[int] = []


def _stop(signal_number: int, frame: FrameType | None) -> None:
    # Remembered as well as raised: an import may swallow the exception on its way out.
    _arrived.append(signal_number)
    raise Stopped(signal_number)


def main() -> int:
    """Run `freecell-gui` (the window, or a subcommand) and return its exit status."""
    for number in STOP_SIGNALS:
        signal.signal(number, _stop)
    try:
        from freecell_gui.cli.main import main as run_command_line

        if _arrived:
            raise Stopped(_arrived[0])
    except Stopped as stop:
        sys.stderr.write(f"freecell-gui: {stop.reason}\n")
        return stop.exit_status
    return run_command_line()


if __name__ == "__main__":
    raise SystemExit(main())
