"""Never lose a game: the game on the table is saved after every change and comes back at the next
start, and every game is a record of the history (core/history/store.py).

After each change (a move, an undo, a redo, a loaded or solved solution, the autoplay rule) the
game's saved form is built here, on the window's thread (some 0.03 ms for a usual game), and
handed to the history's writer thread (core/history/writer.py), which writes it in one
transaction: the window never waits on the disk or on another process's lock, and a kill at
any instant leaves the save before or the save after. A new deal begins a new record (a game
with moves is then given up); a win ends it as won (one that comes won from a file, as won with
help). Quitting writes what is queued first: the game comes back as it was.

The history is opened on a worker (core/history/opening.py, run by a BackgroundTask): the table
is playable at once even while another program holds the file (the status bar says so once,
and the game played meanwhile is recorded when it is free, or at the next start if the app was
quit before); a long last game is replayed there after the first paint (shown if still untouched).

The history lives in the application data folder (`data_folder`). A file there that cannot be a
history, or a game that no longer replays, is set aside: the app starts on a fresh deal, saying so.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Qt, QTimer, Signal

from freecell_gui.core.game.game import Game
from freecell_gui.core.game.saved_game import RedoMove, SavedGame, SavedGameError, SavedMove
from freecell_gui.core.history.records import HISTORY_FILE, GameRecord, GameResult, Resumed
from freecell_gui.ui.background import BackgroundTask, TaskControl
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange
from freecell_gui.ui.game.saved_game_messages import saved_game_message
from freecell_gui.ui.i18n.history_messages import history_message
from freecell_gui.ui.i18n.numbers import grouped

if TYPE_CHECKING:  # the store and its writer (SQLite) load when the history opens, on its worker
    from freecell_gui.core.deals.dealer import Deal
    from freecell_gui.core.history.opening import Opening
    from freecell_gui.core.history.store import HistoryStore
    from freecell_gui.core.history.writer import HistoryWriter

RESUME_WAIT_S = 0.05
"""How long the start waits for the game to resume before the first paint: a usual one is read
and replayed within it, so the table is first shown with it; a longer wait would delay the start."""
CLOSE_WAIT_S = 0.5
"""How long a quit waits for an opening still under way (a try on a busy history ends within it)."""
BUSY = "busy"  # the opening's progress: another program holds the history


def data_folder() -> Path:
    """Where the history is kept: Qt's application data folder (on Linux $XDG_DATA_HOME/freecell-gui/
    freecell-gui, as the organisation and the application are both named freecell-gui)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


