"""`freecell-gui verify FILE` reads a saved game (File > Save Game...): its deal, each move's
autoplay rule, the moves done and then the moves to redo."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import Deal, deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.saved_game import HEADER, MoveSource, SavedGame
from tests.core.game.test_game import SITE_10913


def saved_10913(done: int, policy: AutoplayPolicy = AutoplayPolicy.MS) -> SavedGame:
    """Deal 10913 with the site's solution loaded and `done` moves of it done."""
    game = Game(Position.from_deal(deal(10913)), policy, 10913)
    game.load(parse_moves(SITE_10913))
    game.go_to(done)
    return SavedGame.from_game(game, redo_sources=MoveSource.LOADED)


@pytest.mark.parametrize("done", [0, 7, 19])
def test_a_saved_game_won_by_its_moves_verifies_without_a_deal_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], done: int
) -> None:
    path = tmp_path / "game.fcgame"
    path.write_text(saved_10913(done).to_text(), encoding="ascii")
    assert main(["verify", str(path)]) == 0
    assert capsys.readouterr().out == "solved in 19 moves\n"
    assert main(["verify", "10913", str(path)]) == 0  # the deal number may be given: it matches


def test_the_saved_rule_holds_whatever_autoplay_is_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The site's solution wins only with Microsoft's autoplay, which the saved game names.
    path = tmp_path / "game.fcgame"
    path.write_text(saved_10913(19).to_text(), encoding="ascii")
    assert main(["verify", str(path), "--autoplay", "off"]) == 0
    assert main(["verify", "10913", str(path), "--autoplay", "off"]) == 0
    assert capsys.readouterr().out == "solved in 19 moves\n" * 2


def test_a_game_not_yet_won_says_where_the_moves_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = Game(Position.from_deal(deal(617)), AutoplayPolicy.MS, 617)
    game.load(parse_moves("3a 54"))
    path = tmp_path / "game.fcgame"
    path.write_text(SavedGame.from_game(game).to_text(), encoding="ascii")
    assert main(["verify", str(path)]) == 1  # 54 is refused: the game kept only 3a
    assert capsys.readouterr().out.startswith("the moves end after move 1 before the game is won")


def test_a_custom_board_is_replayed_from_its_own_layout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    layout = Deal(None, deal(10913).columns)
    game = Game(Position.from_deal(layout), AutoplayPolicy.MS, None)
    game.load(parse_moves(SITE_10913))
    path = tmp_path / "board.fcgame"
    path.write_text(SavedGame.from_game(game, layout).to_text(), encoding="ascii")
    assert main(["verify", str(path)]) == 0
    assert main(["verify", "10913", str(path)]) == 2  # a board of its own, not deal 10913
    assert "a board of its own" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("arguments", "text", "said"),
    [
        (["618"], None, "a saved game of deal 10913, not of deal 618"),
        ([], "3a 54 bh\n", "is not a saved game"),
        ([], f"{HEADER}\ndeal: 617\nautoplay: ms\ncursor: 0\n", "no moves in"),
        ([], f"{HEADER}\ndeal: 617\nautoplay: ms\nmoves: 3a zz\ncursor: 2\n", "line 4"),
        ([], f"{HEADER}\ndeal: 617\nautoplay: ms\nmoves: 3a\ncursor: 5\n", "cursor"),
        (["0"], None, "argument N"),
    ],
)
def test_bad_saved_games_are_one_line_and_exit_2(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    arguments: list[str],
    text: str | None,
    said: str,
) -> None:
    path = tmp_path / "game.fcgame"
    path.write_text(text if text is not None else saved_10913(3).to_text(), encoding="ascii")
    assert main(["verify", *arguments, str(path)]) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1 and "Traceback" not in err


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=400))
def test_any_text_after_the_header_is_a_verdict_or_one_line(tmp_path: Path, body: str) -> None:
    path = tmp_path / "fuzz.fcgame"
    path.write_text(f"{HEADER}\n{body}", encoding="utf-8", errors="surrogatepass")
    assert main(["verify", str(path)]) in (0, 1, 2)


def test_a_saved_game_of_a_variant_says_which_game_it_won(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from freecell_gui.core.game.variant import Rules

    # Our solver's solution of deal 164 with no free cell (`freecell-gui solve 164 --cells 0`).
    solution = (
        "17 15 17 12 6h 6h 2h 61 67 57 35 61 82 82 63 83 84 58 56 53 54 64 13 84 73 45 21 27 46 74 "
        "28 26 26 24 72 78 73 7h 1h 4h 5h 15 48 46 41 46 45 38 3h 3h 32 34 37 35"
    )
    game = Game(Position.from_deal(deal(164), Rules(0)), AutoplayPolicy.MS, 164)
    game.load(parse_moves(solution))
    path = tmp_path / "no-cell.fcgame"
    path.write_text(SavedGame.from_game(game, redo_sources=MoveSource.LOADED).to_text(), encoding="ascii")
    assert main(["verify", str(path)]) == 0
    assert capsys.readouterr().out == "solved in 54 moves (FreeCell with 0 free cells)\n"
