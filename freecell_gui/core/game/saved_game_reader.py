"""Reading a saved game's text, line by line, trusting nothing (see saved_game for the format).

The size is checked by the caller before anything else; here every character outside a
comment must be printable ASCII, so a look-alike letter (U+017F, U+212A) or a control character
is refused where it stands rather than folded into a key, a move or a card (the card reader
upper-cases, and U+017F upper-cases to "S"); numbers are bounded by their digits before int()
sees them; and every line matches a pattern that cannot backtrack. Every refusal is one
SavedGameError whose `problem` says what (saved_game_errors.py) and whose `line` says where.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from freecell_gui.core.deals.dealer import LAST_DEAL, Deal, deal
from freecell_gui.core.deals.formats import BoardError, parse_board
from freecell_gui.core.game.notation import NotationError, parse_move
from freecell_gui.core.game.rules import AutoplayPolicy
from freecell_gui.core.game.saved_game_errors import (
    BOARD_CASCADES,
    FORMAT_VERSION,
    HEADER,
    MAX_GAME_MOVES,
    SavedGameError,
    SavedGameField,
    SavedGameProblem,
)
from freecell_gui.core.game.variant import FREECELL, MAX_FREE_CELLS, Building, Rules

__all__ = [
    "FORMAT_VERSION",
    "GAME_NAMES",
    "HEADER",
    "MAX_GAME_MOVES",
    "ParsedGame",
    "SavedGameError",
    "is_saved_game_text",
    "parse_game_lines",
]

GAME_NAMES = {building.value: building for building in Building}
"""The names of the `game:` line: freecell (alternate colours), bakers (Baker's Game, by suit)."""
_MAX_NUMBER_DIGITS = 12  # deal numbers have at most 10 digits, a cursor at most 6

_HEADER = re.compile(r"# freecell-gui game ([0-9]{1,6})[ \t]*", re.ASCII)
# The value is taken greedily and stripped after: a lazy pattern before trailing blanks would
# backtrack over every run of blanks in a long line.
_KEY_LINE = re.compile(r"([a-z]+(?: [a-z]+){0,2})[ \t]*:(.*)", re.ASCII)
_MOVES_KEY = re.compile(r"(moves|redo)(?: (typed|loaded|solved))?(?: (ms|safe|off))?", re.ASCII)
_DIGITS = re.compile(r"[0-9]+", re.ASCII)
_NOT_PRINTABLE_ASCII = re.compile(r"[^\t\x20-\x7e]", re.ASCII)
_BOARD_LINE = re.compile(r"[ \t]*:.*", re.ASCII)
_CASCADES = BOARD_CASCADES


@dataclass(frozen=True, slots=True)
class ParsedGame:
    """What a saved game's text says, each move with its autoplay rule (and a move to redo
    with its source's name), before the moves are replayed."""

    deal: Deal
    autoplay: AutoplayPolicy
    done: tuple[tuple[str, AutoplayPolicy], ...]
    redo: tuple[tuple[str, AutoplayPolicy, str], ...]
    rules: Rules = FREECELL


def is_saved_game_text(text: str) -> bool:
    """True if `text` starts as a saved game does (its first line names the format), whatever
    its version: `read_game_text` then reads it or says why not."""
    first = text.removeprefix("\ufeff").lstrip(" \t\r\n")[:200].split("\n", 1)[0].rstrip()
    return _HEADER.fullmatch(first) is not None


def parse_game_lines(text: str) -> ParsedGame:
    """The parts of a saved game's text (its size already checked); SavedGameError otherwise."""
    return _Reader(text).read()


class _Reader:
    """One pass over the lines of a saved game's text."""

    def __init__(self, text: str) -> None:
        text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
        self.lines = text.split("\n")
        self.number = 0
        self.seen: dict[str, int] = {}
        self.deal: Deal | None = None
        self.autoplay = AutoplayPolicy.MS
        self.cursor: int | None = None
        self.free_cells = MAX_FREE_CELLS  # a text without the lines is FreeCell with four cells
        self.building = Building.ALTERNATE_COLOURS
        # Each move with its line's rule, or None for "the game's rule", known only at the end.
        self.done: list[tuple[str, AutoplayPolicy | None]] = []
        self.redo: list[tuple[str, AutoplayPolicy | None, str]] = []

    def fail(self, problem: SavedGameProblem, **values: object) -> SavedGameError:
        return SavedGameError(problem, line=self.number, **values)  # type: ignore[arg-type]

    def read(self) -> ParsedGame:
        self._header()
        while self.number < len(self.lines):
            line = self._next()
            stripped = line.strip(" \t")
            if not stripped or stripped.startswith("#"):
                continue
            self._key_line(stripped)
        if self.deal is None:
            raise SavedGameError(SavedGameProblem.NO_DEAL)
        if self.cursor is not None and self.cursor != len(self.done):
            raise SavedGameError(
                SavedGameProblem.CURSOR_MISMATCH,
                line=self.seen["cursor"],
                number=self.cursor,
                count=len(self.done),
            )
        autoplay = self.autoplay
        return ParsedGame(
            self.deal,
            autoplay,
            tuple((text, policy or autoplay) for text, policy in self.done),
            tuple((text, policy or autoplay, source) for text, policy, source in self.redo),
            Rules(self.free_cells, self.building),
        )

    def _next(self) -> str:
        line = self.lines[self.number]
        self.number += 1
        bad = _NOT_PRINTABLE_ASCII.search(line)
        if bad is not None:
            if line.lstrip(" \t").startswith("#"):
                # A comment may be in any language; only what cannot be shown is refused.
                unshown = next(
                    (c for c in line if unicodedata.category(c) in ("Cc", "Cs") and c != "\t"), None
                )
                if unshown is None:
                    return line
                raise self.fail(SavedGameProblem.CONTROL_IN_COMMENT, character=unshown)
            char = bad.group()
            if unicodedata.category(char) == "Cc":
                raise self.fail(SavedGameProblem.CONTROL_CHARACTER, character=char)
            raise self.fail(SavedGameProblem.NOT_ASCII, character=char)
        return line

    def _header(self) -> None:
        while self.number < len(self.lines):
            first = self._next().strip(" \t")
            if first:
                break
        else:
            raise SavedGameError(SavedGameProblem.EMPTY)
        match = _HEADER.fullmatch(first)
        if match is None:
            raise self.fail(SavedGameProblem.NOT_A_SAVED_GAME)
        version = int(match.group(1))
        if version != FORMAT_VERSION:
            newer = version > FORMAT_VERSION
            problem = SavedGameProblem.NEWER_FORMAT if newer else SavedGameProblem.UNKNOWN_FORMAT
            raise self.fail(problem, number=version)

    def _once(self, key: str, field: SavedGameField) -> None:
        if key in self.seen:
            raise self.fail(SavedGameProblem.GIVEN_TWICE, field=field, number=self.seen[key])
        self.seen[key] = self.number

    def _key_line(self, line: str) -> None:
        match = _KEY_LINE.fullmatch(line)
        if match is None:
            raise self.fail(SavedGameProblem.NOT_A_KEY_LINE, token=line)
        key, value = match.group(1), match.group(2).strip(" \t")
        moves = _MOVES_KEY.fullmatch(key)
        if moves is not None:
            self._moves(moves, value)
        elif key in ("deal", "board"):
            self._once("deal", SavedGameField.DEAL)
            self.deal = self._number_deal(value) if key == "deal" else self._board(value)
        elif key == "autoplay":
            self._once(key, SavedGameField.AUTOPLAY)
            try:
                self.autoplay = AutoplayPolicy(value)
            except ValueError:
                raise self.fail(SavedGameProblem.AUTOPLAY_NAME, token=value) from None
        elif key == "cursor":
            self._once(key, SavedGameField.CURSOR)
            self.cursor = self._digits(value, SavedGameField.CURSOR)
        elif key == "cells":
            self._once(key, SavedGameField.CELLS)
            cells = self._digits(value, SavedGameField.CELLS)
            if cells > MAX_FREE_CELLS:
                raise self.fail(SavedGameProblem.CELLS_OUT_OF_RANGE, number=cells)
            self.free_cells = cells
        elif key == "game":
            self._once(key, SavedGameField.GAME)
            building = GAME_NAMES.get(value)
            if building is None:
                raise self.fail(SavedGameProblem.GAME_NAME, token=value)
            self.building = building
        else:
            raise self.fail(SavedGameProblem.UNKNOWN_KEY, token=key)

    def _digits(self, value: str, field: SavedGameField) -> int:
        if _DIGITS.fullmatch(value) is None:
            raise self.fail(SavedGameProblem.NOT_A_NUMBER, field=field, token=value)
        digits = value.lstrip("0") or "0"
        if len(digits) > _MAX_NUMBER_DIGITS:
            raise self.fail(SavedGameProblem.TOO_MANY_DIGITS, field=field, number=len(digits))
        return int(digits)

    def _number_deal(self, value: str) -> Deal:
        number = self._digits(value, SavedGameField.DEAL)
        if not 1 <= number <= LAST_DEAL:
            raise self.fail(SavedGameProblem.DEAL_OUT_OF_RANGE, number=number)
        return deal(number)

    def _board(self, value: str) -> Deal:
        if value:
            raise self.fail(SavedGameProblem.BOARD_ON_KEY_LINE)
        first = self.number + 1
        cascades: list[str] = []
        while self.number < len(self.lines) and len(cascades) <= _CASCADES:
            if _BOARD_LINE.fullmatch(self.lines[self.number]) is None:
                break
            cascades.append(self._next())
        if len(cascades) != _CASCADES:
            raise self.fail(SavedGameProblem.BOARD_LINES, number=len(cascades))
        try:
            board = parse_board("\n".join(cascades))
            return board.as_deal()
        except BoardError as error:
            raise SavedGameError(SavedGameProblem.BOARD, board_error=error, number=first) from None

    def _moves(self, key: re.Match[str], value: str) -> None:
        kind, source_name, rule = key.groups()
        if (kind == "redo") != (source_name is not None):
            raise self.fail(SavedGameProblem.REDO_SOURCE)
        policy = AutoplayPolicy(rule) if rule is not None else None
        for token in value.split():
            try:
                text = parse_move(token, self.number).text
            except NotationError as error:
                raise SavedGameError(SavedGameProblem.MOVE, notation_error=error) from None
            if len(self.done) + len(self.redo) >= MAX_GAME_MOVES:
                raise self.fail(SavedGameProblem.TOO_MANY_MOVES)
            if source_name is None:
                self.done.append((text, policy))
            else:
                self.redo.append((text, policy, source_name))
