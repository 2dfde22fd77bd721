"""A game: a start position, a list of moves and a cursor.

Undo moves the cursor back, redo moves it forward, and a loaded solution is simply a list of
moves waiting to be redone. Each step keeps the move the player made, the cards that autoplay
then sent home, and the position after both, so every position the app shows comes from the
start and the moves, and stepping is instant.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from freecell_gui.core.game.notation import WrittenMove, resolve, write_move
from freecell_gui.core.game.rules import (
    HOME,
    AutoplayPolicy,
    IllegalMoveError,
    Move,
    Position,
    is_ms_autoplay,
)


@dataclass(frozen=True, slots=True)
class Step:
    """One move of the player's (or of a solution), and what autoplay did after it."""

    move: Move
    text: str  # the move in the notation, as the moves panel shows it
    autoplayed: tuple[Move, ...]
    after: Position
    # The rule it was played with: a game may change its rule midway, and a saved game must
    # replay each step's autoplay as it happened.
    policy: AutoplayPolicy


@dataclass(frozen=True, slots=True)
class Rejected:
    """The first move of a loaded solution that the rules refuse."""

    number: int  # the move's number in the game, counted from 1
    text: str
    reason: str

    def __str__(self) -> str:
        return f"move {self.number} ({self.text}) is illegal: {self.reason}"


def play_step(position: Position, move: Move, policy: AutoplayPolicy, text: str | None = None) -> Step:
    """Play a move and then autoplay; IllegalMoveError with the reason if the rules forbid it."""
    played = position.play(move)
    after, autoplayed = played.autoplay(policy)
    return Step(move, text or write_move(position, move), tuple(autoplayed), after, policy)


