"""What the picture chain's commands say to a newcomer (issue 27): a search that finds nothing
says what it searched and what to try, a board from a picture is searched as the picture is,
`solve --board` says what a '??' is, and read-image's counts say what they count."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.cli.find import nothing_found
from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import TextFormat
from freecell_gui.core.finder.scan import ALL_RANGE, WINDOWS_RANGE

PICTURES = Path(__file__).resolve().parents[1] / "picture" / "data"
ABOVE_A_MILLION = 1_584_349_176  # a KPatience deal of /work/kpsets/seed28 (Oxygen, q50)


def _board_with_unknowns(number: int, unknown: int) -> str:
    """The deal's board with its first `unknown` cards written ??, as read-image leaves them."""
    text = TextFormat.BOARD.write(deal(number))
    for card in deal(number).cards()[:unknown]:
        text = text.replace(card.code, "??", 1)
    return text


def test_a_board_above_a_million_is_found_in_stages_like_its_picture(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "b.txt"
    board.write_text(_board_with_unknowns(ABOVE_A_MILLION, 5))
    assert main(["find", "--board", str(board), "--jobs", "1"]) == 0
    assert capsys.readouterr().out == f"{ABOVE_A_MILLION}\n"


def test_a_board_with_a_range_searches_just_that_range_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "b.txt"
    board.write_text(_board_with_unknowns(ABOVE_A_MILLION, 5))
    assert main(["find", "--board", str(board), "--range", "1m", "--jobs", "1"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        "freecell-gui find: no deal in 1..1,000,000 has these cards: "
        "try --range 2^31 or --range all (deals up to 8,589,934,591)\n"
    )


def test_cards_not_found_say_what_was_searched(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", "7D", "AD", "5C", "3S", "5S", "8C", "2D", "AH", "--range", "1-100"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and "1..100" in err and "--range 2^31 or --range all" in err


@given(st.integers(1, ALL_RANGE.stop - 1), st.integers(0, 10**10))
def test_the_nothing_found_line_offers_only_wider_ranges(start: int, length: int) -> None:
    searched = range(start, min(ALL_RANGE.stop, start + length + 1))
    line = nothing_found(searched, staged=False)
    assert "\n" not in line and f"{searched.start:,}..{searched.stop - 1:,}" in line
    assert ("--range 2^31" in line) == (searched.stop < WINDOWS_RANGE.stop)
    assert ("--range all" in line) == (searched.stop < ALL_RANGE.stop)
    if searched.stop == ALL_RANGE.stop:
        assert "check them" in line


def test_solve_says_what_a_double_question_mark_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "b.txt"
    board.write_text(_board_with_unknowns(617, 1))
    assert main(["solve", "--board", str(board)]) == 2
    first, second = capsys.readouterr().err.splitlines()
    assert first == (
        f"freecell-gui solve: error: {board}: line 1: '??' is not a card: write a rank "
        "(A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H"
    )
    assert "read" in second and f"find --board {board}" in second


def test_other_bad_cards_keep_their_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "b.txt"
    board.write_text(TextFormat.BOARD.write(deal(617)).replace(deal(617).cards()[0].code, "?X", 1))
    assert main(["solve", "--board", str(board)]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1


def test_read_image_counts_what_it_counts_and_says_the_next_step(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["read-image", str(PICTURES / "ours-617.png")]) == 0
    out, err = capsys.readouterr()
    assert (
        ": 52 read, 0 in doubt (a few candidates), 0 colour only, 0 not read; deck: " in out.splitlines()[0]
    )
    assert err.splitlines()[-1].endswith("solve it (`freecell-gui solve --board FILE`)")


def test_a_card_in_doubt_without_a_colour_is_not_counted_as_colour_only() -> None:
    from dataclasses import replace

    from freecell_gui.cli.read_image import next_step, read_picture_path
    from freecell_gui.core.deals.cards import Colour
    from freecell_gui.core.picture.text import counts_text

    reading = read_picture_path(str(PICTURES / "ours-617.png"))
    first, second, third, *rest = reading.cascades[0]
    cascade = (
        replace(first, colour=None, candidates=first.candidates * 2),  # two candidates, no colour
        replace(second, colour=Colour.RED, candidates=()),
        replace(third, colour=None, candidates=()),
        *rest,
    )
    doubtful = replace(reading, cascades=(cascade, *reading.cascades[1:]))
    assert counts_text(doubtful) == "49 read, 1 in doubt (a few candidates), 1 colour only, 1 not read"
    assert "find --image shot.png" in next_step(doubtful, "shot.png")


def test_a_picture_not_in_the_range_given_says_what_to_try(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", "--image", str(PICTURES / "ours-617.png"), "--range", "1000-2000"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert "no deal in 1,000..2,000 has the cards read: try --range 2^31 or --range all" in err
