"""Writing a file so that a failure never leaves half a file or destroys the old one."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path


def write_atomically(path: Path, data: bytes) -> None:
    """Write `data` to `path` all at once: to a temporary file beside it, then renamed over it.

    If anything fails (no space, no permission, an interruption), the temporary file is
    removed, an existing file at `path` is left exactly as it was, and OSError is raised.
    """
    path = Path(path)
    # The temporary name stays short enough for any file system (255 bytes), however long `path`'s is.
    prefix = f".{path.name.encode()[:200].decode(errors='ignore')}."
    descriptor, temporary = tempfile.mkstemp(prefix=prefix, suffix=".part", dir=path.parent)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        with contextlib.suppress(OSError):
            # Keep the permissions an existing file had; a new file gets the usual ones.
            os.chmod(temporary, path.stat().st_mode & 0o7777 if path.exists() else 0o666 & ~_umask())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def write_file_atomically(path: Path, data: bytes) -> None:
    """`write_atomically` for a file the user named: a symbolic link is written through (the
    file it points to gets the bytes), and a folder, a FIFO, a device or a socket at `path` is
    never replaced (OSError saying what it is)."""
    path = Path(os.path.realpath(path))
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        kind = "a folder" if stat.S_ISDIR(mode) else "a pipe (FIFO)" if stat.S_ISFIFO(mode) else "a device"
        if stat.S_ISSOCK(mode):
            kind = "a socket"
        raise OSError(errno.EEXIST, f"it is {kind}, not a file", str(path))
    write_atomically(path, data)


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def describe_os_error(error: OSError, path: Path) -> str:
    """One clear line for a failed write, e.g. "cannot write /x/y.png: no space left on device"."""
    reason = error.strerror or str(error)
    return f"cannot write {path}: {reason[:1].lower()}{reason[1:]}"
