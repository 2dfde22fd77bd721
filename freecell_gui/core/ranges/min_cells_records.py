"""One deal's fewest cells as a record: what `solve A-B --min-cells --summary --out` writes, one
JSON object a line.

    {"deal": 1, "min_cells": 3, "cells": 3, "at_least": 3, "hopeless": false, "game": "freecell",
     "moves": ["3a", ...], "length": 93, "steps": [{"cells": 0, "status": "unsolvable",
     "positions": 25, "seconds": 0.0011}, ...], "proof_positions": 3000000, "work": null,
     "seconds": 1.2345, "positions": 70321}

`cells` and `game` are the rules of the solution in `moves` (the fewest cells a solution was
found with; null, with no moves, when none was); `at_least` the fewest cells not proven hopeless
(5 when even four are: then `hopeless`); `min_cells` is `cells` when the two meet, else null
(the proof below `cells` ran out of positions). `steps` are the cell counts tried from 0 up, as
`solve --min-cells --json` prints them. `proof_positions` and `work` (the shortening's positions;
null for --fast) are the options the answer depends on: `--resume` goes on only with the same.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL
from freecell_gui.core.game.notation import site_notation
from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building, Rules
from freecell_gui.core.ranges.line_grammar import (
    COUNT,
    MOVES,
    SECONDS,
    any_number_of,
    beginnings_of,
    either,
    literal,
    quoted_words,
    repeated,
    sequence,
)
from freecell_gui.core.ranges.record_checks import IMPOSSIBLE_DEALS, KNOWN_UP_TO, solution_problem
from freecell_gui.core.ranges.records import RecordError, json_object_of
from freecell_gui.core.solver.min_cells import MinCellsResult
from freecell_gui.core.solver.results import Outcome

# With --fast, a count the exhaustive search settles keeps its first win: a depth-first path,
# 312,000 moves at the most in the sample of 1..32,000 (6 bytes a move: within MAX_LINE_BYTES).
MAX_MOVES = 500_000
HOPELESS = MAX_FREE_CELLS + 1  # `at_least` when no count up to four wins
NONE = "none"  # the summary's column of the deals no count wins
UNKNOWN = "unknown"  # ... and of those a proof could not settle
_STATUSES = {outcome.value: outcome for outcome in Outcome}
_GAMES = {building.value: building for building in Building}
FIELDS = (
    "deal",
    "min_cells",
    "cells",
    "at_least",
    "hopeless",
    "game",
    "moves",
    "length",
    "steps",
    "proof_positions",
    "work",
    "seconds",
    "positions",
)
STEP_FIELDS = ("cells", "status", "positions", "seconds")


@dataclass(frozen=True, slots=True)
class MinCellsStep:
    """One cell count tried: its outcome, the positions it searched, the seconds it took."""

    cells: int
    status: Outcome
    positions: int
    seconds: float


@dataclass(frozen=True, slots=True)
class MinCellsRecord:
    """What finding one deal's fewest cells found (see the module), with the options it used."""

    deal: int
    game: Building
    cells: int | None
    at_least: int
    moves: tuple[str, ...]
    steps: tuple[MinCellsStep, ...]
    proof_positions: int
    work: int | None
    seconds: float

    @property
    def min_cells(self) -> int | None:
        """The fewest cells the deal needs, when known."""
        return self.cells if self.cells == self.at_least else None

    @property
    def hopeless(self) -> bool:
        """True when no count up to four wins (every one proven)."""
        return self.at_least == HOPELESS

    @property
    def needs(self) -> str:
        """The summary's column: "0" to "4", "none" or "unknown"."""
        if self.hopeless:
            return NONE
        return str(self.min_cells) if self.min_cells is not None else UNKNOWN

    @property
    def positions(self) -> int:
        """The positions every step searched together."""
        return sum(step.positions for step in self.steps)

    def to_json(self) -> dict[str, Any]:
        """The record as the JSON object `--out` writes."""
        return {
            "deal": self.deal,
            "min_cells": self.min_cells,
            "cells": self.cells,
            "at_least": self.at_least,
            "hopeless": self.hopeless,
            "game": self.game.value,
            "moves": list(self.moves),
            "length": len(self.moves) if self.cells is not None else None,
            "steps": [
                {
                    "cells": step.cells,
                    "status": step.status.value,
                    "positions": step.positions,
                    "seconds": round(step.seconds, 4),
                }
                for step in self.steps
            ],
            "proof_positions": self.proof_positions,
            "work": self.work,
            "seconds": round(self.seconds, 4),
            "positions": self.positions,
        }

    def to_line(self) -> bytes:
        """The record as one line of UTF-8 JSON, its newline included."""
        return (json.dumps(self.to_json(), separators=(", ", ": ")) + "\n").encode()


