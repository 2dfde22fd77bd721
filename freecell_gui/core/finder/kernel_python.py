"""The deal finder's kernel in plain Python: the query's form, the dealer's arithmetic, and
`PyQuery`, the specification the other engines (`_finder.c`, `kernel_numpy.NumpyQuery`) follow.

A query is 52 masks, one a place in the dealing order (place = row * 8 + column): bit c of
mask p is set when card c (`Card.index`) may lie at place p. One form serves every question:
an exact card is one bit, "one of these cards" a few, a colour 26, an unknown place all 52
(`FULL_MASK`); masks.py builds them.

The deal numbers fall in three families (see the dealer): 1..2^31-1 (Microsoft's draws),
2^31..2^32-1 (the same draws with bit 15 set) and 2^32..2^33-1 (seed N - 2^32, 16-bit draws
plus one). Within a family the state after the first draw, s1 = 214013 * seed + 2531011, is
a bijection of the seed. So there are two ways to cover a family:

* `scan(start, stop)`: every number in turn, at most 2^20 of them;
* `invert(start, stop, high_start, high_stop)`: every first state whose high part h (bits 16-30,
  16-31 past 2^32) is in [high_start, high_stop) and deals a card place 0 allows, stepped back
  to its number and kept if in [start, stop). When place 0's card is known, 1 state in 52
  needs looking at. At most 16 such h a call: 2^20 states.

Both return the matches in increasing order, and each call is short (milliseconds), so a
caller reports progress and stops on Ctrl-C between calls; `planner.plan` cuts a range into
such pieces and `planner.find` runs them in order. The filters before the final deal are only
necessary conditions: each engine ends by dealing every survivor in full (`PyQuery._deals`).

This module imports no other kernel: `kernel_numpy` builds on it, and `kernel` chooses
between the engines (so the imports point one way: kernel -> kernel_numpy -> kernel_python).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterable, Iterator, Sequence
from typing import SupportsIndex

from freecell_gui.core.finder.masks import FULL_MASK, PLACES

MULTIPLIER = 214013
INCREMENT = 2531011
INVERSE = pow(MULTIPLIER, -1, 2**32)
END_OF_DEALS = 2**33  # one past the last deal, 8,589,934,591
MAX_PIECE = 1 << 20  # numbers a scan covers
HIGHS_PER_PIECE = 16  # first draws an inversion follows, 65,536 states each
LOWS = 1 << 16
MAX_PIPELINE = 16  # places filtered in blocks, each candidate keeping its picks
PIPELINE_START = 4  # ... when the first constrained place comes before this, or no card is exact

MASK_32 = 0xFFFFFFFF
# Per family: the draw is (((state >> 16) & high mask) | high bit) + plus; the seed lies in the
# state mask's bits and the number is start + seed; high parts take `highs` values.
FAMILY_STARTS = (0, 2**31, 2**32)
HIGH_MASKS = (0x7FFF, 0x7FFF, 0xFFFF)
HIGH_BITS = (0, 0x8000, 0)
DRAW_PLUS = (0, 0, 1)
STATE_MASKS = (2**31 - 1, 2**31 - 1, MASK_32)
FAMILY_HIGHS = (1 << 15, 1 << 15, 1 << 16)


def _steps() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The state after draw k is STEP_MUL[k] * s1 + STEP_ADD[k] (mod 2^32)."""
    muls, adds, mul, add = [], [], 1, 0
    for _ in range(PLACES):
        muls.append(mul)
        adds.append(add)
        mul, add = mul * MULTIPLIER & MASK_32, (add * MULTIPLIER + INCREMENT) & MASK_32
    return tuple(muls), tuple(adds)


STEP_MUL, STEP_ADD = _steps()

# The messages are the C kernel's, word for word.
MASKS_COUNT = "a query is 52 masks, one a place"
MASK_RANGE = "a mask is a set of cards: an int from 1 to 2**52 - 1"
NOTHING_KNOWN = "a query must leave out some card at some place"
NUMBERS_RANGE = "the numbers must be 1 <= start <= stop <= 2**33"
SCAN_SIZE = "a scan covers at most 2**20 numbers"
ONE_FAMILY = "an inversion stays in one family: 1..2**31-1, 2**31..2**32-1 or 2**32..2**33-1"
HIGHS_RANGE = "the high parts must be 0 <= high_start <= high_stop <= 2**15 (2**16 past 2**32)"
HIGHS_COUNT = "an inversion follows at most 16 first draws"


# --- queries -----------------------------------------------------------------------------


def _integer(value: SupportsIndex, low: int, high: int, message: str) -> int:
    number = operator.index(value)  # TypeError for a non-integer, as the C kernel's
    if not low <= number <= high:
        raise ValueError(message)
    return number


