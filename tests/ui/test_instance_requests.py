"""A later start's requests while the window asks a question (ui/instance_requests.py): never a
second question on top of the first, the game never left without the player's yes, and the newest
request acted on (the question of a request follows the newest; the player's own question keeps
its meaning, and the request waits for it)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from freecell_gui.core.history.store import GameResult
from freecell_gui.ui.instance_requests import InstanceRequests
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.single_instance import Request

HANG_GUARD_S = 30  # a question never answered would hold the test for ever: closed (No) by then


def _questions() -> list[QMessageBox]:
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, QMessageBox) and widget.isVisible()
    ]


def _when_asked(answer: Callable[[QMessageBox], None]) -> None:
    """Run `answer` on the question once it is open (from the question's own event loop)."""
    deadline = time.monotonic() + HANG_GUARD_S

    def look() -> None:
        open_now = _questions()
        if open_now:
            answer(open_now[0])
        elif time.monotonic() < deadline:
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)


def _click(box: QMessageBox, button: QMessageBox.StandardButton) -> None:
    clicked = box.button(button)
    assert clicked is not None
    clicked.click()


@pytest.fixture
def played(qtbot: QtBot, window: MainWindow) -> Iterator[tuple[MainWindow, InstanceRequests]]:
    """Deal 617 with one move made (leaving it asks first), its history open. Questions stacked
    on one another fail the test (each is answered No, so the test ends rather than hangs)."""
    qtbot.waitUntil(lambda: window.persistence.ready, timeout=20_000)
    window.game.play(window.game.position.legal_moves()[0])
    stacked: list[int] = []

    def look() -> None:
        open_now = _questions()
        if len(open_now) > 1:
            stacked.append(len(open_now))
        if stacked:  # failed already: every question answered No, so the test ends
            for box in open_now:
                _click(box, QMessageBox.StandardButton.No)

    watch = QTimer()
    watch.timeout.connect(look)
    watch.start(20)
    yield window, InstanceRequests(window, window.model, window.play_actions)
    watch.stop()
    assert stacked == [], "a question was opened on top of another"


def test_requests_during_a_request_s_question_follow_it_and_no_keeps_the_game(
    played: tuple[MainWindow, InstanceRequests],
) -> None:
    window, requests = played
    seen: list[tuple[int, str]] = []

    def two_more_then_no(box: QMessageBox) -> None:
        requests.take(Request(10913))
        requests.take(Request(1000))
        QApplication.processEvents()
        seen.append((len(_questions()), box.text()))
        _click(box, QMessageBox.StandardButton.No)

    _when_asked(two_more_then_no)
    requests.take(Request(5))
    assert seen and seen[0][0] == 1, seen  # one question, never a second on top of it
    assert "asks for deal 1,000" in seen[0][1] and "Show deal 1,000 and leave it?" in seen[0][1]
    assert window.model.number == 617 and window.game.game.cursor == 1  # No: the game stays
    assert requests.waiting is None and not _questions()  # nothing left to ask


def test_yes_to_a_request_s_question_shows_the_newest_deal_and_keeps_the_game_left(
    played: tuple[MainWindow, InstanceRequests],
) -> None:
    window, requests = played
    asked: list[int] = []

    def newer_then_yes(box: QMessageBox) -> None:
        requests.take(Request(1000))
        asked.append(len(_questions()))
        _click(box, QMessageBox.StandardButton.Yes)

    _when_asked(newer_then_yes)
    requests.take(Request(5))
    assert asked == [1]
    assert window.model.number == 1000 and not window.model.can_go_forward()
    window.model.back()  # deal 5 was never shown: the question was answered for deal 1,000
    assert window.model.number == 617
    window.persistence.flush()
    store = window.persistence.store
    assert store is not None
    (left,) = [record for record in store.history() if record.deal == 617]
    assert left.result is GameResult.GIVEN_UP and left.cursor == 1  # left with the player's yes, kept


def test_requests_during_the_player_s_own_question_wait_then_the_newest_is_asked(
    qtbot: QtBot, played: tuple[MainWindow, InstanceRequests]
) -> None:
    window, requests = played
    texts: list[str] = []
    counts: list[int] = []

    def requests_then_no(box: QMessageBox) -> None:
        texts.append(box.text())
        requests.take(Request(5))
        requests.take(Request(1000))
        QApplication.processEvents()
        counts.append(len(_questions()))
        _when_asked(yes_to_the_request)  # the next question: the waiting request's
        _click(box, QMessageBox.StandardButton.No)

    def yes_to_the_request(box: QMessageBox) -> None:
        texts.append(box.text())
        counts.append(len(_questions()))
        _click(box, QMessageBox.StandardButton.Yes)

    _when_asked(requests_then_no)
    window.model.next()  # PageDown: the player's own Leave This Game?
    assert window.model.number == 617 and counts == [1]  # No to their own question; requests waited
    qtbot.waitUntil(lambda: window.model.number == 1000, timeout=HANG_GUARD_S * 1000)
    assert counts == [1, 1] and "asks for deal" not in texts[0] and "asks for deal 1,000" in texts[1]
    assert requests.waiting is None and not _questions()


def test_a_request_without_a_deal_only_brings_the_window_forward(
    played: tuple[MainWindow, InstanceRequests],
) -> None:
    window, requests = played
    requests.take(Request(None))
    assert window.model.number == 617 and window.game.game.cursor == 1 and not _questions()


def test_requests_during_the_rules_question_wait_and_are_asked_after_it(
    qtbot: QtBot, played: tuple[MainWindow, InstanceRequests]
) -> None:
    window, requests = played
    texts: list[str] = []

    def requests_then_no(box: QMessageBox) -> None:
        texts.append(box.text())
        requests.take(Request(5))
        requests.take(Request(1000))
        _when_asked(no_to_the_request)
        _click(box, QMessageBox.StandardButton.No)

    def no_to_the_request(box: QMessageBox) -> None:
        texts.append(box.text())
        _click(box, QMessageBox.StandardButton.No)

    _when_asked(requests_then_no)
    assert not window.variant_actions.set_free_cells(3)  # Game > Free Cells > 3: asked, No
    qtbot.waitUntil(lambda: len(texts) == 2 and requests.waiting is None and not _questions(), timeout=30_000)
    assert "under the new rules" in texts[0] and "asks for deal 1,000" in texts[1]
    assert window.model.number == 617 and window.game.game.cursor == 1  # two Noes: the game stays
    assert window.game.position.rules.free_cells == 4
