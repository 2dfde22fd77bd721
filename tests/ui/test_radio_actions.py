"""The one way a menu of exclusive choices is made (autoplay, animation speed, appearance, deck,
random deals' family): checkable actions in one group, each calling back with its value."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import DealFamily
from freecell_gui.ui.actions import radio_actions
from freecell_gui.ui.main_window import MainWindow


def test_choices_are_exclusive_start_checked_and_call_back_with_their_value(qtbot: QtBot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    menu = QMenu(owner)
    chosen: list[float] = []
    actions = radio_actions(
        owner,
        [(0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast")],
        chosen.append,
        checked=1.0,
        tip=lambda speed: f"{speed}x",
        menu=menu,
    )
    assert [action.text() for action in menu.actions()] == ["Slow", "Normal", "Fast"]
    assert [action.isChecked() for action in actions.values()] == [False, True, False]
    assert actions[2.0].statusTip() == "2.0x"
    actions[2.0].trigger()
    assert chosen == [2.0]
    assert [action.isChecked() for action in actions.values()] == [False, False, True]  # exclusive
    actions[2.0].trigger()  # choosing the checked one again keeps it checked
    assert actions[2.0].isChecked() and chosen == [2.0, 2.0]


def test_without_a_checked_value_none_starts_checked(qtbot: QtBot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    actions = radio_actions(owner, [("a", "A"), ("b", "B")], lambda _value: None)
    assert not any(action.isChecked() for action in actions.values())
    assert all(not action.statusTip() for action in actions.values())


def test_the_random_family_menu_chooses_the_models_family(window: MainWindow) -> None:
    actions = window.navigation.family_actions
    assert actions[window.model.random_family].isChecked()
    actions[DealFamily.WINDOWS_32000].trigger()
    assert window.model.random_family is DealFamily.WINDOWS_32000
    assert [family for family, action in actions.items() if action.isChecked()] == [DealFamily.WINDOWS_32000]
    assert actions[DealFamily.WINDOWS_32000].statusTip().startswith("Random deals come from")
