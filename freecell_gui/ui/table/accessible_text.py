"""What a screen reader says about the table: the names and places of cards and piles, and
the sentences announced when the game changes.

Pure functions of core values (cards, positions, moves), so tests call them without a window;
every text goes through Qt's translation (context "TableAccessibility"; the texts with a count,
"TableCounts"; the card and foundation names are names.py's, "TableNames"). Whole sentences are
translated, with %1-style places for the card and pile names, never glued from pieces, so a
language may put the words in its own order; where a name cannot take every case a sentence
would want, the translation is phrased so that it needs none ("oben liegt Karo-Bube", "сверху:
Валет бубен"). The Qt interfaces that carry these texts to the accessibility bus are in
accessible.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject

from freecell_gui.core.deals.cards import DECK, Card, Suit
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, Move, Position
from freecell_gui.ui.i18n.numbers import grouped
from freecell_gui.ui.table.geometry import FREECELL_LETTERS
from freecell_gui.ui.table.names import card_name, foundation_name
from freecell_gui.ui.table.piles import PileKind

# card_name is names.py's, said here too: Find Deal's picker and the tests take it from here.
__all__ = [
    "autoplay_text",
    "card_description",
    "card_name",
    "jump_text",
    "move_text",
    "moved",
    "new_game_text",
    "picked_text",
    "pile_name",
    "played_text",
    "refused_text",
    "status_description",
    "table_description",
    "table_name",
    "undone_text",
    "won_text",
]

# Qt's lupdate reads the context only where it is written out, so each call spells it.
CONTEXT = "TableAccessibility"

# How far a foundation has grown, one whole phrase a rank, so that a language can put the rank
# in the case and with the article its preposition asks for (German "bis zur Vier", "bis zum
# König"; Russian "до четвёрки"). [rank - 1].
_UP_TO_RANK = cast(
    tuple[str, ...],
    (
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Ace"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Two"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Three"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Four"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Five"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Six"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Seven"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Eight"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Nine"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Ten"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Jack"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the Queen"),
        QT_TRANSLATE_NOOP("TableAccessibility", "up to the King"),
    ),
)


class TableCounts(QObject):
    """The texts that hold a count (context "TableCounts"): Qt's lupdate reads plural forms only
    from `tr`, which wants a QObject, and takes the class's name for their context."""

    def cascade(self, number: int, count: int, top: str) -> str:
        """ "Cascade 3, 6 cards, Seven of Diamonds on top"."""
        return (
            self.tr("Cascade %1, %n card(s), %2 on top", "", count)
            .replace("%1", str(number))
            .replace("%2", top)
        )

    def run(self, count: int, foot: str) -> str:
        """ "3 cards from the Nine of Spades": the cards a move carries, named by the one at their foot."""
        return self.tr("%n card(s) from the %1", "", count).replace("%1", foot)

    def jump(self, moves_done: int) -> str:
        """ "Position after 5 moves"."""
        return self.tr("Position after %n move(s)", "", moves_done)

    def won(self, moves: int) -> str:
        """ "Won in 19 moves"."""
        return self.tr("Won in %n move(s)", "", moves)


@cache
def _plurals() -> TableCounts:
    # One object for the life of the app, made on first use (by then the application exists).
    return TableCounts()


def _card(card: int) -> str:
    return card_name(DECK[card])


def _letter(index: int) -> str:
    return FREECELL_LETTERS[index]


def card_description(kind: PileKind, pile: int, position: int, count: int) -> str:
    """Where a card lies: "cascade 3, card 4 of 6, covered", "cascade 3, card 6 of 6, top card",
    "free cell b", "Hearts foundation, top card". `pile` and `position` count from 0."""
    if kind is PileKind.FREECELL:
        return QCoreApplication.translate("TableAccessibility", "free cell %1").replace("%1", _letter(pile))
    top = position == count - 1
    if kind is PileKind.FOUNDATION:
        text = (
            QCoreApplication.translate("TableAccessibility", "%1, top card")
            if top
            else QCoreApplication.translate("TableAccessibility", "%1, covered")
        )
        return text.replace("%1", foundation_name(Suit(pile)))
    text = (
        QCoreApplication.translate("TableAccessibility", "cascade %1, card %2 of %3, top card")
        if top
        else QCoreApplication.translate("TableAccessibility", "cascade %1, card %2 of %3, covered")
    )
    return text.replace("%1", str(pile + 1)).replace("%2", str(position + 1)).replace("%3", str(count))


