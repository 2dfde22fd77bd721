"""The picture's reading as a background task's work (ui/picture/worker.py): the reading handed
over, the share searched reported, the identification the task's result; a cancel after the
reading ends it with None (the search not started), and a picture that cannot be read fails it with one line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from freecell_gui.core.picture.identify import Identification
from freecell_gui.core.picture.pixels import PictureError
from freecell_gui.core.picture.readings import TableReading
from freecell_gui.ui.background import BackgroundTask
from freecell_gui.ui.picture.worker import PictureWorker, shared_decks

DATA = Path(__file__).resolve().parents[2] / "picture" / "data"
WAIT_S = 120.0  # a loaded machine: a hang fails the test, it does not time it


def _task(worker: PictureWorker) -> tuple[BackgroundTask[Identification | None], dict[str, list[object]]]:
    task: BackgroundTask[Identification | None] = BackgroundTask(worker.run, name="test picture")
    heard: dict[str, list[object]] = {"read": [], "progress": [], "finished": [], "failed": []}
    task.handed_over.connect(heard["read"].append)
    task.progressed.connect(heard["progress"].append)
    task.finished.connect(heard["finished"].append)
    task.failed.connect(heard["failed"].append)
    return task, heard


def test_the_work_hands_over_the_reading_and_returns_the_deal(qtbot: QtBot) -> None:
    worker = PictureWorker(QImage(str(DATA / "ours-617.png")), shared_decks(), range(600, 700))
    task, heard = _task(worker)
    task.start()
    assert task.wait(WAIT_S)
    assert not heard["failed"], heard["failed"]
    (reading,) = heard["read"]
    assert isinstance(reading, TableReading)
    (result,) = heard["finished"]
    assert isinstance(result, Identification) and result.numbers == (617,)
    assert all(isinstance(share, float) and 0 <= share <= 1 for share in heard["progress"])
    assert worker.pixels is None  # let go of once read


def test_a_cancel_before_the_search_ends_the_work_with_nothing(qtbot: QtBot) -> None:
    worker = PictureWorker(QImage(str(DATA / "ours-617.png")), shared_decks())
    task, heard = _task(worker)
    task.cancel()  # the reading is not cut (a second or two); the search is never started
    task.start()
    assert task.wait(WAIT_S)
    assert len(heard["read"]) == 1 and heard["finished"] == [None] and not heard["failed"]


def test_a_picture_read_twice_fails_with_one_line(qtbot: QtBot) -> None:
    worker = PictureWorker(QImage(str(DATA / "ours-617.png")), shared_decks(), range(617, 618))
    first, _ = _task(worker)
    first.start()
    assert first.wait(WAIT_S)
    second, heard = _task(worker)
    second.start()
    assert second.wait(WAIT_S)
    (error,) = heard["failed"]
    assert isinstance(error, PictureError) and str(error) == "the picture was read already"
    assert not heard["finished"]