class GamePersistence(QObject):
    """The game on the table, saved after every change and resumed at start; its record in the
    history, begun with each new game and ended by a win."""

    problem = Signal(object)  # a failed write (a notice) from the writer thread: told once on the window's
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
        self._task: BackgroundTask[Opening] | None = None  # the opening, while it runs
        self._table_at_start: Deal | None = None
        self._tell_later: Callable[[str], None] = show_message
        self._painted = False  # the window's first paint is done
        self._to_replay: GameRecord | None = None  # a long game to resume, replayed after it
        self._replay: BackgroundTask[Resumed] | None = None
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
        """Open the history off the window's thread; resume the game saved last (with `resume`),
        else record the game on the table (from its first move). Returns "" (messages about
        the history go to `tell`, or `show_message` without it, when it has opened).

        The table is playable at once: the opening (another program may hold the file; the
        last game may take seconds to replay) runs on a worker. A game to resume is waited for
        RESUME_WAIT_S before the first paint, so a usual one is on the table when it is first
        shown; one that comes later is put on the table only if nothing was done there
        meanwhile (else it stays in the history, in progress, and the message says so). The
        game on the table, moves made meanwhile included, is recorded when the history opens.
        Without a game to resume the opening starts with `later` (the window's first paint in
        the app; by default the event loop's next pass)."""
        self._tell_later = tell or self.show_message
        if not resume or not (self.folder / HISTORY_FILE).exists():
            opening = lambda: self._begin_opening(resume=False)  # noqa: E731
            if later is None:
                QTimer.singleShot(0, opening)
            else:
                later(opening)
            return ""
        self._table_at_start = self.game.deal_model.deal
        if later is None:
            QTimer.singleShot(0, self._on_first_paint)
        else:
            later(self._on_first_paint)
        self._begin_opening(resume=True)
        if self._task is not None:
            self._task.wait(RESUME_WAIT_S)  # before the window is shown: no key can be waiting
        return ""

    def _on_first_paint(self) -> None:
        self._painted = True
        if self._to_replay is not None:
            self._begin_replay()

    def _begin_replay(self) -> None:
        """Replay the long game to resume on a worker (seconds), after the first paint."""
        record, self._to_replay = self._to_replay, None
        if record is None or self._closed or self.store is None:
            return
        from freecell_gui.core.history.opening import replay_last

        history = self.store.path
        task: BackgroundTask[Resumed] = BackgroundTask(
            lambda _control: replay_last(record, history), name="freecell-gui history replay", parent=self
        )
        task.finished.connect(self._on_replayed)
        failed = self.tr("The last game could not be restored (%1)")
        task.failed.connect(lambda error: self._tell_later(failed.replace("%1", history_message(error))))
        self._replay = task
        self._tell_later(
            self.tr("Restoring your game of {deal} (%Ln move(s))\u2026", "", record.cursor).format(
                deal=_deal_name(record)
            )
        )
        task.start()

    def _on_replayed(self, resumed: Resumed) -> None:
        self._replay = None
        if self._closed or self.writer is None:
            return
        message = self._resume(resumed)
        self._tell_later(history_message(message) or self.tr("Your last game is back on the table"))

    def _begin_opening(self, *, resume: bool) -> None:
        if self._closed or self._task is not None:
            return
        folder = self.folder

        def work(control: TaskControl) -> Opening:
            # Imported here, on the worker: SQLite and the store load beside the first paint.
            from freecell_gui.core.history.opening import open_when_free

            return open_when_free(
                folder, resume=resume, cancelled=control.cancelled, busy=lambda: control.report(BUSY)
            )

        task: BackgroundTask[Opening] = BackgroundTask(work, name="freecell-gui history opening", parent=self)
        task.progressed.connect(self._on_opening_progress)
        task.finished.connect(self._on_opened)
        failed = self.tr("%1; games are not kept this session")
        task.failed.connect(lambda error: self._on_opened(None, failed.replace("%1", history_message(error))))
        self._task = task
        task.start()

    def _on_opening_progress(self, progress: object) -> None:
        if progress == BUSY and not self._closed:
            self._tell_later(
                self.tr(
                    "Game history: another program holds it; the game on the table is kept and "
                    "recorded as soon as the history is free"
                )
            )

    def _on_opened(self, opening: Opening | None, failure: str = "") -> None:
        self._task = None
        if self._closed:
            if opening is not None and opening.store is not None:
                opening.store.close()
            return
        if opening is None or opening.store is None:
            self._opening = failure or (opening.message if opening is not None else "")
            self._active = True
            self.opened.emit(False)
            if self._opening:
                self._tell_later(history_message(self._opening))
            return
        from freecell_gui.core.history.writer import HistoryWriter

        self.store = opening.store
        self.writer = HistoryWriter(opening.store.path, self.problem.emit)
        messages = [opening.message]
        if opening.resumed is not None:
            messages.append(self._resume(opening.resumed))
        self._to_replay = opening.to_replay
        if self.key is None:
            self._begin_table(opening.last)
        self._active = True
        if self.game.game.is_won:
            self._on_won(0)  # won before the history opened: recorded as won now
        self.opened.emit(True)
        self.recordsChanged.emit()
        said = " ".join(history_message(message) for message in messages if message)
        if said:
            self._tell_later(said)
        if self._to_replay is not None and self._painted:
            self._begin_replay()

    def _resume(self, resumed: Resumed) -> str:
        """Put the resumed game on the table if nothing was done there since the start; the
        message for the user ("" if none)."""
        record = resumed.record
        # A game ended (won, or given up for a deal shown after it) is not resumed: the table
        # shows the deal last shown, a new game recorded at its first move.
        if (
            record is None
            or record.result is not GameResult.IN_PROGRESS
            or resumed.game is None
            or resumed.saved is None
        ):
            return resumed.message or ""
        assert self.writer is not None
        if not self._untouched():
            return self.tr(
                "Your game of {deal} in progress is kept in the history (Game \u203a History): "
                "a game was begun on the table before it could be restored"
            ).format(deal=_deal_name(record))
        self._put_on_table(resumed.saved, resumed.game)
        self.key = self.writer.attach(record.id)
        self._empty_last = None
        self._hinted = record.used_hint
        self.recordsChanged.emit()
        return ""

    def _untouched(self) -> bool:
        """True if nothing was done on the table since the start (the resumed game may replace it)."""
        model = self.game
        return (
            not model.game.has_moves
            and not self._hinted
            and not model.used_solution
            and model.deal_model.deal == self._table_at_start
        )

    def _begin_table(self, last: GameRecord | None) -> None:
        """The game on the table is recorded once something is done in it (`_save`): a deal only
        looked at leaves no record. The game saved last stays in the history, to be opened from
        there; an empty one (an older version's) is reused by the first save."""
        self._empty_last = last.id if last is not None and _is_empty(last) else None
        self.key = None
        self._save()

    def close(self) -> None:
        """Write the game on the table and everything queued, then close the history (quit).
        If the history never opened (another program still holds it), the game is kept beside
        it and recorded at the next start."""
        self._to_replay = None
        task = self._task
        if task is not None:
            task.cancel()  # an opening that succeeded ends as usual: its game is then written below
            task.wait(CLOSE_WAIT_S)  # a try on a busy history ends within it
        self._closed = True
        if self._active and self.writer is not None and self.key is not None:
            self._save()
        elif self.writer is None and self._has_game():
            from freecell_gui.core.history.opening import record_at_quit

            model = self.game
            record_at_quit(
                self.folder,
                self.snapshot(),
                won=model.game.is_won,
                used_hint=self._hinted,
                used_solver=model.used_solution,
            )
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

    def _later_snapshot(self) -> Callable[[], SavedGame]:
        """The saved form of the game on the table as it is now, made when the writer writes it:
        the window's thread only copies the list of steps (a game of 100,000 moves takes a
        second to turn into its saved form; the writer makes only the last one queued)."""
        model = self.game
        game = model.game
        steps, cursor, policy, rules = game.steps, game.cursor, game.policy, game.start.rules
        deal, sources = model.deal_model.deal, list(model.redo_sources)

        def made() -> SavedGame:
            return SavedGame(
                deal,
                policy,
                tuple(SavedMove(step.text, step.policy) for step in steps[:cursor]),
                tuple(
                    RedoMove(step.text, step.policy, source)
                    for step, source in zip(steps[cursor:], sources, strict=True)
                ),
                rules,
            )

        return made

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
                if self.game.game.is_won:  # it comes won: not won here, so a win with help
                    self._finish_won(used_solver=True)
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

    def _has_game(self) -> bool:
        """True if something was done on the table (a deal only looked at is no game)."""
        return bool(self.game.game.has_moves or self._hinted or self.game.used_solution)

    def _save(self) -> None:
        if self.writer is None:
            return
        if self.key is None:
            if not self._has_game():
                return  # only looked at: no record
            # The writer names games by its keys: an empty record to reuse is attached to get one.
            reused = self.writer.attach(self._empty_last) if self._empty_last is not None else None
            self.key = self.writer.begin(self._later_snapshot(), previous=reused)
            self._empty_last = None
            self.recordsChanged.emit()
        self.writer.save(
            self.key, self._later_snapshot(), used_hint=self._hinted, used_solver=self.game.used_solution
        )

    def _on_won(self, _moves: int) -> None:
        if self._active:
            if self.key is None:
                self._save()  # a win is a game: recorded if it was not yet
            self._finish_won(used_solver=self.game.used_solution)

    def _finish_won(self, *, used_solver: bool) -> None:
        if self.writer is not None and self.key is not None:
            self.writer.finish(
                self.key,
                self.snapshot(),
                GameResult.WON,
                win_moves=self.game.game.site_move_count(),
                used_hint=self._hinted,
                used_solver=used_solver,
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
            self.show_message(self.tr("That game is the one on the table"))
            return True
        try:
            saved, game = record.restore()
        except SavedGameError as error:
            self.show_message(
                self.tr("Game %1 cannot be opened: %2")
                .replace("%2", saved_game_message(error))
                .replace("%1", str(record.id))
            )
            return False
        return self.put_on_table(saved, game, record)

    def _tell(self, message: str) -> None:
        if message not in self._told:
            self._told.add(message)
            self.show_message(self.tr("Game history: %1").replace("%1", history_message(message)))


def _deal_name(record: GameRecord) -> str:
    if record.deal is None:
        return QCoreApplication.translate("GamePersistence", "a custom layout")
    return QCoreApplication.translate("GamePersistence", "deal #%1").replace("%1", grouped(record.deal))


def _is_empty(record: GameRecord) -> bool:
    return record.result is GameResult.IN_PROGRESS and not (record.moves or record.redo or record.helped)
