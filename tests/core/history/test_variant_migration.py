"""The migration to schema 3 (each game's variant) on a copy of a real history of the version
before variants (data/history-schema2.sqlite, made by data/make_schema2_history.py with that
version's own store): old records become FreeCell with four cells and read as before; a kill in
the middle of the migration leaves the old schema whole; two processes opening the old file at
once both get the new schema, migrated once."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.saved_game import SavedGame
from freecell_gui.core.game.variant import FREECELL, Building, Rules
from freecell_gui.core.history.records import HISTORY_FILE
from freecell_gui.core.history.schema import SCHEMA_VERSION
from freecell_gui.core.history.store import GameResult, open_history

OLD_HISTORY = Path(__file__).parent / "data" / "history-schema2.sqlite"
BAKERS_2 = Rules(2, Building.SAME_SUIT)

# A process that opens the history and is killed (os._exit, no clean-up, no rollback) just before
# SQLite runs the named statement of the migration.
KILLED_AT = """
import os, sqlite3, sys
from pathlib import Path
real_connect = sqlite3.connect

def connect(*args, **kwargs):
    connection = real_connect(*args, **kwargs)
    connection.set_trace_callback(lambda statement: os._exit(9) if sys.argv[2] in statement else None)
    return connection

sqlite3.connect = connect
from freecell_gui.core.history.store import open_history
open_history(Path(sys.argv[1]))
"""

OPEN_AND_COUNT = """
import sys
from pathlib import Path
from freecell_gui.core.history.store import open_history
opened = open_history(Path(sys.argv[1]))
print(opened.message, opened.store.count(), opened.store.statistics().won)
"""


def _old_copy(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(OLD_HISTORY, folder / HISTORY_FILE)
    return folder


def _schema(path: Path) -> tuple[int, list[str]]:
    with sqlite3.connect(path) as raw:
        version = raw.execute("PRAGMA user_version").fetchone()[0]
        columns = [row[1] for row in raw.execute("PRAGMA table_info(games)")]
    raw.close()
    return version, columns


def test_the_old_file_is_the_schema_before_variants() -> None:
    version, columns = _schema(OLD_HISTORY)
    assert version == 2 == SCHEMA_VERSION - 1
    assert "game" not in columns and "cells" not in columns


def test_old_records_become_freecell_with_four_cells(tmp_path: Path) -> None:
    folder = _old_copy(tmp_path / "history")
    opened = open_history(folder)
    assert opened.message is None
    with opened.store as store:
        records = store.history()
        assert [record.deal for record in records] == [617, 1000, 5, 10913]
        assert {record.rules for record in records} == {FREECELL}
        assert store.variants_played() == [FREECELL]
        totals = store.statistics()
        assert (totals.played, totals.won, totals.helped_wins, totals.given_up, totals.in_progress) == (
            4,
            1,
            1,
            1,
            1,
        )
        assert store.deal_record(10913).fewest_moves == 19 and store.deal_record(10913).solver_shortest == 19
        assert store.next_unwon_deal(10912) == 10914  # an old win is a win of the standard game
        assert store.next_unwon_deal(10912, BAKERS_2) == 10913  # ... and of no variant
        resumed = store.resume()
        assert resumed.game is not None and resumed.record is not None and resumed.record.deal == 617
        assert resumed.game.position.rules == FREECELL and resumed.game.cursor == 1
        assert len(resumed.game.steps) == 3
        # A game of a variant goes in beside them.
        game_id = store.begin_game(SavedGame(deal(164), rules=BAKERS_2))
        store.finish_game(game_id, SavedGame(deal(164), rules=BAKERS_2), GameResult.GIVEN_UP)
        assert store.variants_played() == [FREECELL, BAKERS_2]
    version, columns = _schema(folder / HISTORY_FILE)
    assert version == SCHEMA_VERSION and {"game", "cells"} <= set(columns)


@pytest.mark.parametrize(
    "statement",
    ["ALTER TABLE games ADD COLUMN cells", "CREATE INDEX games_by_variant", "PRAGMA user_version = 3"],
)
def test_a_kill_during_the_migration_leaves_the_old_schema_whole(tmp_path: Path, statement: str) -> None:
    folder = _old_copy(tmp_path / "history")
    path = folder / HISTORY_FILE
    killed = subprocess.run(
        [sys.executable, "-c", KILLED_AT, str(folder), statement],
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert killed.returncode == 9, killed.stderr.decode(errors="replace")
    version, columns = _schema(path)
    assert version == 2 and "game" not in columns and "cells" not in columns
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT count(*) FROM games").fetchone()[0] == 4
    raw.close()
    # The next opening migrates it whole.
    opened = open_history(folder)
    assert opened.message is None
    with opened.store as store:
        assert store.count() == 4 and {record.rules for record in store.history()} == {FREECELL}
    assert _schema(path)[0] == SCHEMA_VERSION


def test_two_processes_opening_the_old_file_at_once_both_work(tmp_path: Path) -> None:
    folder = _old_copy(tmp_path / "history")
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", OPEN_AND_COUNT, str(folder)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for _ in range(2)
    ]
    outputs = [run.communicate(timeout=60) for run in runs]
    for run, (out, err) in zip(runs, outputs, strict=True):
        assert run.returncode == 0, err.decode(errors="replace")
        assert out.decode().split() == ["None", "4", "1"]
    assert _schema(folder / HISTORY_FILE)[0] == SCHEMA_VERSION
    assert not list(folder.glob("*.unreadable-*"))  # neither set the file aside


def test_the_variant_columns_refuse_values_never_written(tmp_path: Path) -> None:
    folder = _old_copy(tmp_path / "history")
    open_history(folder).store.close()
    with sqlite3.connect(folder / HISTORY_FILE) as raw:
        for change in ("cells = 5", "cells = -1", "game = 'spider'"):
            with pytest.raises(sqlite3.IntegrityError):
                raw.execute(f"UPDATE games SET {change} WHERE id = 1")
    raw.close()


def test_a_record_with_a_damaged_variant_is_skipped_the_others_read(tmp_path: Path) -> None:
    folder = _old_copy(tmp_path / "history")
    open_history(folder).store.close()
    with sqlite3.connect(folder / HISTORY_FILE) as raw:
        raw.execute("PRAGMA ignore_check_constraints = ON")
        raw.execute("UPDATE games SET cells = 9 WHERE deal = 1000")
    raw.close()
    with open_history(folder, check=False).store as store:
        assert [record.deal for record in store.history()] == [617, 5, 10913]
        assert "free cells" in next(iter(store.damaged.values()))
        assert store.variants_played() == [FREECELL]
