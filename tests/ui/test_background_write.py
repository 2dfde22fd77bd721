"""Writes from the window run off the UI thread (ui/background_write.py): a pipe whose reader
never reads leaves the event loop running, shows a Cancel button, and a cancel (or quitting)
ends the job for the window at once and stops the write's thread too, the pipe still unread;
a file is never left half written nor a temporary file beside it; the window's save paths
(Save Game, the moves panel's Save) go through it.

Every test that waits on a pipe drains it after a while whatever happens, so a write that
blocked the UI thread (as before) makes the test fail, not hang.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox
from pytestqt.qtbot import QtBot

from freecell_gui.core.system.atomic_file import write_atomically
from freecell_gui.ui.background_write import (
    PROGRESS_AFTER_MS,
    FileWrite,
    WriteOutcome,
    WriteProgress,
    cancel_all_writes,
    running_writes,
    start_write,
)
from freecell_gui.ui.main_window import MainWindow
from tests.ui.stalled_pipe import stalled_pipe

RELEASE_S = 5.0
"""A stalled pipe is drained after this long, whatever happens."""


def _served_while(job: FileWrite, qtbot: QtBot) -> bool:
    """True if the UI thread's event loop ran a timer while `job` was still writing."""
    seen: list[bool] = []
    QTimer.singleShot(20, lambda: seen.append(job.running()))
    qtbot.waitUntil(lambda: bool(seen), timeout=int(RELEASE_S * 4000))
    return seen[0]


def _leftovers(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if path.name.endswith(".part"))


@pytest.fixture
def main(qtbot: QtBot) -> QMainWindow:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_write_that_waits_shows_progress_and_cancel_stops_it(
    qtbot: QtBot, main: QMainWindow, tmp_path: Path
) -> None:
    with stalled_pipe(tmp_path) as pipe:
        pipe.drain_later(RELEASE_S)
        job = start_write(main, pipe.path, b"the moves\n" * 10_000, "Saving the moves to {name}\u2026")
        assert _served_while(job, qtbot)
        qtbot.waitUntil(lambda: bool(main.findChildren(WriteProgress)), timeout=PROGRESS_AFTER_MS * 20)
        (progress,) = main.findChildren(WriteProgress)
        assert progress.cancel_button.accessibleName() and progress.cancel_button.toolTip()
        assert pipe.path.name in progress.label.text()
        with qtbot.waitSignal(job.finished, timeout=60_000) as finished:
            progress.cancel_button.click()
        assert finished.args == [WriteOutcome(pipe.path, cancelled=True)]
        assert not pipe.drained.is_set(), "the cancel came only once the pipe was read"
        assert job.running() is False and job not in running_writes()
        assert job.thread_ended(RELEASE_S / 2), "the cancelled write's thread went on waiting"
        assert not pipe.drained.is_set(), "the thread ended only once the pipe was read"
        assert job.outcome == WriteOutcome(pipe.path, cancelled=True)
    qtbot.waitUntil(lambda: not main.findChildren(WriteProgress), timeout=60_000)
    assert job not in running_writes()


def test_a_quick_write_shows_no_progress(qtbot: QtBot, main: QMainWindow, tmp_path: Path) -> None:
    target = tmp_path / "moves.txt"
    job = start_write(main, target, b"26 76\n", "Saving the moves")
    assert job.wait(5) == WriteOutcome(target)
    assert target.read_bytes() == b"26 76\n"
    qtbot.wait(PROGRESS_AFTER_MS + 200)
    assert not main.findChildren(WriteProgress)


def test_a_failed_write_says_why_in_one_line(main: QMainWindow, tmp_path: Path) -> None:
    outcome = start_write(main, tmp_path / "missing" / "x.txt", b"x", "Saving").wait(5)
    assert outcome is not None and not outcome.written and not outcome.cancelled
    assert outcome.error is not None and outcome.error.startswith("cannot write")
    assert "\n" not in outcome.error and "does not exist" in outcome.error


def test_quitting_cancels_the_writes_under_way(qtbot: QtBot, main: QMainWindow, tmp_path: Path) -> None:
    with stalled_pipe(tmp_path) as pipe:
        pipe.drain_later(RELEASE_S)
        jobs = [start_write(main, pipe.path, b"x" * 70_000, "Exporting the image") for _ in range(3)]
        qtbot.waitUntil(lambda: all(job.running() for job in jobs), timeout=60_000)
        cancel_all_writes()  # what QCoreApplication.aboutToQuit runs
        assert [job.outcome for job in jobs] == [WriteOutcome(pipe.path, cancelled=True)] * 3
        assert not pipe.drained.is_set()
        assert not running_writes()
        assert all(job._task._thread.daemon for job in jobs)  # never holds up the exit
        assert all(job.thread_ended(RELEASE_S / 2) for job in jobs)  # stopped, the pipe unread
        assert not pipe.drained.is_set()


def test_quitting_is_hooked(main: QMainWindow, tmp_path: Path) -> None:
    start_write(main, tmp_path / "a.txt", b"a", "Saving").wait(5)
    app = QCoreApplication.instance()
    assert app is not None
    assert app.receivers("2aboutToQuit()") >= 1


def test_a_writer_that_is_not_started_can_be_cancelled(tmp_path: Path) -> None:
    job = FileWrite(tmp_path / "a.txt", b"a", "Saving")
    job.cancel()
    job.start()
    assert job.wait(5) == WriteOutcome(tmp_path / "a.txt", cancelled=True)
    assert not (tmp_path / "a.txt").exists()


