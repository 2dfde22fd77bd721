"""Deal numbers and ranges as people type or paste them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deal_numbers import parse_deal_number, parse_deal_range
from freecell_gui.core.dealer import LAST_DEAL, DealNumberError


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("617", 617),
        ("#617", 617),
        (" # 617 ", 617),
        ("1,000,000", 1_000_000),
        ("1 000 000", 1_000_000),
        ("8,589,934,591", LAST_DEAL),
        ("Game #11982", 11982),
        ("007", 7),
    ],
)
def test_numbers_are_read_as_written(text: str, number: int) -> None:
    assert parse_deal_number(text) == number


@pytest.mark.parametrize("text", ["", "  ", "0", "-1", "8589934592", "abc", "6 1 7x", "1.5", "9" * 200, "#"])
def test_bad_numbers_name_the_valid_range(text: str) -> None:
    with pytest.raises(DealNumberError, match="1 to 8,589,934,591"):
        parse_deal_number(text)


def test_ranges() -> None:
    assert parse_deal_range("1-100") == range(1, 101)
    assert parse_deal_range("#5 .. #7") == range(5, 8)
    assert parse_deal_range("617") == range(617, 618)
    with pytest.raises(DealNumberError, match="backwards"):
        parse_deal_range("10-1")


@given(st.integers(min_value=1, max_value=LAST_DEAL))
def test_formatted_numbers_round_trip(number: int) -> None:
    assert parse_deal_number(f"{number:,}") == number
    assert parse_deal_number(f"#{number}") == number


@given(st.text(max_size=40))
def test_any_text_gives_a_number_or_a_clear_error(text: str) -> None:
    try:
        number = parse_deal_number(text)
    except DealNumberError as error:
        assert "8,589,934,591" in str(error) or "backwards" in str(error)
    else:
        assert 1 <= number <= LAST_DEAL
