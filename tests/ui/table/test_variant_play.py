"""Play on the table under a variant (issue 29): whatever keys and clicks a player gives, every
move the window accepts is legal under the variant's own rules, checked against the rules'
definition (Baker's Game: down by suit; no card in a cell the game lacks)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from freecell_gui.core.game.rules import EMPTY, RANK, SUIT, Move, Position, is_cascade
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.ui.main_window import MainWindow

KEYS = "12345678abcdh"
variants = st.builds(Rules, st.integers(0, 4), st.sampled_from(list(Building)))


def obeys(before: Position, move: Move, rules: Rules) -> bool:
    """The move read against the variant's definition, not through `Position.check`."""
    source, target, count = move
    if not is_cascade(source) and source != 8 + 4 and source - 8 >= rules.free_cells:
        return False  # out of a cell the game lacks
    if 8 <= target < 12 and target - 8 >= rules.free_cells:
        return False  # into a cell the game lacks
    if not is_cascade(target) or not before.cascades[target]:
        return True  # cells, home, and an empty column take what the other checks allow
    moving = before.cascades[source][-count] if is_cascade(source) else before.freecells[source - 8]
    below = before.cascades[target][-1]
    if RANK[moving] != RANK[below] - 1:
        return False
    red = SUIT[moving] in (1, 2), SUIT[below] in (1, 2)
    if rules.building is Building.SAME_SUIT:
        return SUIT[moving] == SUIT[below]
    return red[0] != red[1]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rules=variants, number=st.integers(1, 32_000), keys=st.text(alphabet=KEYS + "x", max_size=16))
def test_every_move_the_keys_make_is_legal_under_the_variant(
    qtbot: QtBot, window: MainWindow, rules: Rules, number: int, keys: str
) -> None:
    window.table_play.animations_enabled = False
    assert window.game.deal_under(number, rules, ask=False)
    window.keyboard_play.let_go()
    for key in keys:
        qtbot.keyClick(window.view, key)
    game = window.game.game
    position = game.start
    assert position.rules == rules
    for step in game.steps[: game.cursor]:
        assert obeys(position, step.move, rules), (step.text, rules)
        assert len(step.after.freecells) == rules.free_cells
        assert sum(card != EMPTY for card in step.after.freecells) <= rules.free_cells
        position = step.after
    assert position == window.game.position


def test_the_keys_do_play_under_bakers_game_with_two_cells(qtbot: QtBot, window: MainWindow) -> None:
    # Not vacuous: keys play moves to the cells there are, and refuse a third cell.
    window.table_play.animations_enabled = False
    window.game.deal_under(617, Rules(2, Building.SAME_SUIT), ask=False)
    for key in "1a2b3c":
        qtbot.keyClick(window.view, key)
    assert window.game.move_count == 2
    assert all(card != EMPTY for card in window.game.position.freecells)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    rules=variants,
    number=st.integers(1, 32_000),
    picks=st.lists(st.tuples(st.integers(0, 15), st.integers(0, 15)), max_size=10),
)
def test_every_move_a_click_makes_is_legal_under_the_variant(
    window: MainWindow, rules: Rules, number: int, picks: list[tuple[int, int]]
) -> None:
    window.table_play.animations_enabled = False
    assert window.game.deal_under(number, rules, ask=False)
    scene, play = window.scene, window.table_play
    for source, target in picks:
        piles = scene.piles
        pile, onto = piles[source % len(piles)], piles[target % len(piles)]
        if not pile.cards:
            continue
        before = window.game.position
        count = window.game.move_count
        play.click(scene.card_rect(pile.cards[-1]).center())
        play.click(scene.pile_rect(onto).center())
        if window.game.move_count > count:
            step = window.game.game.steps[count]
            assert obeys(before, step.move, rules), (step.text, rules)
    assert len(scene.freecells) == rules.free_cells
