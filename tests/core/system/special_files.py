"""Things that are not regular files, made for tests: devices, FIFOs (with and without a
reader), sockets, folders, and links to each, all inside a test's own folder.

Device nodes are made with mknod inside the test's folder when the tests run as root, so that
a writer that wrongly replaced "the device" replaces only the test's copy, never /dev/null.
Without root, /dev/null and /dev/full themselves are used: an unprivileged process cannot
replace anything in /dev.
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import socket
import stat
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

NULL_DEVICE = (1, 3)
FULL_DEVICE = (1, 7)

KINDS = (
    "missing",
    "regular",
    "fifo-with-reader",
    "fifo-without-reader",
    "null-device",
    "full-device",
    "folder",
    "block-device",
    "socket",
)
"""Every kind of target `make_target` makes."""


def _can_replace_in_dev() -> bool:
    return os.access("/dev", os.W_OK)


def char_device(folder: Path, name: str, numbers: tuple[int, int]) -> Path:
    """A character device node (null: 1,3; full: 1,7) that is safe to write to in a test."""
    if os.geteuid() == 0:
        path = folder / name
        try:
            os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(*numbers))
            return path
        except OSError:
            pass
    system = Path("/dev/null" if numbers == NULL_DEVICE else "/dev/full")
    if _can_replace_in_dev() or not system.exists():
        pytest.skip("no device node can be made here, and /dev is writable: the test could replace it")
    return system


def block_device(folder: Path, name: str = "disk") -> Path:
    """A block device node in `folder` (never opened by the code under test)."""
    path = folder / name
    try:
        os.mknod(path, stat.S_IFBLK | 0o600, os.makedev(7, 200))
    except (OSError, PermissionError):
        pytest.skip("block device nodes can only be made as root")
    return path


@dataclass
class FifoReader:
    """Reads a FIFO in a thread until the writer has written and closed it."""

    path: Path
    received: bytearray = field(default_factory=bytearray)
    _descriptor: int = -1
    _thread: threading.Thread | None = None

    def start(self) -> None:
        # Opened here, before the writer runs: a writer's non-blocking open then finds a reader.
        self._descriptor = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self._descriptor], [], [], 0.05)
            if not ready:
                continue
            chunk = os.read(self._descriptor, 1 << 16)
            if chunk:
                self.received += chunk
            elif self.received:
                return  # the writer has closed its end
            else:
                time.sleep(0.01)  # no writer yet

    def finish(self) -> bytes:
        if self._thread is not None:
            self._thread.join(30)
        if self._descriptor >= 0:
            os.close(self._descriptor)
            self._descriptor = -1  # never closed twice: the number may be another file's by then
        return bytes(self.received)


@dataclass
class Target:
    """A path to write to, what it is, and how to tell it is still what it was."""

    kind: str
    path: Path  # the final target (links not included)
    reader: FifoReader | None = None
    keeps: socket.socket | None = None

    def close(self) -> None:
        """Let go of what the target holds (a socket and its folder)."""
        if self.keeps is not None:
            self.keeps.close()
            shutil.rmtree(self.path.parent, ignore_errors=True)

    def identity(self) -> tuple[int, int, int] | None:
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            return None
        return info.st_dev, info.st_ino, stat.S_IFMT(info.st_mode)


def make_target(folder: Path, kind: str, suffix: str = "") -> Target:
    """A target of `kind` (see KINDS) in `folder`, its name ending with `suffix` (".png")."""
    path = folder / f"target-{kind}{suffix}"
    if kind == "missing":
        return Target(kind, path)
    if kind == "regular":
        path.write_bytes(b"the old contents")
        return Target(kind, path)
    if kind.startswith("fifo"):
        os.mkfifo(path)
        reader = FifoReader(path) if kind == "fifo-with-reader" else None
        return Target(kind, path, reader)
    if kind == "null-device":
        return Target(kind, char_device(folder, f"null{suffix}", NULL_DEVICE))
    if kind == "full-device":
        return Target(kind, char_device(folder, f"full{suffix}", FULL_DEVICE))
    if kind == "folder":
        path.mkdir()
        return Target(kind, path)
    if kind == "block-device":
        return Target(kind, block_device(folder, f"disk{suffix}"))
    if kind == "socket":
        # A socket's name must be short (about 100 bytes): a folder of its own under /tmp.
        place = Path(tempfile.mkdtemp(prefix="fc-sock-"))
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            listener.bind(str(place / f"s{suffix}"))
        except OSError:
            listener.close()
            shutil.rmtree(place, ignore_errors=True)
            pytest.skip("no Unix socket can be made here")
        return Target(kind, place / f"s{suffix}", keeps=listener)
    raise ValueError(kind)


def linked(folder: Path, target: Path, depth: int) -> Path:
    """A chain of `depth` symbolic links ending at `target` (the target itself for 0)."""
    path = target
    for level in range(depth):
        link = folder / f"link-{level}-to-{target.name}.png"
        link.symlink_to(path)
        path = link
    return path


@contextlib.contextmanager
def reading(target: Target) -> Iterator[None]:
    """Start the target's FIFO reader, if it has one, around a write; close the target after."""
    if target.reader is not None:
        target.reader.start()
    try:
        yield
    finally:
        if target.reader is not None:
            target.reader.finish()
        target.close()


WRITTEN_THROUGH = {"fifo-with-reader", "null-device"}
"""Kinds a writer writes into as they are."""
REPLACED = {"missing", "regular"}
"""Kinds a writer replaces by renaming a whole new file over them."""
REFUSED = set(KINDS) - WRITTEN_THROUGH - REPLACED
"""Kinds a write fails on (a full device, a FIFO nobody reads, a folder, a disk, a socket)."""
