"""A range run from start to end: the records already on file, the deals left, the runner's
records appended to the file and counted in the summary as they come."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass

from freecell_gui.core.ranges.kinds import R, RangeTally, RangeWork
from freecell_gui.core.ranges.results_file import ResultsFile
from freecell_gui.core.ranges.runner import RangeRunner, RangeRunnerError
from freecell_gui.core.ranges.summary import RangeSummary
from freecell_gui.core.solver import CancelFlag

__all__ = ["RangeRun", "RangeSummary", "Remaining", "read_done", "run_range"]


class Remaining(Collection[int]):
    """The deals of a range not yet on file, in order, without listing them all."""

    def __init__(self, deals: range, done: set[int]) -> None:
        self._deals = deals
        self._done = done
        self._size = len(deals) - sum(1 for number in done if number in deals)

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[int]:
        return (number for number in self._deals if number not in self._done)

    def __contains__(self, number: object) -> bool:
        return number in self._deals and number not in self._done


def read_done(
    results: ResultsFile[R],
    deals: range,
    summary: RangeTally[R],
    stop: CancelFlag | None = None,
    on_record: Callable[[], None] | None = None,
    work: RangeWork[R] | None = None,
) -> set[int]:
    """The deals already in `results`, each counted in `summary`. Every record is checked as it
    is read (ResultsFileError at the first that is not one true record of a deal of `deals`);
    a `stop` ends the reading early (then `results.read_whole` is False). With `work`, a record
    it refuses (of other rules or options) is refused too."""
    done: set[int] = set()
    for record in results.read_back(deals, stop, work.refusal if work is not None else None):
        done.add(record.deal)
        summary.add(record)
        if on_record is not None:
            on_record()
    return done


@dataclass
class RangeRun:
    """How a run went: the deals it solved, and what stopped it early if something failed."""

    solved: int = 0
    failure: str | None = None  # one line: a worker died, the file could not be written


def run_range(
    runner: RangeRunner,
    deals: Collection[int],
    settings: RangeWork[R],
    stop: CancelFlag,
    summary: RangeTally[R],
    results: ResultsFile[R] | None = None,
    on_record: Callable[[R], None] | None = None,
) -> RangeRun:
    """Do `settings`' work on `deals` on `runner` (entered), each record appended to `results` as it comes and
    counted in `summary`; returns when all are done, `stop` is set, or something fails."""
    run = RangeRun()
    with contextlib.closing(runner.records(deals, settings, stop)) as records:
        try:
            for record in records:
                if results is not None:
                    try:
                        results.write(record)
                    except OSError as error:
                        reason = error.strerror or str(error)
                        run.failure = f"cannot write {results.name}: {reason[:1].lower()}{reason[1:]}"
                        break
                summary.add(record)
                run.solved += 1
                if on_record is not None:
                    on_record(record)
        except RangeRunnerError as error:
            run.failure = str(error)
    return run
