"""The history: saving the game after a move, resuming a game with a long redo list, and the
statistics over 100,000 games.

Each save is what the window does after a change: the game's saved form (`SavedGame.from_game`)
and one transaction. The worst save includes SQLite's checkpoints (the write-ahead log copied
into the file, with an fsync), which is why the window saves from a worker thread. The 100,000
games are written straight into the file (the store would take minutes to play them), with
10% helped and 30% given up, over 32,000 deals.
"""

from __future__ import annotations

import random
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import HOME, AutoplayPolicy, Position
from freecell_gui.core.game.saved_game import MoveSource, SavedGame
from freecell_gui.core.history.records import stamp
from freecell_gui.core.history.store import HistoryStore, open_history
from tests.benchmarks.harness import Figure, at_most, median_seconds

SAVES = 400
REDO_MOVES = 5_000
GAMES = 100_000


def _save_times(store: HistoryStore) -> list[float]:
    """Seconds for each save after a move of a game played at random on deal 617."""
    chooser = random.Random(8)
    layout = deal(617)
    game = Game(Position.from_deal(layout), AutoplayPolicy.MS, 617)
    game_id = store.begin_game(SavedGame.from_game(game, layout))
    times: list[float] = []
    while len(times) < SAVES:
        choices = [move for move in game.position.legal_moves() if move.target != HOME]
        if not choices or chooser.random() < 0.1:
            game.undo()
        else:
            game.play(chooser.choice(choices))
        started = time.perf_counter()
        store.save_game(game_id, SavedGame.from_game(game, layout))
        times.append(time.perf_counter() - started)
    record = store.game(game_id)
    assert record is not None and record.cursor == game.cursor  # every save was written
    return times


