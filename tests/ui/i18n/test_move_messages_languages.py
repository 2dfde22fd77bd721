"""Refused moves and unreadable moves in the player's language: the notation's errors, the
reason inside "Move 2 (3a) is illegal: ...", a typed move the rules refuse, and the highlight
field's complaint. In English the window says the command line's words."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.card_query import CardQueryError, parse_card_query
from freecell_gui.core.game import notation
from freecell_gui.core.game.notation import NotationError, NotationProblem, parse_moves
from freecell_gui.core.game.rules import Move
from freecell_gui.ui.game.notation_messages import notation_message, typed_move_message
from freecell_gui.ui.game.solution_dialog import load_solution_text
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.languages import TRANSLATED_LANGUAGES
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.table.refusals import MoveRefusal

# A text that the notation refuses for each reason.
REFUSED = {
    NotationProblem.NOT_A_MOVE: "3a zz",
    NotationProblem.LEAVES_HOME: "ha",
    NotationProblem.TO_WHERE_IT_IS: "33",
    NotationProblem.COUNT_NOT_BETWEEN_COLUMNS: "3av2",
    NotationProblem.NUMBER_TOO_LARGE: "Move 1234567 cards from stack 1 to stack 2",
    NotationProblem.NO_SUCH_STACK: "Move a card from stack 9 to the foundations",
    NotationProblem.NO_SUCH_FREECELL: "Move a card from freecell 5 to stack 1",
    NotationProblem.STACK_TO_ITSELF: "Move 2 cards from stack 2 to stack 2",
    NotationProblem.FREECELL_TO_ITSELF: "Move a card from freecell 2 to freecell 2",
    NotationProblem.NO_CARDS: "Move 0 cards from stack 1 to stack 2",
    NotationProblem.ONE_AT_A_TIME: "Move 2 cards from stack 1 to freecell 0",
    NotationProblem.TOO_LONG: "3a " * (notation.MAX_SOLUTION_CHARS // 3 + 1),
    NotationProblem.LOOKALIKE: "Move a card from \u017ftack 3 to the foundations",
}


def _refusal(text: str) -> NotationError:
    with pytest.raises(NotationError) as caught:
        parse_moves(text)
    return caught.value


def _english_pieces() -> list[str]:
    pieces = []
    for template in notation.english_templates().values():
        for piece in re.split(r"\{[^}]*\}", template):
            if len(re.findall(r"[A-Za-z]+", piece)) >= 3:
                pieces.append(piece.strip(" :;,()"))
    return pieces


ENGLISH_PIECES = _english_pieces()


def test_every_reason_is_refused_by_its_text() -> None:
    assert set(REFUSED) == set(NotationProblem) == set(notation.english_templates())
    assert {kind: _refusal(text).problem for kind, text in REFUSED.items()} == {
        kind: kind for kind in REFUSED
    }


@pytest.mark.parametrize("kind", list(NotationProblem), ids=str)
def test_in_english_the_window_says_what_the_command_line_says(
    qapp: QApplication, kind: NotationProblem
) -> None:
    error = _refusal(REFUSED[kind])
    assert notation_message(error) == str(error)


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_every_reason_is_said_in_the_language(qapp: QApplication, code: str) -> None:
    install_translations(qapp, code)
    for kind, text in REFUSED.items():
        error = _refusal(text)
        message = notation_message(error)
        assert message != str(error), (code, kind)
        assert not [piece for piece in ENGLISH_PIECES if piece in message], (code, kind, message)


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
    main.table_play.animations_enabled = False
    yield code, main
    main.close()
    install_translations(qapp, "en")


ILLEGAL_AFTER = {
    "de": "Zug 2 (1a) ist nicht erlaubt: Freie Zelle a ist belegt (JD)",
    "ru": "Ход 2 (1a) недопустим: свободная ячейка a занята (JD)",
}


def test_a_loaded_illegal_move_gives_the_rules_reason_in_the_language(window: tuple[str, MainWindow]) -> None:
    code, main = window
    loaded, said = load_solution_text(main.game, "1a 1a")
    assert loaded
    english = main.game.game.rejected.reason if main.game.game.rejected else ""
    assert english == "free cell a is taken (JD)"
    assert english not in said
    status = main.moves_panel.status.text()
    assert ILLEGAL_AFTER[code] in status and english not in status
    rows = main.moves_panel.rows
    last = rows.index(rows.rowCount() - 1, 0)  # the refused move's row, after the one played
    row_text = str(rows.data(last, Qt.ItemDataRole.DisplayRole))
    row_tip = str(rows.data(last, Qt.ItemDataRole.ToolTipRole))
    assert "\u2717" in row_text and english not in row_text and english not in row_tip
    assert ILLEGAL_AFTER[code].split(": ", 1)[1] in row_text and ILLEGAL_AFTER[code] in row_tip


def test_a_typed_move_the_rules_refuse_is_said_in_the_language(window: tuple[str, MainWindow]) -> None:
    code, main = window
    position = main.game.position
    main.moves_panel.move_field.setText("12")
    assert not main.moves_panel.play_typed()
    reason = MoveRefusal().reason(position, Move(0, 1, 1))
    english = position.check(Move(0, 1, 1))
    assert reason and english and reason != english
    assert main.moves_panel.move_field.toolTip() == f"12{':' if code != 'fr' else ' :'} {reason}"


def test_a_typed_move_that_is_no_move_is_said_in_the_language(window: tuple[str, MainWindow]) -> None:
    _code, main = window
    main.moves_panel.move_field.setText("hA")
    assert not main.moves_panel.play_typed()
    with pytest.raises(NotationError) as caught:
        notation.parse_move("ha")
    shown = main.moves_panel.move_field.toolTip()
    assert shown == typed_move_message(caught.value)
    assert shown.startswith("'ha'") and "cards never leave" not in shown and "line" not in shown


HIGHLIGHT_REFUSED = {
    "de": "'zz' ist keine Karte, kein Rang, keine Farbe und nicht red/black",
    "ru": "'zz' — не карта, не достоинство, не масть и не цвет red/black",
}


def test_the_highlight_field_complains_in_the_language(window: tuple[str, MainWindow]) -> None:
    code, main = window
    with pytest.raises(CardQueryError) as caught:
        parse_card_query("zz")
    assert caught.value.word == "zz"
    main.view_actions.highlight_field.setText("zz")
    shown = main.statusBar().currentMessage()
    assert shown.startswith(HIGHLIGHT_REFUSED[code]) and str(caught.value) != shown