class Game:
    """The start position, the moves (done and to redo) and the cursor between them."""

    def __init__(
        self, start: Position, policy: AutoplayPolicy = AutoplayPolicy.MS, number: int | None = None
    ) -> None:
        self.start = start
        self.number = number
        self._policy = policy
        self._steps: list[Step] = []
        self._cursor = 0
        self.rejected: Rejected | None = None

    # --- reading -------------------------------------------------------------------------

    @property
    def policy(self) -> AutoplayPolicy:
        """The autoplay rule moves are played with."""
        return self._policy

    @property
    def steps(self) -> list[Step]:
        """Every step, the done ones and then those waiting to be redone (a copy)."""
        return list(self._steps)

    @property
    def cursor(self) -> int:
        """How many steps are done: the move count, counted as the site counts moves."""
        return self._cursor

    @property
    def position(self) -> Position:
        """The position now, after the done steps."""
        return self.position_after(self._cursor)

    def position_after(self, count: int) -> Position:
        """The position after the first `count` steps (0: the start)."""
        return self._steps[count - 1].after if count > 0 else self.start

    @property
    def is_won(self) -> bool:
        """True when the position now has every card home."""
        return self.position.is_won

    @property
    def has_moves(self) -> bool:
        """True once anything has been played or loaded."""
        return bool(self._steps)

    def site_move_count(self) -> int:
        """The moves done as freecellgamesolutions.com counts them: a sequence move is one move,
        and a card sent home that Microsoft's autoplay would have sent is free, so a game played
        with autoplay off or safe counts as it would under Microsoft's rule."""
        count = 0
        position = self.start
        for step in self._steps[: self._cursor]:
            move = step.move
            # A legal move home is playable, so the rule's rank test alone says if it is free.
            if move.target != HOME or not is_ms_autoplay(position.top(move.source), position.foundations):
                count += 1
            position = step.after
        return count

    def can_undo(self) -> bool:
        """True if a step is done."""
        return self._cursor > 0

    def can_redo(self) -> bool:
        """True if a step waits to be redone."""
        return self._cursor < len(self._steps)

    def texts(self, explicit: bool = False) -> list[str]:
        """Every step in the notation. With `explicit`, autoplayed cards are written as moves
        too and runs into empty columns carry their `v` count, as fc-solve writes them."""
        if not explicit:
            return [step.text for step in self._steps]
        texts: list[str] = []
        position = self.start
        for step in self._steps:
            texts.append(write_move(position, step.move, explicit=True))
            texts.extend(str(move) for move in step.autoplayed)
            position = step.after
        return texts

    # --- playing -------------------------------------------------------------------------

    def play(self, move: Move) -> Step:
        """Play a move from the position now; IllegalMoveError if the rules forbid it.

        If it is the move waiting to be redone, the redo list is kept (the player follows the
        solution); otherwise the redo list is replaced by this move.
        """
        if self.can_redo() and self._steps[self._cursor].move == move:
            self._cursor += 1
            return self._steps[self._cursor - 1]
        step = play_step(self.position, move, self._policy)
        del self._steps[self._cursor :]
        self.rejected = None
        self._steps.append(step)
        self._cursor += 1
        return step

    def play_written(self, written: WrittenMove) -> Step:
        """Play a move written in the notation; IllegalMoveError if it cannot be played."""
        return self.play(resolve(self.position, written))

    def undo(self) -> Step | None:
        """Step back one move; the step undone, or None at the start."""
        if not self.can_undo():
            return None
        self._cursor -= 1
        return self._steps[self._cursor]

    def redo(self) -> Step | None:
        """Step forward one move; the step redone, or None at the end."""
        if not self.can_redo():
            return None
        self._cursor += 1
        return self._steps[self._cursor - 1]

    def go_to(self, count: int) -> None:
        """Move the cursor to after the first `count` steps (clamped to the list)."""
        self._cursor = max(0, min(count, len(self._steps)))

    def restart(self) -> None:
        """Back to the start; the moves stay to be redone."""
        self._cursor = 0

    def load(self, moves: Iterable[WrittenMove]) -> Rejected | None:
        """Put `moves` after the cursor as the moves to redo, checked one by one against the
        rules. The first illegal one stops the list and is returned (and kept in `rejected`)."""
        return self.load_played((written, self._policy) for written in moves)

    def load_played(self, moves: Iterable[tuple[WrittenMove, AutoplayPolicy]]) -> Rejected | None:
        """As `load`, each move with the autoplay rule it is played with: a saved game's moves,
        some of which were played before the rule changed."""
        del self._steps[self._cursor :]
        self.rejected = None
        position = self.position
        for written, policy in moves:
            move = resolve(position, written)
            try:
                step = play_step(position, move, policy, write_move(position, move))
            except IllegalMoveError as error:
                self.rejected = Rejected(len(self._steps) + 1, written.text, str(error))
                break
            self._steps.append(step)
            position = step.after
        return self.rejected

    def set_policy(self, policy: AutoplayPolicy) -> Rejected | None:
        """Play later moves with another autoplay rule. The done steps stay as they were
        played; the moves to redo are checked again under the new rule."""
        self._policy = policy
        waiting = [
            WrittenMove(step.move.source, step.move.target, step.move.size, step.text, 0)
            for step in self._steps[self._cursor :]
        ]
        return self.load(waiting) if waiting else None


@dataclass(frozen=True, slots=True)
class Replay:
    """What replaying a list of moves from a start position gave."""

    steps: list[Step]
    rejected: Rejected | None

    @property
    def won(self) -> bool:
        """True if the moves end with every card home."""
        return bool(self.steps) and self.steps[-1].after.is_won

    @property
    def final(self) -> Position | None:
        """The position after the last legal move, or None if there was none."""
        return self.steps[-1].after if self.steps else None


def replay(start: Position, moves: Iterable[WrittenMove], policy: AutoplayPolicy) -> Replay:
    """Play written moves from `start`, stopping at the first illegal one."""
    game = Game(start, policy)
    rejected = game.load(moves)
    return Replay(game.steps, rejected)
