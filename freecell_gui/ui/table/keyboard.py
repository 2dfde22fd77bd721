"""Playing with the keyboard, FreeCell Pro's way: a place key picks, a second key plays.

Columns are keys 1-8 and free cells a-d, as freecellgamesolutions.com names them. The first
key picks the card or ordered run on top of that place (lit, as a click lights it); the second
sends it to another column or cell, or home with h. The same key twice sends the card home or
to a free cell, as a double-click does; Escape lets go. A refused move says why, as for the
mouse. The keys work while the table has the keyboard focus, never while a field is typed in.
In a game with fewer free cells (issue 29) the letters of the cells it lacks say so.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from freecell_gui.core.game.rules import FIRST_FREECELL, HOME
from freecell_gui.core.game.variant import MAX_FREE_CELLS
from freecell_gui.ui.table.geometry import FREECELL_LETTERS
from freecell_gui.ui.table.piles import PileItem
from freecell_gui.ui.table.play import TablePlay

CASCADE_KEYS = {getattr(Qt.Key, f"Key_{digit}"): digit - 1 for digit in range(1, 9)}
FREECELL_KEYS = {
    getattr(Qt.Key, f"Key_{letter}"): FIRST_FREECELL + index for index, letter in enumerate("ABCD")
}
PLACE_KEYS = {**CASCADE_KEYS, **FREECELL_KEYS}
HOME_KEY = Qt.Key.Key_H
# Shift is allowed (it makes the letters capitals); the keypad's digits count as digits.
ALLOWED_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


def place_name(place: int) -> str:
    """A place as the notation writes it: 1-8, a-d, h."""
    if place < FIRST_FREECELL:
        return str(place + 1)
    if place < FIRST_FREECELL + MAX_FREE_CELLS:
        return FREECELL_LETTERS[place - FIRST_FREECELL]
    return "h"


class KeyboardPlay(QObject):
    """Place keys on the table view, turned into picks and moves of its TablePlay."""

    def __init__(self, play: TablePlay, view: QWidget) -> None:
        super().__init__(view)
        self.play = play
        self.picked: int | None = None  # the place picked by the first key
        view.installEventFilter(self)
        play.game.positionChanged.connect(self._forget)

    def _forget(self) -> None:
        self.picked = None

    def _key_of(self, event: QKeyEvent) -> int | None:
        """The place a key names (HOME for h only while cards are picked), or None."""
        if event.modifiers() & ~ALLOWED_MODIFIERS:
            return None
        key = Qt.Key(event.key())
        if key in PLACE_KEYS:
            return PLACE_KEYS[key]
        if key == HOME_KEY and self.picked is not None:
            return HOME
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if not isinstance(event, QKeyEvent):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            # A place key (and h once cards are picked) belongs to the table: taking it here
            # keeps an action with the same key (h is Hint) from firing instead.
            if self._key_of(event) is not None:
                event.accept()
                return True
            return False
        if kind != QEvent.Type.KeyPress:
            return False
        if event.key() == Qt.Key.Key_Escape:
            self.let_go()
            return False  # TablePlay clears a click's choice on Escape too
        place = self._key_of(event)
        if place is None:
            return False
        self.press(place)
        return True

    def press(self, place: int) -> None:
        """A place key: pick at `place`, or play what was picked there."""
        self.play.finish_animation()
        if self.picked is not None and not self.play.selected:
            self.picked = None  # a click put the picked cards down meanwhile
        if self.picked is None:
            self._pick(place)
            return
        source, self.picked = self.picked, None
        if self._absent_cell(place):
            self.play.clear_selection()
            return
        if place == source:
            pile = self._pile(source)
            self.play.clear_selection()
            if pile is not None and pile.cards:
                self.play.send_away(pile.cards[-1])
            return
        self.play.move_selected(place)

    def _pile(self, place: int) -> PileItem | None:
        return self.play.scene.pile_at(place)  # None for the foundations: no card leaves them

    def _absent_cell(self, place: int) -> bool:
        """True (the reason said) for the letter of a free cell the game does not have."""
        cells = len(self.play.game.position.freecells)
        if not FIRST_FREECELL + cells <= place < HOME:
            return False
        self.play.message.emit(
            self.tr("this game has %n free cell(s): there is no free cell %1", "", cells).replace(
                "%1", place_name(place)
            )
        )
        return True

    def _pick(self, place: int) -> None:
        if self._absent_cell(place):
            return
        pile = self._pile(place)
        if pile is None:
            return
        if not pile.cards:
            # Lower case: the status bar capitalises a message's first letter, in every language.
            empty = (
                self.tr("column %1 is empty: pick a place with a card on top")
                if place < FIRST_FREECELL
                else self.tr("free cell %1 is empty: pick a place with a card on top")
            )
            self.play.message.emit(empty.replace("%1", place_name(place)))
            return
        first = len(pile.cards) - 1
        if place < FIRST_FREECELL:
            first = len(pile.cards) - self.play.game.position.run_length(place)
        if self.play.select(pile.cards[first]):
            self.picked = place

    def let_go(self) -> None:
        """Escape: put the picked cards back."""
        self.picked = None
        self.play.clear_selection()
