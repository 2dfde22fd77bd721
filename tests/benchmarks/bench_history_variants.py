"""The history per variant (issue 29): the totals, the deals, the variants played and the history
filtered by variant over 100,000 games, a fifth of them of other variants; and the migration of a
history of 100,000 games from the schema before variants (one transaction, at the first start of
the new version).

    python -m tests.benchmarks.bench_history_variants

The games are written straight into the file, as bench_history does (the store would take minutes
to play them): 80% FreeCell, 10% Baker's Game, 5% each of FreeCell and Baker's Game with two cells,
70% won (a tenth helped), over 32,000 deals.
"""

from __future__ import annotations

import random
import sqlite3
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from freecell_gui.core.game.variant import FREECELL, Building, Rules
from freecell_gui.core.history.records import HISTORY_FILE, stamp
from freecell_gui.core.history.schema import MIGRATIONS
from freecell_gui.core.history.store import open_history
from tests.benchmarks.harness import Figure, at_most, median_seconds

GAMES = 100_000
BAKERS = Rules(4, Building.SAME_SUIT)
BAKERS_2 = Rules(2, Building.SAME_SUIT)
SHARES = ((FREECELL, 0.80), (BAKERS, 0.10), (Rules(2), 0.05), (BAKERS_2, 0.05))


def _rows(with_variant: bool) -> list[tuple[object, ...]]:
    chooser = random.Random(29)
    moves = "\n".join(["moves: 3a 54 bh 65 a7 2a 21 3b 38 1c"] * 9)
    start = datetime(2020, 1, 1, tzinfo=UTC)
    rows: list[tuple[object, ...]] = []
    variants = [rules for rules, _share in SHARES]
    weights = [share for _rules, share in SHARES]
    for index in range(GAMES):
        result = "won" if chooser.random() < 0.7 else "given up"
        began = start + timedelta(minutes=10 * index)
        ended = stamp(began + timedelta(minutes=7))
        row: tuple[object, ...] = (
            chooser.randint(1, 32_000),
            stamp(began),
            ended,
            ended,
            result,
            moves,
            90,
            int(chooser.random() < 0.1),
            chooser.randint(70, 130) if result == "won" else None,
        )
        if with_variant:
            rules = chooser.choices(variants, weights)[0]
            row += (rules.building.value, rules.free_cells)
        rows.append(row)
    return rows


def _seed(path: Path) -> None:
    with sqlite3.connect(path) as raw:
        raw.executemany(
            "INSERT INTO games (deal, started, ended, saved, result, moves, cursor, used_hint, win_moves, "
            "game, cells) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            _rows(with_variant=True),
        )
    raw.close()


def _old_history(folder: Path) -> None:
    """A history of schema 2 (before variants) with GAMES games of FreeCell."""
    folder.mkdir()
    with sqlite3.connect(folder / HISTORY_FILE) as raw:
        for statement in (statement for steps in MIGRATIONS[:2] for statement in steps):
            raw.execute(statement)
        raw.execute("PRAGMA user_version = 2")
        raw.executemany(
            "INSERT INTO games (deal, started, ended, saved, result, moves, cursor, used_hint, win_moves) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            _rows(with_variant=False),
        )
    raw.close()


def run() -> list[Figure]:
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="bench-history-variants-") as temporary:
        folder = Path(temporary)
        with open_history(folder / "games").store as store:
            _seed(store.path)
            for name, call in (
                ("the variants played", store.variants_played),
                ("statistics of FreeCell", lambda: store.statistics(FREECELL)),
                ("statistics of Baker's Game, 2 cells", lambda: store.statistics(BAKERS_2)),
                ("per-deal statistics of FreeCell, first 100", lambda: store.deal_statistics(FREECELL)),
                (
                    "per-deal statistics of Baker's Game, 2 cells, first 100",
                    lambda: store.deal_statistics(BAKERS_2),
                ),
                ("next deal not yet won in Baker's Game", lambda: store.next_unwon_deal(0, BAKERS)),
                (
                    "history of Baker's Game, 2 cells, 100 from the middle",
                    lambda: store.history(rules=BAKERS_2, limit=100, offset=2_000),
                ),
                ("count of Baker's Game, 2 cells", lambda: store.count(rules=BAKERS_2)),
            ):
                seconds = median_seconds(call, repeats=7)
                figures.append(at_most(f"{name}, {GAMES:,} games", seconds * 1000, "ms", 100))
        _old_history(folder / "old")
        started = time.perf_counter()
        opened = open_history(folder / "old")
        migrated = time.perf_counter() - started
        assert opened.message is None and opened.store.count(rules=FREECELL) == GAMES
        opened.store.close()
        figures.append(
            at_most(
                f"open and migrate a history of {GAMES:,} games to schema 3", migrated * 1000, "ms", 2_000
            )
        )
    return figures


def main() -> int:
    """Print the figures; exit 1 if a target is missed."""
    figures = run()
    for figure in figures:
        print(figure.line())
    return 0 if all(figure.met for figure in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
