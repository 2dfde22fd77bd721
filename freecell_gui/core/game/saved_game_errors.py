"""Why a saved game cannot be read or written, as a kind and its values, with the English sentence.

The reader (saved_game_reader.py) and saved_game.py raise `SavedGameError(problem, line=3,
token="colour")`: the command line (`verify`) prints its English message (`str(error)`), and the
window says the same problem as a whole sentence in the player's language from the kind and the
values (ui/game/saved_game_messages.py), never by reading the English. An error the game's text
holds of another reader (a board's, a move's, a file's) is carried whole, so the window can say
it with that reader's own messages.
"""

from __future__ import annotations

import re
import unicodedata
from enum import Enum
from pathlib import Path

from freecell_gui.core.deals.board_errors import BoardError
from freecell_gui.core.deals.dealer import LAST_DEAL
from freecell_gui.core.game.game import Rejected
from freecell_gui.core.game.notation import NotationError
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.variant import FREECELL, MAX_FREE_CELLS, Rules
from freecell_gui.core.system.user_files import UserFileError
from freecell_gui.core.system.user_text import shown_path

FORMAT_VERSION = 1
HEADER = f"# freecell-gui game {FORMAT_VERSION}"
GAME_NAMES_TEXT = "freecell or bakers"
"""The names a `game:` line takes, as the English sentence lists them."""
MAX_GAME_MOVES = 100_000
"""More moves than any game: a replay of this many takes about half a second."""
MAX_GAME_TEXT_CHARS = 1_000_000
"""The longest text read: a game of 100,000 moves fits; a larger text is refused unread."""
BOARD_CASCADES = 8


class SavedGameField(Enum):
    """A value a saved game's line gives (for "given a second time", "is a whole number")."""

    DEAL = "deal"
    AUTOPLAY = "autoplay"
    CURSOR = "cursor"
    CELLS = "cells"
    GAME = "game"


class SavedGameProblem(Enum):
    """What is wrong with a saved game. The values each kind fills are in its comment; `line`
    says where, when a line is known, and `file_name` which file, when it was read from one."""

    TEXT_TOO_LONG = "text too long"  # number: the text's length
    EMPTY = "empty"  # no values
    NOT_A_SAVED_GAME = "not a saved game"  # no values
    NEWER_FORMAT = "newer format"  # number: the version written
    UNKNOWN_FORMAT = "unknown format"  # number: the version written
    CONTROL_IN_COMMENT = "control character in a comment"  # character
    CONTROL_CHARACTER = "control character"  # character
    NOT_ASCII = "not ASCII"  # character
    GIVEN_TWICE = "given twice"  # field; number: the line it was first given on
    NOT_A_KEY_LINE = "not a key line"  # token: the line
    AUTOPLAY_NAME = "autoplay name"  # token: the value written
    CELLS_OUT_OF_RANGE = "cells out of range"  # number: the cells written
    GAME_NAME = "game name"  # token: the value written
    UNKNOWN_KEY = "unknown key"  # token: the key
    NOT_A_NUMBER = "not a number"  # field; token: the value written
    TOO_MANY_DIGITS = "too many digits"  # field; number: its digits
    DEAL_OUT_OF_RANGE = "deal out of range"  # number: the deal written
    BOARD_ON_KEY_LINE = "board on its key line"  # no values
    BOARD_LINES = "board lines"  # number: the cascade lines read
    BOARD = "board"  # board_error; number: the line of the board's first cascade
    REDO_SOURCE = "redo source"  # no values
    MOVE = "move"  # notation_error (it has its own line)
    TOO_MANY_MOVES = "too many moves"  # no values (more than MAX_GAME_MOVES)
    NO_DEAL = "no deal"  # no values
    CURSOR_MISMATCH = "cursor mismatch"  # number: the cursor; count: the moves done
    PLAIN_TOO_MANY_MOVES = "plain list too many moves"  # number: the moves
    OTHER_RULES = "other rules"  # rules: the saved game's; wanted: the rules asked for
    OTHER_AUTOPLAY = "other autoplay"  # autoplay: the saved game's; wanted_autoplay
    DOES_NOT_REPLAY = "does not replay"  # rejected; position: where it was played; to_redo
    SAVED_MOVE_NOT_A_MOVE = "saved move not a move"  # notation_error
    UNREADABLE_FILE = "unreadable file"  # file_error
    NOT_UTF8 = "not UTF-8"  # number: the first byte that is not UTF-8 (file_name says which file)
    CANNOT_WRITE = "cannot write"  # path; errno; reason: the system's, in English