def validate_masks(masks: Iterable[int]) -> tuple[int, ...]:
    """The 52 masks as ints; ValueError (TypeError for a non-integer) unless each is 1..FULL_MASK
    and one leaves out a card. Any iterable is taken, and never read past its 53rd item."""
    values: list[int] = []
    for item in itertools.islice(iter(masks), PLACES + 1):
        if len(values) == PLACES:
            raise ValueError(MASKS_COUNT)
        values.append(_integer(item, 1, FULL_MASK, MASK_RANGE))
    if len(values) != PLACES:
        raise ValueError(MASKS_COUNT)
    if all(mask == FULL_MASK for mask in values):
        raise ValueError(NOTHING_KNOWN)
    return tuple(values)


def stage_plan(masks: Sequence[int]) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """(last constrained place, pipeline length, chains as (place, card)): how the engines filter.

    The pipeline filters places 0..pipeline-1 when the first constrained place comes early (or no
    card is known exactly); the chains follow each exactly known card after it, those that cannot
    move before their place first. Only the speed depends on this, never the answer.
    """
    known = [place for place in range(PLACES) if masks[place] != FULL_MASK]
    exact = [place for place in known if masks[place] & (masks[place] - 1) == 0]
    pipeline = 0
    if known[0] < MAX_PIPELINE and (known[0] < PIPELINE_START or not exact):
        pipeline = max(place for place in known if place < MAX_PIPELINE) + 1
    chains = [(place, masks[place].bit_length() - 1) for place in exact if place >= pipeline]
    # Cards that cannot move before their place first: a single draw tests each.
    chains.sort(key=lambda chain: 51 - chain[1] < chain[0])
    return known[-1], pipeline, tuple(chains)


def family_of(number: int) -> int:
    """0 below 2^31, 1 below 2^32, else 2."""
    return 0 if number < 2**31 else 1 if number < 2**32 else 2


def segments(start: int, stop: int) -> Iterator[tuple[int, int, int]]:
    """(family, start, stop) for the parts of [start, stop) in each family."""
    for family in range(3):
        end = FAMILY_STARTS[family + 1] if family < 2 else END_OF_DEALS
        low, high = max(start, FAMILY_STARTS[family]), min(stop, end)
        if low < high:
            yield family, low, high


def valid_highs(mask0: int, family: int) -> list[int]:
    """The high parts of first states whose draw deals a card place 0 allows, in order."""
    offset = (0, -(2**15), -1)[family]  # the draw is h, h | 2^15 or h + 1
    progressions = (
        range((card + offset) % 52, FAMILY_HIGHS[family], 52) for card in range(PLACES) if mask0 >> card & 1
    )
    return sorted(itertools.chain.from_iterable(progressions))


# --- the Python kernels ----------------------------------------------------------------------


