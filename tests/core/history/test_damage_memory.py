"""A damaged record is said once, not at every start: the opening says only damage not said
before (core/history/damage_memory.py), whatever lies where that is remembered."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.history import damage_memory
from freecell_gui.core.history.damage_memory import mark, remembered, said_path, unsaid
from freecell_gui.core.history.opening import open_when_free
from freecell_gui.core.history.store import HISTORY_FILE, open_history
from tests.core.save_writer import saved


def _opening_message(folder: Path) -> str:
    opening = open_when_free(folder, resume=True, cancelled=lambda: False, busy=lambda: None)
    assert opening.store is not None
    opening.store.close()
    return opening.message


def _two_games(folder: Path) -> tuple[int, int]:
    """Two games in progress: the first, then the second saved last (the one a start resumes)."""
    with open_history(folder).store as store:
        first = store.begin_game(saved(10913, 3))
        second = store.begin_game(saved(617, 2))
        store.save_game(second, saved(617, 3))
    return first, second


def _damage(folder: Path, game_id: int, column: str = "started", value: object = "yesterday") -> None:
    with sqlite3.connect(folder / HISTORY_FILE) as db:
        db.execute("PRAGMA ignore_check_constraints = ON")
        db.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, game_id))
    db.close()


def test_a_damaged_record_is_said_at_one_start_and_new_damage_again(tmp_path: Path) -> None:
    first, second = _two_games(tmp_path)
    _damage(tmp_path, second)
    said = _opening_message(tmp_path)
    assert f"Game {second} of the history is damaged" in said and "skipped" in said, said
    assert "damaged" not in _opening_message(tmp_path)  # nothing changed: nothing said
    assert "damaged" not in _opening_message(tmp_path)
    _damage(tmp_path, first, "saved", "soon")  # new damage: said, the old one not again
    said = _opening_message(tmp_path)
    assert f"Game {first} of the history is damaged" in said and f"Game {second} " not in said, said
    assert "damaged" not in _opening_message(tmp_path)


def test_the_same_record_damaged_another_way_is_new_damage(tmp_path: Path) -> None:
    _first, second = _two_games(tmp_path)
    _damage(tmp_path, second)
    assert "damaged" in _opening_message(tmp_path)
    _damage(tmp_path, second, "started", "the day before")
    assert "'the day before' is not a date" in _opening_message(tmp_path)


def test_a_history_set_aside_forgets_what_was_said(tmp_path: Path) -> None:
    _first, second = _two_games(tmp_path)
    _damage(tmp_path, second)
    _opening_message(tmp_path)
    assert remembered(tmp_path / HISTORY_FILE)
    (tmp_path / HISTORY_FILE).write_bytes(b"not a database" * 100)
    assert "moved to" in _opening_message(tmp_path)
    assert not said_path(tmp_path / HISTORY_FILE).exists()  # a new history: its ids begin again


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_whatever_lies_in_the_memory_the_damage_is_said_once_more_then_not(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    folder = tmp_path_factory.mktemp("data")
    _first, second = _two_games(folder)
    _damage(folder, second)
    said_path(folder / HISTORY_FILE).write_bytes(data)
    assert f"Game {second} of the history is damaged" in _opening_message(folder)
    assert "damaged" not in _opening_message(folder)


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_something_else_at_the_memory_s_name_is_set_aside_never_opened(tmp_path: Path, kind: str) -> None:
    _first, second = _two_games(tmp_path)
    _damage(tmp_path, second)
    memory = said_path(tmp_path / HISTORY_FILE)
    if kind == "folder":
        memory.mkdir()
        (memory / "inside.txt").write_text("the user's")
    else:
        os.mkfifo(memory)  # opened, it would wait for a writer for ever
    assert "damaged" in _opening_message(tmp_path)
    assert "damaged" not in _opening_message(tmp_path)
    (aside,) = tmp_path.glob(memory.name + ".unreadable-*")
    if kind == "folder":
        assert (aside / "inside.txt").read_text() == "the user's"  # moved, never deleted


def test_the_memory_holds_marks_not_the_records_text(tmp_path: Path) -> None:
    history = tmp_path / HISTORY_FILE
    why = "game 7 of the history is damaged: its start '\u202esecret' is not a date"
    assert unsaid(history, {7: why}) == {7: why}
    assert said_path(history).read_text() == mark(7, why) + "\n"
    assert said_path(history).read_bytes().isascii()
    assert unsaid(history, {7: why}) == {}


@pytest.mark.parametrize("target", ["another file", "nothing yet"])
def test_a_link_at_the_memory_s_name_is_set_aside_never_written_through(tmp_path: Path, target: str) -> None:
    """A link there (to another of the user's files, or to a name not made yet) was followed when
    the memory was written: the user's file was overwritten with marks, or a file was made
    wherever the link pointed. The link itself goes aside; what it points at is never touched."""
    _first, second = _two_games(tmp_path)
    _damage(tmp_path, second)
    theirs = tmp_path / "elsewhere" / "thesis.txt"
    theirs.parent.mkdir()
    if target == "another file":
        theirs.write_text("three years of work\n")
    memory = said_path(tmp_path / HISTORY_FILE)
    memory.symlink_to(theirs)
    assert "damaged" in _opening_message(tmp_path)
    assert "damaged" not in _opening_message(tmp_path)  # remembered in a file of its own
    if target == "another file":
        assert theirs.read_text() == "three years of work\n"
    else:
        assert not os.path.lexists(theirs)
    (aside,) = tmp_path.glob(memory.name + ".unreadable-*")
    assert os.readlink(aside) == str(theirs)
    assert not memory.is_symlink()


def test_damage_another_copy_remembered_meanwhile_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two copies of the app started at once, each with damage of its own to say: the one that
    writes last keeps what the other wrote after it had read (each said once, not twice)."""
    history = tmp_path / "history.sqlite"
    history.write_bytes(b"")
    real_mark = damage_memory.mark
    interleaved: list[int] = []

    def mark_while_the_other_writes(record: int, why: str) -> str:
        if not interleaved:  # this copy has read the memory: the other one says its damage now
            interleaved.append(record)
            assert damage_memory.unsaid(history, {7: "the other copy's damage"}) == {
                7: "the other copy's damage"
            }
        return real_mark(record, why)

    monkeypatch.setattr(damage_memory, "mark", mark_while_the_other_writes)
    assert damage_memory.unsaid(history, {3: "a date that does not parse"}) == {
        3: "a date that does not parse"
    }
    monkeypatch.setattr(damage_memory, "mark", real_mark)
    assert (
        damage_memory.unsaid(history, {3: "a date that does not parse", 7: "the other copy's damage"}) == {}
    )
