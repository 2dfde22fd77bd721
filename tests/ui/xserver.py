"""A private X server (Xvfb) for tests that open real windows with Qt's xcb platform."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

GRAB_SCRIPT = """
import sys
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(sys.argv[:1])
if not app.primaryScreen().grabWindow(0).save(sys.argv[1]):
    raise SystemExit("could not save the screenshot")
"""


@dataclass
class XServer:
    """A running Xvfb: its display name and an environment for programs that use it."""

    display: str
    env: dict[str, str]

    def run(self, *command: str, timeout: float = 30) -> str:
        """Run a command on this display; its standard output."""
        result = subprocess.run(
            command, env=self.env, capture_output=True, text=True, timeout=timeout, check=True
        )
        return result.stdout

    def wait_for_window(self, title: str, timeout: float = 90) -> str:  # a hang guard: a loaded machine
        """The X id of the first window whose title contains `title`, once it is mapped."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", title],
                env=self.env,
                capture_output=True,
                text=True,
                check=False,
            )
            if found.returncode == 0 and found.stdout.split():
                return found.stdout.split()[0]
            time.sleep(0.1)
        raise AssertionError(f"no window titled {title!r} appeared within {timeout} s")

    def start_app(self, *arguments: str) -> subprocess.Popen[str]:
        """Start freecell-gui on this display (output captured, as text)."""
        return subprocess.Popen(
            [sys.executable, "-m", "freecell_gui", *arguments],
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    @contextmanager
    def running_app(self, *arguments: str) -> Iterator[subprocess.Popen[str]]:
        """freecell-gui on this display for the duration: quit with Ctrl+Q at the end, which must
        exit 0, killed if anything failed, and never a traceback on its stderr."""
        app = self.start_app(*arguments)
        try:
            yield app
            self.run("xdotool", "key", "ctrl+q")
            assert app.wait(timeout=60) == 0
        finally:
            if app.poll() is None:
                app.kill()
            _out, errors = app.communicate(timeout=60)
        assert "Traceback" not in errors, errors

    def focus_window(self, title: str) -> str:
        """Wait for the window titled `title`, give it the keyboard focus and return its X id."""
        window = self.wait_for_window(title)
        self.run("xdotool", "windowfocus", "--sync", window)
        return window

    def screenshot(self, path: Path) -> Path:
        """The whole screen, as a PNG file, grabbed through Qt's xcb platform."""
        self.run(sys.executable, "-c", GRAB_SCRIPT, str(path))
        return path


def require_tools() -> None:
    """Xvfb and xdotool must be installed: CI installs them (.ci/run); elsewhere, skip."""
    missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
    if missing:
        message = f"{' and '.join(missing)} not installed (on Debian/Ubuntu: apt install xvfb xdotool)"
        if os.environ.get("CI"):
            pytest.fail(f"{message}; .ci/run should have installed it")
        pytest.skip(message)


@contextmanager
def xvfb(home: Path, width: int = 1280, height: int = 900) -> Iterator[XServer]:
    """Start Xvfb on a free display; settings and the game history go to `home`, so the user's
    are never touched."""
    require_tools()
    read_end, write_end = os.pipe()
    process = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise AssertionError("Xvfb did not start")
        env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "WAYLAND"))}
        env.update(
            DISPLAY=f":{number}",
            QT_QPA_PLATFORM="xcb",
            XDG_CONFIG_HOME=str(home),
            XDG_DATA_HOME=str(home / "data"),
            HOME=str(home),
        )
        yield XServer(f":{number}", env)
    finally:
        process.terminate()
        process.wait(timeout=10)
