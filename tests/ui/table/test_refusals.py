"""A refused move's reason in the player's language: the rules' reasons, sentence for sentence."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import AutoplayPolicy, Move, Position
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.table.refusals import MoveRefusal


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """A position some legal moves into a deal under any variant (0 to 4 cells, FreeCell or
    Baker's Game; autoplay on or off: full and empty columns, taken and free cells, foundations
    part built)."""
    rules = Rules(draw(st.integers(0, 4)), draw(st.sampled_from(list(Building))))
    position = Position.from_deal(deal(draw(st.integers(1, 32_000))), rules)
    policy = draw(st.sampled_from(list(AutoplayPolicy)))
    for _ in range(draw(st.integers(0, 60))):
        legal = position.legal_moves()
        if not legal:
            break
        position, _ = position.play(draw(st.sampled_from(legal))).autoplay(policy)
    return position


# Every move the window can ask for, and some it cannot (no such place, no card).
moves = st.builds(Move, st.integers(-1, 14), st.integers(-1, 14), st.integers(0, 14))


def core_words(reason: str) -> str:
    """The rules' reason as the window says it in English: "holds only 1 card", not "1 cards"."""
    return reason.replace("holds only 1 cards", "holds only 1 card")


@settings(max_examples=400, deadline=None)
@given(positions(), moves)
def test_in_english_the_window_says_the_rules_reason_word_for_word(position: Position, move: Move) -> None:
    said = MoveRefusal().reason(position, move)
    reason = position.check(move)
    assert (said is None) == (reason is None)
    if reason is not None:
        assert said == core_words(reason)


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    install_translations(qapp, "de")
    yield
    install_translations(qapp, "en")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(positions(), moves)
def test_every_reason_of_the_rules_has_a_translation(german: None, position: Position, move: Move) -> None:
    reason = position.check(move)
    if reason is None:
        return
    said = MoveRefusal()._translated(position, move)
    assert said is not None, reason  # a reason the rules gave that the window would say in English
    assert said != core_words(reason)


def test_a_refusal_is_said_in_german_with_its_counts(german: None) -> None:
    # Deal 1: eight full columns, four free cells: 5 cards may move at once, not 6.
    position = Position.from_deal(deal(1))
    run = Move(0, 1, 6)
    assert position.check(run) is not None
    said = MoveRefusal().reason(position, run)
    assert said is not None and said.startswith("die obersten 6 Karten von Spalte 1")
    cells = MoveRefusal().limit(position, 6, 1)
    assert cells == "nur 5 Karten können ziehen, nicht 6: 4 freie Zellen, 0 leere Spalten"


def test_every_move_of_some_positions_is_refused_in_the_rules_words() -> None:
    # Every (source, target, size) in positions along games of twenty deals: the rare reasons
    # (the supermove limit, an empty target column) come up here that random moves seldom reach.
    import random

    chooser = random.Random(617)
    refusal = MoveRefusal()
    said: set[str] = set()
    for number in range(1, 21):
        position = Position.from_deal(deal(number))
        for _ in range(chooser.randint(0, 40)):
            legal = position.legal_moves()
            if not legal:
                break
            position, _ = position.play(chooser.choice(legal)).autoplay(AutoplayPolicy.SAFE)
        for move in (
            Move(source, target, size) for source in range(13) for target in range(13) for size in range(14)
        ):
            reason = position.check(move)
            assert refusal.reason(position, move) == (None if reason is None else core_words(reason))
            if reason is not None:
                said.add(reason)
    assert any("can move, not" in reason for reason in said)  # the supermove limit was among them
    assert any("goes only into an empty column" in reason for reason in said)
