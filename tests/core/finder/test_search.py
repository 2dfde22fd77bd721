"""The finder's wrappers: `find_numbers` in stages, `search` on workers, patterns as masks."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import LAST_DEAL, deal_order
from freecell_gui.core.finder import (
    BLACK,
    FULL_MASK,
    RED,
    STAGES,
    find_numbers,
    masks_from_colours,
    masks_from_sets,
    possible,
)
from freecell_gui.core.finder import search as search_module
from freecell_gui.core.finder.scan import CardPattern, PatternError, deal_matches, find_deals
from freecell_gui.core.finder.search import search


def fits(masks: Sequence[int], number: int) -> bool:
    order = deal_order(number)
    return all(masks[place] >> order[place] & 1 for place in range(52))


def colours_of(number: int) -> str:
    return "".join("r" if card % 4 in (1, 2) else "b" for card in deal_order(number))


ONE_CARD = tuple(1 << 17 if place == 3 else FULL_MASK for place in range(52))  # one deal in 52


# --- find_numbers: stages, progress, limits, cancel ----------------------------------------------


@pytest.fixture
def small_stages(monkeypatch: pytest.MonkeyPatch) -> tuple[range, ...]:
    stages = (range(1, 1001), range(1, 3001), range(1, LAST_DEAL + 1))
    monkeypatch.setattr(search_module, "STAGES", stages)
    return stages


def test_stages_come_in_order_each_in_full(small_stages: tuple[range, ...]) -> None:
    numbers = range(500, 5001)
    expected = [n for n in numbers if fits(ONE_CARD, n)]
    fractions: list[float] = []
    found = list(find_numbers(ONE_CARD, numbers=numbers, progress=fractions.append))
    # Each stage's part in increasing order; the parts in the stages' order (here that is sorted).
    assert found == expected
    assert any(n < 1001 for n in found) and any(1001 <= n < 3001 for n in found) and found[-1] >= 3001
    assert fractions == sorted(fractions) and fractions[-1] == 1.0 and fractions[0] >= 0


def test_the_stages_split_a_range_at_their_ends(small_stages: tuple[range, ...]) -> None:
    parts = list(search_module._stage_parts(range(2000, 4000)))
    assert parts == [range(2000, 3001), range(3001, 4000)]
    assert list(search_module._stage_parts(range(5, 10))) == [range(5, 10)]


def test_the_real_stages() -> None:
    assert [(stage.start, stage.stop - 1) for stage in STAGES] == [
        (1, 1_000_000),
        (1, 2**31 - 1),
        (1, 8_589_934_591),
    ]


def test_stop_when_found_ends_after_the_stage_with_a_match(small_stages: tuple[range, ...]) -> None:
    found = list(find_numbers(ONE_CARD, numbers=range(1, 5001), stop_when_found=True))
    assert found == [n for n in range(1, 1001) if fits(ONE_CARD, n)]


def test_a_limit_ends_the_search(small_stages: tuple[range, ...]) -> None:
    assert (
        list(find_numbers(ONE_CARD, numbers=range(1, 5001), limit=3))
        == [n for n in range(1, 5001) if fits(ONE_CARD, n)][:3]
    )


def test_without_stages_all_in_increasing_order() -> None:
    numbers = range(2**31 - 300, 2**31 + 300)
    assert list(find_numbers(ONE_CARD, stages=False, numbers=numbers)) == [
        n for n in numbers if fits(ONE_CARD, n)
    ]


@pytest.mark.parametrize("number", [617, 2**31 + 5, 2**32 + 7_654_321])
def test_a_whole_deal_s_colours_find_it(number: int) -> None:
    masks = masks_from_colours(colours_of(number))
    numbers = range(max(1, number - 2000), number + 2000)
    assert list(find_numbers(masks, numbers=numbers)) == [number]


def test_colours_find_deal_617_in_the_first_stage_at_once() -> None:
    fractions: list[float] = []
    found = list(
        find_numbers(masks_from_colours(colours_of(617)), progress=fractions.append, stop_when_found=True)
    )
    assert found == [617]
    assert fractions[-1] == pytest.approx(1_000_000 / LAST_DEAL)


def test_cancel_ends_the_search_between_calls() -> None:
    calls = 0

    def cancelled() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    fractions: list[float] = []
    masks = masks_from_colours(colours_of(2**32 + 5))
    assert list(find_numbers(masks, cancelled=cancelled, progress=fractions.append, engine="python")) == []
    assert fractions and fractions[-1] < 0.01


def test_impossible_masks_end_at_once() -> None:
    fractions: list[float] = []
    assert list(find_numbers(masks_from_colours("r" * 27), progress=fractions.append)) == []
    assert fractions[-1] == 1.0


@pytest.mark.parametrize(
    ("masks", "numbers", "error"),
    [
        ((FULL_MASK,) * 52, None, ValueError),
        ((0,) * 52, None, ValueError),
        ((RED,) * 51, None, ValueError),
        (ONE_CARD, range(0, 10), ValueError),
        (ONE_CARD, range(1, 2**33 + 1), ValueError),
        (ONE_CARD, range(10, 5), ValueError),
        (("r",) * 52, None, TypeError),
    ],
)
def test_bad_queries_are_refused(
    masks: Sequence[object], numbers: range | None, error: type[Exception]
) -> None:
    with pytest.raises(error):
        next(find_numbers(masks, numbers=numbers))  # type: ignore[arg-type]


def test_workers_give_what_one_process_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search_module, "POOL_WORK", dict.fromkeys(("c", "numpy", "python"), 0))
    started = threading.active_count()
    numbers = range(2**31 - 3_000_000, 2**31 + 100_000)
    expected = list(search(ONE_CARD, numbers))
    assert list(search(ONE_CARD, numbers, workers=2)) == expected
    assert threading.active_count() <= started + 1  # the pool's threads are let go (a stuck one at most)


# --- patterns as masks -----------------------------------------------------------------------


def test_from_masks_keeps_exact_cards_as_places() -> None:
    masks = list(masks_from_colours(colours_of(617)))
    masks[0] = 1 << deal_order(617)[0]
    pattern = CardPattern.from_masks(masks)
    assert pattern.places == ((0, deal_order(617)[0]),)
    assert pattern.masks() == tuple(masks)
    assert deal_matches(617, pattern)
    assert list(find_deals(pattern, range(1, 3000))) == [617]


@pytest.mark.parametrize(
    ("masks", "message"),
    [
        ((FULL_MASK,) * 51, "52 places"),
        ((FULL_MASK,) * 52, "at least one card or colour"),
        ((0,) + (FULL_MASK,) * 51, "place 0 allows no card"),
        ((1 << 52,) + (FULL_MASK,) * 51, "place 0 allows no card"),
        ((1,) * 2 + (FULL_MASK,) * 50, "no deal has these cards"),
        (masks_from_colours("b" * 27), "no deal has these cards"),
    ],
)
def test_masks_no_deal_can_fit_are_refused(masks: Sequence[int], message: str) -> None:
    with pytest.raises(PatternError, match=message):
        CardPattern.from_masks(masks)


@settings(max_examples=40, deadline=None)
@given(
    number=st.integers(1, LAST_DEAL),
    other=st.integers(1, LAST_DEAL),
    bottoms=st.sets(st.integers(0, 7), min_size=1, max_size=4),
)
def test_a_pattern_s_masks_say_what_deal_matches_says(number: int, other: int, bottoms: set[int]) -> None:
    # Cards taken off the bottoms of some cascades: each must lie below the cascades given.
    order = deal_order(number)
    lengths = [7 if column < 4 else 6 for column in range(8)]
    bottom_places = {(lengths[column] - 1) * 8 + column for column in bottoms}
    places = tuple(
        (place, order[place]) for place in range(52) if place not in bottom_places and place % 3 == 0
    )
    pattern = CardPattern(
        places, tuple(order[place] for place in sorted(bottom_places)), tuple(sorted(bottom_places))
    )
    masks = pattern.masks()
    assert deal_matches(number, pattern) and fits(masks, number)
    for candidate in (other, number + 1 if number < LAST_DEAL else 1):
        assert deal_matches(candidate, pattern) == fits(masks, candidate)


def test_a_board_with_cards_off_the_cascades_is_found() -> None:
    order = deal_order(617)
    bottoms = [6 * 8 + 0, 5 * 8 + 5]  # the bottoms of cascades 1 and 6, gone to free cells
    places = tuple((place, order[place]) for place in range(52) if place not in bottoms)
    pattern = CardPattern(places, (order[bottoms[1]], order[bottoms[0]]), tuple(bottoms))
    assert list(find_deals(pattern, range(1, 5000))) == [617]


def test_mask_builders() -> None:
    assert masks_from_sets([[0, 1], None]) == (0b11,) + (FULL_MASK,) * 51
    assert RED | BLACK == FULL_MASK and RED & BLACK == 0 and RED.bit_count() == 26
    assert RED >> 1 & 1 and RED >> 2 & 1 and not RED & 1  # AD and AH red, AC black
    assert possible(masks_from_colours(colours_of(617)))
