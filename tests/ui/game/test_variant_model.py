"""The game model plays a variant (issue 29): the rules of the game on the table are
`position.rules`; set_rules and deal_under deal again under others, asking first."""

from __future__ import annotations

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.rules import AutoplayPolicy, Move, Position
from freecell_gui.core.game.variant import FREECELL, Building, Rules
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange

BAKERS_2 = Rules(2, Building.SAME_SUIT)


def model(number: int = 617, rules: Rules = FREECELL) -> tuple[DealModel, GameModel]:
    deals = DealModel(number)
    return deals, GameModel(deals, rules=rules)


def test_a_game_starts_under_the_rules_it_is_given() -> None:
    _deals, game = model(rules=BAKERS_2)
    assert game.rules == BAKERS_2
    assert game.position == Position.from_deal(deal(617), BAKERS_2)
    assert game.position.rules == BAKERS_2


def test_set_rules_deals_the_deal_again_under_them_and_says_so() -> None:
    _deals, game = model()
    game.play(Move(0, 8, 1))
    heard: list[object] = []
    changes: list[PositionChange] = []
    game.rulesChanged.connect(heard.append)
    game.positionChanged.connect(changes.append)
    assert game.set_rules(BAKERS_2)
    assert heard == [BAKERS_2]
    assert game.position == Position.from_deal(deal(617), BAKERS_2)
    assert game.move_count == 0 and not game.game.has_moves
    assert [change.kind for change in changes] == [ChangeKind.NEW_GAME]


def test_the_next_deal_is_played_under_the_same_rules() -> None:
    deals, game = model(rules=BAKERS_2)
    deals.next()
    assert deals.number == 618
    assert game.position == Position.from_deal(deal(618), BAKERS_2)


def test_a_guard_that_says_no_keeps_the_game_and_its_rules() -> None:
    deals, game = model()
    game.play(Move(0, 8, 1))
    before = game.position
    deals.guard = lambda: False
    assert not game.set_rules(BAKERS_2)
    assert not game.deal_under(164, BAKERS_2)
    assert game.rules == FREECELL and game.position == before and deals.number == 617
    assert game.set_rules(BAKERS_2, ask=False)  # the window asked its own question
    assert game.rules == BAKERS_2


def test_deal_under_shows_a_numbered_deal_under_given_rules_and_remembers_it() -> None:
    deals, game = model()
    heard: list[object] = []
    game.rulesChanged.connect(heard.append)
    assert game.deal_under(164, Rules(0))
    assert deals.number == 164 and game.position == Position.from_deal(deal(164), Rules(0))
    assert heard == [Rules(0)]
    assert game.deal_under(164, BAKERS_2)  # the same deal: dealt again
    assert game.position == Position.from_deal(deal(164), BAKERS_2)
    deals.back()
    assert deals.number == 617 and game.rules == BAKERS_2  # back keeps the rules chosen


def test_a_restored_game_of_another_variant_brings_its_rules() -> None:
    _deals, game = model()
    heard: list[object] = []
    game.rulesChanged.connect(heard.append)
    saved = Game(Position.from_deal(deal(5), BAKERS_2), AutoplayPolicy.MS, 5)
    game.restore(deal(5), saved, [])
    assert game.rules == BAKERS_2 and heard == [BAKERS_2]
    game.new_game()
    assert game.position == Position.from_deal(deal(5), BAKERS_2)  # a new game keeps them


def test_a_move_to_a_cell_the_variant_lacks_is_refused_with_the_reason() -> None:
    _deals, game = model(rules=Rules(1))
    reason = game.play(Move(0, 9, 1))
    assert reason == "this game has 1 free cell: there is no free cell b"
    assert game.play(Move(0, 8, 1)) is None
