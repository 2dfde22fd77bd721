"""The history opens on a worker just after the window's first paint: the tests here read it, so
their window waits until it has opened."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.ui.main_window import MainWindow


@pytest.fixture
def window(window: MainWindow, qtbot: QtBot) -> MainWindow:
    """The window of tests/ui/conftest.py, its history opened."""
    qtbot.waitUntil(lambda: window.persistence.ready, timeout=20_000)
    return window
