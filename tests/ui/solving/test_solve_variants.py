"""Solve and Hint follow the variant on the table (issue 29): the worker gets the position, which
carries its rules, and the solution it finds replays under them to a win.

Every wait is a hang guard, never a measure of speed (a worker process on a busy machine)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.variant import FREECELL, Building, Rules
from freecell_gui.core.solver import Outcome, SolveResult
from freecell_gui.ui.main_window import MainWindow

WAIT_MS = 120_000
BAKERS_3 = Rules(3, Building.SAME_SUIT)  # deal 2 is won so, deal 1 is not with 2 cells


def test_a_bakers_game_solution_from_solve_replays_under_bakers_rules(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.variant_actions.choose(BAKERS_3)
    window.model.set_number(2)
    start = window.game.position
    assert start.rules == BAKERS_3
    actions = window.solve_actions
    actions.solve_action.trigger()
    job = actions.job
    assert job is not None and job.position.rules == BAKERS_3  # the worker solves Baker's Game
    results: list[SolveResult] = []
    job.finished.connect(results.append)
    qtbot.waitUntil(lambda: bool(results), timeout=WAIT_MS)
    assert results[0].outcome is Outcome.SOLVED
    texts = window.game.game.texts()
    assert texts and window.game.move_count == 0  # the solution waits to be redone
    # Replayed from the deal by the rules engine under Baker's Game, it wins...
    assert replay(start, parse_moves(" ".join(texts)), AutoplayPolicy.MS).won
    # ...and under FreeCell's building rule the same moves do not all hold.
    standard = replay(start.under(Rules(3)), parse_moves(" ".join(texts)), AutoplayPolicy.MS)
    assert not standard.won
    while window.game.redo():
        pass
    assert window.game.game.is_won


def test_a_hint_under_zero_cells_names_no_free_cell(qtbot: QtBot, window: MainWindow) -> None:
    window.variant_actions.choose(Rules(0))
    window.model.set_number(164)  # one of the deals that need no free cell (msfc32k-min-fc)
    actions = window.solve_actions
    actions.hint_action.trigger()
    play = window.table_play
    qtbot.waitUntil(lambda: play.hinted[1] is not None and actions.job is None, timeout=WAIT_MS)
    known = actions.known_solution(window.game.position)
    assert known is not None
    position: Position = window.game.position
    for move in known:
        assert not 8 <= move.target < 12 and not 8 <= move.source < 12
        position, _ = position.play(move).autoplay(AutoplayPolicy.MS)
    assert position.is_won
    assert window.game.rules != FREECELL
