"""A long last game, as a player who went back and forth for hours leaves one: a card moved to a
free cell and back, again and again. Written straight into the history (no replay), for the
tests and the start-up benchmark of a resume that must not cost the start its time."""

from __future__ import annotations

from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.rules import HOME, AutoplayPolicy, Position
from freecell_gui.core.game.saved_game import SavedGame, SavedMove
from freecell_gui.core.history.store import open_history

LONG_GAME_DEAL = 617
LONG_GAME_MOVES = 98_003  # the length that made every later start take 4 s (issue 26)


def back_and_forth(number: int = LONG_GAME_DEAL) -> tuple[list[str], tuple[str, str]]:
    """The first moves of deal `number` up to a position with a move and its way back (neither
    sending a card home): those moves, and the pair."""
    game = Game(Position.from_deal(deal(number)))
    for _ in range(100):
        position = game.position
        for move in position.legal_moves():
            if move.target == HOME:
                continue
            there = Game(position)
            step = there.play(move)
            if step.autoplayed:
                continue
            for back in step.after.legal_moves():
                returned = Game(step.after).play(back)
                if returned.after == position and not returned.autoplayed:
                    return game.texts(), (step.text, returned.text)
        game.play(next(move for move in position.legal_moves() if move.target != HOME))
    raise AssertionError(f"deal {number} has no move and its way back in its first moves")


def long_game(moves: int = LONG_GAME_MOVES, number: int = LONG_GAME_DEAL) -> SavedGame:
    """A game of deal `number` of `moves` moves, every one legal, the cursor after the last."""
    start, (there, back) = back_and_forth(number)
    texts = start + [there if index % 2 == 0 else back for index in range(moves - len(start))]
    policy = AutoplayPolicy.MS
    return SavedGame(deal(number), policy, tuple(SavedMove(text, policy) for text in texts))


def seed_long_game(folder: Path, moves: int = LONG_GAME_MOVES) -> SavedGame:
    """Make the history in `folder` end with a long game in progress (the one a start resumes)."""
    saved = long_game(moves)
    with open_history(folder).store as store:
        store.save_game(store.begin_game(saved), saved)
    return saved
