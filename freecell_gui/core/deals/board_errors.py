"""Why a text is not a FreeCell layout, as a kind and its values, with the English sentence.

The readers of core/deals/formats.py raise `BoardError(problem, line=3, token="??")`: the
command line prints its English message (`str(error)`), and the window says the same problem
as a whole sentence in the player's language from the kind and the values
(ui/check/board_messages.py), never by reading the English.
"""

from __future__ import annotations

from enum import Enum

from freecell_gui.core.deals.cards import DECK, Card, Suit
from freecell_gui.core.deals.dealer import CASCADE_COUNT, VALID_RANGE_TEXT
from freecell_gui.core.system.user_text import quoted

FREECELL_COUNT = 4
MAX_BOARD_TEXT_CHARS = 50_000
"""The longest text the parsers read: a board with comments is a few hundred characters."""
UNKNOWN_CARD = "??"
"""A card that is not known, in a partial board (`parse_partial`)."""
MISSING_CARDS_NAMED = 6
"""How many of the missing cards a message names; the rest are counted."""


class BoardProblem(Enum):
    """What is wrong with a board's text. The values each kind fills are in its comment;
    `line` or `column` (a JSON column) says where, when a place is known."""

    GAME_IN_PROGRESS = "game in progress"  # no values
    TOO_LONG = "too long"  # number: the text's length
    EMPTY = "empty"  # no values
    EMPTY_PARTIAL = "empty partial"  # no values
    NOT_A_CARD = "not a card"  # token
    NOT_A_CARD_NOR_UNKNOWN = "not a card nor unknown"  # token (a partial board, where ?? is read)
    CARD_AGAIN_SAME_LINE = "card again on the same line"  # card
    CARD_AGAIN = "card again"  # card; number: where it was first (a line, or a JSON column)
    MORE_THAN_A_DECK = "more than a deck"  # no values
    CARDS_MISSING = "cards missing"  # cards: every missing card, in deck order
    CASCADE_LINES = "cascade lines"  # number: the cascade lines read
    JSON_COLUMN_COUNT = "JSON column count"  # number: the columns of the JSON layout
    NINTH_CASCADE = "ninth cascade"  # no values
    SECOND_FOUNDATIONS_LINE = "second Foundations line"  # number: the first one's line
    SECOND_FREECELLS_LINE = "second Freecells line"  # number: the first one's line
    NOT_A_FOUNDATION = "not a foundation"  # token
    FOUNDATION_TWICE = "foundation twice"  # suit
    UNKNOWN_IN_FREECELL = "unknown card in a free cell"  # no values
    TOO_MANY_FREECELLS = "too many free cells"  # number: the cells the line fills
    ROW_TOO_LONG = "row too long"  # number: the cards of the row
    SHORT_ROW_NOT_LAST = "short row not last"  # number: the line of the row after it
    NOT_JSON = "not JSON"  # detail: Python's reason (English); number: the column in the line
    JSON_TOO_DEEP = "JSON too deep"  # no values
    JSON_UNREADABLE = "JSON unreadable"  # detail: Python's reason (English)
    JSON_NOT_A_LAYOUT = "JSON not a layout"  # no values
    JSON_LOOKALIKE_KEY = "JSON look-alike key"  # token: the key
    JSON_COLUMN_NOT_CODES = "JSON column not codes"  # no values (column says which)
    JSON_DEAL_NOT_A_NUMBER = "JSON deal not a number"  # no values
    JSON_DEAL_OUT_OF_RANGE = "JSON deal out of range"  # number: the deal written
    NO_CARD_CODES = "no card codes"  # no values
    UNREADABLE_FILE = "unreadable file"  # detail: why, in English (core/system/user_files.py)


