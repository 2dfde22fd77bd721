"""Export Image from the window writes off the UI thread (ui/export/window_export.py): a pipe
whose reader never reads leaves the event loop running, the image reaches a reader that reads,
and a failure says why in one line."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.ui.background_write import WriteOutcome
from freecell_gui.ui.export.renderer import ExportOptions, TableRenderer
from freecell_gui.ui.export.window_export import export_in_background
from tests.ui.stalled_pipe import stalled_pipe


@pytest.fixture
def main(qtbot: QtBot) -> QMainWindow:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_an_export_to_a_stalled_pipe_leaves_the_event_loop_running(
    qtbot: QtBot, main: QMainWindow, tmp_path: Path, suffix: str
) -> None:
    saved: list[Path] = []
    with stalled_pipe(tmp_path, f"image{suffix}") as pipe:
        pipe.drain_later(10)
        job = export_in_background(
            main, TableRenderer(ExportOptions(width=800)), deal(617), pipe.path, saved.append
        )
        assert job is not None
        served: list[bool] = []
        QTimer.singleShot(20, lambda: served.append(job.running()))
        qtbot.waitUntil(lambda: bool(served), timeout=60_000)
        assert served == [True], "the export waited for the pipe on the UI thread"
        image = pipe.drain(timeout=60, at_least=100)
        assert job.wait(10) == WriteOutcome(pipe.path)
    assert image[:4] in (b"\x89PNG", b"<?xm", b"%PDF")
    assert saved == [pipe.path]


def test_a_failed_export_says_why(
    qtbot: QtBot, main: QMainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []
    saved: list[Path] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    renderer = TableRenderer(ExportOptions(width=800))
    assert export_in_background(main, renderer, deal(1), tmp_path / "x.gif", saved.append) is None
    job = export_in_background(main, renderer, deal(1), tmp_path / "missing" / "x.png", saved.append)
    assert job is not None and job.wait(10) is not None
    assert len(warnings) == 2 and all("\n" not in warning for warning in warnings)
    assert "does not exist" in warnings[1] and saved == []
