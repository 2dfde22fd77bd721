"""The moves panel: loading a 100-move solution, one step forward with the list redrawn, and
the same in a game of 98,003 moves (a list that makes a row only when it is seen)."""

from __future__ import annotations

import random

from PySide6.QtTest import QTest

from tests.benchmarks.harness import Figure, at_most, bench_window, median_seconds

SOLUTION_MOVES = 100


def _random_moves(count: int) -> str:
    """`count` legal moves of deal 1 (random but seeded), as text: a long solution to load."""
    from freecell_gui.core.deals.dealer import deal
    from freecell_gui.core.game.game import Game
    from freecell_gui.core.game.rules import Position

    game = Game(Position.from_deal(deal(1)))
    chooser = random.Random(1)
    while len(game.steps) < count:
        moves = game.position.legal_moves()
        if not moves:
            game.go_to(0)
            continue
        game.play(chooser.choice(moves))
    return " ".join(game.texts())


def run() -> list[Figure]:
    _app, window = bench_window(1)
    panel = window.moves_panel  # type: ignore[attr-defined]
    model = window.game
    text = _random_moves(SOLUTION_MOVES)

    def load() -> None:
        model.go_to(0)
        assert panel.load_text(text)
        assert len(model.game.steps) == SOLUTION_MOVES

    load_seconds = median_seconds(load, repeats=15)

    def step() -> None:
        if not model.redo():
            model.go_to(0)
        QTest.qWait(0)

    step_seconds = median_seconds(step, repeats=99)

    # A game of 98,003 moves on the table (a player who went back and forth): put on the table
    # (the replay itself is core's, not timed), then one step back and forth with the list redrawn.
    from tests.ui.history.long_game import LONG_GAME_MOVES, long_game

    saved = long_game()
    game = saved.restore()
    show_seconds = median_seconds(lambda: model.restore(saved.deal, game, []), repeats=3)
    assert panel.list.count() == LONG_GAME_MOVES + 1

    def long_step() -> None:
        if not model.undo():
            model.redo()
        QTest.qWait(0)

    long_step_seconds = median_seconds(long_step, repeats=15)
    window.close()
    return [
        at_most(
            f"load a {SOLUTION_MOVES}-move solution (parse, check, list redrawn)",
            load_seconds * 1000,
            "ms",
            100,
        ),
        at_most(
            f"one step forward in a {SOLUTION_MOVES}-move list, panel redrawn", step_seconds * 1000, "ms", 16
        ),
        at_most(
            f"a {LONG_GAME_MOVES:,}-move game put on the table, moves panel filled",
            show_seconds * 1000,
            "ms",
            100,
        ),
        at_most(
            f"one step in a {LONG_GAME_MOVES:,}-move list, panel redrawn", long_step_seconds * 1000, "ms", 50
        ),
    ]
