"""The Fewest Cells dialog: the table's answer with its proof from a worker process, Cancel and
closing that leave nothing running, the solution to show and play, and the challenge's next deal
from the table and from the search past it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import Deal, deal
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves, site_notation
from freecell_gui.core.game.rules import AutoplayPolicy
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.core.solver import min_cells_table
from freecell_gui.core.solver.min_cells import MinCellsResult
from freecell_gui.core.solver.min_cells_table import table_min_cells
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.game.game_model import GameModel
from freecell_gui.ui.solving.fewest_cells import FewestCellsDialog, FewestCellsSolution
from freecell_gui.ui.solving.fewest_cells_actions import FewestCellsActions
from freecell_gui.ui.solving.fewest_cells_job import CellsJob

HANG_GUARD_MS = 120_000  # a worker process starts, imports and searches: waits are guards, not bounds


@pytest.fixture
def dialogs(qtbot: QtBot) -> Iterator[list[FewestCellsDialog]]:
    """The dialogs a test makes; each is closed after it (its workers ended)."""
    made: list[FewestCellsDialog] = []
    yield made
    for dialog in made:
        dialog.shutdown()


def _dialog(
    qtbot: QtBot, dialogs: list[FewestCellsDialog], number: int, **options: object
) -> FewestCellsDialog:
    dialog = FewestCellsDialog(deal(number), **options)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialogs.append(dialog)
    dialog.show()
    return dialog


def _answered(qtbot: QtBot, dialog: FewestCellsDialog) -> None:
    qtbot.waitUntil(lambda: not dialog.searching, timeout=HANG_GUARD_MS)


def test_deal_164_needs_no_cell_as_the_table_says(qtbot: QtBot, dialogs: list[FewestCellsDialog]) -> None:
    dialog = _dialog(qtbot, dialogs, 164)
    assert dialog.table_label.text() == "The published table of deals 1 to 32,000 says: 0 free cells."
    dialog.start()
    assert dialog.searching and dialog.cancel_button.isVisible() and dialog.progress_bar.isVisible()
    _answered(qtbot, dialog)
    assert dialog.verdict_label.text() == "Deal 164 needs 0 free cells"
    assert dialog.last_announcement == "Deal 164 needs 0 free cells"  # said as it appears
    assert "Won without a free cell" in dialog.proof_label.text()
    assert not dialog.cancel_button.isVisible()
    # The solution, in the site's notation, shown on demand; played with no cell it wins.
    answer = dialog.answer
    assert answer is not None and answer.start is not None and answer.start.rules == Rules(0)
    texts = site_notation(answer.start, answer.moves)
    assert not dialog.moves_text.isVisible()
    dialog.show_button.click()
    assert dialog.moves_text.isVisible() and dialog.moves_text.toPlainText().split() == texts
    assert dialog.show_button.text() == "Hide the Solution"
    played: list[FewestCellsSolution] = []
    dialog.solutionPlayRequested.connect(played.append)
    dialog.play_button.click()
    (solution,) = played
    assert (solution.deal.number, solution.cells, solution.building) == (164, 0, Building.ALTERNATE_COLOURS)
    assert replay(solution.start, parse_moves(" ".join(texts)), AutoplayPolicy.MS).won
    assert not dialog.isVisible()  # played: the dialog's work is done


def test_a_deal_needing_cells_has_the_proof_of_one_fewer(
    qtbot: QtBot, dialogs: list[FewestCellsDialog]
) -> None:
    dialog = _dialog(qtbot, dialogs, 2)
    dialog.start()
    _answered(qtbot, dialog)
    assert table_min_cells(2) == 1
    assert dialog.verdict_label.text() == "Deal 2 needs 1 free cell"
    answer = dialog.answer
    assert answer is not None
    proof = f"{answer.steps[0].positions:,} positions"
    assert dialog.proof_label.text().startswith(
        f"Proof: no solution exists with 0 free cells; the search covered {proof}."
    )


def test_a_proof_that_runs_out_says_or_fewer(qtbot: QtBot, dialogs: list[FewestCellsDialog]) -> None:
    # Deal 1 needs 3; its proof at 2 takes some 70,000 positions, more than the 30,000 given.
    dialog = _dialog(qtbot, dialogs, 1, proof_positions=30_000)
    dialog.start()
    _answered(qtbot, dialog)
    assert dialog.verdict_label.text() == "Deal 1 needs 3 free cells or fewer"
    assert dialog.proof_label.text().startswith("Not proven with 2 free cells: the search ran out after")
    assert dialog.play_button.isEnabled()


def test_cancel_stops_the_worker_and_says_what_was_proven(
    qtbot: QtBot, dialogs: list[FewestCellsDialog]
) -> None:
    # Deal 209: 0 and 1 cells are proven hopeless, and its two-cell solution lies beyond
    # millions of positions (tests/benchmarks/README.md): a long search at 2 to cancel.
    dialog = _dialog(qtbot, dialogs, 209)
    dialog.start()
    job = dialog.job
    assert job is not None
    qtbot.waitUntil(lambda: "Trying 2 free cells" in dialog.progress_label.text(), timeout=HANG_GUARD_MS)
    dialog.cancel_button.click()
    _answered(qtbot, dialog)
    assert dialog.verdict_label.text() == "Stopped: deal 209 needs at least 2 free cells"
    assert not dialog.play_button.isEnabled()
    qtbot.waitUntil(lambda: not job.process_alive(), timeout=HANG_GUARD_MS)
    assert job.wait(60)


def test_closing_while_searching_ends_the_worker(qtbot: QtBot, dialogs: list[FewestCellsDialog]) -> None:
    dialog = _dialog(qtbot, dialogs, 1)
    dialog.start()
    job = dialog.job
    assert job is not None
    qtbot.waitUntil(lambda: bool(dialog.progress_label.text()), timeout=HANG_GUARD_MS)
    dialog.close()
    assert dialog.job is None and not job.running and not job.process_alive()
    assert job.wait(60)  # its relay has ended too


def test_a_worker_that_dies_is_said_in_one_line(qtbot: QtBot, dialogs: list[FewestCellsDialog]) -> None:
    dialog = _dialog(qtbot, dialogs, 1)
    dialog.start()
    job = dialog.job
    assert job is not None
    job._process.terminate()
    _answered(qtbot, dialog)
    assert dialog.verdict_label.text() == "The search stopped unexpectedly (its process ended). Try again."


def test_the_challenge_deals_the_table_s_next_deal_at_once(
    qtbot: QtBot, dialogs: list[FewestCellsDialog]
) -> None:
    dialog = _dialog(qtbot, dialogs, 160)
    requested: list[tuple[int, int]] = []
    dialog.challengeDealRequested.connect(lambda number, cells: requested.append((number, cells)))
    dialog.cells_spin.setValue(0)
    dialog.challenge_button.click()
    assert requested == [(164, 0)]  # no worker: the table answers on the spot
    assert dialog.challenge_job is None
    assert (
        dialog.challenge_label.text()
        == "Dealt deal 164: it needs exactly 0 free cells, by the published table."
    )
    # The dialog now answers for the deal dealt.
    assert dialog.deal.number == 164 and dialog.searching
    _answered(qtbot, dialog)
    assert dialog.verdict_label.text() == "Deal 164 needs 0 free cells"


def test_past_the_table_the_challenge_searches_on_a_worker(
    qtbot: QtBot, dialogs: list[FewestCellsDialog]
) -> None:
    dialog = _dialog(qtbot, dialogs, 32_000)
    requested: list[tuple[int, int]] = []
    dialog.challengeDealRequested.connect(lambda number, cells: requested.append((number, cells)))
    dialog.cells_spin.setValue(3)
    dialog.challenge_button.click()
    assert dialog.challenging and not dialog.challenge_button.isEnabled()
    qtbot.waitUntil(lambda: bool(requested), timeout=HANG_GUARD_MS)
    # 32,001 needs 2 and 32,002 needs 3 (tests/core/solver/test_min_cells_table.py settles them).
    assert requested == [(32_002, 3)]
    assert (
        dialog.challenge_label.text() == "Dealt deal 32,002: it needs exactly 3 free cells, proven by search."
    )
    assert dialog.table_label.text() == ""  # past the table


def test_stopping_the_challenge_deals_nothing(qtbot: QtBot, dialogs: list[FewestCellsDialog]) -> None:
    dialog = _dialog(qtbot, dialogs, 32_000)
    requested: list[tuple[int, int]] = []
    dialog.challengeDealRequested.connect(lambda number, cells: requested.append((number, cells)))
    dialog.cells_spin.setValue(4)  # the rarest (32,123 is the next): long enough to be stopped
    dialog.challenge_button.click()
    job = dialog.challenge_job
    assert job is not None
    qtbot.waitUntil(lambda: "Settling deal" in dialog.challenge_label.text(), timeout=HANG_GUARD_MS)
    dialog.challenge_cancel.click()
    qtbot.waitUntil(lambda: not dialog.challenging, timeout=HANG_GUARD_MS)
    assert requested == []
    assert dialog.challenge_label.text().startswith("Stopped after")
    assert dialog.challenge_button.isEnabled()
    qtbot.waitUntil(lambda: not job.process_alive(), timeout=HANG_GUARD_MS)


def test_bakers_game_has_no_table_answer(qtbot: QtBot, dialogs: list[FewestCellsDialog]) -> None:
    dialog = _dialog(qtbot, dialogs, 164, building=Building.SAME_SUIT)
    assert dialog.table_label.text() == "" and not dialog.table_label.isVisibleTo(dialog)
    assert dialog.game_label.text() == "Game: Baker's Game (building down by suit)"


def test_every_control_has_an_accessible_name(qtbot: QtBot, dialogs: list[FewestCellsDialog]) -> None:
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QPlainTextEdit, QProgressBar

    dialog = _dialog(qtbot, dialogs, 164)
    kinds = (QAbstractButton, QAbstractSpinBox, QPlainTextEdit, QProgressBar)
    controls = [control for control in dialog.findChildren(QWidget) if isinstance(control, kinds)]
    assert len(controls) == 10  # six buttons, the spin box, the moves, the two busy bars
    assert [control for control in controls if not control.accessibleName()] == []
    # The labels keep their text as their name: a screen reader reads the answer itself.
    assert dialog.verdict_label.accessibleName() == ""


def test_the_menu_entry_opens_the_dialog_for_the_table_s_deal(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    game = GameModel(DealModel(617), parent=window)
    actions = FewestCellsActions(window, game)
    menu = QMenu(window)
    actions.add_to_menu(menu)
    assert menu.actions() == [actions.action] and actions.action.text() == "Fe&west Cells…"
    requested: list[tuple[int, int]] = []
    actions.challengeDealRequested.connect(lambda number, cells: requested.append((number, cells)))
    actions.action.trigger()
    dialog = actions.dialog
    assert dialog is not None and dialog.deal.number == 617 and dialog.searching
    dialog.cells_spin.setValue(4)
    dialog.challenge_button.click()
    assert requested and requested[0][0] > 617 and table_min_cells(requested[0][0]) == 4
    job = dialog.job
    actions.shutdown()
    assert actions.dialog is None and job is not None
    # Ended, not at once: a worker still starting holds a stop signal until its imports finish.
    qtbot.waitUntil(lambda: not job.process_alive(), timeout=HANG_GUARD_MS)


def test_a_job_s_own_result_arrives_from_its_process(qtbot: QtBot) -> None:
    from freecell_gui.core.game.rules import Position
    from freecell_gui.core.solver.min_cells_worker import min_cells_worker

    job = CellsJob(min_cells_worker, (Position.from_deal(deal(164)), 1_000_000))
    results: list[object] = []
    job.finished.connect(results.append)
    job.start()
    qtbot.waitUntil(lambda: bool(results), timeout=HANG_GUARD_MS)
    (result,) = results
    assert isinstance(result, MinCellsResult) and result.min_cells == 0 and result.moves
    assert not job.running and job.wait(60)
    qtbot.waitUntil(lambda: not job.process_alive(), timeout=HANG_GUARD_MS)


def test_a_layout_of_one_s_own_has_sentences_of_its_own(
    qtbot: QtBot, dialogs: list[FewestCellsDialog]
) -> None:
    own = Deal(None, deal(164).columns)
    dialog = FewestCellsDialog(own)
    qtbot.addWidget(dialog)
    dialogs.append(dialog)
    assert dialog.table_label.text() == ""  # the table knows numbered deals only
    dialog.start()
    _answered(qtbot, dialog)
    assert dialog.verdict_label.text() == "This deal needs 0 free cells"


def test_without_the_table_the_dialog_searches_instead(
    qtbot: QtBot, dialogs: list[FewestCellsDialog], monkeypatch: pytest.MonkeyPatch
) -> None:
    # An installation without its package data: no traceback, no table line, and the challenge
    # settles the deals on a worker instead of reading them.
    min_cells_table._counts.cache_clear()
    monkeypatch.setattr(min_cells_table, "TABLE_RESOURCE", "no-such-table.gz")
    try:
        dialog = _dialog(qtbot, dialogs, 160)
        assert dialog.table_label.text() == ""
        requested: list[tuple[int, int]] = []
        dialog.challengeDealRequested.connect(lambda number, cells: requested.append((number, cells)))
        dialog.cells_spin.setValue(0)
        dialog.challenge_button.click()
        assert dialog.challenging
        qtbot.waitUntil(lambda: bool(requested), timeout=HANG_GUARD_MS)
        assert requested == [(164, 0)]
        assert dialog.challenge_label.text().endswith("proven by search.")
    finally:
        monkeypatch.undo()
        min_cells_table._counts.cache_clear()


def test_deal_numbers_past_2_31_reach_the_window_whole(
    qtbot: QtBot, dialogs: list[FewestCellsDialog]
) -> None:
    start = 2**31 + 5  # a C++ int signal would wrap it
    dialog = _dialog(qtbot, dialogs, start)
    requested: list[tuple[int, int]] = []
    dialog.challengeDealRequested.connect(lambda number, cells: requested.append((number, cells)))
    dialog.cells_spin.setValue(2)  # most deals need 2: the next is near
    dialog.challenge_button.click()
    qtbot.waitUntil(lambda: bool(requested), timeout=HANG_GUARD_MS)
    ((number, cells),) = requested
    assert number > start and cells == 2 and dialog.deal.number == number


def test_the_menu_entry_loads_no_solver_before_it_is_used() -> None:
    # The window builds its menus before its first paint; the dialog and the searches load later.
    code = (
        "import sys, freecell_gui.ui.solving.fewest_cells_actions as entry; "
        "print(' '.join(sorted(name for name in sys.modules if name.startswith(('freecell_gui', 'multi')))))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    assert "freecell_gui.ui.solving.fewest_cells_actions" in loaded
    for later in (
        "freecell_gui.ui.solving.fewest_cells",
        "freecell_gui.core.solver.min_cells",
        "freecell_gui.core.solver.schedule",
        "freecell_gui.core.solver.min_cells_table",
        "multiprocessing",
    ):
        assert later not in loaded


def test_a_deal_no_count_wins_has_nothing_to_show(qtbot: QtBot, dialogs: list[FewestCellsDialog]) -> None:
    dialog = _dialog(qtbot, dialogs, 11982)  # the table's one deal past four cells
    dialog.start()
    _answered(qtbot, dialog)
    assert dialog.verdict_label.text() == "Deal 11,982 cannot be won even with four free cells"
    assert dialog.proof_label.text().startswith("Every count from 0 to 4 proven hopeless:")
    assert not dialog.show_button.isEnabled() and not dialog.play_button.isEnabled()
    dialog.show_button.setChecked(True)  # even asked in code: no empty box of moves
    assert not dialog.moves_text.isVisible() and not dialog.show_button.isChecked()


def test_the_worker_is_reaped_with_its_answer(qtbot: QtBot, dialogs: list[FewestCellsDialog]) -> None:
    """Found by an outside pass: a worker that had answered stayed a zombie until the next search."""
    from pathlib import Path

    dialog = _dialog(qtbot, dialogs, 164)
    dialog.start()
    job = dialog.job
    assert job is not None
    pid = job._process.pid
    _answered(qtbot, dialog)
    assert pid is not None and not Path(f"/proc/{pid}").exists()  # gone, not a zombie
