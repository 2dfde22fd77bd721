"""The built-in solver: a fast first solution, then shorter ones, or a proof that none exists.

The parts, each a module: `schedule` shares the time between three searches, slice by slice;
`flares` finds a first solution, `beams` shorter ones (driving the beam engine of `beam`, in C in
`_beam.c` where it was built), and `sweep` with the closure of every position reached proves a
deal unsolvable. `positions` is the searches' own compact position, `budget` the clock and
limits they share, `results` what a solve reports, `worker` a solve in another process.
"""

from freecell_gui.core.solver.results import CancelFlag, Outcome, SolveProgress, SolveResult
from freecell_gui.core.solver.schedule import DEFAULT_MAX_POSITIONS, DEFAULT_TIME_LIMIT, solve
from freecell_gui.core.solver.worker import solve_worker

__all__ = [
    "DEFAULT_MAX_POSITIONS",
    "DEFAULT_TIME_LIMIT",
    "CancelFlag",
    "Outcome",
    "SolveProgress",
    "SolveResult",
    "solve",
    "solve_worker",
]
