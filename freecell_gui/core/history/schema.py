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

from freecell_gui.core.history.history_notices import HistoryNotice, HistoryProblem
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
    (
        # The variant each game is played under (issue 29): the building rule and the free cells.
        # Every game before variants was FreeCell with four cells, the columns' defaults, so the
        # old records need no rewrite: adding a column with a default is a change of the schema
        # only, instant on any size of history.
        """ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'freecell'
            CHECK (game IN ('freecell', 'bakers'))""",
        "ALTER TABLE games ADD COLUMN cells INTEGER NOT NULL DEFAULT 4 CHECK (cells BETWEEN 0 AND 4)",
        # Wins are looked up per variant (the next deal not won, a deal's best): a game of
        # another variant never counts as a win of the standard game.
        "DROP INDEX games_by_end",
        "CREATE INDEX games_by_end ON games (game, cells, ended, id, result, used_hint, used_solver) "
        "WHERE ended IS NOT NULL",
        "DROP INDEX games_won",
        "CREATE INDEX games_won ON games (result, game, cells, deal, used_hint, used_solver)",
        "CREATE INDEX games_by_variant ON games (game, cells, started, id)",
        # A variant's deals in order with all the per-deal statistics read: the index alone answers.
        "CREATE INDEX games_by_variant_deal ON games "
        "(game, cells, deal, result, used_hint, used_solver, win_moves) WHERE deal IS NOT NULL",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)
MINIMUM_SQLITE = (3, 24, 0)
"""UPSERT (ON CONFLICT DO UPDATE) came in 3.24; nothing newer is used, so older systems' Pythons work."""
QUICK_CHECK_LINES = 100
"""How many problems the quick check reports at most: enough to see past the records' own."""
_RECORD_PROBLEMS = ("CHECK constraint failed", "NULL value in", "NOT NULL constraint failed")
"""How the quick check's lines about a record's values begin (SQLite 3.35 and later check them)."""
# SQLite's primary result codes for a file that is not a database or is damaged, or held.
_SQLITE_ERROR = 1  # a statement that does not fit the schema
_SQLITE_BUSY = 5  # another connection holds the lock (after the busy timeout)
_SQLITE_LOCKED = 6
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


class NewerHistoryError(HistoryError):
    """The file is a newer version's history: left in place, and no games are kept this session."""


class DamagedHistoryError(HistoryError):
    """The file is not a history this version can use (damaged, foreign): set it aside.
    The message follows "The game history ...", as in "is damaged (...)"."""


class HistoryBusyError(HistoryError):
    """Another program (or window) holds the history's lock longer than the busy timeout: the
    file is fine, and trying again later will do."""


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


NEIGHBOURS = ("-wal", "-shm", "-journal")
"""SQLite's files beside the database: the write-ahead log, its shared-memory index, the
rollback journal. Each is opened by name, so anything else at that name blocks the history."""


def _kind(mode: int, subject: str | None = None) -> HistoryNotice | None:
    """What a file of `mode` is when it is not a regular file ("is a folder"), or None;
    `subject` names the file (None: the history itself)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return HistoryNotice("is a folder", HistoryProblem.IS_FOLDER, subject=subject)
    if stat.S_ISFIFO(mode):
        return HistoryNotice("is a pipe (FIFO)", HistoryProblem.IS_FIFO, subject=subject)
    if stat.S_ISLNK(mode):
        return HistoryNotice("is a symbolic link", HistoryProblem.IS_LINK, subject=subject)
    return HistoryNotice("is a device or a socket", HistoryProblem.IS_DEVICE, subject=subject)


def _unreadable(error: OSError, subject: str | None = None) -> HistoryNotice:
    reason = error.strerror or str(error)
    return HistoryNotice(
        f"cannot be read ({reason})",
        HistoryProblem.CANNOT_BE_READ,
        subject=subject,
        errno=error.errno,
        detail=reason,
    )


def unusable_reason(path: Path) -> HistoryNotice | None:
    """Why the path cannot hold the database without being opened (a folder, a FIFO, a device,
    a link to nothing), or None if it is a regular file (or a link to one) or absent. Only
    `stat` is used: opening a FIFO could wait for a writer for ever."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return _unreadable(error)
    try:
        mode = os.stat(path).st_mode  # a link is followed: a history kept elsewhere is the user's choice
    except FileNotFoundError:
        return HistoryNotice("is a link to a file that does not exist", HistoryProblem.LINK_TO_NOTHING)
    except OSError as error:
        return _unreadable(error)
    return _kind(mode)


