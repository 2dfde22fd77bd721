"""Opening the history for the window: a lock held by another connection is waited out (said
once, cancellable), a game kept beside a busy history is recorded at the next opening, and a long
last game is left to be replayed after the first paint."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.saved_game import SavedGame
from freecell_gui.core.history.opening import (
    REPLAY_AT_OPENING_MOVES,
    keep_pending,
    open_when_free,
    pending_path,
    record_at_quit,
    replay_last,
)
from freecell_gui.core.history.store import HISTORY_FILE, GameResult, open_history
from tests.core.save_writer import saved
from tests.ui.history.long_game import long_game


def exclusive_lock(history: Path) -> sqlite3.Connection:
    """Another program's connection in exclusive locking mode: nobody else may even read."""
    other = sqlite3.connect(history, isolation_level=None, check_same_thread=False)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_a_held_history_is_said_busy_once_tried_again_and_opened_when_let_go(tmp_path: Path) -> None:
    open_history(tmp_path).store.close()
    other = exclusive_lock(tmp_path / HISTORY_FILE)
    told: list[str] = []
    tries = threading.Event()

    def busy() -> None:
        told.append("busy")
        tries.set()

    result: list[object] = []
    worker = threading.Thread(
        target=lambda: result.append(
            open_when_free(tmp_path, resume=True, cancelled=lambda: False, busy=busy)
        )
    )
    worker.start()
    assert tries.wait(20)
    other.execute("COMMIT")
    other.close()  # exclusive mode keeps the lock until the connection goes
    worker.join(20)
    opening = result[0]
    assert told == ["busy"] and opening.store is not None  # type: ignore[attr-defined]
    opening.store.close()  # type: ignore[attr-defined]


def test_a_cancel_ends_the_tries_without_a_store(tmp_path: Path) -> None:
    open_history(tmp_path).store.close()
    other = exclusive_lock(tmp_path / HISTORY_FILE)
    told: list[str] = []
    opening = open_when_free(
        tmp_path, resume=True, cancelled=lambda: bool(told), busy=lambda: told.append("busy")
    )
    other.close()
    assert opening.store is None and told == ["busy"] and opening.message == ""


def test_a_game_kept_at_a_busy_quit_is_the_game_resumed_next(tmp_path: Path) -> None:
    open_history(tmp_path).store.close()
    other = exclusive_lock(tmp_path / HISTORY_FILE)
    game = saved(10913, 3)
    assert record_at_quit(tmp_path, game, won=False, used_hint=False, used_solver=False)
    other.close()
    assert pending_path(tmp_path / HISTORY_FILE).exists()
    opening = open_when_free(tmp_path, resume=True, cancelled=lambda: False, busy=lambda: None)
    assert opening.store is not None and opening.resumed is not None
    assert opening.resumed.saved == game and opening.resumed.record is not None
    assert opening.resumed.record.result is GameResult.IN_PROGRESS
    assert not pending_path(tmp_path / HISTORY_FILE).exists()
    assert opening.store.count() == 1
    opening.store.close()


def test_an_unreadable_pending_file_is_left_and_said(tmp_path: Path) -> None:
    open_history(tmp_path).store.close()
    pending_path(tmp_path / HISTORY_FILE).write_text("not a saved game", encoding="utf-8")
    opening = open_when_free(tmp_path, resume=True, cancelled=lambda: False, busy=lambda: None)
    assert "could not be read" in opening.message and pending_path(tmp_path / HISTORY_FILE).exists()
    assert opening.store is not None
    opening.store.close()


def test_a_long_last_game_is_left_to_replay_and_replays_whole(tmp_path: Path) -> None:
    long = long_game(REPLAY_AT_OPENING_MOVES + 1)
    with open_history(tmp_path).store as store:
        store.save_game(store.begin_game(long), long)
    opening = open_when_free(tmp_path, resume=True, cancelled=lambda: False, busy=lambda: None)
    assert opening.resumed is None and opening.to_replay is not None
    resumed = replay_last(opening.to_replay, tmp_path / HISTORY_FILE)
    assert resumed.saved == long and resumed.game is not None
    assert resumed.game.cursor == REPLAY_AT_OPENING_MOVES + 1
    assert opening.store is not None
    opening.store.close()
    # Without resume nothing is left to replay.
    plain = open_when_free(tmp_path, resume=False, cancelled=lambda: False, busy=lambda: None)
    assert plain.to_replay is None and plain.store is not None
    plain.store.close()


def test_keep_pending_says_false_when_nothing_can_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not keep_pending(blocker / HISTORY_FILE, SavedGame(deal(1)))
