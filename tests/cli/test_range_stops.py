"""A stop however early in `solve A-B --summary`: the summary of what finished (perhaps none)
and the --out file are there, and the status is the signal's."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from freecell_gui.cli import solve
from freecell_gui.cli.main import main
from freecell_gui.core.ranges import driver, local_pool


def _signal_during(target: Any, name: str, number: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make `target.name` send `number` to this process as it starts."""
    original: Callable[..., Any] = getattr(target, name)

    def signalled(*args: Any, **kwargs: Any) -> Any:
        os.kill(os.getpid(), number)
        return original(*args, **kwargs)

    monkeypatch.setattr(target, name, signalled)


MOMENTS = {
    "opening the file": (solve, "open_results"),
    "reading the file back": (driver.RangeSummary, "add"),
    "starting the workers": (local_pool.LocalPoolRunner, "__enter__"),
    "solving the first deal": (solve, "run_range"),
}


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_stop_before_the_first_deal_still_gives_the_summary_and_the_file(
    moment: str,
    number: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "r.jsonl"
    arguments = ["solve", "1-300", "--summary", "--fast", "--jobs", "2", "--out", str(path)]
    if moment == "reading the file back":
        assert main(["solve", "7", "--summary", "--fast", "--out", str(path)]) == 0
        arguments += ["--resume"]
    kept = path.read_bytes() if path.exists() else b""
    capsys.readouterr()
    _signal_during(*MOMENTS[moment], number, monkeypatch)
    status = main(arguments)
    out, err = capsys.readouterr()
    assert status == 128 + number, err
    assert out.startswith("deals "), (out, err)
    assert "interrupted after 0 of" in err and "Traceback" not in err
    assert path.exists() and path.read_bytes() == kept  # nothing lost, nothing half written


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_stop_as_the_workers_start_gives_the_summary_and_the_file(number: int, tmp_path: Path) -> None:
    # The case: Ctrl-C about 0.3 s in, while the workers start and no deal is done.
    path = tmp_path / "r.jsonl"
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", *COMMAND, str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    children = Path(f"/proc/{process.pid}/task/{process.pid}/children")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None and not _workers(children):
        time.sleep(0.005)
    process.send_signal(number)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 128 + number, err
    assert out.startswith("deals "), (out, err)
    assert "interrupted after" in err and "Traceback" not in err
    assert path.exists()


COMMAND = ["solve", "1-300", "--summary", "--fast", "--jobs", "2", "--out"]


def _workers(children: Path) -> bool:
    try:
        pids = children.read_text().split()
        return any("spawn_main" in Path(f"/proc/{pid}/cmdline").read_text() for pid in pids)
    except OSError:
        return False
