"""What the window does with a later start's request (ui/single_instance.py): one question at a
time, the game never left without the player's yes, and no request lost.

A request brings the window to the front at once, and any question or dialog open above it (the
player sees the question, and its keys go there).
Its deal is shown as a deal chosen in the window is: with moves on the table, the player is asked
first. Requests that come while a question is open never open a second one on top of it:
- while the question of an earlier request is open, that question now asks for the newest
  request's deal (its text names it): Yes shows the newest deal, No keeps the game for all;
  a newest request for the deal on the table closes the question as No (the deal is shown);
- while any other question or dialog is open (the player's own Leave This Game?, a change of
  rules, a file dialog), the newest request waits, and is acted on once nothing is open (asking
  then, if the game still has moves). An older request still waiting is superseded: the window
  shows one deal, the one asked for last.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from freecell_gui.core.deals.dealer import deal
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.game.play_actions import PlayActions
from freecell_gui.ui.single_instance import Request

WAIT_CHECK_MS = 100
"""How often a waiting request looks whether the question or dialog in the way has closed."""


def _a_dialog_is_open() -> bool:
    return QApplication.activeModalWidget() is not None


class InstanceRequests(QObject):
    """Acts on later starts' requests for `window`, one question at a time (see the module)."""

    def __init__(
        self,
        window: QWidget,
        deals: DealModel,
        play: PlayActions,
        busy: Callable[[], bool] = _a_dialog_is_open,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.deals = deals
        self.play = play
        self._busy = busy
        self._asking = False  # a request's deal is being shown (its question may be open)
        self._newest: int | None = None  # the deal asked for last while `_asking`
        self.waiting: int | None = None  # the deal of a request waiting for a dialog to close
        self._timer = QTimer(self)
        self._timer.setInterval(WAIT_CHECK_MS)
        self._timer.timeout.connect(self._try_waiting)

    def take(self, request: Request) -> None:
        """A later start's request: the window to the front, then its deal (see the module)."""
        window = self.window
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()
        question = QApplication.activeModalWidget()
        if question is not None:  # kept above the window it was raised over, and given the keys
            question.raise_()
            question.activateWindow()
        if request.deal is None:
            return  # only the window asked for: a deal waiting still waits
        if self._asking:
            self._newest = request.deal
            if request.deal == self.deals.number:
                self._answer_no()  # the deal asked for last is on the table: nothing left to ask
                return
            self.play.follow_request(request.deal)
            return
        self.waiting = request.deal
        self._try_waiting()

    def _answer_no(self) -> None:
        """Close the open question of a request as No: the game stays. The newest start asked
        for the deal on the table, so "Show deal N and leave it?" would name the deal already
        shown, and its Yes would do nothing."""
        question = QApplication.activeModalWidget()
        if not self.play.question_open or not isinstance(question, QMessageBox):
            return
        no = question.button(QMessageBox.StandardButton.No)
        if no is not None:
            no.click()
        else:
            question.reject()

    def _try_waiting(self) -> None:
        if self.waiting is None:
            self._timer.stop()
            return
        if self._asking or self._busy():
            self._timer.start()  # looked at again until nothing is in the way
            return
        self._timer.stop()
        number, self.waiting = self.waiting, None
        self._show(number)

    def _show(self, number: int) -> None:
        """Show deal `number`, asking first if the game on the table has moves; the question
        follows any request that comes while it is open."""
        if number == self.deals.number:
            return
        self._asking = True
        self._newest = number
        self.play.requested_deal = number
        try:
            if not self.deals.may_leave():  # the question, if any: a nested event loop
                return  # No: the game stays, for every request it was asked for
            if self._newest != self.deals.number:
                self.deals.show(deal(self._newest), ask=False)  # the player said yes already
        finally:
            self._asking = False
            self.play.requested_deal = None
