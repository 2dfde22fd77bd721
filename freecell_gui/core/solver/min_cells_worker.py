"""The fewest-cells searches in a worker process, reporting through a queue, for the window.

Both are pure Python and CPU-bound: in a thread of the window's process they would hold the
interpreter lock and the window would stutter, so the window runs them with multiprocessing
(ui/solving/fewest_cells_job.py), as it runs a solve (`worker.solve_worker`). Each takes
its queue and its cancel flag last (ui's job appends them) and puts
("progress", value) at most PROGRESS_EVERY seconds apart and last ("done", result); a set
`cancel` ends it within milliseconds with what is known. Everything put pickles.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from typing import Protocol

from freecell_gui.core.game.rules import Position
from freecell_gui.core.game.variant import Building
from freecell_gui.core.solver.cells_challenge import ChallengeProgress, next_deal_needing
from freecell_gui.core.solver.min_cells import min_cells
from freecell_gui.core.solver.results import CancelFlag
from freecell_gui.core.solver.worker import settle_signals

PROGRESS_EVERY = 0.1  # seconds: a progress line needs no more, and the queue stays short


class _Queue(Protocol):
    def put(self, item: object) -> None: ...


def _reporter(queue: _Queue) -> Callable[[object], None]:
    """Puts ("progress", value), the first at once, then at most one a PROGRESS_EVERY."""
    last = [-PROGRESS_EVERY]

    def report(value: object) -> None:
        now = time.monotonic()
        if now - last[0] >= PROGRESS_EVERY:
            last[0] = now
            queue.put(("progress", value))

    return report


def _in_background() -> None:
    settle_signals()
    if hasattr(os, "nice"):  # the window first: the answer is the same, only later
        with contextlib.suppress(OSError):
            os.nice(5)


def min_cells_worker(position: Position, proof_positions: int, queue: _Queue, cancel: CancelFlag) -> None:
    """`min_cells` of `position` (under its building rule): progress as (cells, positions),
    then ("done", MinCellsResult)."""
    _in_background()
    report = _reporter(queue)
    result = min_cells(
        position,
        position.building,
        proof_positions=proof_positions,
        cancel=cancel,
        on_step=lambda cells, positions: report((cells, positions)),
    )
    queue.put(("done", result))


def challenge_worker(
    cells: int,
    after: int,
    building: Building,
    proof_positions: int,
    use_table: bool,
    queue: _Queue,
    cancel: CancelFlag,
) -> None:
    """`next_deal_needing(cells, after, building)`: progress as ChallengeProgress, then
    ("done", ChallengeResult)."""
    _in_background()
    report = _reporter(queue)

    def progress(value: ChallengeProgress) -> None:
        report(value)

    result = next_deal_needing(
        cells,
        after,
        building,
        use_table=use_table,
        proof_positions=proof_positions,
        cancel=cancel,
        on_progress=progress,
    )
    queue.put(("done", result))
