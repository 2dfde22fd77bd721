"""One notice of each kind the history says, most made by the real case (a folder where the
history should be, a record changed by hand, an export to a folder that does not exist), each
with the English the command line said before notices carried their kind (written out here, so
a change of the English shows)."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from freecell_gui.core.game.saved_game import SavedGameError, read_game_text
from freecell_gui.core.history import history_notices as notices
from freecell_gui.core.history.history_notices import (
    HistoryAction,
    HistoryMessage,
    HistoryNotice,
    HistoryProblem,
    notice_of,
)
from freecell_gui.core.history.opening import open_when_free, take_pending
from freecell_gui.core.history.records import DamagedRecordError, damaged_note, record_from_row
from freecell_gui.core.history.schema import SCHEMA_VERSION, HistoryBusyError, _classified
from freecell_gui.core.history.store import HistoryError, open_history
from freecell_gui.core.system.user_text import shown_path

Sample = tuple[HistoryNotice, str]


def _one(message: str | None) -> HistoryNotice:
    assert isinstance(message, HistoryMessage) and len(message.notices) == 1, message
    return message.notices[0]


def _aside(folder: Path) -> str:
    return sorted(path.name for path in folder.glob("history.sqlite.unreadable-*"))[-1]


def _set_aside(folder: Path, make: Any) -> tuple[HistoryNotice, str]:
    folder.mkdir()
    make(folder / "history.sqlite")
    opened = open_history(folder)
    opened.store.close()
    return _one(opened.message), _aside(folder)


def _database(statements: list[str]) -> Any:
    def make(path: Path) -> None:
        with sqlite3.connect(path) as db:
            for statement in statements:
                db.execute(statement)
        db.close()

    return make


def _row(**changed: object) -> tuple[object, ...]:
    values: dict[str, object] = {
        "id": 7,
        "deal": 617,
        "board": None,
        "started": "2026-01-02T03:04:05+00:00",
        "ended": None,
        "saved": "2026-01-02T03:04:05+00:00",
        "result": "in progress",
        "autoplay": "safe",
        "moves": "",
        "redo": "",
        "cursor": 0,
        "used_hint": 0,
        "used_solver": 0,
        "win_moves": None,
        "game": "freecell",
        "cells": 4,
    }
    values.update(changed)
    return tuple(values.values())


def _record_damage(**changed: object) -> HistoryNotice:
    with pytest.raises(DamagedRecordError) as raised:
        record_from_row(_row(**changed))
    notice = notice_of(raised.value)
    assert isinstance(notice, HistoryNotice)
    return notice


def set_aside_samples(tmp: Path) -> list[Sample]:
    """The history file set aside, for each reason that can be made on disk."""
    samples: list[Sample] = []
    notice, aside = _set_aside(tmp / "folder", lambda path: path.mkdir())
    samples.append((notice, f"The game history is a folder; it was moved to {aside} and a new one begins."))
    notice, aside = _set_aside(tmp / "garbage", lambda path: path.write_bytes(b"not a database " * 100))
    samples.append(
        (
            notice,
            "The game history is not a readable database (file is not a database); "
            f"it was moved to {aside} and a new one begins.",
        )
    )
    newer = tmp / "newer"
    newer.mkdir()
    _database([f"PRAGMA user_version = {SCHEMA_VERSION + 1}"])(newer / "history.sqlite")
    with pytest.raises(HistoryError) as raised:
        open_history(newer)  # left as it is: no games kept this session
    samples.append(
        (
            notices.not_kept(notice_of(raised.value)),
            f"the game history was written by a newer freecell-gui (schema {SCHEMA_VERSION + 1}; "
            f"this version reads {SCHEMA_VERSION}); games are not kept this session",
        )
    )
    notice, aside = _set_aside(tmp / "foreign", _database(["CREATE TABLE notes (text)"]))
    samples.append(
        (
            notice,
            f"The game history is another program's database; it was moved to {aside} and a new one begins.",
        )
    )
    notice, aside = _set_aside(tmp / "negative", _database(["PRAGMA user_version = -3"]))
    samples.append(
        (
            notice,
            "The game history has a schema version that none ever had (-3); "
            f"it was moved to {aside} and a new one begins.",
        )
    )
    notice, aside = _set_aside(tmp / "lacking", _database([f"PRAGMA user_version = {SCHEMA_VERSION}"]))
    samples.append(
        (
            notice,
            f"The game history lacks tables its version ({SCHEMA_VERSION}) has; "
            f"it was moved to {aside} and a new one begins.",
        )
    )
    dangling = tmp / "dangling"
    notice, aside = _set_aside(dangling, lambda path: path.symlink_to(dangling / "nowhere"))
    samples.append(
        (
            notice,
            f"The game history is a link to a file that does not exist; it was moved to {aside} "
            "and a new one begins.",
        )
    )
    fifo = tmp / "fifo"
    notice, aside = _set_aside(fifo, lambda path: __import__("os").mkfifo(path))
    samples.append(
        (notice, f"The game history is a pipe (FIFO); it was moved to {aside} and a new one begins.")
    )
    neighbour = tmp / "neighbour"
    neighbour.mkdir()
    (neighbour / "history.sqlite-wal").mkdir()
    opened = open_history(neighbour)
    opened.store.close()
    wal_aside = sorted(path.name for path in neighbour.glob("history.sqlite-wal.unreadable-*"))[-1]
    samples.append(
        (
            _one(opened.message),
            f"history.sqlite-wal is a folder beside the game history; it was moved to {wal_aside}.",
        )
    )
    return samples


def game_samples(tmp: Path) -> list[Sample]:
    """A record changed by hand, a last game that does not replay, a pending game unreadable,
    a history that cannot be kept, an export to a folder that does not exist."""
    samples: list[Sample] = []
    folder = tmp / "games"
    opened = open_history(folder)
    store = opened.store
    saved = read_game_text("# freecell-gui game 1\ndeal: 617\nmoves: 3a\n")
    first = store.begin_game(saved)
    store.save_game(first, saved)
    second = store.begin_game(saved)
    store.save_game(second, saved)
    with sqlite3.connect(store.path) as raw:
        raw.execute("UPDATE games SET started = 'yesterday' WHERE id = ?", (second,))
        raw.execute("UPDATE games SET moves = 'moves: 1h 1h', cursor = 2 WHERE id = ?", (first,))
    raw.close()
    resumed = store.resume()
    skipped, not_restored = HistoryMessage([resumed.message]).notices
    samples.append(
        (
            skipped,
            f"Game {second} of the history is damaged: its start 'yesterday' is not a date; it is skipped.",
        )
    )
    copy = sorted(path.name for path in folder.glob(f"game-{first}.txt.unreadable-*"))[-1]
    assert isinstance(not_restored.error, Exception)
    samples.append(
        (
            not_restored,
            f"The last game could not be restored ({not_restored.error}); it was copied to {copy}, "
            "and a new deal begins.",
        )
    )
    missing = tmp / "no such folder" / "games.csv"
    with pytest.raises(HistoryError) as raised:
        store.export_csv(missing)
    samples.append(
        (
            _notice(raised.value),
            f"cannot write {shown_path(missing)}: the folder {missing.parent} does not exist",
        )
    )
    (folder / "history.sqlite.pending-game").write_text("not a game\n")
    pending = take_pending(store)
    assert isinstance(pending, HistoryNotice)
    samples.append(
        (
            pending,
            f"A game kept while the history was busy could not be read ({pending.error}); "
            "it is left in history.sqlite.pending-game.",
        )
    )
    store.close()
    (tmp / "a file").write_text("")
    opening = open_when_free(
        tmp / "a file" / "history", resume=True, cancelled=lambda: False, busy=lambda: None
    )
    samples.append(
        (
            _one(HistoryMessage([opening.message])),
            f"the game history cannot be kept: cannot write {tmp}/a file/history: not a directory; "
            "games are not kept this session",
        )
    )
    return samples


def _notice(error: BaseException) -> HistoryNotice:
    notice = notice_of(error)
    assert isinstance(notice, HistoryNotice), error
    return notice


def made_samples() -> list[Sample]:
    """The kinds no file on disk makes easily (SQLite refusing a call, a damaged page), made as
    the core makes them."""
    samples: list[Sample] = []
    for action in HistoryAction:
        samples.append(
            (
                notices.cannot_do(action, "disk I/O error"),
                f"the game history cannot {action.value}: disk I/O error",
            )
        )
    samples.append(
        (
            notices.record_damaged_doing(HistoryAction.BE_READ, ValueError("Invalid isoformat string: 'x'")),
            "the game history cannot be read: a record is damaged (Invalid isoformat string: 'x')",
        )
    )
    reason = HistoryNotice(
        "is damaged (Page 3 is never used)", HistoryProblem.DAMAGED, detail="Page 3 is never used"
    )
    samples.append((reason, "is damaged (Page 3 is never used)"))
    samples.append(
        (
            notices.cannot_set_aside(reason, PermissionError(errno.EACCES, "Permission denied")),
            "the game history is damaged (Page 3 is never used) and cannot be moved aside: Permission denied",
        )
    )
    samples.append(
        (
            notices.set_aside(reason, "history.sqlite.unreadable-x"),
            "The game history is damaged (Page 3 is never used); it was moved to history.sqlite.unreadable-x and a new one begins.",
        )
    )
    busy = _classified(sqlite3.OperationalError("database is locked"))
    samples.append((_notice(busy), "the game history cannot be opened: database is locked"))
    assert not isinstance(busy, HistoryBusyError)  # no SQLite code: not said busy
    samples.append(
        (
            HistoryNotice(
                "the game history needs SQLite 3.24.0 or later; this Python has 3.22.0",
                HistoryProblem.NEEDS_SQLITE,
                name="3.24.0",
                detail="3.22.0",
            ),
            "the game history needs SQLite 3.24.0 or later; this Python has 3.22.0",
        )
    )
    samples.append(
        (
            HistoryNotice(
                "has tables its version (0) does not (table deals already exists)",
                HistoryProblem.EXTRA_TABLES,
                number=0,
                detail="table deals already exists",
            ),
            "has tables its version (0) does not (table deals already exists)",
        )
    )
    unreadable = HistoryNotice(
        "cannot be read (Permission denied)",
        HistoryProblem.CANNOT_BE_READ,
        subject="history.sqlite-shm",
        errno=errno.EACCES,
        detail="Permission denied",
    )
    samples.append(
        (
            HistoryNotice(
                "the game history cannot be opened: history.sqlite-shm cannot be read (Permission denied) beside it "
                "and cannot be moved aside (Permission denied)",
                HistoryProblem.NEIGHBOUR_STUCK,
                cause=unreadable,
                errno=errno.EACCES,
                detail="Permission denied",
            ),
            "the game history cannot be opened: history.sqlite-shm cannot be read (Permission denied) beside it "
            "and cannot be moved aside (Permission denied)",
        )
    )
    device = HistoryNotice("is a device or a socket", HistoryProblem.IS_DEVICE)
    samples.append(
        (
            notices.set_aside(device, "h.x"),
            "The game history is a device or a socket; it was moved to h.x and a new one begins.",
        )
    )
    link = HistoryNotice("is a symbolic link", HistoryProblem.IS_LINK, subject="history.sqlite-wal")
    samples.append((link, "is a symbolic link"))
    with pytest.raises(SavedGameError) as raised:
        read_game_text("# freecell-gui game 1\ndeal: 617\nmoves: 1h\n")
    error = raised.value
    samples.append((notices.win_not_recorded(error), f"the game cannot be recorded as won: {error}"))
    copied = HistoryNotice(
        "The last game could not be restored (x); it could not be copied aside (No space left on device), "
        "and a new deal begins.",
        HistoryProblem.NOT_RESTORED_NOT_COPIED,
        error=ValueError("x"),
        errno=errno.ENOSPC,
        detail="No space left on device",
    )
    samples.append((copied, str(copied)))
    for changed, english in [
        ({"result": "lost"}, "game 7 of the history is damaged: its result is not one"),
        ({"game": "spider"}, "game 7 of the history is damaged: its game is not one"),
        ({"cells": 9}, "game 7 of the history is damaged: its number of free cells is not one"),
        ({"ended": 3}, "game 7 of the history is damaged: its end is not a date"),
        ({"saved": "soon"}, "game 7 of the history is damaged: its save 'soon' is not a date"),
        ({"cursor": "two"}, "game 7 of the history is damaged: its cursor is not a whole number"),
        ({"win_moves": 1.5}, "game 7 of the history is damaged: its win's length is not a whole number"),
        ({"redo": 5}, "game 7 of the history is damaged: its moves to redo is not text"),
        ({"moves": None}, "game 7 of the history is damaged: its moves is not text"),
    ]:
        samples.append((_record_damage(**changed), english))
    two = damaged_note({number: _record_damage(result="lost") for number in range(1235)})
    assert isinstance(two, HistoryNotice)
    samples.append(
        (two, "Game 7 of the history is damaged: its result is not one (and 1,234 more); it is skipped.")
    )
    samples.append(
        (
            notices.not_written(KeyError("id")),
            "the game history could not be written (KeyError: 'id')",
        )
    )
    return samples


def all_samples(tmp: Path) -> list[Sample]:
    """Every sample above."""
    return [*set_aside_samples(tmp), *game_samples(tmp), *made_samples()]
