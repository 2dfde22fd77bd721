"""The history database's file: its schema and migrations, its connection settings, and what is
done with a file that cannot be used (set aside, and a new one made).

Why these settings:

* WAL journal. A reader (the statistics in one window) never waits for a writer (the autosave
  of another) nor the other way round, and a commit appends to the log without an fsync
  (`synchronous=NORMAL`), so saving a move takes well under a millisecond. A kill at any
  instant leaves the last committed state: an uncommitted transaction is ignored when the log
  is read again. A power cut may lose the last few commits, never the file's consistency.
  Where WAL cannot be had (a file system without shared memory), the rollback journal with
  `synchronous=FULL` gives the same all-or-nothing commits, only slower.
* A busy timeout, and every write in `BEGIN IMMEDIATE`: two processes queue for the write lock
  instead of one failing. A deferred transaction that reads and then writes could not wait (its
  snapshot would be stale) and would fail with "database is locked" at once.
* `PRAGMA user_version` holds the schema's version; each migration runs in one transaction
  with the version's change, so a kill mid-migration leaves the old schema whole.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from freecell_gui.core.history.records import HistoryError
from freecell_gui.core.system.user_files import aside_path

BUSY_TIMEOUT_MS = 5_000
"""How long a write waits for another process's; long enough for any write of ours."""

# Each entry takes the schema from the version before it (its index) to the next. Never edit
# one that has shipped: add another.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            deal INTEGER CHECK (deal BETWEEN 1 AND 8589934591),
            board TEXT,
            started TEXT NOT NULL,
            ended TEXT,
            saved TEXT NOT NULL,
            result TEXT NOT NULL DEFAULT 'in progress'
                CHECK (result IN ('in progress', 'won', 'given up')),
            autoplay TEXT NOT NULL DEFAULT 'ms',
            moves TEXT NOT NULL DEFAULT '',
            redo TEXT NOT NULL DEFAULT '',
            cursor INTEGER NOT NULL DEFAULT 0,
            used_hint INTEGER NOT NULL DEFAULT 0,
            used_solver INTEGER NOT NULL DEFAULT 0,
            win_moves INTEGER,
            CHECK ((deal IS NULL) <> (board IS NULL))
        )""",
        "CREATE INDEX games_by_start ON games (started, id)",
        "CREATE INDEX games_by_deal ON games (deal)",
    ),
    (
        # The solver's shortest solution of a deal, found in the background.
        """CREATE TABLE deals (
            deal INTEGER PRIMARY KEY CHECK (deal BETWEEN 1 AND 8589934591),
            solver_shortest INTEGER NOT NULL CHECK (solver_shortest > 0),
            solved_at TEXT NOT NULL
        )""",
        # Statistics read only indexes: the finished games in the order they ended (streaks),
        # the wins by deal (the next deal not won), and the last game saved (the one to resume).
        "CREATE INDEX games_by_end ON games (ended, id, result, used_hint, used_solver) WHERE ended IS NOT NULL",
        "CREATE INDEX games_won ON games (result, deal, used_hint, used_solver)",
        "CREATE INDEX games_by_saved ON games (saved, id)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)
MINIMUM_SQLITE = (3, 24, 0)
"""UPSERT (ON CONFLICT DO UPDATE) came in 3.24; nothing newer is used, so older systems' Pythons work."""
# SQLite's primary result codes for a file that is not a database or is damaged.
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


class DamagedHistoryError(HistoryError):
    """The file is not a history this version can use (damaged, foreign, newer): set it aside.
    The message follows "The game history ...", as in "is damaged (...)"."""


def describe_sqlite_error(error: sqlite3.Error) -> str:
    """One line for a failed database call."""
    return str(error).splitlines()[0][:200] if str(error) else type(error).__name__


def is_damage(error: sqlite3.Error) -> bool:
    """True for errors that say the file is not a database or is damaged (not a busy lock,
    a permission or a full disk, which setting the file aside would not cure)."""
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)


