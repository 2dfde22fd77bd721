"""How history-schema2.sqlite was made: a real history of the app before variants (schema 2,
commit 790de74), written by that version's own store. Run with that version installed:

    python tests/core/history/data/make_schema2_history.py OUT_FOLDER

Four games of FreeCell with four cells: 10913 won in 19 moves (the site's solution), deal 5 won
with a hint, 1000 given up after one move, 617 in progress with a move done and two to redo; and
the solver's length of 10913. The clock is fixed so that the file is the same at each run.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import AutoplayPolicy
from freecell_gui.core.game.saved_game import MoveSource, RedoMove, SavedGame, SavedMove
from freecell_gui.core.history.store import GameResult, open_history

SITE_10913 = [
    "26",
    "76",
    "72",
    "72",
    "5a",
    "27",
    "57",
    "67",
    "1b",
    "61",
    "41",
    "4h",
    "4h",
    "41",
    "45",
    "34",
    "3c",
    "6d",
    "5b",
]
MS = AutoplayPolicy.MS


class Clock:
    """One minute later at each reading, from 1 March 2025."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def main(folder: Path) -> None:
    with open_history(folder, clock=Clock()).store as store:
        won = store.begin_game(SavedGame(deal(10913)))
        done = tuple(SavedMove(move, MS) for move in SITE_10913)
        store.finish_game(won, SavedGame(deal(10913), MS, done), GameResult.WON)
        helped = store.begin_game(SavedGame(deal(5)))
        store.finish_game(helped, SavedGame(deal(5)), GameResult.WON, win_moves=42, used_hint=True)
        given_up = store.begin_game(SavedGame(deal(1000)))
        store.finish_game(given_up, SavedGame(deal(1000), MS, (SavedMove("1a", MS),)), GameResult.GIVEN_UP)
        playing = store.begin_game(SavedGame(deal(617)))
        redo = (RedoMove("ab", MS, MoveSource.TYPED), RedoMove("ba", MS, MoveSource.TYPED))
        store.save_game(playing, SavedGame(deal(617), MS, (SavedMove("1a", MS),), redo))
        store.record_solver_length(10913, 19)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
