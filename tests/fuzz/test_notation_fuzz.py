"""Hostile text for the move notation: whatever comes in, parse_moves returns moves or raises
NotationError with a short message, and it does so quickly."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.game.notation import MAX_SOLUTION_CHARS, NotationError, iter_moves, parse_moves

_MOVE_PIECES = [
    "3a",
    "54",
    "bh",
    "16v3",
    "1.",
    "(2)",
    "Move",
    "a card",
    "cards",
    "from",
    "stack",
    "freecell",
    "to",
    "the foundations",
    "v",
    "ff",
    "\ufeff",
    "\x00",
    "\u0663",
    "\n",
    " ",
    ",",
    "-=-=-",
    "9" * 40,
]


def _parse_or_refuse(text: str) -> None:
    try:
        moves = parse_moves(text)
    except NotationError as error:
        message = str(error)
        assert "\n" not in message and len(message) < 300
        return
    for move in moves:
        assert 0 <= move.source <= 12 and 0 <= move.target <= 12
        assert move.count is None or 1 <= move.count <= 255


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400))
def test_any_text_gives_moves_or_a_notation_error(text: str) -> None:
    _parse_or_refuse(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_MOVE_PIECES), max_size=60).map(" ".join))
def test_near_misses_give_moves_or_a_notation_error(text: str) -> None:
    _parse_or_refuse(text)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=300))
def test_bytes_decoded_any_way_give_moves_or_a_notation_error(data: bytes) -> None:
    _parse_or_refuse(data.decode("latin-1"))


@pytest.mark.parametrize(
    "line",
    [
        "Move " + "9" * 5000 + " cards from stack 0 to stack 1",  # int() refuses past 4,300 digits
        "Move a card from stack " + "9" * 5000 + " to the foundations",
        "Move a card from freecell 0 to stack " + "9" * 5000,
        "Move 99999999 cards from stack 0 to stack 1",
        "Move 0 cards from stack 0 to stack 1",
        "Move a card from stack 8 to the foundations",
    ],
)
def test_fc_solve_verbose_lines_with_impossible_numbers_are_refused(line: str) -> None:
    with pytest.raises(NotationError, match="line 1"):
        parse_moves(line)


def test_unicode_digits_are_not_read_as_numbers() -> None:
    # "\u0663" is ARABIC-INDIC DIGIT THREE: int() would take it, the notation does not.
    assert parse_moves("Move a card from stack \u0663 to the foundations") == []
    with pytest.raises(NotationError):
        parse_moves("\u0663a")


def test_a_byte_order_mark_and_deep_numbering_are_passed_over() -> None:
    text = "\ufeff" + "".join(f"{index}. 3a\n" for index in range(1, 20_001))
    assert len(parse_moves(text)) == 20_000
    assert [move.text for move in parse_moves(f"{'9' * 3000}. 3a")] == ["3a"]


def test_overflowing_v_counts_are_refused() -> None:
    for token in ("16v100", "16vfff", "16v0", "16v-1", "16vg"):
        with pytest.raises(NotationError):
            parse_moves(token)
    assert parse_moves("16vff")[0].count == 255  # read; the rules refuse it when played


@pytest.mark.parametrize(
    "text",
    [
        "3a " * (MAX_SOLUTION_CHARS // 3 + 1),  # 10 MB-class text, many lines' worth on one line
        "3a\n" * (10_000_000 // 3),  # 10 MB of lines
        "x" * 10_000_000,  # one 10 MB line
    ],
    ids=["long-line-of-moves", "ten-megabytes-of-lines", "one-ten-megabyte-line"],
)
def test_huge_texts_are_refused_at_once(text: str) -> None:
    # Refused by its size before the first line is read (how soon: bench_refusals.py).
    with pytest.raises(NotationError, match="characters; a solution is far shorter"):
        next(iter_moves(text))


# A hang guard, not a speed: both take seconds (8 s beside a build); quadratic reading (a
# pattern that backtracks) would take hours. How long they take is bench_refusals.py's.
@pytest.mark.timeout(120)
def test_the_largest_accepted_text_is_read_without_backtracking() -> None:
    text = ("3a " * (MAX_SOLUTION_CHARS // 3))[:MAX_SOLUTION_CHARS]  # one 2,000,000-character line
    assert len(parse_moves(text)) == MAX_SOLUTION_CHARS // 3
    # The verbose pattern does not backtrack badly on a near miss (read as prose: no moves).
    assert parse_moves("Move " * (MAX_SOLUTION_CHARS // 5)) == []


# --- fc-solve's verbose moves and plain ones on one line: both read, in order --------------------

_VERBOSE_MOVES = [
    ("Move a card from stack 3 to the foundations", "4h"),
    ("Move a card from stack 3 to freecell 0", "4a"),
    ("Move 3 cards from stack 0 to stack 5", "16v3"),
    ("Move 1 card from stack 1 to stack 2", "23"),
    ("move a card from freecell 2 to stack 7", "c8"),
    ("MOVE A CARD FROM FREECELL 1 TO THE FOUNDATION", "bh"),
]
_PLAIN_MOVES = ["3a", "54", "bh", "16v3", "72", "d4", "8h"]
_BETWEEN = [" ", ", ", " ... ", "; ", " - ", " | ", "  "]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(_VERBOSE_MOVES),
            st.sampled_from(_PLAIN_MOVES).map(lambda move: (move, move)),
        ),
        min_size=1,
        max_size=12,
    ),
    st.lists(st.sampled_from(_BETWEEN), min_size=12, max_size=12),
    st.booleans(),
)
def test_a_line_mixing_verbose_and_plain_moves_loses_none(
    pieces: list[tuple[str, str]], between: list[str], numbered: bool
) -> None:
    line = "".join(text + between[index] for index, (text, _) in enumerate(pieces))
    if numbered:
        line = "1. " + line
    assert [move.text for move in parse_moves(line)] == [expected for _, expected in pieces]


@pytest.mark.parametrize(
    "line",
    [
        "Move a card from stack 3 to freecell 0 then 3a",  # a word among the plain moves
        "3a Move a card from stack 3 to freecell 0 and so 54",
    ],
)
def test_a_mixed_line_that_cannot_be_read_whole_is_refused(line: str) -> None:
    with pytest.raises(NotationError, match="line 1"):
        parse_moves(line)