@contextmanager
def transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction: the write lock taken at once (so the busy timeout applies),
    committed whole or rolled back whole, an interruption included."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def unusable_reason(path: Path) -> str | None:
    """Why the path cannot hold the database without being opened (a folder, a FIFO, a device),
    or None if it is a regular file or absent."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as error:
        return f"cannot be read ({error.strerror or error})"
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "is a folder"
    if stat.S_ISFIFO(mode):
        return "is a pipe (FIFO)"
    return "is a device or a socket"


def set_aside(path: Path) -> Path:
    """Move the database (and its write-ahead log, which belongs to it) to a free
    `<name>.unreadable-<date>` beside it; the shared-memory index is rebuilt, so it is removed."""
    aside = aside_path(path)
    os.replace(path, aside)  # renamed, never opened: it may be a FIFO or a device
    for suffix in ("-wal", "-journal"):
        companion = path.with_name(path.name + suffix)
        if os.path.lexists(companion):
            os.replace(companion, aside.with_name(aside.name + suffix))
    with contextlib.suppress(OSError):
        os.unlink(path.with_name(path.name + "-shm"))
    return aside


@dataclass(frozen=True, slots=True)
class Journal:
    """The journal mode the connection got, and whether it is the write-ahead log."""

    mode: str

    @property
    def is_wal(self) -> bool:
        """True with the write-ahead log (the usual case)."""
        return self.mode == "wal"


def connect(path: Path, *, check: bool = True) -> tuple[sqlite3.Connection, Journal]:
    """A connection to the history at `path`, configured and migrated to SCHEMA_VERSION.
    With `check`, SQLite's quick check reads every page first (about 1 ms a megabyte), so a
    damaged file is set aside at once rather than failing a save later.

    DamagedHistoryError if the file is not a database, is damaged, is another program's, or
    was made by a newer version; HistoryError for anything else (a lock held too long, no
    permission, a full disk).
    """
    if sqlite3.sqlite_version_info < MINIMUM_SQLITE:
        raise HistoryError(
            f"the game history needs SQLite {'.'.join(map(str, MINIMUM_SQLITE))} or later; this Python has "
            f"{sqlite3.sqlite_version}"
        )
    try:
        # Autocommit mode: our transactions are explicit (`transaction`), never implied.
        connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    except sqlite3.Error as error:
        raise _classified(error) from None
    try:
        connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        mode = str(connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]).lower()
        connection.execute("PRAGMA synchronous = " + ("NORMAL" if mode == "wal" else "FULL"))
        if check:
            problems = connection.execute("PRAGMA quick_check(1)").fetchall()
            if problems != [("ok",)]:
                found = " ".join(str(problems[0][0]).replace("*** in database main ***", "").split())
                raise DamagedHistoryError(f"is damaged ({found[:120]})")
        _migrate(connection)
    except sqlite3.Error as error:
        connection.close()
        raise _classified(error) from None
    except BaseException:
        connection.close()
        raise
    return connection, Journal(mode)


def _classified(error: sqlite3.Error) -> HistoryError:
    if is_damage(error):
        return DamagedHistoryError(f"is not a readable database ({describe_sqlite_error(error)})")
    return HistoryError(f"the game history cannot be opened: {describe_sqlite_error(error)}")


def _version(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def _migrate(connection: sqlite3.Connection) -> None:
    if _version(connection) == SCHEMA_VERSION:
        return
    with transaction(connection):
        # Read again under the write lock: another process may have migrated meanwhile.
        version = _version(connection)
        if version > SCHEMA_VERSION:
            raise DamagedHistoryError(
                f"was written by a newer freecell-gui (schema {version}; this version reads {SCHEMA_VERSION})"
            )
        if version == 0:
            tables = {
                row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
            if tables:  # a history always has its version: tables without one are not ours
                raise DamagedHistoryError("is another program's database")
        for steps in MIGRATIONS[version:]:
            for statement in steps:
                connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
