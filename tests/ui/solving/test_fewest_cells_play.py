"""Playing the Fewest Cells answers on the table: the challenge's deal and the solution under its
cells, through the game model's variant entries (`deal_under`, `set_rules`), here a stand-in with
the same shape, so that the window's hook is tested before it is wired."""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import Deal, deal
from freecell_gui.core.game.game import Game, Rejected
from freecell_gui.core.game.notation import WrittenMove, parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.saved_game import MoveSource
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.core.solver.min_cells import min_cells
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.solving.fewest_cells import FewestCellsSolution
from freecell_gui.ui.solving.fewest_cells_actions import VariantGame, deal_challenge, play_solution


class StandInGame:
    """The game model's variant entries as wt-vtable's GameModel has them: a deal under rules, a
    guard that may keep the game in progress, moves loaded after the cursor."""

    def __init__(self, number: int, policy: AutoplayPolicy = AutoplayPolicy.MS) -> None:
        self.deal_model = DealModel(number)
        self.policy = policy
        self.rules = Rules()
        self.game = Game(Position.from_deal(deal(number), self.rules), policy)
        self.keep_game = False  # the guard's answer: True keeps the game in progress
        self.sources: list[MoveSource] = []

    @property
    def position(self) -> Position:
        return self.game.position

    def _new_game(self, rules: Rules) -> None:
        self.rules = rules
        self.game = Game(Position.from_deal(self.deal_model.deal, rules), self.policy)

    def deal_under(self, number: int, rules: Rules, *, ask: bool = True) -> bool:
        if ask and self.keep_game:
            return False
        self.deal_model.show(deal(number), ask=False)
        self._new_game(rules)
        return True

    def set_rules(self, rules: Rules, *, ask: bool = True) -> bool:
        if rules == self.rules:
            return True
        if ask and self.keep_game:
            return False
        self._new_game(rules)
        return True

    def restart(self) -> None:
        self.game.go_to(0)

    def load(self, moves: Iterable[WrittenMove], source: MoveSource = MoveSource.LOADED) -> Rejected | None:
        self.sources.append(source)
        return self.game.load(moves)


def _solution(number: int, building: Building = Building.ALTERNATE_COLOURS) -> FewestCellsSolution:
    result = min_cells(Position.from_deal(deal(number), Rules(4, building)), building, fast=True)
    assert result.start is not None and result.at_most is not None
    return FewestCellsSolution(deal(number), result.at_most, building, result.start, result.moves)


def _plays_to_the_win(table: StandInGame) -> bool:
    while table.game.redo() is not None:
        pass
    return table.game.is_won


def test_the_stand_in_has_the_shape_the_hook_needs() -> None:
    table: VariantGame = StandInGame(1)  # mypy checks the shape; here, that it is the table's
    assert table.position == Position.from_deal(deal(1))


def test_the_challenge_s_deal_goes_on_the_table_under_its_cells(qtbot: QtBot) -> None:
    table = StandInGame(160)
    assert deal_challenge(table, 164, 0)
    assert table.deal_model.number == 164 and table.position == Position.from_deal(deal(164), Rules(0))
    table.keep_game = True  # a game in progress the player keeps
    assert not deal_challenge(table, 169, 4) and table.deal_model.number == 164


@pytest.mark.parametrize("policy", list(AutoplayPolicy))
def test_a_solution_plays_on_another_deal_under_its_cells(qtbot: QtBot, policy: AutoplayPolicy) -> None:
    table = StandInGame(617, policy)
    solution = _solution(164)
    assert play_solution(table, solution)
    assert table.deal_model.number == 164 and table.rules == Rules(0)
    assert table.sources == [MoveSource.SOLVED] and table.game.rejected is None
    assert _plays_to_the_win(table)  # written for the table's autoplay, it wins there too


def test_on_the_same_deal_it_plays_from_the_start(qtbot: QtBot) -> None:
    table = StandInGame(2)
    solution = _solution(2)  # 1 cell
    table.set_rules(Rules(1))
    table.game.load(parse_moves("6a"))  # a move played: the solution is loaded from the start
    table.game.redo()
    assert table.game.cursor == 1
    assert play_solution(table, solution)
    assert table.game.cursor == 0 and _plays_to_the_win(table)


def test_a_layout_of_one_s_own_plays_on_the_table_it_is_on(qtbot: QtBot) -> None:
    table = StandInGame(164)
    own = Deal(None, deal(164).columns)
    table.deal_model.set_custom(own)
    table._new_game(Rules())
    solution = _solution(164)
    custom = FewestCellsSolution(own, solution.cells, solution.building, solution.start, solution.moves)
    assert play_solution(table, custom)
    assert table.deal_model.number is None and table.rules == Rules(0) and _plays_to_the_win(table)


def test_a_kept_game_is_never_played_over(qtbot: QtBot) -> None:
    table = StandInGame(617)
    table.keep_game = True
    assert not play_solution(table, _solution(164))
    assert table.deal_model.number == 617 and table.sources == []
    same = StandInGame(164)
    same.keep_game = True  # other rules on the same deal: the guard is asked, and keeps it
    assert not play_solution(same, _solution(164)) and same.sources == [] and same.rules == Rules()


def test_bakers_game_keeps_its_building_rule(qtbot: QtBot) -> None:
    table = StandInGame(617)
    table._new_game(Rules(4, Building.SAME_SUIT))
    assert deal_challenge(table, 29, 2)
    assert table.rules == Rules(2, Building.SAME_SUIT)