def blocking_neighbours(path: Path) -> list[tuple[Path, HistoryNotice]]:
    """SQLite's files beside the database (NEIGHBOURS) that are not regular files, with what
    each is: a folder named `history.sqlite-wal` or a FIFO named `history.sqlite-shm` would make
    every open fail (or, for a FIFO, wait), so they are set aside rather than opened."""
    found: list[tuple[Path, HistoryNotice]] = []
    for suffix in NEIGHBOURS:
        neighbour = path.with_name(path.name + suffix)
        try:
            mode = os.lstat(neighbour).st_mode  # never followed, never opened
        except FileNotFoundError:
            continue
        except OSError as error:
            found.append((neighbour, _unreadable(error, neighbour.name)))
            continue
        kind = _kind(mode, neighbour.name)
        if kind is not None:
            found.append((neighbour, kind))
    return found


def set_neighbours_aside(path: Path) -> list[Path]:
    """Move the neighbours that block (see `blocking_neighbours`) each to a free
    `<name>.unreadable-<date>` beside it; the database itself stays. Where they went."""
    moved = []
    for neighbour, _kind_of in blocking_neighbours(path):
        aside = aside_path(neighbour)
        os.replace(neighbour, aside)  # renamed, never opened
        moved.append(aside)
    return moved


def clear_neighbours(path: Path) -> list[str]:
    """Set the neighbours that block the history at `path` aside (see `set_neighbours_aside`);
    one sentence for the user about each. HistoryError if one cannot be moved."""
    neighbours = blocking_neighbours(path)
    if not neighbours:
        return []
    try:
        moved = set_neighbours_aside(path)
    except OSError as error:
        raise HistoryError(
            HistoryNotice(
                f"the game history cannot be opened: {neighbours[0][0].name} {neighbours[0][1]} beside it "
                f"and cannot be moved aside ({error.strerror})",
                HistoryProblem.NEIGHBOUR_STUCK,
                cause=neighbours[0][1],
                errno=error.errno,
                detail=str(error.strerror),
            )
        ) from None
    return [
        HistoryNotice(
            f"{neighbour.name} {kind} beside the game history; it was moved to {aside.name}.",
            HistoryProblem.NEIGHBOUR_SET_ASIDE,
            cause=kind,
            name=aside.name,
        )
        for (neighbour, kind), aside in zip(neighbours, moved, strict=True)
    ]


def set_aside(path: Path) -> Path:
    """Move the database (and its write-ahead log and journal, which belong to it) to a free
    `<name>.unreadable-<date>` beside it; a regular shared-memory index is rebuilt, so it is
    removed, and anything else at its name is moved aside too (never deleted). The database
    may be missing (only a neighbour blocked): the neighbours are named after it all the same."""
    aside = aside_path(path)
    if os.path.lexists(path):
        os.replace(path, aside)  # renamed, never opened: it may be a FIFO, a device or a link
    for suffix in NEIGHBOURS:
        companion = path.with_name(path.name + suffix)
        if not os.path.lexists(companion):
            continue
        if suffix == "-shm" and stat.S_ISREG(os.lstat(companion).st_mode):
            with contextlib.suppress(OSError):
                os.unlink(companion)
            continue
        target = aside.with_name(aside.name + suffix)
        if os.path.lexists(target):
            target = aside_path(target)
        os.replace(companion, target)
    return aside


@dataclass(frozen=True, slots=True)
class Journal:
    """The journal mode the connection got, and whether it is the write-ahead log."""

    mode: str

    @property
    def is_wal(self) -> bool:
        """True with the write-ahead log (the usual case)."""
        return self.mode == "wal"


