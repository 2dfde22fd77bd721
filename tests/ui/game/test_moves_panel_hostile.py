"""Hostile solutions in the window: a huge paste or a legal endless loop is refused at once with
a reason, never replayed for seconds on the UI thread; FIFOs and devices are never opened."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtGui import QGuiApplication

from freecell_gui.ui.game.moves_panel import MovesPanel
from freecell_gui.ui.game.solution_dialog import MAX_LOADED_MOVES, MAX_PASTED_CHARS, SolutionDialog
from freecell_gui.ui.main_window import MainWindow


@pytest.fixture
def panel(window: MainWindow) -> MovesPanel:
    window.model.set_number(617)
    result: MovesPanel = window.moves_panel  # type: ignore[attr-defined]
    return result


@pytest.mark.parametrize(
    "text",
    [
        "1a " + "ab ba " * 333_000,  # 2 MB of legal moves: a card shuttled between free cells
        "1a " + "ab ba " * (MAX_LOADED_MOVES // 2 + 1),  # just over the move cap, well under the size cap
        "x" * 10_000_000,  # one 10 MB line
        "3a\n" * 3_000_000,
    ],
    ids=["legal-loop-2mb", "legal-loop-over-cap", "one-10mb-line", "ten-mb-of-lines"],
)
def test_a_huge_paste_is_refused(panel: MovesPanel, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    assert panel.paste_solution() is False  # how soon: tests/benchmarks/bench_refusals.py
    assert "Not a solution" in panel.status.text()
    assert panel.list.count() == 1  # only the start row: nothing was loaded


def test_a_long_but_acceptable_paste_still_loads(panel: MovesPanel) -> None:
    QGuiApplication.clipboard().setText("1a " + "ab ba " * (MAX_LOADED_MOVES // 2 - 1))
    assert panel.paste_solution() is True
    assert panel.list.count() == MAX_LOADED_MOVES - 1 + 1  # the moves, and the start row


def test_the_dialog_refuses_a_huge_paste_and_a_huge_file(panel: MovesPanel, tmp_path: Path) -> None:
    dialog = SolutionDialog(panel)
    data = QMimeData()
    data.setText("3a " * (MAX_PASTED_CHARS // 3 + 10))
    dialog.editor.insertFromMimeData(data)
    assert dialog.editor.toPlainText() == "" and "characters" in dialog.message.text()
    small = QMimeData()
    small.setText("3a 54")
    dialog.editor.insertFromMimeData(small)
    assert dialog.editor.toPlainText() == "3a 54"
    big = tmp_path / "big.txt"
    big.write_text("3a\n" * (MAX_PASTED_CHARS // 3 + 10))
    assert dialog.read_file(big) is False and "characters" in dialog.message.text()


@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
def test_solution_files_that_are_not_files_are_refused(panel: MovesPanel, tmp_path: Path, kind: str) -> None:
    path = {"fifo": tmp_path / "fifo", "device": Path("/dev/zero"), "folder": tmp_path}[kind]
    if kind == "fifo":
        os.mkfifo(path)
    # A FIFO opened would wait for a writer forever: the test's timeout is the guard.
    assert panel.load_file(path) is False
    assert SolutionDialog(panel).read_file(path) is False
    assert "not a file" in panel.status.text()
