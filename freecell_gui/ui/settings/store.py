"""Reading and writing the settings: one typed accessor for every key of the table (keys.py).

`Settings.get(key)` returns the key's value, or its default when the value is missing or
refused; a refused value is never passed over in silence: the file is copied aside (once),
the value is dropped, and `problems()` says which key and why, once, for the status bar.
"""

from __future__ import annotations

import contextlib
import shutil
import sys
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QSettings

from freecell_gui.core.deals.dealer import DealFamily
from freecell_gui.core.system.user_files import aside_path
from freecell_gui.ui.i18n.file_messages import quoted_path
from freecell_gui.ui.settings.file import (
    APPLICATION,
    ORGANISATION,
    folder_is_writable,
    prepare_file,
    settings_file,
)
from freecell_gui.ui.settings.keys import KEYS, LAST_DEAL, RANDOM_FAMILY, Key

T = TypeVar("T")


def load_settings() -> Settings:
    """The user's settings, with every raw value checked before Qt decodes it.

    Refused values are dropped (their defaults are used), the file is copied aside first,
    and `Settings.problems()` says what happened, once, for the status bar. Every key is read
    here once, so a value refused by its decoder is told with the rest at start-up, not
    later when a feature first asks for it.
    """
    path = settings_file()
    found = prepare_file(path)
    if found.stand_in is not None:
        store = QSettings(str(found.stand_in), QSettings.Format.IniFormat)
    else:
        store = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)
        if store.status() != QSettings.Status.NoError:
            if path.exists():
                with contextlib.suppress(OSError):
                    shutil.copyfile(path, aside_path(path))
            store.clear()
            found.problems.append(
                QCoreApplication.translate(
                    "Settings",
                    "the settings file could not be read; defaults are used and it was copied aside",
                )
            )
    settings = Settings(store, found.problems)
    settings.check_all()
    if found.stand_in is None and not folder_is_writable(path):
        settings.note_unsaved(path)
    return settings


def open_settings() -> QSettings:
    """The user's settings store, checked as `load_settings` checks it."""
    return load_settings().store


class Settings:
    """Typed access to the settings: `get(key)` and `set(key, value)` for any key of keys.py."""

    def __init__(self, store: QSettings, problems: list[str] | None = None) -> None:
        self._store = store
        self._problems = list(problems or [])
        self._told = False
        self._unsaved_told = False
        self._copied_aside = bool(self._problems)

    @property
    def store(self) -> QSettings:
        """The QSettings underneath."""
        return self._store

    def get(self, key: Key[T]) -> T:
        """The value of `key`: its default if missing, and its default (said once) if refused."""
        try:
            value = self._store.value(key.name)
        except Exception:  # a damaged value must never stop the app starting
            self._refuse(key, QCoreApplication.translate("Settings", "unreadable"))
            return key.default
        if value is None:
            return key.default
        try:
            return key.decode(value)
        except ValueError as error:
            self._refuse(key, str(error))
            return key.default

    def set(self, key: Key[T], value: T) -> None:
        """Remember `value` for `key`, written as its key writes it."""
        self._store.setValue(key.name, key.encode(value))

    def check_all(self) -> None:
        """Read every key once, so that any refused value is set aside and told now."""
        for key in KEYS.values():
            self.get(key)

    def _refuse(self, key: Key[T], why: str) -> None:
        """Set a refused value aside: the file is copied (the first time), the value dropped,
        and the problem noted for the status bar."""
        note = (
            QCoreApplication.translate("Settings", "refused %1 (%2); default used")
            .replace("%1", key.name)
            .replace("%2", why)
        )
        if not self._copied_aside:
            self._copied_aside = True
            path = Path(self._store.fileName())
            aside = aside_path(path)
            try:
                shutil.copyfile(path, aside)
                note = (
                    QCoreApplication.translate("Settings", "%1, old file kept as %2")
                    .replace("%1", note)
                    .replace("%2", aside.name)
                )
            except OSError:
                pass
        self._store.remove(key.name)  # the default stands from now on, on disk too
        self._problems.append(note)

    def note_unsaved(self, path: Path) -> None:
        """Record that the settings folder cannot be written (said once, with the other problems)."""
        self._problems.append(
            QCoreApplication.translate(
                "Settings", "settings cannot be saved in %1 (not writable); changes last this session"
            ).replace("%1", quoted_path(path.parent))
        )
        self._unsaved_told = True

    def problems(self) -> str:
        """What was wrong with the settings, in one line, the first time it is asked; then ""."""
        if self._told or not self._problems:
            return ""
        self._told = True
        return QCoreApplication.translate("Settings", "Settings: %1").replace("%1", "; ".join(self._problems))

    # The application module asks for these two by name.

    def last_deal(self) -> int:
        """The deal shown when the app was last closed (deal 1 at first)."""
        return self.get(LAST_DEAL)

    def random_family(self) -> DealFamily:
        """The family random deals are drawn from."""
        return self.get(RANDOM_FAMILY)

    def sync(self) -> None:
        """Write to disk now; if that fails, say so once on standard error (the window is closing)."""
        self._store.sync()
        if self._store.status() == QSettings.Status.AccessError and not self._unsaved_told:
            self._unsaved_told = True
            if sys.stderr is not None:
                sys.stderr.write(f"freecell-gui: settings could not be saved to {self._store.fileName()}\n")