def connect(
    path: Path, *, check: bool = True, busy_timeout_ms: int = BUSY_TIMEOUT_MS
) -> tuple[sqlite3.Connection, Journal]:
    """A connection to the history at `path`, configured and migrated to SCHEMA_VERSION.
    With `check`, SQLite's quick check reads every page first (about 1 ms a megabyte), so a
    damaged file is set aside at once rather than failing a save later. The connection may be
    handed to another thread (the window opens it on a worker, then reads on its own), used by
    one thread at a time.

    DamagedHistoryError if the file is not a database, is damaged or is another program's;
    NewerHistoryError if a newer version made it (left as it is); HistoryBusyError if another connection held the lock longer
    than `busy_timeout_ms`; HistoryError for anything else (no permission, a full disk).
    """
    if sqlite3.sqlite_version_info < MINIMUM_SQLITE:
        needed = ".".join(map(str, MINIMUM_SQLITE))
        raise HistoryError(
            HistoryNotice(
                f"the game history needs SQLite {needed} or later; this Python has {sqlite3.sqlite_version}",
                HistoryProblem.NEEDS_SQLITE,
                name=needed,
                detail=sqlite3.sqlite_version,
            )
        )
    try:
        # Autocommit mode: our transactions are explicit (`transaction`), never implied.
        connection = sqlite3.connect(
            path, timeout=busy_timeout_ms / 1000, isolation_level=None, check_same_thread=False
        )
    except sqlite3.Error as error:
        raise _classified(error) from None
    try:
        connection.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        if (version := _version(connection)) > SCHEMA_VERSION:  # before WAL mode: no byte changed
            raise _newer(version)
        mode = str(connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]).lower()
        connection.execute("PRAGMA synchronous = " + ("NORMAL" if mode == "wal" else "FULL"))
        if check:
            problems = [
                " ".join(str(row[0]).replace("*** in database main ***", "").split())
                for row in connection.execute(f"PRAGMA quick_check({QUICK_CHECK_LINES})")
            ]
            # A value that breaks a column's rule is one damaged record, skipped when read
            # (records.DamagedRecordError): only damage to the file's pages sets the file aside.
            damage = [found for found in problems if found != "ok" and not found.startswith(_RECORD_PROBLEMS)]
            if damage:
                found = damage[0][:120]
                raise DamagedHistoryError(
                    HistoryNotice(f"is damaged ({found})", HistoryProblem.DAMAGED, detail=found)
                )
        _migrate(connection)
    except sqlite3.Error as error:
        connection.close()
        raise _classified(error) from None
    except BaseException:
        connection.close()
        raise
    return connection, Journal(mode)


def _newer(version: int) -> NewerHistoryError:
    return NewerHistoryError(
        HistoryNotice(
            f"the game history was written by a newer freecell-gui (schema {version}; "
            f"this version reads {SCHEMA_VERSION})",
            HistoryProblem.NEWER_SCHEMA,
            number=version,
            more=SCHEMA_VERSION,
        )
    )


def is_busy(error: sqlite3.Error) -> bool:
    """True for "database is locked": another connection holds the lock."""
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED)


def _classified(error: sqlite3.Error) -> HistoryError:
    said = describe_sqlite_error(error)
    if is_damage(error):
        return DamagedHistoryError(
            HistoryNotice(f"is not a readable database ({said})", HistoryProblem.NOT_A_DATABASE, detail=said)
        )
    notice = HistoryNotice(
        f"the game history cannot be opened: {said}", HistoryProblem.CANNOT_OPEN, detail=said
    )
    return HistoryBusyError(notice) if is_busy(error) else HistoryError(notice)


def _version(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


EXPECTED_TABLES = frozenset({"games", "deals"})
"""The tables SCHEMA_VERSION has (a migration that adds one adds it here)."""


def _tables(connection: sqlite3.Connection) -> set[str]:
    return {str(row[0]) for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def _migrate(connection: sqlite3.Connection) -> None:
    if _version(connection) == SCHEMA_VERSION:
        if not _tables(connection) >= EXPECTED_TABLES:
            # A version that says more than the tables hold (changed by hand): every save would fail.
            raise DamagedHistoryError(
                HistoryNotice(
                    f"lacks tables its version ({SCHEMA_VERSION}) has",
                    HistoryProblem.LACKS_TABLES,
                    number=SCHEMA_VERSION,
                )
            )
        return
    with transaction(connection):
        # Read again under the write lock: another process may have migrated meanwhile.
        version = _version(connection)
        if version > SCHEMA_VERSION:
            # A newer version's history is left as it is (its games are that version's to show):
            # this one keeps no games this session rather than setting the file aside.
            raise _newer(version)
        if version < 0:
            raise DamagedHistoryError(
                HistoryNotice(
                    f"has a schema version that none ever had ({version})",
                    HistoryProblem.UNKNOWN_SCHEMA,
                    number=version,
                )
            )
        if version == 0 and _tables(connection):
            # A history always has its version: tables without one are not ours.
            raise DamagedHistoryError(
                HistoryNotice("is another program's database", HistoryProblem.ANOTHER_PROGRAMS)
            )
        for steps in MIGRATIONS[version:]:
            for statement in steps:
                try:
                    connection.execute(statement)
                except sqlite3.OperationalError as error:
                    if getattr(error, "sqlite_errorcode", 0) & 0xFF != _SQLITE_ERROR:
                        raise  # a full disk, an I/O error: not the file's fault
                    # "table deals already exists": the version was lowered below the tables'.
                    said = describe_sqlite_error(error)
                    raise DamagedHistoryError(
                        HistoryNotice(
                            f"has tables its version ({version}) does not ({said})",
                            HistoryProblem.EXTRA_TABLES,
                            number=version,
                            detail=said,
                        )
                    ) from None
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
