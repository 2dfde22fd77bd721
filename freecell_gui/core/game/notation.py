"""Move notation: reading and writing moves as freecellgamesolutions.com and fc-solve write them.

Columns are 1-8, free cells a-d and h is home: `3a` sends column 3's top card to free cell a,
`54` moves the longest run from column 5 that fits on column 4, `bh` sends free cell b's card
home. A move into an empty column carries as many cards as allowed unless it ends with
fc-solve's `v<hex count>` suffix (`16v3`: three cards). fc-solve's verbose lines are read too:
"Move a card from stack 3 to the foundations", "Move 3 cards from stack 0 to stack 5" (its
stacks and free cells count from 0).

A written move names places, not cards, so it is resolved against the position it is played
in: `resolve` turns it into a `Move` with its card count, or says why it cannot be played.

Words are matched as ASCII only: Unicode case folding reads the long s (U+017F) as s, so
"from \u017ftack 3" would be read as a free cell. A line that reads as moves only once its
look-alike characters are normalised is refused, never passed over as prose: no move is
dropped, and none is turned into another.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from freecell_gui.core.deals.dealer import CASCADE_COUNT
from freecell_gui.core.game.rules import (
    FIRST_FREECELL,
    HOME,
    PLACE_NAMES,
    RANK,
    AutoplayPolicy,
    Move,
    Position,
    is_cascade,
)
from freecell_gui.core.system.user_text import ascii_lower, ascii_skeleton, describe_char, lookalike, quoted

MAX_SOLUTION_CHARS = 2_000_000  # far more than any real solution; a larger text is refused


class NotationProblem(Enum):
    """Why a text is not moves. The values each kind fills are in its comment."""

    NOT_A_MOVE = "not a move"  # token
    LEAVES_HOME = "leaves home"  # token
    TO_WHERE_IT_IS = "to where it is"  # token
    COUNT_NOT_BETWEEN_COLUMNS = "count not between columns"  # token
    NUMBER_TOO_LARGE = "number too large"  # token: the digits
    NO_SUCH_STACK = "no such stack"  # number: the stack written (fc-solve's, from 0)
    NO_SUCH_FREECELL = "no such freecell"  # number: the freecell written (fc-solve's, from 0)
    STACK_TO_ITSELF = "stack to itself"  # number: the stack
    FREECELL_TO_ITSELF = "freecell to itself"  # number: the freecell
    NO_CARDS = "no cards"  # number: the count written
    ONE_AT_A_TIME = "one at a time"  # no values
    TOO_LONG = "too long"  # number: the text's length (no line)
    LOOKALIKE = "look-alike"  # token: the word; character: the look-alike in it


_PLACES = "columns 1-8, free cells a-d, h for home"
_ENGLISH = {
    NotationProblem.NOT_A_MOVE: "{token} is not a move: write a source and a target, "
    + _PLACES
    + " (as 3a, 54, bh)",
    NotationProblem.LEAVES_HOME: "{token}: cards never leave home (h)",
    NotationProblem.TO_WHERE_IT_IS: "{token} moves a card to where it is",
    NotationProblem.COUNT_NOT_BETWEEN_COLUMNS: "{token}: a card count (v) is only for a run of 1 or more cards "
    "between columns",
    NotationProblem.NUMBER_TOO_LARGE: "{token} is far too large a number for a move",
    NotationProblem.NO_SUCH_STACK: f"there is no stack {{number}} (they count from 0 to {CASCADE_COUNT - 1})",
    NotationProblem.NO_SUCH_FREECELL: "there is no freecell {number} "
    f"(they count from 0 to {HOME - FIRST_FREECELL - 1})",
    NotationProblem.STACK_TO_ITSELF: "the move goes from stack {number} to itself",
    NotationProblem.FREECELL_TO_ITSELF: "the move goes from freecell {number} to itself",
    NotationProblem.NO_CARDS: "a move carries at least one card, not {number}",
    NotationProblem.ONE_AT_A_TIME: "only one card at a time goes to or from a free cell or home",
    NotationProblem.TOO_LONG: "the text has {number:,} characters; a solution is far shorter "
    f"(at most {MAX_SOLUTION_CHARS:,})",
    NotationProblem.LOOKALIKE: "{token} holds {character}, which only looks like ASCII: "
    "write moves and fc-solve's words in plain ASCII",
}


def english_templates() -> dict[NotationProblem, str]:
    """Each problem's English sentence with its values as `{name}` fields (for tests that
    check no English sentence of the core reaches the window)."""
    return dict(_ENGLISH)


class NotationError(ValueError):
    """Text that is not a list of moves: `problem` says why, `line` where (None for the whole
    text), with the values the problem names; `str()` is the English message the command line
    prints, and the window says the problem in the player's language from the kind."""

    def __init__(
        self,
        problem: NotationProblem,
        line: int | None,
        *,
        token: str = "",
        number: int = 0,
        character: str = "",
    ) -> None:
        self.problem = problem
        self.line = line
        self.token = token
        self.number = number
        self.character = character
        sentence = _ENGLISH[problem].format(
            token=quoted(token),
            number=number,
            character=describe_char(character) if character else "",
        )
        super().__init__(sentence if line is None else f"line {line}: {sentence}")


