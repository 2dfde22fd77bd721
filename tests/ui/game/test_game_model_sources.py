"""Whether a game used a solution (a move redone from a loaded or solved list): kept as the game
changes, it must always say what a look at every step's source would say."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from freecell_gui.core.game.notation import parse_moves, site_notation
from freecell_gui.core.game.saved_game import MoveSource
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.game.game_model import GameModel

ACTIONS = st.lists(
    st.tuples(st.sampled_from(["play", "undo", "redo", "load", "solved", "jump", "new"]), st.integers(0, 50)),
    max_size=40,
)


def _by_looking(model: GameModel) -> bool:
    # Every step's source, read where the model keeps them: the definition itself.
    done = model._sources[: model.game.cursor]
    return any(source is not MoveSource.TYPED for source in done)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(actions=ACTIONS)
def test_used_solution_says_what_the_steps_say(qapp: QApplication, actions: list[tuple[str, int]]) -> None:
    model = GameModel(DealModel())
    for action, choice in actions:
        position = model.position
        moves = position.legal_moves()
        if action == "play" and moves:
            model.play(moves[choice % len(moves)])
        elif action == "undo":
            model.undo()
        elif action == "redo":
            model.redo()
        elif action in ("load", "solved") and moves:
            line = [moves[choice % len(moves)]]
            source = MoveSource.LOADED if action == "load" else MoveSource.SOLVED
            model.load(parse_moves(" ".join(site_notation(position, line))), source)
        elif action == "jump":
            model.go_to(choice % (len(model.game.steps) + 1))
        elif action == "new":
            model.new_game()
        assert model.used_solution == _by_looking(model)
