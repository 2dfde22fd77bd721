"""Deal numbers and ranges as people type or paste them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import LAST_DEAL, DealNumberError
from freecell_gui.core.deals.numbers import parse_deal_number, parse_deal_range


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("617", 617),
        ("#617", 617),
        (" # 617 ", 617),
        ("1,000,000", 1_000_000),
        ("1\u00a0000\u00a0000", 1_000_000),
        ("1\u202f000", 1_000),
        ("1'000'000", 1_000_000),
        ("0000000000000000000000617", 617),
        ("No. 617", 617),
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


@pytest.mark.parametrize(
    "text", ["617 618", "1,5", "1,0000", "1,000_000", "12,34,567", ",617", "617,", "1 000"]
)
def test_separators_only_group_thousands(text: str) -> None:
    with pytest.raises(DealNumberError, match="not a deal number"):
        parse_deal_number(text)


@pytest.mark.parametrize("text", ["\u0661\u0662", "\uff11\uff12", "\u00b2"])
def test_only_ascii_digits_are_digits(text: str) -> None:
    with pytest.raises(DealNumberError):
        parse_deal_number(text)


@pytest.mark.parametrize(
    "text", [" " * 100_000 + "x", "1" + " " * 100_000 + "x", "1 " * 50_000, "9" * 100_000, "-" * 100_000]
)
def test_long_arguments_are_refused_at_once(text: str) -> None:
    # Refused by their length before any pattern reads them (how soon: bench_refusals.py).
    with pytest.raises(DealNumberError, match="is far too long for a deal range"):
        parse_deal_range(text)
    with pytest.raises(DealNumberError, match="is far too long for a deal number"):
        parse_deal_number(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("0123456789,_' -.#\u00a0\u2009\u0661x"), max_size=30))
def test_ranges_give_a_range_or_a_clear_error(text: str) -> None:
    try:
        deals = parse_deal_range(text)
    except DealNumberError as error:
        assert "8,589,934,591" in str(error) or "backwards" in str(error)
    else:
        assert 1 <= deals.start < deals.stop <= LAST_DEAL + 1
