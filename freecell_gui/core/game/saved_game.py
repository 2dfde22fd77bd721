"""A saved game and its text file: the deal, the autoplay rule, the moves done, the moves to redo.

The text is small, readable and meant to be shared; `verify` reads it too:

    # freecell-gui game 1
    deal: 617
    autoplay: ms
    moves: 3a 54 bh 65 a7 2a 21 3b 38 1c
    moves: 16
    redo typed: 57 5d
    redo solved: 1h 12 34
    cursor: 11

* the first line names the format and its version: a text without it is not a saved game;
* `deal: N`, or `board:` and then the eight cascades as fc-solve writes a board, each line
  starting with ":" (so an empty cascade still has its line);
* `game: freecell|bakers` (the building rule) and `cells: 0..4` (the free cells): the variant
  (see variant.py), written only for a game of another variant than FreeCell with four cells,
  so a text without them is that, as every text before variants was. A version of the app from
  before variants refuses a variant's text in one line ("unknown key 'game'") rather than
  playing it under the wrong rules;
* `autoplay: ms|safe|off`: the rule the game plays later moves with (ms if left out);
* `moves:` the moves done and `redo <source>:` the moves waiting to be redone, in the site's
  notation, ten a line; a source says where a move to redo came from (typed, loaded, solved);
* a move played under another rule than the game's says so, as in `moves off: 1h 2h`: the rule
  can change midway, and a replay must send the same cards home as the game did;
* `cursor:` how many moves are done, a check against a text cut short (it must match);
* blank lines and lines starting with "#" are comments.

The reader (saved_game_reader) trusts nothing: the size is checked before anything else, every
character outside a comment must be printable ASCII, numbers are bounded by their digits; then
the moves are replayed by the rules. Every refusal is one SavedGameError naming the line.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.deals.dealer import Deal, deal
from freecell_gui.core.deals.formats import format_board
from freecell_gui.core.game.game import Game, Replay
from freecell_gui.core.game.notation import NotationError, WrittenMove, parse_move, parse_moves
from freecell_gui.core.game.rules import EMPTY, AutoplayPolicy, Position
from freecell_gui.core.game.saved_game_errors import (
    FORMAT_VERSION,
    HEADER,
    MAX_GAME_MOVES,
    MAX_GAME_TEXT_CHARS,
    SavedGameError,
    SavedGameProblem,
)
from freecell_gui.core.game.saved_game_reader import is_saved_game_text, parse_game_lines
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.system.atomic_file import write_atomically
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes

__all__ = [
    "FORMAT_VERSION",
    "HEADER",
    "MAX_GAME_MOVES",
    "MAX_GAME_TEXT_CHARS",
    "GameTextParts",
    "MoveSource",
    "RedoMove",
    "SavedGame",
    "SavedGameError",
    "SavedGameProblem",
    "SavedMove",
    "is_saved_game_text",
    "join_parts",
    "read_game_file",
    "read_game_text",
    "restore_game_text",
    "write_game_file",
]

MOVES_PER_LINE = 10


class MoveSource(Enum):
    """Where a move waiting to be redone came from."""

    TYPED = "typed"  # played on the table or typed, then undone
    LOADED = "loaded"  # a solution loaded from a file or pasted
    SOLVED = "solved"  # found by Solve


@dataclass(frozen=True, slots=True)
class SavedMove:
    """A move done: the site's notation and the autoplay rule it was played with."""

    text: str
    autoplay: AutoplayPolicy


@dataclass(frozen=True, slots=True)
class RedoMove:
    """A move waiting to be redone: its notation, its autoplay rule, and where it came from."""

    text: str
    autoplay: AutoplayPolicy
    source: MoveSource


