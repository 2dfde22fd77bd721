"""Writing a file so that a failure never leaves half a file, and nothing but a file is replaced.

Every file the app writes (exports, `play --export`, saved moves, the settings' copies) goes
through `write_atomically` (or `copy_atomically`), and so through one rule, decided on the final
target with every link followed:

* nothing there yet, or a regular file: the bytes go to a temporary file beside it, which is
  then renamed over it, so the target is whole or untouched; a link stays a link;
* a pipe (FIFO) or a character device (a terminal, /dev/null, /dev/stdout): written through,
  never replaced: renaming a file over /dev/null would replace the device with a file;
* a folder, a block device or a socket: refused, with OSError.

A write killed outright (SIGKILL, a power cut) leaves its temporary file, `.NAME.XXXXXXXX.part`.
The next write of the same file sweeps such leftovers, and only those that are surely dead: a
writer holds an exclusive `flock` on its temporary file from its first instant to after the
rename, and the system drops that lock when the process ends, however it ends. A leftover is
deleted only if that lock can be taken, it is a regular file of this user (never a link), its
name is exactly the one this module gives for that file, and it is older than a minute (which
covers the microseconds between a writer creating its file and locking it). Another live
program's write, even one paused or on a slow disk, holds its lock and is never touched.

A write may be cancelled by its caller (the window's Cancel: ui/background_write.py): it then
stops with WriteCancelledError, a regular file whole or untouched, a pipe or a device fed only
part of the bytes.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import signal
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from freecell_gui.core.system.nonblocking_io import open_nonblocking, write_all
from freecell_gui.core.system.stop_signals import Stopped, pending_signal
from freecell_gui.core.system.user_files import UserFileError, file_kind, read_user_bytes
from freecell_gui.core.system.user_text import shown_path

__all__ = [
    "WriteCancelledError",
    "copy_atomically",
    "describe_os_error",
    "is_same_file",
    "sweep_leftovers",
    "write_atomically",
]

_COPY_LIMIT_BYTES = 64 * 1024 * 1024
_FILE_CHUNK = 1 << 20  # a temporary file is written this much at a time, a cancel looked for between
_LEFTOVER_SECONDS = 60.0  # a temporary file unlocked and older than this is a dead write's
_TEMPORARY_SUFFIX = ".part"
# tempfile.mkstemp's random part: 8 of these characters (tempfile._RandomNameSequence)
_RANDOM_PART = "[a-z0-9_]{8}"
_ANY_LEFTOVER = re.compile(r"\..*\." + _RANDOM_PART + re.escape(_TEMPORARY_SUFFIX), re.DOTALL)
"""A temporary file of this module's, of any file's write."""
_clean_folders: dict[str, int] = {}
"""Folders last seen holding no temporary file of this module's, with their modification time
then (or after this process's own write there): a folder unchanged since is not listed again, so
a range of thousands of exports into one folder does not list it once a file (4 ms a write at
10,000 files, 24 ms at 50,000)."""

try:
    import fcntl
except ImportError:  # Windows: a file another process has open cannot be deleted there anyway
    fcntl = None  # type: ignore[assignment]

Cancelled = Callable[[], bool]
"""A caller's cancel hook: true once the write should stop (called from the writing thread)."""


class WriteCancelledError(Exception):
    """The write was cancelled by its caller: a regular file is untouched, and no temporary file
    is left; a pipe or a device may have been fed part of the bytes."""

    def __init__(self) -> None:
        super().__init__("the write was cancelled")


def write_atomically(path: Path, data: bytes, cancelled: Cancelled | None = None) -> None:
    """Write `data` to `path` all at once, by the rule in the module's docstring.

    If anything fails (no space, no permission, a folder, an interruption), an existing
    regular file at `path` is left exactly as it was, no temporary file is left behind, and
    OSError is raised (its strerror is one line fit for a user). `cancelled` is asked while
    the write goes on (between chunks of a temporary file, before it replaces the target, and
    while a full pipe is waited on); once it is true the write stops with WriteCancelledError.
    """
    path = Path(path)
    _stop_if(cancelled)
    try:
        info = os.stat(path)  # links followed, /proc's /dev/stdout included
    except FileNotFoundError:
        # Nothing there, or a link to nothing: the new file goes where the link points.
        _replace(Path(os.path.realpath(path)), data, cancelled)
        return
    mode = info.st_mode
    standard = _standard_stream(info)
    if standard is not None:
        # /dev/stdout (or the file the shell opened as it): the shell's own file description
        # keeps its offset and append mode, and what was printed before comes first.
        _write_all(standard, data, cancelled)
    elif stat.S_ISREG(mode):
        real = Path(os.path.realpath(path))
        if _same(real, info):
            _replace(real, data, cancelled)
        else:  # reached through a link realpath cannot follow (/dev/stdout to a file)
            _write_through(path, data, info, cancelled)
    elif stat.S_ISFIFO(mode) or stat.S_ISCHR(mode):
        _write_through(path, data, info, cancelled)
    else:
        raise _refused(mode)


def copy_atomically(source: Path, target: Path, limit_bytes: int = _COPY_LIMIT_BYTES) -> None:
    """Copy the regular file `source` to `target` by the same rule as `write_atomically`."""
    try:
        data = read_user_bytes(Path(source), limit_bytes)
    except UserFileError as error:
        raise OSError(errno.EINVAL, str(error)) from None
    write_atomically(target, data)


def is_same_file(path: Path, descriptor: int) -> bool:
    """True if `path` (links followed) is the file open as `descriptor` (1: standard output)."""
    try:
        return os.path.samestat(os.stat(path), os.fstat(descriptor))
    except (OSError, ValueError):
        return False


def describe_os_error(error: OSError, path: Path) -> str:
    """One clear line for a failed write, e.g. "cannot write /x/y.png: no space left on device"."""
    reason = error.strerror or str(error)
    return f"cannot write {shown_path(path)}: {reason[:1].lower()}{reason[1:]}"


def _refused(mode: int) -> OSError:
    kind = file_kind(mode)
    if stat.S_ISDIR(mode):
        return IsADirectoryError(errno.EISDIR, f"it is {kind}, not a file")
    return OSError(errno.EPERM, f"it is {kind}, not a file")


def _same(path: Path, info: os.stat_result) -> bool:
    try:
        return os.path.samestat(os.stat(path), info)
    except OSError:
        return False


def _stop_if(cancelled: Cancelled | None) -> None:
    if cancelled is not None and cancelled():
        raise WriteCancelledError


def _temporary_prefix(path: Path) -> str:
    # The temporary name stays short enough for any file system (255 bytes), however long `path`'s is.
    return f".{path.name.encode()[:200].decode(errors='ignore')}."


def _replace(path: Path, data: bytes, cancelled: Cancelled | None = None) -> None:
    """A temporary file beside `path`, renamed over it once whole."""
    prefix = _temporary_prefix(path)
    if not _still_clean(path.parent):
        sweep_leftovers(path)
    try:
        descriptor, temporary = tempfile.mkstemp(prefix=prefix, suffix=_TEMPORARY_SUFFIX, dir=path.parent)
    except FileNotFoundError:
        raise FileNotFoundError(
            errno.ENOENT, f"the folder {shown_path(path.parent)} does not exist"
        ) from None
    closed = False
    try:
        # Held until the file is renamed and closed: the sign, for a later sweep, that this
        # write is alive (see the module's docstring).
        _lock(descriptor, blocking=True)
        view = memoryview(data)
        for start in range(0, len(view), _FILE_CHUNK):
            _stop_if(cancelled)  # a slow disk: a cancel is heard within a chunk
            _write_all_to_file(descriptor, view[start : start + _FILE_CHUNK])
        os.fsync(descriptor)
        if fcntl is None:  # Windows: a file open here can be neither renamed nor deleted
            os.close(descriptor)
            closed = True
        _stop_if(cancelled)  # the last moment the target can still be left untouched
        existing = _existing_mode(path)
        if existing is not None and not stat.S_ISREG(existing):
            # Swapped for a device or a folder since it was checked: never rename over it.
            raise _refused(existing)
        with contextlib.suppress(OSError):
            # Keep the permissions an existing file had; a new file gets the usual ones.
            os.chmod(temporary, existing & 0o7777 if existing is not None else 0o666 & ~_umask())
        os.replace(temporary, path)
        _after_own_write(path.parent)
    except BaseException:
        if not closed:
            os.close(descriptor)
            closed = True
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    finally:
        if not closed:
            os.close(descriptor)


def _write_all_to_file(descriptor: int, data: memoryview) -> None:
    """Every byte of `data` to a regular file (a short write is continued, not lost)."""
    while data:
        written = os.write(descriptor, data)
        data = data[written:]


def sweep_leftovers(path: Path, older_than: float = _LEFTOVER_SECONDS) -> list[Path]:
    """Delete the temporary files that writes of `path` killed outright left beside it, and only
    those surely dead (see the module's docstring); the ones deleted. Never raises: a folder that
    cannot be read or a file that cannot be deleted is left as it is."""
    pattern = re.compile(re.escape(_temporary_prefix(path)) + _RANDOM_PART + re.escape(_TEMPORARY_SUFFIX))
    swept: list[Path] = []
    folder = _folder_key(path.parent)
    _clean_folders.pop(folder, None)
    try:
        listed = os.listdir(path.parent)
    except OSError:
        return swept
    for name in (name for name in listed if pattern.fullmatch(name)):
        leftover = path.parent / name
        with contextlib.suppress(OSError):
            if _delete_if_dead(leftover, older_than):
                swept.append(leftover)
    gone = {leftover.name for leftover in swept}
    if not any(_ANY_LEFTOVER.fullmatch(name) for name in listed if name not in gone):
        with contextlib.suppress(OSError):
            _clean_folders[folder] = os.stat(path.parent).st_mtime_ns
    return swept


def _folder_key(folder: Path) -> str:
    return os.path.abspath(folder)


def _still_clean(folder: Path) -> bool:
    """True if `folder` was seen holding no temporary file of ours and has not changed since."""
    seen = _clean_folders.get(_folder_key(folder))
    try:
        return seen is not None and os.stat(folder).st_mtime_ns == seen
    except OSError:
        return False


def _after_own_write(folder: Path) -> None:
    """A clean folder that changed only by this write stays known clean (a leftover another
    process left within the same tick of the folder's clock, a few milliseconds, waits for a
    later process's sweep: it is only a leftover)."""
    key = _folder_key(folder)
    if key in _clean_folders:
        with contextlib.suppress(OSError):
            _clean_folders[key] = os.stat(folder).st_mtime_ns


def _delete_if_dead(leftover: Path, older_than: float) -> bool:
    info = os.lstat(leftover)
    if (
        not stat.S_ISREG(info.st_mode)
        or info.st_uid != _user_id()
        or time.time() - info.st_mtime < older_than
    ):
        return False  # a link, someone else's, or perhaps a writer between creating and locking it
    descriptor = os.open(leftover, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    try:
        if not os.path.samestat(os.fstat(descriptor), info):
            return False  # replaced meanwhile
        if not _lock(descriptor, blocking=False):
            return False  # a live writer holds it
        if not os.path.samestat(os.lstat(leftover), info):
            return False
        os.unlink(leftover)  # while locked: no writer can be using it
        return True
    finally:
        os.close(descriptor)


def _lock(descriptor: int, *, blocking: bool) -> bool:
    """An exclusive flock on the open file; False if another open file holds one (non-blocking)."""
    if fcntl is None:
        return True
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    except OSError as error:  # a file system without locks: a sweep then never deletes
        if blocking:
            return True
        if error.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL):
            return False
        raise
    return True


def _user_id() -> int:
    return os.getuid() if hasattr(os, "getuid") else os.stat(".").st_uid


def _existing_mode(path: Path) -> int | None:
    try:
        return os.lstat(path).st_mode
    except FileNotFoundError:
        return None


def _write_through(path: Path, data: bytes, info: os.stat_result, cancelled: Cancelled | None = None) -> None:
    """Write into a pipe or a device as it is, without creating it (or emptying a device)."""
    flags = os.O_WRONLY
    if stat.S_ISREG(info.st_mode):
        flags |= os.O_TRUNC
    descriptor = open_nonblocking(path, flags)
    try:
        opened = os.fstat(descriptor)
        if not (
            stat.S_ISFIFO(opened.st_mode) or stat.S_ISCHR(opened.st_mode) or stat.S_ISREG(opened.st_mode)
        ):
            raise _refused(opened.st_mode)
        _write_all(descriptor, data, cancelled)
    finally:
        os.close(descriptor)


def _standard_stream(info: os.stat_result) -> int | None:
    """1 or 2 if `info` is the file open as standard output or error (its Python buffer flushed)."""
    for descriptor, stream in ((1, sys.stdout), (2, sys.stderr)):
        try:
            same = os.path.samestat(info, os.fstat(descriptor))
        except OSError:
            continue
        if same:
            if stream is not None:
                stream.flush()
            return descriptor
    return None


def _write_all(descriptor: int, data: bytes, cancelled: Cancelled | None = None) -> None:
    """Every byte of `data`; a stop signal during a wait on a stalled reader raises Stopped, a
    cancel WriteCancelledError."""
    if not write_all(descriptor, data, cancelled):
        _stop_if(cancelled)
        stop = pending_signal()
        raise Stopped(stop if stop is not None else signal.SIGINT)


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current
