"""The history of games: every game a record in one SQLite file, its statistics, and the game in
progress, saved after every change so that it survives a restart.

The game in progress is a record like any other (its result "in progress"), updated in one
transaction per change: a kill at any instant leaves the previous save or the new one, and the
app resumes the game saved last (`resume`). One `HistoryStore` is one connection, used by one
thread; the window saves from a worker thread (a commit is well under a millisecond, but
another process may hold the write lock for a moment), and each window or process opens its
own store. See schema.py for the journal, the locks and the migrations.

Statistics count every game recorded as played (won, won with help, given up or in progress), and
set wins helped by Hint or Solve apart: they are neither wins nor losses for the win rate and the
streaks, and are counted on their own. A game given up counts as lost.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from freecell_gui.core.game.saved_game import MoveSource, SavedGame, SavedGameError
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.history import damage_memory, totals
from freecell_gui.core.history import history_notices as notices
from freecell_gui.core.history.csv_export import (
    Cancelled,
    CsvKind,
    ExportCancelledError,
    RowWatch,
    deal_row,
    game_row,
    summary_rows,
    write_csv,
)
from freecell_gui.core.history.history_notices import HistoryAction, HistoryMessage, notice_of
from freecell_gui.core.history.records import (
    COLUMNS,
    HISTORY_FILE,
    Clock,
    DealStatistics,
    GameRecord,
    GameResult,
    HistoryError,
    Resumed,
    Statistics,
    damaged_note,
    records_skipping_damaged,
    stamp,
    utc_now,
)
from freecell_gui.core.history.resuming import restore_last
from freecell_gui.core.history.schema import (
    BUSY_TIMEOUT_MS,
    DamagedHistoryError,
    HistoryBusyError,
    clear_neighbours,
    connect,
    describe_sqlite_error,
    is_busy,
    set_aside,
    transaction,
    unusable_reason,
)
from freecell_gui.core.history.totals import variant_values

__all__ = [
    "HISTORY_FILE",
    "CsvKind",
    "DealStatistics",
    "ExportCancelledError",
    "GameRecord",
    "GameResult",
    "HistoryBusyError",
    "HistoryError",
    "HistoryStore",
    "OpenedHistory",
    "Resumed",
    "RowWatch",
    "Statistics",
    "open_history",
]


@dataclass(frozen=True, slots=True)
class OpenedHistory:
    """The store, and one message for the user if the old file had to be set aside."""

    store: HistoryStore
    message: str | None


def open_history(
    folder: Path, *, clock: Clock = utc_now, check: bool = True, busy_timeout_ms: int = BUSY_TIMEOUT_MS
) -> OpenedHistory:
    """The history in `folder` (made if missing), migrated to this version's schema.

    A file that cannot be a history (a folder, a FIFO or a device at its name, a damaged file,
    another program's database) is moved aside as `history.sqlite.unreadable-<date>` and a new
    history begins, with one message saying so. HistoryError (one line) if no history can be
    opened at all (no permission, a full disk, a lock held for longer than `busy_timeout_ms`:
    HistoryBusyError; a newer version's history, left as it is: NewerHistoryError). `check` reads every page
    first (see history_schema.connect): about 80 ms for 100,000 games, so open it off the UI thread.
    """
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise HistoryError(notices.cannot_keep(folder, error)) from None
    path = folder / HISTORY_FILE
    said = clear_neighbours(path)  # the history itself may be whole: only what blocks it goes aside
    reason: str | None = unusable_reason(path)
    if reason is None:
        try:
            store = HistoryStore(path, clock, check=check, busy_timeout_ms=busy_timeout_ms)
            return OpenedHistory(store, HistoryMessage(said) or None)
        except DamagedHistoryError as error:
            reason = notice_of(error)
    assert reason is not None  # a file that is not a history, or one SQLite refused as damaged
    try:
        aside = set_aside(path)
    except OSError as error:
        raise HistoryError(notices.cannot_set_aside(reason, error)) from None
    store = HistoryStore(path, clock, busy_timeout_ms=busy_timeout_ms)
    damage_memory.forget(path)  # a new history: its records' ids begin again
    said.append(notices.set_aside(reason, aside.name))
    return OpenedHistory(store, HistoryMessage(said))


class HistoryStore:
    """The history's database: games recorded and updated, queries, statistics and export."""

    def __init__(
        self,
        path: Path,
        clock: Clock = utc_now,
        *,
        check: bool = False,
        busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    ) -> None:
        """Open (or make) the database at `path`; prefer `open_history`, which also sets aside
        a file that cannot be used. DamagedHistoryError, HistoryBusyError or HistoryError
        otherwise. `busy_timeout_ms`: how long a call waits for another program's lock."""
        self.path = Path(path)
        self._clock = clock
        self._connection, self.journal = connect(self.path, check=check, busy_timeout_ms=busy_timeout_ms)
        self.damaged: dict[int, str] = {}
        """The records skipped as damaged (by id, with why), for the window to say once."""

    def set_busy_timeout(self, milliseconds: int) -> None:
        """How long later calls wait for another program's lock before HistoryBusyError."""
        self._connection.execute(f"PRAGMA busy_timeout = {int(milliseconds)}")

    def close(self) -> None:
        """Close the connection (everything is already committed)."""
        self._connection.close()

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextmanager
    def _errors(self, action: HistoryAction) -> Iterator[sqlite3.Connection]:
        try:
            yield self._connection
        except sqlite3.Error as error:
            kind = HistoryBusyError if is_busy(error) else HistoryError
            raise kind(notices.cannot_do(action, describe_sqlite_error(error))) from None
        except ValueError as error:  # a record changed by hand: a date or a result we never write
            raise HistoryError(notices.record_damaged_doing(action, error)) from None

    # --- recording games --------------------------------------------------------------------

    def begin_game(self, saved: SavedGame, *, previous: int | None = None) -> int:
        """Record a new game (a new deal on the table) and return its id.

        `previous` is the game it replaces: if no move was made in it and no help asked, its
        record is reused, so looking through deals leaves no empty games behind; otherwise, if
        it was in progress, it is given up. Both in one transaction.
        """
        now = stamp(self._clock())
        with self._errors(HistoryAction.RECORD_THE_GAME), transaction(self._connection) as db:
            if previous is not None and self._is_empty(db, previous):
                self._upsert(db, previous, saved, now, used_hint=False, used_solver=False)
                db.execute("UPDATE games SET started = ? WHERE id = ?", (now, previous))
                return previous
            if previous is not None:
                self._leave(db, previous, now)
            return self._upsert(db, None, saved, now, used_hint=False, used_solver=False)

    def switch_game(self, game_id: int, *, previous: int | None = None) -> None:
        """Make the recorded game `game_id` the one on the table again (opened from the history):
        it becomes the game saved last, the one the next start resumes. `previous`, the game it
        replaces, is left (see `leave_game`). One transaction."""
        now = stamp(self._clock())
        with self._errors(HistoryAction.OPEN_THE_GAME), transaction(self._connection) as db:
            if previous is not None and previous != game_id:
                self._leave(db, previous, now)
            db.execute("UPDATE games SET saved = ? WHERE id = ?", (now, game_id))

    def leave_game(self, game_id: int) -> None:
        """The game `game_id` left for another deal: given up if it was in progress with moves or
        help, dropped if nothing was done in it (a record with nothing in it is no game)."""
        with self._errors(HistoryAction.RECORD_THE_END), transaction(self._connection) as db:
            self._leave(db, game_id, stamp(self._clock()))

    @staticmethod
    def _is_empty(db: sqlite3.Connection, game_id: int) -> bool:
        row = db.execute(
            "SELECT result = 'in progress' AND NOT (moves != '' OR redo != '' OR used_hint OR used_solver) "
            "FROM games WHERE id = ?",
            (game_id,),
        ).fetchone()
        return bool(row and row[0])

    @classmethod
    def _leave(cls, db: sqlite3.Connection, game_id: int, now: str) -> None:
        if cls._is_empty(db, game_id):
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))
        else:
            db.execute(
                "UPDATE games SET result = ?, ended = ? WHERE id = ? AND result = ?",
                (GameResult.GIVEN_UP.value, now, game_id, GameResult.IN_PROGRESS.value),
            )

    def save_game(
        self, game_id: int, saved: SavedGame, *, used_hint: bool = False, used_solver: bool = False
    ) -> None:
        """Save the game after a change (a move, undo, redo, a solution, the autoplay rule): one
        statement, one transaction. Help once used stays recorded. A record deleted meanwhile
        (the history was deleted) is made again, as the game goes on."""
        now = stamp(self._clock())
        with self._errors(HistoryAction.SAVE_THE_GAME):
            self._upsert(self._connection, game_id, saved, now, used_hint=used_hint, used_solver=used_solver)

    def finish_game(
        self,
        game_id: int,
        saved: SavedGame,
        result: GameResult,
        *,
        win_moves: int | None = None,
        used_hint: bool = False,
        used_solver: bool = False,
    ) -> None:
        """Save the game and end it as won or given up, in one transaction. A win's length is
        `win_moves` (the site's count, `Game.site_move_count`), counted from `saved` if None.
        A game already ended keeps its result: undoing after a win does not unwin it."""
        if result is GameResult.IN_PROGRESS:
            raise ValueError("a game is finished as won or given up")
        if result is GameResult.WON and win_moves is None:
            try:
                win_moves = saved.restore().site_move_count()
            except SavedGameError as error:
                raise HistoryError(notices.win_not_recorded(error)) from None
        now = stamp(self._clock())
        with self._errors(HistoryAction.RECORD_THE_END), transaction(self._connection) as db:
            self._upsert(db, game_id, saved, now, used_hint=used_hint, used_solver=used_solver)
            db.execute(
                "UPDATE games SET result = ?, ended = ?, win_moves = ? WHERE id = ? AND result = ?",
                (
                    result.value,
                    now,
                    win_moves if result is GameResult.WON else None,
                    game_id,
                    GameResult.IN_PROGRESS.value,
                ),
            )

    def _upsert(
        self,
        db: sqlite3.Connection,
        game_id: int | None,
        saved: SavedGame,
        now: str,
        *,
        used_hint: bool,
        used_solver: bool,
    ) -> int:
        parts = saved.parts()
        solver = used_solver or any(move.source is MoveSource.SOLVED for move in saved.redo)
        # No RETURNING (SQLite 3.35): a new record is always an insert, so its rowid is the id.
        written = db.execute(
            """INSERT INTO games (id, deal, board, started, saved, autoplay, moves, redo, cursor,
                                  used_hint, used_solver, game, cells)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT (id) DO UPDATE SET
                   deal = excluded.deal, board = excluded.board, saved = excluded.saved,
                   game = excluded.game, cells = excluded.cells,
                   autoplay = excluded.autoplay, moves = excluded.moves, redo = excluded.redo,
                   cursor = excluded.cursor,
                   used_hint = games.used_hint OR excluded.used_hint,
                   used_solver = games.used_solver OR excluded.used_solver""",
            (
                game_id,
                parts.deal,
                parts.board,
                now,
                now,
                parts.autoplay,
                parts.moves,
                parts.redo,
                parts.cursor,
                int(used_hint),
                int(solver),
                *variant_values(saved.rules),
            ),
        )
        return game_id if game_id is not None else int(written.lastrowid or 0)

    def record_solver_length(self, deal: int, length: int, rules: Rules = FREECELL) -> None:
        """Keep the solver's shortest solution of a deal (the shorter, if one is known). Only the
        standard game's lengths are kept: a solution with fewer cells, or of Baker's Game, is no
        measure of a FreeCell game (the deals table has one length a deal)."""
        if rules != FREECELL:
            return
        with self._errors(HistoryAction.RECORD_SOLVER_LENGTH):
            self._connection.execute(
                """INSERT INTO deals (deal, solver_shortest, solved_at) VALUES (?, ?, ?)
                   ON CONFLICT (deal) DO UPDATE SET
                       solver_shortest = min(solver_shortest, excluded.solver_shortest),
                       solved_at = excluded.solved_at""",
                (deal, length, stamp(self._clock())),
            )

    def delete_all(self) -> int:
        """Delete every game record (the only way records are removed); the solver's lengths,
        which are not yours, stay. How many records went."""
        with self._errors(HistoryAction.BE_DELETED), transaction(self._connection) as db:
            deleted = db.execute("DELETE FROM games").rowcount
        damage_memory.forget(self.path)  # the ids begin again
        self.damaged.clear()
        return deleted

    # --- reading ----------------------------------------------------------------------------

    def _records(self, rows: Iterable[tuple[Any, ...]]) -> Iterator[GameRecord]:
        return records_skipping_damaged(rows, self.damaged)

    def game(self, game_id: int) -> GameRecord | None:
        """One record, or None if there is none with that id (or it is damaged)."""
        with self._errors(HistoryAction.BE_READ) as db:
            rows = db.execute(f"SELECT {COLUMNS} FROM games WHERE id = ?", (game_id,))
            return next(self._records(rows), None)

    def last_game(self) -> GameRecord | None:
        """The game saved last, in any window: the one to resume at start (a damaged record
        is passed over for the one saved before it)."""
        with self._errors(HistoryAction.BE_READ) as db:
            rows = db.execute(f"SELECT {COLUMNS} FROM games ORDER BY saved DESC, id DESC")
            return next(self._records(rows), None)

    def resume(self) -> Resumed:
        """The last game saved, restored at its last position (a replay: seconds for a game of
        100,000 moves, so the window calls it off its thread). If it does not replay (damaged),
        its text is copied aside as `game-<id>.txt.unreadable-<date>` beside the history and
        the message says so once (a new game then becomes the last one saved)."""
        return restore_last(self.last_game(), self.path, damaged_note(self.damaged))

    def history(
        self,
        result: GameResult | None = None,
        *,
        deal: int | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        rules: Rules | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> list[GameRecord]:
        """Games newest first (by start), optionally of one result, one deal, started in
        [since, until), or of one variant (`rules`)."""
        where, values = self._filters(result, deal, since, until, rules)
        with self._errors(HistoryAction.BE_READ) as db:
            rows = db.execute(
                f"SELECT {COLUMNS} FROM games {where} ORDER BY started DESC, id DESC LIMIT ? OFFSET ?",
                (*values, limit, offset),
            ).fetchall()
            return list(self._records(rows))

    def count(
        self, result: GameResult | None = None, *, deal: int | None = None, rules: Rules | None = None
    ) -> int:
        """How many games `history` would list without a limit."""
        where, values = self._filters(result, deal, None, None, rules)
        with self._errors(HistoryAction.BE_READ) as db:
            return int(db.execute(f"SELECT count(*) FROM games {where}", values).fetchone()[0])

    @staticmethod
    def _filters(
        result: GameResult | None,
        deal: int | None,
        since: datetime | None,
        until: datetime | None,
        rules: Rules | None,
    ) -> tuple[str, tuple[object, ...]]:
        game, cells = variant_values(rules) if rules is not None else (None, None)
        clauses: list[str] = []
        values: list[object] = []
        for clause, value in (
            ("game = ?", game),
            ("cells = ?", cells),
            ("result = ?", result.value if result is not None else None),
            ("deal = ?", deal),
            ("started >= ?", stamp(since) if since is not None else None),
            ("started < ?", stamp(until) if until is not None else None),
        ):
            if value is not None:
                clauses.append(clause)
                values.append(value)
        return ("WHERE " + " AND ".join(clauses) if clauses else ""), tuple(values)

    def statistics(self, rules: Rules = FREECELL) -> Statistics:
        """Games of `rules` played (every game recorded) and won, helped wins apart, and the
        current and longest winning streaks (see totals.statistics)."""
        with self._errors(HistoryAction.BE_READ) as db:
            return totals.statistics(db, rules)

    def variants_played(self) -> list[Rules]:
        """The standard game, then each other variant with a game recorded (see totals)."""
        with self._errors(HistoryAction.BE_READ) as db:
            return totals.variants_played(db)

    def deal_statistics(
        self, rules: Rules = FREECELL, *, limit: int = 100, offset: int = 0
    ) -> list[DealStatistics]:
        """Each deal played under `rules` (by number), with your fewest moves and the solver's shortest."""
        with self._errors(HistoryAction.BE_READ) as db:
            return totals.deal_statistics(db, rules, limit=limit, offset=offset)

    def deal_record(self, deal: int, rules: Rules = FREECELL) -> DealStatistics:
        """One deal's statistics under `rules` (zeros if never played; the solver's length if known)."""
        with self._errors(HistoryAction.BE_READ) as db:
            return totals.deal_record(db, deal, rules)

    def next_unwon_deal(
        self, after: int, rules: Rules = FREECELL, *, helped_counts: bool = False
    ) -> int | None:
        """The first deal number above `after` not yet won under `rules` (a win with help counts
        only with `helped_counts`; a win of another variant never counts); None past the last deal."""
        with self._errors(HistoryAction.BE_READ) as db:
            return totals.next_unwon_deal(db, after, rules, helped_counts=helped_counts)

    # --- export -----------------------------------------------------------------------------

    def export_csv(
        self,
        path: Path,
        kind: CsvKind = CsvKind.GAMES,
        watch: RowWatch | None = None,
        cancelled: Cancelled | None = None,
    ) -> int:
        """Write the games (newest first), the deals' statistics or the totals as CSV, all at
        once (never half a file, never over a folder, a FIFO or a device); the rows written.
        HistoryError (one line) if it cannot be written; `watch` hears of the rows as they are
        read and may stop the export, `cancelled` is asked while the file is written
        (ExportCancelledError either way: nothing written, a file there left as it was)."""
        if kind is CsvKind.SUMMARY:
            every = [self.statistics(rules) for rules in self.variants_played()]
            return write_csv(path, kind, summary_rows(every), watch, cancelled)
        with self._errors(HistoryAction.BE_EXPORTED) as db:
            if kind is CsvKind.DEALS:
                deals = (deal_row(stats) for stats in totals.every_deal(db))
                return write_csv(path, kind, deals, watch, cancelled)
            rows = db.execute(f"SELECT {COLUMNS} FROM games ORDER BY started DESC, id DESC")
            games = (game_row(record) for record in self._records(rows))
            return write_csv(path, kind, games, watch, cancelled)
