"""A process that saves games as fast as it can, for tests that kill it or run two at once.

    python -m tests.core.save_writer file PATH       save games A and B in turn to a file
    python -m tests.core.save_writer db FOLDER        the same into the history's game in progress
    python -m tests.core.save_writer games FOLDER N   record N whole games (begin, moves, finish)

It prints "ready" once the first save is done, then saves until it is killed (or, for
`games`, until its N games are recorded). Every save is game A or game B with some of its
moves done and the rest to redo, so a reader can tell a whole save from a mix of two.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import AutoplayPolicy
from freecell_gui.core.game.saved_game import MoveSource, RedoMove, SavedGame, SavedMove, write_game_file
from freecell_gui.core.history.store import GameResult, open_history

# Deal 617: a card to a free cell, then moved between free cells: a long legal line.
LINE_A = ("1a", *(["ab", "ba"] * 300))
# freecellgamesolutions.com's solution of deal 10913.
SITE_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"
LINE_B = tuple(SITE_10913.split(" "))
GAMES = {617: LINE_A, 10913: LINE_B}


def saved(number: int, done: int) -> SavedGame:
    """Game A (617) or B (10913) with its first `done` moves done and the rest to redo."""
    line = GAMES[number]
    return SavedGame(
        deal(number),
        AutoplayPolicy.MS,
        tuple(SavedMove(text, AutoplayPolicy.MS) for text in line[:done]),
        tuple(RedoMove(text, AutoplayPolicy.MS, MoveSource.TYPED) for text in line[done:]),
    )


def is_whole(game: SavedGame) -> bool:
    """True if `game` is one of the saves `saved` makes, not a mix of two."""
    line = GAMES.get(game.number or 0)
    texts = tuple(move.text for move in game.done) + tuple(move.text for move in game.redo)
    return line is not None and texts == line


def _saves() -> itertools.cycle[SavedGame]:
    return itertools.cycle(
        [saved(617, done) for done in range(0, len(LINE_A) + 1, 37)]
        + [saved(10913, done) for done in range(len(LINE_B) + 1)]
    )


def main(argv: list[str]) -> int:
    mode, target = argv[0], Path(argv[1])
    if mode == "file":
        for count, game in enumerate(_saves()):
            write_game_file(target, game)
            if count == 0:
                print("ready", flush=True)
    elif mode == "db":
        store = open_history(target).store
        game_id = store.begin_game(saved(617, 0))
        for count, game in enumerate(_saves()):
            store.save_game(game_id, game)
            if count == 0:
                print("ready", flush=True)
    else:
        store = open_history(target).store
        print("ready", flush=True)
        for number in range(int(argv[2])):
            game_id = store.begin_game(saved(10913, 0))
            for done in range(0, len(LINE_B) + 1, 4):
                store.save_game(game_id, saved(10913, done))
            result = GameResult.WON if number % 3 else GameResult.GIVEN_UP
            store.finish_game(game_id, saved(10913, len(LINE_B)), result, win_moves=len(LINE_B))
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
