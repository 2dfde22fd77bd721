"""User settings, read through one place that falls back to defaults on anything unreadable.

Settings live in an INI file on every platform (QSettings.IniFormat), so they are easy to
find, back up and test. A file that cannot be parsed is copied aside (never destroyed)
before the app writes a fresh one.
"""

from __future__ import annotations

import contextlib
import shutil
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QColor

from freecell_gui.core.dealer import FIRST_DEAL, DealFamily, check_deal_number
from freecell_gui.core.deck_themes import is_complete
from freecell_gui.ui.table_scene import DEFAULT_FELT

ORGANISATION = "freecell-gui"
APPLICATION = "freecell-gui"

LAST_DEAL_KEY = "deal/last"
RANDOM_FAMILY_KEY = "deal/random_family"
GEOMETRY_KEY = "window/geometry"
WINDOW_STATE_KEY = "window/state"
FOUR_COLOUR_KEY = "view/four_colour"
LABELS_KEY = "view/labels"
FELT_KEY = "view/felt"
DECK_KEY = "view/deck"


def open_settings() -> QSettings:
    """The user's settings file, with a corrupt one copied aside first."""
    settings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)
    if settings.status() != QSettings.Status.NoError:
        path = Path(settings.fileName())
        if path.exists():
            backup = path.with_name(f"{path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}")
            with contextlib.suppress(OSError):
                shutil.copy2(path, backup)
        settings.clear()
    return settings


class Settings:
    """Typed access to the settings; every getter returns its default on bad data."""

    def __init__(self, store: QSettings) -> None:
        self._store = store

    def _text(self, key: str) -> str | None:
        try:
            value = self._store.value(key)
        except Exception:  # a damaged value must never stop the app starting
            return None
        if value is None or isinstance(value, (QByteArray, bytes)):
            return None
        if isinstance(value, list):
            value = ",".join(str(part) for part in value)
        return str(value)

    def _bool(self, key: str, default: bool) -> bool:
        text = self._text(key)
        if text is None:
            return default
        lowered = text.strip().lower()
        if lowered in ("true", "1", "yes", "on"):
            return True
        if lowered in ("false", "0", "no", "off"):
            return False
        return default

    def _bytes(self, key: str) -> QByteArray | None:
        try:
            value = self._store.value(key)
        except Exception:
            return None
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    # --- the settings -------------------------------------------------------------------

    def last_deal(self) -> int:
        """The deal shown when the app was last closed (deal 1 at first)."""
        text = self._text(LAST_DEAL_KEY)
        try:
            return check_deal_number(int(text)) if text is not None else FIRST_DEAL
        except ValueError:
            return FIRST_DEAL

    def set_last_deal(self, number: int) -> None:
        """Remember the deal shown."""
        self._store.setValue(LAST_DEAL_KEY, str(number))

    def random_family(self) -> DealFamily:
        """The family random deals are drawn from."""
        text = self._text(RANDOM_FAMILY_KEY)
        return DealFamily.__members__.get(text or "", DealFamily.WINDOWS_MILLION)

    def set_random_family(self, family: DealFamily) -> None:
        """Remember the family random deals are drawn from."""
        self._store.setValue(RANDOM_FAMILY_KEY, family.name)

    def four_colour(self) -> bool:
        """True for the four-colour deck."""
        return self._bool(FOUR_COLOUR_KEY, False)

    def set_four_colour(self, enabled: bool) -> None:
        """Remember the deck's colours."""
        self._store.setValue(FOUR_COLOUR_KEY, "true" if enabled else "false")

    def labels(self) -> bool:
        """True to show column numbers and free cell letters."""
        return self._bool(LABELS_KEY, True)

    def set_labels(self, visible: bool) -> None:
        """Remember whether labels are shown."""
        self._store.setValue(LABELS_KEY, "true" if visible else "false")

    def felt(self) -> QColor:
        """The table colour."""
        colour = QColor(self._text(FELT_KEY) or DEFAULT_FELT.name())
        return colour if colour.isValid() else QColor(DEFAULT_FELT)

    def set_felt(self, colour: QColor) -> None:
        """Remember the table colour."""
        self._store.setValue(FELT_KEY, colour.name())

    def deck_theme(self) -> Path | None:
        """The installed deck chosen (its SVG file), or None for our own deck."""
        text = self._text(DECK_KEY)
        if not text:
            return None
        path = Path(text)
        return path if is_complete(path) else None

    def set_deck_theme(self, path: Path | None) -> None:
        """Remember the deck chosen."""
        self._store.setValue(DECK_KEY, str(path) if path is not None else "")

    # --- play (issue 8) -----------------------------------------------------------------

    def autoplay(self) -> str:
        """The autoplay rule's name ("off", "safe", "ms"; Microsoft's rule at first)."""
        text = (self._text("play/autoplay") or "ms").strip().lower()
        return text if text in ("off", "safe", "ms") else "ms"

    def set_autoplay(self, name: str) -> None:
        """Remember the autoplay rule."""
        self._store.setValue("play/autoplay", name)

    def animations(self) -> bool:
        """True to animate moves."""
        return self._bool("play/animations", True)

    def set_animations(self, enabled: bool) -> None:
        """Remember whether moves are animated."""
        self._store.setValue("play/animations", "true" if enabled else "false")

    def animation_speed(self) -> float:
        """How fast cards fly: 0.5, 1 (normal), 2 or 4."""
        try:
            speed = float(self._text("play/animation_speed") or 1.0)
        except ValueError:
            return 1.0
        return speed if speed in (0.5, 1.0, 2.0, 4.0) else 1.0

    def set_animation_speed(self, speed: float) -> None:
        """Remember the animation speed."""
        self._store.setValue("play/animation_speed", str(speed))

    def ask_before_deal_change(self) -> bool:
        """True to ask before leaving a game that has moves."""
        return self._bool("play/ask_before_deal_change", True)

    def set_ask_before_deal_change(self, ask: bool) -> None:
        """Remember whether to ask before leaving a game."""
        self._store.setValue("play/ask_before_deal_change", "true" if ask else "false")

    def geometry(self) -> QByteArray | None:
        """The saved window geometry, if any."""
        return self._bytes(GEOMETRY_KEY)

    def window_state(self) -> QByteArray | None:
        """The saved toolbar layout, if any."""
        return self._bytes(WINDOW_STATE_KEY)

    def set_window(self, geometry: QByteArray, state: QByteArray) -> None:
        """Remember the window's geometry and toolbar layout."""
        self._store.setValue(GEOMETRY_KEY, geometry)
        self._store.setValue(WINDOW_STATE_KEY, state)

    def sync(self) -> None:
        """Write to disk now."""
        self._store.sync()
