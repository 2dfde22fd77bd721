"""The one QApplication, for the window and for the commands that draw headless.

It imports no window: the export command, `play --export` and the self-test need a
QApplication, not the main window and its features.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from freecell_gui import __version__
from freecell_gui.core.system.resources import resource_path
from freecell_gui.ui.settings import APPLICATION, ORGANISATION


def application(argv: list[str] | None = None, headless: bool = False) -> QApplication:
    """The one QApplication, created on first use, with the app's names and icon.

    `headless` draws offscreen (exports, the self-test): no display is needed.
    """
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    if headless:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName("freecell-gui")
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationDisplayName("FreeCell GUI")
    icon_file = resource_path("icons", "freecell-gui-256.png")
    if icon_file.exists():
        app.setWindowIcon(QIcon(str(icon_file)))
    if not headless:  # the window speaks the player's language; exports and the CLI stay English
        _start_in_saved_language(app)
    return app


def _start_in_saved_language(app: QApplication) -> None:
    """The translators of View > Language's choice, or of the desktop's language."""
    from freecell_gui.core.system.user_files import UserFileError, read_user_text
    from freecell_gui.ui.i18n.loader import saved_language, start_in_language
    from freecell_gui.ui.settings import MAX_SETTINGS_BYTES, settings_file

    try:
        # Checked as the settings are (a FIFO is never opened: it would wait for a writer forever,
        # a file too large is not read), so the language of a file the window sets aside is not used.
        text = read_user_text(settings_file(), MAX_SETTINGS_BYTES)
    except (OSError, UserFileError):
        text = ""  # no settings yet (or unreadable: the window says so when it loads them)
    start_in_language(app, saved_language(text))
