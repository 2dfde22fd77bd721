"""Making window actions the same way everywhere (text, shortcuts, tips, an optional icon), and
the window's menus as features receive them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget


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


@dataclass(frozen=True)
class WindowMenus:
    """The main window's menus, handed to the features that put actions in them."""

    file: QMenu
    edit: QMenu
    game: QMenu
    check: QMenu
    view: QMenu
    help: QMenu
