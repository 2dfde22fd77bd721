"""Play in the window: a drop's animation and the next input; a 100-move replay, animations off."""

from __future__ import annotations

import random
import statistics
import time

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from freecell_gui.core.game.game import Game
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import HOME, AutoplayPolicy, Position
from freecell_gui.ui.settings import ASK_BEFORE_LEAVING
from tests.benchmarks.harness import Figure, at_most, bench_window, median_seconds

DROPS = 15
REPLAY_MOVES = 100


def random_game(start: Position, moves: int, seed: int = 8) -> Game:
    """A game of `moves` legal moves picked at random (never straight back), with MS autoplay."""
    chooser = random.Random(seed)
    game = Game(start, AutoplayPolicy.MS)
    while game.cursor < moves:
        choices = [m for m in game.position.legal_moves() if m.target != HOME]
        if not choices:
            break
        game.play(chooser.choice(choices))
    return game


def run() -> list[Figure]:
    from freecell_gui.ui.table.play import card_center

    app, window = bench_window(617)
    play, game = window.table_play, window.game
    window.settings.set(ASK_BEFORE_LEAVING, False)  # the drops and replays below leave moves behind

    # 1. A drop, animated; the next input must be taken within a frame of the animation's end.
    late: list[float] = []
    overrun: list[float] = []
    for _ in range(DROPS):
        moves = [m for m in game.position.legal_moves() if m.size == 1 and m.target < 8 and m.source < 8]
        if not moves:
            game.new_game()
            continue
        move = moves[0]
        item = window.scene.cascades[move.source].cards[-1]
        target = window.scene.pile_rect(window.scene.cascades[move.target])
        start = card_center(window.scene, item)
        play.press(start)
        play.move(start + QPointF(10, 10))
        play.move(QPointF(target.center().x(), target.bottom() - 10))
        ended: list[float] = []
        play.animationFinished.connect(lambda ended=ended: ended.append(time.perf_counter()))
        released = time.perf_counter()
        play.release(QPointF(target.center().x(), target.bottom() - 10))
        assert play.animating, "the drop was not animated"
        nominal = play.animation_duration() / 1000
        while not ended:
            app.processEvents()
        # The next input: an undo, handled as soon as the event loop gets it.
        game.undo()
        play.finish_animation()
        late.append(time.perf_counter() - ended[0])
        overrun.append(ended[0] - released - nominal)
        play.animationFinished.disconnect()
    figures = [
        at_most(
            "drop animated: animation ends after its nominal length by",
            statistics.median(overrun) * 1000,
            "ms",
            16,
        ),
        at_most(
            "drop animated: next input handled after the animation ends",
            statistics.median(late) * 1000,
            "ms",
            16,
        ),
    ]

    # 2. Replaying a 100-move game with animations off.
    window.game.new_game()
    texts = random_game(game.position, REPLAY_MOVES).texts()
    written = parse_moves(" ".join(texts))
    play.animations_enabled = False

    def replay() -> None:
        game.new_game()
        game.load(written)
        while game.redo():
            pass

    seconds = median_seconds(replay, repeats=5)
    assert game.move_count == len(written) >= REPLAY_MOVES - 5
    figures.append(at_most(f"replay {len(written)} moves, animations off", seconds * 1000, "ms", 1000))
    QApplication.processEvents()
    return figures
