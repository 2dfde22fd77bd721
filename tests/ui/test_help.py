"""Help: the shortcut list comes from the actions themselves, every shortcut is unique, and the
rules page says what a player needs."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot

from freecell_gui.ui.help import HowToPlayDialog, ShortcutsDialog, action_name, shortcut_rows
from freecell_gui.ui.main_window import MainWindow


def _listed(dialog: ShortcutsDialog) -> dict[str, str]:
    table = dialog.table
    return {table.item(row, 0).text(): table.item(row, 1).text() for row in range(table.rowCount())}


def test_every_action_with_keys_is_listed_with_its_keys(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.help_actions.show_shortcuts()
    qtbot.addWidget(dialog)
    listed = _listed(dialog)
    for action in window.findChildren(QAction):
        keys = [key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()]
        if action.text() and any(keys):
            assert listed[action_name(action)] == ", ".join(key for key in keys if key)
    assert listed["Undo Move"].startswith("Ctrl+Z")
    assert listed["Moves Panel"] == "F9"
    assert any(name.startswith("Table: Pick") for name in listed)


def test_a_new_action_appears_in_the_list_without_a_second_list_to_keep(window: MainWindow) -> None:
    before = {row.action for row in shortcut_rows(window)}
    extra = QAction("&Brand New Thing\u2026", window)
    extra.setShortcut(QKeySequence("Ctrl+Alt+Shift+F12"))
    window.addAction(extra)
    rows = {row.action: row.keys for row in shortcut_rows(window)}
    assert "Brand New Thing" not in before
    assert rows["Brand New Thing"] == QKeySequence("Ctrl+Alt+Shift+F12").toString(
        QKeySequence.SequenceFormat.NativeText
    )


def test_no_two_actions_share_a_shortcut(window: MainWindow) -> None:
    owners: defaultdict[str, set[str]] = defaultdict(set)
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            if not key.isEmpty():
                owners[key.toString(QKeySequence.SequenceFormat.PortableText)].add(action_name(action))
    clashes = {key: sorted(names) for key, names in owners.items() if len(names) > 1}
    assert clashes == {}


def test_the_clash_check_would_see_a_clash(window: MainWindow) -> None:
    twin = QAction("Twin of Undo", window)
    twin.setShortcut(QKeySequence("Ctrl+Z"))
    window.addAction(twin)
    names = {
        action_name(action)
        for action in window.findChildren(QAction)
        if QKeySequence("Ctrl+Z") in action.shortcuts()
    }
    assert len(names) == 2


def test_how_to_play_gives_the_rules_the_notation_and_the_counting(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.help_actions.show_how_to_play()
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    for needed in ("foundations", "free cell", "empty column", "3a", "bh", "autoplay", "counted once"):
        assert needed in text
    assert isinstance(dialog, HowToPlayDialog)


def test_help_menu_holds_both_pages_before_about(window: MainWindow) -> None:
    names = [action_name(action) for action in window.menus.help.actions() if action.text()]
    assert names[:2] == ["How to Play", "Keyboard Shortcuts"]
    assert "About freecell-gui" in names


def test_f1_opens_how_to_play_and_ctrl_f1_the_shortcuts(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    def opened(kind: type) -> bool:
        return any(
            isinstance(widget, kind) and widget.isVisible() for widget in QApplication.topLevelWidgets()
        )

    window.activateWindow()
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: opened(HowToPlayDialog), timeout=60_000)
    qtbot.keyClick(window.view, Qt.Key.Key_F1, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: opened(ShortcutsDialog), timeout=60_000)
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, (HowToPlayDialog, ShortcutsDialog)):
            widget.close()  # a page left open would lie over the next test's window
