"""One window for one history, in the real window (Xvfb, xcb): a second start hands its deal to
the window already open and exits, so whatever was played in either is in the history after the
quit; two starts at the same instant on a fresh history make one window; a crash's socket does
not stop the next start; a file that is not ours at the socket's name is left alone; and Qt's own
options end in one line and status 2, or a window clamped to the screen."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from freecell_gui.core.history.store import GameResult, open_history
from freecell_gui.ui.single_instance import socket_candidates
from tests.ui.test_real_window_keep import keyboard_moves
from tests.ui.xserver import XServer, xvfb

pytestmark = pytest.mark.xvfb


@pytest.fixture
def xserver(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[XServer]:
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))  # socket_candidates here names the app's socket
    with xvfb(tmp_path / "home", 1600, 1000) as server:
        server.env["XDG_RUNTIME_DIR"] = str(runtime)
        yield server


def history_folder(tmp_path: Path) -> Path:
    return tmp_path / "home" / "data" / "freecell-gui" / "freecell-gui"


def play(xserver: XServer, title: str, moves: list[str]) -> None:
    xserver.focus_window(title)
    time.sleep(0.5)
    for text in moves:
        xserver.run("xdotool", "key", "--delay", "120", text[0], text[1])
        time.sleep(0.6)  # the card's flight


def second_start(xserver: XServer, *arguments: str) -> tuple[int, str]:
    """Start the app while one is open: its status and its stderr."""
    app = xserver.start_app(*arguments)
    _out, errors = app.communicate(timeout=60)
    return app.returncode, errors


def moves_of(record_moves: str) -> list[str]:
    return record_moves.split(":")[1].split() if record_moves else []


def test_a_second_start_hands_its_deal_to_the_open_window_and_both_games_are_kept(
    xserver: XServer, tmp_path: Path
) -> None:
    first_moves, second_moves = keyboard_moves(617, 2), keyboard_moves(618, 3)
    with xserver.running_app("--deal", "617"):
        play(xserver, "Deal #617", first_moves)
        status, errors = second_start(xserver, "--deal", "618")
        assert status == 0 and errors == "freecell-gui: already open: its window shows deal 618\n"
        # Moves were made: the window asks first, as it does for a deal chosen in it.
        xserver.focus_window("Leave This Game")
        xserver.run("xdotool", "key", "Return")
        play(xserver, "Deal #618", second_moves)
        status, errors = second_start(xserver)  # no deal: the window only comes to the front
        assert status == 0 and "Traceback" not in errors
        xserver.wait_for_window("Deal #618")
    with open_history(history_folder(tmp_path)).store as store:
        records = {record.deal: record for record in store.history()}
    assert set(records) == {617, 618}
    assert moves_of(records[617].moves) == first_moves and records[617].result is GameResult.GIVEN_UP
    assert moves_of(records[618].moves) == second_moves and records[618].result is GameResult.IN_PROGRESS


@pytest.mark.parametrize("attempt", range(3))
def test_two_starts_at_the_same_instant_on_a_fresh_history_make_one_window(
    xserver: XServer, tmp_path: Path, attempt: int
) -> None:
    first = xserver.start_app("--deal", "617")
    second = xserver.start_app("--deal", "618")
    try:
        statuses = []
        deadline = time.monotonic() + 30
        while not statuses and time.monotonic() < deadline:
            statuses = [app for app in (first, second) if app.poll() is not None]
            time.sleep(0.1)
        assert len(statuses) == 1, "exactly one start hands over and exits"
        handed = statuses[0]
        assert handed.returncode == 0
        shown = 618 if handed is second else 617
        play(xserver, f"Deal #{shown}", keyboard_moves(shown, 2))
        xserver.run("xdotool", "key", "ctrl+q")
        window = first if handed is second else second
        assert window.wait(timeout=60) == 0
    finally:
        for app in (first, second):
            if app.poll() is None:
                app.kill()
            _out, errors = app.communicate(timeout=60)
            assert "Traceback" not in errors, errors
    with open_history(history_folder(tmp_path)).store as store:
        record = store.last_game()
        assert record is not None and record.deal == shown and len(moves_of(record.moves)) == 2


def test_a_crash_leaves_nothing_that_stops_the_next_start(xserver: XServer, tmp_path: Path) -> None:
    crashed = xserver.start_app("--deal", "617")
    xserver.wait_for_window("Deal #617")
    time.sleep(1.0)  # listening, after the first paint
    sockets = [Path(name) for name in socket_candidates(history_folder(tmp_path)) if Path(name).exists()]
    assert len(sockets) == 1
    crashed.send_signal(signal.SIGKILL)
    crashed.communicate(timeout=60)
    assert sockets[0].exists()  # what a crash leaves: the socket file (the lock went with the process)
    with xserver.running_app("--deal", "618"):
        xserver.wait_for_window("Deal #618")
        time.sleep(1.0)
        status, _errors = second_start(xserver, "--deal", "619")
        assert status == 0
        xserver.wait_for_window("Deal #619")


def test_a_file_that_is_not_ours_at_the_socket_name_is_left_alone(xserver: XServer, tmp_path: Path) -> None:
    history_folder(tmp_path).mkdir(parents=True)
    taken = Path(socket_candidates(history_folder(tmp_path))[0])
    taken.write_bytes(b"someone else's")
    with xserver.running_app("--deal", "617"):
        xserver.wait_for_window("Deal #617")
        time.sleep(1.0)
        status, _errors = second_start(xserver, "--deal", "618")
        assert status == 0
        xserver.wait_for_window("Deal #618")
    assert taken.read_bytes() == b"someone else's"


def test_a_second_start_that_gets_no_answer_opens_a_window_with_a_game_of_its_own(
    xserver: XServer, tmp_path: Path
) -> None:
    frozen = xserver.start_app("--deal", "617")
    try:
        xserver.wait_for_window("Deal #617")
        time.sleep(1.0)
        frozen.send_signal(signal.SIGSTOP)  # holds the lock, answers nothing
        moves = keyboard_moves(620, 1)
        with xserver.running_app("--deal", "620"):
            play(xserver, "Deal #620", moves)
    finally:
        frozen.send_signal(signal.SIGCONT)
        frozen.kill()
        frozen.communicate(timeout=60)
    with open_history(history_folder(tmp_path)).store as store:
        record = store.last_game()
        assert record is not None and record.deal == 620 and moves_of(record.moves) == moves


@pytest.mark.parametrize(
    ("options", "says"),
    [
        (["-platform", "bogus"], 'no Qt platform plugin is named "bogus"'),
        (["-platform", ""], "-platform needs a value"),
        (["-platform="], "-platform needs a value"),
        (["-display", ":999"], "could not connect to display :999"),
        (["-qwindowgeometry", "huge"], "is not a window geometry"),
        (["-geometry", "0x0"], "needs a width and a height"),
    ],
)
def test_qt_options_it_cannot_use_end_in_one_line_and_status_2(
    xserver: XServer, options: list[str], says: str
) -> None:
    env = {key: value for key, value in xserver.env.items() if key != "QT_QPA_PLATFORM"}
    result = subprocess.run(
        [sys.executable, "-m", "freecell_gui", *options],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and says in result.stderr, result.stderr
    assert result.stderr.startswith("freecell-gui: error: ")


def test_a_window_geometry_larger_than_the_screen_is_clamped_to_it(xserver: XServer) -> None:
    with xserver.running_app("--deal", "617", "-qwindowgeometry", "100000x100000+50+50") as app:
        window = xserver.focus_window("Deal #617")
        time.sleep(1.0)
        geometry = dict(
            line.split("=", 1)
            for line in xserver.run("xdotool", "getwindowgeometry", "--shell", window).split()
        )
        assert int(geometry["WIDTH"]) <= 1600 and int(geometry["HEIGHT"]) <= 1000
        memory = Path(f"/proc/{app.pid}/status").read_text()
        resident_kb = int(next(line for line in memory.splitlines() if line.startswith("VmRSS")).split()[1])
        assert resident_kb < 1_000_000, f"{resident_kb} kB resident"
        assert os.path.exists(f"/proc/{app.pid}")
