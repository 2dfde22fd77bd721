"""A saved game keeps its variant (issue 29): the `game:` and `cells:` lines, written for any game
but FreeCell with four cells, read back into the same rules; a text without them (every text of
the versions before variants) is FreeCell with four cells; anything else in them is refused in one
line naming it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import Deal, deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.saved_game import (
    HEADER,
    MAX_GAME_TEXT_CHARS,
    MoveSource,
    SavedGame,
    SavedGameError,
    read_game_file,
    read_game_text,
    restore_game_text,
    write_game_file,
)
from freecell_gui.core.game.variant import FREECELL, Building, Rules

RULES = st.builds(Rules, st.integers(0, 4), st.sampled_from(Building))
BAKERS_2 = Rules(2, Building.SAME_SUIT)


def played_game(rules: Rules, number: int, seed: int, moves: int) -> Game:
    """Deal `number` under `rules` with up to `moves` legal moves chosen by `seed`, some undone."""
    game = Game(Position.from_deal(deal(number), rules), AutoplayPolicy.MS, number)
    chooser = random.Random(seed)
    for _ in range(moves):
        legal = game.position.legal_moves()
        if not legal:
            break
        game.play(chooser.choice(legal))
    for _ in range(chooser.randint(0, game.cursor)):
        game.undo()
    return game


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=RULES, number=st.integers(1, 32_000), seed=st.integers(0, 2**16), moves=st.integers(0, 25))
def test_a_game_of_any_variant_restores_under_its_own_rules(
    rules: Rules, number: int, seed: int, moves: int
) -> None:
    game = played_game(rules, number, seed, moves)
    text = SavedGame.from_game(game).to_text()
    saved, restored = restore_game_text(text)
    assert saved.rules == rules
    assert restored.start.rules == rules and restored.position.rules == rules
    assert restored.cursor == game.cursor
    assert [step.after for step in restored.steps] == [step.after for step in game.steps]
    # The variant lines are written exactly when the game is not the standard one.
    assert ("game:" in text) == ("cells:" in text) == (rules != FREECELL)


def test_a_standard_game_is_written_as_before_variants() -> None:
    text = SavedGame.from_game(played_game(FREECELL, 617, 1, 5)).to_text()
    assert text.startswith(HEADER + "\ndeal: 617\nautoplay: ms\n")
    assert "game:" not in text and "cells:" not in text


def test_a_text_from_before_variants_is_freecell_with_four_cells() -> None:
    saved = read_game_text(f"{HEADER}\ndeal: 617\nautoplay: ms\nmoves: 1a\ncursor: 1\n")
    assert saved.rules == FREECELL
    assert saved.restore().position.rules == FREECELL


def test_a_bakers_game_with_two_cells_opens_under_those_rules(tmp_path: Path) -> None:
    game = Game(Position.from_deal(deal(164), BAKERS_2), AutoplayPolicy.MS, 164)
    game.play(game.position.legal_moves()[0])
    path = tmp_path / "bakers.txt"
    write_game_file(path, SavedGame.from_game(game, redo_sources=MoveSource.TYPED))
    assert "game: bakers\ncells: 2\n" in path.read_text(encoding="utf-8")
    saved, opened = read_game_file(path)
    assert saved.rules == BAKERS_2 and opened.position.rules == BAKERS_2
    assert len(opened.position.freecells) == 2
    assert opened.position == game.position


def test_a_move_the_variant_forbids_refuses_the_text() -> None:
    # Deal 617 under FreeCell: "1a 2b" fills two cells; with one cell the second has nowhere to go.
    text = f"{HEADER}\ndeal: 617\ngame: freecell\ncells: 1\nautoplay: ms\nmoves: 1a 2b\ncursor: 2\n"
    with pytest.raises(SavedGameError, match="do not replay"):
        read_game_text(text)
    assert read_game_text(text.replace("cells: 1", "cells: 2")).rules == Rules(2)


def test_a_custom_layout_keeps_its_variant() -> None:
    layout = Deal(None, deal(11982).columns)
    game = Game(Position.from_deal(layout, BAKERS_2))
    game.play(game.position.legal_moves()[0])
    text = SavedGame.from_game(game).to_text()
    assert "board:" in text and "game: bakers\ncells: 2\n" in text
    saved, restored = restore_game_text(text)
    assert saved.rules == BAKERS_2 and restored.position == game.position


def test_the_text_may_say_it_is_the_standard_game() -> None:
    text = f"{HEADER}\ndeal: 617\ngame: freecell\ncells: 4\nautoplay: ms\ncursor: 0\n"
    assert read_game_text(text).rules == FREECELL


def test_reading_for_a_variant_refuses_a_game_of_another() -> None:
    text = SavedGame.from_game(played_game(BAKERS_2, 5, 0, 0)).to_text()
    with pytest.raises(SavedGameError, match="Baker's Game with 2 free cells, not FreeCell"):
        read_game_text(text, rules=FREECELL)
    plain = read_game_text("1a", deal=deal(617), rules=BAKERS_2, check_moves=False)
    assert plain.rules == BAKERS_2


def _refusal(text: str) -> str:
    with pytest.raises(SavedGameError) as caught:
        read_game_text(text)
    message = str(caught.value)
    assert message and "\n" not in message and len(message) < 300
    return message


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("cells: 5", "the free cells are 0 to 4, not 5"),
        ("cells: 99999999999999999999", "far too large"),
        ("cells: -1", "whole number"),
        ("cells: two", "whole number"),
        ("cells:", "whole number"),
        ("game: spider", "the game is freecell or bakers, not 'spider'"),
        ("game: Bakers", "not 'Bakers'"),
        ("game: baker's", 'not "baker\'s"'),
        ("game:", "not ''"),
    ],
)
def test_a_bad_variant_line_is_refused_naming_its_line(line: str, said: str) -> None:
    message = _refusal(f"{HEADER}\ndeal: 617\n{line}\nautoplay: ms\ncursor: 0\n")
    assert message.startswith("line 3: ") and said in message


def test_a_variant_said_twice_is_refused() -> None:
    message = _refusal(f"{HEADER}\ndeal: 617\ncells: 2\ncells: 2\n")
    assert message.startswith("line 4: ") and "first on line 3" in message
    assert "first on line 3" in _refusal(f"{HEADER}\ndeal: 617\ngame: bakers\ngame: freecell\n")


@settings(max_examples=200, deadline=None)
@given(value=st.text(max_size=40))
def test_any_cells_value_is_read_or_refused_in_one_line(value: str) -> None:
    text = f"{HEADER}\ndeal: 617\ncells: {value}\nautoplay: ms\ncursor: 0\n"
    try:
        saved = read_game_text(text)
    except SavedGameError as error:
        assert str(error) and "\n" not in str(error)
        return
    assert saved.rules.free_cells == int(value.strip(" \t"))


@settings(max_examples=200, deadline=None)
@given(value=st.text(max_size=40))
def test_any_game_name_is_read_or_refused_in_one_line(value: str) -> None:
    text = f"{HEADER}\ndeal: 617\ngame: {value}\nautoplay: ms\ncursor: 0\n"
    try:
        saved = read_game_text(text)
    except SavedGameError as error:
        assert str(error) and "\n" not in str(error)
        return
    assert saved.rules.building.value == value.strip(" \t")


@settings(max_examples=100, deadline=None)
@given(data=st.binary(max_size=2_000), rules=RULES)
def test_binary_after_the_variant_lines_is_refused_in_one_line(data: bytes, rules: Rules) -> None:
    head = SavedGame.from_game(played_game(rules, 617, 0, 0)).to_text()
    text = head + data.decode("latin-1")
    try:
        read_game_text(text)
    except SavedGameError as error:
        assert str(error) and "\n" not in str(error)


def test_a_huge_text_is_refused_unread_in_one_line(tmp_path: Path) -> None:
    huge = f"{HEADER}\ndeal: 617\ngame: bakers\ncells: " + "9" * MAX_GAME_TEXT_CHARS
    assert "at most" in _refusal(huge)
    path = tmp_path / "huge.txt"
    path.write_bytes(b"\xff\xfe" + bytes(range(256)) * 10)
    with pytest.raises(SavedGameError) as caught:
        read_game_file(path)
    assert "\n" not in str(caught.value) and "huge.txt" in str(caught.value)
