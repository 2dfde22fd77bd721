"""The text parsers under hostile input: only BoardError escapes, wrong boards are refused."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import (
    MAX_BOARD_TEXT_CHARS,
    BoardError,
    CardOrder,
    TextFormat,
    format_board,
    format_json,
    format_rows,
    parse_any,
    parse_board,
    parse_json,
    parse_loose,
    parse_rows,
)

_PARSERS = [
    parse_any,
    parse_board,
    parse_rows,
    parse_json,
    lambda text: parse_loose(text, CardOrder.ROWS),
    lambda text: parse_loose(text, CardOrder.COLUMNS),
]
_PARSER_IDS = ["any", "board", "rows", "json", "loose-rows", "loose-columns"]


def _refused_cleanly(parser, text: str) -> None:  # type: ignore[no-untyped-def]
    """The parser returns a whole board or raises BoardError with a short, non-empty message."""
    try:
        board = parser(text)
    except BoardError as error:
        message = str(error)
        assert message.strip()
        assert "\n" not in message
        assert len(message) < 300
    else:
        cards = [card for column in board.columns for card in column]
        cards += [card for card in board.freecells if card is not None]
        assert len(cards) == len(set(cards)) <= 52
        assert len(board.columns) == 8


# Text built from the pieces a board is made of, so hypothesis reaches deep into the parsers.
_PIECES = st.sampled_from(
    [c.code for c in DECK[:12]]
    + [
        "10H",
        "Freecells:",
        "Foundations:",
        "H-5",
        "S-0",
        "H-\u0665",
        "H-\uff15",
        "-",
        ":",
        "#",
        "{",
        "}",
        "[",
        "]",
    ]
    + ['"columns"', '"deal"', "1e999", "9" * 5000, "\ufeff", "\x00", "\n", " ", ",", "\u2660", "\u00b2"]
)
_BOARDISH = st.lists(_PIECES, max_size=80).map(" ".join)


@pytest.mark.parametrize("parser", _PARSERS, ids=_PARSER_IDS)
@settings(max_examples=150, deadline=None)
@given(
    st.one_of(st.text(max_size=400), _BOARDISH, st.binary(max_size=400).map(lambda b: b.decode("latin-1")))
)
def test_parsers_only_raise_board_error(parser, text: str) -> None:  # type: ignore[no-untyped-def]
    _refused_cleanly(parser, text)


@pytest.mark.parametrize("parser", _PARSERS, ids=_PARSER_IDS)
@settings(max_examples=40, deadline=None)
@given(
    st.integers(min_value=1, max_value=100_000), st.sampled_from(["[", "{", '{"columns":', "[[", "9", "AH "])
)
def test_nested_and_huge_input_is_refused(parser, depth: int, piece: str) -> None:  # type: ignore[no-untyped-def]
    _refused_cleanly(parser, piece * depth)


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,
        '{"columns": ' + "[" * 50_000,
        '{"deal": ' + "9" * 5000 + ', "columns": []}',
        json.dumps({"deal": None, "columns": [[]] * 8}).replace("null", "1" + "0" * 4400),
    ],
    ids=["deep-list", "deep-columns", "huge-deal", "huge-deal-2"],
)
def test_json_nesting_and_huge_numbers_are_board_errors(text: str) -> None:
    with pytest.raises(BoardError):
        parse_json(text)
    with pytest.raises(BoardError):
        parse_any(text)


@pytest.mark.parametrize("digit", ["\u0665", "\uff15", "\u00b2", "\u2075", "\U0001d7d3"])
def test_unusual_digits_in_foundations_are_board_errors(digit: str) -> None:
    text = f"Foundations: H-{digit} C-0 D-0 S-0\n" + format_board(deal(1))
    with pytest.raises(BoardError):
        parse_board(text)


def test_a_ten_megabyte_paste_is_refused_quickly() -> None:
    # Every reader refuses it by its length before reading a line (how soon: bench_refusals.py).
    text = format_board(deal(617)) * (10_000_000 // len(format_board(deal(617))))
    assert len(text) > MAX_BOARD_TEXT_CHARS
    for parser in _PARSERS:
        with pytest.raises(BoardError, match="characters long; a board is far shorter"):
            parser(text)


def test_messages_quote_only_an_excerpt() -> None:
    token = "Z" * 100_000
    for parser in (parse_board, parse_rows):
        with pytest.raises(BoardError) as caught:
            parser(token[: MAX_BOARD_TEXT_CHARS // 2])
        assert len(str(caught.value)) < 200


@pytest.mark.parametrize("text_format", list(TextFormat))
def test_a_byte_order_mark_is_ignored(text_format: TextFormat) -> None:
    text = "\ufeff" + text_format.write(deal(617))
    assert parse_any(text).columns == deal(617).columns
    assert text_format.read(text).columns == deal(617).columns


# --- wrong boards are refused ---------------------------------------------------------------------


def _without(text: str, codes: set[str]) -> str:
    lines = []
    for line in text.splitlines():
        lines.append(" ".join(code for code in line.split() if code not in codes))
    return "\n".join(lines) + "\n"


def test_two_freecells_lines_are_refused() -> None:
    board = _without(format_board(deal(1)), {"AS", "AH"})
    text = "Freecells: AS - - -\nFreecells: AH - - -\n" + board
    with pytest.raises(BoardError, match="second Freecells"):
        parse_board(text)


def test_two_foundations_lines_are_refused() -> None:
    board = _without(format_board(deal(1)), {"AS", "AH"})
    text = "Foundations: S-A\nFoundations: H-A\n" + board
    with pytest.raises(BoardError, match="second Foundations"):
        parse_board(text)


def test_a_short_row_in_the_middle_is_refused() -> None:
    rows = format_rows(deal(617)).splitlines()
    first, second = rows[1].split(), rows[2].split()
    # Move one card from row 2 to the end of row 3's place: row 2 is now short, in the middle.
    rows[1] = " ".join(first[:-1])
    rows[-1] = rows[-1] + " " + first[-1]
    assert second
    with pytest.raises(BoardError, match="only the last row may be short"):
        parse_rows("\n".join(rows))


def test_fifty_two_one_card_lines_are_refused() -> None:
    text = "".join(card.code + "\n" for card in DECK)
    with pytest.raises(BoardError):
        parse_rows(text)
    with pytest.raises(BoardError):
        parse_any(text)


def test_a_ninth_cascade_line_is_refused_where_it_stands() -> None:
    lines = format_board(deal(617)).splitlines()
    moved = lines[0].split()
    lines[0] = " ".join(moved[:-1])
    lines.append(moved[-1])
    with pytest.raises(BoardError, match="line 9"):
        parse_board("\n".join(lines))


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=1_000_000), st.data())
def test_rows_with_a_card_moved_between_rows_are_refused(number: int, data: st.DataObject) -> None:
    rows = [row.split() for row in format_rows(deal(number)).splitlines()]
    source = data.draw(st.integers(min_value=0, max_value=len(rows) - 2))
    card = rows[source].pop(data.draw(st.integers(min_value=0, max_value=len(rows[source]) - 1)))
    rows[-1].append(card)
    with pytest.raises(BoardError):
        parse_rows("\n".join(" ".join(row) for row in rows))


def test_the_written_formats_still_read_back() -> None:
    for number in (1, 617, 8_589_934_591):
        layout = deal(number)
        assert parse_rows(format_rows(layout)).columns == layout.columns
        assert parse_board(format_board(layout)).columns == layout.columns
        assert parse_json(format_json(layout)).columns == layout.columns