@dataclass(frozen=True, slots=True)
class WrittenMove:
    """One move as written: its places, an explicit card count if one was given, and where."""

    source: int
    target: int
    count: int | None
    text: str
    line: int

    def __str__(self) -> str:
        return self.text


# Lower case only: upper case "4H" is a card (the four of hearts) in a board that fc-solve
# prints between its moves, not the move "4h".
_MOVE = re.compile(r"^([1-8a-dh])([1-8a-dh])(?:v([0-9a-f]{1,2}))?$")
# Numbering ("1.", "12)", "(3)") and labels ("Solution:") between moves are passed over.
_NUMBERING = re.compile(r"^#?[0-9]+[.):]$|^\([0-9]+\)$|^[A-Za-z]+:$")
_VERBOSE = re.compile(
    r"move\s+(?:a\s+card|([0-9]+)\s+cards?)\s+from\s+(stack|freecell)\s+([0-9]+)\s+to\s+"
    r"(?:the\s+foundations?|(stack|freecell)\s+([0-9]+))",
    re.IGNORECASE | re.ASCII,
)
_WORD = re.compile(r"[A-Za-z]{3,}")
# A move with a mistyped count ("16vfff") is a move gone wrong, not a word of prose.
_MOVE_WITH_COUNT = re.compile(r"^[1-8a-dh][1-8a-dh]v", re.IGNORECASE | re.ASCII)
# What fc-solve prints of a board (with -p -t, or by default): card codes, "--" for an empty
# cell, "H-0" foundations, and lines headed "Foundations:", "Freecells:" or ":".
_BOARD_TOKEN = re.compile(r"^(?:(?:10|[2-9TJQKA])[CDHS]|-+|[CDHS]-(?:0|10|[2-9TJQKA]))$")
_BOARD_HEADING = re.compile(r"^\s*(?:foundations?:|freecells?:|:)", re.IGNORECASE | re.ASCII)
_SEPARATORS = re.compile(r"[\s,;]+")
_MAX_NUMBER_DIGITS = 6  # fc-solve's counts and indices are one or two digits


def _place(letter: str) -> int:
    return PLACE_NAMES.index(ascii_lower(letter))


def parse_move(token: str, line: int = 1) -> WrittenMove:
    """One move in the notation (`3a`, `54`, `bh`, `16v3`); NotationError otherwise."""
    match = _MOVE.match(token.strip())
    if match is None:
        raise NotationError(NotationProblem.NOT_A_MOVE, line, token=token)
    source, target = _place(match.group(1)), _place(match.group(2))
    if source == HOME:
        raise NotationError(NotationProblem.LEAVES_HOME, line, token=token)
    if source == target:
        raise NotationError(NotationProblem.TO_WHERE_IT_IS, line, token=token)
    count = int(match.group(3), 16) if match.group(3) else None
    if count is not None and (count < 1 or not (is_cascade(source) and is_cascade(target))):
        raise NotationError(NotationProblem.COUNT_NOT_BETWEEN_COLUMNS, line, token=token)
    return WrittenMove(source, target, count, ascii_lower(token.strip()), line)


