"""User settings, read through one place that falls back to defaults on anything unreadable.

Settings live in an INI file on every platform (QSettings.IniFormat), so they are easy to
find, back up and test. A file that cannot be parsed is copied aside (never destroyed)
before the app writes a fresh one.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QColor

from freecell_gui.core.deals.dealer import FIRST_DEAL, DealFamily, check_deal_number
from freecell_gui.core.system.atomic_file import write_atomically
from freecell_gui.core.system.deck_themes import is_complete
from freecell_gui.core.system.user_files import UserFileError, read_user_text
from freecell_gui.ui.table.scene import DEFAULT_FELT

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


MAX_SETTINGS_BYTES = 1024 * 1024
"""A settings file larger than this is not ours: it is moved aside unread."""

# What each of our keys may hold, checked on the raw INI text before Qt decodes anything:
# a damaged @Variant(...) value can make Qt abort (std::bad_alloc), so no value of ours is one.
_BYTE_ARRAY = re.compile(r"@ByteArray\([^\n]{0,65536}\)")
_RAW_VALUE_RULES: dict[str, re.Pattern[str]] = {
    LAST_DEAL_KEY: re.compile(r"[0-9]{1,10}"),
    RANDOM_FAMILY_KEY: re.compile(r"[A-Z0-9_]{1,40}"),
    FOUR_COLOUR_KEY: re.compile(r"true|false"),
    LABELS_KEY: re.compile(r"true|false"),
    FELT_KEY: re.compile(r"#[0-9a-fA-F]{6}"),
    # A path: any text but a NUL (written \0 or \x0), a control character, or a leading "@".
    DECK_KEY: re.compile(r"(?!@)(?:[^\x00-\x1f\x7f\\]|\\(?!0|x0+(?![0-9a-fA-F]))[^\x00-\x1f])*"),
    GEOMETRY_KEY: _BYTE_ARRAY,
    WINDOW_STATE_KEY: _BYTE_ARRAY,
}
_MAX_PATH_VALUE = 4096
_UNKNOWN_KEY_VALUE = re.compile(r"(?!@(?!@|ByteArray\())[^\x00-\x08\x0b-\x1f]{0,4096}")


def settings_file() -> Path:
    """Where the settings file is, found without letting Qt read it."""
    probe = QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, f"{APPLICATION}-location-probe"
    )
    return Path(probe.fileName()).with_name(f"{APPLICATION}.ini")


def _aside_name(path: Path) -> Path:
    """A name beside `path` for a copy set aside, never one already taken."""
    stem = f"{path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}"
    aside = path.with_name(stem)
    count = 1
    while os.path.lexists(aside):
        count += 1
        aside = path.with_name(f"{stem}-{count}")
    return aside


def _check_raw_line(section: str, line: str) -> str | None:
    """The key a raw "key=value" line sets, if its value is refused; None if the line is fine."""
    name, _equals, value = line.partition("=")
    name = name.strip()
    key = name if section.lower() == "general" else f"{section}/{name}"
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    rule = _RAW_VALUE_RULES.get(key)
    if rule is not None:
        too_long = key == DECK_KEY and len(value) > _MAX_PATH_VALUE
        return key if too_long or rule.fullmatch(value) is None else None
    return None if _UNKNOWN_KEY_VALUE.fullmatch(value) else key


def clean_settings_text(text: str) -> tuple[str, list[str]]:
    """The INI text without the lines whose values are refused, and the keys refused.

    Every value is checked as raw text, before Qt decodes it: our keys against what we
    write, any other key against the forms Qt could choke on (@Variant, control characters).
    """
    refused: list[str] = []
    kept: list[str] = []
    section = "General"
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            section = stripped[1:-1]
        elif stripped and not stripped.startswith(";") and "=" in stripped:
            key = _check_raw_line(section, stripped)
            if key is not None:
                refused.append(key if len(key) <= 40 else key[:37] + "...")
                continue
        elif stripped and not stripped.startswith(";"):
            refused.append(f"line {len(kept) + len(refused) + 1}")
            continue
        kept.append(line)
    return "".join(f"{line}\n" for line in kept), refused


@dataclass
class _Preparation:
    """What checking the settings file found: the problems to tell the user, and a stand-in file."""

    problems: list[str] = field(default_factory=list)
    stand_in: Path | None = None


def _prepare_file(path: Path) -> _Preparation:
    """Check the settings file before Qt reads it; move or copy it aside if anything is refused."""
    found = _Preparation()
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return found  # nothing saved yet (an unwritable folder is said by load_settings)
    except (OSError, ValueError) as error:
        found.problems.append(f"the settings file cannot be read ({error}); defaults are used")
        found.stand_in = _stand_in("")
        return found
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SETTINGS_BYTES:
        aside = _aside_name(path)
        try:
            os.replace(path, aside)  # never opened: it may be a FIFO or a device
            found.problems.append(f"the settings file was not a readable file; it was moved to {aside.name}")
        except OSError:
            found.problems.append("the settings file is not a readable file; defaults are used")
            found.stand_in = _stand_in("")
        return found
    try:
        text = read_user_text(path, MAX_SETTINGS_BYTES)
    except UserFileError:
        text, refused = "", ["the whole file (not UTF-8 text)"]
    else:
        text, refused = clean_settings_text(text)
    if not refused:
        return found
    aside = _aside_name(path)
    try:
        shutil.copyfile(path, aside)
        write_atomically(path, text.encode("utf-8"))
        where = f"old file kept as {aside.name}"
    except OSError:
        found.stand_in = _stand_in(text)
        where = "the file is left as it was"
    shown = ", ".join(refused[:3]) + (f" and {len(refused) - 3} more" if len(refused) > 3 else "")
    found.problems.append(f"refused damaged {shown}; defaults used, {where}")
    return found


def _stand_in(text: str) -> Path:
    """A private copy of the cleaned settings, used when the real file cannot be used or changed."""
    folder = Path(tempfile.mkdtemp(prefix="freecell-gui-settings-"))
    stand_in = folder / f"{APPLICATION}.ini"
    stand_in.write_text(text, encoding="utf-8")
    return stand_in


def _folder_is_writable(path: Path) -> bool:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    if not os.access(path.parent, os.W_OK):
        return False
    return not path.exists() or os.access(path, os.W_OK)


def load_settings() -> Settings:
    """The user's settings, with every raw value checked before Qt decodes it.

    Refused values are dropped (their defaults are used), the file is copied aside first,
    and `Settings.problems()` says what happened, once, for the status bar.
    """
    path = settings_file()
    found = _prepare_file(path)
    if found.stand_in is not None:
        store = QSettings(str(found.stand_in), QSettings.Format.IniFormat)
    else:
        store = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)
        if store.status() != QSettings.Status.NoError:
            if path.exists():
                with contextlib.suppress(OSError):
                    shutil.copyfile(path, _aside_name(path))
            store.clear()
            found.problems.append(
                "the settings file could not be read; defaults are used and it was copied aside"
            )
    settings = Settings(store, found.problems)
    if found.stand_in is None and not _folder_is_writable(path):
        settings.note_unsaved(path)
    return settings


def open_settings() -> QSettings:
    """The user's settings store, checked as `load_settings` checks it."""
    return load_settings().store


