"""The rules engine: positions, legal moves, the supermove limit and autoplay."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK, Card, parse_card
from freecell_gui.core.game.rules import (
    BUILDS_ON,
    EMPTY,
    FIRST_FREECELL,
    HOME,
    AutoplayPolicy,
    IllegalMoveError,
    Move,
    Position,
    is_cascade,
    legal_moves_of,
)
from tests.core.play_strategies import deal_numbers, legal_walks, positions_along, start_of

PROPERTY = settings(max_examples=60, deadline=None)


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(code).index for code in text.split())


def position(
    columns: list[str], cells: str = "", foundations: tuple[int, int, int, int] = (0, 0, 0, 0)
) -> Position:
    """A hand-built position; columns are written bottom card first, as they are dealt."""
    cascades = tuple(cards(column) for column in columns) + ((),) * (8 - len(columns))
    held = list(cards(cells)) + [EMPTY] * (4 - len(cards(cells)))
    return Position(cascades, tuple(held), foundations)


# --- invariants over random games --------------------------------------------------------------


@PROPERTY
@given(legal_walks())
def test_every_card_is_there_exactly_once(walk: tuple[Position, list[Move]]) -> None:
    start, moves = walk
    for reached in positions_along(start, moves):
        assert sorted(reached.all_cards()) == list(range(52))


@PROPERTY
@given(legal_walks())
def test_every_generated_move_passes_check(walk: tuple[Position, list[Move]]) -> None:
    start, moves = walk
    for reached in positions_along(start, moves):
        for move in reached.legal_moves():
            assert reached.check(move) is None, move


@PROPERTY
@given(legal_walks(), st.data())
def test_moves_check_accepts_reach_what_legal_moves_reaches(
    walk: tuple[Position, list[Move]], data: st.DataObject
) -> None:
    # legal_moves offers one of several moves with the same outcome up to the order of the
    # cascades and cells (the first empty cell or column; no cell-to-cell moves; no whole
    # cascade into an empty one): `key` sees those as one, so compare outcomes by key.
    start, moves = walk
    reached = positions_along(start, moves)[-1]
    outcomes = {reached.apply(move).key() for move in reached.legal_moves()} | {reached.key()}
    for _ in range(200):
        move = Move(
            data.draw(st.integers(0, 11)), data.draw(st.integers(0, 12)), data.draw(st.integers(1, 13))
        )
        if reached.check(move) is None:
            assert reached.apply(move).key() in outcomes, move
        else:
            with pytest.raises(IllegalMoveError):
                reached.play(move)


@PROPERTY
@given(legal_walks())
def test_the_supermove_limit_holds(walk: tuple[Position, list[Move]]) -> None:
    start, moves = walk
    for reached in positions_along(start, moves):
        free_cells = reached.freecells.count(EMPTY)
        empty = [index for index, column in enumerate(reached.cascades) if not column]
        for source, column in enumerate(reached.cascades):
            run = reached.run_length(source)
            for target, destination in enumerate(reached.cascades):
                if target == source:
                    continue
                others_empty = len(empty) - (0 if destination else 1)
                limit = (free_cells + 1) * 2**others_empty
                for count in range(1, run + 1):
                    if destination and column[-count] not in BUILDS_ON[destination[-1]]:
                        continue
                    reason = reached.check(Move(source, target, count))
                    if count <= limit:
                        assert reason is None
                    else:
                        assert reason is not None and f"only {limit} card" in reason


def test_the_supermove_limit_counts_empty_columns_but_not_an_empty_target() -> None:
    # Column 1 holds a run of 8 (9S down to 2D, alternating); 2 free cells, 2 empty columns.
    run = "9S 8H 7C 6D 5S 4H 3C 2D"
    start = position([run, "TH", "KC", "KD", "KH", "KS"], cells="QC QD")
    # onto a card: (2 + 1) x 2^2 = 12 may move, so the whole run of 8 goes onto the ten
    assert start.check(Move(0, 1, 8)) is None
    # into an empty column: the target does not count, (2 + 1) x 2^1 = 6
    assert start.check(Move(0, 6, 6)) is None
    assert start.check(Move(0, 6, 7)) == (
        "only 6 cards can move, not 7: 2 free cells, 1 empty column (the empty target does not count)"
    )
    assert start.max_move(6) == 6 and start.max_move(1) == 12


# --- autoplay ----------------------------------------------------------------------------------


@PROPERTY
@given(legal_walks())
def test_safe_autoplay_never_sends_home_a_card_a_later_move_needs(walk: tuple[Position, list[Move]]) -> None:
    start, moves = walk
    for reached in positions_along(start, moves):
        after, played = reached.autoplay(AutoplayPolicy.SAFE)
        assert all(move.target == HOME for move in played)
        home_cards = set(after.all_cards()) - set(
            [card for column in after.cascades for card in column] + list(after.freecells)
        )
        gone_home = home_cards - (
            set(reached.all_cards())
            - set([card for column in reached.cascades for card in column] + list(reached.freecells))
        )
        in_play = set(range(52)) - home_cards
        for card in gone_home:
            # Only these two cards could ever be put onto it; both must already be home.
            assert not BUILDS_ON[card] & in_play, (card, BUILDS_ON[card] & in_play)


def test_ms_autoplay_plays_aces_and_twos_and_waits_for_the_other_colour() -> None:
    # Column 1 ends with the 3 of hearts; clubs home to 2, spades to 1: a red 3 waits for both
    # black 2s. Column 2 ends with the 2 of diamonds: twos always go.
    waiting = position(["KC 3H", "KS 2D"], foundations=(2, 1, 2, 1))
    after, played = waiting.autoplay(AutoplayPolicy.MS)
    assert played == [Move(1, HOME)]
    assert after.cascades[0] == cards("KC 3H")
    # once the 2 of spades is home, the 3 of hearts goes too
    ready = position(["KC 3H"], foundations=(2, 2, 2, 2))
    assert ready.autoplay(AutoplayPolicy.MS)[1] == [Move(0, HOME)]
    # safe autoplay holds a 2 back while an ace of the other colour is out
    two = position(["KC 2D", "KS AC"], foundations=(0, 1, 0, 0))
    assert two.autoplay(AutoplayPolicy.SAFE)[1] == [Move(1, HOME)]
    assert position(["KC 2D", "KS AS"], foundations=(1, 1, 0, 0)).autoplay(AutoplayPolicy.SAFE)[1] == [
        Move(1, HOME),
        Move(0, HOME),
    ]
    assert position(["KC 2D"], foundations=(0, 1, 0, 0)).autoplay(AutoplayPolicy.SAFE)[1] == []
    assert waiting.autoplay(AutoplayPolicy.OFF) == (waiting, [])


# --- positions -----------------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(deal_numbers)
def test_a_deal_starts_with_every_card_in_the_cascades(number: int) -> None:
    start = start_of(number)
    assert [len(column) for column in start.cascades] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert start.freecells == (EMPTY,) * 4 and start.foundations == (0,) * 4
    assert not start.is_won and start.cards_home == 0


def test_key_is_the_same_for_reordered_cascades_and_cells_only() -> None:
    one = position(["KC 3H", "KS 2D"], cells="AH")
    swapped = Position(
        (one.cascades[1], one.cascades[0], *one.cascades[2:]), (EMPTY, EMPTY, one.freecells[0], EMPTY)
    )
    assert one.key() == swapped.key() and one != swapped
    assert one.key() != position(["KC 3H", "KS 2D"], cells="AS").key()
    assert hash(one) == hash(position(["KC 3H", "KS 2D"], cells="AH"))


# --- the reasons ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        (Move(HOME, 0), "cards never leave the foundations"),
        (Move(0, 0), "a move needs two different places"),
        (Move(7, 0), "column 8 is empty"),
        (Move(FIRST_FREECELL + 1, 0), "free cell b is empty"),
        (Move(0, FIRST_FREECELL, 2), "only one card at a time can go to or come from free cell a"),
        (Move(0, HOME), "3H cannot go home yet: its foundation needs the Ace of Hearts"),
        (Move(0, FIRST_FREECELL), "free cell a is taken (AS)"),
        (Move(0, 1), "3H cannot go on 2D: 3H goes on a black four"),
        (Move(1, 2, 2), "the top 2 cards of column 2 are not an ordered run (only 1 are)"),
        (Move(1, 2, 3), "column 2 holds only 2 cards"),
        (Move(0, 2, 0), "a move carries at least one card"),
    ],
)
def test_reasons(move: Move, reason: str) -> None:
    here = position(["KC 3H", "KS 2D", "4C"], cells="AS")
    assert here.check(move) == reason
    with pytest.raises(IllegalMoveError, match="^" + reason.replace("(", r"\(").replace(")", r"\)") + "$"):
        here.play(move)


_RANK_WORDS = [
    "ace",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
]


@settings(max_examples=400)
@given(moving=st.sampled_from(DECK), below=st.sampled_from(DECK), from_cell=st.booleans())
def test_a_refused_build_names_the_card_and_where_it_goes(moving: Card, below: Card, from_cell: bool) -> None:
    # Any two cards, the moving one from a column or from a free cell.
    assume(moving != below)
    if from_cell:
        here = position([below.code], cells=moving.code)
        move = Move(FIRST_FREECELL, 0)
    else:
        here = position([below.code, moving.code], cells="")
        move = Move(1, 0)
    allowed = moving.rank == below.rank - 1 and moving.colour != below.colour
    reason = here.check(move)
    if allowed:
        assert reason is None
        return
    if moving.rank == 13:
        where = f"{moving.code} goes only into an empty column"
    else:
        colour = "black" if moving.colour.value == "red" else "red"
        where = f"{moving.code} goes on a {colour} {_RANK_WORDS[moving.rank]}"
    assert reason == f"{moving.code} cannot go on {below.code}: {where}"
    assert "rank higher" not in reason


def test_a_legal_move_is_played_and_the_game_is_won_when_all_are_home() -> None:
    nearly = position(["KS"], foundations=(13, 13, 13, 12))
    assert not nearly.is_won
    won = nearly.play(Move(0, HOME))
    assert won.is_won and won.cards_home == 52 and won.legal_moves() == []
    assert all(is_cascade(index) for index in range(8))


@settings(max_examples=300, deadline=None)
@given(
    run_length=st.integers(1, 12),
    top_rank=st.integers(1, 12),
    first_suit=st.sampled_from([0, 1]),
    free_cells=st.integers(0, 4),
    empty_columns=st.integers(0, 5),
    into_empty=st.booleans(),
)
def test_the_supermove_limit_over_built_positions(
    run_length: int, top_rank: int, first_suit: int, free_cells: int, empty_columns: int, into_empty: bool
) -> None:
    # Random play seldom empties columns, so build positions with every count of free cells
    # and empty columns: column 1 holds an ordered run (clubs and diamonds alternating),
    # column 2 the card it goes on (a heart or a spade) or nothing.
    first_rank = min(13 - (0 if into_empty else 1), top_rank + run_length - 1)
    run_length = min(run_length, first_rank)
    run = [((first_suit + step) % 2) + 4 * (first_rank - step - 1) for step in range(run_length)]
    target_card = (2 if first_suit == 0 else 3) + 4 * first_rank  # one rank higher, other colour
    used = set(run) | {target_card}
    spare = [card for card in range(52) if card not in used]
    cells = tuple(spare.pop() for _ in range(4 - free_cells)) + (EMPTY,) * free_cells
    empties = min(empty_columns, 6 if into_empty else 5)
    columns: list[tuple[int, ...]] = [tuple(run), () if into_empty else (target_card,)]
    columns += [()] * (empties - (1 if into_empty else 0))
    fillers = 8 - len(columns)
    if fillers == 0:
        return
    columns += [(spare.pop(),) for _ in range(fillers - 1)]
    columns.append(tuple(spare))
    here = Position(tuple(columns), cells)
    assert here.run_length(0) == run_length
    others_empty = sum(1 for column in columns[2:] if not column)
    limit = (free_cells + 1) * 2**others_empty
    for count in range(1, run_length + 1):
        if not into_empty and count < run_length:
            continue  # onto a card only the whole run fits
        reason = here.check(Move(0, 1, count))
        assert (reason is None) == (count <= limit), (count, limit, reason)
        if count > limit:
            assert reason is not None and reason.startswith(f"only {limit} card")
    # legal_moves offers exactly the counts check accepts (into an empty column, every one)
    generated = {move.size for move in here.legal_moves() if move.source == 0 and move.target == 1}
    if into_empty:
        assert generated == set(range(1, min(run_length, limit) + 1)) - {len(columns[0])}
    else:
        assert generated == ({run_length} if run_length <= limit else set())


# --- the canonical order of the moves ----------------------------------------------------------


def test_the_moves_come_in_the_canonical_order() -> None:
    # The order every copy of the rules follows (rules.legal_moves_of): free cells a-d, then
    # cascades 1-8; from each, home, the first empty free cell, onto cascades left to right (a
    # cell's card into the first empty cascade in its place), then runs into the first empty
    # cascade, shortest first. Free cells: AC, empty, 8C, empty.
    here = Position(
        (
            cards("KC TS 9H 8S"),
            cards("JD"),
            (),
            cards("9D"),
            cards("KH"),
            cards("KD"),
            cards("4C"),
            cards("7H"),
        ),
        (parse_card("AC").index, EMPTY, parse_card("8C").index, EMPTY),
    )
    a, b, c = FIRST_FREECELL, FIRST_FREECELL + 1, FIRST_FREECELL + 2
    assert here.legal_moves() == [
        *(Move(a, HOME), Move(a, 2)),  # the ace: home, or into the empty column 3
        *(Move(c, 2), Move(c, 3)),  # 8C: into the empty column 3, onto 9D in column 4
        # column 1: 8S to a cell, TS-9H-8S onto JD, 8S onto 9D, then 1, 2, 3 cards into column 3
        *(Move(0, b), Move(0, 1, 3), Move(0, 3, 1), Move(0, 2, 1), Move(0, 2, 2), Move(0, 2, 3)),
        *(Move(1, b), Move(3, b), Move(4, b), Move(5, b), Move(6, b)),  # lone cards: only to a cell
        *(Move(7, b), Move(7, 0, 1)),  # 7H to a cell, onto 8S
    ]
    # The beams' moves: the same, a run into an empty column carrying all it may.
    beams = legal_moves_of(here.cascades, here.freecells, here.foundations, longest_into_empty=True)
    assert beams == [move for move in here.legal_moves() if move not in (Move(0, 2, 1), Move(0, 2, 2))]