_ONCE = {
    SavedGameField.DEAL: "the deal (deal: or board:)",
    SavedGameField.AUTOPLAY: "the autoplay rule",
    SavedGameField.CURSOR: "the cursor",
    SavedGameField.CELLS: "the number of free cells",
    SavedGameField.GAME: "the game",
}
_NUMBER = {
    SavedGameField.DEAL: "the deal",
    SavedGameField.CURSOR: "the cursor",
    SavedGameField.CELLS: "the number of free cells",
}

_ENGLISH = {
    SavedGameProblem.TEXT_TOO_LONG: "the text has {number:,} characters; a saved game is far shorter "
    f"(at most {MAX_GAME_TEXT_CHARS:,})",
    SavedGameProblem.EMPTY: f"the text is empty: a saved game starts with {HEADER!r}",
    SavedGameProblem.NOT_A_SAVED_GAME: f"not a freecell-gui saved game: its first line should be {HEADER!r}",
    SavedGameProblem.NEWER_FORMAT: "the game was saved in a newer format ({number}); "
    f"this version reads format {FORMAT_VERSION}",
    SavedGameProblem.UNKNOWN_FORMAT: "the game was saved in an unknown format ({number}); "
    f"this version reads format {FORMAT_VERSION}",
    SavedGameProblem.CONTROL_IN_COMMENT: "a control character ({character}) in a comment",
    SavedGameProblem.CONTROL_CHARACTER: "a control character ({character})",
    SavedGameProblem.NOT_ASCII: "{raw} ({character}) is not plain ASCII: a saved game writes its keys, moves "
    "and cards in ASCII letters and digits",
    SavedGameProblem.GIVEN_TWICE: "{once} is given a second time (first on line {number})",
    SavedGameProblem.NOT_A_KEY_LINE: "{token} is not a line of a saved game: write 'key: value'",
    SavedGameProblem.AUTOPLAY_NAME: "autoplay is ms, safe or off, not {token}",
    SavedGameProblem.CELLS_OUT_OF_RANGE: f"the free cells are 0 to {MAX_FREE_CELLS}, not {{number:,}}",
    SavedGameProblem.GAME_NAME: f"the game is {GAME_NAMES_TEXT}, not {{token}}",
    SavedGameProblem.UNKNOWN_KEY: "unknown key {token}: a saved game has deal, board, game, cells, autoplay, "
    "moves, redo, cursor",
    SavedGameProblem.NOT_A_NUMBER: "{what} is a whole number, not {token}",
    SavedGameProblem.TOO_MANY_DIGITS: "{what} has {number:,} digits: far too large",
    SavedGameProblem.DEAL_OUT_OF_RANGE: f"{{number:,}} is not a deal: deal numbers run from 1 to {LAST_DEAL:,}",
    SavedGameProblem.BOARD_ON_KEY_LINE: "the cascades follow 'board:' on lines of their own, each starting with ':'",
    SavedGameProblem.BOARD_LINES: f"a board has {BOARD_CASCADES} cascade lines starting with ':', not {{number}}",
    SavedGameProblem.REDO_SOURCE: "moves to redo say where they came from ('redo typed:', 'redo loaded:', "
    "'redo solved:'); moves done do not ('moves:')",
    SavedGameProblem.TOO_MANY_MOVES: f"more than {MAX_GAME_MOVES:,} moves: far more than any game",
    SavedGameProblem.NO_DEAL: "the saved game names no deal: it needs a 'deal:' line or a 'board:' block",
    SavedGameProblem.CURSOR_MISMATCH: "the cursor is {number:,} but {count:,} moves are done: "
    "the text is incomplete or was changed",
    SavedGameProblem.PLAIN_TOO_MANY_MOVES: f"{{number:,}} moves are far too many (at most {MAX_GAME_MOVES:,})",
}


def english_templates() -> dict[SavedGameProblem, str]:
    """Each problem's English sentence with its values as `{name}` fields (for tests that check
    no English sentence of the core reaches the window)."""
    return dict(_ENGLISH)