class PyQuery:
    """The kernel in plain Python: the specification of `_finder.Query`, and the fallback."""

    def __init__(self, masks: Iterable[int]) -> None:
        self._masks = validate_masks(masks)
        self._last, self._pipeline, self._chains = stage_plan(self._masks)
        self._firsts: dict[int, bytes] = {}

    def __reduce__(self) -> tuple[type[PyQuery], tuple[tuple[int, ...]]]:
        return type(self), (self._masks,)

    @property
    def masks(self) -> tuple[int, ...]:
        """The 52 masks, place by place."""
        return self._masks

    @property
    def stages(self) -> tuple[int, tuple[int, ...]]:
        """(pipeline places, chain places), as the C kernel says."""
        return self._pipeline, tuple(place for place, _ in self._chains)

    def scan(self, start: int, stop: int, /) -> list[int]:
        """The numbers in [start, stop) (at most 2^20 of them) whose deal fits, in order."""
        start = _integer(start, 1, END_OF_DEALS, NUMBERS_RANGE)
        stop = _integer(stop, 1, END_OF_DEALS, NUMBERS_RANGE)
        if start > stop:
            raise ValueError(NUMBERS_RANGE)
        if stop - start > MAX_PIECE:
            raise ValueError(SCAN_SIZE)
        return [
            number for family, low, high in segments(start, stop) for number in self._scan(family, low, high)
        ]

    def invert(self, start: int, stop: int, high_start: int, high_stop: int, /) -> list[int]:
        """The numbers in [start, stop) (one family) whose deal fits and whose first state's high
        part is in [high_start, high_stop) (at most 16 that deal a card place 0 allows), in order."""
        start = _integer(start, 1, END_OF_DEALS, NUMBERS_RANGE)
        stop = _integer(stop, 1, END_OF_DEALS, NUMBERS_RANGE)
        high_start = _integer(high_start, 0, LOWS, HIGHS_RANGE)
        high_stop = _integer(high_stop, 0, LOWS, HIGHS_RANGE)
        if start > stop:
            raise ValueError(NUMBERS_RANGE)
        if start == stop:
            return []
        family = family_of(start)
        if family_of(stop - 1) != family:
            raise ValueError(ONE_FAMILY)
        if high_start > high_stop or high_stop > FAMILY_HIGHS[family]:
            raise ValueError(HIGHS_RANGE)
        first = self._first(family)
        highs = [high for high in range(high_start, high_stop) if first[high]]
        if len(highs) > HIGHS_PER_PIECE:
            raise ValueError(HIGHS_COUNT)
        return sorted(self._invert(family, highs, start, stop))

    def _first(self, family: int) -> bytes:
        """Per high part of the first state: 1 if its draw deals a card place 0 allows."""
        table = self._firsts.get(family)
        if table is None:
            mask0, high_bit, plus = self._masks[0], HIGH_BITS[family], DRAW_PLUS[family]
            table = bytes(
                mask0 >> ((high | high_bit) + plus) % 52 & 1 for high in range(FAMILY_HIGHS[family])
            )
            self._firsts[family] = table
        return table

    def _scan(self, family: int, start: int, stop: int) -> Iterator[int]:
        # Bits 0..31 of MULTIPLIER * n + INCREMENT depend only on n mod 2^32: n stands for its seed.
        numbers: Iterable[int] = range(start, stop)
        if self._pipeline:
            first, high_mask = self._first(family), HIGH_MASKS[family]
            numbers = [n for n in numbers if first[(n * MULTIPLIER + INCREMENT) >> 16 & high_mask]]
        for number in numbers:
            s1 = (number * MULTIPLIER + INCREMENT) & MASK_32
            picks = [self._draw(family, s1) % 52] if self._pipeline else []
            if self._filters_pass(family, s1, picks) and self._deals(family, number):
                yield number

    def _invert(self, family: int, highs: list[int], start: int, stop: int) -> Iterator[int]:
        high_mask, high_bit, plus = HIGH_MASKS[family], HIGH_BITS[family], DRAW_PLUS[family]
        for high in highs:
            base = high << 16
            pick0 = self._draw(family, base) % 52
            lows: Iterable[int] = range(LOWS)
            if self._pipeline >= 2:
                # Place 1's mask as a mask of picks: pick0 now holds the deck's last card, 51.
                mask1 = self._masks[1] & ~(1 << pick0) | (self._masks[1] >> 51 & 1) << pick0
                lows = [
                    low
                    for low in lows
                    if mask1
                    >> ((((base | low) * MULTIPLIER + INCREMENT) >> 16 & high_mask | high_bit) + plus) % 51
                    & 1
                ]
            for low in lows:
                s1 = base | low
                if not self._filters_pass(family, s1, [pick0]):
                    continue
                number = FAMILY_STARTS[family] + (INVERSE * (s1 - INCREMENT) & STATE_MASKS[family])
                if start <= number < stop and self._deals(family, number):
                    yield number

    @staticmethod
    def _draw(family: int, state: int) -> int:
        return ((state >> 16 & HIGH_MASKS[family]) | HIGH_BITS[family]) + DRAW_PLUS[family]

    def _filters_pass(self, family: int, s1: int, picks: list[int]) -> bool:
        """The pipeline's places after those `picks` cover, then the chains: necessary conditions."""
        masks, draw = self._masks, self._draw
        for k in range(len(picks), self._pipeline):
            pick = draw(family, (STEP_MUL[k] * s1 + STEP_ADD[k]) & MASK_32) % (52 - k)
            card = pick
            for j in range(k - 1, -1, -1):  # step j put the card of place 51 - j at pick j
                if card == picks[j]:
                    card = 51 - j
            if not masks[k] >> card & 1:
                return False
            picks.append(pick)
        for place, card in self._chains:
            where, step = card, 51 - card  # it stays put until it is the deck's last card
            while step < place:
                pick = draw(family, (STEP_MUL[step] * s1 + STEP_ADD[step]) & MASK_32) % (52 - step)
                if pick == where:
                    return False  # dealt at that step
                where, step = pick, 51 - pick
            if draw(family, (STEP_MUL[place] * s1 + STEP_ADD[place]) & MASK_32) % (52 - place) != where:
                return False
        return True

    def _deals(self, family: int, number: int) -> bool:
        """Deal `number` in full, as the dealer does, and check every mask up to the last known."""
        masks, deck, state = self._masks, list(range(PLACES)), number & MASK_32
        for step in range(self._last + 1):
            state = (state * MULTIPLIER + INCREMENT) & MASK_32
            pick = self._draw(family, state) % (52 - step)
            if not masks[step] >> deck[pick] & 1:
                return False
            deck[pick] = deck[51 - step]
        return True
