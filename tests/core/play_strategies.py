"""Hypothesis strategies shared by the rules, notation, game and history tests: deals from every
range of numbers, positions reached by random legal moves, and games played at random."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.notation import parse_moves, write_move
from freecell_gui.core.game.rules import AutoplayPolicy, Move, Position
from freecell_gui.core.game.saved_game import MoveSource

# Microsoft's 32,000, the rest of the 31-bit deals, the 32-bit ones, and FreeCell Pro's 33-bit ones.
deal_numbers = st.one_of(
    st.integers(1, 32_000),
    st.integers(32_001, 2**31 - 1),
    st.integers(2**31, 2**32 - 1),
    st.integers(2**32, 2**33 - 1),
)


def start_of(number: int) -> Position:
    """The start position of a deal."""
    return Position.from_deal(deal(number))


@st.composite
def legal_walks(draw: st.DrawFn, max_moves: int = 60) -> tuple[Position, list[Move]]:
    """A deal's start and a random sequence of legal moves from it (no autoplay)."""
    position = start = start_of(draw(deal_numbers))
    moves: list[Move] = []
    for _ in range(draw(st.integers(0, max_moves))):
        options = position.legal_moves()
        if not options:
            break
        move = options[draw(st.integers(0, len(options) - 1))]
        moves.append(move)
        position = position.apply(move)
    return start, moves


def positions_along(start: Position, moves: list[Move]) -> list[Position]:
    """Every position of a walk, the start first."""
    positions = [start]
    for move in moves:
        positions.append(positions[-1].apply(move))
    return positions


def random_walk(number: int, seed: int, steps: int) -> Position:
    """A position reached from deal `number` by random legal moves, each followed by Microsoft's
    autoplay (as the solver plays)."""
    rng = random.Random(seed)
    position = start_of(number)
    for _ in range(steps):
        moves = position.legal_moves()
        if not moves:
            break
        position, _ = position.apply(rng.choice(moves)).autoplay(AutoplayPolicy.MS)
    return position


@st.composite
def played_games(draw: st.DrawFn) -> tuple[Game, list[MoveSource]]:
    """A game played at random: moves, undos, redos, loaded solutions and changes of the
    autoplay rule; with the source of each move waiting to be redone."""
    number = draw(deal_numbers)
    game = Game(start_of(number), draw(st.sampled_from(AutoplayPolicy)), number)
    sources: list[MoveSource] = []  # one for each step, as the window would keep them
    for _ in range(draw(st.integers(0, 30))):
        action = draw(st.sampled_from(["play", "play", "play", "undo", "redo", "rule", "load"]))
        if action == "play":
            legal = game.position.legal_moves()
            if legal:
                move = legal[draw(st.integers(0, len(legal) - 1))]
                following = game.can_redo() and game.steps[game.cursor].move == move
                game.play(move)
                if not following:
                    sources[game.cursor - 1 :] = [MoveSource.TYPED]
        elif action == "undo":
            game.undo()
        elif action == "redo":
            game.redo()
        elif action == "rule":
            game.set_policy(draw(st.sampled_from(AutoplayPolicy)))
        else:
            position, texts = game.position, []
            for _ in range(draw(st.integers(1, 8))):
                legal = position.legal_moves()
                if not legal:
                    break
                move = legal[draw(st.integers(0, len(legal) - 1))]
                texts.append(write_move(position, move))
                position, _ = position.play(move).autoplay(game.policy)
            game.load(parse_moves(" ".join(texts)))
            source = draw(st.sampled_from([MoveSource.LOADED, MoveSource.SOLVED]))
            sources[game.cursor :] = [source] * (len(game.steps) - game.cursor)
        del sources[len(game.steps) :]
    return game, sources[game.cursor :]
