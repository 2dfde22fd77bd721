"""Export Image's refusals in the player's language (ui/export/window_export.py): a name whose
format cannot be told was refused in English, naming the command line's --format."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.ui.export.renderer import ExportOptions, TableRenderer
from freecell_gui.ui.export.window_export import export_in_background
from freecell_gui.ui.i18n import install_translations


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    install_translations(qapp, "de")
    yield
    install_translations(qapp, "en")


@pytest.mark.parametrize("name", ["table.gif", "table.jpeg", "table.svg.bak", "\u202etable.gvs"])
def test_a_name_of_no_export_format_is_refused_in_the_window_s_language(
    qtbot: QtBot, german: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    main = QMainWindow()
    qtbot.addWidget(main)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    renderer = TableRenderer(ExportOptions(width=800))
    assert export_in_background(main, renderer, deal(1), tmp_path / name, lambda _path: None) is None
    (warning,) = warnings
    assert warning.startswith("Das Bild wurde nicht gespeichert: ")
    assert "--format" not in warning  # the window has no command line
    assert "cannot" not in warning and "end the name" not in warning  # no English
    assert ".png" in warning and ".svg" in warning and ".pdf" in warning
    assert "\u202e" not in warning  # the name quoted, a bidi control escaped
    assert not (tmp_path / name).exists()