def pile_name(kind: PileKind, pile: int, cards: Sequence[Card]) -> str:
    """A pile's place and what it holds: "Free cell b, empty", "Free cell a, Jack of Diamonds",
    "Hearts foundation, up to the Four", "Cascade 3, 6 cards, Seven of Diamonds on top"."""
    if kind is PileKind.FREECELL:
        if not cards:
            return QCoreApplication.translate("TableAccessibility", "Free cell %1, empty").replace(
                "%1", _letter(pile)
            )
        return (
            QCoreApplication.translate("TableAccessibility", "Free cell %1, %2")
            .replace("%1", _letter(pile))
            .replace("%2", card_name(cards[-1]))
        )
    if kind is PileKind.FOUNDATION:
        suit = foundation_name(Suit(pile))
        if not cards:
            return QCoreApplication.translate("TableAccessibility", "%1, empty").replace("%1", suit)
        up_to = QCoreApplication.translate(CONTEXT, _UP_TO_RANK[cards[-1].rank - 1])
        return (
            QCoreApplication.translate("TableAccessibility", "%1, %2", "a foundation, how far it has grown")
            .replace("%1", suit)
            .replace("%2", up_to)
        )
    if not cards:
        return QCoreApplication.translate("TableAccessibility", "Cascade %1, empty").replace(
            "%1", str(pile + 1)
        )
    return _plurals().cascade(pile + 1, len(cards), card_name(cards[-1]))


def table_name() -> str:
    """The table's own name."""
    return QCoreApplication.translate("TableAccessibility", "FreeCell table")


def table_description(free_cells: int = 4) -> str:
    """How to play it with keys (the keys of keyboard.py), for the free cells the game has."""
    if free_cells == 0:
        return QCoreApplication.translate(
            "TableAccessibility",
            "Keys 1 to 8 pick a cascade (this game has no free cell); a second key sends the cards there, "
            "h sends them home, the same key twice sends a card home, Escape lets go.",
        )
    if free_cells == 1:
        return QCoreApplication.translate(
            "TableAccessibility",
            "Keys 1 to 8 pick a cascade, a the free cell; a second key sends the cards there, "
            "h sends them home, the same key twice sends a card home or to the free cell, Escape lets go.",
        )
    if free_cells < 4:
        return QCoreApplication.translate(
            "TableAccessibility",
            "Keys 1 to 8 pick a cascade, a to %1 a free cell; a second key sends the cards there, "
            "h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.",
        ).replace("%1", "abcd"[free_cells - 1])
    return QCoreApplication.translate(
        "TableAccessibility",
        "Keys 1 to 8 pick a cascade, a to d a free cell; a second key sends the cards there, "
        "h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.",
    )


def status_description() -> str:
    """What the table's status object is."""
    return QCoreApplication.translate("TableAccessibility", "What the table last said")


# --- what is announced ------------------------------------------------------------------------


def picked_text(name: str, place: str) -> str:
    """Cards picked up: "Picked up: Jack of Diamonds, cascade 1, card 7 of 7, top card"."""
    return (
        QCoreApplication.translate("TableAccessibility", "Picked up: %1, %2")
        .replace("%1", name)
        .replace("%2", place)
    )


def moved(before: Position, move: Move) -> tuple[int, int]:
    """(the card at the foot of what `move` carries, how many cards) in `before`."""
    if move.source < FIRST_FREECELL:
        column = before.cascades[move.source]
        return column[-move.size], move.size
    return before.freecells[move.source - FIRST_FREECELL], 1


