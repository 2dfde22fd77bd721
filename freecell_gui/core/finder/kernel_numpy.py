"""The finder's kernel over NumPy arrays: `NumpyQuery`, for when the C kernel is not built.

The same filters as `kernel_python.PyQuery` (the specification) and `_finder.c`, each applied to an
array of first states at once; every survivor is then dealt in full, a step for all at once.
Imported only when chosen (`kernel.engine_class`), so NumPy stays optional; it builds on
`kernel_python` and never imports `kernel`.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator
from typing import Any

from freecell_gui.core.finder.kernel_python import (
    DRAW_PLUS,
    FAMILY_STARTS,
    HIGH_BITS,
    HIGH_MASKS,
    INCREMENT,
    INVERSE,
    LOWS,
    MASK_32,
    MULTIPLIER,
    STATE_MASKS,
    STEP_ADD,
    STEP_MUL,
    PyQuery,
)
from freecell_gui.core.finder.masks import PLACES

np: Any = importlib.import_module("numpy")  # as Any: NumPy's array types would add nothing here


class NumpyQuery(PyQuery):
    """The same filters over arrays of first states: the kernel when C is missing."""

    def __init__(self, masks: Iterable[int]) -> None:
        super().__init__(masks)
        self._steps = np.array(STEP_MUL, dtype=np.uint32), np.array(STEP_ADD, dtype=np.uint32)
        self._allowed = [
            np.array([mask >> card & 1 for card in range(PLACES)], dtype=bool) for mask in self._masks
        ]

    def _scan(self, family: int, start: int, stop: int) -> Iterator[int]:
        ramp = np.arange(stop - start, dtype=np.uint32) * np.uint32(MULTIPLIER)
        s1 = ramp + np.uint32((start * MULTIPLIER + INCREMENT) & MASK_32)
        yield from self._survivors(family, s1, start, stop)

    def _invert(self, family: int, highs: list[int], start: int, stop: int) -> Iterator[int]:
        if not highs:
            return iter(())
        lows = np.arange(LOWS, dtype=np.uint32)
        s1 = (np.array(highs, dtype=np.uint32)[:, None] << np.uint32(16) | lows).ravel()
        return iter(self._survivors(family, s1, start, stop))

    def _draws(self, family: int, states: Any) -> Any:
        return (
            (states >> np.uint32(16) & np.uint32(HIGH_MASKS[family])) | np.uint32(HIGH_BITS[family])
        ) + np.uint32(DRAW_PLUS[family])

    def _state(self, s1: Any, step: Any) -> Any:
        return s1 * self._steps[0][step] + self._steps[1][step]

    def _survivors(self, family: int, s1: Any, start: int, stop: int) -> list[int]:
        picks: list[Any] = []
        for k in range(self._pipeline):
            pick = self._draws(family, self._state(s1, k)) % np.uint32(52 - k)
            card = pick
            for j in range(k - 1, -1, -1):
                card = np.where(card == picks[j], np.uint32(51 - j), card)
            keep = np.flatnonzero(self._allowed[k][card])
            s1, picks = s1[keep], [earlier[keep] for earlier in picks] + [pick[keep]]
        for place, card in self._chains:
            where = np.full(len(s1), card, dtype=np.uint32)
            step = np.uint32(51) - where
            ok = np.ones(len(s1), dtype=bool)
            moving = step < place
            while moving.any():
                index = np.flatnonzero(moving)
                at = step[index]
                pick = self._draws(family, self._state(s1[index], at)) % (np.uint32(52) - at)
                ok[index] &= pick != where[index]
                where[index] = pick
                step[index] = np.uint32(51) - pick
                moving[index] = ok[index] & (step[index] < place)
            ok &= self._draws(family, self._state(s1, place)) % np.uint32(52 - place) == where
            s1 = s1[ok]
        seeds = (s1 - np.uint32(INCREMENT)) * np.uint32(INVERSE) & np.uint32(STATE_MASKS[family])
        numbers = seeds.astype(np.uint64) + np.uint64(FAMILY_STARTS[family])
        numbers = numbers[(numbers >= start) & (numbers < stop)]
        return sorted(int(number) for number in numbers[self._deal_all(family, numbers)])

    def _deal_all(self, family: int, numbers: Any) -> Any:
        """Which of `numbers` deal an allowed card at every place: each dealt in full."""
        rows = np.arange(len(numbers))
        deck = np.tile(np.arange(PLACES, dtype=np.uint8), (len(numbers), 1))
        state = (numbers & np.uint64(MASK_32)).astype(np.uint32)
        alive = np.ones(len(numbers), dtype=bool)
        for step in range(self._last + 1):
            state = state * np.uint32(MULTIPLIER) + np.uint32(INCREMENT)
            pick = self._draws(family, state) % np.uint32(52 - step)
            alive &= self._allowed[step][deck[rows, pick]]
            deck[rows, pick] = deck[:, 51 - step]
        return alive
