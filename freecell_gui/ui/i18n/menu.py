"""View > Language: the desktop's language or one of ours, kept in the settings.

A choice applies at the next start (said so in the status bar): every string of the window is
made once, in the language of the start, and remaking them all live would touch every feature.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QWidget

from freecell_gui.ui.actions import radio_actions
from freecell_gui.ui.i18n.accelerators import give_keys
from freecell_gui.ui.i18n.languages import LANGUAGES, SYSTEM_LANGUAGE
from freecell_gui.ui.settings import Settings
from freecell_gui.ui.settings.keys import LANGUAGE


class LanguageMenu(QObject):
    """The Language submenu: System, then each language named in itself."""

    def __init__(self, window: QWidget, settings: Settings, show_message: Callable[[str], None]) -> None:
        super().__init__(window)
        self.settings = settings
        self.show_message = show_message
        self.menu = QMenu(self.tr("&Language"), window)
        self.menu.setAccessibleName(self.tr("Language"))
        choices = [(SYSTEM_LANGUAGE, self.tr("System")), *LANGUAGES.items()]
        self.actions = radio_actions(
            self.menu,
            choices,
            self.choose,
            checked=settings.get(LANGUAGE),
            tip=lambda code: (
                self.tr("Speak the desktop's language")
                if code == SYSTEM_LANGUAGE
                else self.tr("Speak %1 from the next start").replace("%1", LANGUAGES[code])
            ),
            menu=self.menu,
        )
        give_keys(self.menu)  # each language's own name, a key of its own

    def choose(self, code: str) -> None:
        """Keep `code` for the next start, and say when it applies."""
        self.settings.set(LANGUAGE, code)
        self.actions[code].setChecked(True)
        self.show_message(self.tr("The language changes at the next start."))
