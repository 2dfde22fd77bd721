"""Why a file cannot be read and why a saved game cannot be opened, in the player's language:
each kind of the core's UserFileError and SavedGameError is a whole translated sentence in the
window, the command line's words in English, and no English sentence of the core left inside a
translated message, whatever saved-game text Open Game is given."""

from __future__ import annotations

import errno
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals import board_errors
from freecell_gui.core.game import saved_game_errors
from freecell_gui.core.game.saved_game import read_game_text
from freecell_gui.core.game.saved_game_errors import SavedGameError, SavedGameField, SavedGameProblem
from freecell_gui.core.system.user_files import FileKind, FileProblem, UserFileError
from freecell_gui.ui.check.board_messages import board_message
from freecell_gui.ui.check.compare_dialog import read_text_file
from freecell_gui.ui.game.saved_game_messages import saved_game_message
from freecell_gui.ui.game.variant_names import variant_name
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.file_messages import file_message, write_failure
from freecell_gui.ui.i18n.languages import TRANSLATED_LANGUAGES
from freecell_gui.ui.main_window import MainWindow
from tests.core.game.saved_game_error_samples import BOARD_617, MADE, TEXTS, H, error_made, error_of

PATH = Path("/home/player/games/x.txt")
FILE_SAMPLES = [
    UserFileError(FileProblem.CANNOT_OPEN, PATH, errno=errno.ENOENT, reason="No such file or directory"),
    UserFileError(FileProblem.CANNOT_OPEN, PATH, errno=errno.EACCES, reason="Permission denied"),
    UserFileError(FileProblem.CANNOT_OPEN, PATH, errno=errno.EXDEV, reason="Invalid cross-device link"),
    UserFileError(FileProblem.NUL_IN_NAME, PATH),
    *[UserFileError(FileProblem.NOT_A_FILE, PATH, kind=kind) for kind in FileKind],
    UserFileError(FileProblem.TOO_LARGE, PATH, size=70_000_000, limit=1_000_000),
    UserFileError(FileProblem.GREW_TOO_LARGE, PATH, limit=1_000_000),
    UserFileError(FileProblem.NOT_UTF8, PATH, byte=12_345),
    UserFileError(FileProblem.NUL_BYTES, PATH),
]
# The system's reasons are strerror's, capitalised; the window writes them inside its sentence.
SYSTEM_REASONS = {
    "No such file or directory": "no such file or directory",
    "Permission denied": "permission denied",
}


def _saved_game_samples(folder: Path) -> list[SavedGameError]:
    samples = [error_of(text) for text, _, _ in TEXTS]
    samples += [error_made(made, folder) for made in MADE]
    samples += [
        SavedGameError(SavedGameProblem.TOO_MANY_MOVES, line=7),
        *[
            SavedGameError(SavedGameProblem.TOO_MANY_DIGITS, line=2, field=field, number=14)
            for field in (SavedGameField.DEAL, SavedGameField.CURSOR, SavedGameField.CELLS)
        ],
    ]
    return samples


def _pieces(templates: list[str]) -> list[str]:
    """The literal words of English sentences between their values, three words or more."""
    pieces = []
    for template in templates:
        for piece in re.split(r"\{[^}]*\}|'[^']*'", template):
            if len(re.findall(r"[A-Za-z]+", piece)) >= 3:
                pieces.append(piece.strip(" :;,()"))
    return pieces


ENGLISH_PIECES = [
    *_pieces(
        [
            *saved_game_errors.english_templates().values(),
            *board_errors.english_templates().values(),
            *(str(error).replace(str(PATH), "{path}") for error in FILE_SAMPLES),
            "the board: {x}",
            "a saved move is not a move",
            "the moves do not replay: move {n}",
            "the saved game is a game of {x}",
            "the saved game plays with autoplay",
            "cannot read {path}",
            "cannot write {path}: it is a folder, not a file",
            "the folder {x} does not exist",
        ]
    ),
    *["cannot read", "cannot write", "not a file", "Permission denied", "No such file"],
]


def _english_in(message: str) -> list[str]:
    return [piece for piece in ENGLISH_PIECES if piece and piece in message]


def _as_the_window_says_english(error: SavedGameError | UserFileError) -> str:
    english = str(error)
    for system, inside in SYSTEM_REASONS.items():
        english = english.replace(system, inside)
    return english


