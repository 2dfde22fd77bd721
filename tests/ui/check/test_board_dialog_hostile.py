"""The board dialog under hostile pastes and files: always a message, never a hang or an empty label.

How soon each is refused is a timing, measured in tests/benchmarks/bench_refusals.py; here the
refusal is shown to come before the costly step (the text is never inserted, never parsed), and
a hang is stopped by the test's timeout."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import MAX_BOARD_TEXT_CHARS, BoardError, format_board
from freecell_gui.ui.check import compare_dialog
from freecell_gui.ui.check.compare_dialog import BoardDialog, ReadAs, read_text_file


@pytest.fixture
def dialog(qtbot: QtBot) -> BoardDialog:
    board_dialog = BoardDialog("Open Board", "&Open")
    qtbot.addWidget(board_dialog)
    return board_dialog


@pytest.mark.parametrize(
    "line", ["A" * 10_000_000, format_board(deal(617)) * 65_000], ids=["one-line", "lines"]
)
def test_a_ten_megabyte_paste_is_refused_at_once_with_a_message(dialog: BoardDialog, line: str) -> None:
    data = QMimeData()
    data.setText(line)
    QApplication.clipboard().setMimeData(data)
    changes: list[None] = []
    dialog.text.textChanged.connect(lambda: changes.append(None))
    dialog.text.paste()
    QApplication.processEvents()
    assert changes == []  # refused before Qt laid out a character of it (minutes for 10 MB)
    assert dialog.text.toPlainText() == ""
    assert f"{len(line):,} characters long" in dialog.error.text()


@pytest.mark.parametrize("read_as", list(ReadAs))
def test_text_longer_than_any_board_is_refused_with_a_message(
    dialog: BoardDialog, read_as: ReadAs, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog.read_as.setCurrentIndex(list(ReadAs).index(read_as))
    dialog.text.setPlainText(format_board(deal(617)) * (MAX_BOARD_TEXT_CHARS // 150))
    parsed: list[str] = []
    monkeypatch.setattr(compare_dialog, "read_board", lambda text, _read_as: parsed.append(text))
    dialog.accept_button.click()
    assert parsed == []  # refused by its length, before the text was copied out and parsed
    assert dialog.board is None
    assert "far shorter" in dialog.error.text()


def test_a_small_paste_is_inserted(dialog: BoardDialog) -> None:
    data = QMimeData()
    data.setText(format_board(deal(617)))
    QApplication.clipboard().setMimeData(data)
    dialog.text.paste()
    dialog.accept_button.click()
    assert dialog.board is not None


@pytest.mark.parametrize(
    "text",
    [
        "[" * 50_000,
        '{"deal": ' + "9" * 5000 + "}",
        "Freecells: AS\nFreecells: AH\n",
        "\x00\x01\x02",
        "\u0665" * 40,
    ],
    ids=["deep-json", "huge-number", "two-freecells", "binary", "arabic-digits"],
)
def test_every_refusal_fills_the_error_label(dialog: BoardDialog, text: str) -> None:
    dialog.text.setPlainText(text)
    dialog.accept_button.click()
    assert dialog.board is None
    assert dialog.error.text().startswith("This is not a FreeCell layout: ")
    assert len(dialog.error.text()) > len("This is not a FreeCell layout: ") + 5
    assert len(dialog.error.text()) < 400


def test_a_pasted_board_with_a_byte_order_mark_is_read(dialog: BoardDialog) -> None:
    dialog.text.setPlainText("\ufeff" + format_board(deal(617)))
    dialog.accept_button.click()
    assert dialog.board is not None
    assert dialog.board.columns == deal(617).columns


@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "huge", "binary"])
def test_board_files_that_are_not_boards_are_one_clear_error(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "board.txt"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path = Path("/dev/zero")
    elif kind == "folder":
        path = tmp_path
    elif kind == "huge":
        path.write_bytes(b"AS " * 1_000_000)
    else:
        path.write_bytes(b"\xff\xfe\x00A\x00S")
    with pytest.raises(BoardError) as caught:
        read_text_file(path)  # a FIFO without a writer or /dev/zero read whole would never end
    assert str(caught.value) and "\n" not in str(caught.value)


def test_a_board_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "board.txt"
    path.write_bytes(b"\xef\xbb\xbf" + format_board(deal(617)).encode())
    assert read_text_file(path) == format_board(deal(617))