_ENGLISH = {
    BoardProblem.GAME_IN_PROGRESS: "this board is a game in progress (cards in free cells or foundations)",
    BoardProblem.TOO_LONG: "the text is {number:,} characters long; a board is far shorter "
    f"(at most {MAX_BOARD_TEXT_CHARS:,} characters are read)",
    BoardProblem.EMPTY: "the text is empty: paste or load a layout of 52 cards",
    BoardProblem.EMPTY_PARTIAL: f"the text is empty: write the cascades, {UNKNOWN_CARD} for each card not known",
    BoardProblem.NOT_A_CARD: "{token} is not a card: write a rank (A 2-9 T J Q K, or 10) "
    "then a suit (C D H S), as in QS or 10H",
    BoardProblem.NOT_A_CARD_NOR_UNKNOWN: "{token} is not a card: write a rank (A 2-9 T J Q K, or 10) "
    f"then a suit (C D H S), as in QS or 10H, or {UNKNOWN_CARD} for a card not known",
    BoardProblem.CARD_AGAIN_SAME_LINE: "{card} appears again on the same line",
    BoardProblem.CARD_AGAIN: "{card} appears again (first on {first})",
    BoardProblem.CARDS_MISSING: "{count} missing: {names}{more}",  # see _missing
    BoardProblem.MORE_THAN_A_DECK: f"more than {len(DECK)} cards (a deck has {len(DECK)})",
    BoardProblem.CASCADE_LINES: f"a FreeCell layout has {CASCADE_COUNT} cascades, "
    "but this text has {number} cascade lines",
    BoardProblem.JSON_COLUMN_COUNT: f"a FreeCell layout has {CASCADE_COUNT} cascades, but this text has {{number}} columns",
    BoardProblem.NINTH_CASCADE: f"a FreeCell layout has {CASCADE_COUNT} cascades; this is a ninth",
    BoardProblem.SECOND_FOUNDATIONS_LINE: "a second Foundations: line (the first is line {number})",
    BoardProblem.SECOND_FREECELLS_LINE: "a second Freecells: line (the first is line {number})",
    BoardProblem.NOT_A_FOUNDATION: "{token} is not a foundation (write suit-rank, as H-5 or S-0)",
    BoardProblem.FOUNDATION_TWICE: "the {suit} foundation is given twice",
    BoardProblem.UNKNOWN_IN_FREECELL: "a free cell holds a card you can see, or nothing (write -)",
    BoardProblem.TOO_MANY_FREECELLS: f"FreeCell has {FREECELL_COUNT} free cells, this line fills {{number}}",
    BoardProblem.ROW_TOO_LONG: f"a row holds at most {CASCADE_COUNT} cards, this one has {{number}}",
    BoardProblem.SHORT_ROW_NOT_LAST: f"a row of fewer than {CASCADE_COUNT} cards comes before line {{number}}; "
    "only the last row may be short",
    BoardProblem.NOT_JSON: "not valid JSON ({detail})",
    BoardProblem.JSON_TOO_DEEP: "not a JSON layout: it is nested far too deeply",
    BoardProblem.JSON_UNREADABLE: "not a JSON layout: {detail}",
    BoardProblem.JSON_NOT_A_LAYOUT: 'JSON layout needs an object with "columns": a list of 8 lists of card codes',
    BoardProblem.JSON_LOOKALIKE_KEY: "the key {token} holds a letter that only looks like ASCII",
    BoardProblem.JSON_COLUMN_NOT_CODES: 'must be a list of card codes such as "QS"',
    BoardProblem.JSON_DEAL_NOT_A_NUMBER: '"deal" must be a whole number or null',
    BoardProblem.JSON_DEAL_OUT_OF_RANGE: '"deal": {number:,} is not a deal: ' + VALID_RANGE_TEXT,
    BoardProblem.NO_CARD_CODES: "no card codes found (write them as QS, 10H or Q\u2660)",
    BoardProblem.UNREADABLE_FILE: "{detail}",
}


def english_templates() -> dict[BoardProblem, str]:
    """Each problem's English sentence with its values as `{name}` fields (for tests that
    check no English sentence of the core reaches the window)."""
    return dict(_ENGLISH)


class BoardError(ValueError):
    """Text that is not a valid FreeCell layout: `problem` says what, `line` or `column` (of
    a JSON layout) where, and the values the problem names; `str()` is the English message."""

    def __init__(
        self,
        problem: BoardProblem,
        *,
        line: int | None = None,
        column: int | None = None,
        token: str = "",
        card: Card | None = None,
        cards: tuple[Card, ...] = (),
        suit: Suit | None = None,
        number: int = 0,
        detail: str = "",
    ) -> None:
        self.problem = problem
        self.line = line
        self.column = column
        self.token = token
        self.card = card
        self.cards = cards
        self.suit = suit
        self.number = number
        self.detail = detail
        super().__init__(self._english())

    @property
    def place(self) -> str | None:
        """Where, in English: "line 3", "column 2" (of a JSON layout), or None."""
        if self.line is not None:
            return f"line {self.line}"
        if self.column is not None:
            return f"column {self.column}"
        return None

    def _english(self) -> str:
        if self.problem is BoardProblem.CARDS_MISSING:
            sentence = _missing(self.cards)
        else:
            first = f"{'column' if self.column is not None and self.line is None else 'line'} {self.number}"
            sentence = _ENGLISH[self.problem].format(
                token=quoted(self.token),
                card=f"{self.card.code} ({self.card.name})" if self.card is not None else "",
                suit=self.suit.title if self.suit is not None else "",
                number=self.number,
                first=first,
                detail=self.detail,
            )
        place = self.place
        return sentence if place is None else f"{place}: {sentence}"


def _missing(cards: tuple[Card, ...]) -> str:
    names = ", ".join(f"{card.code} ({card.name})" for card in cards[:MISSING_CARDS_NAMED])
    more = f" and {len(cards) - MISSING_CARDS_NAMED} more" if len(cards) > MISSING_CARDS_NAMED else ""
    count = f"{len(cards)} cards are" if len(cards) > 1 else "1 card is"
    return f"{count} missing: {names}{more}"
