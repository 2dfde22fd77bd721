"""Which damaged records the player was already told of, so each damage is said once.

A record changed outside this program is skipped when read (records.records_skipping_damaged),
and the opening says so. Nothing about it changes from one start to the next, so saying it at
every start is noise: the opening says only the damage not said before (`unsaid`), and the
History window keeps the count for later.

What was said is remembered beside the history, in `history.sqlite.damage-said`: one line a
record, its id and a digest of what is wrong in it (a record repaired and damaged again in
another way is new damage). It belongs to this history, not to the settings: a damaged or reset
settings file does not bring the message back, and a history set aside takes its memory with it
(`forget`). The file is only ever a hint: unreadable, damaged or missing, the damage is said once
more and the file written anew; one that cannot be written leaves the old behaviour (said at each
start), never an error.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import stat
from collections.abc import Mapping
from pathlib import Path

from freecell_gui.core.system.atomic_file import write_atomically
from freecell_gui.core.system.user_files import UserFileError, aside_path, read_user_text

SAID_SUFFIX = ".damage-said"
"""Beside the history file: `history.sqlite.damage-said`."""
MAX_REMEMBERED = 10_000
"""The most records remembered (about 30 bytes each); damage beyond them is said again."""
_LIMIT_BYTES = MAX_REMEMBERED * 40
_MARK = re.compile(r"-?[0-9]{1,20} [0-9a-f]{16}")


def said_path(history: Path) -> Path:
    """Where the damage already said of the history file `history` is remembered."""
    return history.with_name(history.name + SAID_SUFFIX)


def mark(record: int, why: str) -> str:
    """One damaged record as remembered: its id and a digest of what is wrong in it."""
    return f"{record} {hashlib.sha256(why.encode('utf-8', 'surrogatepass')).hexdigest()[:16]}"


def remembered(history: Path) -> frozenset[str]:
    """The marks of the damage already said; none if the file is missing or unreadable."""
    path = said_path(history)
    try:
        if not _is_plain_file(path):
            return frozenset()  # a link, a folder, a FIFO: not ours to read (and set aside when written)
        text = read_user_text(path, _LIMIT_BYTES)
    except (UserFileError, OSError):
        return frozenset()
    return frozenset(line for line in text.splitlines() if _MARK.fullmatch(line))  # the rest: not ours


def unsaid(history: Path, damaged: Mapping[int, str]) -> dict[int, str]:
    """The records of `damaged` (by id, with why) not said before, in their order; and each of
    them remembered as said from now on. What was said before stays remembered though this
    opening did not meet it (the opening reads only the records saved after the last whole one)."""
    before = remembered(history)
    marks = {record: mark(record, why) for record, why in damaged.items()}
    new = {record: damaged[record] for record, each in marks.items() if each not in before}
    if new:
        # Read again just before writing: another copy of the app (two started at once, before
        # one hands over to the other) may have remembered damage of its own meanwhile, which a
        # write of what this one read first would drop (and say again at the next start).
        since = remembered(history) - before
        kept = [marks[record] for record in new] + sorted(since) + sorted(before)
        _remember(history, list(dict.fromkeys(kept))[:MAX_REMEMBERED])
    return new


def forget(history: Path) -> None:
    """Forget what was said (the history was set aside: a new one begins)."""
    with contextlib.suppress(OSError):
        path = said_path(history)
        if stat.S_ISREG(os.lstat(path).st_mode):
            os.unlink(path)


def _is_plain_file(path: Path) -> bool:
    """True if `path` itself (a link not followed) is a regular file; OSError if it is missing."""
    return stat.S_ISREG(os.lstat(path).st_mode)


def _remember(history: Path, marks: list[str]) -> None:
    path = said_path(history)
    data = "".join(f"{each}\n" for each in marks).encode("ascii")
    with contextlib.suppress(OSError):
        if not _is_plain_file(path):
            # Something other than our file at its name: a folder, a FIFO, or a link, which
            # write_atomically would follow and so overwrite the file it points at (another of
            # the user's files). The name itself is moved aside, never opened or followed.
            os.replace(path, aside_path(path))
    # Unwritable (a read-only folder): the damage is said again next time, never an error.
    with contextlib.suppress(OSError):
        write_atomically(path, data)
