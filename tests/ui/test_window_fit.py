"""Every desk: the table gets the room on small screens, and the toolbar never overflows."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.window_fit import COMPACT_WIDTH

SIZES = [(800, 600), (1024, 768), (1366, 768), (2560, 1440)]
MIN_CARD_AT_800 = 70


def overflowing(window: MainWindow) -> list[str]:
    """The toolbar's actions that do not fit (Qt moves them behind the extension button)."""
    toolbar = window.toolbar
    extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    hidden = []
    for action in toolbar.actions():
        widget = toolbar.widgetForAction(action)
        if action.isSeparator() or widget is None:
            continue
        if not widget.isVisible() or widget.geometry().right() > toolbar.width():
            hidden.append(action.iconText() or action.text() or type(widget).__name__)
    if extension is not None and extension.isVisible():
        hidden.append("the extension button")
    return hidden


def lay_out(qtbot: QtBot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width, timeout=60_000)
    qtbot.wait(50)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_table_gets_the_room_and_nothing_overflows(
    qtbot: QtBot, window: MainWindow, width: int, height: int
) -> None:
    lay_out(qtbot, window, width, height)
    assert overflowing(window) == []
    solve = window.toolbar.widgetForAction(window.solve_actions.solve_action)
    hint = window.toolbar.widgetForAction(window.solve_actions.hint_action)
    assert solve.isVisible() and hint.isVisible() and window.spinbox.isVisible()
    assert window.navigation.family_label.isVisible() and window.play_actions.moves_label.isVisible()
    assert window.moves_panel.isHidden() == (width < COMPACT_WIDTH)
    if width <= 800:
        assert window.scene.card_width >= MIN_CARD_AT_800
    if width >= 1366:
        assert window.scene.card_width >= 80


def test_f9_brings_the_panel_back_on_a_narrow_window_and_it_returns_when_wide(
    qtbot: QtBot, window: MainWindow
) -> None:
    lay_out(qtbot, window, 800, 600)
    assert window.moves_panel.isHidden()
    window.moves_panel.toggleViewAction().trigger()  # F9
    assert not window.moves_panel.isHidden()
    # It opens as a window of its own: the table keeps its room and its cards their size.
    assert window.moves_panel.isFloating()
    qtbot.wait(50)
    assert window.scene.card_width >= MIN_CARD_AT_800
    window.moves_panel.toggleViewAction().trigger()
    lay_out(qtbot, window, 1300, 700)
    assert window.moves_panel.isHidden()  # the user hid it: it stays hidden
    window.moves_panel.toggleViewAction().trigger()
    lay_out(qtbot, window, 800, 600)
    lay_out(qtbot, window, 1300, 700)
    assert not window.moves_panel.isHidden()  # it only gave way: it comes back
    assert not window.moves_panel.isFloating()  # docked, as it was


def test_a_panel_floated_on_a_narrow_window_docks_again_when_wide(qtbot: QtBot, window: MainWindow) -> None:
    lay_out(qtbot, window, 800, 600)
    window.moves_panel.toggleViewAction().trigger()  # F9
    assert window.moves_panel.isFloating() and not window.moves_panel.isHidden()
    lay_out(qtbot, window, 1300, 700)
    assert not window.moves_panel.isFloating() and not window.moves_panel.isHidden()
    assert window.dockWidgetArea(window.moves_panel) != Qt.DockWidgetArea.NoDockWidgetArea


def test_the_toolbar_keeps_every_action_in_its_menu_when_narrow(qtbot: QtBot, window: MainWindow) -> None:
    lay_out(qtbot, window, 800, 600)
    back = window.navigation.back_action
    assert back not in window.toolbar.actions()
    assert back.isVisible() and back in window.menus.deal.actions()
    lay_out(qtbot, window, 1300, 700)
    toolbar = window.toolbar.actions()
    assert back in toolbar and toolbar.index(back) < toolbar.index(window.navigation.previous_action)


SCALED = """
import json, sys
from freecell_gui.ui.qt_app import application
app = application()
from freecell_gui.ui.app import create_window
from tests.ui.test_window_fit import overflowing
window = create_window(617)
window.resize(int(sys.argv[1]), int(sys.argv[2]))
window.show()
for _ in range(20):
    app.processEvents()
print(json.dumps({"card": window.scene.card_width, "overflow": overflowing(window)}))
"""


@pytest.mark.parametrize(("width", "height"), [(800, 600), (1280, 720)])
def test_at_scale_2_the_logical_layout_holds(tmp_path: Path, width: int, height: int) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "QT_SCALE_FACTOR": "2",
        "XDG_CONFIG_HOME": str(tmp_path),
        "XDG_DATA_HOME": str(tmp_path),
    }
    result = subprocess.run(
        [sys.executable, "-c", SCALED, str(width), str(height)],
        capture_output=True,
        text=True,
        env=env,
        cwd=Path(__file__).resolve().parents[2],
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    measured = json.loads(result.stdout.strip().splitlines()[-1])
    assert measured["overflow"] == []
    assert measured["card"] >= MIN_CARD_AT_800


def test_the_overflow_check_sees_a_toolbar_laid_out_for_a_wide_window(
    qtbot: QtBot, window: MainWindow
) -> None:
    lay_out(qtbot, window, 800, 600)
    window.fit.fit(2000)  # the wide toolbar, at 800 pixels
    qtbot.wait(50)
    assert overflowing(window) != []


def test_a_panel_floated_for_a_narrow_window_is_remembered_docked(qtbot: QtBot, window: MainWindow) -> None:
    lay_out(qtbot, window, 800, 600)
    window.moves_panel.toggleViewAction().trigger()  # F9: floats beside the narrow window
    assert window.moves_panel.isFloating()
    window.close()
    from freecell_gui.ui.app import create_window

    again = create_window(617)
    qtbot.addWidget(again)
    again.resize(1300, 700)
    again.show()
    qtbot.waitExposed(again)
    assert not again.moves_panel.isFloating() and not again.moves_panel.isHidden()
