"""The progress line: drawn only on a terminal, with count, rate and time left."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.system.progress import ProgressLine, describe_progress, format_duration


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_terminal_gets_count_rate_and_time_left() -> None:
    stream, clock = FakeTerminal(), Clock()
    progress = ProgressLine(total=100, unit="deals", stream=stream, clock=clock)
    clock.now = 2.0
    progress.advance(10)
    assert stream.getvalue() == "\r10/100 deals  5.0/s  18s left"
    progress.finish()
    assert stream.getvalue().endswith("\r" + " " * len("10/100 deals  5.0/s  18s left") + "\r")


def test_a_pipe_or_file_gets_nothing() -> None:
    stream = io.StringIO()
    with ProgressLine(total=3, stream=stream) as progress:
        for _ in range(3):
            progress.advance()
    assert stream.getvalue() == ""
    assert progress.done == 3


def test_redraws_are_rate_limited() -> None:
    stream, clock = FakeTerminal(), Clock()
    progress = ProgressLine(total=None, unit="files", stream=stream, clock=clock)
    for _ in range(1000):
        progress.advance()  # the clock stands still: only the first step draws
    assert stream.getvalue().count("\r") == 1
    clock.now = 1.0
    progress.advance()
    assert stream.getvalue().endswith("1,001 files  1,001.0/s")


def test_durations_read_well() -> None:
    assert format_duration(5) == "5s"
    assert format_duration(185) == "3m 05s"
    assert format_duration(7620) == "2h 07m"


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 10**12),
    st.one_of(st.none(), st.integers(0, 10**12)),
    st.floats(0, 1e9, allow_nan=False),
)
def test_any_figures_make_one_line(done: int, total: int | None, seconds: float) -> None:
    text = describe_progress(done, total, seconds, "deals")
    assert "\n" not in text and text.startswith(f"{done:,}")
