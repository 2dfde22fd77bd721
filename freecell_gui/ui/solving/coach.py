"""The coach: Show Solvability judges the position on the table after every change.

After a move, an undo, a redo or a new deal, a quick check (a fast solve in a worker process,
solve_job.SolveJob) asks whether the position can still be won; the next change cancels it. The
indicator in the status bar says "Solvable", "No solution" or "Checking…", and when a move turns
a position that could be won into one that cannot, it says at once how to get back: "No solution
from here: Undo (Ctrl+Z) goes back". A position on a solution already found (by Solve, Hint or an
earlier check, all kept by SolveActions) needs no check at all.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QStatusBar

from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver import Outcome, SolveResult
from freecell_gui.ui.appearance import inks
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange
from freecell_gui.ui.settings import SHOW_SOLVABILITY, Settings
from freecell_gui.ui.solving.solve_actions import SolveActions
from freecell_gui.ui.solving.solve_job import SolveJob

CHECK_TIME_LIMIT = 10.0
MOVE_DELAY_MS = 40  # after a move: held Redo or Play passes without a worker for each step
DEAL_DELAY_MS = 250  # a deal shown this long is checked: holding PageDown starts no workers
KNOWN_VERDICTS = 20_000  # positions judged; past this the memory starts again
LOOK_BACK = 10  # after a lost position, how many moves back a position that can be won is looked for

# The indicator's words, in English; shown through tr (context "Coach"), the marks let lupdate see them.
SOLVABLE = str(QT_TRANSLATE_NOOP("Coach", "\u2714 Solvable"))
UNSOLVABLE = str(QT_TRANSLATE_NOOP("Coach", "\u2718 No solution"))
CHECKING = str(QT_TRANSLATE_NOOP("Coach", "Checking\u2026"))
LOST_BY_THE_MOVE = str(QT_TRANSLATE_NOOP("Coach", "\u2718 No solution from here: Undo (Ctrl+Z) goes back"))


class Coach(QObject):
    """Show Solvability (View menu, on by default) and its indicator in the status bar."""

    # A new verdict in a whole sentence ("The last move lost the game: ..."), for screen readers:
    # a status bar label changing is not announced by itself. Sent when the verdict changes only
    # (not "Checking…", not the same verdict again after each move), so play is not drowned in it.
    verdictSaid = Signal(str)

    def __init__(
        self, window: QMainWindow, game: GameModel, settings: Settings, solutions: SolveActions
    ) -> None:
        super().__init__(window)
        self.game = game
        self.settings = settings
        self.solutions = solutions
        self.job: SolveJob | None = None
        self._verdicts: dict[Position, bool] = {}  # True: can be won; False: cannot
        self._unknown: set[Position] = set()  # the quick check gave up on these
        self._last_verdict = ""  # the last sentence sent on verdictSaid

        self.label = QLabel(window)
        self.label.setObjectName("SolvabilityStatus")
        self.action = QAction(self.tr("Show &Solvability"), window)
        self.action.setCheckable(True)
        self.action.setChecked(settings.get(SHOW_SOLVABILITY))
        self.action.setStatusTip(self.tr("After every move, say whether the game can still be won"))
        self.action.toggled.connect(self._on_toggled)
        window.addAction(self.action)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._check)

        game.positionChanged.connect(self._on_position_changed)
        self.label.setVisible(self.enabled)
        if self.enabled:
            self._judge(DEAL_DELAY_MS)

    @property
    def enabled(self) -> bool:
        """True while Show Solvability is on."""
        return self.action.isChecked()

    def add_to_menu(self, view_menu: QMenu) -> None:
        """Show Solvability in the View menu."""
        view_menu.addAction(self.action)

    def add_to_status_bar(self, bar: QStatusBar) -> None:
        """The indicator, at the right of the status bar."""
        bar.addPermanentWidget(self.label)

    def shutdown(self) -> None:
        """End the worker (the window is closing)."""
        self._timer.stop()
        self._stop_job()

    def verdict(self, position: Position) -> bool | None:
        """True if `position` can be won, False if it cannot, None if not known yet."""
        if position.is_won or self.solutions.known_solution(position) is not None:
            return True
        return self._verdicts.get(position)

    # --- judging ------------------------------------------------------------------------

    def _on_toggled(self, shown: bool) -> None:
        self.settings.set(SHOW_SOLVABILITY, shown)
        self.label.setVisible(shown)
        if shown:
            self._judge(0)
        else:
            self.shutdown()
            self.label.clear()

    def _on_position_changed(self, change: PositionChange) -> None:
        self._stop_job()  # its answer would be for the position before
        if self.enabled:
            self._judge(DEAL_DELAY_MS if change.kind is ChangeKind.NEW_GAME else MOVE_DELAY_MS)

    def _judge(self, delay_ms: int) -> None:
        self._timer.stop()
        if self._show(self.game.position):
            self._timer.start(delay_ms)

    def _check(self) -> None:
        self._stop_job()
        position = self.game.position
        if self.verdict(position) is not None:
            self._show(position)
            return
        self._start(position)

    def _start(self, position: Position) -> None:
        job = SolveJob(position, fast=True, time_limit=CHECK_TIME_LIMIT, parent=self)
        job.finished.connect(lambda result, job=job: self._on_checked(job, result))
        self.job = job
        job.start()

    def _on_checked(self, job: SolveJob, result: SolveResult) -> None:
        if job is not self.job:
            return
        self.job = None
        if len(self._verdicts) > KNOWN_VERDICTS:
            self._verdicts.clear()
            self._unknown.clear()
        if result.outcome is Outcome.SOLVED:
            self._verdicts[job.position] = True
            self.solutions.remember(job.position, result.moves)
        elif result.outcome is Outcome.UNSOLVABLE:
            self._verdicts[job.position] = False
        else:
            self._unknown.add(job.position)
        position = self.game.position
        if job.position == position and result.outcome is Outcome.GAVE_UP:
            self._say(self.tr("? Unknown"), self.solutions.describe_result(result))
            return
        if job.position != position and self.verdict(position) is not False:
            return
        self._show(position)
        if self.verdict(position) is False:
            # Moves made faster than the checks leave the positions before unjudged: judge them,
            # nearest first, so that the message can say how far back the game could be won.
            back = self._unjudged_before()
            if back is not None:
                self._start(back)

    def _unjudged_before(self) -> Position | None:
        """The nearest position before the one on the table not judged yet, if every position
        between them cannot be won (within LOOK_BACK moves)."""
        game = self.game.game
        for back in range(1, min(game.cursor, LOOK_BACK) + 1):
            position = game.position_after(game.cursor - back)
            verdict = self.verdict(position)
            if verdict:
                return None
            if verdict is None:
                return None if position in self._unknown else position
        return None

    def _stop_job(self) -> None:
        if self.job is not None:
            self.job.stop()
            self.job = None

    # --- saying -------------------------------------------------------------------------

    def _show(self, position: Position) -> bool:
        """Say what is known of `position`; True if it still has to be checked."""
        verdict = self.verdict(position)
        if verdict is None:
            self._say(self.tr(CHECKING), self.tr("Checking whether this position can be won"))
            return True
        if position.is_won:
            self._say(self.tr("\u2714 Won"), self.tr("Every card is home"))
        elif verdict:
            self._say(self.tr(SOLVABLE), self.tr("This position can be won"))
        else:
            self._say(*self._lost(), error=True)
        return False

    def _lost(self) -> tuple[str, str]:
        """What to say of a position that cannot be won: how far back the game could be won."""
        game = self.game.game
        for back in range(1, game.cursor + 1):
            if self.verdict(game.position_after(game.cursor - back)):
                if back == 1:
                    return self.tr(LOST_BY_THE_MOVE), self.tr(
                        "The last move lost the game: undo it and the game can be won"
                    )
                return (
                    self.tr("\u2718 No solution from here: undo %n move(s) (Ctrl+Z) to go back", "", back),
                    self.tr("The game could be won %n move(s) ago", "", back),
                )
        if game.cursor == 0:
            return self.tr(UNSOLVABLE), self.tr("No solution exists: this deal cannot be won")
        return self.tr("\u2718 No solution from here"), self.tr("No solution exists from this position")

    def _say(self, text: str, tip: str, *, error: bool = False) -> None:
        if text != self.tr(CHECKING) and tip != self._last_verdict:
            self._last_verdict = tip
            self.verdictSaid.emit(tip)
        self.label.setText(text)
        self.label.setToolTip(tip)
        colour = inks(self.label.palette()).error.name() if error else ""
        self.label.setStyleSheet(f"QLabel {{ color: {colour}; font-weight: bold; }}" if error else "")
