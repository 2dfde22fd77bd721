"""The one way the window runs work in the background: the work's return value, its partial
results in order, its newest progress, its failure, cancelling, and waiting (which serves a
worker that needs the window's thread); every signal arrives on the window's thread."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QObject, Qt, Signal, Slot
from pytestqt.qtbot import QtBot

from freecell_gui.ui.background import BackgroundTask, TaskControl


class Recorder:
    """What a task said, and on which thread each signal came."""

    def __init__(self, task: BackgroundTask[object]) -> None:
        self.events: list[tuple[str, object]] = []
        self.threads: set[int] = set()
        for name in ("progressed", "handed_over", "finished", "failed"):
            getattr(task, name).connect(lambda value, name=name: self._record(name, value))

    def _record(self, name: str, value: object) -> None:
        self.threads.add(threading.get_ident())
        self.events.append((name, value))

    def of(self, name: str) -> list[object]:
        return [value for kind, value in self.events if kind == name]


def run(work: object) -> tuple[BackgroundTask[object], Recorder]:
    task: BackgroundTask[object] = BackgroundTask(work, name="test task")  # type: ignore[arg-type]
    recorder = Recorder(task)
    task.start()
    assert task.wait(30)
    return task, recorder


def test_partial_results_in_order_then_the_result_all_on_the_window_thread(qtbot: QtBot) -> None:
    def work(control: TaskControl) -> str:
        for number in range(500):
            control.hand_over(number)
        return "done"

    task, recorder = run(work)
    assert recorder.of("handed_over") == list(range(500))
    assert recorder.events[-1] == ("finished", "done")
    assert recorder.threads == {threading.get_ident()}
    assert not task.running


def test_progress_keeps_only_the_newest_and_never_floods_the_window(qtbot: QtBot) -> None:
    def work(control: TaskControl) -> None:
        for done in range(1, 100_001):
            control.report(done)

    _, recorder = run(work)
    progress = recorder.of("progressed")
    assert progress[-1] == 100_000  # the last one is never lost
    assert progress == sorted(progress) and len(progress) < 100_000
    assert recorder.events[-1] == ("finished", None)


def test_an_error_ends_the_task_with_failed_only(qtbot: QtBot) -> None:
    def work(control: TaskControl) -> None:
        control.hand_over(1)
        raise OSError("disk full")

    _, recorder = run(work)
    assert recorder.of("handed_over") == [1]
    [error] = recorder.of("failed")
    assert isinstance(error, OSError) and str(error) == "disk full"
    assert recorder.of("finished") == []


def test_cancel_is_seen_by_the_work_which_ends_as_usual(qtbot: QtBot) -> None:
    started = threading.Event()

    def work(control: TaskControl) -> int:
        started.set()
        rounds = 0
        while not control.cancelled():
            rounds += 1
            started.wait(0.001)
        return rounds

    task: BackgroundTask[int] = BackgroundTask(work, name="test cancel")
    results: list[int] = []
    task.finished.connect(results.append)
    task.start()
    assert started.wait(30)
    task.cancel()
    assert task.cancel_requested
    assert task.wait(30)
    assert len(results) == 1 and results[0] >= 1


class _Drawer(QObject):
    """Made on the window's thread; a worker asks it through a blocking queued signal."""

    wanted = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.wanted.connect(self._answer, Qt.ConnectionType.BlockingQueuedConnection)

    @Slot(object)
    def _answer(self, box: list[int]) -> None:
        box.append(threading.get_ident())


@pytest.mark.timeout(60)
def test_waiting_serves_a_worker_that_asks_the_window_thread(qtbot: QtBot) -> None:
    # A wait that only joined the thread would hang here for ever: the worker waits on the
    # window's thread, which waits on the worker.
    drawer = _Drawer()

    def work(_control: TaskControl) -> int:
        box: list[int] = []
        drawer.wanted.emit(box)
        return box[0]

    _, recorder = run(work)
    assert recorder.of("finished") == [threading.get_ident()]


def test_a_wait_with_a_timeout_says_the_work_goes_on(qtbot: QtBot) -> None:
    release = threading.Event()
    task: BackgroundTask[None] = BackgroundTask(lambda _control: release.wait(30) and None, name="slow")
    task.start()
    assert not task.wait(0.05)
    release.set()
    assert task.wait(30)


def test_waiting_for_a_task_never_started_returns_at_once(qtbot: QtBot) -> None:
    task: BackgroundTask[None] = BackgroundTask(lambda _control: None, name="idle")
    assert task.wait()


def test_newest_only_partials_keep_the_last_and_drop_those_it_supersedes(qtbot: QtBot) -> None:
    def work(control: TaskControl) -> None:
        for better in range(50_000, 0, -1):  # better and better solutions: shorter each time
            control.hand_over(better, newest_only=True)

    _, recorder = run(work)
    solutions = recorder.of("handed_over")
    assert solutions[-1] == 1 and len(solutions) < 50_000
    assert solutions == sorted(solutions, reverse=True)
