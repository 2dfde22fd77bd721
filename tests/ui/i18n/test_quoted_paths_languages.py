"""Every path a message quotes, a file's or a folder's, in every language, is quoted the one way
(`shown_path`): escaped (no control or bidi character reaches the window), a long one shortened to
its start and its end, and put in its sentence as it is (a name holding "%2" or "{path}" is not
read as a place for another value)."""

from __future__ import annotations

import errno
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from freecell_gui.core.history.history_notices import cannot_keep, export_not_written
from freecell_gui.core.history.store import CsvKind
from freecell_gui.core.system.user_files import FileProblem, UserFileError
from freecell_gui.core.system.user_text import MAX_PATH_CHARS, shown_path
from freecell_gui.ui.history.export import ExportCounts
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.file_messages import file_message, filled, write_failure
from freecell_gui.ui.i18n.history_messages import history_message
from freecell_gui.ui.i18n.languages import TRANSLATED_LANGUAGES

LANGUAGES = ["en", *TRANSLATED_LANGUAGES]
MISSING = Path("/nonexistent-freecell-gui-test")  # a folder no machine has: "does not exist"
LONG_FOLDER = MISSING / "/".join(f"{index:02d}" + "d" * 198 for index in range(20))  # 4,000+ characters
HOSTILE = "\u202eevil\u202c \x1b[31mred\x1b[0m \u200f%2 %1 {path}\n"  # bidi, escapes, places, a newline


@pytest.fixture
def language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    install_translations(qapp, request.param)
    yield request.param
    install_translations(qapp, "en")


def _messages(path: Path) -> list[str]:
    """Every message that quotes `path` (a file in a folder that does not exist) or its folder."""
    file_error = UserFileError(FileProblem.CANNOT_OPEN, path, errno=errno.EACCES, reason="Permission denied")
    return [
        write_failure(path, errno.ENOENT),  # the file and its folder
        write_failure(path, errno.EACCES),
        file_message(file_error),
        history_message(
            cannot_keep(path.parent, FileNotFoundError(errno.ENOENT, "No such file or directory"))
        ),
        history_message(export_not_written(path, PermissionError(errno.EACCES, "Permission denied"))),
        *(ExportCounts().outcome(kind, path, 3) for kind in CsvKind),
    ]


def _is_unsafe(char: str) -> bool:
    """A character a message must never carry: a control (escape, newline) or a format one (bidi)."""
    return unicodedata.category(char) in ("Cc", "Cf")


def _check(path: Path) -> None:
    for message in _messages(path):
        assert not any(map(_is_unsafe, message)), ascii(message)
        assert shown_path(path) in message or shown_path(path.parent) in message, ascii(message)
        # The sentence's own words, the system's reason, and at most two paths at their limit.
        assert len(message) < 200 + 2 * MAX_PATH_CHARS, len(message)
    folder_missing = write_failure(path, errno.ENOENT)
    assert shown_path(path) in folder_missing and shown_path(path.parent) in folder_missing


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_a_4000_character_folder_is_shortened_in_every_message(language: str) -> None:
    path = LONG_FOLDER / "game.txt"
    assert len(str(path.parent)) > 4_000
    _check(path)
    said = write_failure(path, errno.ENOENT)
    assert said.count("...") == 2  # the file's path and the folder's, each cut in its middle


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_control_and_bidi_characters_in_a_folder_are_escaped(language: str) -> None:
    _check(MISSING / HOSTILE / "game.txt")
    _check(MISSING / "short" / HOSTILE)


_NAME = st.text(
    alphabet=st.characters(blacklist_characters="/\x00", blacklist_categories=("Cs",)),
    min_size=1,
    max_size=300,
)


@pytest.mark.parametrize("language", ["de", "ru"], indirect=True)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(folders=st.lists(_NAME, min_size=1, max_size=20), name=_NAME)
def test_any_folder_and_file_name_is_quoted_the_one_way(language: str, folders: list[str], name: str) -> None:
    _check(MISSING.joinpath(*folders, name))


@given(values=st.lists(st.text(max_size=12), min_size=1, max_size=3))
def test_values_go_into_a_sentence_in_one_pass(values: list[str]) -> None:
    template = " | ".join(f"%{index}" for index in range(1, len(values) + 1))
    assert filled(template, *values) == " | ".join(values)
