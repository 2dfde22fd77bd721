"""The moves panel: loading a 100-move solution, and one step forward with the list redrawn."""

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
    ]
