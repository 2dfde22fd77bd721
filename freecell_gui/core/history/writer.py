"""Writing the history from one worker thread, so that the window never waits on the disk.

The window builds a game's saved form after each change (cheap) and hands it here; the worker
thread writes it with a store of its own. A save is a fraction of a millisecond, but it may
wait for another process's write lock (up to the busy timeout), and SQLite's checkpoints now
and then take a few milliseconds: none of that is the window's time.

Only the latest save of a game waits to be written: a save queued behind another save of the
same game replaces it. Beginning, finishing and switching games keep their order. The window
names its games by keys this writer gives out at once (`begin` returns one before the record
exists); the worker maps each key to its record's id. `flush` waits until everything queued is
written (the window quits only after it), and every failure is told through `on_error`, from
the worker thread, as one line.
"""

from __future__ import annotations

import itertools
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from freecell_gui.core.game.saved_game import SavedGame
from freecell_gui.core.history.history_notices import not_written, notice_of
from freecell_gui.core.history.records import Clock, utc_now
from freecell_gui.core.history.store import GameResult, HistoryError, HistoryStore

SavedForm = SavedGame | Callable[[], SavedGame]
"""A save's game: made, or made when it is written (on the writer's thread; of a long game that is
a second's work, and of the saves queued only the last is made)."""
FLUSH_TIMEOUT_S = 6.0
"""How long a flush waits at most: a little past the store's busy timeout (5 s)."""


@dataclass
class _Write:
    """One thing to write; `run` does it with the store and the map of keys to record ids."""

    key: int | None = None

    def run(self, store: HistoryStore, ids: dict[int, int]) -> None:
        raise NotImplementedError


def _made(saved: SavedForm) -> SavedGame:
    return saved if isinstance(saved, SavedGame) else saved()


@dataclass
class _Begin(_Write):
    saved: SavedForm | None = None
    previous: int | None = None

    def run(self, store: HistoryStore, ids: dict[int, int]) -> None:
        assert self.key is not None and self.saved is not None
        previous = ids.get(self.previous) if self.previous is not None else None
        ids[self.key] = store.begin_game(_made(self.saved), previous=previous)


@dataclass
class _Attach(_Write):
    record: int = 0

    def run(self, store: HistoryStore, ids: dict[int, int]) -> None:
        assert self.key is not None
        ids[self.key] = self.record


@dataclass
class _Switch(_Write):
    record: int = 0
    previous: int | None = None

    def run(self, store: HistoryStore, ids: dict[int, int]) -> None:
        assert self.key is not None
        ids[self.key] = self.record
        previous = ids.get(self.previous) if self.previous is not None else None
        store.switch_game(self.record, previous=previous)


@dataclass
class _Leave(_Write):
    def run(self, store: HistoryStore, ids: dict[int, int]) -> None:
        assert self.key is not None
        if self.key in ids:
            store.leave_game(ids[self.key])


@dataclass
class _Save(_Write):
    saved: SavedForm | None = None
    used_hint: bool = False
    used_solver: bool = False

    def run(self, store: HistoryStore, ids: dict[int, int]) -> None:
        assert self.key is not None and self.saved is not None
        if self.key in ids:  # not if its record could not be begun
            store.save_game(
                ids[self.key], _made(self.saved), used_hint=self.used_hint, used_solver=self.used_solver
            )


@dataclass
class _Finish(_Write):
    saved: SavedGame | None = None
    result: GameResult = GameResult.WON
    win_moves: int | None = None
    used_hint: bool = False
    used_solver: bool = False

    def run(self, store: HistoryStore, ids: dict[int, int]) -> None:
        assert self.key is not None and self.saved is not None
        if self.key in ids:
            store.finish_game(
                ids[self.key],
                self.saved,
                self.result,
                win_moves=self.win_moves,
                used_hint=self.used_hint,
                used_solver=self.used_solver,
            )


@dataclass
class _SolverLength(_Write):
    deal: int = 0
    length: int = 0

    def run(self, store: HistoryStore, ids: dict[int, int]) -> None:
        store.record_solver_length(self.deal, self.length)


@dataclass
class _DeleteAll(_Write):
    done: Callable[[int], None] = field(default=lambda count: None)

    def run(self, store: HistoryStore, ids: dict[int, int]) -> None:
        self.done(store.delete_all())


