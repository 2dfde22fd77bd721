"""Planning a search over a range of deal numbers as short kernel calls, and running them.

`plan` cuts a range into pieces: for each family, inversions of the first states that deal a
card place 0 allows, when there are fewer of them than numbers and their matches are few; else
scans of the numbers. `find` runs the pieces in order (here, or on a `runner` such as a pool of
worker processes) and yields the matches in increasing order.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from freecell_gui.core.finder.kernel import (
    END_OF_DEALS,
    HIGHS_PER_PIECE,
    LOWS,
    MAX_PIECE,
    Engine,
    PyQuery,
    engine_class,
    segments,
    valid_highs,
    validate_masks,
)
from freecell_gui.core.finder.masks import FULL_MASK, expected_matches, possible

INVERT_COST = 1.5  # a state inverted costs about this many numbers scanned (C: 1.1 by colour, 1.7 by card)
MAX_HELD = 100_000  # an inversion's matches come out of order; hold at most about this many


@dataclass(frozen=True)
class Piece:
    """One short kernel call: a scan of [start, stop), or an inversion of its high parts.

    `share` is how many of the range's numbers it stands for, for progress: the shares of a
    plan add up to the range's length. `work` is what the call looks at: numbers scanned, or
    first states inverted (at most 2^20 either way), to decide whether workers pay.
    """

    start: int
    stop: int
    high_start: int
    high_stop: int
    inverted: bool
    share: int
    work: int

    def split(self, numbers: int, highs: int) -> Iterator[Piece]:
        """The piece as shorter calls: scans of at most `numbers` numbers, inversions of about
        `highs` first draws (the slower engines' calls, so a cancel is noticed as quickly)."""
        if self.inverted:
            parts = max(1, -(-self.work // (highs * LOWS)))
            width = self.high_stop - self.high_start
            bounds = [self.high_start + width * part // parts for part in range(parts + 1)]
            pairs = [(low, high) for low, high in itertools.pairwise(bounds) if low < high]
        else:
            parts = max(1, -(-(self.stop - self.start) // numbers))
            bounds = [self.start + (self.stop - self.start) * part // parts for part in range(parts + 1)]
            pairs = list(itertools.pairwise(bounds))
        if len(pairs) == 1:
            yield self
            return
        for index, (low, high) in enumerate(pairs):
            share = self.share * (index + 1) // len(pairs) - self.share * index // len(pairs)
            work = self.work * (index + 1) // len(pairs) - self.work * index // len(pairs)
            if self.inverted:
                yield Piece(self.start, self.stop, low, high, True, share, work)
            else:
                yield Piece(low, high, 0, 0, False, share, work)

    def run(self, query: Engine) -> list[int]:
        """The matches of this piece, in increasing order."""
        if self.inverted:
            return query.invert(self.start, self.stop, self.high_start, self.high_stop)
        return query.scan(self.start, self.stop)


def plan(masks: Sequence[int], numbers: range) -> list[Piece]:
    """The pieces that cover `numbers`, in order: inversions for a family when they are cheaper
    than its scan and their matches few, else scans. Nothing when no deal can fit."""
    if numbers.step != 1 or not numbers or numbers.start < 1 or numbers.stop > END_OF_DEALS:
        raise ValueError("the range must be a non-empty part of 1..8,589,934,591")
    masks = validate_masks(masks)
    if not possible(masks):
        return []
    pieces: list[Piece] = []
    for family, start, stop in segments(numbers.start, numbers.stop):
        highs = valid_highs(masks[0], family) if masks[0] != FULL_MASK else []
        states = len(highs) * LOWS
        if (
            highs
            and states * INVERT_COST < stop - start
            and expected_matches(masks, stop - start) <= MAX_HELD
        ):
            groups = [highs[at : at + HIGHS_PER_PIECE] for at in range(0, len(highs), HIGHS_PER_PIECE)]
            done = 0
            for index, group in enumerate(groups):
                share = (stop - start) * (index + 1) // len(groups) - done
                done += share
                pieces.append(Piece(start, stop, group[0], group[-1] + 1, True, share, len(group) * LOWS))
        else:
            for low in range(start, stop, MAX_PIECE):
                high = min(stop, low + MAX_PIECE)
                pieces.append(Piece(low, high, 0, 0, False, high - low, high - low))
    return pieces


WORKER_BATCH = 16  # calls a worker process runs at a time: ~0.1 s at most, so Ctrl-C stays quick
# The most (numbers a scan, first draws an inversion) one call of each engine takes: a few to
# some tens of milliseconds, so progress and a cancel are noticed as quickly in each.
CALL_SIZES = {"c": (MAX_PIECE, HIGHS_PER_PIECE), "numpy": (1 << 18, 4), "python": (1 << 13, 1)}

Runner = Callable[[tuple[int, ...], Iterable[list[Piece]]], Iterable[list[list[int]]]]
"""Runs batches of pieces elsewhere (worker processes) and gives each batch's matches, in order:
for example `lambda masks, batches: pool.imap(functools.partial(run_pieces, masks), batches)`."""


def engine_name(engine: str | None = None) -> str:
    """ "c", "numpy" or "python": the engine `engine_class(engine)` gives."""
    chosen = engine_class(engine)
    if chosen is PyQuery:
        return "python"
    return "numpy" if getattr(chosen, "__name__", "") == "NumpyQuery" else "c"


def run_pieces(masks: Sequence[int], pieces: Sequence[Piece], engine: str | None = None) -> list[list[int]]:
    """Each piece's matches: what a worker process does with a batch of a plan."""
    query = engine_class(engine)(masks)
    return [piece.run(query) for piece in pieces]


def _batched(calls: Iterable[Piece], size: int) -> Iterator[list[Piece]]:
    iterator = iter(calls)
    while batch := list(itertools.islice(iterator, size)):
        yield batch


def find(
    masks: Sequence[int],
    numbers: range,
    *,
    engine: str | None = None,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    runner: Runner | None = None,
) -> Iterator[int]:
    """Yield, in increasing order, every number in `numbers` whose deal fits the masks.

    The plan's pieces run here, one call at a time, or on `runner` in batches of WORKER_BATCH
    calls. After each (milliseconds; a batch, about 0.1 s) `progress(numbers done)` is called and
    `cancelled()` asked; when it says True, the search ends (closing the generator is the
    caller's cue to stop its workers).
    """
    masks = validate_masks(masks)
    pieces = plan(masks, numbers)
    if not pieces and progress is not None:
        progress(len(numbers))  # no deal can fit: nothing to look at
    sizes = CALL_SIZES[engine_name(engine)]
    calls = (call for piece in pieces for call in piece.split(*sizes))
    outcomes: Iterator[tuple[list[Piece], list[list[int]]]]
    if runner is None:
        query = engine_class(engine)(masks)
        outcomes = ((batch, [call.run(query) for call in batch]) for batch in _batched(calls, 1))
    else:
        mine, theirs = itertools.tee(_batched(calls, WORKER_BATCH))
        outcomes = zip(mine, runner(masks, theirs), strict=False)
    # An inversion's matches come in any order: its family's are held until its last piece.
    last_high_stop = {piece.start: piece.high_stop for piece in pieces if piece.inverted}
    held: list[int] = []
    done = 0
    while not (cancelled is not None and cancelled()):
        outcome = next(outcomes, None)
        if outcome is None:
            return
        for call, found in zip(*outcome, strict=True):
            if not call.inverted:
                yield from found
            else:
                held.extend(found)
                if call.high_stop == last_high_stop[call.start]:
                    yield from sorted(held)
                    held = []
            done += call.share
        if progress is not None:
            progress(done)
