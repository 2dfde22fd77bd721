"""What lies beside the history never disables it: a folder, a FIFO or a link at the name of the
database or of SQLite's files beside it (-wal, -shm, -journal), a schema version changed by hand,
and records whose fields were changed by hand. Each case: what blocks is set aside (never
deleted, never opened), the history opens (its games kept when the database itself is whole),
one message says so, and the next opening says nothing."""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.history.store import HISTORY_FILE, GameResult, HistoryStore, open_history
from tests.core.save_writer import saved

Maker = Callable[[Path], None]


def make_folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("the user's")


def make_fifo(path: Path) -> None:
    os.mkfifo(path)


def make_dangling_link(path: Path) -> None:
    path.symlink_to(path.with_name("nowhere") / "gone.sqlite")


def make_link_to_folder(path: Path) -> None:
    target = path.with_name("a-folder")
    target.mkdir(exist_ok=True)
    path.symlink_to(target)


BLOCKERS: dict[str, Maker] = {
    "folder": make_folder,
    "fifo": make_fifo,
    "dangling link": make_dangling_link,
    "link to a folder": make_link_to_folder,
}


def keep_one_game(folder: Path) -> int:
    """A history with one game in progress (three moves); its id."""
    with open_history(folder).store as store:
        game_id = store.begin_game(saved(10913, 3))
    for suffix in ("-wal", "-shm"):  # closed cleanly: the log is checkpointed and removed
        assert not (folder / (HISTORY_FILE + suffix)).exists()
    return game_id


def aside(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if ".unreadable-" in path.name)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    blocked=st.dictionaries(
        st.sampled_from(["-wal", "-shm", "-journal"]), st.sampled_from(sorted(BLOCKERS)), min_size=1
    ),
    with_history=st.booleans(),
)
def test_a_neighbour_that_is_not_a_file_is_set_aside_and_the_history_goes_on(
    tmp_path_factory: pytest.TempPathFactory, blocked: dict[str, str], with_history: bool
) -> None:
    folder = tmp_path_factory.mktemp("data")
    game_id = keep_one_game(folder) if with_history else None
    for suffix, kind in blocked.items():
        BLOCKERS[kind](folder / (HISTORY_FILE + suffix))
    opened = open_history(folder)
    with opened.store as store:
        assert opened.message is not None and "\n" not in opened.message
        for suffix in blocked:
            assert f"{HISTORY_FILE}{suffix} " in opened.message
        if game_id is not None:  # the history itself was whole: its game is kept
            record = store.last_game()
            assert record is not None and record.id == game_id and record.cursor == 3
        store.save_game(store.begin_game(saved(617, 2)), saved(617, 3))
    # Set aside, never deleted: a folder keeps what it held.
    names = aside(folder)
    assert len(names) == len(blocked)
    for name in names:
        if (folder / name).is_dir() and not (folder / name).is_symlink():
            assert (folder / name / "inside.txt").read_text() == "the user's"
    again = open_history(folder)
    with again.store as store:
        assert again.message is None
        assert store.count() == (2 if with_history else 1)


