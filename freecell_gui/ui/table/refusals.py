"""Why a move is refused, in the player's language.

The rules (core/game/rules.py, `Position.check`) give their reason in English: the core has no
Qt, and its words are also the command line's. The window says the same reasons through Qt's
translation: each of the rules' reasons is a whole sentence here, found by asking the position
the same questions `check` asks (never by reading its English), in the same order, so that in
English the two read alike word for word (tests/ui/table/test_refusals.py holds them to that).
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.game.rules import (
    EMPTY,
    FIRST_FREECELL,
    HOME,
    IS_RED,
    PLACE_COUNT,
    PLACE_NAMES,
    RANK,
    SUIT,
    Move,
    Position,
    is_cascade,
    is_freecell,
    supermove_limit,
)
from freecell_gui.core.game.variant import Building
from freecell_gui.ui.table.names import card_name

# "JD goes on a black queen": one whole phrase for each colour and rank below it, so that a
# language can make the adjective agree with the rank ("eine schwarze Dame", "einen schwarzen
# König"). [rank of the card on top - 2]; the card moved is %1.
_ON_A_BLACK = cast(
    tuple[str, ...],
    (
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black two"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black three"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black four"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black five"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black six"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black seven"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black eight"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black nine"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black ten"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black jack"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black queen"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a black king"),
    ),
)
_ON_A_RED = cast(
    tuple[str, ...],
    (
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red two"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red three"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red four"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red five"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red six"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red seven"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red eight"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red nine"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red ten"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red jack"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red queen"),
        QT_TRANSLATE_NOOP("MoveRefusal", "%1 goes on a red king"),
    ),
)


def _code(card: int) -> str:
    return DECK[card].code


class MoveRefusal(QObject):
    """The rules' reasons, translated; a QObject for tr's plural forms."""

    def reason(self, position: Position, move: Move) -> str | None:
        """Why `move` is illegal in `position`, in the player's language; None if it is legal."""
        english = position.check(move)
        if english is None:
            return None
        return self._translated(position, move) or english  # a reason the rules gained since: English

    def _translated(self, position: Position, move: Move) -> str | None:
        source, target, count = move
        if not 0 <= source < HOME:
            if source == HOME:
                return self.tr("cards never leave the foundations")
            return self.tr("there is no place %1").replace("%1", str(source))
        if not 0 <= target < PLACE_COUNT:
            return self.tr("there is no place %1").replace("%1", str(target))
        if source == target:
            return self.tr("a move needs two different places")
        card = position.top(source)
        if card == EMPTY:
            if is_freecell(source):
                return self.tr("free cell %1 is empty").replace("%1", PLACE_NAMES[source])
            return self.tr("column %1 is empty").replace("%1", str(source + 1))
        if count < 1:
            return self.tr("a move carries at least one card")
        if not is_cascade(source) or not is_cascade(target):
            return self._single_card(position, card, source, target, count)
        column = position.cascades[source]
        if count > len(column):
            return self.tr("column %1 holds only %n card(s)", "", len(column)).replace("%1", str(source + 1))
        run = position.run_length(source)
        if count > run:
            return (
                self.tr("the top %1 cards of column %2 are not an ordered run (only %3 are)")
                .replace("%1", str(count))
                .replace("%2", str(source + 1))
                .replace("%3", str(run))
            )
        onto = self._onto_cascade(position, column[-count], target)
        if onto is not None:
            return onto
        if count > position.max_move(target):
            return self.limit(position, count, target)
        return None

    def _single_card(self, position: Position, card: int, source: int, target: int, count: int) -> str | None:
        """A move to or from a free cell or the foundations."""
        if count != 1:
            place = target if not is_cascade(target) else source
            if place == HOME:
                return self.tr("only one card at a time can go to or come from the foundations")
            return self.tr("only one card at a time can go to or come from free cell %1").replace(
                "%1", PLACE_NAMES[place]
            )
        if target == HOME:
            suit = SUIT[card]
            needed = position.foundations[suit] + 1
            if RANK[card] != needed:
                return (
                    self.tr("%1 cannot go home yet: its foundation needs the %2")
                    .replace("%1", _code(card))
                    .replace("%2", card_name(DECK[suit + 4 * (needed - 1)]))
                )
            return None
        if is_freecell(target):
            cells = len(position.freecells)
            if target - FIRST_FREECELL >= cells:  # a variant with fewer cells (issue 29)
                return self.tr("this game has %n free cell(s): there is no free cell %1", "", cells).replace(
                    "%1", PLACE_NAMES[target]
                )
            held = position.freecells[target - FIRST_FREECELL]
            if held == EMPTY:
                return None
            return (
                self.tr("free cell %1 is taken (%2)")
                .replace("%1", PLACE_NAMES[target])
                .replace("%2", _code(held))
            )
        return self._onto_cascade(position, card, target)

    def _onto_cascade(self, position: Position, card: int, target: int) -> str | None:
        column = position.cascades[target]
        if not column or card in position.rules.builds_on[column[-1]]:
            return None
        return (
            self.tr("%1 cannot go on %2: %3")
            .replace("%1", _code(card))
            .replace("%2", _code(column[-1]))
            .replace("%3", self.builds_on(card, position.building))
        )

    def builds_on(self, card: int, building: Building = Building.ALTERNATE_COLOURS) -> str:
        """Where a card may go in a column: "JD goes on a black queen" (FreeCell), "JD goes on
        the QD" (Baker's Game builds down by suit)."""
        if RANK[card] == 13:
            return self.tr("%1 goes only into an empty column").replace("%1", _code(card))
        if building is Building.SAME_SUIT:
            return self.tr("%1 goes on the %2").replace("%1", _code(card)).replace("%2", _code(card + 4))
        phrases = _ON_A_BLACK if IS_RED[card] else _ON_A_RED
        return QCoreApplication.translate("MoveRefusal", phrases[RANK[card] - 1]).replace("%1", _code(card))

    def limit(self, position: Position, count: int, target: int) -> str:
        """ "only 3 cards can move, not 5: 1 free cell, 0 empty columns" (the counts of now)."""
        cells = position.free_cell_count()
        empty = position.empty_cascade_count() - (0 if position.cascades[target] else 1)
        limit = supermove_limit(cells, empty)
        text = (
            self.tr("only %n card(s) can move, not %1: %2, %3", "", limit)
            if position.cascades[target]
            else self.tr(
                "only %n card(s) can move, not %1: %2, %3 (the empty target does not count)", "", limit
            )
        )
        return (
            text.replace("%1", str(count))
            .replace("%2", self.tr("%n free cell(s)", "", cells))
            .replace("%3", self.tr("%n empty column(s)", "", empty))
        )
