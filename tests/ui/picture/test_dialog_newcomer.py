"""Find Deal from a Picture as a newcomer meets it (issue 27): the picture seen whole and kept
fitted, nothing of an earlier picture left to act on once a new one is refused or replaces it,
and a legend for the outlines' colours."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QDropEvent, QGuiApplication, QImage, QWheelEvent
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from freecell_gui.core.picture.readings import Status
from freecell_gui.ui.check.picture_dialog import PictureFindDialog
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.picture.overlay import OUTLINES

DATA = Path(__file__).resolve().parents[2] / "picture" / "data"
KPAT_800 = DATA / "kpat-svg-oxygen-981496785-800-q70.jpg"
OURS_617 = DATA / "ours-617.png"


def _dialog(qtbot: QtBot, window: MainWindow) -> PictureFindDialog:
    dialog = PictureFindDialog(window.model, window, None, window.boards.open_board)
    qtbot.addWidget(dialog)
    dialog.resize(1200, 640)  # as the window opens it
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _picture_on_screen(dialog: PictureFindDialog) -> QRect:
    item = dialog.picture.picture_item()
    assert item is not None
    return dialog.picture.mapFromScene(item.sceneBoundingRect()).boundingRect()


def _assert_whole_and_fitted(dialog: PictureFindDialog) -> None:
    shown, pane = _picture_on_screen(dialog), dialog.picture.viewport().rect()
    assert pane.contains(shown), (shown, pane)
    # Fitted, not merely inside: it fills the pane's width or its height (Qt keeps a 2 px margin).
    assert shown.width() >= pane.width() - 8 or shown.height() >= pane.height() - 8, (shown, pane)


def _choose(monkeypatch: pytest.MonkeyPatch, dialog: PictureFindDialog, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    dialog.choose_file()


@pytest.mark.parametrize("picture", [KPAT_800, OURS_617])
def test_the_whole_picture_is_seen_and_refitted_on_resize(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, picture: Path
) -> None:
    dialog = _dialog(qtbot, window)
    _choose(monkeypatch, dialog, picture)
    _assert_whole_and_fitted(dialog)
    for width, height in ((700, 420), (1500, 900), (900, 800)):
        dialog.resize(width, height)
        qtbot.waitUntil(lambda w=width: dialog.width() == w)  # type: ignore[misc]
        _assert_whole_and_fitted(dialog)
    dialog.cancel()
    dialog.wait()


def test_ctrl_wheel_zooms_in_with_scroll_bars_and_back_to_the_fit(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _dialog(qtbot, window)
    _choose(monkeypatch, dialog, KPAT_800)
    dialog.cancel()
    dialog.wait()
    view = dialog.picture
    fitted = _picture_on_screen(dialog).width()

    def wheel(notches: int) -> None:
        centre = QPointF(view.viewport().rect().center())
        event = QWheelEvent(
            centre,
            view.viewport().mapToGlobal(centre),
            QPoint(),
            QPoint(0, 120 * notches),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.ControlModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        view.wheelEvent(event)

    wheel(2)
    assert view.zoom() > 1.5
    assert _picture_on_screen(dialog).width() > fitted * 1.5
    assert view.horizontalScrollBar().maximum() > 0
    wheel(-10)  # never smaller than the whole picture
    assert view.zoom() == 1.0
    _assert_whole_and_fitted(dialog)


def _found_617(qtbot: QtBot, dialog: PictureFindDialog) -> None:
    dialog.start(QImage(str(OURS_617)), range(1, 1000))
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=60_000)
    assert dialog.identification is not None and dialog.identification.numbers == (617,)
    assert dialog.open_deal_button.isEnabled()


def _assert_nothing_earlier_left(dialog: PictureFindDialog, window: MainWindow) -> None:
    assert dialog.reading is None and dialog.identification is None and dialog.image is None
    assert dialog.picture.picture_item() is None
    assert dialog.board.toPlainText() == ""
    assert dialog.progress.value() == 0
    for button in (dialog.open_deal_button, dialog.compare_button, dialog.table_button):
        assert not button.isEnabled(), button.text()
    window.model.set_number(5)
    dialog.open_deal()
    dialog.put_on_table()
    assert window.model.deal.number == 5  # the earlier deal (617) is not opened


def test_a_refused_file_leaves_nothing_of_the_earlier_picture(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, window)
    _found_617(qtbot, dialog)
    not_a_picture = tmp_path / "x.png"
    not_a_picture.write_text("these are words, not pixels\n")
    _choose(monkeypatch, dialog, not_a_picture)
    assert "x.png" in dialog.message.text()
    _assert_nothing_earlier_left(dialog, window)


def test_a_refused_paste_leaves_nothing_of_the_earlier_picture(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    _found_617(qtbot, dialog)
    QGuiApplication.clipboard().setText("hello")
    dialog.paste()
    assert "no picture" in dialog.message.text()
    _assert_nothing_earlier_left(dialog, window)


def test_a_refused_drop_leaves_nothing_of_the_earlier_picture(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    _found_617(qtbot, dialog)
    data = QMimeData()
    data.setText("hello")
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    dialog.dropEvent(drop)
    assert "no picture" in dialog.message.text()
    _assert_nothing_earlier_left(dialog, window)


def test_a_replaced_pictures_late_end_is_never_applied(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _dialog(qtbot, window)
    dialog.start(QImage(str(KPAT_800)))  # every deal: still searching when replaced
    qtbot.waitUntil(lambda: dialog.reading is not None, timeout=60_000)
    earlier_task, earlier_reading = dialog._task, dialog.reading
    assert earlier_task is not None and dialog.busy()
    # The earlier search's end arrives after the new picture started (as it would if it were
    # queued when the dialog stopped waiting for it): it must not end or touch the new search.
    with monkeypatch.context() as patched:
        patched.setattr(dialog, "wait", lambda: None)
        dialog.start(QImage(str(OURS_617)))  # every deal too: long enough to still run below
    new_task = dialog._task
    assert new_task is not earlier_task
    earlier_task._thread.join(30)
    QCoreApplication.sendPostedEvents()  # its end (finished with None: cancelled) is delivered
    assert dialog.busy() and dialog._task is new_task
    assert dialog.cancel_button.isEnabled()
    qtbot.waitUntil(
        lambda: dialog.reading is not None and dialog.reading is not earlier_reading, timeout=60_000
    )
    dialog.cancel()
    dialog.wait()
    assert not dialog.busy()


def test_the_outline_colours_have_a_legend(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    legend = dialog.legend.text()
    for status in (Status.READ, Status.COLOUR, Status.UNREAD):
        assert OUTLINES[status].name() in legend
    for words in ("card read", "colour only", "not read"):
        assert words in legend
    assert dialog.legend.isVisible()
    assert dialog.legend.accessibleName()
    assert dialog.picture.accessibleName()


def test_a_picture_dropped_on_the_picture_pane_reaches_the_dialog(qtbot: QtBot, window: MainWindow) -> None:
    # Qt hands a drop to the nearest widget under it that accepts drops: the pane must not, or it
    # (its scene accepting nothing) would swallow a picture dropped on it.
    dialog = _dialog(qtbot, window)
    assert dialog.acceptDrops()
    assert not dialog.picture.acceptDrops() and not dialog.picture.viewport().acceptDrops()
