"""The deal spinbox over the whole range, and its bad inputs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import LAST_DEAL
from freecell_gui.ui.deal_spinbox import DealSpinBox


@pytest.fixture
def spinbox(qtbot: QtBot) -> DealSpinBox:
    box = DealSpinBox()
    qtbot.addWidget(box)
    box.show()
    return box


def type_and_enter(qtbot: QtBot, box: DealSpinBox, text: str) -> None:
    box.lineEdit().selectAll()
    box.lineEdit().setText(text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("617", 617),
        ("#617", 617),
        ("1,000,000", 1_000_000),
        ("8,589,934,591", LAST_DEAL),
        ("4294967296", 2**32),
    ],
)
def test_typing_a_number_and_enter_goes_there(
    qtbot: QtBot, spinbox: DealSpinBox, text: str, number: int
) -> None:
    with qtbot.waitSignal(spinbox.valueChanged) as blocker:
        type_and_enter(qtbot, spinbox, text)
    assert blocker.args == [number]
    assert spinbox.value() == number
    assert spinbox.text() == f"{number:,}"
    assert not spinbox.is_invalid()


def test_typing_keystrokes(qtbot: QtBot, spinbox: DealSpinBox) -> None:
    spinbox.lineEdit().selectAll()
    qtbot.keyClicks(spinbox, "#11982")
    with qtbot.waitSignal(spinbox.valueChanged):
        qtbot.keyClick(spinbox, Qt.Key.Key_Enter)
    assert spinbox.value() == 11982


@pytest.mark.parametrize("text", ["0", "-4", "8589934592", "abc", "", "12x", "1.5"])
def test_invalid_entries_change_nothing_and_say_why(qtbot: QtBot, spinbox: DealSpinBox, text: str) -> None:
    spinbox.setValue(617)
    with qtbot.assertNotEmitted(spinbox.valueChanged), qtbot.waitSignal(spinbox.invalidEntry) as blocker:
        type_and_enter(qtbot, spinbox, text)
    assert "1 to 8,589,934,591" in blocker.args[0]
    assert spinbox.value() == 617
    assert spinbox.is_invalid()
    qtbot.keyClick(spinbox, Qt.Key.Key_Escape)
    assert not spinbox.is_invalid()
    assert spinbox.text() == "617"


def test_page_keys_and_arrows_step_one_deal(qtbot: QtBot, spinbox: DealSpinBox) -> None:
    spinbox.setValue(617)
    qtbot.keyClick(spinbox, Qt.Key.Key_PageDown)
    assert spinbox.value() == 618
    qtbot.keyClick(spinbox, Qt.Key.Key_PageUp)
    qtbot.keyClick(spinbox, Qt.Key.Key_PageUp)
    assert spinbox.value() == 616
    qtbot.keyClick(spinbox, Qt.Key.Key_Up)
    assert spinbox.value() == 617
    qtbot.keyClick(spinbox, Qt.Key.Key_Down)
    assert spinbox.value() == 616


def test_wheel_steps(qtbot: QtBot, spinbox: DealSpinBox) -> None:
    spinbox.setValue(100)
    spinbox.setFocus()
    centre = QPointF(spinbox.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(spinbox.mapToGlobal(QPoint(0, 0))),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(spinbox, event)
    assert spinbox.value() == 101


def test_ends_of_the_range(spinbox: DealSpinBox) -> None:
    spinbox.setValue(1)
    spinbox.stepBy(-1)
    assert spinbox.value() == 1
    spinbox.setValue(LAST_DEAL)
    spinbox.stepBy(1)
    assert spinbox.value() == LAST_DEAL
    spinbox.setValue(LAST_DEAL + 100)
    assert spinbox.value() == LAST_DEAL


@settings(max_examples=60, deadline=None)
@given(number=st.integers(min_value=1, max_value=LAST_DEAL))
def test_any_deal_round_trips_through_the_field(qapp: QApplication, number: int) -> None:
    box = DealSpinBox()
    box.lineEdit().setText(f"#{number}")
    assert box.commit()
    assert box.value() == number
    box.deleteLater()
