"""Solve and Hint: the built-in solver in the window.

Every solve runs in a worker process (solve_job.SolveJob), so the window never waits on it.
A solve belongs to the position it started from. A move, an undo or another deal stops it, so
that an answer never lands on a position it was not computed for. The solutions found are
remembered by position, for hints and for the coach (coach.py).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QProgressBar, QStatusBar, QToolButton

from freecell_gui.core.game.notation import notation_for_policy, parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Move, Position
from freecell_gui.core.game.saved_game import MoveSource
from freecell_gui.core.solver import Outcome, SolveProgress, SolveResult
from freecell_gui.ui.actions import make_action
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange
from freecell_gui.ui.i18n.numbers import grouped, number_locale
from freecell_gui.ui.settings import Settings
from freecell_gui.ui.solving.solve_job import SolveJob
from freecell_gui.ui.table.play import TablePlay

__all__ = ["SolveActions", "SolveJob"]

HINT_TIME_LIMIT = 10.0
KNOWN_POSITIONS = 20_000  # solutions remembered by position; past this the memory starts again


class SolveActions(QObject):
    """Solve (F5) and Hint (H) for one window.

    Solve puts its first solution after the current position as the moves to redo, at once,
    then replaces it with each shorter one. Hint lights the next move of a solution from the
    current position.
    """

    hintShown = Signal()  # a hint was lit: the game was helped

    def __init__(
        self,
        window: QMainWindow,
        game: GameModel,
        table_play: TablePlay,
        settings: Settings,
    ) -> None:
        super().__init__(window)
        self.game = game
        self.table_play = table_play
        self.settings = settings
        self.job: SolveJob | None = None  # the Solve or Hint in progress (a Hint's is the fast one)
        self._known: dict[Position, tuple[Move, ...]] = {}  # a solution from each position seen
        self._made_solution: tuple[Move, ...] | None = None  # what Solve put in the panel
        self._hint_shown = False  # the status line is a hint's

        self.status_label = QLabel(window)
        self.status_label.setObjectName("SolveStatus")
        self.progress_bar = QProgressBar(window)
        self.progress_bar.setRange(0, 0)  # busy: a solve has no known end
        self.progress_bar.setMaximumWidth(90)
        self.progress_bar.setMaximumHeight(14)
        self.progress_bar.setTextVisible(False)
        self.cancel_button = QToolButton(window)
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Stop solving"))
        self.cancel_button.setToolTip(self.tr("Stop the solver, keeping the best solution so far (Esc)"))
        self.cancel_button.clicked.connect(self.cancel)

        self.solve_action = make_action(
            window,
            self.tr("&Solve"),
            self.solve,
            [QKeySequence("F5")],
            self.tr("Solve from the position on the table: the solution becomes the moves to redo"),
            "system-run",
        )
        self.hint_action = make_action(
            window,
            self.tr("&Hint"),
            self.hint,
            [QKeySequence("H")],
            self.tr("Light the next move of a solution"),
            "help-hint",
        )
        self.cancel_action = make_action(
            window,
            self.tr("Stop Sol&ving"),
            self.cancel,
            [QKeySequence("Esc")],
            self.tr("Stop the solver, keeping its best"),
        )
        self.cancel_action.setEnabled(False)

        game.positionChanged.connect(self._on_position_changed)
        self._show_busy(False)
        self._set_status("")

    # --- what the status bar says -------------------------------------------------------------

    def describe_result(self, result: SolveResult) -> str:
        """The one line the status bar keeps after a solve."""
        if result.outcome is Outcome.SOLVED:
            if result.limit == "cancelled":
                return self.tr(
                    "Solved in %Ln move(s) (stopped early: the best found so far)", "", result.length
                )
            return self.tr("Solved in %Ln move(s)", "", result.length)
        if result.outcome is Outcome.UNSOLVABLE:
            return self.tr("No solution exists from this position")
        if result.limit == "time":
            return self.tr("No solution found: gave up after %1 s").replace(
                "%1", number_locale().toString(float(result.elapsed), "f", 0)
            )
        if result.limit == "positions":
            return self.tr("No solution found: gave up after %1 positions").replace(
                "%1", grouped(result.positions)
            )
        if result.limit == "cancelled":
            return self.tr("No solution found: cancelled")
        if result.limit == "failed":
            return self.tr("No solution found: the solver stopped unexpectedly")
        return self.tr("No solution found: gave up")

    def describe_progress(self, progress: SolveProgress) -> str:
        """The status bar's line while a solve runs."""
        seconds = number_locale().toString(float(progress.elapsed), "f", 1)
        if progress.best_length is None:
            text = self.tr("Solving… %1 positions, %2 s")
        else:
            text = self.tr("Solving… %Ln move(s), shortening… %1 positions, %2 s", "", progress.best_length)
        return text.replace("%1", grouped(progress.positions)).replace("%2", seconds)

    # --- wiring into the window -------------------------------------------------------------

    def add_to_menu(self, game_menu: QMenu) -> None:
        """Solve and Hint in the Game menu."""
        game_menu.addSeparator()
        game_menu.addActions([self.solve_action, self.hint_action, self.cancel_action])

    def add_to_status_bar(self, bar: QStatusBar) -> None:
        """The solve's line, its busy bar and Cancel."""
        for widget in (self.status_label, self.progress_bar, self.cancel_button):
            bar.addPermanentWidget(widget)

    def shutdown(self) -> None:
        """End the worker (the window is closing)."""
        if self.job is not None:
            self.job.stop()
        self.job = None

    # --- Solve ------------------------------------------------------------------------------

    @property
    def solving(self) -> bool:
        """True while a Solve runs."""
        return self.job is not None and self.job.running and not self.job.fast

    def solve(self) -> None:
        """Solve from the position on the table (pressed again while solving: stop)."""
        if self.solving:
            self.cancel()
            return
        position = self.game.position
        if position.is_won:
            self._set_status(self.tr("The game is won: nothing to solve"))
            return
        self._start(position, hint=False)

    def cancel(self) -> None:
        """Stop the solve, keeping the best solution so far."""
        if self.job is not None and self.job.running:
            self.job.cancel()

    def _start(self, position: Position, *, hint: bool) -> None:
        if self.job is not None:
            self.job.stop()
        self._made_solution = None
        from freecell_gui.core.solver import DEFAULT_TIME_LIMIT  # the searches load with the first solve

        job = SolveJob(
            position, fast=hint, time_limit=HINT_TIME_LIMIT if hint else DEFAULT_TIME_LIMIT, parent=self
        )
        job.solution.connect(lambda moves, job=job: self._on_solution(job, moves))
        job.progressed.connect(lambda progress, job=job: self._on_progress(job, progress))
        job.finished.connect(lambda result, job=job: self._on_finished(job, result))
        self.job = job
        self._show_busy(True)
        self._set_status(self.tr("Finding a hint…") if hint else self.tr("Solving…"))
        job.start()

    def _on_solution(self, job: SolveJob, moves: tuple[Move, ...]) -> None:
        if job is not self.job or self.game.position != job.position:
            return  # stale: the table has moved on
        self.remember(job.position, moves)
        if job.fast:  # a hint
            self._light(moves)
            return
        texts = notation_for_policy(job.position, moves, self.game.policy)
        self._made_solution = moves
        # The whole solution is now the moves to redo: a hint lit before it would point at a move
        # the solution may not make.
        self.table_play.clear_hint()
        self.game.load(parse_moves(" ".join(texts)), MoveSource.SOLVED)
        self._set_status(self.tr("Solved in %Ln move(s), shortening…", "", len(moves)))

    def _on_progress(self, job: SolveJob, progress: SolveProgress) -> None:
        if job is self.job and not job.fast:
            self._set_status(self.describe_progress(progress))

    def _on_finished(self, job: SolveJob, result: SolveResult) -> None:
        if job is not self.job:
            return
        self.job = None
        self._show_busy(False)
        if job.fast:  # a hint
            if result.outcome is Outcome.SOLVED and result.moves:
                self._set_status(self._hint_text(result.moves), hint=True)
            else:
                self._set_status(self.tr("No hint. %1").replace("%1", self.describe_result(result)))
            return
        self._set_status(self.describe_result(result))

    # --- Hint -------------------------------------------------------------------------------

    def hint(self) -> None:
        """Light the next move of a solution from this position (solving first if needed)."""
        position = self.game.position
        if position.is_won:
            self._set_status(self.tr("The game is won"))
            return
        known = self._known.get(position)
        if known:
            self._light(known)
            self._set_status(self._hint_text(known), hint=True)
            return
        if self.solving:
            self._set_status(self.tr("Solving: the hint comes with the solution"))
            return
        self._start(position, hint=True)

    def _light(self, moves: tuple[Move, ...]) -> None:
        if moves:
            self.table_play.show_hint(moves[0])
            self.hintShown.emit()

    def _hint_text(self, moves: tuple[Move, ...]) -> str:
        (text,) = notation_for_policy(self.game.position, moves[:1], self.game.policy)[:1]
        return self.tr("Hint: %1 (a solution in %Ln move(s) from here)", "", len(moves)).replace("%1", text)

    def known_solution(self, position: Position) -> tuple[Move, ...] | None:
        """A solution found from `position` (by Solve, Hint or the coach), if any."""
        return self._known.get(position)

    def remember(self, start: Position, moves: tuple[Move, ...]) -> None:
        """Remember the solution from `start` and, for hints later on, from each position on it
        (as Microsoft's autoplay leaves them, which is how the solver plays)."""
        if len(self._known) > KNOWN_POSITIONS:
            self._known.clear()
        position = start
        for index, move in enumerate(moves):
            known = self._known.get(position)
            if known is None or len(known) > len(moves) - index:
                self._known[position] = moves[index:]
            position, _ = position.play(move).autoplay(AutoplayPolicy.MS)

    # --- the table moves on -----------------------------------------------------------------

    def _on_position_changed(self, change: PositionChange) -> None:
        job = self.job
        if job is not None and job.running and self.game.position != job.position:
            # An answer for the old position must not land on this one: keep what is loaded.
            job.stop()
            self.job = None
            self._show_busy(False)
            if self._made_solution is not None and not job.fast:
                self._set_status(
                    self.tr(
                        "Solved in %Ln move(s) (stopped: the position changed)", "", len(self._made_solution)
                    )
                )
            else:
                self._set_status(self.tr("Solver stopped: the position changed"))
        elif change.kind is ChangeKind.NEW_GAME or self._hint_shown:
            self._set_status("")  # a hint, or a result for another deal, no longer applies

    # --- the status bar --------------------------------------------------------------------

    def _set_status(self, text: str, *, hint: bool = False) -> None:
        self._hint_shown = hint  # a hint's line goes when the table moves on
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))

    def _show_busy(self, busy: bool) -> None:
        self.progress_bar.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_action.setEnabled(busy)
