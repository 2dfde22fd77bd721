"""Solve, Hint and the solvability indicator: the built-in solver in the window.

Every solve runs in a worker process (core.solver.solve_worker). The solver is pure Python: in
a thread of this process it would hold the interpreter lock for most of the time and the window
would stutter. The window's thread only polls the worker's queue every few tens of
milliseconds, so it never waits on the solver.

A solve belongs to the position it started from. A move, an undo or another deal stops it, so
that an answer never lands on a position it was not computed for.
"""

from __future__ import annotations

import queue
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QProgressBar, QStatusBar, QToolButton

from freecell_gui.core.deals.dealer import Deal
from freecell_gui.core.game.notation import notation_for_policy, parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Move, Position
from freecell_gui.core.solver import Outcome, SolveProgress, SolveResult
from freecell_gui.ui.actions import make_action
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange
from freecell_gui.ui.settings import SHOW_SOLVABILITY, Settings
from freecell_gui.ui.table.play import TablePlay

POLL_MS = 30  # how often the window looks at a worker's messages
MESSAGES_PER_POLL = 200  # at most this many handled per look, so one look stays short
HINT_TIME_LIMIT = 10.0
CHECK_TIME_LIMIT = 10.0
CHECK_DELAY_MS = 250  # a deal shown this long is checked: holding PageDown starts no workers