def test_in_english_the_window_says_what_the_command_line_says(qapp: QApplication, tmp_path: Path) -> None:
    for file_error in FILE_SAMPLES:
        if file_error.errno == errno.EXDEV:  # a reason the window does not know: named by its code
            assert file_message(file_error) == f"cannot read {PATH}: the system refuses it (EXDEV)"
            continue
        assert file_message(file_error) == _as_the_window_says_english(file_error)
    for error in _saved_game_samples(tmp_path):
        message = saved_game_message(error)
        if error.problem is SavedGameProblem.OTHER_RULES:  # the window's own names of the variants
            assert message == (
                f"the saved game is a game of {variant_name(error.rules)}, not {variant_name(error.wanted)}"
            )
            continue
        assert message == _as_the_window_says_english(error), error.problem


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_every_kind_is_said_in_the_language(qapp: QApplication, code: str, tmp_path: Path) -> None:
    english = {id(error): saved_game_message(error) for error in _saved_game_samples(tmp_path)}
    files_english = [file_message(error) for error in FILE_SAMPLES]
    install_translations(qapp, code)
    for error, was in zip(FILE_SAMPLES, files_english, strict=True):
        message = file_message(error)
        assert message != was and str(PATH) in message, (code, error.problem)
        assert not _english_in(message), (code, error.problem, message)
    for error in _saved_game_samples(tmp_path):
        message = saved_game_message(error)
        assert message not in english.values(), (code, error.problem, message)
        assert not _english_in(message), (code, error.problem, message)
        if error.line is not None:
            assert str(error.line) in message


def test_the_values_stand_in_the_sentence_the_language_s_way(qapp: QApplication, tmp_path: Path) -> None:
    install_translations(qapp, "de")
    too_large = file_message(FILE_SAMPLES[-4])
    assert too_large == f"{PATH} ist zu groß (70.000.000 Byte; höchstens 1.000.000)"
    board = error_of(H + BOARD_617.replace("QS 9S", "QS KC"))
    # The board's lines are counted in the file, as the command line counts them.
    assert (
        saved_game_message(board)
        == "die Auslage: Zeile 4: KC (Kreuz-König) kommt noch einmal vor (zuerst in Zeile 3)"
    )
    install_translations(qapp, "ru")
    assert (
        saved_game_message(error_of(H + "cells: 9\n"))
        == "строка 2: свободных ячеек может быть от 0 до 4, а не 9"  # noqa: RUF001
    )
    replay = saved_game_message(error_of(H + "deal: 617\nmoves: 1h\n"))
    assert replay.startswith("ходы не воспроизводятся: ход 1 (1h) недопустим: ") and replay.endswith(
        "(сделанный ход)"
    )


def test_a_write_failure_is_said_from_the_system_s_code(qapp: QApplication, tmp_path: Path) -> None:
    (tmp_path / "folder").mkdir()
    assert (
        write_failure(tmp_path / "folder", errno.EISDIR)
        == f"cannot write {tmp_path}/folder: it is a folder, not a file"
    )
    assert write_failure(tmp_path / "no" / "x", errno.ENOENT) == (
        f"cannot write {tmp_path}/no/x: the folder {tmp_path}/no does not exist"
    )
    install_translations(qapp, "fr")
    assert write_failure(tmp_path / "x", errno.ENOSPC) == (
        f"impossible d'écrire {tmp_path}/x : plus de place sur le périphérique"
    )
    install_translations(qapp, "de")
    assert write_failure(tmp_path / "folder", errno.EISDIR) == (
        f"{tmp_path}/folder lässt sich nicht schreiben: es ist ein Ordner, keine Datei"
    )


def test_a_board_file_that_cannot_be_read_is_said_in_the_language(qapp: QApplication, tmp_path: Path) -> None:
    (tmp_path / "folder").mkdir()
    install_translations(qapp, "es")
    with pytest.raises(board_errors.BoardError) as raised:
        read_text_file(tmp_path / "folder")
    assert board_message(raised.value) == f"{tmp_path}/folder es una carpeta, no un archivo"


_LINES = st.sampled_from(
    [
        "deal: 617",
        "deal: 0",
        "deal: x",
        "board:",
        ": KC 5D",
        "cells: 9",
        "cells: 2",
        "game: bakers",
        "game: spider",
        "autoplay: off",
        "autoplay: maybe",
        "moves: 3a 54 bh",
        "moves: 1h",
        "moves: aa 9z",
        "redo typed: 57",
        "redo: 1a",
        "cursor: 3",
        "cursor: 1",
        "colour: red",
        "# a comment",
        "what",
        "deal: 6\u0131",
        "\x07",
        "# freecell-gui game 2",
    ]
)
_TEXTS = st.builds(
    lambda header, lines: header + "\n".join(lines),
    st.sampled_from([H, H, H, "", "# freecell-gui game 9\n"]),
    st.lists(st.one_of(_LINES, _LINES, st.text(max_size=20)), max_size=8),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=_TEXTS)
