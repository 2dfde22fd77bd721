"""Choosing the window's language and installing its translators, ours and Qt's own.

The language is the first of the desktop's (QLocale.uiLanguages) the app speaks, unless
View > Language chose one; it is applied when the QApplication starts, before any window
exists, so every string is made in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from freecell_gui.ui.i18n.languages import (
    LANGUAGES,
    QT_COPY_DIR,
    SOURCE_LANGUAGE,
    SYSTEM_LANGUAGE,
    compiled_file,
)

_installed: list[QTranslator] = []  # kept alive: Qt holds no reference to an installed translator


def chosen_language(setting: str, ui_languages: Iterable[str]) -> str:
    """The code of the language to speak: `setting`, or the first of `ui_languages` we have.

    `ui_languages` are BCP 47 names as QLocale.uiLanguages gives them ("de-CH", "pt_BR", "en").
    """
    if setting in LANGUAGES:
        return setting
    for name in ui_languages:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def _qt_translation_dirs() -> list[str]:
    # The executable carries its own copy of qtbase_*.qm (build_config.py leaves Qt's folder out);
    # an installed PySide6 has them in its translations folder.
    return [str(QT_COPY_DIR), QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]


def install_translations(application: QCoreApplication, code: str) -> list[str]:
    """Install the translators of language `code` (replacing earlier ones); sets the default
    QLocale to it, so numbers are grouped its way. Returns the files loaded."""
    remove_translations(application)
    QLocale.setDefault(QLocale(code))
    loaded: list[str] = []
    ours = QTranslator(application)
    # English has a file too: it holds the plural forms ("1 move", "2 moves").
    if ours.load(str(compiled_file(code))):
        application.installTranslator(ours)
        _installed.append(ours)
        loaded.append(str(compiled_file(code)))
    if code != SOURCE_LANGUAGE:
        qt = QTranslator(application)
        for folder in _qt_translation_dirs():
            if qt.load(f"qtbase_{code}", folder):
                application.installTranslator(qt)
                _installed.append(qt)
                loaded.append(f"{folder}/qtbase_{code}.qm")
                break
    return loaded


def remove_translations(application: QCoreApplication) -> None:
    """Back to the source strings, untranslated (tests that tried a language end with this)."""
    for translator in _installed:
        application.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def start_in_language(application: QCoreApplication, setting: str = SYSTEM_LANGUAGE) -> str:
    """Install the language `setting` asks for (or the desktop's); returns its code."""
    code = chosen_language(setting, QLocale.system().uiLanguages())
    install_translations(application, code)
    return code


_LANGUAGE_LINE = re.compile(r"^\s*language\s*=\s*([A-Za-z]+)\s*$")


def saved_language(settings_text: str) -> str:
    """View > Language's choice in the settings file's text, or "system".

    Read from the text, before the window loads (and checks) the settings: the translators
    must be in place before the first string is made, and the settings are loaded, checked
    and their problems told once, by the window.
    """
    section = ""
    for line in settings_text.splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            section = stripped[1:-1]
        elif section == "view" and (match := _LANGUAGE_LINE.match(line)):
            return match.group(1) if match.group(1) in LANGUAGES else SYSTEM_LANGUAGE
    return SYSTEM_LANGUAGE
