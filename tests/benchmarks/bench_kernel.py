"""The finder's kernel at speed: issue 21's targets, for each engine that is installed.

`python -m tests.benchmarks.bench_kernel` (or `python -m tests.benchmarks kernel`) prints one
line a figure (medians; the machines are shared). FINDER_BENCH_QUICK=1 leaves out the scans of
all deals by colour (a minute or two).
"""

from __future__ import annotations

import functools
import os
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from freecell_gui.core.deals.dealer import LAST_DEAL, deal_order
from freecell_gui.core.finder import kernel, planner
from freecell_gui.core.finder.masks import FULL_MASK, masks_from_cards, masks_from_colours
from freecell_gui.core.finder.search import find_numbers, search
from tests.benchmarks.harness import Figure, at_least, at_most, median_ratio, median_seconds, print_figures

ALL = range(1, LAST_DEAL + 1)
MILLION = range(1, 1_000_001)
WINDOWS = range(1, 2**31)
NEAR, FAR = 654_321, 2**32 + 123_456_789


def _cards(number: int, places: Sequence[int]) -> tuple[int, ...]:
    order = deal_order(number)
    return masks_from_cards((place, order[place]) for place in places)


def _colours(number: int) -> tuple[int, ...]:
    return masks_from_colours("".join("r" if card % 4 in (1, 2) else "b" for card in deal_order(number)))


def _ranks(number: int) -> tuple[int, ...]:
    """Each place known only by its rank: one of four cards."""
    return tuple(0b1111 << (card & ~3) for card in deal_order(number))


def _finds(
    masks: Sequence[int], numbers: range, number: int, engine: str | None = None
) -> Callable[[], None]:
    def action() -> None:
        found = list(planner.find(masks, numbers, engine=engine))
        assert number in found, (number, found[:5])

    return action


def find_on_workers(masks: Sequence[int], numbers: range, workers: int) -> list[int]:
    """Every match, as the app searches: the plan's pieces run by `workers` processes in batches."""
    return list(search(masks, numbers, workers=workers, engine="c"))


def _once(action: Callable[[], object]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def _longest_call(masks: Sequence[int], numbers: range, samples: int = 300) -> tuple[float, float]:
    """(median, longest) seconds of one kernel call over a sample of the plan's pieces."""
    query = kernel.engine_class("c")(masks)
    pieces = random.Random(21).sample(planner.plan(masks, numbers), samples)
    times = [_once(functools.partial(piece.run, query)) for piece in pieces]
    return statistics.median(times), max(times)


def run() -> list[Figure]:
    names = [name for name in ("c", "numpy", "python") if _installed(name)]
    figures: list[Figure] = []
    first_row, bottom_row = _cards(NEAR, range(8)), _cards(NEAR, range(44, 52))
    colours = _colours(NEAR)
    repeats = {"c": 21, "numpy": 7, "python": 3}
    for name in names:
        figures.append(
            at_most(
                f"first row, 1..1,000,000, {name}",
                median_seconds(_finds(first_row, MILLION, NEAR, name), repeats[name]) * 1000,
                "ms",
                10 if name == "c" else 500,  # issue 21 for C; issue 10 for the fallbacks
            )
        )
    for name in names:
        figures.append(
            at_most(
                f"bottom row (places 44-51), 1..1,000,000, {name}",
                median_seconds(_finds(bottom_row, MILLION, NEAR, name), repeats[name]) * 1000,
                "ms",
                10_000,
            )
        )
    for name in names:
        figures.append(
            at_most(
                f"colours of all 52 places, 1..1,000,000, {name}",
                median_seconds(_finds(colours, MILLION, NEAR, name), min(repeats[name], 7)) * 1000,
                "ms",
                10_000,
            )
        )
    far_row = _cards(FAR, range(8))
    if "numpy" in names:
        figures.append(
            at_most(
                "first row, all deals, numpy, one core",
                median_seconds(_finds(far_row, ALL, FAR, "numpy"), 3),
                "s",
                60,
            )
        )
    figures.append(
        at_most(
            "first row, 1..2^31-1, python, one core (once)",
            _once(_finds(_cards(1_234_567_890, range(8)), WINDOWS, 1_234_567_890, "python")),
            "s",
            60,
        )
    )
    if "c" not in names:
        return figures
    for title, masks in [("first row", first_row), ("bottom row", bottom_row)]:
        if "numpy" in names:  # the peer measured in the same run: the engine the app ran before C
            figures.append(
                at_least(
                    f"{title}, 1..1,000,000: numpy / c",
                    median_ratio(_finds(masks, MILLION, NEAR, "numpy"), _finds(masks, MILLION, NEAR, "c")),
                    "x",
                    1,
                )
            )
    windows_row = _cards(1_234_567_890, range(8))
    figures.append(
        at_most(
            "first row, 1..2^31-1, c, one core",
            median_seconds(_finds(windows_row, WINDOWS, 1_234_567_890, "c"), 7),
            "s",
            2,
        )
    )
    figures.append(
        at_most(
            "first row, all deals, c, one core", median_seconds(_finds(far_row, ALL, FAR, "c"), 7), "s", 2
        )
    )
    figures.append(
        at_most(
            "first card + bottom row, all deals, c, one core",
            median_seconds(_finds(_cards(FAR, [0, *range(44, 52)]), ALL, FAR, "c"), 3),
            "s",
            30,
        )
    )
    figures.append(
        at_most(
            "ranks of all 52 places (suits unread), all deals, c, one core",
            median_seconds(_finds(_ranks(FAR), ALL, FAR, "c"), 3),
            "s",
            30,
        )
    )
    median, longest = _longest_call(_colours(FAR), ALL)
    figures.append(at_most("one kernel call, colours, all deals: median", median * 1000, "ms", 100))
    figures.append(at_most("one kernel call, colours, all deals: longest of 300", longest * 1000, "ms", 100))
    if os.environ.get("FINDER_BENCH_QUICK"):
        return figures
    far_colours = _colours(FAR)

    def on_two_workers() -> None:
        assert FAR in find_on_workers(far_colours, ALL, 2)

    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    on_two_workers()
    per_worker = (resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before) / 2

    figures.append(
        at_most(
            "colours of all 52 places, all deals, c, 2 workers", median_seconds(on_two_workers, 3, 0), "s", 30
        )
    )
    figures.append(
        at_most("... the same: CPU seconds a worker (two idle cores would take this)", per_worker, "s", 30)
    )
    figures.append(
        at_most(
            "colours of all 52 places, all deals, c, one core (once)",
            _once(_finds(far_colours, ALL, FAR, "c")),
            "s",
            60,
        )
    )
    staged: list[int] = []
    figures.append(
        at_most(
            "colours of all 52 places, find_numbers in stages (1m, 2^31, all), c, 2 workers (once)",
            _once(lambda: staged.extend(find_numbers(far_colours, workers=2, engine="c"))),
            "s",
            30,
        )
    )
    assert staged == [FAR]
    unknown_first = (FULL_MASK, *far_colours[1:])
    figures.append(
        at_most(
            "colours of places 1-51 (place 0 unread), 1..2^31-1, c, one core (once)",
            _once(lambda: list(planner.find(unknown_first, WINDOWS, engine="c"))),
            "s",
            60,
        )
    )
    return figures


def _installed(name: str) -> bool:
    try:
        kernel.engine_class(name)
    except ImportError:
        return False
    return True


if __name__ == "__main__":
    print(
        f"# {os.cpu_count()} cores; medians; engines: {', '.join(n for n in ('c', 'numpy', 'python') if _installed(n))}"
    )
    sys.exit(print_figures(run()))