def move_text(before: Position, move: Move) -> str:
    """A move as said: "Jack of Diamonds to free cell a", "Four of Clubs to cascade 2, on the
    Five of Hearts", "3 cards from the Nine of Spades to cascade 6, empty"."""
    card, size = moved(before, move)
    what = _card(card) if size == 1 else _plurals().run(size, _card(card))
    target = move.target
    if target == HOME:
        text = QCoreApplication.translate("TableAccessibility", "%1 to its foundation")
    elif target >= FIRST_FREECELL:
        text = QCoreApplication.translate("TableAccessibility", "%1 to free cell %2").replace(
            "%2", _letter(target - FIRST_FREECELL)
        )
    elif before.cascades[target]:
        text = QCoreApplication.translate("TableAccessibility", "%1 to cascade %2, on the %3").replace(
            "%3", _card(before.cascades[target][-1])
        )
    else:
        text = QCoreApplication.translate("TableAccessibility", "%1 to cascade %2, empty")
    return text.replace("%2", str(target + 1)).replace("%1", what)


def autoplay_text(before: Position, moves: Sequence[Move]) -> str:
    """The cards autoplay sent home, in order, after a move that left `before`: "Autoplay: Ace of
    Clubs and Two of Clubs to the foundations"; "" when none."""
    names = []
    position = before
    for move in moves:
        names.append(_card(position.top(move.source)))
        position = position.apply(move)
    if not names:
        return ""
    return QCoreApplication.translate("TableAccessibility", "Autoplay: %1 to the foundations").replace(
        "%1", QLocale().createSeparatedList(names)
    )


def played_text(before: Position, move: Move, autoplayed: Sequence[Move]) -> str:
    """A move played (or redone) and what autoplay did after it."""
    said = move_text(before, move)
    home = autoplay_text(before.apply(move), autoplayed)
    return (
        QCoreApplication.translate("TableAccessibility", "%1. %2").replace("%1", said).replace("%2", home)
        if home
        else said
    )


def undone_text(after_undo: Position, move: Move) -> str:
    """A move taken back, said from the position it is taken back to: "Undone: Jack of Diamonds
    back to cascade 1" (autoplay's cards go back with it, unsaid)."""
    card, size = moved(after_undo, move)
    what = _card(card) if size == 1 else _plurals().run(size, _card(card))
    if move.source >= FIRST_FREECELL:
        text = QCoreApplication.translate("TableAccessibility", "Undone: %1 back to free cell %2").replace(
            "%2", _letter(move.source - FIRST_FREECELL)
        )
    else:
        text = QCoreApplication.translate("TableAccessibility", "Undone: %1 back to cascade %2").replace(
            "%2", str(move.source + 1)
        )
    return text.replace("%1", what)


def refused_text(reason: str) -> str:
    """A move the rules refused, with their reason."""
    return QCoreApplication.translate("TableAccessibility", "Refused: %1").replace("%1", reason)


def new_game_text(deal_number: int | None) -> str:
    """A new deal on the table."""
    if deal_number is None:
        return QCoreApplication.translate("TableAccessibility", "New game")
    return QCoreApplication.translate("TableAccessibility", "New game: deal %1").replace(
        "%1", grouped(deal_number)
    )


def new_variant_game_text(deal_number: int | None, variant: str) -> str:
    """A new deal on the table played as a variant (issue 29): its name said too, since the
    window's title, where a sighted player reads it, is not announced."""
    if deal_number is None:
        return QCoreApplication.translate("TableAccessibility", "New game of %1").replace("%1", variant)
    return (
        QCoreApplication.translate("TableAccessibility", "New game of %1: deal %2")
        .replace("%1", variant)
        .replace("%2", grouped(deal_number))
    )


def jump_text(moves_done: int) -> str:
    """The table jumped to another point of the game (restart, the moves panel)."""
    return _plurals().jump(moves_done)


def won_text(moves: int) -> str:
    """The game is won."""
    return _plurals().won(moves)
