"""Text formats: round trips, detection, and a clear message for every broken layout."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import Rank, Suit
from freecell_gui.core.deals.dealer import LAST_DEAL, deal
from freecell_gui.core.deals.formats import (
    BoardError,
    TextFormat,
    detect_format,
    format_board,
    format_json,
    format_rows,
    parse_any,
    parse_board,
    parse_json,
    parse_rows,
)

deal_numbers = st.integers(min_value=1, max_value=LAST_DEAL)


@given(deal_numbers, st.sampled_from(list(TextFormat)))
def test_every_format_round_trips(number: int, text_format: TextFormat) -> None:
    layout = deal(number)
    text = text_format.write(layout)
    board = text_format.read(text)
    assert board.columns == layout.columns
    assert detect_format(text) is text_format
    assert parse_any(text).columns == layout.columns


def test_json_keeps_the_number() -> None:
    board = parse_json(format_json(deal(617)))
    assert board.number == 617
    assert board.as_deal() == deal(617)


def test_rows_output_is_the_seed_layout() -> None:
    assert format_rows(deal(617)).splitlines()[-1] == "JD KS KC 4H"


def test_board_accepts_ten_as_10_colons_and_comments() -> None:
    text = format_board(deal(617)).replace("T", "10")
    text = "# deal 617\n" + "".join(": " + line + "\n" for line in text.splitlines())
    assert parse_board(text).columns == deal(617).columns


def test_board_reads_freecells_and_foundations() -> None:
    layout = deal(1)
    columns = [list(column) for column in layout.columns]
    # Move the aces of hearts and spades out: AH to a foundation, AS to a free cell.
    lines = []
    for column in columns:
        kept = [card.code for card in column if card.code not in ("AH", "AS")]
        lines.append(": " + " ".join(kept))
    text = "Foundations: H-A C-0 D-0 S-0\nFreecells: - AS - -\n" + "\n".join(lines)
    board = parse_board(text)
    assert board.foundations == {Suit.HEARTS: Rank.ACE}
    assert [card.code if card else None for card in board.freecells] == [None, "AS", None, None]
    assert not board.is_starting_layout
    with pytest.raises(BoardError, match="game in progress"):
        board.as_deal()


def _swap_first(text: str, old: str, new: str) -> str:
    return text.replace(old, new, 1)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (
            lambda t: _swap_first(t, "5D", "7D"),
            r"line 4: 7D \(Seven of Diamonds\) appears again \(first on line 1\)",
        ),
        (lambda t: _swap_first(t, "5D", "XX"), r"line 4: 'XX' is not a card"),
        (lambda t: t.replace(" KD", ""), r"1 card is missing: KD \(King of Diamonds\)"),
        (lambda t: "\n".join(t.splitlines()[:7]), "has 7 cascade lines"),
        (lambda t: "", "has 0 cascade lines"),
    ],
)
def test_broken_boards_say_what_and_where(mutate, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(BoardError, match=message):
        parse_board(mutate(format_board(deal(617))))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (format_board(deal(617)) + "AH\n", "line 9: a FreeCell layout has 8 cascades; this is a ninth"),
        (format_rows(deal(617)).replace("7D ", "", 1), "line 1: a row of fewer than 8 cards comes before"),
    ],
    ids=["board-with-a-ninth-line", "rows-with-a-short-first-row"],
)
def test_a_layout_of_the_wrong_shape_is_read_in_the_format_it_resembles(text: str, message: str) -> None:
    # 52 cards make 7 rows of eight: more than 8 lines that do not start with a full row are
    # cascades, and the error speaks of cascades.
    with pytest.raises(BoardError, match=message):
        parse_any(text)


def test_broken_rows_and_json_say_what_and_where() -> None:
    with pytest.raises(BoardError, match="at most 8 cards"):
        parse_rows("AC AD AH AS 2C 2D 2H 2S 3C\n")
    with pytest.raises(BoardError, match="line 1: not valid JSON"):
        parse_json("{nope")
    with pytest.raises(BoardError, match="8 cascades"):
        parse_json(json.dumps({"columns": [["AC"]]}))
    with pytest.raises(BoardError, match="1 to 8,589,934,591"):
        parse_json(format_json(deal(617)).replace("617", "0"))
    with pytest.raises(BoardError, match="empty"):
        parse_any("   \n")


@given(st.text(max_size=300))
def test_parse_any_never_fails_with_anything_but_board_error(text: str) -> None:
    try:
        board = parse_any(text)
    except BoardError as error:
        assert str(error)
    else:
        assert sum(len(column) for column in board.columns) <= 52


# --- the best-effort reader for text copied from web pages ---------------------------------

from freecell_gui.core.deals.formats import CardOrder, parse_loose  # noqa: E402


@given(deal_numbers, st.sampled_from(["\t", "  ", " | ", "</td><td>"]), st.booleans())
def test_loose_reader_finds_cards_in_web_text(number: int, separator: str, symbols: bool) -> None:
    layout = deal(number)
    rows = []
    for row in layout.rows:
        codes = [card.code.replace("T", "10") for card in row]
        if symbols:
            codes = [code[:-1] + "\u2663\u2666\u2665\u2660"["CDHS".index(code[-1])] for code in codes]
        rows.append(separator.join(codes))
    text = "Game #" + str(number) + "\nDeal as shown on the site:\n" + "\n".join(rows) + "\nSolve it!"
    assert parse_loose(text, CardOrder.ROWS).columns == layout.columns


def test_loose_reader_reads_columns_in_starting_lengths() -> None:
    layout = deal(617)
    text = "  ".join(card.code for card in layout.cards())
    assert parse_loose(text, CardOrder.COLUMNS).columns == layout.columns


def test_loose_reader_ignores_lower_case_words() -> None:
    layout = deal(617)
    text = "as ad ah td " + format_rows(layout)
    assert parse_loose(text, CardOrder.ROWS).columns == layout.columns


def test_loose_reader_errors() -> None:
    with pytest.raises(BoardError, match="no card codes"):
        parse_loose("nothing here", CardOrder.ROWS)
    with pytest.raises(BoardError, match="51 cards are missing"):
        parse_loose("QS", CardOrder.ROWS)
    with pytest.raises(BoardError, match="appears again"):
        parse_loose("QS QS", CardOrder.COLUMNS)
