"""Look-alike characters never turn into a different move, card, number or word.

Python's case-insensitive matching and str.lower() / str.upper() read the long s (U+017F) as
s and the Kelvin sign (U+212A) as k; NFKC reads a full-width letter as its ASCII one. Every
reader takes a text with such characters put in place of ASCII letters and digits and either
refuses it with its own error (whose message shows them escaped, never as the ASCII they look
like) or reads exactly what it read without them (they fell in a comment or in prose).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.cli.main import main
from freecell_gui.core.deals.card_query import CardQueryError, parse_card_query
from freecell_gui.core.deals.cards import Rank, Suit, parse_card
from freecell_gui.core.deals.dealer import DealNumberError, deal
from freecell_gui.core.deals.formats import (
    BoardError,
    format_board,
    format_json,
    format_rows,
    parse_any,
    parse_partial,
)
from freecell_gui.core.deals.numbers import parse_deal_number, parse_deal_range
from freecell_gui.core.game.notation import NotationError, parse_moves

_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"
# Characters that only look like ASCII: Cyrillic and Greek capitals and small letters.
_CONFUSABLES = {
    "a": "\u0430\u0391",
    "c": "\u0441\u0421",
    "e": "\u0435\u0395",
    "h": "\u041d\u0397",
    "k": "\u041a\u039a",
    "o": "\u043e\u039f",
    "p": "\u0440\u03a1",
    "s": "\u0455\u0405",
    "t": "\u0422\u03a4",
    "x": "\u0445\u03a7",
}


def _lookalikes() -> dict[str, list[str]]:
    """ASCII letter or digit -> the characters outside ASCII that fold, case or normalise to it."""
    folds_to_ascii = re.compile("[a-z0-9]", re.IGNORECASE)
    found: dict[str, set[str]] = {letter: set(_CONFUSABLES.get(letter, "")) for letter in _ALPHABET}
    for code in range(0x80, 0x30000):
        char = chr(code)
        normal = unicodedata.normalize("NFKC", char)
        for form in (char.lower(), char.upper(), char.casefold(), normal, normal.lower()):
            if len(form) == 1 and form.isascii() and form.isalnum():
                found[form.lower()].add(char)
        if folds_to_ascii.fullmatch(char):
            found.update(
                {letter: found[letter] | {char} for letter in _ALPHABET if re.fullmatch(letter, char, re.I)}
            )
    return {letter: sorted(chars) for letter, chars in found.items()}


LOOKALIKES = _lookalikes()


def test_the_known_troublemakers_are_among_them() -> None:
    assert "\u017f" in LOOKALIKES["s"] and "\u212a" in LOOKALIKES["k"] and "\uff13" in LOOKALIKES["3"]


@st.composite
def with_lookalikes(draw: st.DrawFn, text: str) -> str:
    """`text` with one to three of its ASCII letters or digits replaced by look-alikes."""
    places = [index for index, char in enumerate(text) if char.lower() in LOOKALIKES]
    chosen = draw(st.lists(st.sampled_from(places), min_size=1, max_size=3, unique=True))
    chars = list(text)
    for index in chosen:
        chars[index] = draw(st.sampled_from(LOOKALIKES[chars[index].lower()]))
    return "".join(chars)


_SUITS = set("\u2663\u2666\u2665\u2660\u2667\u2662\u2661\u2664")


def _assert_escaped(message: str) -> None:
    """The message shows no character outside ASCII but the suit symbols: look-alikes escaped."""
    assert all(char.isascii() or char in _SUITS for char in message), ascii(message)
    assert len(message) < 400


def _same_or_refused(read: Callable[[str], Any], error: type[Exception], text: str, original: str) -> None:
    try:
        result = read(text)
    except error as refused:
        assert type(refused) is error or isinstance(refused, error)
        _assert_escaped(str(refused))
        return
    assert result == read(original), ascii(text)


# --- the readers ---------------------------------------------------------------------------------

_MOVE_TEXTS = [
    "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b",
    "1. 3a\n2. 54\n3. bh\n4. 16v3",
    "Move a card from stack 3 to the foundations\nMove 3 cards from stack 0 to stack 5",
    "Move a card from freecell 2 to stack 7\nThis game is solveable.\nMove a card from stack 4 to freecell 0",
    "Move a card from stack 3 to freecell 0, then 54 and 3a",
]


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(_MOVE_TEXTS).flatmap(lambda text: st.tuples(st.just(text), with_lookalikes(text))))
def test_moves(texts: tuple[str, str]) -> None:
    original, text = texts
    _same_or_refused(
        lambda t: [(m.source, m.target, m.count) for m in parse_moves(t)], NotationError, text, original
    )


def test_the_long_s_in_stack_is_refused_not_read_as_a_free_cell() -> None:
    for line in (
        "Move a card from \u017ftack 3 to the foundations",
        "Move a card from stack 3 to \u017ftack 1",
    ):
        with pytest.raises(NotationError, match=r"\\u017f"):
            parse_moves(line)


_CARDS = [card.code for card in deal(617).cards()] + ["10H", "ts", "qs"]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_CARDS).flatmap(with_lookalikes))
def test_card_codes(text: str) -> None:
    with pytest.raises(ValueError) as refused:
        parse_card(text)
    _assert_escaped(str(refused.value))


@pytest.mark.parametrize("text", ["\u212a", "\u017f", "\uff33"])
def test_ranks_and_suits(text: str) -> None:
    with pytest.raises(ValueError):
        Rank.from_text(text)
    with pytest.raises(ValueError):
        Suit.from_letter(text)


_BOARDS = [
    format_board(deal(617)),
    format_rows(deal(1)),
    format_json(deal(11982)),
    "# deal 617, a game in progress\nFoundations: H-0 C-0 D-0 S-A\nFreecells: KD - - -\n"
    + "\n".join(
        " ".join(code for code in line.split() if code not in ("AS", "KD"))
        for line in format_board(deal(617)).splitlines()
    ),
]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_BOARDS).flatmap(lambda text: st.tuples(st.just(text), with_lookalikes(text))))
def test_boards(texts: tuple[str, str]) -> None:
    original, text = texts
    _same_or_refused(parse_any, BoardError, text, original)
    _same_or_refused(parse_partial, BoardError, text, original)


def test_the_kelvin_sign_in_the_foundations_is_the_boards_own_error() -> None:
    board = _BOARDS[3].replace("S-A", "S-\u212a")
    with pytest.raises(BoardError, match=r"\\u212a"):
        parse_any(board)


_QUERIES = ["QS", "10h", "queens", "kings", "spades", "red", "K S", "sixes"]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_QUERIES).flatmap(lambda text: st.tuples(st.just(text), with_lookalikes(text))))
def test_card_queries(texts: tuple[str, str]) -> None:
    original, text = texts
    _same_or_refused(parse_card_query, CardQueryError, text, original)


_NUMBERS = ["617", "deal 617", "game #1,000,000", "No. 11982", "#8,589,934,591", "1-100"]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_NUMBERS).flatmap(lambda text: st.tuples(st.just(text), with_lookalikes(text))))
def test_deal_numbers(texts: tuple[str, str]) -> None:
    original, text = texts
    _same_or_refused(parse_deal_range, DealNumberError, text, original)
    if "-" not in original:
        _same_or_refused(parse_deal_number, DealNumberError, text, original)


# --- what the commands echo ----------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["JK", "QS", "AS", "KH", "9S"]).flatmap(with_lookalikes))
def test_find_echoes_a_lookalike_card_escaped(code: str) -> None:
    import contextlib
    import io

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["find", code]) == 2
    message = err.getvalue()
    _assert_escaped(message)
    assert f"'{code}'" not in message  # never shown as if it were a card


def test_find_echoes_the_kelvin_sign_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", "J\u212a"]) == 2
    assert "'J\\u212a' is not a card" in capsys.readouterr().err
