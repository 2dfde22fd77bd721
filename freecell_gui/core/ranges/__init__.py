"""Solving a range of deals: on this process, on local worker processes, or on a Dask cluster.

The parts, each a module: `records` is what one deal's solve leaves (a `DealRecord`, one JSON
line), `results_file` the JSON Lines file of records that a run appends to and a later run
resumes from, `summary` the counts and times of a range, `solving` a deal solved into a record,
and the runners, each a `RangeRunner` handing back records as they are known: `runner` (this
process), `local_pool` (worker processes on this machine) and `dask_cluster` (a Dask distributed
scheduler and its workers, an optional dependency imported only when used).
"""

from freecell_gui.core.ranges.records import DealRecord, RecordError, record_of
from freecell_gui.core.ranges.runner import InProcessRunner, RangeRunner, RangeRunnerError, SolveSettings
from freecell_gui.core.ranges.summary import RangeSummary

__all__ = [
    "DealRecord",
    "InProcessRunner",
    "RangeRunner",
    "RangeRunnerError",
    "RangeSummary",
    "RecordError",
    "SolveSettings",
    "record_of",
]
