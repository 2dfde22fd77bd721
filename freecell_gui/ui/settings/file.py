"""The settings file: where it is, and its raw text checked before Qt reads a byte of it.

Settings live in an INI file on every platform (QSettings.IniFormat), so they are easy to
find, back up and test. A file that is not a file, or that holds a refused value, is moved
or copied aside (never destroyed) before the app writes a fresh one.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from freecell_gui.core.system.atomic_file import write_atomically
from freecell_gui.core.system.user_files import UserFileError, aside_path, read_user_text
from freecell_gui.ui.i18n.file_messages import FileMessages
from freecell_gui.ui.settings.keys import KEYS

ORGANISATION = "freecell-gui"
APPLICATION = "freecell-gui"

MAX_SETTINGS_BYTES = 1024 * 1024
"""A settings file larger than this is not ours: it is moved aside unread."""

# A key that is not ours may hold any text but the forms Qt could choke on (@Variant, control
# characters); ours are checked against their own rules (keys.py).
_UNKNOWN_KEY_VALUE = re.compile(r"(?!@(?!@|ByteArray\())[^\x00-\x08\x0b-\x1f]{0,4096}")


def settings_file() -> Path:
    """Where the settings file is, found without letting Qt read it."""
    probe = QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, f"{APPLICATION}-location-probe"
    )
    return Path(probe.fileName()).with_name(f"{APPLICATION}.ini")


def _check_raw_line(section: str, line: str) -> str | None:
    """The key a raw "key=value" line sets, if its value is refused; None if the line is fine."""
    name, _equals, value = line.partition("=")
    name = name.strip()
    key = name if section.lower() == "general" else f"{section}/{name}"
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    ours = KEYS.get(key)
    if ours is not None:
        return None if ours.allows_raw(value) else key
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
            refused.append(
                QCoreApplication.translate("Settings", "line %1").replace(
                    "%1", str(len(kept) + len(refused) + 1)
                )
            )
            continue
        kept.append(line)
    return "".join(f"{line}\n" for line in kept), refused


@dataclass
class Preparation:
    """What checking the settings file found: the problems to tell the user, and a stand-in file."""

    problems: list[str] = field(default_factory=list)
    stand_in: Path | None = None


def prepare_file(path: Path) -> Preparation:
    """Check the settings file before Qt reads it; move or copy it aside if anything is refused."""
    found = Preparation()
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return found  # nothing saved yet (an unwritable folder is said by load_settings)
    except (OSError, ValueError) as error:
        found.problems.append(
            QCoreApplication.translate(
                "Settings", "the settings file cannot be read (%1); defaults are used"
            ).replace("%1", _why_not(error))
        )
        found.stand_in = _stand_in("")
        return found
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SETTINGS_BYTES:
        aside = aside_path(path)
        try:
            os.replace(path, aside)  # never opened: it may be a FIFO or a device
            found.problems.append(
                QCoreApplication.translate(
                    "Settings", "the settings file was not a readable file; it was moved to %1"
                ).replace("%1", aside.name)
            )
        except OSError:
            found.problems.append(
                QCoreApplication.translate(
                    "Settings", "the settings file is not a readable file; defaults are used"
                )
            )
            found.stand_in = _stand_in("")
        return found
    try:
        text = read_user_text(path, MAX_SETTINGS_BYTES)
    except UserFileError:
        text, refused = "", [QCoreApplication.translate("Settings", "the whole file (not UTF-8 text)")]
    else:
        text, refused = clean_settings_text(text)
    if not refused:
        return found
    aside = aside_path(path)
    try:
        shutil.copyfile(path, aside)
        write_atomically(path, text.encode("utf-8"))
        where = QCoreApplication.translate("Settings", "old file kept as %1").replace("%1", aside.name)
    except OSError:
        found.stand_in = _stand_in(text)
        where = QCoreApplication.translate("Settings", "the file is left as it was")
    shown = ", ".join(refused[:3])
    if len(refused) > 3:
        shown = (
            QCoreApplication.translate("Settings", "%1 and %2 more")
            .replace("%1", shown)
            .replace("%2", str(len(refused) - 3))
        )
    found.problems.append(
        QCoreApplication.translate("Settings", "refused damaged %1; defaults used, %2")
        .replace("%1", shown)
        .replace("%2", where)
    )
    return found


def _stand_in(text: str) -> Path:
    """A private copy of the cleaned settings, used when the real file cannot be used or changed."""
    folder = Path(tempfile.mkdtemp(prefix="freecell-gui-settings-"))
    stand_in = folder / f"{APPLICATION}.ini"
    stand_in.write_text(text, encoding="utf-8")
    return stand_in


def folder_is_writable(path: Path) -> bool:
    """True if the settings file can be written where it is (its folder made if need be)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    if not os.access(path.parent, os.W_OK):
        return False
    return not path.exists() or os.access(path, os.W_OK)


def _why_not(error: OSError | ValueError) -> str:
    """Why the settings file cannot be looked at, in the player's language (an OSError's own text
    is English and carries the raw path)."""
    if isinstance(error, OSError):
        return FileMessages().system_reason(error.errno)
    return FileMessages().system_reason(None)
