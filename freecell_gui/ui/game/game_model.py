"""The game model: the one QObject that owns the game played on the table.

It wraps a core `Game` (start position + moves + cursor) for the deal the DealModel shows.
The table scene, the moves panel and the actions observe its signals and call its slots;
none of them computes a move's outcome.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, Signal

from freecell_gui.core.deals.dealer import Deal, check_deal_number
from freecell_gui.core.deals.dealer import deal as deal_of
from freecell_gui.core.game.game import Game, Rejected, Step
from freecell_gui.core.game.notation import WrittenMove, resolve
from freecell_gui.core.game.rules import AutoplayPolicy, IllegalMoveError, Move, Position
from freecell_gui.core.game.saved_game import MoveSource
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.ui.game.deal_model import DealModel


class ChangeKind(Enum):
    """Why the position on the table changed, so the scene knows what to animate."""

    NEW_GAME = "new game"  # a new deal: lay the cards out, no animation
    PLAY = "play"  # a move forward (played or redone): animate its move, then its autoplay
    UNDO = "undo"  # a move back: animate the autoplay back, then the move back
    JUMP = "jump"  # anywhere else in the list (restart, a click in the moves panel): no animation


@dataclass(frozen=True, slots=True)
class PositionChange:
    """What changed: the kind, the step moved over (PLAY and UNDO), and the position before."""

    kind: ChangeKind
    before: Position
    after: Position
    step: Step | None = None


class GameModel(QObject):
    """The game of the deal on the table: play, undo, redo, restart, load a solution.

    A new deal (from the DealModel) starts a new game with no moves; `restore` puts a saved
    game on the table instead. Each step keeps where it came from (played, loaded, solved), so
    that the moves to redo are saved with their source.

    The variant of the game on the table (its free cells and building rule, issue 29) is
    `position.rules`, also `rules`; a new deal is played under the same rules. `set_rules` deals
    the deal on the table again under others, `deal_under` deals a numbered deal under given
    rules (the Fewest Cells challenge); both ask first, as any deal change does.
    """

    positionChanged = Signal(object)  # PositionChange
    movesChanged = Signal()  # the list of moves or the cursor changed
    gameWon = Signal(int)  # the table reached the win (by any change); the number of moves it took
    policyChanged = Signal(object)  # AutoplayPolicy
    rulesChanged = Signal(object)  # Rules: the game on the table is of another variant

    def __init__(
        self,
        deal_model: DealModel,
        policy: AutoplayPolicy = AutoplayPolicy.MS,
        parent: QObject | None = None,
        rules: Rules = FREECELL,
    ) -> None:
        super().__init__(parent)
        self.deal_model = deal_model
        self._policy = policy
        self._rules = rules  # the rules of the game on the table, and so of the next deal
        self._game = self._new_game(deal_model.deal)
        self._sources: list[MoveSource] = []  # one a step, done and to redo
        # The first step not played by hand (None: all were): kept as the list changes, so that
        # used_solution, asked at every save, costs nothing however long the game.
        self._first_helped: int | None = None
        self._restoring = False
        deal_model.dealChanged.connect(self._on_deal_changed)

    # --- reading -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The core game (read it; change it through this model so views hear of it)."""
        return self._game

    @property
    def position(self) -> Position:
        """The position on the table."""
        return self._game.position

    @property
    def rules(self) -> Rules:
        """The variant of the game on the table (its start's rules: every position of a game
        has them), which a new deal is played under too."""
        return self._rules

    @property
    def policy(self) -> AutoplayPolicy:
        """The autoplay rule."""
        return self._policy

    @property
    def move_count(self) -> int:
        """Moves made, counted as freecellgamesolutions.com counts them."""
        return self._game.cursor

    @property
    def redo_sources(self) -> list[MoveSource]:
        """Where each move waiting to be redone came from."""
        return self._sources[self._game.cursor :]

    @property
    def used_solution(self) -> bool:
        """True if a move done came from a loaded or solved solution (redone, not played)."""
        return self._first_helped is not None and self._first_helped < self._game.cursor

    def check(self, move: Move) -> str | None:
        """Why `move` is illegal now, or None if it may be played."""
        return self.position.check(move)

    # --- playing -------------------------------------------------------------------------

    def play(self, move: Move) -> str | None:
        """Play a move; None if played, else the reason it is illegal (nothing changes)."""
        before = self.position
        cursor = self._game.cursor
        waiting = self._game.position_after(cursor + 1) if self._game.can_redo() else None
        try:
            step = self._game.play(move)
        except IllegalMoveError as error:
            return str(error)
        if step.after is not waiting:  # not the move waiting to be redone: a move of one's own
            self._cut_sources(cursor)
            self._sources.append(MoveSource.TYPED)
        self._changed(PositionChange(ChangeKind.PLAY, before, step.after, step))
        return None

    def play_written(self, written: WrittenMove) -> str | None:
        """Play a move typed in the notation; None if played, else why not."""
        return self.play(resolve(self.position, written))

    def undo(self) -> bool:
        """Take back the last move; False at the start."""
        before = self.position
        step = self._game.undo()
        if step is None:
            return False
        self._changed(PositionChange(ChangeKind.UNDO, before, self.position, step))
        return True

    def redo(self) -> bool:
        """Play the next move of the redo list; False at its end."""
        before = self.position
        step = self._game.redo()
        if step is None:
            return False
        self._changed(PositionChange(ChangeKind.PLAY, before, step.after, step))
        return True

    def go_to(self, count: int) -> None:
        """Show the position after the first `count` moves (0: the deal)."""
        before = self.position
        if count != self._game.cursor:
            self._game.go_to(count)
            self._changed(PositionChange(ChangeKind.JUMP, before, self.position))

    def restart(self) -> None:
        """Back to the deal; the moves stay in the list, to be redone."""
        self.go_to(0)

    def load(self, moves: Iterable[WrittenMove], source: MoveSource = MoveSource.LOADED) -> Rejected | None:
        """Put a solution (loaded, or found by the solver) after the current position as the
        moves to redo; the first illegal move, if any (the list stops before it)."""
        rejected = self._game.load(moves)
        cursor = self._game.cursor
        self._cut_sources(cursor)
        added = len(self._game.steps) - cursor
        if added and source is not MoveSource.TYPED and self._first_helped is None:
            self._first_helped = cursor
        self._sources.extend([source] * added)
        self.movesChanged.emit()
        return rejected

    def set_policy(self, policy: AutoplayPolicy) -> None:
        """Play later moves with another autoplay rule (the moves to redo are re-checked)."""
        if policy is not self._policy:
            self._policy = policy
            self._game.set_policy(policy)
            self._cut_sources(len(self._game.steps))  # a move to redo the rule refuses is gone
            self.policyChanged.emit(policy)
            self.movesChanged.emit()

    def new_game(self, rules: Rules | None = None) -> None:
        """Throw the moves away and start the deal on the table again, under `rules` if given
        (else under the rules of the game on the table). Nothing is asked: see `set_rules`."""
        before = self.position
        if rules is not None:
            self._rules = rules
        self._game = self._new_game(self.deal_model.deal)
        self._sources = []
        self._first_helped = None
        if before.rules != self._rules:  # before the position: the menus and title follow it
            self.rulesChanged.emit(self._rules)
        self.positionChanged.emit(PositionChange(ChangeKind.NEW_GAME, before, self.position))
        self.movesChanged.emit()

    def set_rules(self, rules: Rules, *, ask: bool = True) -> bool:
        """Play the deal on the table again under `rules` (and the deals after it). With `ask`,
        the deal model's guard is asked first, as before any deal change (a game in progress
        may want to ask the player); True if the game on the table is now of those rules."""
        if rules == self._rules:
            return True
        if ask and not self.deal_model.may_leave():
            return False
        self.new_game(rules)
        return True

    def deal_under(self, number: int, rules: Rules, *, ask: bool = True) -> bool:
        """Show deal `number` played under `rules` (the guard asked first with `ask`); True if
        shown. DealNumberError (a ValueError) if the number is out of range."""
        check_deal_number(number)
        if ask and not self.deal_model.may_leave():
            return False
        if number == self.deal_model.number:
            self.new_game(rules)
            return True
        self._rules = rules  # the new game the deal starts (_on_deal_changed) is of these rules
        self.deal_model.show(deal_of(number), ask=False)
        return True

    def _cut_sources(self, length: int) -> None:
        """Drop the sources from step `length` on (the steps they named are gone)."""
        del self._sources[length:]
        if self._first_helped is not None and self._first_helped >= length:
            self._first_helped = None

    def restore(self, deal: Deal, game: Game, redo_sources: Sequence[MoveSource]) -> None:
        """Put a saved game on the table as it was: its deal (shown without asking), its autoplay
        rule, its moves done and to redo (each with its source) and its cursor."""
        if len(redo_sources) != len(game.steps) - game.cursor:
            raise ValueError(f"{len(redo_sources)} sources for {len(game.steps) - game.cursor} moves to redo")
        before = self.position
        self._restoring = True
        try:
            self.deal_model.show(deal, ask=False)
        finally:
            self._restoring = False
        self._game = game
        self._sources = [MoveSource.TYPED] * game.cursor + list(redo_sources)
        self._first_helped = next(
            (
                game.cursor + index
                for index, source in enumerate(redo_sources)
                if source is not MoveSource.TYPED
            ),
            None,
        )
        if game.policy is not self._policy:
            self._policy = game.policy
            self.policyChanged.emit(game.policy)
        self._rules = game.start.rules  # a saved game of another variant: its rules hold now
        if before.rules != self._rules:
            self.rulesChanged.emit(self._rules)
        self.positionChanged.emit(PositionChange(ChangeKind.NEW_GAME, before, self.position))
        self.movesChanged.emit()

    # --- internals -----------------------------------------------------------------------

    def _new_game(self, deal: Deal) -> Game:
        return Game(Position.from_deal(deal, self._rules), self._policy, deal.number)

    def _on_deal_changed(self, deal: Deal) -> None:
        if not self._restoring:  # a restored game replaces the new one at once
            self.new_game()

    def _changed(self, change: PositionChange) -> None:
        self.positionChanged.emit(change)
        self.movesChanged.emit()
        # Any way of reaching the win is a win: a move, a redo, Play, or a jump in the moves panel.
        if change.after.is_won and not change.before.is_won:
            self.gameWon.emit(self._game.cursor)
