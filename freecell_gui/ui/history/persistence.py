"""Never lose a game: the game on the table is saved after every change and comes back at the next
start, and every game is a record of the history (core/history/store.py).

After each change (a move, an undo, a redo, a loaded or solved solution, the autoplay rule) the
game's saved form is built here, on the window's thread (a few hundredths of a millisecond for a
usual game), and handed to the history's writer thread (core/history/writer.py), which
writes it in one transaction: the window never waits on the disk or on another process's lock,
and a kill at any instant leaves the save before or the save after. A new deal begins a new
record (a game with moves is then given up); a win ends the record as won. Quitting writes what
is queued first, so the game comes back as it was: table, moves, redo list and cursor.

The history lives in the platform's application data folder (`data_folder`). A file there that
cannot be a history, or a game that no longer replays, is set aside, and the app starts on a
fresh deal, saying so once.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, QStandardPaths, Qt, QTimer, Signal

from freecell_gui.core.game.game import Game
from freecell_gui.core.game.saved_game import SavedGame, SavedGameError
from freecell_gui.core.history.records import HISTORY_FILE, GameRecord, GameResult, HistoryError
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange

if TYPE_CHECKING:  # the store and its writer (SQLite) load when the history opens, after the first paint
    from freecell_gui.core.history.store import HistoryStore
    from freecell_gui.core.history.writer import HistoryWriter

T = TypeVar("T")


def data_folder() -> Path:
    """Where the history is kept: Qt's application data folder (on Linux
    $XDG_DATA_HOME/freecell-gui/freecell-gui, as the organisation and the application are both
    named freecell-gui)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


