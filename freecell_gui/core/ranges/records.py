"""One deal's result as a record: what `solve --out` writes, one JSON object a line.

    {"deal": 617, "cells": 4, "game": "freecell", "status": "solved", "moves": ["5a", "56", ...],
     "length": 39, "seconds": 0.412, "positions": 18342, "limit": null}

`cells` (0 to 4) and `game` ("freecell" or "bakers": the building rule) are the rules the deal
was played under (`variant.Rules`); a record written before they existed has neither and is
of FreeCell with four cells.

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
from freecell_gui.core.game.variant import FREECELL, MAX_FREE_CELLS, Building, Rules
from freecell_gui.core.ranges.line_grammar import (
    COUNT,
    MOVES,
    SECONDS,
    beginnings_of,
    either,
    literal,
    quoted_words,
    repeated,
    sequence,
)
from freecell_gui.core.solver import Outcome, SolveResult
from freecell_gui.core.system.user_text import quoted

CANCELLED = "cancelled"  # the limit of a solve a stop request ended: never a record
_STATUSES = {outcome.value: outcome for outcome in Outcome}
_GAMES = {building.value: building for building in Building}
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
    rules: Rules = FREECELL

    @property
    def length(self) -> int | None:
        """Moves in the solution (site counting), or None without one."""
        return len(self.moves) if self.status is Outcome.SOLVED else None

    def to_json(self) -> dict[str, Any]:
        """The record as the JSON object `solve --out` writes."""
        return {
            "deal": self.deal,
            "cells": self.rules.free_cells,
            "game": self.rules.building.value,
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
    return DealRecord(
        number, result.outcome, moves, result.elapsed, result.positions, result.limit, start.rules
    )


FIELDS = ("deal", "cells", "game", "status", "moves", "length", "seconds", "positions", "limit")
"""The fields of a record, in the order `to_line` writes them."""
RULES_FIELDS = ("cells", "game")  # absent from the records written before the variants


def parse_record(text: str) -> DealRecord:
    """The record in one line of JSON; RecordError if it is not one.

    Only what `to_line` writes is a record: exactly its fields, each once and of its type (a
    field written twice is refused, where json would keep the last), a length that counts the
    moves, and an "unsolvable" that no limit stopped."""
    value = json_object_of(text, FIELDS, RULES_FIELDS)
    number = value["deal"]
    if type(number) is not int or not FIRST_DEAL <= number <= LAST_DEAL:
        raise RecordError("no deal number")
    status = _STATUSES.get(value["status"]) if isinstance(value["status"], str) else None
    if status is None:
        raise RecordError("no status (solved, unsolvable or gave up)")
    moves = value["moves"]
    if (
        not isinstance(moves, list)
        or len(moves) > MAX_MOVES
        or not all(isinstance(move, str) and 0 < len(move) <= 8 for move in moves)
    ):
        raise RecordError("moves that are not a list of moves")
    if (status is Outcome.SOLVED) != bool(moves):
        raise RecordError("a solution without moves, or moves without a solution")
    expected_length = len(moves) if status is Outcome.SOLVED else None
    if value["length"] != expected_length or type(value["length"]) not in (int, type(None)):
        raise RecordError("a length that is not the count of its moves")
    seconds, positions, limit = value["seconds"], value["positions"], value["limit"]
    if type(seconds) is not float or not 0 <= seconds < math.inf:
        raise RecordError("seconds that are not a time")
    if type(positions) is not int or positions < 0:
        raise RecordError("positions that are not a count")
    if limit not in _LIMITS:
        raise RecordError("an unknown limit")
    if status is Outcome.UNSOLVABLE and (limit is not None or positions == 0):
        raise RecordError("an unsolvable deal whose search did not end (a limit, or no position)")
    return DealRecord(number, status, tuple(moves), seconds, positions, limit, _rules_of(value))


def json_object_of(text: str, fields: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """The JSON object in `text`, with exactly `fields` (those of `optional` may be missing);
    RecordError if it is not one. A field written twice is refused (json would keep the last),
    and so are NaN and Infinity."""
    try:
        value = json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_fields_once)
    except RecursionError:
        raise RecordError("nested too deeply") from None
    except _RepeatedFieldError as error:
        raise RecordError(f"the field {error} is written twice") from None
    except ValueError as error:  # json's errors, and numbers too long to read
        raise RecordError(f"not JSON ({str(error).split(':')[0]})") from None
    if not isinstance(value, dict):
        raise RecordError("not a JSON object")
    missing = [name for name in fields if name not in value and name not in optional]
    if missing:
        raise RecordError(f"no {quoted(missing[0])} field")
    unknown = [name for name in value if name not in fields]
    if unknown:
        raise RecordError(f"a field this program does not write ({quoted(unknown[0])})")
    return value


def _rules_of(value: dict[str, Any]) -> Rules:
    """The rules a record names (FreeCell with four cells when it names none)."""
    cells = value.get("cells", MAX_FREE_CELLS)
    game = value.get("game", Building.ALTERNATE_COLOURS.value)
    if ("cells" in value) != ("game" in value):  # both, or neither (a record of before the variants)
        raise RecordError(f"no {quoted('game' if 'cells' in value else 'cells')} field")
    if type(cells) is not int or not 0 <= cells <= MAX_FREE_CELLS:
        raise RecordError(f"free cells that are not 0 to {MAX_FREE_CELLS}")
    building = _GAMES.get(game) if isinstance(game, str) else None
    if building is None:
        raise RecordError("a game that is neither freecell nor bakers")
    return Rules(cells, building)


class _RepeatedFieldError(Exception):
    """A JSON object that names a field twice (json.loads would keep the last silently)."""


def _fields_once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for name, value in pairs:
        if name in fields:
            raise _RepeatedFieldError(quoted(name))
        fields[name] = value
    return fields


def _refuse_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number")


# --- a record cut short -------------------------------------------------------------------
# `is_cut_record` tells the beginning of a record (what a write cut short leaves) from anything
# else; the grammar is `to_line`'s output, in line_grammar's pieces.
_RECORD_LINE = sequence(
    literal('{"deal": '),
    COUNT,
    # The rules: a record written before the variants has none (and is cut off all the same).
    either(
        sequence(literal(', "cells": '), repeated("[0-4]", 1), literal(', "game": '), quoted_words(*_GAMES)),
        literal(""),
    ),
    literal(', "status": '),
    quoted_words(*_STATUSES),
    literal(', "moves": '),
    MOVES,
    literal(', "length": '),
    either(COUNT, literal("null")),
    literal(', "seconds": '),
    SECONDS,
    literal(', "positions": '),
    COUNT,
    literal(', "limit": '),
    either(literal("null"), quoted_words(*(limit for limit in _LIMITS if limit is not None))),
    literal("}\n"),
)
_CUT_RECORD = beginnings_of(_RECORD_LINE)


def is_cut_record(data: bytes) -> bool:
    """True if `data` is the beginning of a line `to_line` could have written (the whole line
    but its newline included): what a write cut short leaves, and nothing else."""
    return bool(data) and _CUT_RECORD.fullmatch(data) is not None
