"""A stop signal after the command is done (freecell_gui/entry.py): while the interpreter winds
down, a Ctrl-C or SIGTERM killed the finished program by the signal (status -2 or -15, no word,
the file it wrote whole), or raised inside an exit hook with a traceback. The program now ends
with the command's own status, without a word."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent(
    """
    import atexit, os, signal, sys, time
    import freecell_gui.cli.main as cli
    from freecell_gui.entry import main

    number = getattr(signal, sys.argv[1])

    def stop_in_the_teardown():
        os.kill(os.getpid(), number)
        time.sleep(0.3)  # a teardown that takes a moment (Qt's objects freed, threads joined)

    if sys.argv[2] == "last":  # registered first: after every other exit hook, the entry's too
        atexit.register(stop_in_the_teardown)

    def command():
        if sys.argv[2] == "hooks":  # a hook of the command's (multiprocessing registers one)
            atexit.register(stop_in_the_teardown)
        print("done", flush=True)
        return 3

    cli.main = command
    raise SystemExit(main())
    """
)


@pytest.mark.parametrize("stage", ["hooks", "last"])
@pytest.mark.parametrize("name", ["SIGINT", "SIGTERM"])
def test_a_stop_signal_after_the_command_ends_it_with_its_own_status(name: str, stage: str) -> None:
    ended = subprocess.run(
        [sys.executable, "-c", SCRIPT, name, stage], capture_output=True, text=True, timeout=120, check=False
    )
    assert ended.stdout == "done\n"
    assert ended.stderr == ""
    assert ended.returncode == 3, (ended.returncode, -getattr(signal, name))
