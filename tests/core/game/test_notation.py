"""Move notation: reading the site's, fc-solve's and our own text, and writing it back."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.game.game import Game, replay
from freecell_gui.core.game.notation import (
    MAX_SOLUTION_CHARS,
    NotationError,
    format_moves,
    parse_move,
    parse_moves,
    resolve,
    write_move,
)
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, AutoplayPolicy, Move, Position
from tests.core.play_strategies import legal_walks

PROPERTY = settings(max_examples=60, deadline=None)


def texts(text: str) -> list[str]:
    return [move.text for move in parse_moves(text)]


def test_places_and_the_v_suffix() -> None:
    assert parse_move("3a").source == 2 and parse_move("3a").target == FIRST_FREECELL
    assert (parse_move("bh").source, parse_move("bh").target) == (FIRST_FREECELL + 1, HOME)
    long = parse_move("16v3")
    assert (long.source, long.target, long.count) == (0, 5, 3)
    assert parse_move("27va").count == 10
    assert parse_move("54").count is None


@pytest.mark.parametrize(
    ("token", "why"),
    [
        ("h1", "cards never leave home"),
        ("33", "moves a card to where it is"),
        ("3av2", r"a card count \(v\) is only for"),
        ("16v0", r"a card count \(v\) is only for"),
        ("9a", "is not a move"),
        ("3e", "is not a move"),
        ("4H", "is not a move"),
    ],
)
def test_a_bad_move_says_why(token: str, why: str) -> None:
    with pytest.raises(NotationError, match=why):
        parse_move(token, line=4)
    with pytest.raises(NotationError, match=r"^line 4: "):
        parse_move(token, line=4)


def test_numbering_spacing_and_prose_are_passed_over() -> None:
    text = (
        "\ufeffFreeCell Game #10913 solution\n"
        "This game is solveable.\n"
        "1. 26  2. 76, 3) 72; (4) 72\n"
        "Solution: 5a 27\n"
        "\n"
        "#7: 57\n"
    )
    assert texts(text) == ["26", "76", "72", "72", "5a", "27", "57"]
    assert [move.line for move in parse_moves(text)] == [3, 3, 3, 3, 4, 4, 6]


def test_fc_solve_verbose_moves_and_boards_between_them() -> None:
    text = (
        "-=-=-=-=-=-=-=-=-=-=-=-\n"
        "\n"
        "Foundations: H-0 C-2 D-A S-0\n"
        "Freecells:  8H  --  --  --\n"
        ": 4C 2C 9C 8C QS 4S 2H\n"
        ": 10H JD 3D\n"
        "\n"
        "Move a card from stack 3 to the foundations\n"
        "====================\n"
        "Move 3 cards from stack 0 to stack 5\n"
        "Move a card from freecell 2 to stack 7\n"
        "Move a card from stack 4 to freecell 0\n"
        "Move 1 card from stack 1 to stack 2\n"
        "This game is solveable.\n"
        "Total number of states checked is 129.\n"
    )
    assert texts(text) == ["4h", "16v3", "c8", "5a", "23"]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("26 76 zz 72", "line 1: 'zz' is not a move"),
        ("26\n76 72 4H", "line 2: '4H' is not a move"),
        ("Move a card from stack 9 to the foundations", "there is no stack 9"),
        ("Move a card from freecell 4 to stack 1", "there is no freecell 4"),
        ("Move 2 cards from stack 1 to freecell 0", "only one card at a time"),
        ("Move a card from stack 1 to stack 1", "to itself"),
    ],
)
def test_bad_text_is_refused_with_its_line(text: str, why: str) -> None:
    with pytest.raises(NotationError, match=why):
        parse_moves(text)


def test_a_huge_text_is_refused_without_reading_it() -> None:
    with pytest.raises(NotationError, match="a solution is far shorter"):
        parse_moves("26 " * (MAX_SOLUTION_CHARS // 3 + 1))


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200) | st.binary(max_size=200).map(lambda raw: raw.decode("latin-1")))
def test_any_text_gives_moves_or_one_notation_error(text: str) -> None:
    try:
        moves = parse_moves(text)
    except NotationError as error:
        assert "\n" not in str(error)
    else:
        for move in moves:
            assert parse_move(move.text).source == move.source


def test_resolve_counts_cards_from_the_position() -> None:
    # column 1: 9S 8H 7C (a run of 3); column 2 ends with the 8 of diamonds; column 3 empty
    from tests.core.game.test_rules import position

    here = position(["KD 9S 8H 7C", "KH 8D", "", "KC", "KS"], cells="AH AD")
    assert resolve(here, parse_move("12")) == Move(0, 1, 1)
    # into the empty column: (2 free cells + 1) x 2^0 = 3 cards, the whole run
    assert resolve(here, parse_move("13")) == Move(0, 2, 3)
    assert resolve(here, parse_move("13v2")) == Move(0, 2, 2)
    assert write_move(here, Move(0, 2, 2)) == "13v2"
    assert write_move(here, Move(0, 2, 3)) == "13"
    assert write_move(here, Move(0, 2, 3), explicit=True) == "13v3"
    assert write_move(here, Move(0, FIRST_FREECELL + 2)) == "1c"


@PROPERTY
@given(legal_walks(), st.sampled_from(AutoplayPolicy), st.integers(1, 12))
def test_writing_and_reading_back_gives_the_same_game(
    walk: tuple[Position, list[Move]], policy: AutoplayPolicy, per_line: int
) -> None:
    start, moves = walk
    game = Game(start, policy)
    for move in moves:
        legal = game.position.legal_moves()
        if not legal:
            break
        # the walk's moves are legal without autoplay; under a policy pick the nearest legal one
        game.play(move if move in legal else legal[hash(move) % len(legal)])
    again = replay(start, parse_moves(format_moves(game.texts(), per_line)), policy)
    assert again.rejected is None
    assert [step.after for step in again.steps] == [step.after for step in game.steps]
    assert [step.move for step in again.steps] == [step.move for step in game.steps]
    # fc-solve's way: every card explicit, autoplay off
    explicit = replay(start, parse_moves(format_moves(game.texts(explicit=True))), AutoplayPolicy.OFF)
    assert explicit.rejected is None
    assert (explicit.final or start) == game.position


def test_format_moves_writes_lines_of_ten() -> None:
    written = format_moves([str(n % 8 + 1) + "a" for n in range(23)])
    assert written.count("\n") == 3 and written.endswith("\n")
    assert len(written.splitlines()[0].split()) == 10
    assert format_moves([]) == ""
