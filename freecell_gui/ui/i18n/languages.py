"""The languages the window speaks, and where their files are (no Qt: the settings read it too)."""

from __future__ import annotations

from pathlib import Path

SYSTEM_LANGUAGE = "system"  # the setting's default: follow the desktop's languages

# Each language by its code, named in itself (a player looks for "Deutsch", not "German").
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "ru": "Русский",
}
SOURCE_LANGUAGE = "en"
# Languages with a translation of their own; English has one too, for its plural forms only.
TRANSLATED_LANGUAGES = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)

LANGUAGES_DIR = Path(__file__).resolve().parent / "languages"  # our .ts and .qm files
QT_COPY_DIR = Path(__file__).resolve().parent / "qt"  # Qt's qtbase_*.qm, in the executable only


def source_file(code: str) -> Path:
    """The .ts file of language `code`."""
    return LANGUAGES_DIR / f"freecell_gui_{code}.ts"


def compiled_file(code: str) -> Path:
    """The .qm file of language `code`."""
    return LANGUAGES_DIR / f"freecell_gui_{code}.qm"
