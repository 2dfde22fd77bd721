"""The programs' entry point: a stop signal is honoured from the first line of our code.

What comes before that line is the Python interpreter's own start (the interpreter, `site`, the
installed packages' path hooks: some tens of milliseconds) and `freecell_gui/__init__.py`,
which imports nothing. A SIGTERM then ends the process as the signal's default does (the shell
reports 143, Python's subprocess -15) and a Ctrl-C prints Python's KeyboardInterrupt; either
way nothing of ours has run, so nothing has been read or written yet.

From the first line below, a Ctrl-C or SIGTERM ends the program cleanly: loading the command
line imports a good deal of code (the solver, the finder, the formats), and a signal that
arrives meanwhile ends the program as one that arrives later does (exit 130 or 143, one line on
stderr), not with a traceback from inside an import. The handlers are set before any other
import, with the standard library's `signal` alone.
"""

import signal as _signal

_arrived: list[int] = []


class _StoppedEarly(KeyboardInterrupt):
    """A stop signal while the command line loads (the handler imports nothing: an import from
    inside another one, half done, can fail)."""


def _stop_early(signal_number: int, frame: object) -> None:
    # Remembered as well as raised: an import may swallow the exception on its way out.
    _arrived.append(signal_number)
    raise _StoppedEarly


import sys  # noqa: E402  (built in, always loaded already: nothing is imported)


def _spawned_worker() -> bool:
    """True in a worker process that multiprocessing started: it imports this module as part of
    the program's main module, and is started as `python -c ... --multiprocessing-fork` (or the
    frozen program with that argument: multiprocessing.spawn.is_forking's own test)."""
    return len(sys.argv) >= 2 and sys.argv[1] == "--multiprocessing-fork"


if _spawned_worker():
    # A worker leaves Ctrl-C to its parent, and a SIGTERM (its parent stopping it) ends it as
    # the signal's default does: quietly, never with a traceback from inside its start.
    _EARLY = [
        _signal.signal(_signal.SIGINT, _signal.SIG_IGN),
        _signal.signal(_signal.SIGTERM, _signal.SIG_DFL),
    ]
else:
    _EARLY = [_signal.signal(number, _stop_early) for number in (_signal.SIGINT, _signal.SIGTERM)]


def main() -> int:
    """Run `freecell-gui` (the window, or a subcommand) and return its exit status."""
    for number in (_signal.SIGINT, _signal.SIGTERM):  # again: this module may be long imported
        _signal.signal(number, _stop_early)
    try:
        import atexit

        from freecell_gui.cli.main import main as run_command_line
        from freecell_gui.core.system.stop_signals import STOP_SIGNALS, Stopped

        if _arrived:
            raise _StoppedEarly

        def stop(signal_number: int, frame: object) -> None:
            raise Stopped(signal_number)

        # Loaded: from here a signal is the Stopped every command knows (130 or 143, one line).
        for number in STOP_SIGNALS:
            _signal.signal(number, stop)
    except _StoppedEarly:
        arrived = _arrived[0]
        if sys.stderr is not None:  # a windowed executable has none
            sys.stderr.write(
                f"freecell-gui: {'interrupted' if arrived == _signal.SIGINT else 'terminated'}\n"
            )
        return 128 + arrived
    # Registered before the command imports anything that registers its own (multiprocessing
    # does): atexit runs the last registered first, so this one runs after all of them.
    atexit.register(_ignore_stop_signals)
    status = run_command_line()
    _end_at_once_on_a_stop(status)
    return status


def _end_at_once_on_a_stop(status: int) -> None:
    """The command is done and its status decided: a stop signal while the interpreter winds
    down (threads joined, exit hooks, Qt's objects freed: up to a few tenths of a second) ends
    the process at once with that status, never with a traceback from inside an exit hook."""

    import contextlib
    import os

    def ended(signal_number: int, frame: object) -> None:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):  # the stream may be closed, or mid-write
                if stream is not None:
                    stream.flush()
        os._exit(status)

    for number in (_signal.SIGINT, _signal.SIGTERM):
        _signal.signal(number, ended)


def _ignore_stop_signals() -> None:
    """The last exit hook: what remains is the interpreter freeing itself, which resets every
    handler of ours to the signal's default, so a stop signal then killed the finished program
    (status -2 or -15, no word). Ignored handlers are kept: the program ends with its status."""
    for number in (_signal.SIGINT, _signal.SIGTERM):
        _signal.signal(number, _signal.SIG_IGN)


if __name__ == "__main__":
    raise SystemExit(main())