def _small_number(digits: str, line: int) -> int:
    # ASCII digits only (the pattern says so); a huge one is refused before int() sees it, as
    # int() raises its own ValueError past 4,300 digits.
    if len(digits) > _MAX_NUMBER_DIGITS:
        raise NotationError(NotationProblem.NUMBER_TOO_LARGE, line, token=digits)
    return int(digits)


def _verbose_move(match: re.Match[str], line: int) -> WrittenMove:
    count = _small_number(match.group(1), line) if match.group(1) else 1
    source_kind, source_index = ascii_lower(match.group(2)), _small_number(match.group(3), line)
    target_kind, target_text = match.group(4), match.group(5)

    def place(kind: str, index: int) -> int:
        limit = CASCADE_COUNT if kind == "stack" else HOME - FIRST_FREECELL
        if index >= limit:
            problem = NotationProblem.NO_SUCH_STACK if kind == "stack" else NotationProblem.NO_SUCH_FREECELL
            raise NotationError(problem, line, number=index)
        return index if kind == "stack" else FIRST_FREECELL + index

    source = place(source_kind, source_index)
    target = (
        HOME if target_kind is None else place(ascii_lower(target_kind), _small_number(target_text, line))
    )
    if source == target:
        problem = (
            NotationProblem.STACK_TO_ITSELF if source_kind == "stack" else NotationProblem.FREECELL_TO_ITSELF
        )
        raise NotationError(problem, line, number=source_index)
    text = PLACE_NAMES[source] + PLACE_NAMES[target]
    explicit = count if is_cascade(source) and is_cascade(target) else None
    if count < 1:
        raise NotationError(NotationProblem.NO_CARDS, line, number=count)
    if count > 1 and explicit is None:
        raise NotationError(NotationProblem.ONE_AT_A_TIME, line)
    return WrittenMove(
        source, target, explicit, text + (f"v{count:x}" if explicit and count > 1 else ""), line
    )


def parse_moves(text: str) -> list[WrittenMove]:
    """Every move in a text: the notation (any spacing, numbered or not, ten a line or one a
    line), fc-solve's verbose output, or a mix. Lines of prose with no move in them (titles,
    "This game is solveable.") are passed over; a stray token among moves is an error."""
    return list(iter_moves(text))


def iter_moves(text: str) -> Iterator[WrittenMove]:
    """The moves of `parse_moves`, read one line at a time as they are asked for, so a replay
    that stops at an illegal move does not read the rest of a long text. NotationError as
    soon as a line is not moves."""
    if len(text) > MAX_SOLUTION_CHARS:
        raise NotationError(NotationProblem.TOO_LONG, None, number=len(text))
    for number, line in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        yield from _line_moves(line, number)


def _line_moves(line: str, number: int) -> list[WrittenMove]:
    """The moves of one line, in the order written: fc-solve's verbose moves and plain ones
    may share a line ("... to freecell 0, then 3a"); the text between verbose moves is read
    as plain notation (moves, or prose passed over)."""
    moves: list[WrittenMove] = []
    read_up_to = 0
    for match in _VERBOSE.finditer(line):
        moves += _plain_moves(line[read_up_to : match.start()], number, board_allowed=False)
        moves.append(_verbose_move(match, number))
        read_up_to = match.end()
    if read_up_to == 0:
        return _plain_moves(line, number, board_allowed=True)
    return moves + _plain_moves(line[read_up_to:], number, board_allowed=False)


def _plain_moves(text: str, number: int, board_allowed: bool) -> list[WrittenMove]:
    """Moves in the notation; [] for prose, separators, or (a whole line) a board."""
    tokens = [token for token in _SEPARATORS.split(text) if any(char.isalnum() for char in token)]
    if not tokens:
        return []  # separators such as fc-solve's "-=-=-=-", or punctuation between moves
    passed_over = board_allowed and (
        _BOARD_HEADING.match(text) is not None or all(_BOARD_TOKEN.match(token) for token in tokens)
    )
    if not passed_over:
        passed_over = (
            not any(_MOVE.match(token) or _MOVE_WITH_COUNT.match(token) for token in tokens)
            and _WORD.search(text) is not None
        )
    if passed_over:  # a board printed between the moves, or prose: a heading or a remark
        _refuse_lookalikes(text, number)
        return []
    return [parse_move(token, number) for token in tokens if not _NUMBERING.match(token)]


