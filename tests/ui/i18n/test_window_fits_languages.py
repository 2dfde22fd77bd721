"""No text of the window is cut off in a longer language: German and Russian run long."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QToolBar, QToolButton
from pytestqt.qtbot import QtBot

from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.languages import LANGUAGES
from freecell_gui.ui.window_fit import COMPACT_WIDTH


def _window(qtbot: QtBot, width: int):  # type: ignore[no-untyped-def]
    from freecell_gui.ui.app import create_window

    window = create_window(617)
    qtbot.addWidget(window)
    window.resize(width, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_full_toolbar_fits_the_narrowest_window_that_shows_it(
    code: str, qtbot: QtBot, qapp: QApplication, isolated_settings: Path, isolated_data: Path
) -> None:
    install_translations(qapp, code)
    window = _window(qtbot, COMPACT_WIDTH)
    toolbar = window.findChild(QToolBar, "DealToolBar")
    overflow = [
        button
        for button in toolbar.findChildren(QToolButton)
        if button.objectName() == "qt_toolbar_ext_button" and button.isVisible()
    ]
    assert not overflow, f"{code}: the toolbar's last buttons are hidden behind »"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_longest_status_lines_fit_a_small_window(
    code: str, qtbot: QtBot, qapp: QApplication, isolated_settings: Path, isolated_data: Path
) -> None:
    install_translations(qapp, code)
    window = _window(qtbot, 1024)
    solving, coach = window.solve_actions, window.coach
    # The longest result of a solve beside the coach's longest verdict, both at once.
    solving._set_status(solving.tr("Solved in %Ln move(s) (stopped early: the best found so far)", "", 139))
    coach._say(
        coach.tr("\u2718 No solution from here: undo %n move(s) (Ctrl+Z) to go back", "", 3), "", error=True
    )
    assert window.statusBar().minimumSizeHint().width() <= 1024, code
