"""One window for one history: a second start hands its request to the window already open.

Two windows on one history would each resume, save and end the same record, and the one that
quits last would overwrite the other's game (or turn its win back into "given up"). So the
window is a single instance per history folder, as desktop apps are: the first start holds a
lock on `instance.lock` in the data folder for as long as it runs, and listens on a local
socket (QLocalServer) whose name it writes into that file. A later start finds the lock held,
reads the name, sends its request (`--deal N`, or nothing: just show the window) as one JSON
line, waits for the answer, and exits 0; the first window shows the deal and comes to the front.

Why it holds up:
- The lock is the operating system's (flock on Unix, a locked byte on Windows): it goes with
  the process, so a crash leaves no stale lock, and two starts at the same instant cannot both
  get it: exactly one is first.
- The socket is only a messenger. A socket file left by a crash is removed by the next first
  start (it holds the lock, so no window of ours listens there); a file at that name that is not
  a socket of this user's is left alone and another name is taken.
- A second start that gets no answer within HANDOVER_TIMEOUT_S (the first window is frozen, or
  something else answers) opens a window of its own that does not resume the history's last
  game: it keeps a record of its own, so neither window writes the other's, and it says so.
- Only the window is single-instance: the commands (solve, find, export, --self-test) never
  take the lock.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import sys
import tempfile
import time
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import IO

from PySide6.QtCore import QCoreApplication, QObject, Signal

from freecell_gui.core.deals.dealer import LAST_DEAL

LOCK_FILE = "instance.lock"
HANDOVER_TIMEOUT_S = 8.0
"""How long a second start tries to reach the first window (which listens once it has painted)."""
RETRY_S = 0.05
ANSWER = b"freecell-gui shown\n"
"""What the first window answers: anything else is not ours."""
GO = b"go\n"
"""The later start's reply to ANSWER: it is still waiting, so the window may act. A start that gave
up (the window was frozen past its timeout) never sends it, and the request it left in the socket
is dropped when the window wakes: its window of its own is showing that deal already."""
MAX_REQUEST_BYTES = 4096
LOCKED_BYTE = 1 << 20  # Windows: the byte locked, past anything written in the file


@dataclass(frozen=True, slots=True)
class Request:
    """What a start asks of the window: the deal to show, or None (show the window as it is)."""

    deal: int | None = None

    def line(self) -> bytes:
        """The request as sent: one JSON line."""
        return json.dumps({"deal": self.deal}).encode() + b"\n"

    @classmethod
    def parse(cls, data: bytes) -> Request | None:
        """The request in `data`, or None if it is not one (a stranger on the socket)."""
        try:
            fields = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return None
        if not isinstance(fields, dict):
            return None
        deal = fields.get("deal")
        if deal is None:
            return cls(None)
        if isinstance(deal, int) and not isinstance(deal, bool) and 1 <= deal <= LAST_DEAL:
            return cls(deal)
        return None


class Role(Enum):
    """What this start is."""

    FIRST = "first"  # the window of this history: it listens for later starts
    HANDED_OVER = "handed over"  # the window already open took the request: exit
    ALONE = "alone"  # no answer from the window open: a window with a record of its own


@dataclass
class Claim:
    """The outcome of `claim`: the role, the lock held (FIRST), and a line for the user."""

    role: Role
    lock: InstanceLock | None = None
    message: str = ""


class InstanceLock:
    """The lock on `instance.lock`, held while the window runs; the file names the socket."""

    def __init__(self, handle: IO[bytes], path: Path) -> None:
        self._handle = handle
        self.path = path

    def publish(self, server_name: str) -> None:
        """Write this process's id and the socket's name for later starts to read."""
        handle = self._handle
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n{server_name}\n".encode())
        handle.flush()

    def release(self) -> None:
        """Let go of the lock (the process's end does it too)."""
        with contextlib.suppress(OSError):
            self._handle.close()


def _lock(handle: IO[bytes]) -> bool:
    """Take the lock without waiting; False if another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        # A byte far past the text: a locked range cannot be read by the later start.
        handle.seek(LOCKED_BYTE)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        finally:
            handle.seek(0)
        return True
    import fcntl

    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _open_lock_file(path: Path) -> IO[bytes]:
    """The lock file opened for reading and writing, made if missing; never a FIFO or a folder
    (O_NONBLOCK: a FIFO put there cannot make the start wait). OSError if it cannot be."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    descriptor = os.open(path, flags, 0o600)
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise OSError(f"{path.name} is not a file")
    if hasattr(os, "set_blocking"):
        os.set_blocking(descriptor, True)
    return os.fdopen(descriptor, "r+b")


def _set_aside(path: Path) -> str:
    """Move what is at `path` (never followed: a link moves, not its target) to a free name
    beside it; that name, or OSError if nothing could be moved."""
    from freecell_gui.core.system.user_files import aside_path

    if not os.path.lexists(path):
        raise OSError(f"{path.name} cannot be made")
    aside = aside_path(path)
    os.replace(path, aside)
    return aside.name


def claim(folder: Path, request: Request, timeout: float = HANDOVER_TIMEOUT_S) -> Claim:
    """Become the window of the history in `folder`, or hand `request` to the one already open.

    FIRST holds the lock (call `InstanceServer.listen` once the window is up); HANDED_OVER means
    exit now; ALONE means open a window that does not resume the last game (`message` says why).
    A data folder that cannot be made is no reason to refuse the window: ALONE, said by the
    history itself when it cannot open."""
    moved_aside = ""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        try:
            handle = _open_lock_file(folder / LOCK_FILE)
        except OSError:
            # A folder, a FIFO or a symbolic link where the lock file belongs (put there by hand
            # or by another program): set aside, never deleted, and the lock made afresh.
            moved_aside = _set_aside(folder / LOCK_FILE)
            handle = _open_lock_file(folder / LOCK_FILE)
    except OSError:
        return Claim(
            Role.ALONE,
            message=QCoreApplication.translate(
                "SingleInstance",
                "the lock of the game history cannot be made; this window keeps a game of its own in "
                "the history",
            ),
        )
    if _lock(handle):
        lock = InstanceLock(handle, folder / LOCK_FILE)
        lock.publish("")  # a crashed window's name is not ours to give
        message = ""
        if moved_aside:
            message = (
                QCoreApplication.translate("SingleInstance", "%1 was not a file; it was moved to %2")
                .replace("%1", LOCK_FILE)
                .replace("%2", moved_aside)
            )
        return Claim(Role.FIRST, lock, message)
    try:
        if hand_over(handle, request, timeout):
            return Claim(Role.HANDED_OVER)
    finally:
        handle.close()
    return Claim(
        Role.ALONE,
        # Said in the window's status bar: the translators are in place before the claim.
        message=QCoreApplication.translate(
            "SingleInstance",
            "another freecell-gui window is open but did not answer; this window keeps a game of its "
            "own in the history",
        ),
    )


def hand_over(handle: IO[bytes], request: Request, timeout: float) -> bool:
    """Send `request` to the window that holds the lock (its socket named in the lock file,
    read again until it is there); True once that window answered."""
    try:
        from PySide6.QtNetwork import QLocalSocket
    except ImportError:  # a build without QtNetwork: a window of its own, said by the caller
        return False

    deadline = time.monotonic() + timeout
    while True:
        handle.seek(0)
        lines = handle.read(MAX_REQUEST_BYTES).decode("utf-8", "replace").splitlines()
        name = lines[1] if len(lines) > 1 else ""
        if name:
            socket = QLocalSocket()
            socket.connectToServer(name)
            if socket.waitForConnected(500):
                socket.write(request.line())
                socket.waitForBytesWritten(500)
                answer = b""
                while len(answer) < len(ANSWER) and socket.waitForReadyRead(
                    max(1, int((deadline - time.monotonic()) * 1000))
                ):
                    answer += bytes(socket.readAll().data())
                if answer.startswith(ANSWER):
                    socket.write(GO)
                    socket.waitForBytesWritten(500)
                    socket.disconnectFromServer()
                    return True
                socket.abort()
        if time.monotonic() >= deadline:
            return False
        time.sleep(RETRY_S)


def socket_candidates(folder: Path) -> list[str]:
    """The names the first window may listen on, in order: per user and per history folder
    (two histories are two windows), in the user's runtime folder when it is private."""
    key = f"{_user()}:{folder.resolve()}".encode()
    digest = hashlib.sha256(key).hexdigest()[:16]
    if sys.platform == "win32":
        return [f"freecell-gui-{digest}-{number}" for number in range(1, 4)]
    base = _runtime_folder()
    return [str(base / f"freecell-gui-{digest}-{number}.socket") for number in range(1, 4)]


def _user() -> str:
    return str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")


def _runtime_folder() -> Path:
    """$XDG_RUNTIME_DIR when it is a folder of this user's, closed to others; else the temporary folder."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        try:
            info = os.stat(runtime)
        except OSError:
            info = None
        private = info is not None and stat.S_ISDIR(info.st_mode) and not info.st_mode & 0o077
        if private and info is not None and info.st_uid == os.getuid():
            return Path(runtime)
    return Path(tempfile.gettempdir())


def clear_stale_socket(name: str) -> bool:
    """Remove a socket file of this user's left at `name` by a window that crashed (the caller
    holds the lock: no window of ours listens there); True if the name is free now. Anything
    else at that name (a file, another user's socket) is not ours and stays."""
    if sys.platform == "win32":
        return True
    try:
        info = os.lstat(name)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if not (stat.S_ISSOCK(info.st_mode) and info.st_uid == os.getuid()):
        return False
    try:
        os.unlink(name)
    except OSError:
        return False
    return True


class InstanceServer(QObject):
    """The first window's end of the socket: each later start's request comes out of `requested`."""

    requested = Signal(object)  # Request

    def __init__(self, lock: InstanceLock, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock = lock
        self.folder = folder
        self.server_name = ""
        self._server: object | None = None

    def listen(self) -> bool:
        """Listen on the first free name and publish it in the lock file; False if none could be
        had (a later start then opens a window of its own, saying so)."""
        try:
            from PySide6.QtNetwork import QLocalServer
        except ImportError:
            return False

        server = QLocalServer(self)
        # Only this user may connect (on Unix the socket's mode; elsewhere the pipe's rights).
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(lambda: self._accept(server))
        for name in socket_candidates(self.folder):
            if clear_stale_socket(name) and server.listen(name):
                self._server = server
                self.server_name = server.fullServerName()
                self.lock.publish(self.server_name)
                return True
        return False

    def close(self) -> None:
        """Stop listening (the socket file goes) and let go of the lock."""
        close = getattr(self._server, "close", None)
        if close is not None:
            close()
        self.lock.release()

    def _accept(self, server: object) -> None:
        from PySide6.QtNetwork import QLocalServer, QLocalSocket

        assert isinstance(server, QLocalServer)
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            if isinstance(socket, QLocalSocket):
                socket.setParent(self)
                received = bytearray()
                socket.readyRead.connect(lambda s=socket, r=received: self._read(s, r))
                socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: object, received: bytearray) -> None:
        from PySide6.QtNetwork import QLocalSocket

        assert isinstance(socket, QLocalSocket)
        received += bytes(socket.readAll().data())
        if len(received) > MAX_REQUEST_BYTES:
            socket.abort()  # a stranger: never an unbounded buffer
            return
        lines = bytes(received).split(b"\n")
        if len(lines) < 2:
            return  # the request's line is not whole yet
        request = Request.parse(lines[0])
        if request is None:
            socket.abort()
            return
        if socket.property("answered") is None:
            socket.setProperty("answered", True)
            socket.write(ANSWER)  # answered before the window acts: a question it asks may wait
            socket.flush()
        if len(lines) < 3 or lines[1] + b"\n" != GO:
            if len(lines) >= 3:
                socket.abort()  # not our reply
            return  # the start's GO has not come yet (none comes if it gave up)
        socket.disconnectFromServer()
        self.requested.emit(request)
