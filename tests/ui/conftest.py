"""UI fixtures: an isolated settings folder and data folder (the game history), and a fresh main
window per test."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication
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


@pytest.fixture(autouse=True)
def isolated_data(qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test (and every app it starts) keeps its game history in its own data folder; the
    user's history is never read nor touched. The folder the window uses is returned."""
    # After the QApplication (pytest-qt names it its own way when it makes it) the app's names,
    # which the folder is made of: the first test of a run got another folder than the window's.
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    if not sys.platform.startswith("linux"):  # no XDG there: Qt's test folders, away from the user's
        QStandardPaths.setTestModeEnabled(True)
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """The window in English, as the app starts it (its plural forms: "1 move", "2 moves"), and
    numbers grouped the English way, whatever the machine's language; a test that tries another
    language leaves English behind it."""
    from freecell_gui.ui.i18n import install_translations

    install_translations(qapp, "en")
    yield
    install_translations(qapp, "en")


@pytest.fixture
def window(qtbot: QtBot, isolated_settings: Path, isolated_data: Path):  # type: ignore[no-untyped-def]
    """The main window at deal 617, shown (offscreen), 1240 x 720: the first size on a usual desk."""
    from freecell_gui.ui.app import create_window

    main = create_window(617)
    qtbot.addWidget(main)
    main.resize(1240, 720)
    main.show()
    qtbot.waitExposed(main)
    return main
