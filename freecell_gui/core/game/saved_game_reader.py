"""Reading a saved game's text, line by line, trusting nothing (see saved_game for the format).

The size is checked by the caller before anything else; here every character outside a
comment must be printable ASCII, so a look-alike letter (U+017F, U+212A) or a control character
is refused where it stands rather than folded into a key, a move or a card (the card reader
upper-cases, and U+017F upper-cases to "S"); numbers are bounded by their digits before int()
sees them; and every line matches a pattern that cannot backtrack. Every refusal is one
SavedGameError whose message names the line.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from freecell_gui.core.deals.dealer import LAST_DEAL, Deal, deal
from freecell_gui.core.deals.formats import BoardError, parse_board
from freecell_gui.core.game.notation import NotationError, parse_move
from freecell_gui.core.game.rules import AutoplayPolicy
from freecell_gui.core.game.variant import FREECELL, MAX_FREE_CELLS, Building, Rules

FORMAT_VERSION = 1
HEADER = f"# freecell-gui game {FORMAT_VERSION}"
GAME_NAMES = {building.value: building for building in Building}
"""The names of the `game:` line: freecell (alternate colours), bakers (Baker's Game, by suit)."""
MAX_GAME_MOVES = 100_000
"""More moves than any game: a replay of this many takes about half a second."""
_MAX_NUMBER_DIGITS = 12  # deal numbers have at most 10 digits, a cursor at most 6

_HEADER = re.compile(r"# freecell-gui game ([0-9]{1,6})[ \t]*", re.ASCII)
# The value is taken greedily and stripped after: a lazy pattern before trailing blanks would
# backtrack over every run of blanks in a long line.
_KEY_LINE = re.compile(r"([a-z]+(?: [a-z]+){0,2})[ \t]*:(.*)", re.ASCII)
_MOVES_KEY = re.compile(r"(moves|redo)(?: (typed|loaded|solved))?(?: (ms|safe|off))?", re.ASCII)
_DIGITS = re.compile(r"[0-9]+", re.ASCII)
_NOT_PRINTABLE_ASCII = re.compile(r"[^\t\x20-\x7e]", re.ASCII)
_BOARD_LINE = re.compile(r"[ \t]*:.*", re.ASCII)
_CASCADES = 8


class SavedGameError(ValueError):
    """A text or file that is not a saved game this version can use; the message is one line."""


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


def _shown(char: str) -> str:
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")


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

    def fail(self, message: str) -> SavedGameError:
        return SavedGameError(f"line {self.number}: {message}")

    def read(self) -> ParsedGame:
        self._header()
        while self.number < len(self.lines):
            line = self._next()
            stripped = line.strip(" \t")
            if not stripped or stripped.startswith("#"):
                continue
            self._key_line(stripped)
        if self.deal is None:
            raise SavedGameError("the saved game names no deal: it needs a 'deal:' line or a 'board:' block")
        if self.cursor is not None and self.cursor != len(self.done):
            raise SavedGameError(
                f"line {self.seen['cursor']}: the cursor is {self.cursor:,} but {len(self.done):,} moves are "
                "done: the text is incomplete or was changed"
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
                raise self.fail(f"a control character ({_shown(unshown)}) in a comment")
            char = bad.group()
            if unicodedata.category(char) == "Cc":
                raise self.fail(f"a control character ({_shown(char)})")
            raise self.fail(
                f"{char!r} ({_shown(char)}) is not plain ASCII: a saved game writes its keys, moves "
                "and cards in ASCII letters and digits"
            )
        return line

    def _header(self) -> None:
        while self.number < len(self.lines):
            first = self._next().strip(" \t")
            if first:
                break
        else:
            raise SavedGameError("the text is empty: a saved game starts with " + repr(HEADER))
        match = _HEADER.fullmatch(first)
        if match is None:
            raise self.fail(f"not a freecell-gui saved game: its first line should be {HEADER!r}")
        version = int(match.group(1))
        if version != FORMAT_VERSION:
            newer = "a newer" if version > FORMAT_VERSION else "an unknown"
            raise self.fail(
                f"the game was saved in {newer} format ({version}); this version reads format {FORMAT_VERSION}"
            )

    def _once(self, key: str, what: str) -> None:
        if key in self.seen:
            raise self.fail(f"{what} is given a second time (first on line {self.seen[key]})")
        self.seen[key] = self.number

    def _key_line(self, line: str) -> None:
        match = _KEY_LINE.fullmatch(line)
        if match is None:
            raise self.fail(f"{_excerpt(line)} is not a line of a saved game: write 'key: value'")
        key, value = match.group(1), match.group(2).strip(" \t")
        moves = _MOVES_KEY.fullmatch(key)
        if moves is not None:
            self._moves(moves, value)
        elif key in ("deal", "board"):
            self._once("deal", "the deal (deal: or board:)")
            self.deal = self._number_deal(value) if key == "deal" else self._board(value)
        elif key == "autoplay":
            self._once(key, "the autoplay rule")
            try:
                self.autoplay = AutoplayPolicy(value)
            except ValueError:
                raise self.fail(f"autoplay is ms, safe or off, not {_excerpt(value)}") from None
        elif key == "cursor":
            self._once(key, "the cursor")
            self.cursor = self._digits(value, "the cursor")
        elif key == "cells":
            self._once(key, "the number of free cells")
            cells = self._digits(value, "the number of free cells")
            if cells > MAX_FREE_CELLS:
                raise self.fail(f"the free cells are 0 to {MAX_FREE_CELLS}, not {cells:,}")
            self.free_cells = cells
        elif key == "game":
            self._once(key, "the game")
            building = GAME_NAMES.get(value)
            if building is None:
                raise self.fail(f"the game is {' or '.join(GAME_NAMES)}, not {_excerpt(value)}")
            self.building = building
        else:
            raise self.fail(
                f"unknown key {_excerpt(key)}: a saved game has deal, board, game, cells, autoplay, moves, "
                "redo, cursor"
            )

    def _digits(self, value: str, what: str) -> int:
        if _DIGITS.fullmatch(value) is None:
            raise self.fail(f"{what} is a whole number, not {_excerpt(value)}")
        digits = value.lstrip("0") or "0"
        if len(digits) > _MAX_NUMBER_DIGITS:
            raise self.fail(f"{what} has {len(digits):,} digits: far too large")
        return int(digits)

    def _number_deal(self, value: str) -> Deal:
        number = self._digits(value, "the deal")
        if not 1 <= number <= LAST_DEAL:
            raise self.fail(f"{number:,} is not a deal: deal numbers run from 1 to {LAST_DEAL:,}")
        return deal(number)

    def _board(self, value: str) -> Deal:
        if value:
            raise self.fail("the cascades follow 'board:' on lines of their own, each starting with ':'")
        first = self.number + 1
        cascades: list[str] = []
        while self.number < len(self.lines) and len(cascades) <= _CASCADES:
            if _BOARD_LINE.fullmatch(self.lines[self.number]) is None:
                break
            cascades.append(self._next())
        if len(cascades) != _CASCADES:
            raise self.fail(f"a board has {_CASCADES} cascade lines starting with ':', not {len(cascades)}")
        try:
            board = parse_board("\n".join(cascades))
            return board.as_deal()
        except BoardError as error:
            # The board parser counts lines from the block's first; say where it is in the file.
            message = re.sub(
                r"\bline ([0-9]{1,2})\b", lambda m: f"line {int(m.group(1)) + first - 1}", str(error)
            )
            raise SavedGameError(f"the board: {message}") from None

    def _moves(self, key: re.Match[str], value: str) -> None:
        kind, source_name, rule = key.groups()
        if (kind == "redo") != (source_name is not None):
            raise self.fail(
                "moves to redo say where they came from ('redo typed:', 'redo loaded:', 'redo solved:'); "
                "moves done do not ('moves:')"
            )
        policy = AutoplayPolicy(rule) if rule is not None else None
        for token in value.split():
            try:
                text = parse_move(token, self.number).text
            except NotationError as error:
                raise SavedGameError(str(error)) from None
            if len(self.done) + len(self.redo) >= MAX_GAME_MOVES:
                raise self.fail(f"more than {MAX_GAME_MOVES:,} moves: far more than any game")
            if source_name is None:
                self.done.append((text, policy))
            else:
                self.redo.append((text, policy, source_name))


def _excerpt(text: str) -> str:
    return repr(text if len(text) <= 24 else text[:21] + "...")