def excerpt(text: str) -> str:
    """A value the user wrote, quoted and cut to 24 characters, as the messages show it."""
    return repr(text if len(text) <= 24 else text[:21] + "...")


def described_char(char: str) -> str:
    """ "U+0131 LATIN SMALL LETTER DOTLESS I": a character by its code point and Unicode name."""
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")


class SavedGameError(ValueError):
    """A text or file that is not a saved game this version can use: `problem` says what, `line`
    where, the fields its values; `str()` is the English message, one line."""

    def __init__(
        self,
        problem: SavedGameProblem,
        *,
        line: int | None = None,
        file_name: str | None = None,
        token: str = "",
        character: str = "",
        number: int = 0,
        count: int = 0,
        field: SavedGameField | None = None,
        board_error: BoardError | None = None,
        notation_error: NotationError | None = None,
        file_error: UserFileError | None = None,
        rejected: Rejected | None = None,
        position: Position | None = None,
        to_redo: bool = False,
        rules: Rules = FREECELL,
        wanted: Rules = FREECELL,
        autoplay: AutoplayPolicy = AutoplayPolicy.MS,
        wanted_autoplay: AutoplayPolicy = AutoplayPolicy.MS,
        path: Path | None = None,
        errno: int | None = None,
        reason: str = "",
    ) -> None:
        self.problem = problem
        self.line = line
        self.file_name = file_name
        self.token = token
        self.character = character
        self.number = number
        self.count = count
        self.field = field
        self.board_error = board_error
        self.notation_error = notation_error
        self.file_error = file_error
        self.rejected = rejected
        self.position = position
        self.to_redo = to_redo
        self.rules = rules
        self.wanted = wanted
        self.autoplay = autoplay
        self.wanted_autoplay = wanted_autoplay
        self.path = path
        self.errno = errno
        self.reason = reason
        super().__init__(self._english())

    def in_file(self, name: str) -> SavedGameError:
        """This error, said of the file `name` (its message starts "name: ")."""
        values = dict(vars(self))
        values.pop("problem")
        values["file_name"] = name
        return SavedGameError(self.problem, **values)

    def _english(self) -> str:
        sentence = self._sentence()
        if self.line is not None:
            sentence = f"line {self.line}: {sentence}"
        if self.file_name is not None and self.problem is not SavedGameProblem.NOT_UTF8:
            sentence = f"{self.file_name}: {sentence}"
        return sentence

    def _sentence(self) -> str:
        problem = self.problem
        if problem is SavedGameProblem.BOARD and self.board_error is not None:
            # The board parser counts lines from the block's first; say where it is in the file.
            first = self.number
            message = re.sub(
                r"\bline ([0-9]{1,2})\b",
                lambda m: f"line {int(m.group(1)) + first - 1}",
                str(self.board_error),
            )
            return f"the board: {message}"
        if problem is SavedGameProblem.MOVE and self.notation_error is not None:
            return str(self.notation_error)
        if problem is SavedGameProblem.SAVED_MOVE_NOT_A_MOVE:
            return f"a saved move is not a move: {self.notation_error}"
        if problem is SavedGameProblem.UNREADABLE_FILE:
            return str(self.file_error)
        if problem is SavedGameProblem.NOT_UTF8:
            return f"{self.file_name} is not UTF-8 text (byte {self.number:,})"
        if problem is SavedGameProblem.CANNOT_WRITE:
            shown = shown_path(self.path) if self.path is not None else ""
            return f"cannot write {shown}: {self.reason[:1].lower()}{self.reason[1:]}"
        if problem is SavedGameProblem.OTHER_RULES:
            return f"the saved game is a game of {self.rules.title}, not {self.wanted.title}"
        if problem is SavedGameProblem.OTHER_AUTOPLAY:
            return (
                f"the saved game plays with autoplay {self.autoplay.value}, not {self.wanted_autoplay.value}"
            )
        if problem is SavedGameProblem.DOES_NOT_REPLAY:
            return (
                f"the moves do not replay: {self.rejected} (a move {'to redo' if self.to_redo else 'done'})"
            )
        field = self.field or SavedGameField.DEAL
        return _ENGLISH[problem].format(
            number=self.number,
            count=self.count,
            token=excerpt(self.token),
            character=described_char(self.character) if self.character else "",
            raw=repr(self.character),
            once=_ONCE[field],
            what=_NUMBER.get(field, ""),
        )
