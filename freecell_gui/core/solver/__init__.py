"""The built-in solver: a fast first solution, then shorter ones, or a proof that none exists.

The parts, each a module: `schedule` shares the time between three searches, slice by slice;
`flares` finds a first solution, `beams` shorter ones (driving the beam engine of `beam`, in C in
`_beam.c` where it was built), and `sweep` with the closure of every position reached proves a
deal unsolvable. `positions` is the searches' own compact position, `budget` the work, the
time cap and the cancel flag they share, `results` what a solve reports, `worker` a solve in another process.

The names below are loaded on first use (PEP 562): the window imports this package for what a
solve reports, and the searches load with the first solve, not with the window's first paint.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from freecell_gui.core.solver.budget import WORK_PER_SECOND, work_for
    from freecell_gui.core.solver.results import CancelFlag, Outcome, SolveProgress, SolveResult
    from freecell_gui.core.solver.schedule import (
        DEFAULT_MAX_POSITIONS,
        DEFAULT_TIME_LIMIT,
        DEFAULT_WORK,
        solve,
    )
    from freecell_gui.core.solver.worker import solve_worker

# Each name this package offers, and the module of the package that holds it.
_HOMES = {
    "CancelFlag": "results",
    "Outcome": "results",
    "SolveProgress": "results",
    "SolveResult": "results",
    "DEFAULT_MAX_POSITIONS": "schedule",
    "DEFAULT_TIME_LIMIT": "schedule",
    "DEFAULT_WORK": "schedule",
    "WORK_PER_SECOND": "budget",
    "work_for": "budget",
    "solve": "schedule",
    "solve_worker": "worker",
}

__all__ = [
    "DEFAULT_MAX_POSITIONS",
    "DEFAULT_TIME_LIMIT",
    "DEFAULT_WORK",
    "WORK_PER_SECOND",
    "CancelFlag",
    "Outcome",
    "SolveProgress",
    "SolveResult",
    "solve",
    "solve_worker",
    "work_for",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # the next use finds it at once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})
