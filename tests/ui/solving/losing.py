"""A losing move for the coach's tests and benchmark: found with the solver."""

from __future__ import annotations

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, AutoplayPolicy, Move, Position
from freecell_gui.core.solver import Outcome, solve


def losing_line(numbers: range) -> tuple[int, list[Move], Move]:
    """A deal, moves to a position the solver can win, and one more move after which nothing can
    move at all: cards sent to the free cells until the table is stuck, found with the solver."""
    for number in numbers:
        start = Position.from_deal(deal(number))
        lines: list[tuple[Position, list[Move]]] = [(start, [])]
        for _ in range(4):
            longer = []
            for position, line in lines[:200]:
                for move in position.legal_moves():
                    if move.source < 8 and FIRST_FREECELL <= move.target < HOME:
                        after, _ = position.play(move).autoplay(AutoplayPolicy.MS)
                        stuck = not after.legal_moves() and not after.is_won
                        if stuck and solve(position, fast=True, time_limit=3).outcome is Outcome.SOLVED:
                            return number, line, move
                        longer.append((after, [*line, move]))
            lines = longer
    raise AssertionError("no losing move found")
