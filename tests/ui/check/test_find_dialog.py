"""The Find Deal dialog: typed and picked cards, a search off the UI thread, cancel, open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.cards import DECK, parse_card
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.finder.scan import ALL_RANGE, CardPattern
from freecell_gui.ui.background import BackgroundTask
from freecell_gui.ui.check.find_dialog import (
    MAX_LISTED,
    FindDealDialog,
    find_position_deal,
    find_work,
    show_find_dialog,
)
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.main_window import MainWindow


def _first_row_text(number: int) -> str:
    return " ".join(column[0].code for column in deal(number).columns)


def _dialog(qtbot: QtBot, window: MainWindow) -> FindDealDialog:
    dialog = FindDealDialog(window.model, window)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_typed_first_row_finds_and_opens_the_deal(qtbot: QtBot, window: MainWindow) -> None:
    window.model.set_number(1)
    dialog = _dialog(qtbot, window)
    dialog.cards_edit.setText(_first_row_text(617))
    with qtbot.waitSignal(dialog.matches.model().rowsInserted, timeout=60_000):
        dialog.find_button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=60_000)
    assert dialog.matches.item(0).data(Qt.ItemDataRole.UserRole) == 617
    assert dialog.matches.count() == 1
    dialog.open_button.click()
    assert window.model.number == 617


def test_picker_appends_cards_and_greys_out_the_placed_ones(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    for code in ("JD", "2D"):
        dialog.picker_buttons[parse_card(code)].click()
    assert dialog.cards_edit.text() == "JD 2D"
    assert not dialog.picker_buttons[parse_card("JD")].isEnabled()
    assert dialog.picker_buttons[parse_card("9H")].isEnabled()
    assert dialog.pattern() == CardPattern.from_prefix([parse_card("JD"), parse_card("2D")])


def test_bad_text_is_explained_and_find_is_disabled(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    dialog.cards_edit.setText("JD XX")
    assert "'XX' is not a card" in dialog.message.text()
    assert not dialog.find_button.isEnabled()
    dialog.cards_edit.setText("JD JD")
    assert "twice" in dialog.message.text()
    assert not dialog.find_button.isEnabled()


def test_cancel_keeps_the_window_responsive(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FREECELL_GUI_FINDER_ENGINE", "python")  # the C kernel ends too soon to cancel
    dialog = _dialog(qtbot, window)
    dialog.cards_edit.setText(_first_row_text(617)[:8])  # three cards: few matches, a long scan
    dialog.range_box.setCurrentIndex(dialog.range_box.count() - 1)  # all deals: minutes of work
    dialog.find_button.click()
    assert dialog.busy
    qtbot.wait(300)  # the event loop turns while the search runs
    with qtbot.waitSignal(dialog.progress.valueChanged, timeout=60_000):
        pass
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=60_000)
    assert dialog.message.text().startswith("Cancelled")
    assert dialog.find_button.isEnabled()


def test_find_this_positions_deal(qtbot: QtBot, window: MainWindow) -> None:
    layout = deal(617)
    dialog = find_position_deal(window, window.model)
    qtbot.addWidget(dialog)
    assert dialog.pattern() == CardPattern.from_columns(layout.columns)
    assert dialog.range_box.currentData() == ALL_RANGE
    dialog.cancel()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=60_000)


def test_too_many_matches_stop_the_search(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    dialog.cards_edit.setText("AS")  # one card: one deal in 52 matches
    dialog.find_button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=60_000)
    assert dialog.matches.count() == MAX_LISTED
    assert "give more cards" in dialog.message.text()


def test_a_search_that_ends_before_its_cancel_arrives_still_says_there_were_more(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = _dialog(qtbot, window)
    dialog.cards_edit.setText("AS")
    dialog.find_button.click()
    # The worker runs to its end before the window handles a single match (as on a busy machine,
    # where the window is slower than the search): the cancel after the 1000th comes too late.
    assert dialog._task is not None
    dialog._task._thread.join(120)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=60_000)
    assert dialog.matches.count() == MAX_LISTED
    assert "give more cards" in dialog.message.text()


def test_the_search_reports_numbers_beyond_a_c_int(qtbot: QtBot) -> None:
    number = 2**33 - 5
    work = find_work(CardPattern.from_columns(deal(number).columns), range(2**33 - 300, 2**33))
    task: BackgroundTask[bool] = BackgroundTask(work, name="test find")
    found: list[int] = []
    progressed: list[int] = []
    completed: list[bool] = []
    task.handed_over.connect(found.append)
    task.progressed.connect(progressed.append)
    task.finished.connect(completed.append)
    task.start()
    assert task.wait(30)
    assert found == [number]
    assert progressed[-1] == 300
    assert completed == [True]


def test_a_search_that_fails_says_so_and_can_run_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from freecell_gui.ui.check import find_dialog

    def broken(*_args: object, **_kwargs: object) -> list[int]:
        raise RuntimeError("a worker process was lost")

    monkeypatch.setattr(find_dialog, "find_deals", broken)
    dialog = _dialog(qtbot, window)
    dialog.cards_edit.setText(_first_row_text(617))
    dialog.find_button.click()
    dialog.wait()
    assert not dialog.busy
    assert dialog.message.text() == "The search failed: a worker process was lost"
    assert dialog.find_button.isEnabled() and not dialog.cancel_button.isEnabled()


def test_enter_in_the_cards_field_finds_and_enter_again_opens_the_first_match(qtbot: QtBot) -> None:
    model = DealModel(1)
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = show_find_dialog(parent, model)
    first_row = " ".join(str(column[0]) for column in deal(617).columns)
    dialog.cards_edit.setFocus()
    qtbot.keyClicks(dialog.cards_edit, first_row)
    qtbot.keyClick(dialog.cards_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=60_000)
    assert dialog.matches.count() >= 1
    assert int(dialog.matches.item(0).data(Qt.ItemDataRole.UserRole)) == 617
    qtbot.keyClick(dialog.matches, Qt.Key.Key_Return)
    assert model.deal.number == 617


# The inks of our deck, written here as resources/make_deck.py and the four-colour deck use them.
TWO_COLOURS = {"C": "#1c1c22", "D": "#c0141f", "H": "#c0141f", "S": "#1c1c22"}
FOUR_COLOURS = {**TWO_COLOURS, "C": "#0f7a32", "D": "#1452b8"}


def _opened_dialog(qtbot: QtBot, window: MainWindow) -> FindDealDialog:
    window.find_actions[0].trigger()
    (dialog,) = window.findChildren(FindDealDialog)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("four_colour", [False, True], ids=["two colours", "four colours"])
def test_the_picker_writes_cards_as_the_table_does(
    qtbot: QtBot, window: MainWindow, four_colour: bool
) -> None:
    if four_colour:
        window.view_actions.four_colour_action.trigger()
    dialog = _opened_dialog(qtbot, window)
    inks = FOUR_COLOURS if four_colour else TWO_COLOURS
    for card in DECK:
        button = dialog.picker_buttons[card]
        rank = "10" if card.rank == 10 else card.code[0]
        assert button.text() == rank + "\u2663\u2666\u2665\u2660"["CDHS".index(card.code[1])]
        assert "T" not in button.text()
        assert button.palette().color(QPalette.ColorRole.ButtonText).name() == inks[card.code[1]]
    dialog.picker_buttons[parse_card("TC")].click()
    assert dialog.cards_edit.text() == "TC"  # the field keeps the codes every parser reads
    given = dialog.picker_buttons[parse_card("TC")]
    assert not given.isEnabled()
    assert given.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText).name() not in (
        FOUR_COLOURS.values()
    )  # a given card is greyed out, not inked


def test_the_picker_follows_the_deck_chosen_after_the_window_opened(qtbot: QtBot, window: MainWindow) -> None:
    def clubs_ink() -> str:
        before = set(window.findChildren(FindDealDialog))
        window.find_actions[0].trigger()
        (dialog,) = set(window.findChildren(FindDealDialog)) - before
        qtbot.addWidget(dialog)
        return dialog.picker_buttons[parse_card("2C")].palette().color(QPalette.ColorRole.ButtonText).name()

    assert clubs_ink() == TWO_COLOURS["C"]
    window.view_actions.four_colour_action.trigger()
    assert clubs_ink() == FOUR_COLOURS["C"]
