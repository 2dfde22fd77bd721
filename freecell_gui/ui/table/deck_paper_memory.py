"""Each installed deck's paper margins remembered across sessions, so a deck is measured once,
not at the first paint of every session (deck_paper.py; Dondorf about 0.2 s on the UI thread).

A measure is kept under the deck's identity *as a file*: its real path, size, modification time
and inode (for a folder of card files, those of every file in it), with the Qt version (Qt's SVG
renderer decides the margins: Qt 6 draws filter regions Qt 5 ignored) and this measure's version.
A deck replaced, edited or reinstalled is measured again; so is every deck after a Qt upgrade.

The memory is a small JSON file in the app's data folder, beside the history (`deck-paper.json`;
the data folder rather than the cache: a test's window keeps it in its own folder, as the
history): only ever a hint.
Unreadable, damaged, too large, not a regular file, or holding values a measure cannot give, it
is ignored and the deck measured as before; it is written off the UI thread (a slow disk's fsync
never stalls a paint), only over a regular file or nothing (a link, folder, pipe or device there
is left as it is and nothing is remembered), and two programs writing it at once cost at most a
measure more in a later session, never a wrong one (each entry is checked against its deck).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import stat
import threading
from collections.abc import Hashable
from pathlib import Path

from PySide6.QtCore import QStandardPaths, qVersion

from freecell_gui.core.system.atomic_file import write_atomically
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes

MEMORY_NAME = "deck-paper.json"
MEASURE_VERSION = 1
"""Raised when the measure (core/picture/paper.py, deck_paper.measure_margins) changes."""
MAX_REMEMBERED = 64  # decks; the oldest forgotten first
_LIMIT_BYTES = 64 * 1024
_MOST_MARGIN = 0.25  # paper.py caps a side at 10 %: anything past this was not written by us
_MOST_FOLDER_FILES = 400  # a folder deck has 53-60 files; past this it is not remembered

Margins = tuple[float, float, float, float]

_lock = threading.Lock()
_writers: list[threading.Thread] = []
memory_folder_override: list[Path] = []
"""Tests put a folder here: the memory is then kept there instead of the app's data folder."""


def memory_path() -> Path:
    """Where the measures are remembered: the app's data folder."""
    if memory_folder_override:
        return memory_folder_override[0] / MEMORY_NAME
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / MEMORY_NAME


def deck_key(identity: Hashable) -> str | None:
    """The key a deck's measure is remembered under (see the module's docstring), or None when
    the deck's files cannot be looked at (then nothing is remembered)."""
    parts: list[object] = [MEASURE_VERSION, qVersion()]
    try:
        for part in identity if isinstance(identity, tuple) else (identity,):
            parts.append(_file_identity(part) if isinstance(part, Path) else repr(part))
    except (OSError, ValueError):
        return None
    return hashlib.sha256(repr(parts).encode("utf-8", "surrogatepass")).hexdigest()[:32]


def _file_identity(path: Path) -> object:
    real = os.path.realpath(path)
    info = os.stat(real)
    if stat.S_ISREG(info.st_mode):
        return (real, info.st_size, info.st_mtime_ns, info.st_ino)
    if not stat.S_ISDIR(info.st_mode):
        raise ValueError("neither a file nor a folder")
    files: list[tuple[str, int, int, int]] = []
    with os.scandir(real) as entries:
        for entry in entries:
            if len(files) >= _MOST_FOLDER_FILES:
                raise ValueError("too many files to remember the folder by")
            with contextlib.suppress(OSError):
                inner = entry.stat()
                files.append((entry.name, inner.st_size, inner.st_mtime_ns, inner.st_ino))
    return (real, sorted(files))


def recall(key: str) -> Margins | None:
    """The margins remembered under `key`, or None (never remembered, or the memory unusable)."""
    return _valid(_read().get(key))


def remember(key: str, margins: Margins) -> None:
    """Keep `margins` under `key`, written off the calling thread (see `wait_for_writes`)."""
    writer = threading.Thread(target=_write, args=(key, margins), name="deck paper memory", daemon=True)
    with _lock:
        _writers[:] = [thread for thread in _writers if thread.is_alive()]
        _writers.append(writer)
    writer.start()


def wait_for_writes(timeout: float | None = None) -> None:
    """Block until the measures handed to `remember` are written (for tests and exits)."""
    with _lock:
        writers = list(_writers)
    for writer in writers:
        writer.join(timeout)


def _read() -> dict[str, object]:
    try:
        data = json.loads(read_user_bytes(memory_path(), _LIMIT_BYTES))
    except (UserFileError, OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("version") != MEASURE_VERSION:
        return {}
    decks = data.get("decks")
    return decks if isinstance(decks, dict) else {}


def _valid(value: object) -> Margins | None:
    if not isinstance(value, list) or len(value) != 4:
        return None
    if not all(isinstance(side, (int, float)) and not isinstance(side, bool) for side in value):
        return None
    sides = tuple(float(side) for side in value)
    if not all(math.isfinite(side) and 0.0 <= side <= _MOST_MARGIN for side in sides):
        return None
    return sides[0], sides[1], sides[2], sides[3]


def _write(key: str, margins: Margins) -> None:
    path = memory_path()
    with _lock:  # two measures of one session: one after the other, neither lost
        try:
            kind = os.lstat(path).st_mode
        except FileNotFoundError:
            kind = None
        except OSError:
            return
        if kind is not None and not stat.S_ISREG(kind):
            return  # a link, folder, pipe or device: the user's, left as it is
        decks = {name: value for name, value in _read().items() if _valid(value) is not None}
        decks.pop(key, None)
        decks[key] = list(margins)
        kept = dict(list(decks.items())[-MAX_REMEMBERED:])
        text = json.dumps({"version": MEASURE_VERSION, "decks": kept}, indent=0)
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, text.encode("utf-8"))
