"""The history's records and totals as values: a game, the statistics, a deal's best."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum
from typing import Any

from freecell_gui.core.game.game import Game
from freecell_gui.core.game.saved_game import GameTextParts, SavedGame, join_parts, restore_game_text
from freecell_gui.core.game.variant import FREECELL, MAX_FREE_CELLS, Building, Rules
from freecell_gui.core.history.history_notices import HistoryNotice, HistoryProblem, RecordField, notice_of

HISTORY_FILE = "history.sqlite"  # in the app's data folder


class HistoryError(Exception):
    """The history cannot be used or changed; the message is one line for the user."""


Clock = Callable[[], datetime]
"""Where the store reads the time (a test passes its own)."""


class GameResult(Enum):
    """How a game stands; the value is what the database and the CSV files hold."""

    IN_PROGRESS = "in progress"
    WON = "won"
    GIVEN_UP = "given up"


def utc_now() -> datetime:
    """The time now, in UTC."""
    return datetime.now(UTC)


def stamp(moment: datetime) -> str:
    """`moment` as the database writes it: ISO 8601 in UTC, to the millisecond."""
    # One fixed form in UTC, so that text order is time order in the indexes.
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.astimezone(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game of the history, as stored."""

    id: int
    deal: int | None
    board: str | None
    started: datetime
    ended: datetime | None
    saved: datetime
    result: GameResult
    autoplay: str
    moves: str  # the `moves` lines of the saved-game text
    redo: str  # its `redo` lines
    cursor: int
    used_hint: bool
    used_solver: bool
    win_moves: int | None
    rules: Rules = FREECELL  # the variant: a record from before variants is FreeCell with four cells

    @property
    def helped(self) -> bool:
        """True if Hint or Solve was used."""
        return self.used_hint or self.used_solver

    def text(self) -> str:
        """The record as a saved-game text (what File > Save Game writes)."""
        return join_parts(
            GameTextParts(
                self.deal, self.board, self.autoplay, self.moves, self.redo, self.cursor, self.rules
            )
        )

    def restore(self) -> tuple[SavedGame, Game]:
        """The saved game and the game at its last position; SavedGameError if it does not replay."""
        return restore_game_text(self.text())


@dataclass(frozen=True, slots=True)
class Statistics:
    """The totals over every game of one variant (`rules`).

    A game played is any game recorded, whether won, won with help, given up or in progress:
    `played` is the sum of the four counts after it."""

    played: int  # every game recorded: won (alone or helped), given up and in progress
    won: int  # won without Hint or Solve
    helped_wins: int  # won with Hint or Solve, counted apart
    given_up: int
    in_progress: int
    current_streak: int  # wins without help since the last game given up
    longest_streak: int
    rules: Rules = FREECELL

    @property
    def decided(self) -> int:
        """The games the win rate counts: wins without help and games given up (wins with help
        and games in progress are in neither side)."""
        return self.won + self.given_up

    @property
    def win_rate(self) -> float | None:
        """Wins without help over `decided`; None before any."""
        return self.won / self.decided if self.decided else None


@dataclass(frozen=True, slots=True)
class DealStatistics:
    """One deal's games of one variant (`rules`): your fewest moves to win beside the solver's
    shortest (known for FreeCell with four cells only: the solver's lengths are of that game)."""

    deal: int
    played: int  # every game of this deal recorded (in progress included)
    won: int
    helped_wins: int
    fewest_moves: int | None  # the shortest win without help, in the site's count
    fewest_helped_moves: int | None
    solver_shortest: int | None
    rules: Rules = FREECELL


@dataclass(frozen=True, slots=True)
class Resumed:
    """The game to resume at start: the last game saved, restored, or why it could not be."""

    record: GameRecord | None
    saved: SavedGame | None
    game: Game | None
    message: str | None  # for the user, once, when the last game was set aside


COLUMNS = (
    "id, deal, board, started, ended, saved, result, autoplay, moves, redo, cursor, "
    "used_hint, used_solver, win_moves, game, cells"
)
"""The columns `record_from_row` reads, in its order."""


class DamagedRecordError(HistoryError):
    """A row of the history holds a value this program never writes (changed by hand, or by
    another program): the record is skipped, the others are read as usual."""


