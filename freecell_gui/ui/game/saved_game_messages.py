"""Why a saved game cannot be opened or saved, in the player's language.

The core raises a `SavedGameError` carrying its problem as a kind and its values
(core/game/saved_game_errors.py), and the command line prints its English. The window says
each kind here as a whole sentence through Qt's translation, from the kind and the values;
an error of another reader that the saved game holds (a board's, a move's, a file's) is said
by that reader's own messages, so that in English each reads as the core's words
(tests/ui/i18n/test_saved_game_messages_languages.py holds them to that).
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject

from freecell_gui.core.deals.board_errors import BoardError, BoardProblem
from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL
from freecell_gui.core.game.notation import NotationError, parse_move
from freecell_gui.core.game.saved_game_errors import (
    FORMAT_VERSION,
    HEADER,
    MAX_GAME_MOVES,
    MAX_GAME_TEXT_CHARS,
    SavedGameError,
    SavedGameField,
    SavedGameProblem,
    described_char,
    excerpt,
)
from freecell_gui.core.game.variant import MAX_FREE_CELLS
from freecell_gui.ui.check.board_messages import board_message
from freecell_gui.ui.game.notation_messages import notation_message, refusal_reason
from freecell_gui.ui.game.variant_names import variant_name
from freecell_gui.ui.i18n.file_messages import FileMessages, file_message, write_failure
from freecell_gui.ui.i18n.numbers import grouped


class SavedGameMessages(QObject):
    """The saved game's problems as sentences (a QObject for tr)."""

    def say(self, error: SavedGameError) -> str:
        """`error` in the player's language: which file, where (a line), then what."""
        sentence = self._sentence(error)
        if error.line is not None:
            sentence = self.tr("line %1: %2").replace("%1", str(error.line)).replace("%2", sentence)
        if error.file_name is not None and error.problem is not SavedGameProblem.NOT_UTF8:
            sentence = (
                self.tr("%1: %2", "a file's name, then what is wrong in it")
                .replace("%2", sentence)
                .replace("%1", error.file_name)
            )
        return sentence

    def _sentence(self, error: SavedGameError) -> str:
        problem = error.problem
        held = self._held(error)
        if held is not None:
            return held
        simple = self._without_values(problem)
        if simple is not None:
            return simple
        if problem is SavedGameProblem.GIVEN_TWICE:
            return self._given_twice(error.field).replace("%1", str(error.number))
        if problem in (SavedGameProblem.NOT_A_NUMBER, SavedGameProblem.TOO_MANY_DIGITS):
            return self._number_field(error)
        token = excerpt(error.token)
        with_token = {
            SavedGameProblem.NOT_A_KEY_LINE: self.tr("%1 is not a line of a saved game: write 'key: value'"),
            SavedGameProblem.AUTOPLAY_NAME: self.tr("autoplay is ms, safe or off, not %1"),
            SavedGameProblem.GAME_NAME: self.tr("the game is freecell or bakers, not %1"),
            SavedGameProblem.UNKNOWN_KEY: self.tr(
                "unknown key %1: a saved game has deal, board, game, cells, autoplay, moves, redo, cursor"
            ),
        }
        if problem in with_token:
            return with_token[problem].replace("%1", token)
        character = described_char(error.character) if error.character else ""
        if problem is SavedGameProblem.CONTROL_IN_COMMENT:
            return self.tr("a control character (%1) in a comment").replace("%1", character)
        if problem is SavedGameProblem.CONTROL_CHARACTER:
            return self.tr("a control character (%1)").replace("%1", character)
        if problem is SavedGameProblem.NOT_ASCII:
            return (
                self.tr(
                    "%1 (%2) is not plain ASCII: a saved game writes its keys, moves and cards "
                    "in ASCII letters and digits"
                )
                .replace("%2", character)
                .replace("%1", repr(error.character))
            )
        return self._with_numbers(error)

    def _held(self, error: SavedGameError) -> str | None:
        """An error of another reader the saved game holds, said by that reader's messages."""
        problem = error.problem
        if problem is SavedGameProblem.BOARD and error.board_error is not None:
            return self.tr("the board: %1").replace(
                "%1", board_message(_in_file(error.board_error, error.number))
            )
        if problem is SavedGameProblem.MOVE and error.notation_error is not None:
            return notation_message(error.notation_error)
        if problem is SavedGameProblem.SAVED_MOVE_NOT_A_MOVE and error.notation_error is not None:
            return self.tr("a saved move is not a move: %1").replace(
                "%1", notation_message(error.notation_error)
            )
        if problem is SavedGameProblem.UNREADABLE_FILE and error.file_error is not None:
            return file_message(error.file_error)
        if problem is SavedGameProblem.NOT_UTF8:
            return FileMessages().not_utf8(error.file_name or "", error.number)
        if problem is SavedGameProblem.CANNOT_WRITE and error.path is not None:
            return write_failure(error.path, error.errno)
        if problem is SavedGameProblem.DOES_NOT_REPLAY and error.rejected is not None:
            rejected = error.rejected
            reason = rejected.reason
            if error.position is not None:
                # A move the game read itself always parses; if not, the core's reason stays.
                with contextlib.suppress(NotationError):
                    reason = refusal_reason(error.position, parse_move(rejected.text), reason)
            text = (
                self.tr("the moves do not replay: move %1 (%2) is illegal: %3 (a move to redo)")
                if error.to_redo
                else self.tr("the moves do not replay: move %1 (%2) is illegal: %3 (a move done)")
            )
            return text.replace("%1", str(rejected.number)).replace("%2", rejected.text).replace("%3", reason)
        return None

    def _without_values(self, problem: SavedGameProblem) -> str | None:
        sentences = {
            SavedGameProblem.EMPTY: self.tr("the text is empty: a saved game starts with %1"),
            SavedGameProblem.NOT_A_SAVED_GAME: self.tr(
                "not a freecell-gui saved game: its first line should be %1"
            ),
            SavedGameProblem.BOARD_ON_KEY_LINE: self.tr(
                "the cascades follow 'board:' on lines of their own, each starting with ':'"
            ),
            SavedGameProblem.REDO_SOURCE: self.tr(
                "moves to redo say where they came from ('redo typed:', 'redo loaded:', 'redo solved:'); "
                "moves done do not ('moves:')"
            ),
            SavedGameProblem.NO_DEAL: self.tr(
                "the saved game names no deal: it needs a 'deal:' line or a 'board:' block"
            ),
        }
        sentence = sentences.get(problem)
        return sentence.replace("%1", repr(HEADER)) if sentence is not None else None

    def _given_twice(self, field: SavedGameField | None) -> str:
        sentences = {
            SavedGameField.AUTOPLAY: self.tr("the autoplay rule is given a second time (first on line %1)"),
            SavedGameField.CURSOR: self.tr("the cursor is given a second time (first on line %1)"),
            SavedGameField.CELLS: self.tr(
                "the number of free cells is given a second time (first on line %1)"
            ),
            SavedGameField.GAME: self.tr("the game is given a second time (first on line %1)"),
        }
        return sentences.get(
            field or SavedGameField.DEAL,
            self.tr("the deal (deal: or board:) is given a second time (first on line %1)"),
        )

    def _number_field(self, error: SavedGameError) -> str:
        field = error.field or SavedGameField.DEAL
        if error.problem is SavedGameProblem.NOT_A_NUMBER:
            sentences = {
                SavedGameField.CURSOR: self.tr("the cursor is a whole number, not %1"),
                SavedGameField.CELLS: self.tr("the number of free cells is a whole number, not %1"),
            }
            text = sentences.get(field, self.tr("the deal is a whole number, not %1"))
            return text.replace("%1", excerpt(error.token))
        sentences = {
            SavedGameField.CURSOR: self.tr("the cursor has %1 digits: far too large"),
            SavedGameField.CELLS: self.tr("the number of free cells has %1 digits: far too large"),
        }
        text = sentences.get(field, self.tr("the deal has %1 digits: far too large"))
        return text.replace("%1", grouped(error.number))

    def _with_numbers(self, error: SavedGameError) -> str:
        problem, number = error.problem, error.number
        if problem is SavedGameProblem.TEXT_TOO_LONG:
            text = self.tr("the text has %1 characters; a saved game is far shorter (at most %2)").replace(
                "%2", grouped(MAX_GAME_TEXT_CHARS)
            )
        elif problem is SavedGameProblem.NEWER_FORMAT:
            text = self.tr("the game was saved in a newer format (%1); this version reads format %2")
            text = text.replace("%2", str(FORMAT_VERSION))
            return text.replace("%1", str(number))
        elif problem is SavedGameProblem.UNKNOWN_FORMAT:
            text = self.tr("the game was saved in an unknown format (%1); this version reads format %2")
            text = text.replace("%2", str(FORMAT_VERSION))
            return text.replace("%1", str(number))
        elif problem is SavedGameProblem.CELLS_OUT_OF_RANGE:
            text = self.tr("the free cells are 0 to %2, not %1").replace("%2", str(MAX_FREE_CELLS))
        elif problem is SavedGameProblem.DEAL_OUT_OF_RANGE:
            text = (
                self.tr("%1 is not a deal: deal numbers run from %2 to %3")
                .replace("%2", grouped(FIRST_DEAL))
                .replace("%3", grouped(LAST_DEAL))
            )
        elif problem is SavedGameProblem.BOARD_LINES:
            return self.tr("a board has 8 cascade lines starting with ':', not %1").replace("%1", str(number))
        elif problem is SavedGameProblem.TOO_MANY_MOVES:
            return self.tr("more than %1 moves: far more than any game").replace(
                "%1", grouped(MAX_GAME_MOVES)
            )
        elif problem is SavedGameProblem.CURSOR_MISMATCH:
            text = self.tr(
                "the cursor is %1 but %2 moves are done: the text is incomplete or was changed"
            ).replace("%2", grouped(error.count))
        elif problem is SavedGameProblem.PLAIN_TOO_MANY_MOVES:
            text = self.tr("%1 moves are far too many (at most %2)").replace("%2", grouped(MAX_GAME_MOVES))
        elif problem is SavedGameProblem.OTHER_RULES:
            return (
                self.tr("the saved game is a game of %1, not %2")
                .replace("%1", variant_name(error.rules))
                .replace("%2", variant_name(error.wanted))
            )
        elif problem is SavedGameProblem.OTHER_AUTOPLAY:
            # ms, safe and off are the words of the file's `autoplay:` line, kept as written.
            return (
                self.tr("the saved game plays with autoplay %1, not %2")
                .replace("%1", error.autoplay.value)
                .replace("%2", error.wanted_autoplay.value)
            )
        else:
            return self.tr("this text is not a saved game")  # a kind the core gained since
        return text.replace("%1", grouped(number))


# The board problems whose number is a line of the board ("first on line 2"), shifted as its place is.
_NUMBER_IS_A_LINE = frozenset(
    {
        BoardProblem.CARD_AGAIN,
        BoardProblem.SECOND_FOUNDATIONS_LINE,
        BoardProblem.SECOND_FREECELLS_LINE,
        BoardProblem.SHORT_ROW_NOT_LAST,
    }
)


def _in_file(error: BoardError, first_line: int) -> BoardError:
    """`error` with its line counted in the file (the board reader counts from the block's first)."""
    if error.line is None:
        return error
    number = error.number
    if error.problem in _NUMBER_IS_A_LINE and number < 100:  # the core shifts lines of 1-2 digits
        number += first_line - 1
    shifted = BoardError(
        error.problem,
        line=error.line + first_line - 1,
        column=error.column,
        token=error.token,
        card=error.card,
        cards=error.cards,
        suit=error.suit,
        number=number,
        detail=error.detail,
    )
    return shifted


def saved_game_message(error: SavedGameError) -> str:
    """`error` as the window says it, in the player's language."""
    return SavedGameMessages().say(error)