class GamePersistence(QObject):
    """The game on the table, saved after every change and resumed at start; its record in the
    history, begun with each new game and ended by a win."""

    problem = Signal(str)  # a failed write, from the writer thread: told once on the window's
    gameWon = Signal(object)  # the deal number (or None) of a game just won and recorded
    recordsChanged = Signal()  # records were begun, ended, opened or deleted
    opened = Signal(bool)  # the history was opened (True) or cannot be kept this session (False)

    def __init__(
        self,
        parent: QObject,
        game: GameModel,
        show_message: Callable[[str], None],
        folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.show_message = show_message
        self.folder = folder if folder is not None else data_folder()
        self.store: HistoryStore | None = None  # for reading, on this thread
        self.writer: HistoryWriter | None = None
        self.key: int | None = None  # the writer's key of the game on the table
        self._hinted = False
        self._empty_last: int | None = None  # an empty record to reuse for the first save
        self._active = False  # saving: between `start` and `close`, outside a restore
        self._closed = False
        self._told: set[str] = set()
        self._opening = ""
        self.problem.connect(self._tell, Qt.ConnectionType.QueuedConnection)  # from the writer's thread
        game.positionChanged.connect(self._on_position_changed)
        game.movesChanged.connect(self._on_moves_changed)
        game.gameWon.connect(self._on_won)

    # --- start and quit ---------------------------------------------------------------------

    def start(
        self,
        resume: bool = True,
        tell: Callable[[str], None] | None = None,
        later: Callable[[Callable[[], None]], object] | None = None,
    ) -> str:
        """Resume the game saved last (with `resume`), else record the game on the table as a
        new one; the one message for the user about the history, or "".

        Only a game to resume needs the history before the window is first painted: otherwise
        (a deal asked for, or no history yet) it is opened just after, the game on the table
        (moves made meanwhile included) becomes its record then, and the message, if any, goes
        to `tell` (to `show_message` without it). `later` runs that opening: the window's first
        paint in the app (a zero timer would run before it); by default the event loop's next pass."""
        if not resume or not (self.folder / HISTORY_FILE).exists():
            opening = lambda: self._start_later(tell or self.show_message)  # noqa: E731
            if later is None:
                QTimer.singleShot(0, opening)
            else:
                later(opening)
            return ""
        self._open()
        messages = [self._opening]
        if self.store is not None and self.writer is not None:
            resumed = self._read(self.store.resume)
            if resumed is not None:
                messages.append(resumed.message or "")
            record = resumed.record if resumed is not None else None
            # A game ended (won, or given up for a deal shown after it) is not resumed: the
            # table shows the deal last shown, a new game recorded at its first move.
            in_progress = record is not None and record.result is GameResult.IN_PROGRESS
            if in_progress and resumed is not None and resumed.game is not None and resumed.saved is not None:
                assert record is not None
                self._put_on_table(resumed.saved, resumed.game)
                self.key = self.writer.attach(record.id)
                self._hinted = record.used_hint
            if self.key is None:
                self._begin_table()
        self._active = True
        return " ".join(message for message in messages if message)

    def _open(self) -> None:
        from freecell_gui.core.history.store import open_history
        from freecell_gui.core.history.writer import HistoryWriter

        try:
            opened = open_history(self.folder)
        except HistoryError as error:
            self._opening = f"{error}; games are not kept this session"
        else:
            self.store = opened.store
            self._opening = opened.message or ""
            self.writer = HistoryWriter(opened.store.path, self.problem.emit)
        self.opened.emit(self.keeping)

    def _start_later(self, tell: Callable[[str], None]) -> None:
        if self._closed:
            return
        self._open()
        if self.writer is not None:
            self._begin_table()
        self._active = True
        if self._opening:
            tell(self._opening)

    def _begin_table(self) -> None:
        """The game on the table is recorded once something is done in it (`_save`): a deal only
        looked at leaves no record. The game saved last stays in the history, to be opened from
        there; an empty one (an older version's) is reused by the first save."""
        assert self.store is not None
        last = self._read(self.store.last_game)
        self._empty_last = last.id if last is not None and _is_empty(last) else None
        self.key = None
        self._save()

    def close(self) -> None:
        """Write the game on the table and everything queued, then close the history (quit)."""
        self._closed = True
        if self._active and self.writer is not None and self.key is not None:
            self._save()
        self._active = False
        if self.writer is not None:
            self.writer.close()
            self.writer = None
        if self.store is not None:
            self.store.close()
            self.store = None

    @property
    def ready(self) -> bool:
        """True once the history was opened (or found unusable) and the game on the table is saved."""
        return self._active

    @property
    def keeping(self) -> bool:
        """True if games are being saved (the history could be opened)."""
        return self.writer is not None

    # --- the game on the table ----------------------------------------------------------------

    def snapshot(self) -> SavedGame:
        """The saved form of the game on the table."""
        model = self.game
        return SavedGame.from_game(model.game, model.deal_model.deal, model.redo_sources)

    def note_hint(self) -> None:
        """A hint was shown: the game is helped (said in its record)."""
        self._hinted = True
        if self._active:
            self._save()

    def put_on_table(self, saved: SavedGame, game: Game, record: GameRecord | None = None) -> bool:
        """Show a saved game (a file, or a record of the history at its last position) after the
        question a deal change asks when moves would be left; False if the user said No.
        A file's game is a new record; a record opened goes on in its own record."""
        guard = self.game.deal_model.guard
        if guard is not None and not guard():
            return False
        self._put_on_table(saved, game)
        if self.writer is not None and self._active:
            if record is None:
                self._leave()
                self._hinted = False
                self._save()  # a file's game with moves is a game; one with none, only looked at
            else:
                self.key = self.writer.switch(record.id, previous=self.key)
                self._hinted = record.used_hint
            self.recordsChanged.emit()
        return True

    def record_of_table(self) -> int | None:
        """The record id of the game on the table (after a flush), or None."""
        if self.writer is None or self.key is None:
            return None
        self.writer.flush()
        return self.writer.record_of(self.key)

    def _put_on_table(self, saved: SavedGame, game: Game) -> None:
        active, self._active = self._active, False  # the restore's own signals are no change to save
        try:
            self.game.restore(saved.deal, game, [move.source for move in saved.redo])
        finally:
            self._active = active

    def _on_position_changed(self, change: PositionChange) -> None:
        if self._active and self.writer is not None and change.kind is ChangeKind.NEW_GAME:
            # The game left is given up (or dropped if nothing was done); the new deal is
            # recorded at its first move.
            had_record = self.key is not None
            self._leave()
            self._hinted = False
            if had_record:
                self.recordsChanged.emit()

    def _on_moves_changed(self) -> None:
        if self._active:
            self._save()

    def _leave(self) -> None:
        if self.writer is not None and self.key is not None:
            self.writer.leave(self.key)
        self.key = None

    def _save(self) -> None:
        if self.writer is None:
            return
        if self.key is None:
            game = self.game.game
            if not (game.steps or self._hinted or self.game.used_solution):
                return  # only looked at: no record
            # The writer names games by its keys: an empty record to reuse is attached to get one.
            reused = self.writer.attach(self._empty_last) if self._empty_last is not None else None
            self.key = self.writer.begin(self.snapshot(), previous=reused)
            self._empty_last = None
            self.recordsChanged.emit()
        self.writer.save(
            self.key, self.snapshot(), used_hint=self._hinted, used_solver=self.game.used_solution
        )

    def _on_won(self, _moves: int) -> None:
        if self._active and self.key is None:
            self._save()  # a win is a game: recorded if it was not yet
        if not self._active or self.writer is None or self.key is None:
            return
        self.writer.finish(
            self.key,
            self.snapshot(),
            GameResult.WON,
            win_moves=self.game.game.site_move_count(),
            used_hint=self._hinted,
            used_solver=self.game.used_solution,
        )
        self.gameWon.emit(self.game.deal_model.number)
        self.recordsChanged.emit()

    # --- the history, for the dialogs -----------------------------------------------------------

    def flush(self) -> None:
        """Wait for the writes queued (a fraction of a millisecond, usually) before reading."""
        if self.writer is not None:
            self.writer.flush()

    def record_solver_length(self, deal: int, length: int) -> None:
        """Keep the solver's shortest solution of `deal`."""
        if self.writer is not None:
            self.writer.record_solver_length(deal, length)

    def delete_history(self) -> int:
        """Delete every record; the game on the table is recorded again as it goes on. How many went."""
        if self.writer is None:
            return 0
        deleted: list[int] = []
        self.writer.delete_all(deleted.append)
        self.writer.flush()
        self._save()  # the game on the table goes on: its record is made again
        self.writer.flush()
        self.recordsChanged.emit()
        return deleted[0] if deleted else 0

    def open_record(self, record: GameRecord) -> bool:
        """Put a recorded game on the table at its last position; False (and why, said) if not."""
        if record.id == self.record_of_table():
            self.show_message("That game is the one on the table")
            return True
        try:
            saved, game = record.restore()
        except SavedGameError as error:
            self.show_message(f"Game {record.id} cannot be opened: {error}")
            return False
        return self.put_on_table(saved, game, record)

    def _read(self, query: Callable[[], T]) -> T | None:
        try:
            return query()
        except HistoryError as error:
            self._tell(str(error))
            return None

    def _tell(self, message: str) -> None:
        if message not in self._told:
            self._told.add(message)
            self.show_message(f"Game history: {message}")


def _is_empty(record: GameRecord) -> bool:
    return record.result is GameResult.IN_PROGRESS and not (record.moves or record.redo or record.helped)
