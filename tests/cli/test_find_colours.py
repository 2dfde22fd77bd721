"""`freecell-gui find --colours`: a deal found from the colours of its cards alone."""

from __future__ import annotations

import contextlib
import io
import signal
import subprocess
import sys
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.cli.find import FindInputError, parse_colours
from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import deal, deal_order
from freecell_gui.core.finder import planner, search
from freecell_gui.core.finder.masks import BLACK, FULL_MASK, RED


def kernel_is_compiled() -> bool:
    """True when searches run on the C kernel (built, and not set aside by the environment)."""
    return planner.engine_name() == "c"


def colours_of(number: int) -> str:
    return "".join("r" if card % 4 in (1, 2) else "b" for card in deal_order(number))


def rows_of(number: int, separator: str = "/") -> str:
    colours = colours_of(number)
    return separator.join(colours[at : at + 8] for at in range(0, 52, 8))


def test_a_deal_is_found_from_its_colours_alone(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", "--colours", rows_of(617)]) == 0
    out, err = capsys.readouterr()
    assert out == "617\n"
    assert "searched 1..1,000,000" in err and err.count("\n") == 1


@pytest.mark.parametrize("separator", ["/", " ", " / ", "\t"])
def test_rows_and_one_run_read_alike(separator: str) -> None:
    assert parse_colours(rows_of(617, separator)) == parse_colours(colours_of(617))
    assert parse_colours(rows_of(617).upper()) == parse_colours(colours_of(617))


def test_the_masks_are_the_colours_place_by_place() -> None:
    masks = parse_colours("rb?")
    assert masks == (RED, BLACK) + (FULL_MASK,) * 50
    assert parse_colours("rbrbrbrb/bb") == parse_colours("rbrbrbrbbb")


def test_a_range_is_searched_in_full(capsys: pytest.CaptureFixture[str]) -> None:
    # The first row's colours: many deals share them, and every one in the range is printed.
    number = 2**32 + 1234
    first_row = colours_of(number)[:8]
    numbers = range(number - 2000, number + 2000)
    expected = [n for n in numbers if colours_of(n)[:8] == first_row]
    assert main(["find", "--colours", first_row, "--range", f"{numbers.start}-{numbers.stop - 1}"]) == 0
    out, err = capsys.readouterr()
    assert [int(line) for line in out.split()] == expected and number in expected
    assert err == ""


def test_cards_and_colours_together(capsys: pytest.CaptureFixture[str]) -> None:
    first = deal(617).columns[0][0].code
    assert main(["find", first, "--colours", "?" + colours_of(617)[1:8], "--range", "1-5000"]) == 0
    out = capsys.readouterr().out.split()
    assert "617" in out
    assert all(deal_order(int(n))[0] == deal_order(617)[0] for n in out)
    assert all(colours_of(int(n))[:8] == colours_of(617)[:8] for n in out)


def test_colours_past_the_first_stage_are_searched_in_the_next(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search, "STAGES", (range(1, 1001), range(1, 5001), range(1, 2**33)))
    assert main(["find", "--colours", rows_of(4321), "--jobs", "1"]) == 0
    out, err = capsys.readouterr()
    assert out == "4321\n"
    assert "searched 1..5,000" in err


@pytest.mark.skipif(not kernel_is_compiled(), reason="a search of 1..2^31-1 wants the C kernel")
def test_colours_past_the_first_million_are_found_in_the_real_stages(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Deal 1,000,001 is the first past stage one: the whole of 1..2^31-1 is inverted to find it.
    assert main(["find", "--colours", rows_of(1_000_001), "--jobs", "1"]) == 0
    out, err = capsys.readouterr()
    assert out == "1000001\n"
    assert "searched 1..2,147,483,647" in err


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "give r (red), b (black) or ? (unknown)"),
        (" / ", "give r (red), b (black) or ? (unknown)"),
        ("rbx", "'x' (character 3) is not r"),
        ("rb\x00", "'\\x00' (character 3) is not r"),
        ("rb\n", "'\\n' (character 3) is not r"),
        ("r\u0433b", "U+0433 (CYRILLIC SMALL LETTER GHE) (character 2) is not r"),
        ("rbrbrbrb/rbr/rb", "row 2 has 3 colours, but the deal's row 2 has 8 places"),
        ("rbrbrbrbr/rb", "row 1 has 9 colours"),
        ("/".join(["rbrbrbrb"] * 6 + ["rbrbr"]), "row 7 has 5 colours, but the deal's row 7 has 4 places"),
        ("/".join(["????????"] * 8), "a deal has 7 rows, but 8 were given"),
        ("?" * 53, "a deal has 52 places, but 53 colours were given"),
        ("r" * 27, "27 places are red, but a deck has 26 red cards"),
        ("b" * 27 + "r", "27 places are black"),
        ("????/????", "row 1 has 4 colours"),
        ("???", "give the colour of at least one place"),
        ("r" * 2000, "--colours is 2,000 characters long"),
    ],
)
def test_bad_colours_exit_2_with_one_line(
    text: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["find", "--colours", text]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert message in err, err
    assert err.count("\n") == 1 and err.startswith("freecell-gui find: error: --colours") and len(err) < 200


def test_a_card_of_the_other_colour_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", "JD", "--colours", "b"]) == 2
    assert "the card given at column 1, row 1 is not black" in capsys.readouterr().err


def test_a_huge_colour_string_is_refused_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    # Refused by its length before it is read place by place (how soon: bench_refusals.py).
    assert main(["find", "--colours", "rb?/ " * 5_000_000]) == 2
    err = capsys.readouterr().err
    assert "--colours is 25,000,000 characters long" in err
    assert err.count("\n") == 1 and len(err) < 200


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    text=st.text(alphabet=st.sampled_from("rbRB?/ \t\n,x\x00\u0433\u2764é") | st.characters(), max_size=70)
)
def test_any_colour_string_is_read_or_refused_in_one_line(text: str) -> None:
    try:
        masks = parse_colours(text)
    except FindInputError as error:
        message = str(error)
        assert "\n" not in message and len(message) < 200 and message.startswith("--colours")
        assert message.isascii() and message.isprintable()
        return
    letters = "".join(text.replace("/", " ").split()).lower()
    assert len(masks) == 52 and set(letters) <= set("rb?") and len(letters) <= 52
    expected = [{"r": RED, "b": BLACK, "?": FULL_MASK}[letter] for letter in letters]
    assert list(masks) == expected + [FULL_MASK] * (52 - len(letters))
    assert masks.count(RED) <= 26 and masks.count(BLACK) <= 26 and masks.count(FULL_MASK) < 52


@settings(max_examples=25, deadline=None)
@given(number=st.integers(1, 8_589_934_591), hidden=st.sets(st.integers(0, 51), max_size=30))
def test_colours_with_unknown_places_still_find_the_deal(number: int, hidden: set[int]) -> None:
    colours = "".join("?" if place in hidden else colour for place, colour in enumerate(colours_of(number)))
    numbers = f"{max(1, number - 300)}-{min(8_589_934_591, number + 300)}"
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(["find", "--colours", colours, "--range", numbers]) == 0
    assert str(number) in out.getvalue().split()


def test_ctrl_c_keeps_what_was_found_and_exits_130() -> None:
    # Deal 617's colours, but for place 0: no inversion, a scan of every deal, 617 at once.
    colours = "?" + colours_of(617)[1:]
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", "find", "--colours", colours, "--range", "all", "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stdout.readline() == "617\n"
    time.sleep(1)
    process.send_signal(signal.SIGINT)
    try:
        out, err = process.communicate(timeout=60)  # a hang guard
    finally:
        process.kill()
    assert process.returncode == 130, err
    assert out == "" and "interrupted" in err and "Traceback" not in err