def test_no_english_of_the_core_reaches_open_game_in_german(qapp: QApplication, text: str) -> None:
    install_translations(qapp, "de")
    try:
        read_game_text(text)
    except SavedGameError as error:
        message = saved_game_message(error)
        assert message and not _english_in(message), (text, str(error), message)


@pytest.fixture(params=["de", "ru"])
def window(
    request: pytest.FixtureRequest,
    qtbot: QtBot,
    qapp: QApplication,
    isolated_settings: Path,
    isolated_data: Path,
) -> Iterator[tuple[str, MainWindow]]:
    """The window at deal 617 in German or Russian."""
    from freecell_gui.ui.app import create_window

    code = str(request.param)
    install_translations(qapp, code)
    main = create_window(617)
    qtbot.addWidget(main)
    yield code, main
    main.close()
    install_translations(qapp, "en")


OPEN_GAME = {
    "de": (
        "Spielstand lässt sich nicht öffnen",
        "bad.fcgame: Zeile 3: unbekannter Schlüssel 'colour': ein Spielstand",
    ),
    "ru": ("Игру нельзя открыть", "bad.fcgame: строка 3: неизвестный ключ 'colour': в сохранённой игре есть"),
}


def test_open_game_says_why_in_the_language(
    window: tuple[str, MainWindow], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, main = window
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text: shown.append((title, text)))
    (tmp_path / "bad.fcgame").write_text(H + "deal: 617\ncolour: red\n")
    (tmp_path / "folder.fcgame").mkdir()
    assert not main.game_files.open(tmp_path / "bad.fcgame")
    assert not main.game_files.open(tmp_path / "folder.fcgame")
    title, text = OPEN_GAME[code]
    assert shown[0][0] == title and shown[0][1].startswith(text)  # the file's name keeps its case
    folder = shown[1][1]
    assert str(tmp_path / "folder.fcgame") in folder and not _english_in(folder)
    assert main.moves_panel.load_file(tmp_path / "folder.fcgame") is False
    status = main.moves_panel.status.text()
    assert ("Ordner" if code == "de" else "папка") in status and "not a file" not in status


def test_find_from_a_picture_says_why_a_picture_file_cannot_be_read(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    from freecell_gui.ui.check.picture_dialog import PictureFindDialog
    from freecell_gui.ui.game.deal_model import DealModel

    install_translations(qapp, "de")
    (tmp_path / "bilder").mkdir()
    dialog = PictureFindDialog(DealModel())
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_: (str(tmp_path / "bilder"), ""))
    dialog.choose_file()
    assert dialog.message.text() == f"{tmp_path}/bilder ist ein Ordner, keine Datei"


def test_a_picture_file_that_is_a_folder_is_said_in_the_language(qapp: QApplication, tmp_path: Path) -> None:
    from freecell_gui.ui.picture.decode import PictureError, read_picture_file

    install_translations(qapp, "de")
    try:
        with pytest.raises(PictureError) as caught:
            read_picture_file(tmp_path)
    finally:
        install_translations(qapp, "en")
    with pytest.raises(UserFileError) as english:
        from freecell_gui.core.system.user_files import read_user_bytes

        read_user_bytes(tmp_path, 1000)
    said = str(caught.value)
    assert said != str(english.value) and "Ordner" in said


def test_a_write_the_system_refuses_is_said_in_the_language(qapp: QApplication, tmp_path: Path) -> None:
    """Save Game, Save Moves and Export Image say `outcome.said`: the system's reason from its errno."""
    from freecell_gui.ui.background_write import FileWrite

    target = tmp_path / "no such folder" / "game.fcgame"
    job = FileWrite(target, b"x", "Saving")
    job.start()
    outcome = job.wait(60)
    assert outcome is not None and not outcome.written and outcome.errno == errno.ENOENT
    install_translations(qapp, "de")
    try:
        german = outcome.said
    finally:
        install_translations(qapp, "en")
    assert outcome.error is not None and "cannot write" in outcome.error  # the command line's English
    assert german != outcome.said and "cannot write" not in german and "game.fcgame" in german