@dataclass(frozen=True, slots=True)
class GameTextParts:
    """The parts of a saved game's text, as a store keeps them in columns of their own;
    `join_parts` makes the whole text again."""

    deal: int | None
    board: str | None  # the board block's eight ":" lines, for a deal without a number
    autoplay: str
    moves: str  # the `moves` lines
    redo: str  # the `redo` lines
    cursor: int
    rules: Rules = FREECELL


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game as saved: the deal (a number, or a custom layout), the autoplay rule, the moves
    done (the cursor stands after them), the moves waiting to be redone, and the variant it is
    played under (the free cells and the building rule)."""

    deal: Deal
    autoplay: AutoplayPolicy = AutoplayPolicy.MS
    done: tuple[SavedMove, ...] = ()
    redo: tuple[RedoMove, ...] = ()
    rules: Rules = FREECELL

    @property
    def number(self) -> int | None:
        """The deal number, or None for a custom layout."""
        return self.deal.number

    @property
    def cursor(self) -> int:
        """How many moves are done."""
        return len(self.done)

    @property
    def has_moves(self) -> bool:
        """True if any move is done or waits to be redone."""
        return bool(self.done or self.redo)

    @classmethod
    def from_game(
        cls,
        game: Game,
        deal: Deal | None = None,
        redo_sources: MoveSource | Sequence[MoveSource] = MoveSource.TYPED,
    ) -> SavedGame:
        """The saved form of `game`. `deal` is its deal (found from the game if left out);
        `redo_sources` says where each move to redo came from (one source for all, or one each).

        ValueError if the sources do not match the moves to redo, or if a game without a deal
        number does not start from a layout of 52 cards in the cascades.
        """
        steps = game.steps
        waiting = steps[game.cursor :]
        if isinstance(redo_sources, MoveSource):
            sources: Sequence[MoveSource] = [redo_sources] * len(waiting)
        else:
            sources = redo_sources
        if len(sources) != len(waiting):
            raise ValueError(f"{len(sources)} sources for {len(waiting)} moves to redo")
        return cls(
            deal if deal is not None else _deal_of(game),
            game.policy,
            tuple(SavedMove(step.text, step.policy) for step in steps[: game.cursor]),
            tuple(
                RedoMove(step.text, step.policy, source)
                for step, source in zip(waiting, sources, strict=True)
            ),
            game.start.rules,
        )

    def replay(self) -> Replay:
        """Every move (done, then to redo) played from the deal, stopping at the first illegal one."""
        game = self._game()
        return Replay(game.steps, game.rejected)

    def restore(self) -> Game:
        """The game, with its cursor after the moves done; SavedGameError if a move is illegal."""
        game = self._game()
        if game.rejected is not None:
            rejected = game.rejected
            raise SavedGameError(
                SavedGameProblem.DOES_NOT_REPLAY,
                rejected=rejected,
                position=game.position_after(rejected.number - 1),
                to_redo=rejected.number > self.cursor,
            )
        game.go_to(self.cursor)
        return game

    def parts(self) -> GameTextParts:
        """The text's parts, for a store that keeps them in columns."""
        board = None
        if self.number is None:
            board = "\n".join((": " + line).rstrip() for line in format_board(self.deal).splitlines())
        done = _move_lines("moves", ((move.text, move.autoplay, None) for move in self.done), self.autoplay)
        redo = _move_lines(
            "redo", ((move.text, move.autoplay, move.source) for move in self.redo), self.autoplay
        )
        return GameTextParts(self.number, board, self.autoplay.value, done, redo, self.cursor, self.rules)

    def to_text(self) -> str:
        """The saved game's text (see the module's description), ending with a newline."""
        return join_parts(self.parts())

    def _game(self) -> Game:
        game = Game(Position.from_deal(self.deal, self.rules), self.autoplay, self.number)
        parsed: dict[str, WrittenMove] = {}  # a game repeats a few dozen texts: each is read once

        def read(text: str) -> WrittenMove:
            move = parsed.get(text)
            if move is None:
                move = parsed[text] = parse_move(text)
            return move

        try:
            moves = [(read(move.text), move.autoplay) for move in self.done]
            moves += [(read(move.text), move.autoplay) for move in self.redo]
        except NotationError as error:
            raise SavedGameError(SavedGameProblem.SAVED_MOVE_NOT_A_MOVE, notation_error=error) from None
        game.load_played(moves)
        return game


def _deal_of(game: Game) -> Deal:
    if game.number is not None:
        return deal(game.number)
    start = game.start
    if any(card != EMPTY for card in start.freecells) or any(start.foundations):
        raise ValueError("a custom game must start with every card in the cascades")
    return Deal(None, tuple(tuple(DECK[card] for card in column) for column in start.cascades))


def _move_lines(
    kind: str, moves: Iterator[tuple[str, AutoplayPolicy, MoveSource | None]], autoplay: AutoplayPolicy
) -> str:
    """Lines of at most ten moves; a new line wherever the source or the rule changes."""
    lines: list[str] = []
    label, texts = "", list[str]()
    for text, policy, source in moves:
        key = kind + (f" {source.value}" if source is not None else "")
        key += f" {policy.value}" if policy is not autoplay else ""
        if key != label or len(texts) == MOVES_PER_LINE:
            if texts:
                lines.append(f"{label}: {' '.join(texts)}")
            label, texts = key, []
        texts.append(text)
    if texts:
        lines.append(f"{label}: {' '.join(texts)}")
    return "\n".join(lines)


