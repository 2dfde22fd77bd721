"""Number options (--jobs, --time-limit, --width, --scale, --columns) read ASCII digits only:
a digit of another script or a full-width one (U+FF13) is refused, never read as the number it
looks like, with a one-line message and exit status 2."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.cli.main import main

# Every decimal digit outside ASCII that int() or float() would read: Arabic-Indic, Devanagari,
# full-width, mathematical bold...
_FOREIGN_DIGITS = [
    chr(code)
    for code in range(0x80, 0x1FBFA)
    if unicodedata.category(chr(code)) == "Nd" and unicodedata.decimal(chr(code), None) is not None
]
_COMMANDS = [
    ["solve", "1-2", "--summary", "--jobs"],
    ["solve", "3", "--time-limit"],
    ["export", "5", "-o", "never-written.png", "--width"],
    ["export", "5", "-o", "never-written.png", "--scale"],
    ["export", "1-4", "-o", "never-written.png", "--sheet", "--columns"],
]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    command=st.sampled_from(_COMMANDS),
    ascii_part=st.text("0123456789", max_size=3),
    foreign=st.sampled_from(_FOREIGN_DIGITS),
    where=st.integers(0, 3),
)
def test_a_digit_that_only_looks_like_one_is_refused(
    capsys: pytest.CaptureFixture[str], command: list[str], ascii_part: str, foreign: str, where: int
) -> None:
    capsys.readouterr()  # nothing left from the example before
    value = ascii_part[:where] + foreign + ascii_part[where:]
    assert main([*command, value]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "is not a" in captured.err, captured.err
    assert captured.err.isascii()
