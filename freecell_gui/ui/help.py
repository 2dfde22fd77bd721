"""Help: the keyboard shortcuts, read from the window's own actions, and how to play.

The shortcut list is made when it is opened, from every action of the window that has keys,
so it can never fall out of step with them; the table's place keys (which are keys, not
actions) come from the keyboard play module's own table.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.ui.actions import make_action, shortcut
from freecell_gui.ui.table.keyboard import place_name

# The table's place keys (keys, not actions): what each does, and its keys, for the shortcut list.
TABLE_KEYS = (
    (QT_TRANSLATE_NOOP("Help", "Pick the card or run on a column or free cell"), "1-8, A-D"),
    (QT_TRANSLATE_NOOP("Help", "Play the picked cards there (H: home)"), "1-8, A-D, H"),
    (QT_TRANSLATE_NOOP("Help", "Send the picked card home or to a free cell"), None),
    (QT_TRANSLATE_NOOP("Help", "Put the picked cards back"), "Esc"),
)


def _marked(text: str) -> str:
    """A text marked above, in the player's language (lupdate reads the marks, not this)."""
    return QCoreApplication.translate("Help", text)


def how_to_play() -> str:
    """The rules page, in the player's language: a translated piece a heading or a paragraph,
    so that a translator sees one unit at a time and the HTML around it stays ours."""
    places = {
        "%1": place_name(0),
        "%2": place_name(7),
        "%3": place_name(8),
        "%4": place_name(11),
        "%5": place_name(12),
    }
    playing = QCoreApplication.translate(
        "Help",
        "Drag cards, or click a card and then its target. Double-click sends a card home, or else to a "
        "free cell. With the keyboard, press a place key to pick the card or run on top there, then the "
        "key of its target: columns are %1-%2, free cells %3-%4, home %5; the same key twice sends a "
        "card home or to a free cell; Esc puts it back. Undo is Ctrl+Z, redo Ctrl+Y; Hint (H) lights a "
        "good next move and Solve finds a whole solution.",
    )
    for place, name in places.items():
        playing = playing.replace(place, name)
    rules = (
        QCoreApplication.translate(
            "Help",
            "A card goes on a card one rank higher of the other colour in a column: a red 9 on a black 10.",
        ),
        QCoreApplication.translate(
            "Help", "Any card may go into an empty free cell (top left), one card a cell, and back out."
        ),
        QCoreApplication.translate("Help", "Any card, or ordered run, may go into an empty column."),
        QCoreApplication.translate(
            "Help",
            "An ordered run (each card a rank lower, colours alternating) moves together when there "
            "is room to move it one card at a time: (free cells + 1) &times; 2<sup>empty columns</sup> "
            "cards, half of that into an empty column.",
        ),
    )
    goal = QCoreApplication.translate(
        "Help", "Move all 52 cards to the four foundations (top right), each suit from ace to king."
    )
    notation = QCoreApplication.translate(
        "Help",
        "Moves are written as freecellgamesolutions.com writes them: the place a card leaves, then "
        "the place it goes. <code>3a</code> moves the card on column 3 to free cell a, <code>54</code> "
        "moves from column 5 onto column 4, <code>bh</code> sends the card in free cell b home. A run "
        "moving into an empty column may carry its size, as fc-solve writes it: <code>v3</code> after "
        "the move.",
    )
    counting = QCoreApplication.translate(
        "Help",
        "A move is counted once however many cards it takes (a run is one move), and the cards that "
        "Microsoft's autoplay sends home after a move are free: this is how the site counts the length "
        "of a solution, so a game here and its solution there have the same number of moves.",
    )
    sections = [
        (QCoreApplication.translate("Help", "The goal"), f"<p>{goal}</p>"),
        (
            QCoreApplication.translate("Help", "The rules"),
            "<ul>" + "".join(f"<li>{rule}</li>" for rule in rules) + "</ul>",
        ),
        (QCoreApplication.translate("Help", "Playing"), f"<p>{playing}</p>"),
        (QCoreApplication.translate("Help", "The notation"), f"<p>{notation}</p>"),
        (QCoreApplication.translate("Help", "Counting moves"), f"<p>{counting}</p>"),
    ]
    return "".join(f"<h3>{heading}</h3>{body}" for heading, body in sections)


@dataclass(frozen=True)
class ShortcutRow:
    """One line of the shortcut list."""

    action: str
    keys: str


def action_name(action: QAction) -> str:
    """An action's text as a menu shows it, without its & and trailing dots."""
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".\u2026")


def shortcut_rows(window: QWidget) -> list[ShortcutRow]:
    """Every action of `window` that has keys, by name, then the table's place keys."""
    rows: dict[str, ShortcutRow] = {}
    for action in window.findChildren(QAction):
        keys = [key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()]
        keys = [key for key in keys if key]
        if keys and action.text():
            name = action_name(action)
            rows[name] = ShortcutRow(name, ", ".join(keys))
    return sorted(rows.values(), key=lambda row: row.action.lower()) + [
        ShortcutRow(
            QCoreApplication.translate("Help", "Table: %1").replace("%1", _marked(str(what))),
            keys if keys is not None else QCoreApplication.translate("Help", "the same key again"),
        )
        for what, keys in TABLE_KEYS
    ]


def _lay_out(dialog: QDialog, content: QWidget, width: int, height: int) -> None:
    """A help page: its content above a Close button."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(content)
    layout.addWidget(buttons)
    dialog.resize(width, height)


class ShortcutsDialog(QDialog):
    """Help > Keyboard Shortcuts: a table of every action's keys."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        rows = shortcut_rows(window)
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, entry in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(entry.action))
            self.table.setItem(row, 1, QTableWidgetItem(entry.keys))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        _lay_out(self, self.table, 520, 560)


class HowToPlayDialog(QDialog):
    """Help > How to Play: the rules, the notation and the counting on one page."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("How to Play FreeCell"))
        self.text = QTextBrowser(self)
        self.text.setHtml(how_to_play())
        _lay_out(self, self.text, 560, 600)


class HelpActions:
    """Help > How to Play (F1) and Keyboard Shortcuts, for `window`."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.how_to_play_action = make_action(
            window,
            QCoreApplication.translate("Help", "&How to Play"),
            self.show_how_to_play,
            shortcut(QKeySequence.StandardKey.HelpContents, "F1"),
            QCoreApplication.translate("Help", "The rules, the notation and how moves are counted"),
        )
        self.shortcuts_action = make_action(
            window,
            QCoreApplication.translate("Help", "&Keyboard Shortcuts"),
            self.show_shortcuts,
            [QKeySequence("Ctrl+F1")],
            QCoreApplication.translate("Help", "Every shortcut of the window"),
        )

    def add_to_menu(self, menu: QMenu) -> None:
        """The two pages first, then whatever the menu holds (About)."""
        first = menu.actions()[0] if menu.actions() else None
        menu.insertActions(first, [self.how_to_play_action, self.shortcuts_action])  # type: ignore[arg-type]
        if first is not None:
            menu.insertSeparator(first)

    def show_shortcuts(self) -> ShortcutsDialog:
        """Open the shortcut list (non-modal)."""
        dialog = ShortcutsDialog(self.window)
        dialog.show()
        return dialog

    def show_how_to_play(self) -> HowToPlayDialog:
        """Open the rules page (non-modal)."""
        dialog = HowToPlayDialog(self.window)
        dialog.show()
        return dialog
