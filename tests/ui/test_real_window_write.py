"""A write from the real window to a pipe whose reader never reads (Xvfb, xcb): Save Game
(Ctrl+S) to a full FIFO. While the write waits the window still answers the keyboard (PageDown
shows the next deal), the status bar shows the write with a Cancel button, and SIGTERM ends
the program, by the signal's status, while the write still waits.

Before, the write ran on the UI thread: the window froze until the pipe was read, and SIGTERM
waited with it."""

from __future__ import annotations

import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ui.stalled_pipe import stalled_pipe
from tests.ui.xserver import XServer, xvfb

pytestmark = pytest.mark.xvfb

HANG_GUARD_S = 20
"""The pipe is drained after this long whatever happens, so a window that froze ends too (and
the test fails rather than hangs)."""


@pytest.fixture
def xserver(tmp_path: Path) -> Iterator[XServer]:
    with xvfb(tmp_path / "home", 1280, 900) as server:
        yield server


def _title(xserver: XServer, window: str) -> str:
    return xserver.run("xdotool", "getwindowname", window)


def _wait_for(predicate, timeout: float) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def test_saving_to_a_stalled_pipe_leaves_the_window_live_and_sigterm_ends_it(
    xserver: XServer, tmp_path: Path
) -> None:
    with stalled_pipe(tmp_path) as pipe:
        pipe.drain_later(HANG_GUARD_S)
        app = xserver.start_app("--deal", "617")
        try:
            window = xserver.focus_window("Deal #617")
            time.sleep(0.5)
            xserver.run("xdotool", "key", "ctrl+s")
            dialog = xserver.wait_for_window("Save Game")
            xserver.run("xdotool", "windowfocus", "--sync", dialog)
            xserver.run("xdotool", "key", "ctrl+a")
            xserver.run("xdotool", "type", "--delay", "5", str(pipe.path))
            xserver.run("xdotool", "key", "Return")
            time.sleep(0.5)
            xserver.run("xdotool", "key", "alt+y")  # "stalled.fifo already exists: replace it?"
            assert _wait_for(lambda: "Save Game" not in _all_titles(xserver), 10)

            # The write waits on the full pipe; the window answers the keyboard meanwhile.
            xserver.run("xdotool", "windowfocus", "--sync", window)
            xserver.run("xdotool", "key", "Next")
            assert _wait_for(lambda: "Deal #618" in _title(xserver, window), 10), _title(xserver, window)
            assert not pipe.drained.is_set(), "the window answered only once the pipe was read"
            time.sleep(1.0)  # the progress line shows after half a second
            xserver.screenshot(tmp_path / "writing.png")

            app.send_signal(signal.SIGTERM)
            status = app.wait(timeout=HANG_GUARD_S)
            assert not pipe.drained.is_set(), "SIGTERM was honoured only once the pipe was read"
            assert status == 128 + signal.SIGTERM
        finally:
            if app.poll() is None:
                app.kill()
            _out, errors = app.communicate(timeout=60)
        assert "Traceback" not in errors, errors
        # The pipe never had room for the game (a write this small is all or nothing): nothing
        # of it reached the reader, not half a game.
        assert pipe.drain(timeout=60) == b""


def _all_titles(xserver: XServer) -> str:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "."],
        env=xserver.env,
        capture_output=True,
        text=True,
        check=False,
    )
    return "\n".join(_safe_title(xserver, window) for window in found.stdout.split())


def _safe_title(xserver: XServer, window: str) -> str:
    try:
        return _title(xserver, window)
    except subprocess.CalledProcessError:
        return ""
