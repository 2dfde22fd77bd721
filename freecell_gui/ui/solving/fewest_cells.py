"""Fewest Cells: how many free cells the deal on the table needs, with the proof, and a challenge.

The dialog runs `min_cells` (core/solver/min_cells.py) for the deal in a worker process
(fewest_cells_job.CellsJob): the window never waits, the progress says which count is being
tried and how many positions were searched, and Cancel (or closing) stops the worker. The answer
says no more than is known ("3 or fewer" when a proof ran out of positions), and is the same on
any machine: every search is bounded by positions, not by time. Its solution can be shown in the
site's notation and played on the table under that many cells (`solutionPlayRequested`).

The challenge deals the next deal needing exactly K cells (`challengeDealRequested`): from the
published table of deals 1..32,000 at once, past it (or in Baker's Game) by settling each deal
on a worker. The window puts that deal on the table; the dialog then answers for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6 import QtGui
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.deals.dealer import Deal, deal
from freecell_gui.core.game.notation import format_moves, site_notation
from freecell_gui.core.game.rules import Move, Position
from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building, Rules
from freecell_gui.core.solver.cells_challenge import CHALLENGE_PROOF_POSITIONS, ChallengeResult
from freecell_gui.core.solver.min_cells import DEFAULT_PROOF_POSITIONS, MinCellsResult
from freecell_gui.core.solver.min_cells_table import in_table, next_in_table, table_available, table_min_cells
from freecell_gui.ui.solving.fewest_cells_job import CellsJob
from freecell_gui.ui.solving.fewest_cells_texts import FewestCellsTexts


@dataclass(frozen=True, slots=True)
class FewestCellsSolution:
    """A solution with the fewest cells found, to play on the table: the deal, the cells and the
    building rule to deal it under, and the moves from `start` (Microsoft's autoplay after each)."""

    deal: Deal
    cells: int
    building: Building
    start: Position
    moves: tuple[Move, ...]


class FewestCellsDialog(QDialog):
    """The fewest free cells of one deal under one building rule, and the challenge.

    Call `start()` to begin the search (the menu entry does, as it opens the dialog).
    """

    solutionPlayRequested = Signal(object)  # FewestCellsSolution
    # (deal, cells): deal it under that many cells; the deal as a Python int (numbers pass 2^31)
    challengeDealRequested = Signal(object, int)

    def __init__(
        self,
        deal: Deal,
        building: Building = Building.ALTERNATE_COLOURS,
        parent: QWidget | None = None,
        *,
        proof_positions: int = DEFAULT_PROOF_POSITIONS,
        challenge_positions: int = CHALLENGE_PROOF_POSITIONS,
    ) -> None:
        super().__init__(parent)
        self.deal = deal
        self.building = building
        self.proof_positions = proof_positions
        self.challenge_positions = challenge_positions
        self.texts = FewestCellsTexts(deal.number, self)
        self.job: CellsJob | None = None  # the fewest-cells search
        self.challenge_job: CellsJob | None = None
        self.answer: MinCellsResult | None = None
        self.last_announcement = ""  # what was last said to a screen reader
        self.setWindowTitle(self.tr("Fewest Free Cells"))
        self.setAccessibleName(self.tr("Fewest free cells"))
        self.setMinimumWidth(480)
        layout = self._layout = QVBoxLayout(self)
        self.game_label = self._label("FewestCellsGame")
        self.verdict_label = self._label("FewestCellsVerdict")
        font = self.verdict_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.verdict_label.setFont(font)
        self.proof_label = self._label("FewestCellsProof")
        self.table_label = self._label("FewestCellsTable")
        for label in (self.game_label, self.verdict_label, self.proof_label, self.table_label):
            layout.addWidget(label)
        layout.addLayout(self._progress_row())
        layout.addLayout(self._solution_row())
        self.moves_text = QPlainTextEdit(self)
        self.moves_text.setReadOnly(True)
        self.moves_text.setAccessibleName(self.tr("The solution's moves"))
        self.moves_text.setToolTip(self.tr("The moves in the notation of freecellgamesolutions.com"))
        self.moves_text.setMinimumHeight(self.moves_text.fontMetrics().lineSpacing() * 9)
        self.moves_text.setVisible(False)
        layout.addWidget(self.moves_text)
        layout.addWidget(self._challenge_box())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleName(self.tr("Close"))
        close.setToolTip(self.tr("Close, stopping any search"))
        layout.addWidget(buttons)
        self._show_deal()

    # --- building ----------------------------------------------------------------------------

    def _label(self, name: str) -> QLabel:
        # No accessible name: a label's name is its text, which a screen reader should read.
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _progress_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.progress_bar = QProgressBar(self)
        self.progress_bar.setRange(0, 0)  # busy: a proof has no known end
        self.progress_bar.setMaximumWidth(90)
        self.progress_bar.setTextVisible(False)
        self.progress_bar.setAccessibleName(self.tr("Searching"))
        self.progress_label = self._label("FewestCellsProgress")
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setAccessibleName(self.tr("Stop the search"))
        self.cancel_button.setToolTip(self.tr("Stop the search, keeping what it has proven"))
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.progress_bar)
        row.addWidget(self.progress_label, 1)
        row.addWidget(self.cancel_button)
        return row

    def _solution_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.show_button = QPushButton(self.tr("Show the Solution"), self)
        self.show_button.setCheckable(True)
        self.show_button.setAccessibleName(self.tr("Show the solution"))
        self.show_button.setToolTip(self.tr("Show the moves of the solution with the fewest cells"))
        self.show_button.toggled.connect(self._toggle_moves)
        self.play_button = QPushButton(self.tr("Play on the Table"), self)
        self.play_button.setAccessibleName(self.tr("Play the solution on the table"))
        self.play_button.setToolTip(
            self.tr("Deal this deal with that many free cells, the solution as the moves to redo")
        )
        self.play_button.clicked.connect(self._play)
        row.addWidget(self.show_button)
        row.addWidget(self.play_button)
        row.addStretch(1)
        return row

    def _challenge_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Challenge"), self)
        box.setAccessibleName(self.tr("Challenge"))
        layout = QVBoxLayout(box)
        row = QHBoxLayout()
        caption = QLabel(self.tr("Deal the next deal needing exactly this many free cells:"), box)
        caption.setWordWrap(True)
        self.cells_spin = QSpinBox(box)
        self.cells_spin.setRange(0, MAX_FREE_CELLS)
        self.cells_spin.setValue(min(MAX_FREE_CELLS, 1))
        self.cells_spin.setAccessibleName(self.tr("Free cells the next deal must need"))
        self.cells_spin.setToolTip(self.texts.cells_range())
        caption.setBuddy(self.cells_spin)
        self.challenge_button = QPushButton(self.tr("Deal It"), box)
        self.challenge_button.setAccessibleName(self.tr("Deal the next such deal"))
        self.challenge_button.setToolTip(
            self.tr("Deal the next deal after this one that needs exactly that many free cells, no fewer")
        )
        self.challenge_button.clicked.connect(self.challenge)
        row.addWidget(caption, 1)
        row.addWidget(self.cells_spin)
        row.addWidget(self.challenge_button)
        layout.addLayout(row)
        progress_row = QHBoxLayout()
        self.challenge_bar = QProgressBar(box)
        self.challenge_bar.setRange(0, 0)
        self.challenge_bar.setMaximumWidth(90)
        self.challenge_bar.setTextVisible(False)
        self.challenge_bar.setAccessibleName(self.tr("Searching for the next deal"))
        self.challenge_label = self._label("FewestCellsChallenge")
        self.challenge_cancel = QPushButton(self.tr("Cancel"), box)
        self.challenge_cancel.setAccessibleName(self.tr("Stop looking for the next deal"))
        self.challenge_cancel.setToolTip(self.tr("Stop looking for the next such deal"))
        self.challenge_cancel.clicked.connect(self.cancel_challenge)
        progress_row.addWidget(self.challenge_bar)
        progress_row.addWidget(self.challenge_label, 1)
        progress_row.addWidget(self.challenge_cancel)
        layout.addLayout(progress_row)
        self._show_challenge_busy(False)
        return box

    # --- the fewest cells ----------------------------------------------------------------------

    @property
    def searching(self) -> bool:
        """True while the fewest-cells search runs."""
        return self.job is not None and self.job.running

    def start(self) -> None:
        """Search the deal's fewest cells on a worker (any search under way is dropped)."""
        self._drop(self.job)
        from freecell_gui.core.solver.min_cells_worker import min_cells_worker

        start = Position.from_deal(self.deal, Rules(MAX_FREE_CELLS, self.building))
        job = CellsJob(min_cells_worker, (start, self.proof_positions), parent=self)
        job.progressed.connect(lambda value, job=job: self._on_progress(job, value))
        job.finished.connect(lambda result, job=job: self._on_result(job, result))
        job.failed.connect(lambda _error, job=job: self._on_failed(job))
        self.job = job
        self.answer = None
        self._show_result(None)
        self.progress_label.setText(self.texts.trying(0, 0))
        self._show_busy(True)
        job.start()

    def cancel(self) -> None:
        """Stop the search: the answer says what it had proven."""
        if self.job is not None and self.job.running:
            self.job.cancel()

    def _on_progress(self, job: CellsJob, value: tuple[int, int]) -> None:
        if job is self.job and not job.cancel_requested:
            cells, positions = value
            self.progress_label.setText(self.texts.trying(cells, positions))

    def _on_result(self, job: CellsJob, result: MinCellsResult) -> None:
        if job is not self.job:
            return
        self.job = None
        self.answer = result
        self._show_busy(False)
        self._show_result(result)
        self._announce(self.verdict_label.text())

    def _on_failed(self, job: CellsJob) -> None:
        if job is not self.job:
            return
        self.job = None
        self._show_busy(False)
        self.verdict_label.setText(self.texts.failed())

    def _show_deal(self) -> None:
        self.game_label.setText(self.texts.game(self.building))
        number = self.deal.number
        readable = number is not None and in_table(number) and table_available()
        count = table_min_cells(number) if number is not None and readable else None
        self.table_label.setText(self.texts.table_says(number, self.building, count))
        self.table_label.setVisible(bool(self.table_label.text()))
        self._show_result(None)
        self._show_busy(False)

    def _show_result(self, result: MinCellsResult | None) -> None:
        self.verdict_label.setText("" if result is None else self.texts.verdict(result))
        proof = "" if result is None else self.texts.proof(result)
        solution = "" if result is None else self.texts.solution(result)
        self.proof_label.setText("\n".join(text for text in (proof, solution) if text))
        has_moves = result is not None and result.start is not None and result.at_most is not None
        self.show_button.setEnabled(has_moves)
        self.play_button.setEnabled(has_moves)
        if result is not None and result.start is not None and has_moves:
            self.moves_text.setPlainText(format_moves(site_notation(result.start, result.moves)))
        else:
            self.moves_text.clear()
            self.show_button.setChecked(False)
        self._fit()

    def _toggle_moves(self, shown: bool) -> None:
        if shown and not self.show_button.isEnabled():  # no solution: nothing to show
            self.show_button.setChecked(False)
            return
        self.moves_text.setVisible(shown)
        self.show_button.setText(self.tr("Hide the Solution") if shown else self.tr("Show the Solution"))
        self._fit()

    def _fit(self) -> None:
        """As tall as the content wants (the moves shown or hidden, a longer answer), as wide as
        the player made it: a layout squeezed into the old height overlaps its parts."""
        self._layout.activate()
        self.resize(
            self.width(),
            self.heightForWidth(self.width()) if self.hasHeightForWidth() else self.sizeHint().height(),
        )

    def _play(self) -> None:
        result = self.answer
        if result is None or result.start is None or result.at_most is None:
            return
        self.solutionPlayRequested.emit(
            FewestCellsSolution(self.deal, result.at_most, self.building, result.start, result.moves)
        )
        self.accept()

    def _show_busy(self, busy: bool) -> None:
        self.progress_bar.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.progress_label.setVisible(busy)

    # --- the challenge ------------------------------------------------------------------------

    @property
    def challenging(self) -> bool:
        """True while the challenge searches past the table."""
        return self.challenge_job is not None and self.challenge_job.running

    def challenge(self) -> None:
        """Deal the next deal needing exactly the spin box's cells: from the table at once, else
        searched for on a worker."""
        self._drop(self.challenge_job)
        self.challenge_job = None
        cells = self.cells_spin.value()
        after = self.deal.number or 0  # a layout of one's own: from the first deal
        use_table = self.building is Building.ALTERNATE_COLOURS and table_available()
        if use_table:
            found = next_in_table(cells, after)  # at once, on this thread: a look-up
            if found is not None:
                self._challenge_found(ChallengeResult(found, cells, from_table=True))
                return
        from freecell_gui.core.solver.min_cells_worker import challenge_worker

        job = CellsJob(
            challenge_worker, (cells, after, self.building, self.challenge_positions, use_table), parent=self
        )
        job.progressed.connect(lambda value, job=job: self._on_challenge_progress(job, value))
        job.finished.connect(lambda result, job=job: self._on_challenge_result(job, result))
        job.failed.connect(lambda _error, job=job: self._on_challenge_failed(job))
        self.challenge_job = job
        self.challenge_label.setText("")
        self._show_challenge_busy(True)
        job.start()

    def cancel_challenge(self) -> None:
        """Stop looking for the next such deal."""
        if self.challenge_job is not None and self.challenge_job.running:
            self.challenge_job.cancel()

    def _on_challenge_progress(self, job: CellsJob, value: object) -> None:
        from freecell_gui.core.solver.cells_challenge import ChallengeProgress

        if job is self.challenge_job and isinstance(value, ChallengeProgress) and not job.cancel_requested:
            self.challenge_label.setText(self.texts.settling(value))

    def _on_challenge_result(self, job: CellsJob, result: ChallengeResult) -> None:
        if job is not self.challenge_job:
            return
        self.challenge_job = None
        self._show_challenge_busy(False)
        if result.deal is None:
            self.challenge_label.setText(self.texts.challenge_ended(result))
            self.challenge_label.setVisible(True)
            return
        self._challenge_found(result)

    def _on_challenge_failed(self, job: CellsJob) -> None:
        if job is self.challenge_job:
            self.challenge_job = None
            self._show_challenge_busy(False)
            self.challenge_label.setText(self.texts.failed())
            self.challenge_label.setVisible(True)

    def _challenge_found(self, result: ChallengeResult) -> None:
        """Ask the window to deal it, and answer for it from now on."""
        assert result.deal is not None
        self.challengeDealRequested.emit(result.deal, result.cells)
        self._drop(self.job)
        self.job = None
        self.deal = deal(result.deal)
        self.texts.number = result.deal
        self._show_deal()
        self.challenge_label.setText(self.texts.challenge_dealt(result))
        self.challenge_label.setVisible(True)
        self._announce(self.challenge_label.text())
        self.start()

    def _show_challenge_busy(self, busy: bool) -> None:
        self.challenge_bar.setVisible(busy)
        self.challenge_cancel.setVisible(busy)
        self.challenge_label.setVisible(busy or bool(self.challenge_label.text()))
        self.challenge_button.setEnabled(not busy)
        self._fit()

    def _announce(self, text: str) -> None:
        """Say `text` to a screen reader as a sighted player sees it appear (Qt 6.8's
        announcement event; with an older Qt the label's own text changes tell)."""
        self.last_announcement = text
        event_class = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
        if event_class is not None and QAccessible.isActive():
            QAccessible.updateAccessibility(event_class(self, text))

    # --- closing ------------------------------------------------------------------------------

    def _drop(self, job: CellsJob | None) -> None:
        if job is not None:
            job.stop()

    def shutdown(self) -> None:
        """End every worker (the dialog is closing)."""
        self._drop(self.job)
        self._drop(self.challenge_job)
        self.job = None
        self.challenge_job = None

    def done(self, result: int) -> None:
        """Closing ends the searches: nothing is left running."""
        self.shutdown()
        super().done(result)