def _long_redo_game() -> Game:
    """Deal 617 with a 5,000-move solution loaded (a card shuffled between free cells)."""
    game = Game(Position.from_deal(deal(617)), AutoplayPolicy.MS, 617)
    game.load(parse_moves("1a " + "ab ba " * (REDO_MOVES // 2)))
    game.go_to(1)
    return game


def _seed(store: HistoryStore) -> None:
    chooser = random.Random(8)
    moves = "\n".join(["moves: 3a 54 bh 65 a7 2a 21 3b 38 1c"] * 9)
    start = datetime(2020, 1, 1, tzinfo=UTC)
    rows = []
    for index in range(GAMES):
        result = "won" if chooser.random() < 0.7 else "given up"
        began = start + timedelta(minutes=10 * index)
        rows.append(
            (
                chooser.randint(1, 32_000),
                stamp(began),
                stamp(began + timedelta(minutes=7)),
                stamp(began + timedelta(minutes=7)),
                result,
                moves,
                90,
                int(chooser.random() < 0.1),
                chooser.randint(70, 130) if result == "won" else None,
            )
        )
    with sqlite3.connect(store.path) as raw:
        raw.executemany(
            "INSERT INTO games (deal, started, ended, saved, result, moves, cursor, used_hint, win_moves) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )


def run() -> list[Figure]:
    with tempfile.TemporaryDirectory(prefix="bench-history-") as temporary:
        figures = _measure(Path(temporary))
    return _window_figures() + figures


def _window_figures() -> list[Figure]:
    """In the window: the UI thread's time to save after a move (the saved form built and handed
    to the writer thread), and the start-up cost of resuming a game with 5,000 moves to redo
    (create_window resuming it, beside create_window at a deal asked for, in the same run)."""
    from PySide6.QtWidgets import QApplication

    from freecell_gui.ui.app import create_window
    from tests.benchmarks.harness import bench_window

    app, window = bench_window(617)
    window.coach.action.setChecked(False)  # the coach's worker processes are not measured here
    persistence = window.persistence
    while not persistence.ready:
        app.processEvents()
    spent: list[float] = []
    save = persistence._save

    def timed_save() -> None:
        started = time.perf_counter()
        save()
        spent.append(time.perf_counter() - started)

    persistence._save = timed_save  # type: ignore[method-assign]
    chooser = random.Random(8)
    model = window.game
    while len(spent) < SAVES:
        choices = [move for move in model.position.legal_moves() if move.target != HOME]
        if not choices or chooser.random() < 0.1:
            model.undo()
        else:
            model.play(chooser.choice(choices))
        app.processEvents()  # the writer thread writes meanwhile, as it does while one plays
    times = [seconds * 1000 for seconds in spent]
    figures = [
        at_most(f"save after a move, UI thread, median of {SAVES}", statistics.median(times), "ms", 1),
        # The worst is a wait for the interpreter lock while the writer thread runs Python (up
        # to the 5 ms switch interval) or the machine's scheduler: under a frame, never a stall.
        at_most(f"save after a move, UI thread, worst of {SAVES}", max(times), "ms", 16),
    ]
    model.new_game()
    model.load(parse_moves("1a " + "ab ba " * (REDO_MOVES // 2)))
    model.go_to(1)
    window.close()

    def start(number: int | None) -> None:
        started = create_window(number)
        started.close()
        started.deleteLater()
        QApplication.processEvents()

    resuming = median_seconds(lambda: start(None), repeats=7)
    fresh = median_seconds(lambda: start(617), repeats=7)  # after: it makes deal 617 the last game
    figures.append(
        at_most(
            f"start-up cost of resuming a game with {REDO_MOVES:,} moves to redo (window)",
            (resuming - fresh) * 1000,
            "ms",
            250,
        )
    )
    figures.append(at_most("create_window resuming it, whole (for information)", resuming * 1000, "ms", 1000))
    return figures


def _measure(folder: Path) -> list[Figure]:
    figures: list[Figure] = []
    with open_history(folder / "saves").store as store:
        times = [seconds * 1000 for seconds in _save_times(store)]
        figures.append(at_most(f"save after a move, median of {SAVES}", statistics.median(times), "ms", 2))
        figures.append(at_most(f"save after a move, worst of {SAVES}", max(times), "ms", 50))

        game = _long_redo_game()
        assert len(game.steps) - game.cursor == REDO_MOVES
        long_save = SavedGame.from_game(game, redo_sources=MoveSource.LOADED)
        game_id = store.begin_game(long_save)
        seconds = median_seconds(lambda: store.save_game(game_id, SavedGame.from_game(game)), repeats=15)
        figures.append(at_most(f"save a game with {REDO_MOVES:,} moves to redo", seconds * 1000, "ms", 10))

        def resume() -> None:
            resumed = store.resume()
            assert resumed.game is not None and len(resumed.game.steps) == REDO_MOVES + 1

        seconds = median_seconds(resume, repeats=7)
        figures.append(at_most(f"resume a game with {REDO_MOVES:,} moves to redo", seconds * 1000, "ms", 250))

    with open_history(folder / "games").store as store:
        _seed(store)
        seconds = median_seconds(store.statistics, repeats=7)
        figures.append(at_most(f"statistics over {GAMES:,} games", seconds * 1000, "ms", 100))
        seconds = median_seconds(lambda: store.deal_statistics(limit=100), repeats=7)
        figures.append(
            at_most(f"per-deal statistics, first 100 deals of {GAMES:,} games", seconds * 1000, "ms", 100)
        )
        seconds = median_seconds(lambda: store.history(limit=100, offset=GAMES // 2), repeats=7)
        figures.append(at_most(f"history, 100 games from the middle of {GAMES:,}", seconds * 1000, "ms", 50))
        seconds = median_seconds(lambda: store.next_unwon_deal(0), repeats=7)
        figures.append(at_most(f"next deal not yet won, {GAMES:,} games", seconds * 1000, "ms", 50))
        started = time.perf_counter()
        opened = open_history(folder / "games")
        opened.store.close()
        figures.append(
            at_most(
                f"open and check the history of {GAMES:,} games",
                (time.perf_counter() - started) * 1000,
                "ms",
                500,
            )
        )
    return figures


def main() -> int:
    """Print the figures; exit 1 if a target is missed."""
    figures = run()
    for figure in figures:
        print(figure.line())
    return 0 if all(figure.met for figure in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
