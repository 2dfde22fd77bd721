"""Later starts while the real window asks Leave This Game? (Xvfb, xcb): one question on the
screen however many starts come, the newest deal shown after the player's yes, and both games in
the history."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from freecell_gui.core.history.store import GameResult, open_history
from tests.ui.test_real_window_keep import keyboard_moves
from tests.ui.test_real_window_single import history_folder, moves_of, play, second_start, xserver
from tests.ui.xserver import XServer

__all__ = ["xserver"]  # the fixture, shared with the single-instance tests

QUESTION = "Leave This Game"


def _questions(xserver: XServer) -> list[str]:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", QUESTION],
        env=xserver.env,
        capture_output=True,
        text=True,
        check=False,
    )
    return found.stdout.split()


def test_starts_during_the_leave_question_never_stack_a_second_one(xserver: XServer, tmp_path: Path) -> None:
    first_moves = keyboard_moves(617, 2)
    with xserver.running_app("--deal", "617"):
        play(xserver, "Deal #617", first_moves)
        status, _errors = second_start(xserver, "--deal", "618")
        assert status == 0
        xserver.wait_for_window(QUESTION)
        for number in (700, 1000):  # two more starts while it is open
            status, errors = second_start(xserver, "--deal", str(number))
            assert status == 0 and errors == f"freecell-gui: already open: its window shows deal {number:,}\n"
        time.sleep(1)  # what the starts' requests did in the window has happened by now
        questions = _questions(xserver)
        assert len(questions) == 1
        # The window came forward, and the question above it with the keys (not hidden behind it).
        assert xserver.run("xdotool", "getwindowfocus").split() == questions
        xserver.run("xdotool", "key", "Return")  # Yes: the default
        xserver.focus_window("Deal #1,000")
        assert _questions(xserver) == []
    with open_history(history_folder(tmp_path)).store as store:
        records = {record.deal: record for record in store.history()}
    assert moves_of(records[617].moves) == first_moves and records[617].result is GameResult.GIVEN_UP
    assert 618 not in records and 700 not in records  # never shown: the question was for the newest
