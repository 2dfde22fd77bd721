"""Why a text is not a FreeCell layout, in the player's language.

The readers (core/deals/formats.py) raise a `BoardError` that carries its problem as a kind and
its values; the command line prints the core's English. The window says each kind here as a
whole sentence through Qt's translation, built from the kind and the values (never from the
English), so that in English the two read alike word for word
(tests/ui/i18n/test_board_messages_languages.py holds them to that).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from freecell_gui.core.deals.board_errors import (
    FREECELL_COUNT,
    MAX_BOARD_TEXT_CHARS,
    MISSING_CARDS_NAMED,
    BoardError,
    BoardProblem,
)
from freecell_gui.core.deals.cards import Card
from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL
from freecell_gui.core.system.user_files import UserFileError
from freecell_gui.core.system.user_text import quoted
from freecell_gui.ui.i18n.file_messages import file_message
from freecell_gui.ui.i18n.numbers import grouped
from freecell_gui.ui.table.names import card_name, foundation_name

_LARGEST_COUNT = 2**31 - 1
_LARGEST_GROUPED = 2**63 - 1


def _grouped(number: int) -> str:
    """`number` grouped the player's way; past a 64-bit integer (QLocale's limit) as digits."""
    return grouped(number) if abs(number) <= _LARGEST_GROUPED else str(number)


def _card(card: Card) -> str:
    """ "QS (Queen of Spades)": the code as written in a board, the name as the player says it."""
    return f"{card.code} ({card_name(card)})"


class BoardMessages(QObject):
    """The board readers' problems as sentences; a QObject for tr's plural forms."""

    def say(self, error: BoardError) -> str:
        """`error` in the player's language: where (a line, a JSON column), then what."""
        sentence = self._sentence(error)
        if error.line is not None:
            return self.tr("line %1: %2").replace("%1", str(error.line)).replace("%2", sentence)
        if error.column is not None:
            return self.tr("column %1: %2").replace("%1", str(error.column)).replace("%2", sentence)
        return sentence

    def _sentence(self, error: BoardError) -> str:
        problem = error.problem
        simple = self._without_values(problem)
        if simple is not None:
            return simple
        token = quoted(error.token)
        if problem is BoardProblem.TOO_LONG:
            return (
                self.tr(
                    "the text is %1 characters long; a board is far shorter (at most %2 characters are read)"
                )
                .replace("%1", grouped(error.number))
                .replace("%2", grouped(MAX_BOARD_TEXT_CHARS))
            )
        if problem is BoardProblem.NOT_A_CARD:
            return self.tr(
                "%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H"
            ).replace("%1", token)
        if problem is BoardProblem.NOT_A_CARD_NOR_UNKNOWN:
            return self.tr(
                "%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), "
                "as in QS or 10H, or ?? for a card not known"
            ).replace("%1", token)
        if problem is BoardProblem.NOT_A_FOUNDATION:
            return self.tr("%1 is not a foundation (write suit-rank, as H-5 or S-0)").replace("%1", token)
        if problem is BoardProblem.JSON_LOOKALIKE_KEY:
            return self.tr("the key %1 holds a letter that only looks like ASCII").replace("%1", token)
        if problem is BoardProblem.UNREADABLE_FILE:
            cause = error.__cause__
            if isinstance(cause, UserFileError):
                return file_message(cause)
            return error.detail  # a reader that kept no cause: its English is all there is
        if problem is BoardProblem.CARDS_MISSING:
            return self._missing(error.cards)
        if problem is BoardProblem.FOUNDATION_TWICE and error.suit is not None:
            return self.tr("the %1 is given twice").replace("%1", foundation_name(error.suit))
        return self._with_a_number(error)

    def _with_a_number(self, error: BoardError) -> str:
        problem, number = error.problem, error.number
        card = _card(error.card) if error.card is not None else ""
        if problem is BoardProblem.CARD_AGAIN_SAME_LINE:
            return self.tr("%1 appears again on the same line").replace("%1", card)
        if problem is BoardProblem.CARD_AGAIN:
            text = (
                self.tr("%1 appears again (first on column %2)")
                if error.line is None
                else self.tr("%1 appears again (first on line %2)")
            )
            return text.replace("%1", card).replace("%2", str(number))
        if problem is BoardProblem.JSON_DEAL_OUT_OF_RANGE:
            return (
                self.tr('"deal": %1 is not a deal: deal numbers run from %2 to %3')
                .replace("%1", _grouped(number))
                .replace("%2", grouped(FIRST_DEAL))
                .replace("%3", grouped(LAST_DEAL))
            )
        # tr's count is a C int: a count past it (never a real board's) is said as the largest.
        count = min(number, _LARGEST_COUNT)
        if problem is BoardProblem.CASCADE_LINES:
            text = self.tr(
                "a FreeCell layout has 8 cascades, but this text has %n cascade line(s)", "", count
            )
        elif problem is BoardProblem.JSON_COLUMN_COUNT:
            text = self.tr("a FreeCell layout has 8 cascades, but this text has %n column(s)", "", count)
        elif problem is BoardProblem.SECOND_FOUNDATIONS_LINE:
            text = self.tr("a second Foundations: line (the first is line %1)")
        elif problem is BoardProblem.SECOND_FREECELLS_LINE:
            text = self.tr("a second Freecells: line (the first is line %1)")
        elif problem is BoardProblem.TOO_MANY_FREECELLS:
            text = self.tr("FreeCell has %2 free cells, this line fills %1").replace(
                "%2", str(FREECELL_COUNT)
            )
        elif problem is BoardProblem.ROW_TOO_LONG:
            text = self.tr("a row holds at most 8 cards, this one has %1")
        elif problem is BoardProblem.SHORT_ROW_NOT_LAST:
            text = self.tr("a row of fewer than 8 cards comes before line %1; only the last row may be short")
        elif problem is BoardProblem.NOT_JSON:
            # Python's own reason is English: the window says where instead (a line, a column).
            text = self.tr("not valid JSON (at character %1 of the line)")
        else:
            text = self.tr("this text is not a FreeCell layout")  # a kind the core gained since
        return text.replace("%1", str(number))

    def _without_values(self, problem: BoardProblem) -> str | None:
        sentences = {
            BoardProblem.GAME_IN_PROGRESS: self.tr(
                "this board is a game in progress (cards in free cells or foundations)"
            ),
            BoardProblem.EMPTY: self.tr("the text is empty: paste or load a layout of 52 cards"),
            BoardProblem.EMPTY_PARTIAL: self.tr(
                "the text is empty: write the cascades, ?? for each card not known"
            ),
            BoardProblem.MORE_THAN_A_DECK: self.tr("more than 52 cards (a deck has 52)"),
            BoardProblem.NINTH_CASCADE: self.tr("a FreeCell layout has 8 cascades; this is a ninth"),
            BoardProblem.UNKNOWN_IN_FREECELL: self.tr(
                "a free cell holds a card you can see, or nothing (write -)"
            ),
            BoardProblem.JSON_TOO_DEEP: self.tr("not a JSON layout: it is nested far too deeply"),
            BoardProblem.JSON_UNREADABLE: self.tr("not a JSON layout: a value in it cannot be read"),
            BoardProblem.JSON_NOT_A_LAYOUT: self.tr(
                'JSON layout needs an object with "columns": a list of 8 lists of card codes'
            ),
            BoardProblem.JSON_COLUMN_NOT_CODES: self.tr('must be a list of card codes such as "QS"'),
            BoardProblem.JSON_DEAL_NOT_A_NUMBER: self.tr('"deal" must be a whole number or null'),
            BoardProblem.NO_CARD_CODES: self.tr("no card codes found (write them as QS, 10H or Q\u2660)"),
        }
        return sentences.get(problem)

    def _missing(self, cards: tuple[Card, ...]) -> str:
        names = ", ".join(_card(card) for card in cards[:MISSING_CARDS_NAMED])
        if len(cards) > MISSING_CARDS_NAMED:
            return (
                self.tr("%n card(s) missing: %1 and %2 more", "", len(cards))
                .replace("%1", names)
                .replace("%2", str(len(cards) - MISSING_CARDS_NAMED))
            )
        return self.tr("%n card(s) missing: %1", "", len(cards)).replace("%1", names)


def board_message(error: BoardError) -> str:
    """`error` as the window says it, in the player's language."""
    return BoardMessages().say(error)
