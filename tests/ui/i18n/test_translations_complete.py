"""Every shipped language translates every string of the translated modules, and ships compiled."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from freecell_gui.ui.i18n.languages import LANGUAGES, TRANSLATED_LANGUAGES, compiled_file, source_file
from freecell_gui.ui.i18n.refresh import PACKAGE, TRANSLATED_MODULES, compile_file, qt_tool

PLACEHOLDER = re.compile(r"%(?:L?n|\d)|\{\w+\}")  # Qt's %1 and %n, and the {name} of a write's progress


def messages(code: str) -> list[tuple[str, str, ET.Element]]:
    """(context, source, message element) for every message of a language's .ts file."""
    root = ET.parse(source_file(code)).getroot()
    return [
        (context.findtext("name", ""), message.findtext("source", ""), message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def translations(message: ET.Element) -> list[str]:
    """The translated text, or each plural form."""
    translation = message.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    return [form.text or "" for form in forms] if forms else [translation.text or ""]


def extracted_sources(tmp_path: Path) -> set[tuple[str, str]]:
    """(context, source) of every string lupdate finds in the translated modules today."""
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [
            qt_tool("pyside6-lupdate"),
            "-silent",
            *(str(PACKAGE / module) for module in TRANSLATED_MODULES),
            "-ts",
            str(fresh),
        ],
        check=True,
    )
    root = ET.parse(fresh).getroot()
    return {
        (context.findtext("name", ""), message.findtext("source", ""))
        for context in root.iter("context")
        for message in context.iter("message")
    }


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_every_string_of_the_translated_modules_is_translated(code: str, tmp_path: Path) -> None:
    found = {(context, source): message for context, source, message in messages(code)}
    missing = extracted_sources(tmp_path) - set(found)
    assert not missing, (
        f"not in freecell_gui_{code}.ts (run python -m freecell_gui.ui.i18n.refresh): {missing}"
    )
    for (context, source), message in found.items():
        translation = message.find("translation")
        assert translation is not None
        assert translation.get("type") not in {"unfinished", "vanished", "obsolete"}, (context, source)
        for text in translations(message):
            assert text.strip(), f"{code}: empty translation of {context} {source!r}"


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_translations_keep_placeholders_and_accelerators(code: str) -> None:
    for context, source, message in messages(code):
        for text in translations(message):
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), (code, text)
            assert ("&" in source) == ("&" in text), f"{code}: accelerator of {context} {source!r}"


def test_russian_counts_have_three_plural_forms_and_english_two() -> None:
    for code, forms in (("ru", 3), ("de", 2), ("en", 2)):
        numerus = [
            message for _context, _source, message in messages(code) if message.get("numerus") == "yes"
        ]
        assert numerus, code
        assert all(len(translations(message)) == forms for message in numerus), code


def test_english_gives_every_count_its_plural_form(tmp_path: Path) -> None:
    # Without the English file "move(s)" would show: every plural string is in it.
    plural_sources = {
        source for _context, source, message in messages("de") if message.get("numerus") == "yes"
    }
    english = {source for _context, source, message in messages("en")}
    assert plural_sources and plural_sources <= english


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_shipped_qm_is_compiled_from_its_ts(code: str, tmp_path: Path) -> None:
    # The .qm files are committed (the wheel and the executables carry them without Qt's tools):
    # one compiled from a .ts that changed since is stale.
    fresh = tmp_path / f"{code}.qm"
    compile_file(source_file(code), fresh)
    assert compiled_file(code).read_bytes() == fresh.read_bytes(), (
        "stale .qm: run python -m freecell_gui.ui.i18n.refresh"
    )
    assert QTranslator().load(str(compiled_file(code)))


def test_the_tools_are_found() -> None:
    assert shutil.which(qt_tool("pyside6-lrelease"))
