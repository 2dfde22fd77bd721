"""The deal model: the one QObject that holds which deal is shown.

It wraps the pure dealer. Widgets and the table scene observe its signals and call its
navigation slots; none of them computes a deal.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL, Deal, DealFamily, check_deal_number, deal

HISTORY_LIMIT = 200  # deals remembered for back/forward; holding PageDown must not grow memory


class DealModel(QObject):
    """The current deal, its number and family, and navigation with back/forward history.

    Deal numbers go past 2^31, so signals carry them as Python objects, not C++ ints.
    """

    dealChanged = Signal(object)  # the new Deal
    historyChanged = Signal()  # back/forward availability may have changed
    randomFamilyChanged = Signal(object)  # DealFamily

    def __init__(self, number: int = FIRST_DEAL, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._deal = deal(check_deal_number(number))
        self._history: list[int] = [number]
        self._position = 0
        self._random_family = DealFamily.WINDOWS_MILLION
        self._random = random.Random()
        # Asked before any deal change (a game in progress may want to ask the user); False stops it.
        self.guard: Callable[[], bool] | None = None

    # --- what is shown -----------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        """The deal on the table."""
        return self._deal

    @property
    def number(self) -> int | None:
        """The deal's number, or None for a custom layout."""
        return self._deal.number

    @property
    def family(self) -> DealFamily | None:
        """The smallest family holding the number, or None for a custom layout."""
        return self._deal.family

    @property
    def random_family(self) -> DealFamily:
        """The family that `random` picks from."""
        return self._random_family

    def set_random_family(self, family: DealFamily) -> None:
        """Choose the family that `random` picks from."""
        if family is not self._random_family:
            self._random_family = family
            self.randomFamilyChanged.emit(family)

    # --- navigation ---------------------------------------------------------------------

    def set_number(self, number: int) -> None:
        """Show deal `number`; DealNumberError (a ValueError) if it is out of range."""
        check_deal_number(number)
        if number == self._deal.number or not self._allowed():
            return
        self._show(deal(number))
        self._remember(number)

    def set_custom(self, deal: Deal) -> None:
        """Show a layout that has no number (for example one read from a file)."""
        if self._allowed():
            self._show(deal)

    def show(self, deal: Deal, *, ask: bool = True) -> bool:
        """Show `layout`, numbered or custom (a saved game's deal); without `ask` the guard is
        not asked (the game on the table is saved, not lost). True if it is shown."""
        if deal == self._deal:
            return True
        if ask and not self._allowed():
            return False
        self._show(deal)
        if deal.number is not None:
            self._remember(deal.number)
        return True

    def next(self) -> None:
        """The following deal (stays at the last deal)."""
        self.set_number(min(LAST_DEAL, (self.number or 0) + 1))

    def previous(self) -> None:
        """The preceding deal (stays at deal 1)."""
        self.set_number(max(FIRST_DEAL, (self.number or 2) - 1))

    def first(self) -> None:
        """Deal 1."""
        self.set_number(FIRST_DEAL)

    def last(self) -> None:
        """The last deal of the random family (the family the user chose)."""
        self.set_number(self._random_family.last)

    def random(self) -> None:
        """A random deal from the chosen family, never the one shown."""
        family = self._random_family
        number = self._random.randint(FIRST_DEAL, family.last)
        while number == self.number:
            number = self._random.randint(FIRST_DEAL, family.last)
        self.set_number(number)

    def can_go_back(self) -> bool:
        """True if there is an earlier deal in the history."""
        return self._position > 0

    def can_go_forward(self) -> bool:
        """True after going back."""
        return self._position < len(self._history) - 1

    def back(self) -> None:
        """The deal visited before this one."""
        if self.can_go_back() and self._allowed():
            self._position -= 1
            self._show(deal(self._history[self._position]))
            self.historyChanged.emit()

    def forward(self) -> None:
        """Undo a `back`."""
        if self.can_go_forward() and self._allowed():
            self._position += 1
            self._show(deal(self._history[self._position]))
            self.historyChanged.emit()

    def may_leave(self) -> bool:
        """Ask the guard whether the game on the table may be left (True when none is set): what
        a deal change asks, for other changes that throw the game away (a change of rules)."""
        return self._allowed()

    # --- internals ----------------------------------------------------------------------

    def _allowed(self) -> bool:
        return self.guard is None or self.guard()

    def _show(self, deal: Deal) -> None:
        self._deal = deal
        self.dealChanged.emit(deal)

    def _remember(self, number: int) -> None:
        del self._history[self._position + 1 :]
        self._history.append(number)
        if len(self._history) > HISTORY_LIMIT:
            del self._history[: len(self._history) - HISTORY_LIMIT]
        self._position = len(self._history) - 1
        self.historyChanged.emit()
