"""The history's totals, one variant at a time: the statistics, each deal's best, the variants
played and the next deal not yet won.

Every query names its variant (the `game` and `cells` columns, see schema.py): a game of another
variant never counts as a game, or a win, of the standard game (FreeCell with four cells), and
the other way round. The indexes lead with the variant, so each query reads only its own games.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from typing import Any

from freecell_gui.core.deals.dealer import LAST_DEAL
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.history.records import DamagedRecordError, DealStatistics, Statistics, variant_of

_OF_VARIANT = "game = ? AND cells = ?"


def variant_values(rules: Rules) -> tuple[str, int]:
    """The `game` and `cells` columns' values of a variant."""
    return rules.building.value, rules.free_cells


def statistics(db: sqlite3.Connection, rules: Rules = FREECELL) -> Statistics:
    """Games of `rules` played (every game recorded) and won, helped wins apart, and the current
    and longest winning streaks."""
    won = helped = given_up = streak = longest = 0
    # One pass over an index in the order games ended: a streak is wins without help; a helped
    # win neither extends nor breaks it, a game given up ends it. A window function does the
    # same in SQL, but takes twice as long.
    for is_won, is_helped in db.execute(
        "SELECT result = 'won', used_hint OR used_solver FROM games "
        f"WHERE {_OF_VARIANT} AND ended IS NOT NULL ORDER BY ended, id",
        variant_values(rules),
    ):
        if not is_won:
            given_up += 1
            streak = 0
        elif is_helped:
            helped += 1
        else:
            won += 1
            streak += 1
            longest = max(longest, streak)
    in_progress = int(
        db.execute(
            f"SELECT count(*) FROM games WHERE result = 'in progress' AND {_OF_VARIANT}",
            variant_values(rules),
        ).fetchone()[0]
    )
    return Statistics(
        played=won + helped + given_up + in_progress,
        won=won,
        helped_wins=helped,
        given_up=given_up,
        in_progress=in_progress,
        current_streak=streak,
        longest_streak=longest,
        rules=rules,
    )


def variants_played(db: sqlite3.Connection) -> list[Rules]:
    """The variants with a game recorded: the standard game first (always, played or not), then
    the others by building rule and from the most free cells down. A damaged pair is passed over."""
    found: set[Rules] = set()
    # A skip scan of the index games_by_variant: one seek a variant (a dozen at most) rather than
    # a read of every record (15 ms over 100,000 games, at each opening of the dialogs).
    row = db.execute("SELECT game, cells FROM games ORDER BY game, cells LIMIT 1").fetchone()
    while row is not None:
        with contextlib.suppress(DamagedRecordError):  # a damaged pair is passed over
            found.add(variant_of(*row))
        # The next number of cells of this game, else the first of the next game: two seeks
        # (a row-value comparison seeks on the game only, then reads all its records).
        row = (
            db.execute(
                "SELECT game, cells FROM games WHERE game = ? AND cells > ? ORDER BY cells LIMIT 1", row
            ).fetchone()
            or db.execute(
                "SELECT game, cells FROM games WHERE game > ? ORDER BY game, cells LIMIT 1", row[:1]
            ).fetchone()
        )
    others = sorted(
        found - {FREECELL}, key=lambda rules: (rules.building.value != "freecell", -rules.free_cells)
    )
    return [FREECELL, *others]


# The solver's lengths (the deals table) are of FreeCell with four cells: they are shown beside
# that game's records only (the CASE), never beside a variant's.
DEAL_QUERY = """
    SELECT g.deal,
           count(*),
           sum(g.result = 'won' AND NOT (g.used_hint OR g.used_solver)),
           sum(g.result = 'won' AND (g.used_hint OR g.used_solver)),
           min(CASE WHEN g.result = 'won' AND NOT (g.used_hint OR g.used_solver) THEN g.win_moves END),
           min(CASE WHEN g.result = 'won' AND (g.used_hint OR g.used_solver) THEN g.win_moves END),
           CASE WHEN g.game = 'freecell' AND g.cells = 4 THEN d.solver_shortest END,
           g.game,
           g.cells
    FROM games AS g LEFT JOIN deals AS d ON d.deal = g.deal
    WHERE g.game = ? AND g.cells = ? AND g.deal IS NOT NULL {only}
    GROUP BY g.deal ORDER BY g.deal"""
"""Each deal's statistics under one variant (its `game` and `cells` the first two values), in the
order of the index games_by_variant_deal, so a page is read without a sort; `{only}` narrows it."""


def deal_from_row(row: tuple[Any, ...]) -> DealStatistics:
    """The statistics of a DEAL_QUERY row."""
    deal, played, won, helped, fewest, fewest_helped, shortest, game, cells = row
    return DealStatistics(deal, played, won, helped, fewest, fewest_helped, shortest, variant_of(game, cells))


def deal_statistics(
    db: sqlite3.Connection, rules: Rules = FREECELL, *, limit: int = 100, offset: int = 0
) -> list[DealStatistics]:
    """Each deal played under `rules` (by number), with your fewest moves and the solver's shortest."""
    rows = db.execute(
        DEAL_QUERY.format(only="") + " LIMIT ? OFFSET ?", (*variant_values(rules), limit, offset)
    ).fetchall()
    return [deal_from_row(row) for row in rows]


def deal_record(db: sqlite3.Connection, deal: int, rules: Rules = FREECELL) -> DealStatistics:
    """One deal's statistics under `rules` (zeros if never played; the solver's length if known
    and the variant is the standard game)."""
    row = db.execute(DEAL_QUERY.format(only="AND g.deal = ?"), (*variant_values(rules), deal)).fetchone()
    if row is not None:
        return deal_from_row(row)
    shortest = None
    if rules == FREECELL:
        found = db.execute("SELECT solver_shortest FROM deals WHERE deal = ?", (deal,)).fetchone()
        shortest = found[0] if found else None
    return DealStatistics(deal, 0, 0, 0, None, None, shortest, rules)


def every_deal(db: sqlite3.Connection) -> Iterator[DealStatistics]:
    """Each deal's statistics under each variant played (the standard game first), for export."""
    for rules in variants_played(db):
        for row in db.execute(DEAL_QUERY.format(only=""), variant_values(rules)):
            yield deal_from_row(row)


def next_unwon_deal(
    db: sqlite3.Connection, after: int, rules: Rules = FREECELL, *, helped_counts: bool = False
) -> int | None:
    """The first deal number above `after` not yet won under `rules` (a win with help counts
    only with `helped_counts`); None past the last deal."""
    candidate = max(after, 0) + 1
    helped = "" if helped_counts else "AND NOT (used_hint OR used_solver)"
    for (won,) in db.execute(
        f"SELECT DISTINCT deal FROM games WHERE result = 'won' AND {_OF_VARIANT} AND deal >= ? {helped} "
        "ORDER BY deal",
        (*variant_values(rules), candidate),
    ):
        if won != candidate:
            break
        candidate += 1
    return candidate if candidate <= LAST_DEAL else None
