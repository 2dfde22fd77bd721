"""Translations: the languages the window speaks, loading their .qm files, the Language menu.

The sources are the .ts files in languages/ (made by pyside6-lupdate, translated by hand);
their compiled .qm files are kept beside them and shipped in the wheel and the executables.
`python -m freecell_gui.ui.i18n.refresh` brings both up to date after strings change.
"""

from freecell_gui.ui.i18n.languages import LANGUAGES, SYSTEM_LANGUAGE, TRANSLATED_LANGUAGES
from freecell_gui.ui.i18n.loader import chosen_language, install_translations

__all__ = [
    "LANGUAGES",
    "SYSTEM_LANGUAGE",
    "TRANSLATED_LANGUAGES",
    "chosen_language",
    "install_translations",
]