def min_cells_record_of(
    number: int, result: MinCellsResult, proof_positions: int, work: int | None
) -> MinCellsRecord | None:
    """The record of deal `number`'s `result`; None if a stop cut it short (the deal is left
    for a later run)."""
    if result.cancelled:
        return None
    moves: tuple[str, ...] = ()
    if result.at_most is not None and result.start is not None:
        moves = tuple(site_notation(result.start, result.moves))
    steps = tuple(
        MinCellsStep(step.cells, step.outcome, step.positions, step.seconds) for step in result.steps
    )
    return MinCellsRecord(
        number,
        result.building,
        result.at_most,
        result.at_least,
        moves,
        steps,
        proof_positions,
        work,
        result.elapsed,
    )


def parse_min_cells_record(text: str) -> MinCellsRecord:
    """The record in one line of JSON; RecordError if it is not exactly what `to_line` writes,
    its steps, bounds and solution consistent with one another."""
    value = json_object_of(text, FIELDS)
    number = value["deal"]
    if type(number) is not int or not FIRST_DEAL <= number <= LAST_DEAL:
        raise RecordError("no deal number")
    game = _GAMES.get(value["game"]) if isinstance(value["game"], str) else None
    if game is None:
        raise RecordError("a game that is neither freecell nor bakers")
    steps = _steps_of(value["steps"])
    cells, at_least = value["cells"], value["at_least"]
    if cells is not None and (type(cells) is not int or not 0 <= cells <= MAX_FREE_CELLS):
        raise RecordError(f"free cells that are not 0 to {MAX_FREE_CELLS}")
    solved = [step.cells for step in steps if step.status is Outcome.SOLVED]
    if solved != ([cells] if cells is not None else []) or (cells is not None and steps[-1].cells != cells):
        raise RecordError("cells that are not those of the step solved, the last")
    if cells is None and len(steps) != HOPELESS:
        raise RecordError("no solution, yet not every count tried")
    first_open = next((step.cells for step in steps if step.status is not Outcome.UNSOLVABLE), len(steps))
    if at_least != first_open or type(at_least) is not int:
        raise RecordError("an at_least that is not the first count not proven hopeless")
    record_moves = _moves_of(value["moves"], value["length"], cells is not None)
    proof_positions, work, seconds = value["proof_positions"], value["work"], value["seconds"]
    if type(proof_positions) is not int or not 1 <= proof_positions <= 10**9:
        raise RecordError("proof positions that are not 1 to 1000000000")
    if work is not None and (type(work) is not int or work < 1):
        raise RecordError("a work that is not a count of positions")
    if type(seconds) is not float or not 0 <= seconds < math.inf:
        raise RecordError("seconds that are not a time")
    record = MinCellsRecord(
        number, game, cells, at_least, record_moves, steps, proof_positions, work, seconds
    )
    if (value["min_cells"], value["hopeless"], value["positions"]) != (
        record.min_cells,
        record.hopeless,
        record.positions,
    ) or type(value["hopeless"]) is not bool:
        raise RecordError("min_cells, hopeless or positions that do not follow from the steps")
    return record


