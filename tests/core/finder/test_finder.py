"""The deal finder: deals made by the dealer are found again from some of their cards."""

from __future__ import annotations

import random
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL, deal, deal_order
from freecell_gui.core.finder import kernel
from freecell_gui.core.finder import scan as finder
from freecell_gui.core.finder.scan import CardPattern, PatternError, deal_matches, find_deals

# One number from each range the dealer treats differently, plus the edges.
_RNG = random.Random(20261122)
NUMBERS = [
    1,
    617,
    _RNG.randrange(1, 1_000_001),
    _RNG.randrange(1_000_001, 2**31),
    2**31 - 1,
    2**31,
    _RNG.randrange(2**31, 2**32),
    2**32 - 1,
    2**32,
    _RNG.randrange(2**32, 2**33),
    LAST_DEAL,
]
SCANNERS = [pytest.param("python", id="python")]
if kernel.numpy_available():
    SCANNERS.append(pytest.param("numpy", id="numpy"))
try:
    kernel.engine_class("c")
    SCANNERS.append(pytest.param("c", id="c"))
except ImportError:
    pass


def _around(number: int, width: int = 1500) -> range:
    return range(max(FIRST_DEAL, number - width), min(LAST_DEAL, number + width) + 1)


def _pattern_at(number: int, places: list[int]) -> CardPattern:
    order = deal_order(number)
    return CardPattern(tuple((place, order[place]) for place in sorted(places)))


@pytest.mark.parametrize("engine", SCANNERS)
@pytest.mark.parametrize("number", NUMBERS)
def test_found_from_its_first_row(number: int, engine: str) -> None:
    first_row = [card for column in deal(number).columns for card in column[:1]]
    pattern = CardPattern.from_prefix(first_row)
    assert list(find_deals(pattern, _around(number), engine=engine)) == [number]


@pytest.mark.parametrize("engine", SCANNERS)
@pytest.mark.parametrize("number", NUMBERS)
def test_found_from_scattered_cards(number: int, engine: str) -> None:
    places = random.Random(number).sample(range(1, 52), 5)
    found = list(find_deals(_pattern_at(number, places), _around(number), engine=engine))
    assert number in found
    assert all(deal_matches(other, _pattern_at(number, places)) for other in found)


@pytest.mark.parametrize("engine", SCANNERS)
def test_found_from_the_bottom_cards(engine: str) -> None:
    number = NUMBERS[2]
    pattern = _pattern_at(number, list(range(44, 52)))
    assert list(find_deals(pattern, _around(number, 5000), engine=engine)) == [number]


@pytest.mark.parametrize("engine", SCANNERS)
def test_every_engine_agrees_with_a_plain_check(engine: str) -> None:
    # One known card matches about one deal in 52: compare every match to a direct check.
    pattern = CardPattern(((3, 17),))
    numbers = range(2**31 - 700, 2**31 + 700)
    expected = [n for n in numbers if deal_order(n)[3] == 17]
    assert expected
    assert list(find_deals(pattern, numbers, engine=engine)) == expected


def test_a_layout_that_is_not_a_deal_finds_nothing() -> None:
    # The fresh deck in order is no deal's layout in the first million.
    pattern = CardPattern.from_prefix(list(DECK[:8]))
    assert list(find_deals(pattern, finder.MILLION_RANGE)) == []


@pytest.mark.parametrize(
    ("places", "message"),
    [
        ((), "at least one card"),
        (((0, 5), (1, 5)), "given twice"),
        (((0, 5), (0, 6)), "place 0 is given twice"),
        (((52, 5),), "outside"),
    ],
)
def test_bad_patterns_are_refused(places: tuple[tuple[int, int], ...], message: str) -> None:
    with pytest.raises(PatternError, match=message):
        CardPattern(places)


def test_too_many_cards_and_bad_columns() -> None:
    with pytest.raises(PatternError, match="52 cards"):
        CardPattern.from_prefix([*DECK, DECK[0]])
    with pytest.raises(PatternError, match="8 cascades"):
        CardPattern.from_columns([[DECK[0]]])
    with pytest.raises(PatternError, match="cascade 5 holds 7"):
        CardPattern.from_columns([[None] * 7] * 8)


def test_cancel_stops_a_scan_at_its_next_piece() -> None:
    # Cancelled once its first piece is done: it stops there, not at the end of the range. How
    # soon after the cancel it stops is bench_stop.py's figure.
    pattern = _pattern_at(5, [44])  # no early filter: the slowest kind of scan
    stop = threading.Event()
    progressed: list[int] = []

    def progress(done: int) -> None:
        progressed.append(done)
        stop.set()

    matches = find_deals(pattern, finder.ALL_RANGE, cancelled=stop.is_set, progress=progress)
    thread = threading.Thread(target=lambda: list(matches))
    thread.start()
    thread.join(120)  # a hang guard
    assert not thread.is_alive()
    assert progressed and progressed[-1] < len(finder.ALL_RANGE) // 10


@settings(max_examples=25, deadline=None)
@given(number=st.integers(FIRST_DEAL, LAST_DEAL), places=st.sets(st.integers(0, 51), min_size=1, max_size=6))
def test_a_deal_matches_its_own_cards(number: int, places: set[int]) -> None:
    pattern = _pattern_at(number, sorted(places))
    assert deal_matches(number, pattern)
    assert list(find_deals(pattern, range(number, number + 1), engine="python")) == [number]