class SolveJob(QObject):
    """One solve in a worker process; its messages come back as signals.

    `cancel()` asks the worker to stop and report the best it has (within milliseconds);
    `stop()` drops the job at once: no more signals, and the process is ended.
    """

    solution = Signal(object)  # tuple[Move, ...]: each better solution
    progressed = Signal(object)  # SolveProgress
    finished = Signal(object)  # SolveResult: always the last signal, unless stopped

    def __init__(
        self, position: Position, *, fast: bool, time_limit: float, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.position = position
        self.fast = fast
        import multiprocessing  # with the first solve: the window's first paint needs no solver

        from freecell_gui.core.solver import solve_worker

        context = multiprocessing.get_context("spawn")  # no fork of a process that runs Qt
        self._queue: Any = context.Queue()
        self._cancel = context.Event()
        self._process = context.Process(
            target=solve_worker,
            args=(position, self._queue, self._cancel, time_limit, fast, True),  # lower priority
            daemon=True,
            name="freecell-gui solver",
        )
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.running = False

    def start(self) -> None:
        """Start the worker."""
        self._process.start()
        self.running = True
        self._timer.start()

    def cancel(self) -> None:
        """Ask the worker to stop; `finished` follows with the best solution so far."""
        self._cancel.set()

    def stop(self) -> None:
        """Forget the job: no more signals, and the worker process is ended."""
        self._timer.stop()
        self.running = False
        self._cancel.set()
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(0.5)
        self._queue.cancel_join_thread()
        self._queue.close()

    def _poll(self) -> None:
        for _ in range(MESSAGES_PER_POLL):
            try:
                kind, payload = self._queue.get_nowait()
            except queue.Empty:
                break
            except (EOFError, OSError, ValueError):  # the queue broke: treat it as a dead worker
                break
            if kind == "solution":
                self.solution.emit(payload)
            elif kind == "progress":
                self.progressed.emit(payload)
            elif kind == "done":
                self._end(payload)
                return
        if not self._process.is_alive() and self._queue.empty():
            # The worker died without a word (killed, out of memory): say so rather than wait.
            self._end(SolveResult(Outcome.GAVE_UP, (), "failed", 0, 0.0))

    def _end(self, result: SolveResult) -> None:
        self._timer.stop()
        self.running = False
        self._process.join(0.5)
        self.finished.emit(result)


def describe_result(result: SolveResult) -> str:
    """The one line the status bar keeps after a solve."""
    if result.outcome is Outcome.SOLVED:
        if result.limit == "cancelled":
            return f"Solved in {result.length} moves (stopped early: the best found so far)"
        return f"Solved in {result.length} moves"
    if result.outcome is Outcome.UNSOLVABLE:
        return "No solution exists from this position"
    reasons = {
        "time": f"gave up after {result.elapsed:.0f} s",
        "positions": f"gave up after {result.positions:,} positions",
        "cancelled": "cancelled",
        "failed": "the solver stopped unexpectedly",
    }
    return f"No solution found: {reasons.get(result.limit or '', 'gave up')}"


def describe_progress(progress: SolveProgress) -> str:
    """The status bar's line while a solve runs."""
    best = f"{progress.best_length} moves, shortening… " if progress.best_length is not None else ""
    return f"Solving… {best}{progress.positions:,} positions, {progress.elapsed:.1f} s"


class SolveActions(QObject):
    """Solve (F5), Hint (H) and Show Solvability for one window.

    Solve puts its first solution after the current position as the moves to redo, at once,
    then replaces it with each shorter one. Hint lights the next move of a solution from the
    current position. Show Solvability says of each deal, as the user browses, whether it
    can be solved.
    """

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
        self.check_job: SolveJob | None = None  # the solvability check of the deal shown
        self._known: dict[Position, tuple[Move, ...]] = {}  # a solution from each position seen
        self._made_solution: tuple[Move, ...] | None = None  # what Solve put in the panel

        self.status_label = QLabel(window)
        self.status_label.setObjectName("SolveStatus")
        self.progress_bar = QProgressBar(window)
        self.progress_bar.setRange(0, 0)  # busy: a solve has no known end
        self.progress_bar.setMaximumWidth(90)
        self.progress_bar.setMaximumHeight(14)
        self.progress_bar.setTextVisible(False)
        self.cancel_button = QToolButton(window)
        self.cancel_button.setText("Cancel")
        self.cancel_button.setToolTip("Stop the solver, keeping the best solution so far (Esc)")
        self.cancel_button.clicked.connect(self.cancel)
        self.solvability_label = QLabel(window)
        self.solvability_label.setObjectName("SolvabilityStatus")
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(CHECK_DELAY_MS)
        self._check_timer.timeout.connect(lambda: self._check_deal(self.game.deal_model.deal))

        self.solve_action = make_action(
            window,
            "&Solve",
            self.solve,
            [QKeySequence("F5")],
            "Solve from the position on the table: the solution becomes the moves to redo",
            "system-run",
        )
        self.hint_action = make_action(
            window, "&Hint", self.hint, [QKeySequence("H")], "Light the next move of a solution", "help-hint"
        )
        self.cancel_action = make_action(
            window, "Stop Solving", self.cancel, [QKeySequence("Esc")], "Stop the solver, keeping its best"
        )
        self.cancel_action.setEnabled(False)
        self.solvability_action = QAction("Show &Solvability", window)
        self.solvability_action.setCheckable(True)
        self.solvability_action.setChecked(settings.get(SHOW_SOLVABILITY))
        self.solvability_action.setStatusTip("Say of each deal shown whether it can be solved")
        self.solvability_action.toggled.connect(self._on_solvability_toggled)
        window.addAction(self.solvability_action)

        game.positionChanged.connect(self._on_position_changed)
        game.deal_model.dealChanged.connect(self._on_deal_changed)
        self._show_idle()
        if self.solvability_action.isChecked():
            self._check_deal(game.deal_model.deal)

    # --- wiring into the window -------------------------------------------------------------

    def add_to_menus(self, game_menu: QMenu, view_menu: QMenu) -> None:
        """Solve and Hint in the Game menu, Show Solvability in the View menu."""
        game_menu.addSeparator()
        game_menu.addActions([self.solve_action, self.hint_action, self.cancel_action])
        view_menu.addAction(self.solvability_action)

    def add_to_status_bar(self, bar: QStatusBar) -> None:
        """The solve's line, its busy bar and Cancel, and the solvability indicator."""
        for widget in (self.status_label, self.progress_bar, self.cancel_button, self.solvability_label):
            bar.addPermanentWidget(widget)

    def shutdown(self) -> None:
        """End every worker (the window is closing)."""
        for job in (self.job, self.check_job):
            if job is not None:
                job.stop()
        self.job = self.check_job = None

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
            self._set_status("The game is won: nothing to solve")
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
        from freecell_gui.core.solver import DEFAULT_TIME_LIMIT

        job = SolveJob(
            position, fast=hint, time_limit=HINT_TIME_LIMIT if hint else DEFAULT_TIME_LIMIT, parent=self
        )
        job.solution.connect(lambda moves, job=job: self._on_solution(job, moves))
        job.progressed.connect(lambda progress, job=job: self._on_progress(job, progress))
        job.finished.connect(lambda result, job=job: self._on_finished(job, result))
        self.job = job
        self._show_busy(True)
        self._set_status("Finding a hint…" if hint else "Solving…")
        job.start()

    def _on_solution(self, job: SolveJob, moves: tuple[Move, ...]) -> None:
        if job is not self.job or self.game.position != job.position:
            return  # stale: the table has moved on
        self._remember(job.position, moves)
        if job.fast:  # a hint
            self._light(moves)
            return
        texts = notation_for_policy(job.position, moves, self.game.policy)
        self._made_solution = moves
        self.game.load(parse_moves(" ".join(texts)))
        self._set_status(f"Solved in {len(moves)} moves, shortening…")

    def _on_progress(self, job: SolveJob, progress: SolveProgress) -> None:
        if job is self.job and not job.fast:
            self._set_status(describe_progress(progress))

    def _on_finished(self, job: SolveJob, result: SolveResult) -> None:
        if job is not self.job:
            return
        self.job = None
        self._show_busy(False)
        if job.fast:  # a hint
            if result.outcome is Outcome.SOLVED and result.moves:
                self._set_status(f"Hint: {self._hint_text(result.moves)}")
            else:
                self._set_status(f"No hint. {describe_result(result)}")
            return
        self._set_status(describe_result(result))

    # --- Hint -------------------------------------------------------------------------------

    def hint(self) -> None:
        """Light the next move of a solution from this position (solving first if needed)."""
        position = self.game.position
        if position.is_won:
            self._set_status("The game is won")
            return
        known = self._known.get(position)
        if known:
            self._light(known)
            self._set_status(f"Hint: {self._hint_text(known)}")
            return
        if self.solving:
            self._set_status("Solving: the hint comes with the solution")
            return
        self._start(position, hint=True)

    def _light(self, moves: tuple[Move, ...]) -> None:
        if moves:
            self.table_play.show_hint(moves[0])

    def _hint_text(self, moves: tuple[Move, ...]) -> str:
        (text,) = notation_for_policy(self.game.position, moves[:1], self.game.policy)[:1]
        return f"{text} (a solution in {len(moves)} moves from here)"

    def _remember(self, start: Position, moves: tuple[Move, ...]) -> None:
        """Remember the solution from `start` and, for hints later on, from each position on it
        (as Microsoft's autoplay leaves them, which is how the solver plays)."""
        if len(self._known) > 20_000:
            self._known.clear()
        position = start
        for index, move in enumerate(moves):
            known = self._known.get(position)
            if known is None or len(known) > len(moves) - index:
                self._known[position] = moves[index:]
            position, _ = position.play(move).autoplay(AutoplayPolicy.MS)

    # --- Show Solvability ------------------------------------------------------------------

    def _on_solvability_toggled(self, shown: bool) -> None:
        self.settings.set(SHOW_SOLVABILITY, shown)
        if shown:
            self._check_deal(self.game.deal_model.deal)
        else:
            self._check_timer.stop()
            if self.check_job is not None:
                self.check_job.stop()
                self.check_job = None
            self.solvability_label.clear()
            self.solvability_label.hide()

    def _check_deal(self, layout: Deal) -> None:
        if self.check_job is not None:
            self.check_job.stop()
        position = Position.from_deal(layout)
        self.solvability_label.show()
        self.solvability_label.setText("Checking…")
        job = SolveJob(position, fast=True, time_limit=CHECK_TIME_LIMIT, parent=self)
        job.finished.connect(lambda result, job=job: self._on_checked(job, result))
        self.check_job = job
        job.start()

    def _on_checked(self, job: SolveJob, result: SolveResult) -> None:
        if job is not self.check_job:
            return
        self.check_job = None
        if result.outcome is Outcome.SOLVED:
            self._remember(job.position, result.moves)
            self.solvability_label.setText("✔ Solvable")
        elif result.outcome is Outcome.UNSOLVABLE:
            self.solvability_label.setText("✘ No solution")
        else:
            self.solvability_label.setText("? Unknown")
        self.solvability_label.setToolTip(describe_result(result))

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
                    f"Solved in {len(self._made_solution)} moves (stopped: the position changed)"
                )
            else:
                self._set_status("Solver stopped: the position changed")
        elif change.kind is ChangeKind.NEW_GAME or self.status_label.text().startswith("Hint"):
            self._set_status("")  # a hint, or a result for another deal, no longer applies

    def _on_deal_changed(self, layout: Deal) -> None:
        if self.solvability_action.isChecked():
            if self.check_job is not None:  # that answer would be for the deal before
                self.check_job.stop()
                self.check_job = None
            self.solvability_label.setText("Checking…")
            self._check_timer.start()

    # --- the status bar --------------------------------------------------------------------

    def _set_status(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))

    def _show_busy(self, busy: bool) -> None:
        self.progress_bar.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_action.setEnabled(busy)

    def _show_idle(self) -> None:
        self._show_busy(False)
        self._set_status("")
        self.solvability_label.setVisible(self.solvability_action.isChecked())
