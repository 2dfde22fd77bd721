"""A stop signal is honoured from the first line of our code: the entry point sets its handlers
before any other import, and a signal at any moment of the start ends the program with the
signal's status and one line, never the signal's default death or a traceback.

The moments are import events, seen by an audit hook in the program's own process, so the test
does not depend on how fast the machine is."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]

# Run as the console script is: `from freecell_gui.entry import main; sys.exit(main())`.
PROBE = """
import json, os, signal, sys

SEND_AT = int(os.environ["SEND_AT"])  # the import event, counted from the first of ours
NUMBER = int(os.environ["SIGNAL"])
seen = []

def hook(event, args):
    if event != "import" or not (seen or args[0].startswith("freecell_gui")):
        return
    seen.append([args[0], signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL])
    if len(seen) == SEND_AT:
        with open(os.environ["MARKER"], "w") as marker:
            json.dump(seen, marker)
        os.kill(os.getpid(), NUMBER)

sys.addaudithook(hook)
sys.argv = ["freecell-gui", "deal", "617"]
from freecell_gui.entry import main
status = main()
with open(os.environ["MARKER"] + ".all", "w") as marker:
    json.dump(seen, marker)
raise SystemExit(status)
"""


def _start(send_at: int, number: int, tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], Path]:
    marker = tmp_path / f"sent-{send_at}-{number}"
    env = {
        **os.environ,
        "PYTHONPATH": str(REPOSITORY),
        "SEND_AT": str(send_at),
        "SIGNAL": str(number),
        "MARKER": str(marker),
    }
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        preexec_fn=_default_stop_signals,
    )
    return result, marker


def _default_stop_signals() -> None:
    """The program starts with the stop signals' defaults, however the tests were started: a shell
    that runs a command in the background (`.ci/run &`, nohup) makes it ignore SIGINT, and the
    program, inheriting that, rightly ignored a Ctrl-C sent before its first line."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def test_the_handlers_are_set_before_anything_but_the_entry_point_loads(tmp_path: Path) -> None:
    result, marker = _start(0, signal.SIGTERM, tmp_path)
    assert result.returncode == 0, result.stderr
    imports = json.loads(Path(str(marker) + ".all").read_text())
    before = [name for name, handled in imports if not handled]
    assert set(before) <= {"freecell_gui", "freecell_gui.entry", "signal"}, before
    assert len(imports) > 50  # the command line's imports were all seen


@pytest.mark.parametrize("send_at", [1, 2, 3, 4, 6, 10, 20, 40, 80, 160, 320])
@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_during_the_start_ends_the_program_cleanly(
    send_at: int, number: int, tmp_path: Path
) -> None:
    result, marker = _start(send_at, number, tmp_path)
    if not marker.exists():  # the start had fewer imports than that: the command ran
        assert result.returncode == 0, result.stderr
        return
    handled = json.loads(marker.read_text())[-1][1]
    if not handled:  # before our first line (only `import freecell_gui` itself): the default
        assert send_at <= 2 and result.returncode == -number, result.stderr
        return
    assert result.returncode == 128 + number, result.stderr
    assert result.stderr in ("freecell-gui: terminated\n", "freecell-gui: interrupted\n"), result.stderr
    assert result.stdout == ""  # nothing was written yet
