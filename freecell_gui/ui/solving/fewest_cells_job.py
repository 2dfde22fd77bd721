"""One fewest-cells search in a worker process, its messages turned into signals.

The searches (core/solver/min_cells_worker.py) are pure Python, so, as a solve does
(solve_job.SolveJob), each runs in a process of its own behind the shared relay
(worker_job.WorkerJob): progress coalesced (the newest wins), the answer or the worker's death.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from freecell_gui.ui.solving.worker_job import WorkerDiedError, WorkerJob

__all__ = ["CellsJob", "WorkerDiedError"]


class CellsJob(WorkerJob):
    """`target(*args, queue, cancel)` in a worker process (a core function: the process imports
    only its module); its messages come back as signals.

    `cancel()` asks the worker to stop: `finished` follows with what it knows (within
    milliseconds). `stop()` drops the job at once: no more signals, and the process is ended.
    `progressed` carries the newest "progress" value, `finished` the "done" one, `failed` a
    WorkerDiedError (the last signal then).
    """

    def __init__(
        self, target: Callable[..., None], args: tuple[object, ...], *, parent: QObject | None = None
    ) -> None:
        super().__init__(
            target,
            lambda queue, cancel: (*args, queue, cancel),
            name="freecell-gui fewest cells",
            parent=parent,
        )