def join_parts(parts: GameTextParts) -> str:
    """The whole saved-game text of `parts`."""
    rules = parts.rules
    lines = [HEADER]
    lines.append(f"deal: {parts.deal}" if parts.deal is not None else f"board:\n{parts.board}")
    if rules != FREECELL:
        lines.append(f"game: {rules.building.value}")
        lines.append(f"cells: {rules.free_cells}")
    lines.append(f"autoplay: {parts.autoplay}")
    lines.extend(part for part in (parts.moves, parts.redo) if part)
    lines.append(f"cursor: {parts.cursor}")
    return "\n".join(lines) + "\n"


# --- reading ---------------------------------------------------------------------------------


def read_game_text(
    text: str,
    *,
    check_moves: bool = True,
    deal: Deal | None = None,
    autoplay: AutoplayPolicy | None = None,
    rules: Rules | None = None,
) -> SavedGame:
    """The saved game in `text`; SavedGameError (one line) for anything it cannot use.

    With `check_moves` the moves are replayed and an illegal one refuses the text; `verify`
    passes False and replays them itself (`SavedGame.replay`) to name the first illegal move.
    A plain list of moves (a solution file, no first line) is read too when `deal` is
    given: its moves become the moves to redo (loaded), played by `autoplay` (ms if None)
    under `rules` (FreeCell if None); a saved game played under other rules than `rules` is refused.
    """
    if len(text) > MAX_GAME_TEXT_CHARS:
        raise SavedGameError(SavedGameProblem.TEXT_TOO_LONG, number=len(text))
    if not is_saved_game_text(text):
        if deal is None:
            raise SavedGameError(SavedGameProblem.NOT_A_SAVED_GAME)
        saved = _plain_moves(text, deal, autoplay or AutoplayPolicy.MS, rules or FREECELL)
    else:
        parsed = parse_game_lines(text)
        saved = SavedGame(
            parsed.deal,
            parsed.autoplay,
            tuple(SavedMove(move, policy) for move, policy in parsed.done),
            tuple(RedoMove(move, policy, MoveSource(source)) for move, policy, source in parsed.redo),
            parsed.rules,
        )
        if rules is not None and rules != saved.rules:
            raise SavedGameError(SavedGameProblem.OTHER_RULES, rules=saved.rules, wanted=rules)
        if autoplay is not None and autoplay is not saved.autoplay:
            raise SavedGameError(
                SavedGameProblem.OTHER_AUTOPLAY, autoplay=saved.autoplay, wanted_autoplay=autoplay
            )
    if check_moves:
        saved.restore()
    return saved


def restore_game_text(text: str) -> tuple[SavedGame, Game]:
    """The saved game in `text` and the game it restores (replayed once); SavedGameError otherwise."""
    saved = read_game_text(text, check_moves=False)
    return saved, saved.restore()


def _plain_moves(text: str, deal: Deal, autoplay: AutoplayPolicy, rules: Rules) -> SavedGame:
    try:
        written = parse_moves(text)
    except NotationError as error:
        raise SavedGameError(SavedGameProblem.MOVE, notation_error=error) from None
    if len(written) > MAX_GAME_MOVES:
        raise SavedGameError(SavedGameProblem.PLAIN_TOO_MANY_MOVES, number=len(written))
    # fc-solve's verbose "Move 1 card from stack 0 to stack 5" is written "16" but means one
    # card; its count is kept ("16v1"), as "16" alone would carry as many cards as allowed.
    redo = tuple(
        RedoMove(
            move.text if move.count is None or "v" in move.text else f"{move.text}v{move.count:x}",
            autoplay,
            MoveSource.LOADED,
        )
        for move in written
    )
    return SavedGame(deal, autoplay, (), redo, rules)


# --- files -------------------------------------------------------------------------------------


def read_game_file(path: Path) -> tuple[SavedGame, Game]:
    """A saved-game file and the game it restores; SavedGameError (one line) for a file that
    cannot be read (a folder, a FIFO, a device, too big, not UTF-8) or is not a saved game."""
    try:
        data = read_user_bytes(Path(path), MAX_GAME_TEXT_CHARS)
    except UserFileError as error:
        raise SavedGameError(SavedGameProblem.UNREADABLE_FILE, file_error=error) from None
    name = Path(path).name
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise SavedGameError(SavedGameProblem.NOT_UTF8, file_name=name, number=error.start) from None
    try:
        return restore_game_text(text)
    except SavedGameError as error:
        raise error.in_file(name) from None


def write_game_file(path: Path, saved: SavedGame) -> None:
    """Write the saved game's text all at once; SavedGameError (one line) if it cannot be
    written, or if `path` is a folder, a FIFO or a device (never replaced)."""
    try:
        write_atomically(Path(path), saved.to_text().encode("utf-8"))
    except OSError as error:
        raise SavedGameError(
            SavedGameProblem.CANNOT_WRITE,
            path=Path(path),
            errno=error.errno,
            reason=error.strerror or str(error),
        ) from None
