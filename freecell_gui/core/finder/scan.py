"""Find a deal's number from some of its cards.

A `CardPattern` (pattern.py) says which card lies at which place in the deal (a place is the
dealing order 0..51: column c, card r counted from the top, is place r * 8 + c), or which
cards a place allows (a colour, one of a few cards). `find_deals` yields every number in a range
whose deal fits it.

How it is fast: the kernel (kernel.py, in C where built) inverts the generator's first step.
The state after the first draw is a bijection of the deal's seed, so instead of every number it
enumerates the first states that deal the card place 0 allows (1 in 52 for a known card) and
steps each back to its number. Where that does not pay, it scans the numbers with filters that
rule most out in a few multiplies. Either way only the few survivors are dealt in full.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

from freecell_gui.core.deals import formats
from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL
from freecell_gui.core.finder.pattern import CardPattern, PatternError, deal_matches
from freecell_gui.core.finder.search import (
    ALL_RANGE,
    MILLION_RANGE,
    WINDOWS_RANGE,
    WorkerFailedError,
    default_workers,
    search,
)

__all__ = [
    "ALL_RANGE",
    "MILLION_RANGE",
    "NAMED_RANGES",
    "UNKNOWN_CARD",
    "WINDOWS_RANGE",
    "CardPattern",
    "PatternError",
    "WorkerFailedError",
    "deal_matches",
    "default_workers",
    "estimate_seconds",
    "find_deals",
]

NAMED_RANGES: dict[str, range] = {"1m": MILLION_RANGE, "2^31": WINDOWS_RANGE, "all": ALL_RANGE}
"""The ranges the command line and the dialog offer by name."""

UNKNOWN_CARD = formats.UNKNOWN_CARD
"""How an unknown card is written in a partly known board."""


def find_deals(
    pattern: CardPattern,
    numbers: range,
    *,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    workers: int = 1,
    engine: str | None = None,
) -> Iterator[int]:
    """Yield, in increasing order, every deal number in `numbers` whose deal fits `pattern`.

    `progress(count)` is called with how many numbers have been searched so far, a few
    milliseconds apart; when `cancelled()` returns True the search stops and the generator
    ends. With `workers` > 1 a big search runs on that many processes; closing the generator
    (or an exception such as KeyboardInterrupt) stops them. `engine` ("c", "numpy", "python")
    chooses the kernel; by default the fastest there is.
    """
    if numbers.step != 1 or not numbers or numbers.start < FIRST_DEAL or numbers.stop > LAST_DEAL + 1:
        raise PatternError(f"the range must be a non-empty part of {FIRST_DEAL}..{LAST_DEAL:,}")
    yield from search(
        pattern.masks(), numbers, progress=progress, cancelled=cancelled, workers=workers, engine=engine
    )


def estimate_seconds(done: int, total: int, elapsed: float) -> float:
    """Seconds left at the rate so far (inf before anything is done)."""
    if done <= 0 or elapsed <= 0:
        return math.inf
    return (total - done) * elapsed / done