@pytest.mark.parametrize("kind", sorted(BLOCKERS))
def test_the_database_name_taken_by_something_else_is_set_aside_with_one_message(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / HISTORY_FILE
    BLOCKERS[kind](path)
    opened = open_history(tmp_path)
    with opened.store as store:
        assert opened.message is not None and "a new one begins" in opened.message
        store.begin_game(saved(617, 1))
        assert store.count() == 1
    assert stat.S_ISREG(os.lstat(path).st_mode)
    assert len(aside(tmp_path)) == 1
    assert open_history(tmp_path).message is None


def test_opening_never_opens_a_fifo(tmp_path: Path) -> None:
    """A FIFO at each name at once: opening returns (a FIFO opened for reading would wait for a
    writer for ever; pytest's timeout is not needed to see it, the FIFOs must stay unopened)."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        os.mkfifo(tmp_path / (HISTORY_FILE + suffix))
    opened = open_history(tmp_path)
    opened.store.close()
    fifos = [name for name in aside(tmp_path) if stat.S_ISFIFO(os.lstat(tmp_path / name).st_mode)]
    assert len(fifos) == 4


@pytest.mark.parametrize("version", [-3, 0, 1])  # a newer one is left as it is (test_store.py)
def test_a_schema_version_that_does_not_match_the_tables_sets_the_history_aside(
    tmp_path: Path, version: int
) -> None:
    keep_one_game(tmp_path)
    with sqlite3.connect(tmp_path / HISTORY_FILE) as db:
        db.execute(f"PRAGMA user_version = {version}")
    db.close()
    opened = open_history(tmp_path)
    with opened.store as store:
        assert opened.message is not None and "a new one begins" in opened.message
        assert store.count() == 0
        store.begin_game(saved(617, 1))
    assert len(aside(tmp_path)) == 1
    assert open_history(tmp_path).message is None


def test_a_version_that_claims_tables_the_file_lacks_sets_the_history_aside(tmp_path: Path) -> None:
    keep_one_game(tmp_path)
    with sqlite3.connect(tmp_path / HISTORY_FILE) as db:
        db.execute("DROP TABLE deals")
    db.close()
    opened = open_history(tmp_path)
    with opened.store as store:
        assert opened.message is not None and "lacks tables" in opened.message
        store.record_solver_length(617, 40)


# --- one damaged record -------------------------------------------------------------------------

# A value a program other than this one could write into each column.
DAMAGE = {
    "started": st.sampled_from(["yesterday", "", "2025-13-45T99:00", "x" * 80])
    | st.integers(-(2**63), 2**63 - 1),
    "saved": st.sampled_from(["zzz", "not a date", "2025-02-30"]) | st.floats(allow_nan=False),
    "ended": st.sampled_from(["never", "31/12/2025"]),
    "cursor": st.sampled_from(["three", "3.5"]) | st.binary(max_size=4),
    "moves": st.binary(
        min_size=1, max_size=8
    ),  # text would be read, and refused as a game that does not replay
    "used_hint": st.sampled_from(["yes", "no"]),
    "win_moves": st.sampled_from(["many"]),
    "deal": st.sampled_from(["six"]),
}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), columns=st.sets(st.sampled_from(sorted(DAMAGE)), min_size=1, max_size=3))
def test_one_damaged_record_is_skipped_and_never_fatal_to_the_others(
    tmp_path_factory: pytest.TempPathFactory, data: st.DataObject, columns: set[str]
) -> None:
    folder = tmp_path_factory.mktemp("data")
    with open_history(folder).store as store:
        kept = store.begin_game(saved(10913, 3))
        store.save_game(kept, saved(10913, 4))
        damaged = store.begin_game(saved(617, 2), previous=None)
        store.finish_game(damaged, saved(617, 3), GameResult.GIVEN_UP)
        store.save_game(damaged, saved(617, 3))  # saved last: the one a start would resume
    with sqlite3.connect(folder / HISTORY_FILE) as db:
        db.execute("PRAGMA ignore_check_constraints = ON")
        for column in columns:
            db.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (data.draw(DAMAGE[column]), damaged))
    db.close()
    opened = open_history(folder)
    with opened.store as store:
        assert opened.message is None
        resumed = store.resume()
        assert resumed.record is not None and resumed.record.id == kept
        assert resumed.game is not None and resumed.game.cursor == 4
        # Said when it was passed over (a damaged save date may sort before the other's).
        assert resumed.message is None or f"game {damaged} " in resumed.message.lower()
        assert [record.id for record in store.history()] == [kept]
        assert set(store.damaged) == {damaged}
        assert store.game(damaged) is None
        assert store.statistics().given_up == 1  # the totals still count it
        assert store.export_csv(folder / "games.csv") == 1
        # Later records are kept and resumed as usual: no start adds an empty record.
        later = store.begin_game(saved(617, 0))
        store.save_game(later, saved(617, 1))
        assert store.resume().record is not None
        assert store.last_game() is not None and store.last_game().id == later  # type: ignore[union-attr]
        assert store.count() == 3


def test_a_lone_damaged_record_leaves_nothing_to_resume_and_says_so(tmp_path: Path) -> None:
    with open_history(tmp_path).store as store:
        game_id = store.begin_game(saved(10913, 3))
    with sqlite3.connect(tmp_path / HISTORY_FILE) as db:
        db.execute("UPDATE games SET started = 'the day before' WHERE id = ?", (game_id,))
    db.close()
    with HistoryStore(tmp_path / HISTORY_FILE) as store:
        resumed = store.resume()
        assert resumed.record is None and resumed.message is not None
        assert "is not a date" in resumed.message and "skipped" in resumed.message
