"""Text formats of a FreeCell layout, written and read in one place.

* rows: the Rosetta Code layout, the deal read across in rows of eight.
* board: the fc-solve / PySol FC layout, one cascade per line from top to bottom, with
  optional "Freecells:" and "Foundations:" lines on input and "10" accepted for ten.
* json: {"deal": 617, "columns": [["7D", "TD", ...], ...]}.

Every parser checks that the layout holds each of the 52 cards exactly once and names the
card that is missing or doubled, and where it stands. `parse_partial` reads the same formats
with `??` for a card that is not known (the deal finder's boards), with the same refusals
except that cards may be unknown or left out.

Words and codes are read as ASCII only: a look-alike such as the Kelvin sign (U+212A) for K
is not a card, and a message quotes it escaped (core/system/user_text.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import TypedDict

from freecell_gui.core.deals.board_errors import (
    FREECELL_COUNT,
    MAX_BOARD_TEXT_CHARS,
    UNKNOWN_CARD,
    BoardError,
    BoardProblem,
)
from freecell_gui.core.deals.cards import DECK, Card, Rank, Suit, parse_card
from freecell_gui.core.deals.dealer import CASCADE_COUNT, FIRST_DEAL, LAST_DEAL, Deal
from freecell_gui.core.system.user_text import ascii_lower, lookalike, quoted

__all__ = [
    "FREECELL_COUNT",
    "MAX_BOARD_TEXT_CHARS",
    "UNKNOWN_CARD",
    "Board",
    "BoardError",
    "BoardProblem",
    "CardOrder",
    "PartialBoard",
    "TextFormat",
    "detect_format",
    "excerpt",
    "format_board",
    "format_json",
    "format_rows",
    "parse_any",
    "parse_board",
    "parse_json",
    "parse_loose",
    "parse_partial",
    "parse_rows",
]


@dataclass(frozen=True)
class Board:
    """A layout read from text: cascades, free cells and foundations.

    `foundations` maps a suit to the rank on top of its foundation (absent = empty).
    """

    columns: tuple[tuple[Card, ...], ...]
    freecells: tuple[Card | None, ...] = (None,) * FREECELL_COUNT
    foundations: dict[Suit, Rank] = field(default_factory=dict)
    number: int | None = None

    @property
    def is_starting_layout(self) -> bool:
        """True if no card has left the cascades, as at the start of a game."""
        return not self.foundations and all(card is None for card in self.freecells)

    def as_deal(self) -> Deal:
        """This layout as a Deal; BoardError if cards are already in cells or foundations."""
        if not self.is_starting_layout:
            raise BoardError(BoardProblem.GAME_IN_PROGRESS)
        return Deal(self.number, self.columns)


@dataclass(frozen=True)
class PartialBoard:
    """A layout read by `parse_partial`: cascades where None is a card written ??, free cells
    (None: empty) and foundations. Cascades may be shorter than dealt, and cards left out."""

    columns: tuple[tuple[Card | None, ...], ...]
    freecells: tuple[Card | None, ...] = (None,) * FREECELL_COUNT
    foundations: dict[Suit, Rank] = field(default_factory=dict)

    @property
    def cards_off_the_cascades(self) -> tuple[Card, ...]:
        """The cards in the free cells and on the foundations."""
        home = tuple(
            Card.of(rank, suit) for suit, top in self.foundations.items() for rank in range(1, top + 1)
        )
        return tuple(card for card in self.freecells if card is not None) + home


class TextFormat(Enum):
    """The text formats, by the name the command line and the menus use."""

    ROWS = "rows"
    BOARD = "board"
    JSON = "json"

    def write(self, deal: Deal) -> str:
        """The deal in this format, ending with a newline."""
        return _WRITERS[self](deal)

    def read(self, text: str) -> Board:
        """Parse text in this format; BoardError with a clear message otherwise."""
        return _known(_READERS[self](_prepare(text), _Collector()))


def excerpt(text: str) -> str:
    """A short quoted excerpt of user text for an error message, escaped (see user_text)."""
    return quoted(text)


def _prepare(text: str) -> str:
    """The text without a leading byte-order mark; BoardError if it is far too long for a board."""
    if len(text) > MAX_BOARD_TEXT_CHARS:
        raise BoardError(BoardProblem.TOO_LONG, number=len(text))
    return text.removeprefix("\ufeff")


# --- writing -----------------------------------------------------------------------------


def format_rows(deal: Deal) -> str:
    """The Rosetta Code layout: the deal read across, 8 cards a row."""
    return "".join(" ".join(card.code for card in row) + "\n" for row in deal.rows)


def format_board(deal: Deal) -> str:
    """The fc-solve / PySol FC layout: one cascade per line, top card first."""
    return "".join(" ".join(card.code for card in column) + "\n" for column in deal.columns)


def format_json(deal: Deal) -> str:
    """{"deal": N, "columns": [...]}; "deal" is null for a custom layout."""
    import json  # here: the window imports this module, and seldom writes JSON (a faster start)

    columns = [[card.code for card in column] for column in deal.columns]
    return json.dumps({"deal": deal.number, "columns": columns}) + "\n"


# --- reading -----------------------------------------------------------------------------

# ASCII only: with Unicode case folding a long s (U+017F) would read as s, "\u017f-5" as spades.
_PLACE_SUFFIX = re.compile(
    r"^(founds?|foundations?|freecells?|free cells?|fc)\s*:\s*(.*)$", re.IGNORECASE | re.ASCII
)
_FOUNDATION_ENTRY = re.compile(r"^([CDHS])-(0|10|[A2-9TJQK])$", re.IGNORECASE | re.ASCII)
_Columns = list[tuple[Card | None, ...]]


class _Where(TypedDict, total=False):
    """Where a card was read, as BoardError's keywords: a line, or a JSON layout's column."""

    line: int
    column: int


def _line(number: int) -> _Where:
    return _Where(line=number)


def _number(where: _Where) -> int:
    return where.get("line", where.get("column", 0))


@dataclass
class _Collector:
    """Gathers cards with where each was read, then checks the deck is whole.

    With `unknown_allowed` (a partial board), ?? stands for a card that is not known."""

    unknown_allowed: bool = False
    seen: dict[Card, _Where] = field(default_factory=dict)
    places: int = 0

    def card(self, token: str, where: _Where) -> Card:
        try:
            card = parse_card(token)
        except ValueError:
            problem = BoardProblem.NOT_A_CARD_NOR_UNKNOWN if self.unknown_allowed else BoardProblem.NOT_A_CARD
            raise BoardError(problem, token=token, **where) from None
        if card in self.seen:
            first = self.seen[card]
            if first == where:
                raise BoardError(BoardProblem.CARD_AGAIN_SAME_LINE, card=card, **where)
            raise BoardError(BoardProblem.CARD_AGAIN, card=card, number=_number(first), **where)
        self.seen[card] = where
        self._count(where)
        return card

    def cell(self, token: str, where: _Where) -> Card | None:
        """A card of a cascade: None for ?? in a partial board."""
        if self.unknown_allowed and token == UNKNOWN_CARD:
            self._count(where)
            return None
        return self.card(token, where)

    def _count(self, where: _Where) -> None:
        self.places += 1
        if self.places > len(DECK):
            raise BoardError(BoardProblem.MORE_THAN_A_DECK, **where)

    def check_complete(self) -> None:
        if self.unknown_allowed:
            return  # a partial board leaves cards out
        missing = tuple(card for card in DECK if card not in self.seen)
        if missing:
            raise BoardError(BoardProblem.CARDS_MISSING, cards=missing)


@dataclass
class _Layout:
    columns: _Columns
    freecells: list[Card | None] = field(default_factory=lambda: [None] * FREECELL_COUNT)
    foundations: dict[Suit, Rank] = field(default_factory=dict)
    number: int | None = None


def _known(layout: _Layout) -> Board:
    """A layout read without ?? as a Board (its collector refused ??, so every card is known)."""
    columns = tuple(tuple(card for card in column if card is not None) for column in layout.columns)
    return Board(columns, tuple(layout.freecells), layout.foundations, layout.number)


def _tokens(line: str) -> list[str]:
    return line.replace(",", " ").split()


def _check_cascade_count(count: int, problem: BoardProblem) -> None:
    if count != CASCADE_COUNT:
        raise BoardError(problem, number=count)


def _content_lines(text: str) -> Iterable[tuple[int, str]]:
    """(line number, line) for lines that are not blank and not '#' comments."""
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            yield number, stripped


def parse_board(text: str) -> Board:
    """The fc-solve / PySol layout: a cascade per line; ':' alone is an empty cascade."""
    return _known(_read_board(_prepare(text), _Collector()))


def _read_board(text: str, collector: _Collector) -> _Layout:
    layout = _Layout([])
    place_lines: dict[str, int] = {}
    for number, line in _content_lines(text):
        where = _line(number)
        place = _PLACE_SUFFIX.match(line)
        if place is not None:
            foundations = ascii_lower(place.group(1)).startswith("fo")
            kind = "Foundations" if foundations else "Freecells"
            if kind in place_lines:
                problem = (
                    BoardProblem.SECOND_FOUNDATIONS_LINE
                    if foundations
                    else BoardProblem.SECOND_FREECELLS_LINE
                )
                raise BoardError(problem, number=place_lines[kind], **where)
            place_lines[kind] = number
            if foundations:
                _read_foundations(place.group(2), where, collector, layout.foundations)
            else:
                layout.freecells = _read_freecells(place.group(2), where, collector)
            continue
        if len(layout.columns) == CASCADE_COUNT:
            raise BoardError(BoardProblem.NINTH_CASCADE, **where)
        body = line[1:] if line.startswith(":") else line
        layout.columns.append(tuple(collector.cell(token, where) for token in _tokens(body)))
    _check_cascade_count(len(layout.columns), BoardProblem.CASCADE_LINES)
    collector.check_complete()
    return layout


def _read_foundations(text: str, where: _Where, collector: _Collector, foundations: dict[Suit, Rank]) -> None:
    for token in _tokens(text):
        entry = _FOUNDATION_ENTRY.match(token)
        if entry is None:
            raise BoardError(BoardProblem.NOT_A_FOUNDATION, token=token, **where)
        suit = Suit.from_letter(entry.group(1))
        if suit in foundations:
            raise BoardError(BoardProblem.FOUNDATION_TWICE, suit=suit, **where)
        if entry.group(2) == "0":
            continue
        top = Rank.from_text(entry.group(2))
        for rank in range(1, top + 1):
            collector.card(Card.of(rank, suit).code, where)
        foundations[suit] = top


def _read_freecells(text: str, where: _Where, collector: _Collector) -> list[Card | None]:
    cells: list[Card | None] = []
    for token in _tokens(text):
        if token == UNKNOWN_CARD:
            raise BoardError(BoardProblem.UNKNOWN_IN_FREECELL, **where)
        cells.append(None if set(token) <= {"-"} else collector.card(token, where))
    if len(cells) > FREECELL_COUNT:
        raise BoardError(BoardProblem.TOO_MANY_FREECELLS, number=len(cells), **where)
    return cells + [None] * (FREECELL_COUNT - len(cells))


def parse_rows(text: str) -> Board:
    """The Rosetta Code layout: rows of eight cards read across; only the last row may be shorter."""
    return _known(_read_rows(_prepare(text), _Collector()))


def _read_rows(text: str, collector: _Collector) -> _Layout:
    columns: list[list[Card | None]] = [[] for _ in range(CASCADE_COUNT)]
    short_row: int | None = None
    for number, line in _content_lines(text):
        tokens = _tokens(line)
        if len(tokens) > CASCADE_COUNT:
            raise BoardError(BoardProblem.ROW_TOO_LONG, number=len(tokens), line=number)
        if short_row is not None:
            raise BoardError(BoardProblem.SHORT_ROW_NOT_LAST, number=number, line=short_row)
        if len(tokens) < CASCADE_COUNT:
            short_row = number
        for column, token in enumerate(tokens):
            columns[column].append(collector.cell(token, _line(number)))
    collector.check_complete()
    return _Layout([tuple(column) for column in columns])


def parse_json(text: str) -> Board:
    """{"deal": N or null, "columns": [[codes...] x 8]}."""
    return _known(_read_json(_prepare(text), _Collector()))


def _read_json(text: str, collector: _Collector) -> _Layout:
    import json

    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise BoardError(
            BoardProblem.NOT_JSON, line=error.lineno, number=error.colno, detail=error.msg
        ) from None
    except RecursionError:
        raise BoardError(BoardProblem.JSON_TOO_DEEP) from None
    except ValueError as error:  # e.g. an integer beyond Python's digit limit
        raise BoardError(BoardProblem.JSON_UNREADABLE, detail=str(error)[:80]) from None
    if not isinstance(data, dict) or not isinstance(data.get("columns"), list):
        raise BoardError(BoardProblem.JSON_NOT_A_LAYOUT)
    for key in data:
        if lookalike(key) is not None:  # "deal" spelt with a look-alike would be passed over
            raise BoardError(BoardProblem.JSON_LOOKALIKE_KEY, token=key)
    raw_columns = data["columns"]
    _check_cascade_count(len(raw_columns), BoardProblem.JSON_COLUMN_COUNT)
    columns: _Columns = []
    for index, raw in enumerate(raw_columns, start=1):
        if not isinstance(raw, list) or not all(isinstance(code, str) for code in raw):
            raise BoardError(BoardProblem.JSON_COLUMN_NOT_CODES, column=index)
        columns.append(tuple(collector.cell(code, _Where(column=index)) for code in raw))
    collector.check_complete()
    number = data.get("deal")
    if number is not None:
        if isinstance(number, bool) or not isinstance(number, int):
            raise BoardError(BoardProblem.JSON_DEAL_NOT_A_NUMBER)
        if not FIRST_DEAL <= number <= LAST_DEAL:  # as check_deal_number, said as a kind
            raise BoardError(BoardProblem.JSON_DEAL_OUT_OF_RANGE, number=number)
    return _Layout(columns, number=number)


def parse_partial(text: str) -> PartialBoard:
    """A board in any of the three formats where ?? stands for a card that is not known, and
    cards may be left out (cascades shorter than dealt). Every other refusal of the full
    readers holds: a card twice, a ninth cascade, a second Freecells line, a short row that
    is not the last, more than 52 cards."""
    text = _prepare(text)
    if not text.strip():
        raise BoardError(BoardProblem.EMPTY_PARTIAL)
    layout = _READERS[detect_format(text)](text, _Collector(unknown_allowed=True))
    return PartialBoard(tuple(layout.columns), tuple(layout.freecells), layout.foundations)


class CardOrder(Enum):
    """How the cards of a loosely written layout run: across the rows, or down the columns."""

    ROWS = "rows"
    COLUMNS = "columns"


# A card code anywhere in text, as web pages and notes write them: "QS", "10H", "Q♠", "10 ♥".
# Upper case only: in lower case, words such as "as", "ad" and "td" would read as cards.
_LOOSE_CARD = re.compile(
    r"(?<![A-Za-z0-9])(10|[2-9TJQKA])\s?([CDHS\u2663\u2666\u2665\u2660\u2667\u2662\u2661\u2664])(?![A-Za-z0-9])"
)
_SUIT_SYMBOLS = {
    "\u2663": "C",
    "\u2666": "D",
    "\u2665": "H",
    "\u2660": "S",
    "\u2667": "C",
    "\u2662": "D",
    "\u2661": "H",
    "\u2664": "S",
}
STARTING_COLUMN_LENGTHS = (7, 7, 7, 7, 6, 6, 6, 6)


def parse_loose(text: str, order: CardOrder) -> Board:
    """Best effort: find the 52 card codes in any text (a table copied from a web page, say).

    The codes are read in order and laid out as a starting deal: across the 8 columns row
    by row (ROWS), or down each column in turn, 7, 7, 7, 7, 6, 6, 6 and 6 cards (COLUMNS).
    """
    text = _prepare(text)
    collector = _Collector()
    cards: list[Card] = []
    for number, line in enumerate(text.splitlines(), start=1):
        for match in _LOOSE_CARD.finditer(line):
            suit = _SUIT_SYMBOLS.get(match.group(2), match.group(2))
            cards.append(collector.card(match.group(1) + suit, _line(number)))
    if not cards:
        raise BoardError(BoardProblem.NO_CARD_CODES)
    collector.check_complete()
    if order is CardOrder.ROWS:
        columns = tuple(tuple(cards[column::CASCADE_COUNT]) for column in range(CASCADE_COUNT))
    else:
        columns_list = []
        start = 0
        for length in STARTING_COLUMN_LENGTHS:
            columns_list.append(tuple(cards[start : start + length]))
            start += length
        columns = tuple(columns_list)
    return Board(columns)


def detect_format(text: str) -> TextFormat:
    """Guess the format: JSON if it starts with '{'; board if it has 8 card lines or place lines,
    or more than 8 lines that do not start with a full row of 8 (52 cards make 7 rows, so that
    is a board with a cascade too many, and its error names the ninth cascade)."""
    stripped = text.removeprefix("\ufeff").lstrip()
    if stripped.startswith("{"):
        return TextFormat.JSON
    lines = [line for _, line in _content_lines(text)]
    if any(_PLACE_SUFFIX.match(line) or line.startswith(":") for line in lines):
        return TextFormat.BOARD
    if len(lines) > CASCADE_COUNT and len(_tokens(lines[0])) != CASCADE_COUNT:
        return TextFormat.BOARD
    return TextFormat.BOARD if len(lines) == CASCADE_COUNT else TextFormat.ROWS


def parse_any(text: str) -> Board:
    """Parse text in whichever format it is written (see `detect_format`)."""
    text = _prepare(text)
    if not text.strip():
        raise BoardError(BoardProblem.EMPTY)
    return detect_format(text).read(text)


_WRITERS: dict[TextFormat, Callable[[Deal], str]] = {
    TextFormat.ROWS: format_rows,
    TextFormat.BOARD: format_board,
    TextFormat.JSON: format_json,
}
_READERS: dict[TextFormat, Callable[[str, _Collector], _Layout]] = {
    TextFormat.ROWS: _read_rows,
    TextFormat.BOARD: _read_board,
    TextFormat.JSON: _read_json,
}