class Settings:
    """Typed access to the settings; every getter returns its default on bad data."""

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

    def _refuse(self, key: str) -> None:
        """Note a value refused by its getter; the file is copied aside the first time."""
        note = f"refused {key}; default used"
        if any(problem.startswith(note) for problem in self._problems):
            return
        if not self._copied_aside:
            self._copied_aside = True
            path = Path(self._store.fileName())
            aside = _aside_name(path)
            try:
                shutil.copyfile(path, aside)
                note += f", old file kept as {aside.name}"
            except OSError:
                pass
        self._problems.append(note)

    def note_unsaved(self, path: Path) -> None:
        """Record that the settings folder cannot be written (said once, with the other problems)."""
        self._problems.append(
            f"settings cannot be saved in {path.parent} (not writable); changes last this session"
        )
        self._unsaved_told = True

    def problems(self) -> str:
        """What was wrong with the settings, in one line, the first time it is asked; then ""."""
        if self._told or not self._problems:
            return ""
        self._told = True
        return "Settings: " + "; ".join(self._problems)

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
        if text is None:
            return FIRST_DEAL
        try:
            return check_deal_number(int(text)) if len(text) <= 12 else check_deal_number(0)
        except ValueError:
            self._refuse(LAST_DEAL_KEY)
            return FIRST_DEAL

    def set_last_deal(self, number: int) -> None:
        """Remember the deal shown."""
        self._store.setValue(LAST_DEAL_KEY, str(number))

    def random_family(self) -> DealFamily:
        """The family random deals are drawn from."""
        text = self._text(RANDOM_FAMILY_KEY)
        if text and text not in DealFamily.__members__:
            self._refuse(RANDOM_FAMILY_KEY)
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
        if is_complete(path):
            return path
        self._refuse(f"{DECK_KEY} ({'a missing file' if not _exists(path) else 'not a usable deck'})")
        return None

    def set_deck_theme(self, path: Path | None) -> None:
        """Remember the deck chosen."""
        self._store.setValue(DECK_KEY, str(path) if path is not None else "")

    # --- play ----------------------------------------------------------------------------

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

    def show_solvability(self) -> bool:
        """True to say, for each deal shown, whether it can be solved."""
        return self._bool("solve/show_solvability", False)

    def set_show_solvability(self, shown: bool) -> None:
        """Remember whether the solvability indicator shows."""
        self._store.setValue("solve/show_solvability", "true" if shown else "false")

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
        """Write to disk now; if that fails, say so once on standard error (the window is closing)."""
        self._store.sync()
        if self._store.status() == QSettings.Status.AccessError and not self._unsaved_told:
            self._unsaved_told = True
            if sys.stderr is not None:
                sys.stderr.write(f"freecell-gui: settings could not be saved to {self._store.fileName()}\n")


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except (OSError, ValueError):
        return False
