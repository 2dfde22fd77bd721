"""Reading a file the user named, safely: a regular file of bounded size, never a FIFO or a device.

Every file a user loads (boards, decks, solutions) goes through `read_user_bytes` or
`read_user_text`. Both check the path with os.stat before opening it, open it non-blocking
(so a FIFO swapped in after the check cannot hang the reader), check again on the open file,
and read at most `limit_bytes`. Every failure is one UserFileError: its `problem` says what is
wrong and its fields the values (the command line prints its English `str()`, one line; the
window says the kind in the player's language, ui/i18n/file_messages.py).
"""

from __future__ import annotations

import os
import stat
import time
from enum import Enum
from pathlib import Path

from freecell_gui.core.system.nonblocking_io import open_nonblocking
from freecell_gui.core.system.user_text import shown_path

__all__ = [
    "FileKind",
    "FileProblem",
    "UserFileError",
    "aside_path",
    "check_regular_file",
    "file_kind",
    "file_kind_of",
    "read_user_bytes",
    "read_user_text",
]


class FileKind(Enum):
    """What a path that is not a regular file is."""

    FOLDER = "a folder"
    FIFO = "a pipe (FIFO)"
    SOCKET = "a socket"
    DISK_DEVICE = "a disk device"
    DEVICE = "a device"
    OTHER = "not a regular file"


class FileProblem(Enum):
    """Why a file the user named cannot be read. The values each kind fills are in its comment;
    every kind has `path` (the file) and `shown` (the path as a message shows it)."""

    CANNOT_OPEN = "cannot open"  # errno and reason: the system's (English, as strerror says it)
    NUL_IN_NAME = "NUL in name"  # no values
    NOT_A_FILE = "not a file"  # kind
    TOO_LARGE = "too large"  # size; limit
    GREW_TOO_LARGE = "grew too large"  # limit (the file grew past it while read)
    NOT_UTF8 = "not UTF-8"  # byte: where the first byte that is not UTF-8 stands
    NUL_BYTES = "NUL bytes"  # no values


class UserFileError(ValueError):
    """A file the user named cannot be used: `problem` says why, the fields its values;
    `str()` is the English message, one line."""

    def __init__(
        self,
        problem: FileProblem,
        path: Path,
        *,
        kind: FileKind = FileKind.OTHER,
        size: int = 0,
        limit: int = 0,
        byte: int = 0,
        errno: int | None = None,
        reason: str = "",
    ) -> None:
        self.problem = problem
        self.path = path
        self.shown = shown_path(path)
        self.kind = kind
        self.size = size
        self.limit = limit
        self.byte = byte
        self.errno = errno
        self.reason = reason
        super().__init__(self._english())

    def _english(self) -> str:
        shown, problem = self.shown, self.problem
        if problem is FileProblem.CANNOT_OPEN:
            return f"cannot read {shown}: {self.reason}"
        if problem is FileProblem.NUL_IN_NAME:
            return f"cannot read {shown}: the name holds a NUL byte"
        if problem is FileProblem.NOT_A_FILE:
            return f"{shown} is {self.kind.value}, not a file"
        if problem is FileProblem.TOO_LARGE:
            return f"{shown} is too large ({self.size:,} bytes; at most {self.limit:,})"
        if problem is FileProblem.GREW_TOO_LARGE:
            return f"{shown} is too large (more than {self.limit:,} bytes)"
        if problem is FileProblem.NOT_UTF8:
            return f"{shown} is not UTF-8 text (byte {self.byte:,})"
        return f"{shown} is not a text file (it holds NUL bytes)"


def file_kind_of(mode: int) -> FileKind:
    """What a file that is not a regular one is, from its `st_mode`."""
    if stat.S_ISDIR(mode):
        return FileKind.FOLDER
    if stat.S_ISFIFO(mode):
        return FileKind.FIFO
    if stat.S_ISSOCK(mode):
        return FileKind.SOCKET
    if stat.S_ISBLK(mode):
        return FileKind.DISK_DEVICE
    if stat.S_ISCHR(mode):
        return FileKind.DEVICE
    return FileKind.OTHER


def file_kind(mode: int) -> str:
    """What a file that is not a regular one is, for a message ("a folder", "a pipe (FIFO)"...)."""
    return file_kind_of(mode).value


def check_regular_file(path: Path, limit_bytes: int) -> int:
    """The size of `path` if it is a regular file of at most `limit_bytes`; UserFileError otherwise.

    Does not open the file, so it is safe on FIFOs and devices.
    """
    try:
        info = os.stat(path)
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the path
        raise _cannot_open(path, error) from None
    if not stat.S_ISREG(info.st_mode):
        raise UserFileError(FileProblem.NOT_A_FILE, path, kind=file_kind_of(info.st_mode))
    if info.st_size > limit_bytes:
        raise UserFileError(FileProblem.TOO_LARGE, path, size=info.st_size, limit=limit_bytes)
    return info.st_size


def _cannot_open(path: Path, error: Exception) -> UserFileError:
    if isinstance(error, OSError):
        return UserFileError(
            FileProblem.CANNOT_OPEN, path, errno=error.errno, reason=error.strerror or str(error)
        )
    if "null" in str(error).lower():
        return UserFileError(FileProblem.NUL_IN_NAME, path)
    return UserFileError(FileProblem.CANNOT_OPEN, path, reason=str(error))


def read_user_bytes(path: Path, limit_bytes: int) -> bytes:
    """The bytes of the regular file `path`, at most `limit_bytes` of them; UserFileError otherwise."""
    check_regular_file(path, limit_bytes)
    try:
        descriptor = open_nonblocking(path, os.O_RDONLY)
    except (OSError, ValueError) as error:
        raise _cannot_open(path, error) from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):  # swapped for something else after the check
            raise UserFileError(FileProblem.NOT_A_FILE, path, kind=file_kind_of(info.st_mode))
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(descriptor, min(1 << 20, limit_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit_bytes:
                raise UserFileError(FileProblem.GREW_TOO_LARGE, path, limit=limit_bytes)
        return b"".join(chunks)
    except OSError as error:
        raise _cannot_open(path, error) from None
    finally:
        os.close(descriptor)


def read_user_text(path: Path, limit_bytes: int) -> str:
    """The UTF-8 text (a byte-order mark is dropped) of the regular file `path`; UserFileError otherwise.

    Refuses folders, FIFOs, devices and sockets without opening them, files larger than
    `limit_bytes`, and bytes that are not UTF-8 text (including NUL bytes).
    """
    data = read_user_bytes(path, limit_bytes)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UserFileError(FileProblem.NOT_UTF8, path, byte=error.start) from None
    if "\x00" in text:
        raise UserFileError(FileProblem.NUL_BYTES, path)
    return text


def aside_path(path: Path, label: str = "unreadable") -> Path:
    """A free name beside `path` for a file set aside, as the settings are:
    `<name>.unreadable-<date>-<time>`, then `-2`, `-3`... if that is taken (never an existing name)."""
    stem = f"{path.name}.{label}-{time.strftime('%Y%m%d-%H%M%S')}"
    aside = path.with_name(stem)
    count = 1
    while os.path.lexists(aside):
        count += 1
        aside = path.with_name(f"{stem}-{count}")
    return aside
