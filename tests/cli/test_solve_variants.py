"""`solve --cells K`, `--game bakers` and `--min-cells`: what they print, their exit statuses, the
records of a range, and one-line refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import format_board
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.core.system.exit_status import ExitStatus


def _run(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(arguments)
    out, err = capsys.readouterr()
    return status, out, err


def _replays(number: int, rules: Rules, text: str) -> bool:
    start = Position.from_deal(deal(number), rules)
    played = replay(start, parse_moves(text), AutoplayPolicy.MS)
    return played.rejected is None and played.won


@pytest.mark.parametrize(
    ("cells", "game"), [("0", "freecell"), ("1", "freecell"), ("2", "freecell"), ("4", "bakers")]
)
def test_a_solution_with_fewer_cells_or_in_suit_replays_under_those_rules(
    cells: str, game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # Deal 892 needs no free cell (msfc32k-min-fc); in Baker's Game it needs 4 (fc-solve agrees).
    status, out, err = _run(["solve", "892", "--cells", cells, "--game", game, "--fast"], capsys)
    assert status == ExitStatus.DONE, err
    assert _replays(892, Rules(int(cells), Building(game)), out)
    if (cells, game) != ("4", "freecell"):
        assert err.startswith("deal 892 (") and "solved in" in err


def test_fewer_cells_than_a_deal_needs_is_proven_unsolvable(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(["solve", "617", "--cells", "3", "--json"], capsys)
    record = json.loads(out)
    assert status == ExitStatus.UNSOLVABLE and record["status"] == "unsolvable"
    assert (record["cells"], record["game"]) == (3, "freecell")
    assert err == "deal 617 (FreeCell with 3 free cells): " + err.split(": ", 1)[1]


def test_min_cells_says_the_fewest_and_prints_their_solution(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(["solve", "164", "--min-cells"], capsys)
    assert status == ExitStatus.DONE
    assert err.startswith("deal 164: needs 0 free cells (")
    assert _replays(164, Rules(0), out)


def test_min_cells_json_has_the_minimum_the_moves_and_each_step(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(["solve", "169", "--min-cells", "--json"], capsys)
    record = json.loads(out)
    assert status == ExitStatus.DONE
    assert (record["deal"], record["min_cells"], record["game"], record["hopeless"]) == (
        169,
        4,
        "freecell",
        False,
    )
    assert [step["cells"] for step in record["steps"]] == [0, 1, 2, 3, 4]
    assert [step["status"] for step in record["steps"]] == ["unsolvable"] * 4 + ["solved"]
    assert all(step["seconds"] >= 0 and step["positions"] > 0 for step in record["steps"])
    assert _replays(169, Rules(4), " ".join(record["moves"]))


def test_min_cells_in_bakers_game(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(["solve", "892", "--min-cells", "--game", "bakers"], capsys)
    assert status == ExitStatus.DONE
    assert err.startswith("deal 892: needs 4 free cells in Baker's Game (")
    assert _replays(892, Rules(4, Building.SAME_SUIT), out)


def test_min_cells_of_a_deal_no_count_wins_exits_unsolvable(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(["solve", "11982", "--min-cells"], capsys)
    assert status == ExitStatus.UNSOLVABLE and out == ""
    assert err == "deal 11982: cannot be won even with 4 free cells: every count proven hopeless\n"


def test_a_proof_out_of_positions_says_only_what_is_known(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(["solve", "1", "--min-cells", "--fast", "--proof-positions", "30000"], capsys)
    assert status == ExitStatus.GAVE_UP
    assert err.startswith("deal 1: needs 3 free cells or fewer, at least 2")
    assert _replays(1, Rules(3), out)


def test_min_cells_of_a_board_keeps_the_cards_in_its_cells(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Deal 164 (needs no free cell) with the last card of its first column in free cell a.
    rows = format_board(deal(164)).splitlines()
    first = rows[0].split()
    path = tmp_path / "board.txt"
    path.write_text(
        f"Freecells: {first[-1]}\n" + "".join(f": {row}\n" for row in [" ".join(first[:-1]), *rows[1:]])
    )
    status, out, err = _run(["solve", "--board", str(path), "--min-cells", "--json"], capsys)
    assert status == ExitStatus.DONE, err
    assert json.loads(out)["min_cells"] == 1  # the card held takes one cell: 0 cannot hold the position
    status, _, err = _run(["solve", "--board", str(path), "--cells", "0"], capsys)
    assert status == ExitStatus.BAD_INPUT
    assert err == (
        "freecell-gui solve: error: 1 cards are in the free cells, more than the 0 cells of the game\n"
    )


def test_a_range_of_min_cells_counts_what_each_deal_needs(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(["solve", "2-4", "--min-cells", "--summary", "--json", "--fast"], capsys)
    summary = json.loads(out)
    assert status == ExitStatus.DONE
    status, out, _ = _run(
        ["solve", "2-4", "--min-cells", "--summary", "--json", "--fast", "--jobs", "2"], capsys
    )
    on_workers = json.loads(out)
    assert status == ExitStatus.DONE
    assert {key: value for key, value in on_workers.items() if "seconds" not in key} == {
        key: value for key, value in summary.items() if "seconds" not in key
    }
    assert summary["deals"] == 3
    assert summary["needs"] == {"0": 0, "1": 1, "2": 2, "3": 0, "4": 0, "none": 0, "unknown": 0}
    status, out, _ = _run(["solve", "2-3", "--min-cells", "--summary", "--fast"], capsys)
    assert out.startswith("deals 2: free cells needed: 0 0, 1 1, 2 1, 3 0, 4 0, none 0, unknown 0\n")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["5", "--cells", "5"], "--cells must be 0 to 4 (the free cells to play with)"),
        (["5", "--cells", "-1"], "--cells must be 0 to 4 (the free cells to play with)"),
        (
            ["5", "--min-cells", "--cells", "2"],
            "--min-cells finds the number of cells itself: leave out --cells",
        ),
        (["5", "--min-cells", "--proof-positions", "0"], "--proof-positions must be 1 to 1000000000"),
    ],
)
def test_variant_mistakes_are_one_line(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = _run(["solve", *arguments], capsys)
    assert (status, out, err) == (ExitStatus.BAD_INPUT, "", f"freecell-gui solve: error: {message}\n")


def test_a_game_not_offered_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(["solve", "5", "--game", "spider"], capsys)
    assert status == ExitStatus.BAD_INPUT and err.count("\n") == 1 and "bakers" in err


def test_range_records_carry_the_rules_and_resume_refuses_others(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "run.jsonl"
    arguments = [
        "solve",
        "2-4",
        "--summary",
        "--fast",
        "--cells",
        "2",
        "--game",
        "bakers",
        "--out",
        str(out_file),
    ]
    status, _, err = _run(arguments, capsys)
    assert status in (ExitStatus.DONE, ExitStatus.UNSOLVABLE), err
    records = [json.loads(line) for line in out_file.read_text().splitlines()]
    assert [(record["cells"], record["game"]) for record in records] == [(2, "bakers")] * 3
    for record in records:
        if record["status"] == "solved":
            assert _replays(record["deal"], Rules(2, Building.SAME_SUIT), " ".join(record["moves"]))
    status, _, err = _run([*arguments, "--resume"], capsys)  # the same rules: all three are done
    assert status in (ExitStatus.DONE, ExitStatus.UNSOLVABLE) and "resuming: 3 of 3 deals" in err
    before = out_file.read_bytes()
    status, _, err = _run(["solve", "2-4", "--summary", "--fast", "--out", str(out_file), "--resume"], capsys)
    assert status == ExitStatus.BAD_INPUT and out_file.read_bytes() == before
    assert err == (
        f"freecell-gui solve: error: {out_file}: line 1 is of Baker's Game with 2 free cells, not of "
        "FreeCell: resume with its --cells and --game, or name a new file\n"
    )
