"""The window's own sentences that quote a path (the settings folder, a saved game, saved moves)
quote it the one way every message does (`quoted_path`): escaped, a long one shortened. Before,
they put the raw path in: an escape sequence or a bidi mark in a folder's name reached the
status bar, and a 4,000-character folder filled it."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from freecell_gui.core.system.user_text import MAX_PATH_CHARS
from freecell_gui.ui.game.game_files import GameFileActions
from freecell_gui.ui.settings.file import prepare_file
from freecell_gui.ui.settings.store import Settings

HOSTILE = "\u202eevil\u202c \x1b[31mred\x1b[0m \u200f%2 %1 {path}\n"
LONG_FOLDER = Path("/nonexistent-freecell-gui-test") / "/".join(f"{i:02d}" + "d" * 198 for i in range(20))


def _is_quoted(message: str) -> bool:
    """No control or format (bidi) character, and no path longer than a message quotes."""
    unsafe = any(unicodedata.category(char) in ("Cc", "Cf") for char in message)
    return not unsafe and len(message) < MAX_PATH_CHARS + 200


def test_the_settings_folder_that_cannot_be_written_is_quoted(tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    for folder in (LONG_FOLDER, Path("/tmp") / HOSTILE):
        settings.note_unsaved(folder / "freecell-gui.conf")
    said = settings.problems()
    assert "not writable" in said
    assert "\x1b" not in said and "\u202e" not in said and "\n" not in said
    assert len(said) < 2 * MAX_PATH_CHARS + 300


def test_a_settings_file_that_cannot_be_looked_at_gives_the_reason_not_the_raw_path() -> None:
    path = Path("/tmp") / (HOSTILE + "x" * (os.pathconf("/tmp", "PC_NAME_MAX") + 10))  # ENAMETOOLONG
    found = prepare_file(path)
    assert len(found.problems) == 1
    assert "file name too long" in found.problems[0]
    assert _is_quoted(found.problems[0]), found.problems[0]


def test_saved_and_opened_game_messages_quote_the_file(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    files = GameFileActions(window, persistence=None)  # type: ignore[arg-type]  # only its sentences are used
    for path in (LONG_FOLDER / "game.fcsave", Path("/tmp") / (HOSTILE + ".fcsave")):
        for message in (
            files._saved_text(3, path),
            files._opened_text(path, 2, 4),
            files._opened_text(path, 2, 0),
        ):
            assert _is_quoted(message), message
    named = files._opened_text(Path("/tmp/%2 and {path}.fcsave"), 7, 1)
    assert "%2 and {path}.fcsave" in named and "move 7" in named  # a name holding a place stays as it is
