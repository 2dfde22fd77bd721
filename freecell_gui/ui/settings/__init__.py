"""User settings, read through one place that refuses anything unreadable and says so.

keys.py declares every setting once (its key, raw rule, default and decoder); file.py finds
the INI file and checks its raw text before Qt reads it; store.py reads and writes the values
through one typed accessor. Import what you need from here.
"""

from freecell_gui.ui.settings.file import (
    APPLICATION,
    MAX_SETTINGS_BYTES,
    ORGANISATION,
    clean_settings_text,
    settings_file,
)
from freecell_gui.ui.settings.keys import (
    ANIMATION_SPEED,
    ANIMATION_SPEEDS,
    ANIMATIONS,
    APPEARANCE,
    ASK_BEFORE_LEAVING,
    AUTOPLAY,
    BUILDING,
    DECK,
    FELT,
    FOUR_COLOUR,
    FREE_CELLS,
    GEOMETRY,
    KEYS,
    LABELS,
    LARGE_INDEX,
    LAST_DEAL,
    RANDOM_FAMILY,
    SHOW_SOLVABILITY,
    WINDOW_STATE,
    Key,
    Kind,
)
from freecell_gui.ui.settings.store import Settings, load_settings, open_settings

__all__ = [
    "ANIMATIONS",
    "ANIMATION_SPEED",
    "ANIMATION_SPEEDS",
    "APPEARANCE",
    "APPLICATION",
    "ASK_BEFORE_LEAVING",
    "AUTOPLAY",
    "BUILDING",
    "DECK",
    "FELT",
    "FOUR_COLOUR",
    "FREE_CELLS",
    "GEOMETRY",
    "KEYS",
    "LABELS",
    "LARGE_INDEX",
    "LAST_DEAL",
    "MAX_SETTINGS_BYTES",
    "ORGANISATION",
    "RANDOM_FAMILY",
    "SHOW_SOLVABILITY",
    "WINDOW_STATE",
    "Key",
    "Kind",
    "Settings",
    "clean_settings_text",
    "load_settings",
    "open_settings",
    "settings_file",
]