class HistoryWriter:
    """The history's one writer in this process: a worker thread with its own store."""

    def __init__(
        self, path: Path, on_error: Callable[[str], None], *, clock: Clock = utc_now, start: bool = True
    ) -> None:
        """Write to the history at `path` (already opened once with `open_history`, so a file
        that cannot be used has been set aside). `on_error` is called from the worker thread."""
        self.path = Path(path)
        self._on_error = on_error
        self._clock = clock
        self._condition = threading.Condition()
        self._queue: deque[_Write] = deque()
        self._busy = False
        self._closing = False
        self._keys = itertools.count(1)
        self._ids: dict[int, int] = {}  # key -> record id; written by the worker thread only
        self._thread = threading.Thread(target=self._run, name="freecell-gui history", daemon=True)
        if start:
            self._thread.start()

    # --- what the window calls: each returns at once ---------------------------------------------

    def begin(self, saved: SavedForm, *, previous: int | None = None) -> int:
        """A new game on the table (see HistoryStore.begin_game); its key. `saved` as for `save`."""
        key = next(self._keys)
        self._put(_Begin(key, saved, previous))
        return key

    def attach(self, record: int) -> int:
        """The recorded game resumed at start: later saves go to `record`; its key."""
        key = next(self._keys)
        self._put(_Attach(key, record))
        return key

    def switch(self, record: int, *, previous: int | None = None) -> int:
        """A recorded game opened from the history (see HistoryStore.switch_game); its key."""
        key = next(self._keys)
        self._put(_Switch(key, record, previous))
        return key

    def leave(self, key: int) -> None:
        """The game `key` left for another deal (see HistoryStore.leave_game)."""
        self._put(_Leave(key))

    def save(self, key: int, saved: SavedForm, *, used_hint: bool = False, used_solver: bool = False) -> None:
        """Save the game `key` after a change; replaces a save of it still waiting. `saved` may be
        a function that makes it (called on the writer's thread, from values that never change)."""
        self._put(_Save(key, saved, used_hint, used_solver))

    def finish(
        self,
        key: int,
        saved: SavedGame,
        result: GameResult,
        *,
        win_moves: int | None = None,
        used_hint: bool = False,
        used_solver: bool = False,
    ) -> None:
        """End the game `key` (see HistoryStore.finish_game)."""
        self._put(_Finish(key, saved, result, win_moves, used_hint, used_solver))

    def record_solver_length(self, deal: int, length: int) -> None:
        """Keep the solver's shortest solution of `deal`."""
        self._put(_SolverLength(None, deal, length))

    def delete_all(self, done: Callable[[int], None] | None = None) -> None:
        """Delete every record; `done` gets how many went (from the worker thread)."""
        self._put(_DeleteAll(None, done or (lambda count: None)))

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Wait until everything queued is written (or has failed); False if `timeout` passed first."""
        with self._condition:
            return self._condition.wait_for(lambda: not self._queue and not self._busy, timeout)

    def close(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Write what is queued, then end the thread and close its store; False if it did not
        end within `timeout` (a lock held by another process: the saves before are kept)."""
        with self._condition:
            self._closing = True
            self._condition.notify_all()
        if not self._thread.is_alive():
            return not self._queue
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def record_of(self, key: int) -> int | None:
        """The record id of the game `key`, once its beginning is written (flush first)."""
        return self._ids.get(key)

    @property
    def pending(self) -> int:
        """How many writes wait (for tests and benchmarks)."""
        with self._condition:
            return len(self._queue) + self._busy

    # --- the worker thread --------------------------------------------------------------------

    def _put(self, write: _Write) -> None:
        with self._condition:
            if self._closing:
                return
            last = self._queue[-1] if self._queue else None
            if isinstance(write, _Save) and isinstance(last, _Save) and last.key == write.key:
                # Only the latest save of a game matters; help once used stays said.
                write.used_hint |= last.used_hint
                write.used_solver |= last.used_solver
                self._queue[-1] = write
            else:
                self._queue.append(write)
            self._condition.notify_all()

    def _run(self) -> None:
        store: HistoryStore | None = None
        try:
            store = HistoryStore(self.path, self._clock)
        except HistoryError as error:
            self._on_error(notice_of(error))
        ids = self._ids
        try:
            while True:
                with self._condition:
                    self._condition.wait_for(lambda: self._queue or self._closing)
                    if not self._queue:
                        return
                    write = self._queue.popleft()
                    self._busy = True
                try:
                    if store is not None:
                        write.run(store, ids)
                except HistoryError as error:
                    self._on_error(notice_of(error))
                except Exception as error:  # a bug must not end the saves for the session
                    self._on_error(not_written(error))
                finally:
                    with self._condition:
                        self._busy = False
                        self._condition.notify_all()
        finally:
            if store is not None:
                store.close()
