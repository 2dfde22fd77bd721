"""What every range runner does, and the simplest one: solving in this process.

A runner is a context manager (it starts and stops its workers) whose `records` hands back the
record of each deal as soon as it is known, in whatever order the deals finish. Setting the
`stop` flag ends `records` within a second: work under way is cancelled, the records already
finished are still handed back, and the deals cut short are left out (for a later run).
"""

from __future__ import annotations

from collections.abc import Collection, Generator
from types import TracebackType
from typing import Protocol

from freecell_gui.core.ranges.kinds import R, RangeWork
from freecell_gui.core.ranges.solving import SolveSettings
from freecell_gui.core.solver import CancelFlag

__all__ = ["InProcessRunner", "RangeRunner", "RangeRunnerError", "SolveSettings"]


class RangeRunnerError(RuntimeError):
    """The workers failed (one died, the scheduler went away); the message is one line."""


class RangeRunner(Protocol):
    """Solves deals somewhere and hands back their records as they are known."""

    @property
    def description(self) -> str:
        """Where the deals are solved, for a message ("2 local worker processes")."""
        ...

    def records(
        self, deals: Collection[int], settings: RangeWork[R], stop: CancelFlag
    ) -> Generator[R, None, None]:
        """The record of every deal of `deals` (`settings`' work: a solve, or the fewest cells),
        each once, as they finish; see the module's docstring."""
        ...

    def __enter__(self) -> RangeRunner: ...

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None: ...


class InProcessRunner:
    """Solves the deals one after another in this process, as `solve A-B --summary` always has."""

    description = "this process"

    def records(
        self, deals: Collection[int], settings: RangeWork[R], stop: CancelFlag
    ) -> Generator[R, None, None]:
        """See RangeRunner.records."""
        return settings.deal_records(deals, stop)

    def __enter__(self) -> InProcessRunner:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        return None
