"""The deal model: signals, navigation, families and history."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import LAST_DEAL, DealFamily, DealNumberError, deal
from freecell_gui.ui.game.deal_model import HISTORY_LIMIT, DealModel


def test_set_number_emits_the_new_deal(qtbot: QtBot) -> None:
    model = DealModel(1)
    with qtbot.waitSignal(model.dealChanged) as blocker:
        model.set_number(617)
    assert blocker.args == [deal(617)]
    assert model.number == 617
    assert model.family is DealFamily.WINDOWS_32000


def test_numbers_past_32_bits_travel_through_signals(qtbot: QtBot) -> None:
    model = DealModel(1)
    with qtbot.waitSignal(model.dealChanged) as blocker:
        model.set_number(LAST_DEAL)
    assert blocker.args[0].number == LAST_DEAL
    assert model.family is DealFamily.FREECELL_PRO


def test_same_number_emits_nothing(qtbot: QtBot) -> None:
    model = DealModel(5)
    with qtbot.assertNotEmitted(model.dealChanged):
        model.set_number(5)


def test_bad_numbers_change_nothing() -> None:
    model = DealModel(617)
    for bad in (0, -3, LAST_DEAL + 1):
        with pytest.raises(DealNumberError):
            model.set_number(bad)
    assert model.number == 617


def test_next_previous_first_last_stop_at_the_ends() -> None:
    model = DealModel(1)
    model.previous()
    assert model.number == 1
    model.next()
    assert model.number == 2
    model.set_random_family(DealFamily.WINDOWS_32000)
    model.last()
    assert model.number == 32_000
    model.set_number(LAST_DEAL)
    model.next()
    assert model.number == LAST_DEAL
    model.first()
    assert model.number == 1


@pytest.mark.parametrize("family", list(DealFamily))
def test_random_stays_in_the_chosen_family(family: DealFamily) -> None:
    model = DealModel(1)
    model.set_random_family(family)
    seen = set()
    for _ in range(50):
        model.random()
        assert model.number is not None
        assert 1 <= model.number <= family.last
        seen.add(model.number)
    assert len(seen) > 40


def test_back_and_forward_walk_the_history() -> None:
    model = DealModel(1)
    for number in (10, 20, 30):
        model.set_number(number)
    model.back()
    model.back()
    assert model.number == 10
    assert model.can_go_forward()
    model.forward()
    assert model.number == 20
    model.set_number(99)  # a new visit drops the forward history
    assert not model.can_go_forward()
    model.back()
    assert model.number == 20


def test_history_is_bounded() -> None:
    model = DealModel(1)
    for _ in range(HISTORY_LIMIT * 3):
        model.next()
    assert len(model._history) == HISTORY_LIMIT
    while model.can_go_back():
        model.back()
    assert model.number == HISTORY_LIMIT * 3 + 1 - (HISTORY_LIMIT - 1)
