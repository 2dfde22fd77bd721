"""The main window end to end, offscreen: picking deals, invalid entries, settings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.cards import parse_card
from freecell_gui.core.deals.dealer import LAST_DEAL, DealFamily, deal
from freecell_gui.ui.app import create_window
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.table.scene import Mark, cascade_cards


def shown(window: MainWindow) -> list[list[str]]:
    return [[card.code for card in column] for column in cascade_cards(window.scene)]


def test_opens_at_the_asked_deal(window: MainWindow) -> None:
    assert shown(window) == [[card.code for card in column] for column in deal(617).columns]
    assert window.spinbox.value() == 617
    assert "Deal #617" in window.windowTitle()
    # Qt appends the display name ("FreeCell GUI") in the title bar: the title itself never names the app.
    assert window.windowTitle() == "Deal #617"
    assert window.navigation.family_label.text() == "Deal #617  \u00b7  Windows 32,000 (1\u201332,000)"


def test_page_down_and_up_change_the_deal(qtbot: QtBot, window: MainWindow) -> None:
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_PageDown)
    assert window.model.number == 618
    assert shown(window)[0][0] == deal(618).columns[0][0].code
    qtbot.keyClick(window.view, Qt.Key.Key_PageUp)
    qtbot.keyClick(window.view, Qt.Key.Key_PageUp)
    assert window.model.number == 616
    assert window.spinbox.value() == 616


def test_typing_in_the_spinbox_goes_to_the_deal(qtbot: QtBot, window: MainWindow) -> None:
    window.spinbox.lineEdit().setText("#8,589,934,591")
    qtbot.keyClick(window.spinbox, Qt.Key.Key_Return)
    assert window.model.number == LAST_DEAL
    assert shown(window) == [[card.code for card in column] for column in deal(LAST_DEAL).columns]
    assert "FreeCell Pro extended" in window.navigation.family_label.text()


def test_an_invalid_entry_never_changes_the_table(qtbot: QtBot, window: MainWindow) -> None:
    before = shown(window)
    window.spinbox.lineEdit().setText("8589934592")
    qtbot.keyClick(window.spinbox, Qt.Key.Key_Return)
    assert shown(window) == before
    assert window.model.number == 617
    assert window.spinbox.is_invalid()
    assert "1 to 8,589,934,591" in window.statusBar().currentMessage()


def test_random_back_and_forward(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_random_family(DealFamily.WINDOWS_32000)
    window.navigation.random_action.trigger()
    number = window.model.number
    assert number is not None and number != 617 and number <= 32_000
    assert window.navigation.back_action.isEnabled()
    window.navigation.back_action.trigger()
    assert window.model.number == 617
    window.navigation.forward_action.trigger()
    assert window.model.number == number


def test_highlight_field_marks_cards_and_says_where(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClicks(window.view_actions.highlight_field, "QS")
    assert window.scene.marked(Mark.HIGHLIGHT) == {parse_card("QS")}
    assert "Queen of Spades, column 2, card 5" in window.statusBar().currentMessage()
    window.view_actions.highlight_field.setText("kings")
    assert len(window.scene.marked(Mark.HIGHLIGHT)) == 4
    window.view_actions.highlight_field.setText("zz")
    assert window.scene.marked(Mark.HIGHLIGHT) == set()
    assert "not a card" in window.statusBar().currentMessage()


def test_hovering_a_card_names_it(qtbot: QtBot, window: MainWindow) -> None:
    item = window.scene.cascades[2].cards[-1]
    centre = item.mapToScene(item.boundingRect().center())
    # From the felt first: a pointer left on this spot by an earlier test would enter nothing.
    qtbot.mouseMove(window.view.viewport(), QPoint(2, 2))
    qtbot.mouseMove(window.view.viewport(), window.view.mapFromScene(centre))
    # A hang guard; a button still held from another test once kept the hover away (conftest.py).
    qtbot.waitUntil(lambda: "column 3" in window.statusBar().currentMessage(), timeout=30_000)
    assert window.statusBar().currentMessage() == "King of Clubs, column 3, card 7"


def test_options_and_deal_are_restored(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_number(11982)
    window.view_actions.four_colour_action.trigger()
    window.view_actions.labels_action.trigger()
    window.close()
    again = create_window()
    qtbot.addWidget(again)
    assert again.model.number == 11982
    assert again.view_actions.four_colour_action.isChecked()
    assert not again.view_actions.labels_action.isChecked()


def test_a_corrupt_settings_file_falls_back_to_defaults(qtbot: QtBot, isolated_settings: Path) -> None:
    isolated_settings.parent.mkdir(parents=True, exist_ok=True)
    garbage = b"\x00\xff[deal\nlast=\xfe\xfe\n[[[\n" * 50
    isolated_settings.write_bytes(garbage)
    main = create_window()
    qtbot.addWidget(main)
    assert main.model.number == 1
    backups = [*isolated_settings.parent.glob("*.unreadable-*"), isolated_settings]
    assert any(path.read_bytes() == garbage for path in backups if path.exists())


def test_bad_values_in_settings_fall_back_per_key(qtbot: QtBot, isolated_settings: Path) -> None:
    isolated_settings.parent.mkdir(parents=True, exist_ok=True)
    isolated_settings.write_text(
        "[deal]\nlast=99999999999999\nrandom_family=NOPE\n[view]\nfelt=not-a-colour\nfour_colour=maybe\n"
        "[window]\ngeometry=garbage\n",
        encoding="utf-8",
    )
    main = create_window()
    qtbot.addWidget(main)
    assert main.model.number == 1
    assert main.model.random_family is DealFamily.WINDOWS_MILLION
    assert main.scene.felt.name() == "#24704a"
    assert not main.view_actions.four_colour_action.isChecked()


def test_toolbar_keeps_its_short_labels_when_actions_change(window: MainWindow) -> None:
    from PySide6.QtWidgets import QToolBar, QToolButton

    window.model.set_number(1)  # Previous is disabled at deal 1 ...
    window.model.set_number(617)  # ... and enabled again here, which refreshes the buttons
    (toolbar,) = window.findChildren(QToolBar)
    button = toolbar.widgetForAction(window.navigation.previous_action)
    assert isinstance(button, QToolButton)
    assert button.text() == "Previous"
    assert window.navigation.previous_action.text() == "&Previous Deal"


def test_a_status_message_cut_short_reads_whole_on_hover(window) -> None:  # type: ignore[no-untyped-def]
    long = "The game history is not a readable database (file is not a database); " * 3
    window.statusBar().showMessage(long)
    assert window.statusBar().toolTip() == long
    window.statusBar().clearMessage()
    assert window.statusBar().toolTip() == ""
