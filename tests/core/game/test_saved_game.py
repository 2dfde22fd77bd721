"""Saved games: random legal games survive the text exactly, and hostile texts are refused with
one SavedGameError, never another exception."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import parse_card
from freecell_gui.core.deals.dealer import Deal, deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.saved_game import (
    HEADER,
    MAX_GAME_MOVES,
    MAX_GAME_TEXT_CHARS,
    MoveSource,
    SavedGame,
    SavedGameError,
    is_saved_game_text,
    read_game_file,
    read_game_text,
    restore_game_text,
    write_game_file,
)
from tests.conftest import REPOSITORY
from tests.core.play_strategies import played_games, start_of
from tests.core.save_writer import is_whole

SITE_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_games())
def test_a_random_game_saved_and_restored_is_identical(played: tuple[Game, list[MoveSource]]) -> None:
    game, sources = played
    saved = SavedGame.from_game(game, redo_sources=sources)
    text = saved.to_text()
    again, restored = restore_game_text(text)
    assert again == saved
    assert [move.source for move in again.redo] == sources
    assert restored.steps == game.steps  # every move, its autoplay and its position
    assert restored.cursor == game.cursor and restored.position == game.position
    assert restored.policy is game.policy and restored.number == game.number
    assert again.to_text() == text
    assert text.isascii() and text.startswith(HEADER + "\n")


@settings(max_examples=100, deadline=None)
@given(played_games())
def test_the_parts_a_store_keeps_make_the_same_text(played: tuple[Game, list[MoveSource]]) -> None:
    game, sources = played
    saved = SavedGame.from_game(game, redo_sources=sources)
    parts = saved.parts()
    assert parts.cursor == game.cursor and (parts.deal, parts.board) == (game.number, None)
    assert read_game_text(saved.to_text()) == saved


def test_the_text_is_small_and_readable() -> None:
    game = Game(start_of(10913), AutoplayPolicy.MS, 10913)
    game.load(parse_moves(SITE_10913))
    game.go_to(12)
    text = SavedGame.from_game(game, redo_sources=MoveSource.SOLVED).to_text()
    assert text == (
        "# freecell-gui game 1\n"
        "deal: 10913\n"
        "autoplay: ms\n"
        "moves: 26 76 72 72 5a 27 57 67 1b 61\n"
        "moves: 41 4h\n"
        "redo solved: 4h 41 45 34 3c 6d 5b\n"
        "cursor: 12\n"
    )


def test_a_move_played_under_another_rule_says_so_and_replays_the_same() -> None:
    game = Game(start_of(10913), AutoplayPolicy.MS, 10913)
    game.load(parse_moves(SITE_10913))
    game.go_to(10)
    game.set_policy(AutoplayPolicy.OFF)
    game.undo()
    text = SavedGame.from_game(game).to_text()
    assert "moves ms: 26 76" in text and "redo typed ms: 61" in text and "autoplay: off" in text
    _, restored = restore_game_text(text)
    assert restored.steps == game.steps and restored.position == game.position


def test_a_custom_board_with_an_empty_cascade_round_trips() -> None:
    columns = list(deal(5).columns)
    columns[0], columns[7] = columns[0] + columns[7], ()
    layout = Deal(None, tuple(columns))
    game = Game(Position.from_deal(layout), AutoplayPolicy.SAFE)
    game.play(game.position.legal_moves()[0])
    saved = SavedGame.from_game(game)
    assert saved.deal == layout and saved.number is None
    text = saved.to_text()
    assert "board:\n: " in text and "\n:\n" in text  # the empty cascade keeps its line
    again, restored = restore_game_text(text)
    assert again == saved and restored.position == game.position


# --- plain solutions and verify --------------------------------------------------------------------


def test_a_plain_solution_is_read_as_moves_to_redo_when_the_deal_is_given() -> None:
    assert not is_saved_game_text(SITE_10913)
    with pytest.raises(SavedGameError, match="not a freecell-gui saved game"):
        read_game_text(SITE_10913)
    saved = read_game_text(SITE_10913, deal=deal(10913))
    assert saved.cursor == 0 and len(saved.redo) == 19
    assert {move.source for move in saved.redo} == {MoveSource.LOADED}
    game = saved.restore()
    game.go_to(19)
    assert game.is_won


def test_fc_solves_verbose_single_card_into_an_empty_column_keeps_its_count() -> None:
    text = "Move 1 cards from stack 0 to stack 5\n"
    saved = read_game_text(text, deal=deal(1), check_moves=False)
    assert saved.redo[0].text == "16v1"
    assert read_game_text(saved.to_text(), check_moves=False) == saved


def test_verify_reads_a_saved_game_and_names_its_first_illegal_move() -> None:
    text = f"{HEADER}\ndeal: 10913\nmoves: 26 76 72 1h 72\ncursor: 5\n"
    assert is_saved_game_text(text)
    with pytest.raises(SavedGameError, match=r"move 4 \(1h\) is illegal"):
        read_game_text(text)
    result = read_game_text(text, check_moves=False).replay()
    assert result.rejected is not None and (result.rejected.number, result.rejected.text) == (4, "1h")
    assert len(result.steps) == 3


def test_verify_replays_a_won_game_whole() -> None:
    text = f"{HEADER}\ndeal: 10913\nmoves: {SITE_10913}\n"
    result = read_game_text(text).replay()
    assert result.won and result.rejected is None and len(result.steps) == 19


def test_a_saved_game_refuses_another_autoplay_rule_given_beside_it() -> None:
    text = f"{HEADER}\ndeal: 10913\nautoplay: off\n"
    with pytest.raises(SavedGameError, match="autoplay off, not ms"):
        read_game_text(text, autoplay=AutoplayPolicy.MS)
    assert read_game_text(text, autoplay=AutoplayPolicy.OFF).autoplay is AutoplayPolicy.OFF


# --- hostile texts --------------------------------------------------------------------------------


def _valid_text() -> str:
    game = Game(start_of(617), AutoplayPolicy.MS, 617)
    game.load(parse_moves("1a ab ba ab ba ab 3b"))
    game.go_to(4)
    return SavedGame.from_game(game, redo_sources=MoveSource.LOADED).to_text()


def _refused(text: str) -> str:
    with pytest.raises(SavedGameError) as caught:
        read_game_text(text)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 400
    return message


BOARD = "".join(f": {' '.join(card.code for card in column)}\n" for column in deal(617).columns)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "not a freecell-gui saved game"),
        ("deal: 617\n", "not a freecell-gui saved game"),
        ("# freecell-gui game 2\ndeal: 617\n", "a newer format (2)"),
        ("# freecell-gui game 0\ndeal: 617\n", "an unknown format (0)"),
        ("# freecell-gui game 99999999999\n", "not a freecell-gui saved game"),
        (f"{HEADER}\n", "names no deal"),
        (f"{HEADER}\ndeal: 617\ndeal: 618\n", "line 3: the deal (deal: or board:) is given a second time"),
        (f"{HEADER}\ndeal: 0\n", "0 is not a deal"),
        (f"{HEADER}\ndeal: 8589934592\n", "is not a deal"),
        (f"{HEADER}\ndeal: {'9' * 5000}\n", "5,000 digits: far too large"),
        (f"{HEADER}\ndeal: -5\n", "a whole number"),
        (f"{HEADER}\ndeal: 6\u0661\u0667\n", "U+0661 ARABIC-INDIC DIGIT ONE"),
        (f"{HEADER}\ndeal: \uff16\uff11\uff17\n", "U+FF16 FULLWIDTH DIGIT SIX"),
        (f"{HEADER}\ndeal: 617\nautoplay: \u017fafe\n", "U+017F LATIN SMALL LETTER LONG S"),
        (f"{HEADER}\ndeal: 617\nautoplay: fast\n", "autoplay is ms, safe or off"),
        (f"{HEADER}\nboard:\n{BOARD.replace('KS', chr(0x212A) + 'S')}", "U+212A KELVIN SIGN"),
        (f"{HEADER}\nboard:\n{BOARD.replace('QD', 'K' + chr(0x017F))}", "U+017F"),
        (f"{HEADER}\ndeal: 617\x00\n", "a control character (U+0000"),
        (f"{HEADER}\ndeal: 617\nmoves: 3a\x1b[2J\n", "a control character (U+001B"),
        (f"{HEADER}\ndeal: 617\nmoves: 3a\u2028 54\n", "U+2028"),
        (f"{HEADER}\ndeal: 617\nmoves: 3a\u0085\n", "a control character (U+0085"),
        (f"{HEADER}\ndeal: 617\n# a bell\x07\n", "a control character (U+0007"),
        (f"{HEADER}\ndeal: 617\nmoves: 3a 99\n", "'99' is not a move"),
        (f"{HEADER}\ndeal: 617\nmoves: 3A\n", "'3A' is not a move"),
        (f"{HEADER}\ndeal: 617\nmoves: 1a 1a\n", "do not replay: move 2 (1a) is illegal"),
        (f"{HEADER}\ndeal: 617\nredo: 1a\n", "say where they came from"),
        (f"{HEADER}\ndeal: 617\nmoves typed: 1a\n", "say where they came from"),
        (f"{HEADER}\ndeal: 617\nredo pasted: 1a\n", "unknown key 'redo pasted'"),
        (f"{HEADER}\ndeal: 617\nmoves: 1a\ncursor: 2\n", "the cursor is 2 but 1 moves are done"),
        (f"{HEADER}\ndeal: 617\ncursor: 1\ncursor: 1\n", "the cursor is given a second time"),
        (f"{HEADER}\ndeal: 617\nplayer: me\n", "unknown key 'player'"),
        (f"{HEADER}\ndeal: 617\njust words\n", "is not a line of a saved game"),
        (f"{HEADER}\nboard: KS\n", "on lines of their own"),
        (
            f"{HEADER}\nboard:\n{''.join(BOARD.splitlines(True)[:7])}",
            "8 cascade lines starting with ':', not 7",
        ),
        (f"{HEADER}\nboard:\n{BOARD}: \n", "not 9"),
        (
            f"{HEADER}\nboard:\n{BOARD.replace('KS', 'QD')}",
            "the board: line 5: QD (Queen of Diamonds) appears again (first on line 4)",
        ),
        (f"{HEADER}\nboard:\n{BOARD}deal: 617\n", "given a second time"),
    ],
)
def test_hostile_texts_are_refused_with_one_clear_line(text: str, expected: str) -> None:
    assert expected in _refused(text)


def test_a_comment_may_be_written_in_any_language() -> None:
    text = _valid_text().replace("deal:", "# Partie de Zoë, ♠♥\ndeal:")
    assert read_game_text(text).number == 617


def test_windows_line_ends_and_a_byte_order_mark_are_read() -> None:
    text = _valid_text()
    assert read_game_text("\ufeff" + text.replace("\n", "\r\n")) == read_game_text(text)


def test_a_look_alike_suit_letter_is_never_read_as_a_suit() -> None:
    # U+017F upper-cases to "S" in Unicode: both the card reader and the saved game refuse it.
    with pytest.raises(ValueError, match="is not a card"):
        parse_card("K\u017f")
    assert "U+017F" in _refused(f"{HEADER}\nboard:\n{BOARD.replace('KS', 'K' + chr(0x017F))}")


def test_size_is_checked_before_anything_is_read() -> None:
    text = HEADER + "\n" + "x" * MAX_GAME_TEXT_CHARS
    # The size's message, not the first line's: nothing was read before (the time: bench_refusals.py).
    assert "characters; a saved game is far shorter" in _refused(text)


def test_too_many_moves_are_refused() -> None:
    moves = "moves: 1a " + "ab ba " * (MAX_GAME_MOVES // 2)
    assert f"more than {MAX_GAME_MOVES:,} moves" in _refused(f"{HEADER}\ndeal: 617\n{moves}\n")


# A hang guard, not a speed: read in linear time this is a fraction of a second; a pattern that
# backtracks over the blanks takes hours. How long it takes is bench_refusals.py's.
@pytest.mark.timeout(120)
def test_long_lines_of_blanks_are_read_in_linear_time() -> None:
    text = f"{HEADER}\ndeal: 617\nmoves:" + (" " * 1000 + "x") * 900 + "\n"
    assert "\n" not in _refused(text)


HOSTILE = st.sampled_from(
    ["\u017f", "\u212a", "\uff11", "\u0661", "\x00", "\x1b", "\u2028", "\u0085", "\ud800", "\ufeff", "\r",
     "\n", ":", "#", " ", "v", "h", "9" * 30, "board:", "deal:", "cursor: ", "redo solved off:", "\t"]
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=300))
def test_any_text_is_a_saved_game_or_one_saved_game_error(text: str) -> None:
    for candidate in (text, f"{HEADER}\n{text}", f"{HEADER}\ndeal: 617\n{text}"):
        try:
            read_game_text(candidate)
        except SavedGameError as error:
            assert "\n" not in str(error)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 3), HOSTILE), max_size=6))
def test_a_damaged_save_is_refused_or_read_never_a_crash(edits: list[tuple[int, int, str]]) -> None:
    text = _valid_text()
    for place, cut, insert in edits:
        where = place % (len(text) + 1)
        text = text[:where] + insert + text[where + cut :]
    try:
        saved = read_game_text(text)
    except SavedGameError as error:
        assert "\n" not in str(error)
    else:
        assert read_game_text(saved.to_text()) == saved


# --- files ----------------------------------------------------------------------------------------


def test_a_game_file_is_written_whole_and_read_back(tmp_path: Path) -> None:
    saved = read_game_text(_valid_text())
    path = tmp_path / "deal-617.freecell.txt"
    write_game_file(path, saved)
    assert read_game_file(path)[0] == saved
    assert [entry.name for entry in tmp_path.iterdir()] == [path.name]


def test_a_folder_or_a_fifo_is_never_written_over_nor_read(tmp_path: Path) -> None:
    saved = read_game_text(_valid_text())
    with pytest.raises(SavedGameError, match="it is a folder, not a file"):
        write_game_file(tmp_path, saved)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    # Opening a FIFO that no one reads or writes would wait for ever (the test's timeout).
    with pytest.raises(SavedGameError, match="a pipe"):
        write_game_file(fifo, saved)
    with pytest.raises(SavedGameError, match="a pipe"):
        read_game_file(fifo)
    assert fifo.is_fifo()  # not replaced by a file


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"\xff\xfe" + HEADER.encode("utf-16-le"), "not UTF-8"),
        (b"x" * (MAX_GAME_TEXT_CHARS + 1), "too large"),
        (b"PK\x03\x04 a zip file", "not a freecell-gui saved game"),
    ],
)
def test_a_foreign_file_is_refused(tmp_path: Path, data: bytes, expected: str) -> None:
    path = tmp_path / "game.txt"
    path.write_bytes(data)
    with pytest.raises(SavedGameError, match=expected):
        read_game_file(path)


def test_a_kill_while_saving_leaves_the_old_file_or_the_new_one(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    chooser = random.Random()
    for _ in range(6):
        with subprocess.Popen(
            [sys.executable, "-m", "tests.core.save_writer", "file", str(path)],
            cwd=REPOSITORY,
            stdout=subprocess.PIPE,
        ) as process:
            assert process.stdout is not None
            assert process.stdout.readline() == b"ready\n"
            time.sleep(chooser.uniform(0, 0.2))
            process.send_signal(signal.SIGKILL)
            process.wait(timeout=10)
        saved, _ = read_game_file(path)
        assert is_whole(saved)
