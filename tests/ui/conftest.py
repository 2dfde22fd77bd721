"""UI fixtures: an isolated settings folder and a fresh main window per test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from pytestqt.qtbot import QtBot

from freecell_gui.ui.settings import APPLICATION, ORGANISATION


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path) -> Iterator[Path]:
    """Every test gets its own empty settings folder; the user's are never touched."""
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    folder = tmp_path / "settings"
    folder.mkdir()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    yield folder / ORGANISATION / f"{APPLICATION}.ini"


@pytest.fixture
def window(qtbot: QtBot, isolated_settings: Path):  # type: ignore[no-untyped-def]
    """The main window at deal 617, shown (offscreen), 1240 x 720: the first size on a usual desk."""
    from freecell_gui.ui.app import create_window

    main = create_window(617)
    qtbot.addWidget(main)
    main.resize(1240, 720)
    main.show()
    qtbot.waitExposed(main)
    return main
