"""The game: start + moves + cursor, undo and redo, loading solutions; fc-solve as the oracle."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import Game, replay
from freecell_gui.core.game.notation import notation_for_policy, parse_moves
from freecell_gui.core.game.rules import HOME, AutoplayPolicy, IllegalMoveError, Move, Position
from tests.core.play_strategies import legal_walks, start_of

# freecellgamesolutions.com's solution of deal 10913, written with Microsoft's autoplay.
SITE_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


def test_the_sites_solution_of_10913_wins_in_19_moves_with_ms_autoplay() -> None:
    result = replay(start_of(10913), parse_moves(SITE_10913), AutoplayPolicy.MS)
    assert result.rejected is None and result.won and len(result.steps) == 19
    # the site leaves out the cards Microsoft sends home by itself: most of the deck
    assert sum(len(step.autoplayed) for step in result.steps) == 52 - 2
    # without autoplay the same moves cannot win
    assert not replay(start_of(10913), parse_moves(SITE_10913), AutoplayPolicy.OFF).won


@pytest.mark.parametrize("dropped", range(19))
def test_dropping_any_one_move_of_10913_is_refused_at_the_right_move(dropped: int) -> None:
    moves = SITE_10913.split()
    del moves[dropped]
    result = replay(start_of(10913), parse_moves(" ".join(moves)), AutoplayPolicy.MS)
    assert not result.won
    # the moves before the gap are played as before
    assert len(result.steps) >= dropped
    if result.rejected is not None:
        number = result.rejected.number
        assert number == len(result.steps) + 1 and number > dropped
        assert result.rejected.text == moves[number - 1]
        # the refused move is really illegal where it stands, for the reason given
        before = result.steps[-1].after if result.steps else start_of(10913)
        written = parse_moves(moves[number - 1])[0]
        from freecell_gui.core.game.notation import resolve

        assert before.check(resolve(before, written)) == result.rejected.reason
        assert str(result.rejected).startswith(f"move {number} ({moves[number - 1]}) is illegal: ")
    else:
        assert len(result.steps) == 18


@settings(max_examples=60, deadline=None)
@given(legal_walks(), st.sampled_from(AutoplayPolicy), st.data())
def test_undo_then_redo_returns_the_exact_position(
    walk: tuple[Position, list[Move]], policy: AutoplayPolicy, data: st.DataObject
) -> None:
    start, moves = walk
    game = Game(start, policy)
    for move in moves:
        legal = game.position.legal_moves()
        if not legal:
            break
        game.play(move if move in legal else legal[0])
        assert sorted(game.position.all_cards()) == list(range(52))
    before, steps, cursor = game.position, game.steps, game.cursor
    back = data.draw(st.integers(0, cursor))
    for _ in range(back):
        assert game.undo() is not None
    assert game.cursor == cursor - back
    assert game.position == game.position_after(cursor - back)
    for _ in range(back):
        assert game.redo() is not None
    assert game.position == before and game.steps == steps and game.cursor == cursor
    assert game.redo() is None
    game.restart()
    assert game.position == start and game.steps == steps
    assert (game.undo() is None) and not game.can_undo()


def test_playing_the_move_waiting_to_be_redone_keeps_the_solution() -> None:
    game = Game(start_of(10913))
    assert game.load(parse_moves(SITE_10913)) is None
    assert game.cursor == 0 and len(game.steps) == 19
    first = game.steps[0].move
    game.play(first)
    assert game.cursor == 1 and len(game.steps) == 19
    # another move drops the rest of the solution
    other = next(move for move in game.position.legal_moves() if move != game.steps[1].move)
    game.play(other)
    assert game.cursor == 2 and len(game.steps) == 2
    with pytest.raises(IllegalMoveError):
        game.play(Move(HOME, 0))
    assert game.cursor == 2


def test_a_loaded_solution_stops_before_its_first_illegal_move() -> None:
    game = Game(start_of(10913))
    rejected = game.load(parse_moves("26 76 72 1h 72"))
    assert rejected is not None and game.rejected == rejected
    assert (rejected.number, rejected.text) == (4, "1h")
    assert len(game.steps) == 3 and game.cursor == 0
    game.go_to(99)
    assert game.cursor == 3


def test_changing_the_autoplay_rule_checks_the_moves_to_redo_again() -> None:
    game = Game(start_of(10913), AutoplayPolicy.MS)
    game.load(parse_moves(SITE_10913))
    game.go_to(5)
    assert game.set_policy(AutoplayPolicy.OFF) is not None  # the site's moves need MS autoplay
    assert game.set_policy(AutoplayPolicy.MS) is None or game.cursor == 5
    assert game.policy is AutoplayPolicy.MS


# --- fc-solve as the oracle ---------------------------------------------------------------------

FC_SOLVE = shutil.which("fc-solve")
BOARD_MAKER = shutil.which("make-microsoft-freecell-board")
needs_fc_solve = pytest.mark.skipif(
    (FC_SOLVE is None or BOARD_MAKER is None) and not os.environ.get("CI"),
    reason="fc-solve is not installed (Debian: freecell-solver-bin)",
)
# The site's favourites, a few from each range of numbers, and one past 2^32.
ORACLE_DEALS = [
    1,
    617,
    194,
    5,
    10913,
    24,
    31465,
    1_000_000,
    2**31 + 5,
    3_000_000_000,
    2**32 + 7,
    8_589_934_591,
]


def fc_solve_solution(number: int) -> str:
    assert BOARD_MAKER is not None and FC_SOLVE is not None, "fc-solve is required in CI"
    board = subprocess.run(
        [BOARD_MAKER, "-t", str(number)], capture_output=True, text=True, check=True
    ).stdout
    # -m: every move in words with its card count (its -sn notation leaves out the count of
    # runs into empty columns, which makes it ambiguous)
    solved = subprocess.run(
        [FC_SOLVE, "-l", "lg", "-m"],  # "lg": a fast preset; the default takes minutes on 194
        input=board,
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "FREECELL_SOLVER_QUIET": "1"},
        timeout=60,
    )
    return solved.stdout


@needs_fc_solve
@pytest.mark.parametrize("number", ORACLE_DEALS)
def test_fc_solve_solutions_win_and_every_move_passes_our_check(number: int) -> None:
    text = fc_solve_solution(number)
    assert "This game is solveable." in text
    written = parse_moves(text)
    position = Position.from_deal(deal(number))
    for index, move in enumerate(written, start=1):
        # fc-solve states every count; it plays no card by itself
        count = move.count or 1
        explicit = Move(move.source, move.target, count)
        assert position.check(explicit) is None, (index, str(move), position.check(explicit))
        position = position.apply(explicit)
    assert position.is_won
    result = replay(Position.from_deal(deal(number)), written, AutoplayPolicy.OFF)
    assert result.won and result.rejected is None and len(result.steps) == len(written)


def test_each_step_keeps_its_autoplay_rule_and_load_played_replays_it() -> None:
    game = Game(start_of(10913), AutoplayPolicy.MS)
    game.load(parse_moves(SITE_10913))
    game.go_to(10)
    game.set_policy(AutoplayPolicy.OFF)
    game.undo()
    policies = [step.policy for step in game.steps]
    assert policies[:10] == [AutoplayPolicy.MS] * 10 and set(policies[10:]) <= {AutoplayPolicy.OFF}
    again = Game(start_of(10913), AutoplayPolicy.OFF)
    written = parse_moves(" ".join(step.text for step in game.steps))
    assert again.load_played(zip(written, policies, strict=True)) is None
    assert again.steps == game.steps


def test_the_site_counts_a_win_alike_whatever_the_autoplay_rule() -> None:
    game = Game(start_of(10913), AutoplayPolicy.MS)
    game.load(parse_moves(SITE_10913))
    game.go_to(19)
    assert game.is_won and game.site_move_count() == 19
    game.go_to(5)
    assert game.site_move_count() == 5
    # With autoplay off every card home is a move of its own; Microsoft's rule makes them free.
    explicit = notation_for_policy(start_of(10913), [step.move for step in game.steps], AutoplayPolicy.OFF)
    off = Game(start_of(10913), AutoplayPolicy.OFF)
    assert off.load(parse_moves(" ".join(explicit))) is None
    off.go_to(len(explicit))
    assert off.is_won and off.cursor > 19 and off.site_move_count() == 19
