"""The board readers' errors carry their kind and values (for the window to say them in the
player's language), while their English, the command line's, stays word for word what it was:
the expected messages below were printed by the readers before the errors had kinds."""

from __future__ import annotations

import pytest

from freecell_gui.core.deals import formats
from freecell_gui.core.deals.board_errors import BoardError, BoardProblem, english_templates
from freecell_gui.core.deals.dealer import deal

BOARD = formats.format_board(deal(617))
ROWS = formats.format_rows(deal(617))
JSON_LAYOUT = formats.format_json(deal(617))
# How to read each text, and the text that shows each problem.
CASES = {
    "GAME_IN_PROGRESS": ("as_deal", "Freecells: JD\n" + BOARD.replace("JD", "", 1)),
    "TOO_LONG": ("parse_any", "x" * 50_001),
    "EMPTY": ("parse_any", "  \n"),
    "EMPTY_PARTIAL": ("parse_partial", ""),
    "NOT_A_CARD": ("parse_any", BOARD.replace("JD", "1X", 1)),
    "NOT_A_CARD_NOR_UNKNOWN": ("parse_partial", BOARD.replace("JD", "?", 1)),
    "CARD_AGAIN_SAME_LINE": ("parse_any", BOARD.replace("JD", "KD", 1)),
    "CARD_AGAIN": ("parse_any", BOARD.replace("JD", "QH", 1)),
    "MORE_THAN_A_DECK": ("parse_partial", BOARD.rstrip("\n") + " ??\n"),
    "CARDS_MISSING": ("parse_any", BOARD.replace(" JD", "", 1).replace(" KD", "", 1)),
    "CASCADE_LINES": ("parse_board", "\n".join(BOARD.splitlines()[:7])),
    "JSON_COLUMN_COUNT": ("parse_any", '{"columns": [[], []]}'),
    "NINTH_CASCADE": ("parse_board", BOARD + "AS\n"),
    "SECOND_FOUNDATIONS_LINE": ("parse_any", "Foundations: H-0\nFoundations: S-0\n" + BOARD),
    "SECOND_FREECELLS_LINE": ("parse_any", "Freecells: -\nFreecells: -\n" + BOARD),
    "NOT_A_FOUNDATION": ("parse_any", "Foundations: X-1\n" + BOARD),
    "FOUNDATION_TWICE": ("parse_any", "Foundations: H-A H-A\n" + BOARD),
    "UNKNOWN_IN_FREECELL": ("parse_partial", "Freecells: ??\n" + BOARD),
    "TOO_MANY_FREECELLS": ("parse_any", "Freecells: - - - - -\n" + BOARD),
    "ROW_TOO_LONG": ("parse_rows", ROWS.replace("\n", " AS\n", 1)),
    "SHORT_ROW_NOT_LAST": ("parse_rows", "AS 2S\n" + ROWS),
    "NOT_JSON": ("parse_any", '{"columns": [}'),
    "JSON_TOO_DEEP": ("parse_json", "[" * 20000),
    "JSON_UNREADABLE": ("parse_json", '{"deal": ' + "9" * 5000 + "}"),
    "JSON_NOT_A_LAYOUT": ("parse_any", "{}"),
    "JSON_LOOKALIKE_KEY": ("parse_any", '{"d\u0435al": 1, "columns": []}'),
    "JSON_COLUMN_NOT_CODES": ("parse_json", JSON_LAYOUT.replace('["', '[1, "', 1)),
    "JSON_DEAL_NOT_A_NUMBER": ("parse_json", JSON_LAYOUT.replace('"deal": 617', '"deal": true')),
    "JSON_DEAL_OUT_OF_RANGE": ("parse_json", JSON_LAYOUT.replace('"deal": 617', '"deal": 99999999999')),
    "NO_CARD_CODES": ("loose", "nothing here"),
}

