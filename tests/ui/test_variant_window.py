"""Game > Free Cells and Game > Rules in the window (issue 29): the menus, the settings, the title
and status bar, the table's cells, keys, refusals, the site links and the export follow the
variant of the game on the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.rules import AutoplayPolicy, Move, Position
from freecell_gui.core.game.variant import FREECELL, Building, Rules
from freecell_gui.ui.export.renderer import ExportFormat, ExportOptions, TableRenderer
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.settings import BUILDING, FREE_CELLS
from freecell_gui.ui.table.play import card_center

BAKERS = Rules(4, Building.SAME_SUIT)
BAKERS_2 = Rules(2, Building.SAME_SUIT)


def open_window(qtbot: QtBot, number: int = 617) -> MainWindow:
    from freecell_gui.ui.app import create_window

    main = create_window(number)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    main.table_play.animations_enabled = False
    return main


def checked(window: MainWindow) -> tuple[int, Building]:
    actions = window.variant_actions
    cells = [count for count, action in actions.cells_actions.items() if action.isChecked()]
    games = [building for building, action in actions.rules_actions.items() if action.isChecked()]
    assert len(cells) == 1 and len(games) == 1
    return cells[0], games[0]


def test_the_standard_game_keeps_todays_title_and_status_bar(window: MainWindow) -> None:
    assert window.windowTitle() == "Deal #617"
    assert checked(window) == (4, Building.ALTERNATE_COLOURS)
    assert window.variant_actions.label.isHidden()
    assert len(window.scene.freecells) == 4


def test_choosing_a_variant_deals_again_under_it_and_every_part_follows(window: MainWindow) -> None:
    window.variant_actions.rules_actions[Building.SAME_SUIT].trigger()
    window.variant_actions.cells_actions[2].trigger()
    assert window.game.rules == BAKERS_2
    assert window.game.position == Position.from_deal(deal(617), BAKERS_2)
    assert window.windowTitle() == "Deal #617 \u2014 Baker's Game, 2 free cells"
    label = window.variant_actions.label
    assert not label.isHidden() and label.text() == "Baker's Game, 2 free cells"
    assert checked(window) == (2, Building.SAME_SUIT)
    assert window.settings.get(FREE_CELLS) == 2 and window.settings.get(BUILDING) is Building.SAME_SUIT
    scene = window.scene
    assert [pile.name for pile in scene.freecells] == ["free cell a", "free cell b"]
    assert [pile.isVisible() for pile in scene._all_freecells] == [True, True, False, False]
    # The foundations stay where they are, right of the cells.
    assert [pile.x_units for pile in scene.foundations] == [pile.x_units for pile in scene.cascades[4:]]
    window.variant_actions.cells_actions[4].trigger()
    window.variant_actions.rules_actions[Building.ALTERNATE_COLOURS].trigger()
    assert window.windowTitle() == "Deal #617" and window.variant_actions.label.isHidden()


def test_the_choice_is_kept_for_the_next_start(qtbot: QtBot) -> None:
    first = open_window(qtbot)
    first.variant_actions.choose(Rules(0))
    first.close()
    second = open_window(qtbot, 618)
    assert second.game.rules == Rules(0)
    assert len(second.scene.freecells) == 0
    assert checked(second) == (0, Building.ALTERNATE_COLOURS)


@pytest.mark.parametrize(
    "bad", ["free_cells=7", "free_cells=-1", "building=klondike", "free_cells=@Variant(\\0)"]
)
def test_a_bad_variant_in_the_settings_file_means_freecell_with_four_cells(
    qtbot: QtBot, isolated_settings: Path, bad: str
) -> None:
    isolated_settings.parent.mkdir(parents=True, exist_ok=True)
    isolated_settings.write_text(f"[play]\n{bad}\n", encoding="utf-8")
    window = open_window(qtbot)
    assert window.game.rules == FREECELL
    assert checked(window) == (4, Building.ALTERNATE_COLOURS)


def test_a_game_in_progress_is_not_thrown_away_without_asking(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def answer_no(title: str, question: str) -> bool:
        asked.append(question)
        return False

    monkeypatch.setattr(window.play_actions, "_ask", answer_no)
    window.game.play(Move(0, 8, 1))
    before = window.game.position
    window.variant_actions.rules_actions[Building.SAME_SUIT].trigger()
    assert asked and "1 move" in asked[0]
    assert window.game.position == before and window.game.rules == FREECELL
    assert checked(window) == (4, Building.ALTERNATE_COLOURS)  # the item clicked is unchecked again
    monkeypatch.setattr(window.play_actions, "_ask", lambda title, question: True)
    window.variant_actions.cells_actions[3].trigger()
    assert window.game.rules == Rules(3) and window.game.move_count == 0


def test_the_menus_follow_a_restored_game_of_another_variant(window: MainWindow) -> None:
    saved = Game(Position.from_deal(deal(5), BAKERS_2), AutoplayPolicy.MS, 5)
    saved.play(Move(0, 8, 1))
    window.game.restore(deal(5), saved, [])
    assert checked(window) == (2, Building.SAME_SUIT)
    assert window.windowTitle() == "Deal #5 \u2014 Baker's Game, 2 free cells"
    assert len(window.scene.freecells) == 2
    assert [item.card for item in window.scene.freecells[0].cards] == [deal(5).columns[0][-1]]


def test_the_site_links_are_only_for_the_standard_game(window: MainWindow) -> None:
    share = window.share
    assert share.open_site_action.isEnabled() and share.open_solution_action.isEnabled()
    window.variant_actions.choose(BAKERS)
    for action in (share.open_site_action, share.open_solution_action):
        assert not action.isEnabled()
        assert (
            action.toolTip()
            == "freecellgamesolutions.com plays only FreeCell with 4 free cells, not Baker's Game"
        )
    window.variant_actions.choose(FREECELL)
    assert share.open_site_action.isEnabled()
    assert "freecellgamesolutions.com in the browser" in share.open_site_action.toolTip()


def press(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    for key in keys:
        qtbot.keyClick(window.view, key)


def test_the_keys_of_cells_the_game_lacks_say_why(qtbot: QtBot, window: MainWindow) -> None:
    said: list[str] = []
    window.table_play.message.connect(said.append)
    window.variant_actions.choose(Rules(2))
    press(qtbot, window, "c")
    assert said[-1] == "this game has 2 free cells: there is no free cell c"
    press(qtbot, window, "1d")
    assert said[-1] == "this game has 2 free cells: there is no free cell d"
    assert window.game.move_count == 0 and not window.table_play.selected
    press(qtbot, window, "1b")
    assert window.game.move_count == 1 and window.game.position.freecells[1] != -1


def test_with_no_cell_a_double_click_says_there_is_none(qtbot: QtBot, window: MainWindow) -> None:
    said: list[str] = []
    window.table_play.message.connect(said.append)
    window.variant_actions.choose(Rules(0))
    item = window.scene.cascades[0].cards[-1]
    assert not window.table_play.send_away(item)
    assert said[-1] == f"{item.card.code} cannot go home yet, and this game has no free cell"


def test_bakers_game_refuses_a_move_in_alternate_colours_with_its_reason(window: MainWindow) -> None:
    said: list[str] = []
    window.table_play.message.connect(said.append)
    window.variant_actions.choose(BAKERS)
    position = window.game.position
    # A card FreeCell would put on another column and Baker's Game refuses (not of its suit).
    source, target = next(
        (source, target)
        for source in range(8)
        for target in range(8)
        if source != target and position.under(FREECELL).check(Move(source, target, 1)) is None
    )
    hand = window.table_play.pick(window.scene.cascades[source].cards[-1])
    assert hand is not None
    assert not window.table_play.try_move(hand, target)
    card, below = DECK[position.top(source)], DECK[position.top(target)]
    above = DECK[position.top(source) + 4]
    assert said[-1] == f"{card.code} cannot go on {below.code}: {card.code} goes on the {above.code}"
    assert window.game.move_count == 0


def test_the_accessible_table_lists_only_the_cells_the_game_has(window: MainWindow) -> None:
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table is not None
    window.variant_actions.choose(Rules(1))
    assert table.childCount() == 1 + 4 + 8 + 1
    assert table.child(0).text(QAccessible.Text.Name) == "Free cell a, empty"
    assert table.child(1).text(QAccessible.Text.Name) == "Clubs foundation, empty"
    description = table.text(QAccessible.Text.Description)
    assert ", a the free cell;" in description and "a to d" not in description
    window.variant_actions.choose(Rules(0))
    assert table.childCount() == 4 + 8 + 1
    assert "(this game has no free cell)" in table.text(QAccessible.Text.Description)
    window.variant_actions.choose(Rules(3))
    assert ", a to c a free cell;" in table.text(QAccessible.Text.Description)


def test_a_drag_to_where_an_absent_cell_was_is_no_move(qtbot: QtBot, window: MainWindow) -> None:
    window.variant_actions.choose(Rules(1))
    scene = window.scene
    hidden = scene._all_freecells[2]
    item = scene.cascades[0].cards[-1]
    play = window.table_play
    hand = play.pick(item)
    assert hand is not None
    item.setPos(hidden.pos())  # the card let go over the absent cell c
    legal, _illegal = play.drop_target(hand)
    assert legal is None  # nothing there takes it: it slides back
    assert 10 not in play.targets(hand)


def test_the_export_draws_the_variants_table(window: MainWindow) -> None:
    window.variant_actions.choose(BAKERS_2)
    renderer = window.share.renderer(600)
    assert renderer.options.rules == BAKERS_2
    renderer.image(window.model.deal)
    assert len(renderer.scene.freecells) == 2
    svg = renderer.render(window.model.deal, ExportFormat.SVG)
    assert b"Game with 2 free cells" in svg  # its title names the game
    standard = TableRenderer(ExportOptions(width=600))
    standard.image(deal(1))
    assert len(standard.scene.freecells) == 4


def test_a_click_on_a_card_then_on_a_free_cell_plays_under_the_variant(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.variant_actions.choose(Rules(1))
    item = window.scene.cascades[3].cards[-1]
    play = window.table_play
    play.click(card_center(window.scene, item))
    play.click(window.scene.pile_rect(window.scene.freecells[0]).center())
    assert window.game.position.freecells == (item.card.index,)


def test_a_screen_reader_hears_which_game_is_dealt(window: MainWindow) -> None:
    said: list[str] = []
    window.view.accessibility.announced.connect(said.append)
    window.variant_actions.choose(BAKERS_2)
    assert said[-1] == "New game of Baker's Game, 2 free cells: deal 617"
    window.variant_actions.choose(FREECELL)
    assert said[-1] == "New game: deal 617"
