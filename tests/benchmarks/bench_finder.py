"""Deal finder speed: the issue's four targets, with the Python and (if installed) NumPy engines;
the C kernel's figures are in bench_kernel.py.

The two long scans (2^31 and all 8,589,934,591) run once each, not seven times: they take
tens of seconds. Set FINDER_BENCH_QUICK=1 to skip them.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.deals.dealer import deal_order
from freecell_gui.core.finder import kernel
from freecell_gui.core.finder import scan as finder
from freecell_gui.core.finder.scan import CardPattern, default_workers, find_deals
from tests.benchmarks.harness import Figure, at_most, median_seconds


def _first_row(number: int) -> CardPattern:
    return CardPattern.from_prefix([DECK[index] for index in deal_order(number)[:8]])


def _bottom_row(number: int) -> CardPattern:
    order = deal_order(number)
    return CardPattern(tuple((place, order[place]) for place in range(44, 52)))


def _timed_once(action: Callable[[], object]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def run() -> list[Figure]:
    figures: list[Figure] = []
    near, far = 654_321, 2**32 + 123_456_789
    million = finder.MILLION_RANGE

    def first_row_pure() -> None:
        assert list(find_deals(_first_row(near), million, engine="python")) == [near]

    def bottom_pure() -> None:
        assert list(find_deals(_bottom_row(near), million, engine="python")) == [near]

    figures.append(
        at_most("1..1,000,000 from a first row, pure Python", median_seconds(first_row_pure), "s", 0.5)
    )
    figures.append(
        at_most(
            "1..1,000,000 from the 8 bottom cards, pure Python",
            median_seconds(bottom_pure, repeats=3),
            "s",
            10,
        )
    )
    if not kernel.numpy_available():
        figures.append(
            Figure("NumPy not installed: the NumPy and long scans are skipped", 0, "", "none", True)
        )
        return figures

    def first_row_numpy() -> None:
        assert list(find_deals(_first_row(near), million, engine="numpy")) == [near]

    def bottom_numpy() -> None:
        assert list(find_deals(_bottom_row(near), million, engine="numpy")) == [near]

    figures.append(at_most("1..1,000,000 from a first row, NumPy", median_seconds(first_row_numpy), "s", 0.5))
    figures.append(
        at_most("1..1,000,000 from the 8 bottom cards, NumPy", median_seconds(bottom_numpy), "s", 10)
    )
    if os.environ.get("FINDER_BENCH_QUICK"):
        return figures
    windows = _first_row(1_234_567_890)
    figures.append(
        at_most(
            "1..2^31-1 from a first row, NumPy, one core (once)",
            _timed_once(lambda: list(find_deals(windows, finder.WINDOWS_RANGE, workers=1, engine="numpy"))),
            "s",
            60,
        )
    )
    everything = _first_row(far)
    found: list[int] = []
    figures.append(
        at_most(
            f"1..8,589,934,591 from a first row, NumPy, {default_workers()} workers (once)",
            _timed_once(
                lambda: found.extend(
                    find_deals(everything, finder.ALL_RANGE, workers=default_workers(), engine="numpy")
                )
            ),
            "s",
            300,
        )
    )
    assert far in found
    return figures
