"""What a solve reports: its outcome, its progress, its result, and how it is cancelled."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from freecell_gui.core.game.rules import Move


class Outcome(Enum):
    """How a solve ended."""

    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"  # every reachable position was searched: no solution exists
    GAVE_UP = "gave up"  # a limit (time, positions, or a cancel) stopped the search first


class CancelFlag(Protocol):
    """Anything with `is_set()`: a threading.Event or a multiprocessing.Event."""

    def is_set(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class SolveProgress:
    """How far a solve has come, for a progress line or a status bar."""

    positions: int  # positions searched so far (both searches together)
    elapsed: float  # seconds since the solve started
    best_length: int | None  # moves in the best solution so far (site counting), if any
    phase: str  # "first solution" or "shortening (width W)"


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What a solve found.

    `moves` is the best solution (the player's moves only; Microsoft's autoplay follows each)
    when `outcome` is SOLVED, else empty. `limit` says what stopped a search: "time",
    "positions" or "cancelled" (for SOLVED, what stopped the shortening, if anything).
    """

    outcome: Outcome
    moves: tuple[Move, ...]
    limit: str | None
    positions: int
    elapsed: float
    first_elapsed: float | None = None  # seconds to the first solution, if one was found

    @property
    def length(self) -> int:
        """Moves in the solution, counted as the site counts them."""
        return len(self.moves)
