"""The history's CSV files: the games, the deals' statistics and the totals.

A game's or a deal's row names its variant after the deal, in `game` (freecell or bakers, as a
saved game writes it) and `free cells` (0 to 4): a deal's row is one deal of one variant. The
totals give the standard game's rows first (FreeCell with four cells, named as before), then
each other variant's, their names saying which ("won (bakers, 2 free cells)").

A file is built in memory and written all at once by the atomic writer, so a failure never
leaves half a file, and a folder, a FIFO or a device at the chosen name is never replaced. An
export can be cancelled while its rows are read and while the file is written (a slow disk, a
pipe whose reader is slow): the file already there is then left byte for byte.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Iterator, Sequence
from enum import Enum
from pathlib import Path

from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.history.history_notices import export_not_written
from freecell_gui.core.history.records import DealStatistics, GameRecord, HistoryError, Statistics
from freecell_gui.core.system.atomic_file import WriteCancelledError, write_atomically

RowWatch = Callable[[int], bool]
"""Told how many rows have been read, every ROWS_A_WATCH rows; returns False to stop the export."""
ROWS_A_WATCH = 500
Cancelled = Callable[[], bool]
"""Asked while the file is written (see core/system/atomic_file.write_atomically): True stops it."""


class ExportCancelledError(HistoryError):
    """The export was stopped before anything was written."""


CANCELLED_MESSAGE = "the export was cancelled; nothing was written"


class CsvKind(Enum):
    """Which table a CSV file holds."""

    GAMES = "games"  # one row a game, newest first
    DEALS = "deals"  # one row a deal played: your fewest moves, the solver's shortest
    SUMMARY = "summary"  # the totals: statistic, value


HEADERS: dict[CsvKind, tuple[str, ...]] = {
    CsvKind.GAMES: (
        "id",
        "deal",
        "board",
        "game",
        "free cells",
        "started",
        "ended",
        "result",
        "autoplay",
        "moves done",
        "moves",
        "moves to redo",
        "win moves",
        "used hint",
        "used solver",
    ),
    CsvKind.DEALS: (
        "deal",
        "game",
        "free cells",
        "played",
        "won",
        "won with help",
        "fewest moves",
        "fewest moves with help",
        "solver's shortest",
    ),
    CsvKind.SUMMARY: ("statistic", "value"),
}


def plain_moves(lines: str) -> str:
    """The moves of saved-game `moves`/`redo` lines in the site's notation, one space apart
    (the lines' labels, sources and rules left out)."""
    return " ".join(move for line in lines.splitlines() for move in line.partition(":")[2].split())


def _watched(rows: Iterable[Sequence[object]], watch: RowWatch) -> Iterator[Sequence[object]]:
    for count, row in enumerate(rows, start=1):
        yield row
        if count % ROWS_A_WATCH == 0 and not watch(count):
            raise ExportCancelledError(CANCELLED_MESSAGE)


def write_csv(
    path: Path,
    kind: CsvKind,
    rows: Iterable[Sequence[object]],
    watch: RowWatch | None = None,
    cancelled: Cancelled | None = None,
) -> int:
    """Write the header of `kind` and `rows` to `path` as UTF-8 CSV; the rows written.
    HistoryError (one line) if the file cannot be written; ExportCancelledError (nothing written,
    a file already at `path` left as it was) if `watch`, told of the rows read every
    ROWS_A_WATCH, returns False, or if `cancelled` becomes true while the file is written."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(HEADERS[kind])
    count = 0
    for row in rows if watch is None else _watched(rows, watch):
        writer.writerow("" if value is None else value for value in row)
        count += 1
    try:
        write_atomically(Path(path), buffer.getvalue().encode("utf-8"), cancelled)
    except WriteCancelledError:
        raise ExportCancelledError(CANCELLED_MESSAGE) from None
    except OSError as error:
        raise HistoryError(export_not_written(Path(path), error)) from None
    return count


def game_row(record: GameRecord) -> tuple[object, ...]:
    """A game's row of the GAMES table: its moves in the site's notation, without the labels."""
    return (
        record.id,
        record.deal,
        record.board,
        *_variant(record.rules),
        record.started.isoformat(),
        record.ended.isoformat() if record.ended else None,
        record.result.value,
        record.autoplay,
        record.cursor,
        plain_moves(record.moves),
        plain_moves(record.redo),
        record.win_moves,
        int(record.used_hint),
        int(record.used_solver),
    )


def _variant(rules: Rules) -> tuple[str, int]:
    return rules.building.value, rules.free_cells


def deal_row(deal: DealStatistics) -> tuple[object, ...]:
    """A deal's row of the DEALS table (one row a deal and variant)."""
    return (
        deal.deal,
        *_variant(deal.rules),
        deal.played,
        deal.won,
        deal.helped_wins,
        deal.fewest_moves,
        deal.fewest_helped_moves,
        deal.solver_shortest,
    )


def summary_rows(every: Iterable[Statistics]) -> list[tuple[str, object]]:
    """The SUMMARY table's rows: each total by its name (played: every game recorded), the
    variants in the order given. The standard game's names are plain ("won"), as before variants;
    another variant's say which it is, as in "won (bakers, 2 free cells)"."""
    rows: list[tuple[str, object]] = []
    for totals in every:
        rate = totals.win_rate
        rules = totals.rules
        suffix = "" if rules == FREECELL else f" ({rules.building.value}, {rules.free_cells} free cells)"
        rows += [
            (name + suffix, value)
            for name, value in (
                ("played", totals.played),
                ("won", totals.won),
                ("won with help", totals.helped_wins),
                ("given up", totals.given_up),
                ("in progress", totals.in_progress),
                ("win rate", "" if rate is None else f"{rate:.4f}"),
                ("games in the win rate", totals.decided),
                ("current streak", totals.current_streak),
                ("longest streak", totals.longest_streak),
            )
        ]
    return rows
