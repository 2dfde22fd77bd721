"""Opening the history for the window, off its thread: however long another program holds the
file, and however long the last game is to replay.

`open_when_free` is the work of the window's opening task (ui/history/persistence.py): it opens
the history (setting aside what cannot be used, see store.open_history), records a game kept
while the history was busy at the last quit (`keep_pending`), and reads the game to resume,
replayed (seconds for a game of 100,000 moves). While another program holds the lock (SQLite's
exclusive locking mode, or a long write) each try waits a quarter of a second, the caller is
told once that the history is busy, and it tries again until it opens or the caller cancels:
nothing is given up for good because of a lock.

A game that could not be written at quit (the history still held) is kept beside the history
as a saved-game file, `history.sqlite.pending-game`, and becomes a record at the next opening,
so nothing played is lost.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from freecell_gui.core.game.saved_game import SavedGame, SavedGameError, read_game_text
from freecell_gui.core.history.damage_memory import unsaid
from freecell_gui.core.history.history_notices import (
    HistoryMessage,
    HistoryNotice,
    HistoryProblem,
    not_kept,
    notice_of,
)
from freecell_gui.core.history.records import GameRecord, GameResult, HistoryError, Resumed, damaged_note
from freecell_gui.core.history.resuming import restore_last
from freecell_gui.core.history.schema import BUSY_TIMEOUT_MS, HistoryBusyError
from freecell_gui.core.history.store import HISTORY_FILE, HistoryStore, open_history
from freecell_gui.core.system.atomic_file import write_atomically
from freecell_gui.core.system.user_files import UserFileError, read_user_text

REPLAY_AT_OPENING_MOVES = 2_000
"""A last game up to this long is replayed as the history opens (a few tens of milliseconds, so
it is on the table at the first paint); a longer one is left to `replay_last`, started by the
window after its first paint: a replay holds Python's lock for seconds and would slow the paint."""
TRY_BUSY_MS = 250
"""How long one try waits for another program's lock: a cancel is heard this often."""
PENDING_FILE = HISTORY_FILE + ".pending-game"
PENDING_LIMIT_BYTES = 2_000_000  # a saved game is at most 1,000,000 characters


@dataclass(frozen=True, slots=True)
class Opening:
    """What the opening found: the store (None if the history cannot be kept, or the opening
    was cancelled), the game to resume, the game saved last, and one message for the user."""

    store: HistoryStore | None
    resumed: Resumed | None  # None: not asked, or a long game left to `replay_last`
    last: GameRecord | None
    message: str
    to_replay: GameRecord | None = None  # the game to resume, too long to replay at the opening


def open_when_free(
    folder: Path, *, resume: bool, cancelled: Callable[[], bool], busy: Callable[[], None]
) -> Opening:
    """Open the history in `folder`, take in a pending game, and (with `resume`) restore the game
    saved last if it is short (REPLAY_AT_OPENING_MOVES; else `Opening.to_replay`). `busy` is
    called once if another program holds the history; the tries go on until `cancelled()` is
    true (an Opening without a store then)."""
    told = False
    while not cancelled():
        try:
            return _open(folder, resume)
        except HistoryBusyError:
            if not told:
                told = True
                busy()
            _pause(TRY_BUSY_MS / 1000, cancelled)
        except HistoryError as error:
            return Opening(None, None, None, not_kept(notice_of(error)))
    return Opening(None, None, None, "")


def _open(folder: Path, resume: bool) -> Opening:
    opened = open_history(folder, busy_timeout_ms=TRY_BUSY_MS)
    store = opened.store
    try:
        said = [opened.message or "", take_pending(store)]
        last = store.last_game()
        said.append(damaged_note(unsaid(store.path, store.damaged)) or "")  # each damage said once
        short = last is not None and _moves_of(last) <= REPLAY_AT_OPENING_MOVES
        resumed = restore_last(last, store.path, None) if resume and short else None
        in_progress = last is not None and last.result is GameResult.IN_PROGRESS
        to_replay = last if resume and in_progress and not short else None
    except BaseException:
        store.close()
        raise
    store.set_busy_timeout(BUSY_TIMEOUT_MS)  # from now on, a read waits as long as a write
    if resumed is not None:
        said.append(resumed.message or "")
    return Opening(store, resumed, last, HistoryMessage(said), to_replay)


def _moves_of(record: GameRecord) -> int:
    return record.cursor + sum(len(line.partition(":")[2].split()) for line in record.redo.splitlines())


def replay_last(record: GameRecord, history: Path) -> Resumed:
    """The long game `Opening.to_replay` restored (seconds for 100,000 moves: run it off the
    window's thread), or set aside with a message if it no longer replays."""
    return restore_last(record, history, None)


def _pause(seconds: float, cancelled: Callable[[], bool]) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not cancelled():
        time.sleep(0.02)


def pending_path(history: Path) -> Path:
    """Where a game not yet written is kept, beside the history file `history`."""
    return history.with_name(PENDING_FILE)


def keep_pending(history: Path, saved: SavedGame) -> bool:
    """Keep `saved` beside the history file (it could not be written to it); False if even that
    failed (a folder that cannot be written)."""
    try:
        write_atomically(pending_path(history), saved.to_text().encode("utf-8"))
    except OSError:
        return False
    return True


def take_pending(store: HistoryStore) -> str:
    """Record the game kept beside the history (if any) as the game saved last, and remove its
    file; one sentence for the user, or ""."""
    path = pending_path(store.path)
    if not os.path.lexists(path):
        return ""
    try:
        saved = read_game_text(read_user_text(path, PENDING_LIMIT_BYTES))
    except (UserFileError, SavedGameError) as error:
        return HistoryNotice(
            f"A game kept while the history was busy could not be read ({error}); it is left in {path.name}.",
            HistoryProblem.PENDING_UNREADABLE,
            error=error,
            name=path.name,
        )
    record = store.begin_game(saved)
    store.save_game(record, saved)
    with contextlib.suppress(OSError):
        os.unlink(path)
    return ""


def record_at_quit(
    history_folder: Path, saved: SavedGame, *, won: bool, used_hint: bool, used_solver: bool
) -> bool:
    """The game on the table at quit, when the history never opened this session: one try to
    record it (a quarter of a second at most), else it is kept beside the history for the next
    opening (`keep_pending`). False if neither could be done."""
    try:
        with open_history(history_folder, busy_timeout_ms=TRY_BUSY_MS, check=False).store as store:
            take_pending(store)
            record = store.begin_game(saved)
            if won:
                store.finish_game(record, saved, GameResult.WON, used_hint=used_hint, used_solver=used_solver)
            else:
                store.save_game(record, saved, used_hint=used_hint, used_solver=used_solver)
            return True
    except HistoryError:
        return keep_pending(history_folder / HISTORY_FILE, saved)