def _steps_of(value: object) -> tuple[MinCellsStep, ...]:
    if not isinstance(value, list) or not 1 <= len(value) <= HOPELESS:
        raise RecordError("steps that are not a list of 1 to 5 steps")
    steps = []
    for index, step in enumerate(value):
        if not isinstance(step, dict) or tuple(step) != STEP_FIELDS:
            raise RecordError("a step that is not {cells, status, positions, seconds}")
        status = _STATUSES.get(step["status"]) if isinstance(step["status"], str) else None
        positions, seconds = step["positions"], step["seconds"]
        if (
            step["cells"] != index
            or type(step["cells"]) is not int
            or status is None
            or type(positions) is not int
            or positions < 0
            or type(seconds) is not float
            or not 0 <= seconds < math.inf
        ):
            raise RecordError(
                f"step {index + 1} is not a count tried (cells {index}, a status, a count, a time)"
            )
        steps.append(MinCellsStep(index, status, positions, seconds))
    return tuple(steps)


def _moves_of(moves: object, length: object, solved: bool) -> tuple[str, ...]:
    if (
        not isinstance(moves, list)
        or len(moves) > MAX_MOVES
        or not all(isinstance(move, str) and 0 < len(move) <= 8 for move in moves)
    ):
        raise RecordError("moves that are not a list of moves")
    if solved != bool(moves):
        raise RecordError("a solution without moves, or moves without a solution")
    if length != (len(moves) if solved else None) or type(length) not in (int, type(None)):
        raise RecordError("a length that is not the count of its moves")
    return tuple(moves)


def min_cells_record_problem(record: MinCellsRecord) -> str | None:
    """Why `record` is not true of its deal, or None: its solution must replay under its rules,
    and "no count wins" is believed of FreeCell's first million deals only for the impossible ones."""
    if record.cells is not None:
        return solution_problem(record.deal, Rules(record.cells, record.game), record.moves)
    known = record.deal <= KNOWN_UP_TO and record.game is Building.ALTERNATE_COLOURS
    if record.hopeless and known and record.deal not in IMPOSSIBLE_DEALS:
        return f"deal {record.deal:,} is recorded as needing more than four cells, but it has a solution"
    return None


_CELLS = either(repeated("[0-4]", 1), literal("null"))
_STEP = sequence(
    literal('{"cells": '),
    repeated("[0-4]", 1),
    literal(', "status": '),
    quoted_words(*_STATUSES),
    literal(', "positions": '),
    COUNT,
    literal(', "seconds": '),
    SECONDS,
    literal("}"),
)
_RECORD_LINE = sequence(
    literal('{"deal": '),
    COUNT,
    literal(', "min_cells": '),
    _CELLS,
    literal(', "cells": '),
    _CELLS,
    literal(', "at_least": '),
    repeated("[0-5]", 1),
    literal(', "hopeless": '),
    either(literal("true"), literal("false")),
    literal(', "game": '),
    quoted_words(*_GAMES),
    literal(', "moves": '),
    MOVES,
    literal(', "length": '),
    either(COUNT, literal("null")),
    literal(', "steps": ['),
    either(sequence(_STEP, any_number_of(sequence(literal(", "), _STEP))), literal("")),
    literal('], "proof_positions": '),
    COUNT,
    literal(', "work": '),
    either(COUNT, literal("null")),
    literal(', "seconds": '),
    SECONDS,
    literal(', "positions": '),
    COUNT,
    literal("}\n"),
)
_CUT_RECORD = beginnings_of(_RECORD_LINE)


def is_cut_min_cells_record(data: bytes) -> bool:
    """True if `data` is the beginning of a line `to_line` could have written: what a write cut
    short leaves, and nothing else."""
    return bool(data) and _CUT_RECORD.fullmatch(data) is not None
