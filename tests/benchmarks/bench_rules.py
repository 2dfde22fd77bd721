"""Rules engine speed: legal moves of a position, in positions a second.

The positions are a realistic mix: every position along random games of 100 deals (from the
deal to up to 80 moves in, so with cards in free cells, on foundations and in empty
columns), the same seeded games every run. pysol-cards has no move generator (it deals
only), and no other peer's generator can be called in-process here, so there is no peer
figure beside ours.
"""

from __future__ import annotations

import random

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, AutoplayPolicy, Position
from tests.benchmarks.harness import Figure, at_least, median_seconds

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


def run() -> list[Figure]:
    positions = position_mix()

    def all_legal_moves() -> None:
        for position in positions:
            position.legal_moves()

    seconds = median_seconds(all_legal_moves, repeats=7)
    rate = len(positions) / seconds
    moves = sum(len(position.legal_moves()) for position in positions) / len(positions)
    return [
        at_least(
            f"legal moves, {len(positions):,} positions ({moves:.1f} moves each)",
            rate,
            "positions/s",
            50_000,
        )
    ]
