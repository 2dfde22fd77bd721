"""A saved game's errors carry a kind and its values, and say the same English as before they
had kinds: byte for byte, in the core and on the command line (`verify`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.saved_game import SavedGame, SavedMove
from freecell_gui.core.game.saved_game_errors import SavedGameError, SavedGameField, SavedGameProblem
from tests.core.game.saved_game_error_samples import (
    MADE,
    NOT_MADE_BY_A_USER,
    TEXTS,
    Made,
    error_made,
    error_of,
)


@pytest.mark.parametrize(("text", "problem", "english"), TEXTS, ids=[english[:50] for _, _, english in TEXTS])
def test_a_text_gives_its_kind_and_the_old_english(
    text: str, problem: SavedGameProblem, english: str
) -> None:
    error = error_of(text)
    assert error.problem is problem
    assert str(error) == english


@pytest.mark.parametrize("made", MADE, ids=[made.english[:50] for made in MADE])
def test_a_call_gives_its_kind_and_the_old_english(tmp_path: Path, made: Made) -> None:
    error = error_made(made, tmp_path)
    assert error.problem is made.problem
    assert str(error) == made.english.replace("DIR", str(tmp_path))


def test_every_kind_is_made_by_a_sample() -> None:
    made = {problem for _, problem, _ in TEXTS} | {made.problem for made in MADE}
    assert made | NOT_MADE_BY_A_USER == set(SavedGameProblem)


def test_the_kinds_no_user_text_makes_keep_their_english() -> None:
    assert str(SavedGameError(SavedGameProblem.TOO_MANY_MOVES, line=7)) == (
        "line 7: more than 100,000 moves: far more than any game"
    )
    for field, what in [
        (SavedGameField.CURSOR, "the cursor"),
        (SavedGameField.CELLS, "the number of free cells"),
    ]:
        error = SavedGameError(SavedGameProblem.TOO_MANY_DIGITS, line=2, field=field, number=14)
        assert str(error) == f"line 2: {what} has 14 digits: far too large"
    with pytest.raises(SavedGameError) as raised:
        SavedGame(deal(617), done=(SavedMove("9z", SavedGame(deal(1)).autoplay),)).restore()
    assert raised.value.problem is SavedGameProblem.SAVED_MOVE_NOT_A_MOVE
    assert str(raised.value) == (
        "a saved move is not a move: line 1: '9z' is not a move: write a source and a target, columns 1-8, "
        "free cells a-d, h for home (as 3a, 54, bh)"
    )


def test_a_file_name_is_said_before_the_error_and_the_values_stay(tmp_path: Path) -> None:
    error = error_of(TEXTS[14][0]).in_file("game.fcgame")
    assert error.problem is SavedGameProblem.AUTOPLAY_NAME
    assert error.token == "sometimes-never-always-perhaps-yes" and error.line == 2
    assert str(error) == "game.fcgame: line 2: autoplay is ms, safe or off, not 'sometimes-never-alway...'"


# What `freecell-gui verify FILE` printed for each file before the errors had kinds (recorded).
VERIFY = {
    "ascii.fcgame": (
        "# freecell-gui game 1\ndeal: 6\u0131\n",
        "freecell-gui: error: ascii.fcgame: line 2: '\u0131' (U+0131 LATIN SMALL LETTER DOTLESS I) is not "
        "plain ASCII: a saved game writes its keys, moves and cards in ASCII letters and digits\n",
    ),
    "cells.fcgame": (
        "# freecell-gui game 1\ncells: 9\n",
        "freecell-gui: error: cells.fcgame: line 2: the free cells are 0 to 4, not 9\n",
    ),
    "cursor.fcgame": (
        "# freecell-gui game 1\ndeal: 617\ncursor: 4\nmoves: 3a\n",
        "freecell-gui: error: cursor.fcgame: line 3: the cursor is 4 but 1 moves are done: the text is "
        "incomplete or was changed\n",
    ),
    "key.fcgame": (
        "# freecell-gui game 1\nbogus: 1\n",
        "freecell-gui: error: key.fcgame: line 2: unknown key 'bogus': a saved game has deal, board, game, "
        "cells, autoplay, moves, redo, cursor\n",
    ),
    "newer.fcgame": (
        "# freecell-gui game 7\n",
        "freecell-gui: error: newer.fcgame: line 1: the game was saved in a newer format (7); this version "
        "reads format 1\n",
    ),
    "dir.fcgame": (None, "freecell-gui: error: dir.fcgame is a folder, not a file\n"),
}


@pytest.mark.parametrize("name", list(VERIFY))
def test_verify_prints_the_old_english_byte_for_byte(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    text, printed = VERIFY[name]
    if text is None:
        (tmp_path / name).mkdir()
    else:
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["verify", name]) == 2
    assert capsys.readouterr().err == printed