ENGLISH_BEFORE = {
    BoardProblem.GAME_IN_PROGRESS: "this board is a game in progress (cards in free cells or foundations)",
    BoardProblem.TOO_LONG: "the text is 50,001 characters long; a board is far shorter (at most 50,000 characters are read)",
    BoardProblem.EMPTY: "the text is empty: paste or load a layout of 52 cards",
    BoardProblem.EMPTY_PARTIAL: "the text is empty: write the cascades, ?? for each card not known",
    BoardProblem.NOT_A_CARD: "line 1: '1X' is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H",
    BoardProblem.NOT_A_CARD_NOR_UNKNOWN: "line 1: '?' is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H, or ?? for a card not known",
    BoardProblem.CARD_AGAIN_SAME_LINE: "line 1: KD (King of Diamonds) appears again on the same line",
    BoardProblem.CARD_AGAIN: "line 8: QH (Queen of Hearts) appears again (first on line 1)",
    BoardProblem.MORE_THAN_A_DECK: "line 8: more than 52 cards (a deck has 52)",
    BoardProblem.CARDS_MISSING: "2 cards are missing: JD (Jack of Diamonds), KD (King of Diamonds)",
    BoardProblem.CASCADE_LINES: "a FreeCell layout has 8 cascades, but this text has 7 cascade lines",
    BoardProblem.JSON_COLUMN_COUNT: "a FreeCell layout has 8 cascades, but this text has 2 columns",
    BoardProblem.NINTH_CASCADE: "line 9: a FreeCell layout has 8 cascades; this is a ninth",
    BoardProblem.SECOND_FOUNDATIONS_LINE: "line 2: a second Foundations: line (the first is line 1)",
    BoardProblem.SECOND_FREECELLS_LINE: "line 2: a second Freecells: line (the first is line 1)",
    BoardProblem.NOT_A_FOUNDATION: "line 1: 'X-1' is not a foundation (write suit-rank, as H-5 or S-0)",
    BoardProblem.FOUNDATION_TWICE: "line 1: the Hearts foundation is given twice",
    BoardProblem.UNKNOWN_IN_FREECELL: "line 1: a free cell holds a card you can see, or nothing (write -)",
    BoardProblem.TOO_MANY_FREECELLS: "line 1: FreeCell has 4 free cells, this line fills 5",
    BoardProblem.ROW_TOO_LONG: "line 1: a row holds at most 8 cards, this one has 9",
    BoardProblem.SHORT_ROW_NOT_LAST: "line 1: a row of fewer than 8 cards comes before line 2; only the last row may be short",
    BoardProblem.NOT_JSON: "line 1: not valid JSON (Expecting value)",
    BoardProblem.JSON_TOO_DEEP: "not a JSON layout: it is nested far too deeply",
    BoardProblem.JSON_UNREADABLE: "not a JSON layout: Exceeds the limit (4300 digits) for integer string conversion: value has 5000 di",
    BoardProblem.JSON_NOT_A_LAYOUT: 'JSON layout needs an object with "columns": a list of 8 lists of card codes',
    BoardProblem.JSON_LOOKALIKE_KEY: "the key 'd\\u0435al' holds a letter that only looks like ASCII",
    BoardProblem.JSON_COLUMN_NOT_CODES: 'column 1: must be a list of card codes such as "QS"',
    BoardProblem.JSON_DEAL_NOT_A_NUMBER: '"deal" must be a whole number or null',
    BoardProblem.JSON_DEAL_OUT_OF_RANGE: '"deal": 99,999,999,999 is not a deal: deal numbers run from 1 to 8,589,934,591',
    BoardProblem.NO_CARD_CODES: "no card codes found (write them as QS, 10H or Q♠)",
}


def _read(how: str, text: str) -> None:
    if how == "as_deal":
        formats.parse_any(text).as_deal()
    elif how == "loose":
        formats.parse_loose(text, formats.CardOrder.ROWS)
    else:
        getattr(formats, how)(text)


def test_every_problem_has_an_english_sentence_and_a_case() -> None:
    assert set(english_templates()) == set(BoardProblem)
    assert {BoardProblem[name] for name in CASES} == set(BoardProblem) - {BoardProblem.UNREADABLE_FILE}


@pytest.mark.parametrize("name", list(CASES))
def test_the_error_has_its_kind_and_the_english_of_before(name: str) -> None:
    how, text = CASES[name]
    with pytest.raises(BoardError) as caught:
        _read(how, text)
    assert caught.value.problem is BoardProblem[name]
    assert str(caught.value) == ENGLISH_BEFORE[BoardProblem[name]]


def test_the_values_say_what_and_where() -> None:
    with pytest.raises(BoardError) as caught:
        formats.parse_any(BOARD.replace("JD", "QH", 1))
    error = caught.value
    assert (error.line, error.card and error.card.code, error.number) == (8, "QH", 1)
    with pytest.raises(BoardError) as caught:
        formats.parse_json(JSON_LAYOUT.replace('["', '["ZZ", "', 1))
    assert (caught.value.problem, caught.value.column, caught.value.token) == (
        BoardProblem.NOT_A_CARD,
        1,
        "ZZ",
    )
