"""Every control of the main window, its docks and toolbars has a name a screen reader can say.

A control's name is what Qt's accessibility gives the bus (its accessible name, else its text);
a name of symbols only ("⏮", "◀◀") is read as nothing useful, so it needs letters or digits.
A button showing only an icon or symbols also needs a tooltip, for the sighted mouse user.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTextEdit,
    QWidget,
)

CONTROLS = (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QAbstractSlider,
    QAbstractItemView,
    QTextEdit,
)
# Qt's own parts of a composite control, which its owner names or Qt keeps out of reach: the
# field inside a spin box or combo box, a line edit's clear button, a scroll area's scroll bars
# (in containers named qt_scrollarea_*), the "more" arrows of the menu bar and toolbars.
COMPOSITES = (QAbstractSpinBox, QComboBox, QLineEdit)


def sayable(text: str) -> bool:
    """True if `text` has a letter or a digit: something a speech synthesiser reads as a word."""
    return any(unicodedata.category(char)[0] in "LN" for char in text)


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def is_internal(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    if isinstance(parent, COMPOSITES) or widget.objectName().startswith("qt_"):
        return True
    return parent is not None and parent.objectName().startswith("qt_scrollarea_")


def controls(window: QMainWindow) -> list[QWidget]:
    """Every control of the window and of its docks and toolbars (they are its children)."""
    return [
        widget
        for widget in window.findChildren(QWidget)
        if isinstance(widget, CONTROLS) and not is_internal(widget) and widget.window() is window
    ]


def describe(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QAbstractButton) else ""
    return f"{type(widget).__name__} {widget.objectName()!r} text={text!r} tip={widget.toolTip()!r}"


def test_the_walk_finds_the_known_controls(window: QMainWindow) -> None:
    # The walk must reach the docks and the toolbar, or it proves nothing about them.
    found = controls(window)
    assert window.moves_panel.move_field in found
    assert window.view_actions.highlight_field in found
    assert window.spinbox in found
    assert len(found) >= 10


def test_every_control_has_a_name_a_screen_reader_can_say(window: QMainWindow) -> None:
    unnamed = [describe(widget) for widget in controls(window) if not sayable(accessible_name(widget))]
    assert unnamed == []


def test_every_button_without_words_has_a_tooltip(window: QMainWindow) -> None:
    silent = [
        describe(widget)
        for widget in controls(window)
        if isinstance(widget, QAbstractButton) and not sayable(widget.text()) and not widget.toolTip()
    ]
    assert silent == []


def test_every_menu_item_has_a_name(window: QMainWindow) -> None:
    # Toolbar buttons are walked as buttons above; here the items of the menus.
    actions = [
        action
        for action in window.findChildren(QAction)
        if not action.isSeparator() and any(isinstance(owner, QMenu) for owner in action.associatedObjects())
    ]
    assert len(actions) >= 20
    unnamed = [
        action.objectName() or repr(action.toolTip()) for action in actions if not sayable(action.text())
    ]
    assert unnamed == []


def test_the_table_itself_has_a_name(window: QMainWindow) -> None:
    assert accessible_name(window.view) == "FreeCell table"
