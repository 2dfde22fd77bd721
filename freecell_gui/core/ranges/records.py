"""One deal's result as a record: what `solve --out` writes, one JSON object a line.

    {"deal": 617, "status": "solved", "moves": ["5a", "56", ...], "length": 39,
     "seconds": 0.412, "positions": 18342, "limit": null}

`status` is "solved", "unsolvable" or "gave up"; `moves` (the site's notation: Microsoft's
autoplay left out) and `length` are filled for a solution, [] and null otherwise; `limit` says
what stopped the search ("time", "positions", "memory"), if anything did.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL
from freecell_gui.core.game.notation import site_notation
from freecell_gui.core.game.rules import Position
from freecell_gui.core.solver import Outcome, SolveResult

CANCELLED = "cancelled"  # the limit of a solve a stop request ended: never a record
_STATUSES = {outcome.value: outcome for outcome in Outcome}
_LIMITS = {None, "time", "positions", "memory"}
MAX_MOVES = 10_000  # a record with more moves than this is not one of ours


class RecordError(ValueError):
    """A line that is not a record; the message says why, in a few words."""


@dataclass(frozen=True, slots=True)
class DealRecord:
    """What solving one deal found: its status, the solution's moves (site notation), the time
    and positions it took, and the limit that stopped it, if one did."""

    deal: int
    status: Outcome
    moves: tuple[str, ...]
    seconds: float
    positions: int
    limit: str | None = None

    @property
    def length(self) -> int | None:
        """Moves in the solution (site counting), or None without one."""
        return len(self.moves) if self.status is Outcome.SOLVED else None

    def to_json(self) -> dict[str, Any]:
        """The record as the JSON object `solve --out` writes."""
        return {
            "deal": self.deal,
            "status": self.status.value,
            "moves": list(self.moves),
            "length": self.length,
            "seconds": round(self.seconds, 4),
            "positions": self.positions,
            "limit": self.limit,
        }

    def to_line(self) -> bytes:
        """The record as one line of UTF-8 JSON, its newline included."""
        return (json.dumps(self.to_json(), separators=(", ", ": ")) + "\n").encode()


def record_of(number: int, start: Position, result: SolveResult) -> DealRecord | None:
    """The record of deal `number` solved from `start`; None if a stop request cut it short
    (the deal is left for a later run, never recorded as given up)."""
    if result.limit == CANCELLED:
        return None  # a solution found before the stop is left too: an uncut run may find a shorter one
    moves = tuple(site_notation(start, result.moves)) if result.outcome is Outcome.SOLVED else ()
    return DealRecord(number, result.outcome, moves, result.elapsed, result.positions, result.limit)


def parse_record(text: str) -> DealRecord:
    """The record in one line of JSON; RecordError if it is not one."""
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise RecordError("nested too deeply") from None
    except ValueError as error:  # json's errors, and numbers too long to read
        raise RecordError(f"not JSON ({str(error).split(':')[0]})") from None
    if not isinstance(value, dict):
        raise RecordError("not a JSON object")
    number = value.get("deal")
    if type(number) is not int or not FIRST_DEAL <= number <= LAST_DEAL:
        raise RecordError("no deal number")
    status = _STATUSES.get(value.get("status"))  # type: ignore[arg-type]
    if status is None:
        raise RecordError("no status (solved, unsolvable or gave up)")
    moves = value.get("moves", [])
    if (
        not isinstance(moves, list)
        or len(moves) > MAX_MOVES
        or not all(isinstance(move, str) and 0 < len(move) <= 8 for move in moves)
    ):
        raise RecordError("moves that are not a list of moves")
    if (status is Outcome.SOLVED) != bool(moves):
        raise RecordError("a solution without moves, or moves without a solution")
    seconds = value.get("seconds", 0.0)
    positions = value.get("positions", 0)
    limit = value.get("limit")
    if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not 0 <= seconds < math.inf:
        raise RecordError("seconds that are not a time")
    if type(positions) is not int or positions < 0:
        raise RecordError("positions that are not a count")
    if limit not in _LIMITS:
        raise RecordError("an unknown limit")
    return DealRecord(number, status, tuple(moves), float(seconds), positions, limit)


def _refuse_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number")