# Cancelling at any moment: the window hears of it at once, and the file (which the thread
# left behind may still write) is whole or untouched, with nothing left beside it.
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    size=st.integers(0, 400_000),
    delay=st.floats(0, 0.02),
    existing=st.booleans(),
)
def test_a_cancel_at_any_moment_leaves_a_file_whole_or_untouched(
    tmp_path_factory: pytest.TempPathFactory, size: int, delay: float, existing: bool
) -> None:
    folder = tmp_path_factory.mktemp("cancel")
    target = folder / "game.fcgame"
    if existing:
        target.write_bytes(b"the old game")
    data = bytes(range(256)) * (size // 256) + b"!"
    job = FileWrite(target, data, "Saving the game")
    job.start()
    time.sleep(delay)
    job.cancel()
    outcome = job.wait(10)
    assert outcome is not None and (outcome.written or outcome.cancelled)
    assert job.thread_ended(10)
    assert _leftovers(folder) == []
    if outcome.written or (target.exists() and target.read_bytes() != b"the old game"):
        assert target.read_bytes() == data
    elif existing:
        assert target.read_bytes() == b"the old game"
    else:
        assert not target.exists()


# A pipe's reader that reads everything, nothing (the user cancels), or leaves: written,
# cancelled, or one line that says the reader went away; never a wait on the UI thread.
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(size=st.integers(1, 400_000), reader=st.sampled_from(["reads", "never", "leaves"]))
def test_pipes_readers_of_every_kind(
    qtbot: QtBot, tmp_path_factory: pytest.TempPathFactory, size: int, reader: str
) -> None:
    folder = tmp_path_factory.mktemp("pipe")
    data = b"m" * size
    with stalled_pipe(folder) as pipe:
        job = FileWrite(pipe.path, data, "Saving")
        job.start()
        if reader == "reads":
            assert pipe.drain(timeout=60, at_least=size) == data
            assert job.wait(10) == WriteOutcome(pipe.path)
        elif reader == "never":
            assert job.wait(0.05) is None  # waiting on the pipe, off the UI thread
            job.cancel()
            assert job.wait(5) == WriteOutcome(pipe.path, cancelled=True)
            assert job.thread_ended(10)  # told to stop: no need for the reader to go away
        else:
            qtbot.waitUntil(job.running, timeout=60_000)
            pipe.close()
            outcome = job.wait(10)
            assert outcome is not None and outcome.error is not None, outcome
            assert outcome.error.startswith("cannot write") and "\n" not in outcome.error


def test_the_write_runs_write_atomically_off_the_ui_thread(main: QMainWindow, tmp_path: Path) -> None:
    threads: list[threading.Thread] = []

    def write(path: Path, data: bytes, cancelled: Callable[[], bool] | None = None) -> None:
        threads.append(threading.current_thread())
        write_atomically(path, data, cancelled)

    start_write(main, tmp_path / "a.txt", b"a", "Saving", write).wait(5)
    assert threads and threads[0] is not threading.main_thread() and threads[0].daemon


# The window's own writes.
def test_save_game_to_a_stalled_pipe_does_not_block_the_window(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    with stalled_pipe(tmp_path) as pipe:
        pipe.drain_later(RELEASE_S)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (str(pipe.path), ""))
        window.game_files.save_action.trigger()
        assert not pipe.drained.is_set(), "Save Game waited for the pipe on the UI thread"
        (job,) = running_writes()
        assert _served_while(job, qtbot)
        job.cancel()
        assert job.wait(5) == WriteOutcome(pipe.path, cancelled=True)
    qtbot.waitUntil(lambda: "not saved" in window.statusBar().currentMessage(), timeout=60_000)
    assert "cancelled" in window.statusBar().currentMessage() and not warnings


def test_save_game_writes_the_game_and_says_so(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "617.fcgame"
    job = window.game_files.save(target)
    assert job.wait(5) == WriteOutcome(target)
    assert window.statusBar().currentMessage().startswith("Saved the game (0 moves done)")
    assert window.game_files.open(target)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    failed = window.game_files.save(tmp_path / "missing" / "x.fcgame")
    assert failed.wait(5) is not None
    assert len(warnings) == 1 and "does not exist" in warnings[0] and "\n" not in warnings[0]


def test_the_moves_panels_save_button_does_not_block_the_window(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.model.set_number(10913)
    panel = window.moves_panel  # type: ignore[attr-defined]
    assert panel.load_text("26 76 72 72")
    assert panel.save_button.isEnabled()
    messages: list[str] = []
    panel.message.connect(messages.append)
    with stalled_pipe(tmp_path) as pipe:
        pipe.drain_later(RELEASE_S)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (str(pipe.path), ""))
        panel.save_button.click()
        assert not pipe.drained.is_set(), "Save waited for the pipe on the UI thread"
        (job,) = running_writes()
        assert _served_while(job, qtbot)
        assert pipe.drain(timeout=60, at_least=11).split() == [b"26", b"76", b"72", b"72"]
        assert job.wait(5) == WriteOutcome(pipe.path)
    qtbot.waitUntil(lambda: bool(messages), timeout=60_000)
    assert messages[-1].startswith("Saved 4 moves")


def test_without_a_status_bar_the_progress_shows_in_a_small_window_of_its_own(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    with stalled_pipe(tmp_path) as pipe:
        pipe.drain_later(RELEASE_S)
        job = start_write(parent, pipe.path, b"x" * 100_000, "Saving the moves to {name}\u2026")
        qtbot.waitUntil(lambda: bool(parent.findChildren(WriteProgress)), timeout=PROGRESS_AFTER_MS * 20)
        (progress,) = parent.findChildren(WriteProgress)
        assert progress.isWindow() and progress.isVisible()
        assert progress.windowTitle() == f"Saving the moves to {pipe.path.name}\u2026"
        progress.cancel_button.click()
        assert job.outcome == WriteOutcome(pipe.path, cancelled=True)
        qtbot.waitUntil(lambda: not parent.findChildren(WriteProgress), timeout=60_000)