def _refuse_lookalikes(text: str, number: int) -> None:
    """NotationError if `text`, passed over as prose, would hold moves once its look-alike
    characters (the long s, the Kelvin sign, full-width or Greek letters) were read as ASCII."""
    if text.isascii():
        return
    char = lookalike(text)
    if char is None:
        return
    try:
        moves = _line_moves(ascii_skeleton(text), number)
    except NotationError:
        moves = None  # a move gone wrong once normalised: refused all the same
    if moves == []:
        return
    word = next((word for word in text.split() if char in word), char)
    raise NotationError(NotationProblem.LOOKALIKE, number, token=word, character=char)


def resolve(position: Position, written: WrittenMove) -> Move:
    """The move `written` stands for in `position`, with its card count.

    Onto a card, the count is the one the rank gap allows; into an empty column, as many as
    the run and the supermove limit allow, unless a `v` count is written. The result may still
    be illegal (check it with `Position.check`).
    """
    source, target, count = written.source, written.target, written.count
    if count is not None or not (is_cascade(source) and is_cascade(target)):
        return Move(source, target, count or 1)
    column = position.cascades[source]
    if not column:
        return Move(source, target, 1)
    run = position.run_length(source)
    destination = position.cascades[target]
    if destination:
        gap = RANK[destination[-1]] - RANK[column[-1]]
        # Only a gap inside the run gives a legal count; otherwise the top card is tried, and
        # the rules say why it does not fit.
        return Move(source, target, gap if 1 <= gap <= run else 1)
    return Move(source, target, max(1, min(run, position.max_move(target))))


def write_move(position: Position, move: Move, explicit: bool = False) -> str:
    """The notation for `move` played in `position`.

    A run into an empty column gets fc-solve's `v` count when it carries fewer cards than
    `resolve` would read back, or, with `explicit`, whenever it carries more than one.
    """
    text = str(move)
    if is_cascade(move.source) and is_cascade(move.target) and not position.cascades[move.target]:
        default = resolve(position, WrittenMove(move.source, move.target, None, text, 0)).size
        if move.size != default or (explicit and move.size > 1):
            text += f"v{move.size:x}"
    return text


def format_moves(texts: list[str], per_line: int = 10) -> str:
    """Moves written `per_line` to a line, separated by spaces, ending with a newline."""
    lines = [" ".join(texts[start : start + per_line]) for start in range(0, len(texts), per_line)]
    return "".join(line + "\n" for line in lines)


# --- writing solutions -------------------------------------------------------------------


def site_notation(start: Position, moves: tuple[Move, ...] | list[Move]) -> list[str]:
    """The moves as freecellgamesolutions.com writes them: Microsoft's autoplay left out, a run
    into an empty column without a count when it moves as many cards as allowed."""
    texts: list[str] = []
    position = start
    for move in moves:
        texts.append(write_move(position, move))
        position, _ = position.play(move).autoplay(AutoplayPolicy.MS)
    return texts


def explicit_notation(start: Position, moves: tuple[Move, ...] | list[Move]) -> list[str]:
    """Every move written out for a replay with autoplay off: the autoplayed cards as moves
    home, and runs of more than one card into an empty column with fc-solve's `v` count."""
    return notation_for_policy(start, moves, AutoplayPolicy.OFF)


def notation_for_policy(
    start: Position, moves: tuple[Move, ...] | list[Move], policy: AutoplayPolicy
) -> list[str]:
    """The moves written for a game that autoplays by `policy`: each card that Microsoft's
    autoplay would send home and `policy` does not gets a move of its own, and every run into
    an empty column carries its count, so the game replays exactly the solver's line."""
    texts: list[str] = []
    position = start
    for move in moves:
        texts.append(write_move(position, move, explicit=True))
        position, _ = position.play(move).autoplay(policy)
        while (home := position.autoplay_move(AutoplayPolicy.MS)) is not None:
            texts.append(write_move(position, home, explicit=True))
            position, _ = position.apply(home).autoplay(policy)
    return texts
