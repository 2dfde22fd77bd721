"""A long last game (a player who went back and forth for hours) never costs the start its time:
the window is made without replaying it, the game comes back after the first paint, replayed on
a worker, and then the table, the moves panel (a list that makes a row only when it is seen),
a click on any move and undo are as for any game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from freecell_gui.core.game.saved_game import restore_game_text
from freecell_gui.ui.app import create_window
from freecell_gui.ui.history.persistence import data_folder
from tests.ui.history.long_game import seed_long_game

MOVES = 20_000


def test_a_long_last_game_comes_back_after_the_first_paint_and_plays_as_any(
    qtbot: QtBot, isolated_settings: Path, isolated_data: Path
) -> None:
    saved = seed_long_game(data_folder(), MOVES)
    expected = restore_game_text(saved.to_text())[1]
    window = create_window()
    qtbot.addWidget(window)
    # The window was made without the replay: the table is the deal's, playable at once.
    assert window.game.game.cursor == 0
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.game.game.cursor == MOVES, timeout=60_000)
    assert window.game.position == expected.position
    assert window.model.number == saved.number

    panel = window.moves_panel
    assert panel.list.count() == MOVES + 1  # the deal's row, then one a move
    last = panel.list.item(MOVES)
    assert last.text().startswith(f"{MOVES}.") and last.font().bold()
    assert panel.list.currentRow() == MOVES
    assert f"Move {MOVES} of {MOVES}" in panel.status.text()

    # Undo: one move back on the table and in the panel; a click on the last move goes forward.
    window.game.undo()
    assert window.game.position == expected.position_after(MOVES - 1)
    assert panel.list.currentRow() == MOVES - 1 and panel.list.item(MOVES - 1).font().bold()
    panel.list.scrollToItem(panel.list.item(MOVES))
    qtbot.mouseClick(
        panel.list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=panel.list.visualItemRect(panel.list.item(MOVES)).center(),
    )
    assert window.game.game.cursor == MOVES and window.game.position == expected.position
    # The table shows the position: each cascade's cards, bottom to top.
    for pile, cards in zip(window.scene.cascades, window.game.position.cascades, strict=True):
        assert [item.card.index for item in pile.cards] == list(cards)
    window.close()
