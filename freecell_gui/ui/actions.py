"""Making window actions the same way everywhere (text, shortcuts, tips, an optional icon), and
the window's menus as features receive them."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

Choice = TypeVar("Choice", bound=Hashable)


def shortcut(standard: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's standard keys, or `fallback` where the platform defines none."""
    keys = QKeySequence.keyBindings(standard)
    return keys or [QKeySequence(fallback)]


def make_action(
    window: QWidget,
    text: str,
    slot: Callable[..., object],
    keys: list[QKeySequence] | None = None,
    tip: str = "",
    icon: str = "",
) -> QAction:
    """An action of `window`, its shortcuts live even when the menu bar is hidden."""
    action = QAction(text, window)
    if keys:
        action.setShortcuts(keys)
    if tip:
        action.setStatusTip(tip)
        native = keys[0].toString(QKeySequence.SequenceFormat.NativeText) if keys else ""
        action.setToolTip(f"{tip} ({native})" if native else tip)
    if icon:
        action.setIcon(QIcon.fromTheme(icon))
    action.triggered.connect(slot)
    window.addAction(action)
    return action


def radio_actions(
    owner: QObject,
    choices: Iterable[tuple[Choice, str]],
    choose: Callable[[Choice], object],
    *,
    checked: Choice | None = None,
    tip: Callable[[Choice], str] | None = None,
    menu: QMenu | None = None,
) -> dict[Choice, QAction]:
    """One checkable action a (value, title) choice, exclusive in a group owned by `owner`;
    triggering one calls `choose(value)`. The one equal to `checked` starts checked; `tip` gives
    each its status tip; with `menu`, the actions are added to it in order."""
    group = QActionGroup(owner)
    actions: dict[Choice, QAction] = {}
    for value, title in choices:
        action = QAction(title, owner)
        action.setCheckable(True)
        action.setChecked(value == checked)
        if tip is not None:
            action.setStatusTip(tip(value))
        action.triggered.connect(lambda _checked=False, chosen=value: choose(chosen))
        group.addAction(action)
        actions[value] = action
    if menu is not None:
        menu.addActions(list(actions.values()))
    return actions


@dataclass(frozen=True)
class WindowMenus:
    """The main window's menus, handed to the features that put actions in them."""

    file: QMenu
    edit: QMenu
    game: QMenu
    deal: QMenu  # choosing the deal: go to, random, previous/next, back/forward
    check: QMenu
    view: QMenu
    help: QMenu
