"""Rules engine speed: legal moves of a position, in positions a second; and the solver's
expansion built on it (`positions.children`: every move, the position after it and Microsoft's
autoplay), which the flares and the sweep run for every position they expand.

The positions are a realistic mix: every position along random games of 100 deals (from the
deal to up to 80 moves in, so with cards in free cells, on foundations and in empty
columns), the same seeded games every run. pysol-cards has no move generator (it deals
only), and no other peer's generator can be called in-process here, so there is no peer
figure beside ours. Both figures are CPU time (`time.process_time`), the machine being shared.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, AutoplayPolicy, Position
from freecell_gui.core.solver.positions import children, is_settled, state_of
from tests.benchmarks.harness import Figure, at_least

DEALS = 100
MOVES_PER_GAME = 80


def position_mix(seed: int = 8) -> list[Position]:
    """Positions along seeded random games (autoplay safe, as a player's game would be)."""
    chooser = random.Random(seed)
    positions: list[Position] = []
    for number in chooser.sample(range(1, 2**33), DEALS):
        position = Position.from_deal(deal(number))
        for _ in range(MOVES_PER_GAME):
            positions.append(position)
            moves = position.legal_moves()
            if not moves:
                break
            # A player fills free cells sparingly: prefer other moves, so games last longer.
            others = [move for move in moves if not FIRST_FREECELL <= move.target < HOME]
            pool = others if others and chooser.random() < 0.8 else moves
            position, _ = position.apply(chooser.choice(pool)).autoplay(AutoplayPolicy.SAFE)
    return positions


def median_cpu_seconds(action: Callable[[], object], repeats: int = 7) -> float:
    """Median CPU seconds of `action` over `repeats` runs, after one warm-up run."""
    action()
    samples = []
    for _ in range(repeats):
        start = time.process_time()
        action()
        samples.append(time.process_time() - start)
    return statistics.median(samples)


def run() -> list[Figure]:
    positions = position_mix()
    states = [(state, is_settled(state)) for state in map(state_of, positions)]

    def all_legal_moves() -> None:
        for position in positions:
            position.legal_moves()

    def all_children() -> None:
        for state, settled in states:
            children(state, settled)

    rate = len(positions) / median_cpu_seconds(all_legal_moves)
    expansions = len(states) / median_cpu_seconds(all_children)
    moves = sum(len(position.legal_moves()) for position in positions) / len(positions)
    return [
        at_least(
            f"legal moves, {len(positions):,} positions ({moves:.1f} moves each)",
            rate,
            "positions/s",
            50_000,
        ),
        at_least(
            "the solver's children (moves, positions after, autoplay)", expansions, "positions/s", 10_000
        ),
    ]
