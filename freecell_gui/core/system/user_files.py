"""Reading a file the user named, safely: a regular file of bounded size, never a FIFO or a device.

Every file a user loads (boards, decks, solutions) goes through `read_user_bytes` or
`read_user_text`. Both check the path with os.stat before opening it, open it non-blocking
(so a FIFO swapped in after the check cannot hang the reader), check again on the open file,
and read at most `limit_bytes`. Every failure is one UserFileError whose message is a single
line fit to show a user.
"""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from freecell_gui.core.system.nonblocking_io import open_nonblocking
from freecell_gui.core.system.user_text import shown_path

__all__ = ["UserFileError", "aside_path", "check_regular_file", "read_user_bytes", "read_user_text"]


class UserFileError(ValueError):
    """A file the user named cannot be used; the message says why, in one line."""


def file_kind(mode: int) -> str:
    """What a file that is not a regular one is, for a message ("a folder", "a pipe (FIFO)"...)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISBLK(mode):
        return "a disk device"
    if stat.S_ISCHR(mode):
        return "a device"
    return "not a regular file"


def _shown(path: Path) -> str:
    return shown_path(path)


def check_regular_file(path: Path, limit_bytes: int) -> int:
    """The size of `path` if it is a regular file of at most `limit_bytes`; UserFileError otherwise.

    Does not open the file, so it is safe on FIFOs and devices.
    """
    try:
        info = os.stat(path)
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the path
        raise UserFileError(f"cannot read {_shown(path)}: {_reason(error)}") from None
    if not stat.S_ISREG(info.st_mode):
        raise UserFileError(f"{_shown(path)} is {file_kind(info.st_mode)}, not a file")
    if info.st_size > limit_bytes:
        raise UserFileError(f"{_shown(path)} is too large ({info.st_size:,} bytes; at most {limit_bytes:,})")
    return info.st_size


def _reason(error: Exception) -> str:
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return "the name holds a NUL byte" if "null" in str(error).lower() else str(error)


def read_user_bytes(path: Path, limit_bytes: int) -> bytes:
    """The bytes of the regular file `path`, at most `limit_bytes` of them; UserFileError otherwise."""
    check_regular_file(path, limit_bytes)
    try:
        descriptor = open_nonblocking(path, os.O_RDONLY)
    except (OSError, ValueError) as error:
        raise UserFileError(f"cannot read {_shown(path)}: {_reason(error)}") from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):  # swapped for something else after the check
            raise UserFileError(f"{_shown(path)} is {file_kind(info.st_mode)}, not a file")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(descriptor, min(1 << 20, limit_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit_bytes:
                raise UserFileError(f"{_shown(path)} is too large (more than {limit_bytes:,} bytes)")
        return b"".join(chunks)
    except OSError as error:
        raise UserFileError(f"cannot read {_shown(path)}: {_reason(error)}") from None
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
        raise UserFileError(f"{_shown(path)} is not UTF-8 text (byte {error.start:,})") from None
    if "\x00" in text:
        raise UserFileError(f"{_shown(path)} is not a text file (it holds NUL bytes)")
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