def _date(value: object, field: RecordField) -> datetime:
    if not isinstance(value, str):
        raise DamagedRecordError(
            HistoryNotice(f"its {field.value} is not a date", HistoryProblem.FIELD_NOT_A_DATE, field=field)
        )
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        written = repr(value[:40])
        raise DamagedRecordError(
            HistoryNotice(
                f"its {field.value} {written} is not a date",
                HistoryProblem.FIELD_VALUE_NOT_A_DATE,
                field=field,
                detail=written,
            )
        ) from None


def _whole(value: object, field: RecordField, *, optional: bool = False) -> Any:
    if (value is None and optional) or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise DamagedRecordError(
        HistoryNotice(
            f"its {field.value} is not a whole number", HistoryProblem.FIELD_NOT_A_NUMBER, field=field
        )
    )


def _text(value: object, field: RecordField, *, optional: bool = False) -> Any:
    if (value is None and optional) or isinstance(value, str):
        return value
    raise DamagedRecordError(
        HistoryNotice(f"its {field.value} is not text", HistoryProblem.FIELD_NOT_TEXT, field=field)
    )


def variant_of(game: object, cells: object) -> Rules:
    """The variant of a record's `game` and `cells` columns; DamagedRecordError if they are not
    values this program writes."""
    building = next((each for each in Building if each.value == game), None)
    if building is None:
        raise DamagedRecordError(HistoryNotice("its game is not one", HistoryProblem.GAME_NOT_ONE))
    if not isinstance(cells, int) or isinstance(cells, bool) or not 0 <= cells <= MAX_FREE_CELLS:
        raise DamagedRecordError(
            HistoryNotice("its number of free cells is not one", HistoryProblem.CELLS_NOT_ONE)
        )
    return Rules(cells, building)


def record_from_row(row: tuple[Any, ...]) -> GameRecord:
    """The record of a row of `SELECT {COLUMNS}`; DamagedRecordError (naming the record and the
    field) if any value is not one this program writes."""
    try:
        result = GameResult(row[6])
    except ValueError:
        raise DamagedRecordError(
            _damaged(row[0], HistoryNotice("its result is not one", HistoryProblem.RESULT_NOT_ONE))
        ) from None
    try:
        return GameRecord(
            id=_whole(row[0], RecordField.ID),
            deal=_whole(row[1], RecordField.DEAL, optional=True),
            board=_text(row[2], RecordField.BOARD, optional=True),
            started=_date(row[3], RecordField.START),
            ended=_date(row[4], RecordField.END) if row[4] is not None else None,
            saved=_date(row[5], RecordField.SAVE),
            result=result,
            autoplay=_text(row[7], RecordField.AUTOPLAY),
            moves=_text(row[8], RecordField.MOVES),
            redo=_text(row[9], RecordField.REDO),
            cursor=_whole(row[10], RecordField.CURSOR),
            used_hint=bool(_whole(row[11], RecordField.HINT_FLAG)),
            used_solver=bool(_whole(row[12], RecordField.SOLVER_FLAG)),
            win_moves=_whole(row[13], RecordField.WIN_LENGTH, optional=True),
            rules=variant_of(row[14], row[15]),
        )
    except DamagedRecordError as error:
        raise DamagedRecordError(_damaged(row[0], notice_of(error))) from None


def _damaged(record: object, what: str) -> HistoryNotice:
    return HistoryNotice(
        f"game {record} of the history is damaged: {what}",
        HistoryProblem.RECORD_DAMAGED,
        number=record if isinstance(record, int) else -1,
        detail=str(record),
        cause=what,
    )


def records_skipping_damaged(
    rows: Iterable[tuple[Any, ...]], damaged: dict[int, str]
) -> Iterator[GameRecord]:
    """The records of `rows`, a damaged one skipped and noted in `damaged` (by id, with why):
    one record changed by hand never hides the others."""
    for row in rows:
        try:
            yield record_from_row(row)
        except DamagedRecordError as error:
            damaged.setdefault(row[0] if isinstance(row[0], int) else -1, notice_of(error))


def damaged_note(damaged: dict[int, str]) -> str | None:
    """One line on the records skipped as damaged, or None."""
    if not damaged:
        return None
    first = next(iter(damaged.values()))
    more = len(damaged) - 1
    also = f" (and {more:,} more)" if more else ""
    return HistoryNotice(
        f"{first[:1].upper()}{first[1:]}{also}; it is skipped.",
        HistoryProblem.RECORDS_SKIPPED,
        cause=first,
        more=more,
    )
