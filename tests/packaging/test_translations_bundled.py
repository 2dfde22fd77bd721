"""The executable carries our translations and Qt's own for the same languages, no others."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from freecell_gui.ui.i18n.languages import LANGUAGES, TRANSLATED_LANGUAGES
from tests.conftest import REPOSITORY

sys.path.insert(0, str(REPOSITORY / "packaging"))
import build_config


class _Analysis:
    def __init__(self, datas: list[tuple[str, str, str]]) -> None:
        self.binaries: list[tuple[str, str, str]] = []
        self.datas = datas


def test_the_spec_bundles_our_qm_and_qtbase_for_each_language() -> None:
    datas = build_config.resource_datas()
    ours = [source for source, folder in datas if folder == "freecell_gui/ui/i18n/languages"]
    assert ours and {Path(path).name for path in Path(ours[0]).parent.glob("*.qm")} == {
        f"freecell_gui_{code}.qm" for code in LANGUAGES
    }
    qt = sorted(Path(source).name for source, folder in datas if folder == "freecell_gui/ui/i18n/qt")
    assert qt == sorted(f"qtbase_{code}.qm" for code in TRANSLATED_LANGUAGES)
    assert all(Path(source).is_file() for source, folder in datas if folder == "freecell_gui/ui/i18n/qt")


def test_qt_s_other_translations_stay_out_and_our_copies_stay_in() -> None:
    qt_folder = "/venv/PySide6/Qt/translations"
    analysis = _Analysis(
        [
            ("freecell_gui/ui/i18n/qt/qtbase_de.qm", f"{qt_folder}/qtbase_de.qm", "DATA"),
            ("PySide6/Qt/translations/qtbase_ja.qm", f"{qt_folder}/qtbase_ja.qm", "DATA"),
            ("PySide6/Qt/translations/qtdeclarative_de.qm", f"{qt_folder}/qtdeclarative_de.qm", "DATA"),
        ]
    )
    build_config.trim_qt(analysis)
    assert [entry[0] for entry in analysis.datas] == ["freecell_gui/ui/i18n/qt/qtbase_de.qm"]


def test_the_wheel_lists_the_translations() -> None:
    setuptools = tomllib.loads((REPOSITORY / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]
    assert "freecell_gui.ui.i18n" in setuptools["packages"]
    assert "languages/*.qm" in setuptools["package-data"]["freecell_gui.ui.i18n"]
