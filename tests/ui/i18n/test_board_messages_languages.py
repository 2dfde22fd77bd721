"""Why a pasted board cannot be read, in the player's language: each of the core's BoardError
kinds is a whole translated sentence in the window, the same words as the command line's in
English, and no English sentence of the core left inside a translated message."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals import board_errors
from freecell_gui.core.deals.board_errors import BoardError, BoardProblem
from freecell_gui.core.deals.cards import DECK, Card, Rank, Suit
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import format_board, format_json, format_rows
from freecell_gui.ui.check.board_messages import board_message
from freecell_gui.ui.check.compare_dialog import BoardDialog, ReadAs, read_board
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.languages import TRANSLATED_LANGUAGES

QUEEN_OF_SPADES = Card.of(Rank.QUEEN, Suit.SPADES)
# One error of each kind, with values as the readers give them.
SAMPLES = {
    BoardProblem.GAME_IN_PROGRESS: BoardError(BoardProblem.GAME_IN_PROGRESS),
    BoardProblem.TOO_LONG: BoardError(BoardProblem.TOO_LONG, number=60_000),
    BoardProblem.EMPTY: BoardError(BoardProblem.EMPTY),
    BoardProblem.EMPTY_PARTIAL: BoardError(BoardProblem.EMPTY_PARTIAL),
    BoardProblem.NOT_A_CARD: BoardError(BoardProblem.NOT_A_CARD, line=3, token="1X"),
    BoardProblem.NOT_A_CARD_NOR_UNKNOWN: BoardError(BoardProblem.NOT_A_CARD_NOR_UNKNOWN, line=3, token="?"),
    BoardProblem.CARD_AGAIN_SAME_LINE: BoardError(
        BoardProblem.CARD_AGAIN_SAME_LINE, line=2, card=QUEEN_OF_SPADES
    ),
    BoardProblem.CARD_AGAIN: BoardError(BoardProblem.CARD_AGAIN, line=5, card=QUEEN_OF_SPADES, number=2),
    BoardProblem.MORE_THAN_A_DECK: BoardError(BoardProblem.MORE_THAN_A_DECK, line=9),
    BoardProblem.CARDS_MISSING: BoardError(BoardProblem.CARDS_MISSING, cards=DECK[:3]),
    BoardProblem.CASCADE_LINES: BoardError(BoardProblem.CASCADE_LINES, number=7),
    BoardProblem.JSON_COLUMN_COUNT: BoardError(BoardProblem.JSON_COLUMN_COUNT, number=3),
    BoardProblem.NINTH_CASCADE: BoardError(BoardProblem.NINTH_CASCADE, line=9),
    BoardProblem.SECOND_FOUNDATIONS_LINE: BoardError(BoardProblem.SECOND_FOUNDATIONS_LINE, line=4, number=1),
    BoardProblem.SECOND_FREECELLS_LINE: BoardError(BoardProblem.SECOND_FREECELLS_LINE, line=4, number=2),
    BoardProblem.NOT_A_FOUNDATION: BoardError(BoardProblem.NOT_A_FOUNDATION, line=1, token="X-1"),
    BoardProblem.FOUNDATION_TWICE: BoardError(BoardProblem.FOUNDATION_TWICE, line=1, suit=Suit.HEARTS),
    BoardProblem.UNKNOWN_IN_FREECELL: BoardError(BoardProblem.UNKNOWN_IN_FREECELL, line=1),
    BoardProblem.TOO_MANY_FREECELLS: BoardError(BoardProblem.TOO_MANY_FREECELLS, line=1, number=5),
    BoardProblem.ROW_TOO_LONG: BoardError(BoardProblem.ROW_TOO_LONG, line=2, number=9),
    BoardProblem.SHORT_ROW_NOT_LAST: BoardError(BoardProblem.SHORT_ROW_NOT_LAST, line=2, number=3),
    BoardProblem.NOT_JSON: BoardError(BoardProblem.NOT_JSON, line=1, number=5, detail="Expecting value"),
    BoardProblem.JSON_TOO_DEEP: BoardError(BoardProblem.JSON_TOO_DEEP),
    BoardProblem.JSON_UNREADABLE: BoardError(BoardProblem.JSON_UNREADABLE, detail="Exceeds the limit"),
    BoardProblem.JSON_NOT_A_LAYOUT: BoardError(BoardProblem.JSON_NOT_A_LAYOUT),
    BoardProblem.JSON_LOOKALIKE_KEY: BoardError(BoardProblem.JSON_LOOKALIKE_KEY, token="d\u0435al"),
    BoardProblem.JSON_COLUMN_NOT_CODES: BoardError(BoardProblem.JSON_COLUMN_NOT_CODES, column=4),
    BoardProblem.JSON_DEAL_NOT_A_NUMBER: BoardError(BoardProblem.JSON_DEAL_NOT_A_NUMBER),
    BoardProblem.JSON_DEAL_OUT_OF_RANGE: BoardError(BoardProblem.JSON_DEAL_OUT_OF_RANGE, number=10**10),
    BoardProblem.NO_CARD_CODES: BoardError(BoardProblem.NO_CARD_CODES),
    BoardProblem.UNREADABLE_FILE: BoardError(BoardProblem.UNREADABLE_FILE, detail="cannot read x: denied"),
}
# Python's own words (json's reason) the window leaves out: it says where instead.
PYTHONS_WORDS = {BoardProblem.NOT_JSON, BoardProblem.JSON_UNREADABLE}
# The file's reason comes from core/system/user_files.py, in English for now.
STILL_ENGLISH = {BoardProblem.UNREADABLE_FILE}


def _english_pieces() -> list[str]:
    """The literal words of the core's English sentences, between their {values}: a message
    that holds one of these (of three words or more) carries English made by the core."""
    pieces = []
    for template in board_errors.english_templates().values():
        for piece in re.split(r"\{[^}]*\}", template):
            words = re.findall(r"[A-Za-z]+", piece)
            if len(words) >= 3:
                pieces.append(piece.strip(" :;,()"))
    return [*pieces, "cards are missing", "card is missing", "appears again"]


ENGLISH_PIECES = _english_pieces()


def _english_in(message: str) -> list[str]:
    return [piece for piece in ENGLISH_PIECES if piece in message]


def test_every_kind_has_a_sample_and_an_english_sentence() -> None:
    assert set(SAMPLES) == set(BoardProblem) == set(board_errors.english_templates())
    assert all(sample.problem is kind for kind, sample in SAMPLES.items())


@pytest.mark.parametrize("kind", [kind for kind in BoardProblem if kind not in PYTHONS_WORDS], ids=str)
def test_in_english_the_window_says_what_the_command_line_says(
    qapp: QApplication, kind: BoardProblem
) -> None:
    assert board_message(SAMPLES[kind]) == str(SAMPLES[kind])


def test_a_json_error_says_where_instead_of_pythons_words(qapp: QApplication) -> None:
    error = SAMPLES[BoardProblem.NOT_JSON]
    assert str(error) == "line 1: not valid JSON (Expecting value)"
    assert board_message(error) == "line 1: not valid JSON (at character 5 of the line)"


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_every_kind_is_said_in_the_language(qapp: QApplication, code: str) -> None:
    install_translations(qapp, code)
    for kind, error in SAMPLES.items():
        message = board_message(error)
        if kind in STILL_ENGLISH:
            continue
        assert message != str(error), (code, kind)
        assert not _english_in(message), (code, kind, message)
    missing = board_message(SAMPLES[BoardProblem.CARDS_MISSING])
    assert "Kreuz-Ass" in missing if code == "de" else "AC" in missing  # cards named the player's way


def test_counts_and_numbers_take_the_language_s_forms(qapp: QApplication) -> None:
    all_missing = BoardError(BoardProblem.CARDS_MISSING, cards=DECK)
    one_missing = BoardError(BoardProblem.CARDS_MISSING, cards=DECK[:1])
    assert board_message(all_missing) == str(all_missing)
    assert board_message(one_missing) == str(one_missing) == "1 card is missing: AC (Ace of Clubs)"
    install_translations(qapp, "ru")
    assert board_message(one_missing) == "не хватает 1 карты: AC (Туз треф)"
    assert board_message(all_missing).startswith("не хватает 52 карт: AC (Туз треф), AD (Туз бубен)")
    assert board_message(all_missing).endswith("и ещё 46")
    install_translations(qapp, "de")
    too_long = board_message(SAMPLES[BoardProblem.TOO_LONG])
    assert "60.000" in too_long and "50.000" in too_long


def _dialog_message(dialog: BoardDialog, text: str) -> str:
    dialog.error.clear()
    dialog.text.setPlainText(text)
    dialog._try_accept()
    return dialog.error.text()


@pytest.fixture
def german_dialog(qtbot: QtBot, qapp: QApplication) -> BoardDialog:
    install_translations(qapp, "de")
    dialog = BoardDialog("Brett öffnen", "&Öffnen")
    qtbot.addWidget(dialog)
    return dialog


def test_the_board_dialog_says_a_parse_error_in_german(german_dialog: BoardDialog) -> None:
    board = format_board(deal(617)).replace("JD", "1X", 1)
    message = _dialog_message(german_dialog, board)
    assert message == (
        "Das ist keine FreeCell-Auslage: Zeile 1: '1X' ist keine Karte: Schreiben Sie einen Rang "
        "(A 2-9 T J Q K oder 10) und dann eine Farbe (C D H S), etwa QS oder 10H"
    )


_LINES = [format_board(deal(617)), format_rows(deal(5)), format_json(deal(11))]
_STRAYS = st.sampled_from(
    [
        "??",
        "QS",
        "10H",
        "1X",
        "Foundations: H-5 H-3",
        "Freecells: ??",
        "Freecells: 2C 3C 4C 5C 6C",
        ":",
        "{",
        '{"columns": 3}',
        '{"deal": 0, "columns": []}',
        "Found: X-1",
        "\u212aS",
        "AS AS",
        "#",
        '"deal"',
    ]
)


@st.composite
def board_texts(draw: st.DrawFn) -> str:
    """A board in one of the formats with lines dropped, doubled, or strays put in; or any text."""
    if draw(st.booleans()):
        return draw(st.text(max_size=200))
    lines = draw(st.sampled_from(_LINES)).splitlines()
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(lines)))
        action = draw(st.sampled_from(["drop", "insert", "double", "replace"]))
        if action == "insert" or not lines:
            lines.insert(at, draw(_STRAYS))
        elif action == "drop":
            del lines[min(at, len(lines) - 1)]
        elif action == "double":
            lines.append(lines[min(at, len(lines) - 1)])
        else:
            tokens = lines[min(at, len(lines) - 1)].split()
            if tokens:
                tokens[draw(st.integers(0, len(tokens) - 1))] = draw(_STRAYS)
            lines[min(at, len(lines) - 1)] = " ".join(tokens)
    return "\n".join(lines)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=board_texts(), read_as=st.sampled_from(list(ReadAs)))
def test_no_english_sentence_of_the_core_reaches_the_german_dialog(
    german_dialog: BoardDialog, text: str, read_as: ReadAs
) -> None:
    german_dialog.read_as.setCurrentIndex(german_dialog.read_as.findData(read_as))
    message = _dialog_message(german_dialog, text)
    try:
        read_board(text, read_as)
    except BoardError as error:
        assert message.startswith("Das ist keine FreeCell-Auslage: "), message
        assert str(error) not in message
        assert not _english_in(message), (text, message)
    else:
        assert message == ""  # a board that reads is taken
