"""Whether a record read back from a results file is true, before `--resume` builds on it.

A results file is data a user relies on, and it may have been edited, joined with another by
hand, or written by a program of another version. Each record read back is checked:

* "solved": its moves are replayed by the rules engine (core/game) from its deal, under the
  record's rules (its free cells and game), with Microsoft's autoplay, and must end with every
  card home;
* "unsolvable": no cheap check exists (a proof takes seconds to minutes). A record is trusted
  when its fields are those a finished proof writes (no limit, positions searched: see
  records.parse_record), and, for the first million deals, whose impossible deals are known,
  when its deal is one of them;
* "gave up": it claims nothing about the deal, only that a limit stopped the search;

and every record must be of a deal of the range asked for, once.
"""

from __future__ import annotations

from collections.abc import Sequence

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.notation import NotationError, parse_move, resolve
from freecell_gui.core.game.rules import AutoplayPolicy, IllegalMoveError, Position
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.ranges.records import DealRecord
from freecell_gui.core.solver import Outcome
from freecell_gui.core.system.user_text import quoted

KNOWN_UP_TO = 1_000_000
# The deals of 1..1,000,000 that no sequence of moves solves, found by exhaustive searches and
# confirmed by several solvers: the FreeCell FAQ (Michael Keller, "Which deals are impossible?",
# solitairelaboratory.com/fcfaq.html) lists these eight. Our own solver proves each unsolvable.
IMPOSSIBLE_DEALS = frozenset({11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948})


def record_problem(record: DealRecord) -> str | None:
    """Why `record` is not true of its deal (a few words), or None if it is (see the module)."""
    if record.status is Outcome.SOLVED:
        return solution_problem(record.deal, record.rules, record.moves)
    known = record.deal <= KNOWN_UP_TO and record.rules == FREECELL  # the list is of FreeCell's deals
    if record.status is Outcome.UNSOLVABLE and known and record.deal not in IMPOSSIBLE_DEALS:
        return f"deal {record.deal:,} is recorded unsolvable, but it has a solution"
    return None


def solution_problem(number: int, rules: Rules, moves: Sequence[str]) -> str | None:
    """Why `moves` (site notation) do not solve deal `number` under `rules`, or None if they do."""
    position = Position.from_deal(deal(number), rules)
    for index, text in enumerate(moves, start=1):
        try:
            move = resolve(position, parse_move(text))
            position = position.play(move).autoplay(AutoplayPolicy.MS)[0]
        except (NotationError, IllegalMoveError) as error:
            reason = str(error).split(": ", 1)[-1] if isinstance(error, NotationError) else str(error)
            # The move as the file has it, quoted: escaped, so no control or bidi character of a
            # file we did not write reaches the terminal.
            return f"deal {number:,}'s move {index} ({quoted(text)}) does not play: {reason}"
    if not position.is_won:
        return f"deal {number:,}'s moves do not solve it ({position.cards_home} of 52 cards home)"
    return None
