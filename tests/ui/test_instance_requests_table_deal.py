"""A later start asks for the deal already on the table while a request's question is open
(ui/instance_requests.py): the question no longer has a deal to offer, so it closes as No and
the game stays; it never asks "Show deal 617 and leave it?" of deal 617 itself."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox

from freecell_gui.ui.instance_requests import InstanceRequests
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.single_instance import Request
from tests.ui.test_instance_requests import _click, _questions, _when_asked, played  # noqa: F401


def test_a_request_for_the_table_s_deal_closes_a_request_s_question_as_no(
    played: tuple[MainWindow, InstanceRequests],  # noqa: F811
) -> None:
    window, requests = played
    after: list[int] = []

    def then_the_table_s_own_deal(box: QMessageBox) -> None:
        requests.take(Request(617))  # the deal on the table, where the game has its move
        QApplication.processEvents()
        after.append(len(_questions()))
        if _questions():  # the old code: still open, now asking to show deal 617 (its Yes does nothing)
            _click(box, QMessageBox.StandardButton.No)

    _when_asked(then_the_table_s_own_deal)
    requests.take(Request(5))
    assert after == [0]  # closed by the newest request, not left open for the player
    assert window.model.number == 617 and window.game.game.cursor == 1  # the game stays, its move kept
    assert requests.waiting is None and not _questions()
    assert window.play_actions.requested_deal is None


def test_a_later_request_after_the_closed_question_is_asked_again(
    played: tuple[MainWindow, InstanceRequests],  # noqa: F811
) -> None:
    window, requests = played
    texts: list[str] = []

    def back_to_617(box: QMessageBox) -> None:
        requests.take(Request(617))
        QApplication.processEvents()
        if _questions():
            _click(box, QMessageBox.StandardButton.No)

    _when_asked(back_to_617)
    requests.take(Request(5))

    def answer_yes(box: QMessageBox) -> None:
        texts.append(box.text())
        _click(box, QMessageBox.StandardButton.Yes)

    _when_asked(answer_yes)
    requests.take(Request(1000))
    assert len(texts) == 1 and "asks for deal 1,000" in texts[0]
    assert window.model.number == 1000
