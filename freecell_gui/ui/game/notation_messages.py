"""Why typed or loaded moves are refused, in the player's language.

The core says both in English, for the command line: the notation's `NotationError` (a text
that is not moves) and the rules' reason inside a `Rejected` move. The window says a
NotationError from its kind and values, each as a whole sentence, and a refused move's reason
through `MoveRefusal` (ui/table/refusals.py, the table's own), asked of the position the move
was played in, so that in English each reads as the core's words.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from freecell_gui.core.game.game import Game, Rejected
from freecell_gui.core.game.notation import (
    MAX_SOLUTION_CHARS,
    NotationError,
    NotationProblem,
    WrittenMove,
    parse_move,
    resolve,
)
from freecell_gui.core.game.rules import Position
from freecell_gui.core.system.user_text import describe_char, quoted
from freecell_gui.ui.i18n.numbers import grouped
from freecell_gui.ui.table.refusals import MoveRefusal


class NotationMessages(QObject):
    """The notation's problems as sentences (a QObject for tr)."""

    def say(self, error: NotationError) -> str:
        """`error` in the player's language, with its line when it has one."""
        if error.line is None:
            return self.sentence(error)
        return self.tr("line %1: %2").replace("%1", str(error.line)).replace("%2", self.sentence(error))

    def sentence(self, error: NotationError) -> str:
        """`error` in the player's language, without its line (a move typed alone has none)."""
        sentences = {
            NotationProblem.NOT_A_MOVE: self.tr(
                "%1 is not a move: write a source and a target, columns 1-8, free cells a-d, "
                "h for home (as 3a, 54, bh)"
            ),
            NotationProblem.LEAVES_HOME: self.tr("%1: cards never leave home (h)"),
            NotationProblem.TO_WHERE_IT_IS: self.tr("%1 moves a card to where it is"),
            NotationProblem.COUNT_NOT_BETWEEN_COLUMNS: self.tr(
                "%1: a card count (v) is only for a run of 1 or more cards between columns"
            ),
            NotationProblem.NUMBER_TOO_LARGE: self.tr("%1 is far too large a number for a move"),
            NotationProblem.LOOKALIKE: self.tr(
                "%1 holds %2, which only looks like ASCII: write moves and fc-solve's words in plain ASCII"
            ).replace("%2", describe_char(error.character) if error.character else ""),
        }
        if error.problem in sentences:
            return sentences[error.problem].replace("%1", quoted(error.token))
        numbered = {
            # "stack" and "freecell" are fc-solve's words in the text, kept as written.
            NotationProblem.NO_SUCH_STACK: self.tr("there is no stack %1 (they count from 0 to 7)"),
            NotationProblem.NO_SUCH_FREECELL: self.tr("there is no freecell %1 (they count from 0 to 3)"),
            NotationProblem.STACK_TO_ITSELF: self.tr("the move goes from stack %1 to itself"),
            NotationProblem.FREECELL_TO_ITSELF: self.tr("the move goes from freecell %1 to itself"),
            NotationProblem.NO_CARDS: self.tr("a move carries at least one card, not %1"),
            NotationProblem.ONE_AT_A_TIME: self.tr(
                "only one card at a time goes to or from a free cell or home"
            ),
            NotationProblem.TOO_LONG: self.tr(
                "the text has %1 characters; a solution is far shorter (at most %2)"
            ).replace("%2", grouped(MAX_SOLUTION_CHARS)),
        }
        shown = grouped(error.number) if error.problem is NotationProblem.TOO_LONG else str(error.number)
        return numbered.get(error.problem, self.tr("this text is not moves")).replace("%1", shown)


def notation_message(error: NotationError) -> str:
    """`error` as the window says it (with its line), in the player's language."""
    return NotationMessages().say(error)


def typed_move_message(error: NotationError) -> str:
    """`error` for a move typed alone (no line), in the player's language."""
    return NotationMessages().sentence(error)


def refusal_reason(position: Position, written: WrittenMove, english: str) -> str:
    """Why `written` cannot be played in `position`, in the player's language (`english`, the
    core's reason, if the table's refusals do not know it)."""
    return MoveRefusal().reason(position, resolve(position, written)) or english


def rejected_reason(game: Game, rejected: Rejected) -> str:
    """The reason a loaded move was refused, in the player's language: asked again of the
    position it was to be played in (the core's `rejected.reason` is English)."""
    try:
        written = parse_move(rejected.text)
    except NotationError:
        return rejected.reason  # never for a move the game wrote down itself
    return refusal_reason(game.position_after(rejected.number - 1), written, rejected.reason)
