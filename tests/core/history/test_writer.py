"""The history's writer thread: saves in order, only the latest waiting save of a game, a flush
that waits for the disk, failures told in one line; and the store's switch to a recorded game."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.saved_game import SavedGame
from freecell_gui.core.history.store import (
    CsvKind,
    ExportCancelledError,
    GameResult,
    HistoryStore,
    open_history,
)
from freecell_gui.core.history.writer import HistoryWriter
from tests.core.save_writer import LINE_B, saved


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    opened = open_history(tmp_path / "data")
    opened.store.close()
    return tmp_path / "data"


def _store(folder: Path) -> HistoryStore:
    return open_history(folder).store


def test_a_game_begun_saved_and_won_is_written_in_order(folder: Path) -> None:
    errors: list[str] = []
    writer = HistoryWriter(folder / "history.sqlite", errors.append)
    key = writer.begin(saved(10913, 0))
    for done in range(1, len(LINE_B) + 1):
        writer.save(key, saved(10913, done))
    writer.finish(key, saved(10913, len(LINE_B)), GameResult.WON, win_moves=len(LINE_B))
    writer.record_solver_length(10913, 17)
    assert writer.close()
    assert errors == []
    with _store(folder) as store:
        (record,) = store.history()
        assert record.result is GameResult.WON and record.win_moves == len(LINE_B)
        assert store.deal_record(10913).solver_shortest == 17


def test_only_the_latest_waiting_save_of_a_game_is_kept(folder: Path) -> None:
    writer = HistoryWriter(folder / "history.sqlite", print, start=False)
    key = writer.begin(saved(10913, 0))
    for done in range(1, 10):
        writer.save(key, saved(10913, done), used_hint=done == 3)
    assert writer.pending == 2  # the begin, and one save: the ninth, with the hint kept
    writer._thread.start()
    assert writer.flush()
    with _store(folder) as store:
        (record,) = store.history()
        assert record.cursor == 9 and record.used_hint
    writer.close()


def test_a_new_deal_after_a_played_game_gives_it_up_and_switching_back_continues_it(folder: Path) -> None:
    writer = HistoryWriter(folder / "history.sqlite", print)
    first = writer.begin(saved(10913, 0))
    writer.save(first, saved(10913, 3))
    second = writer.begin(SavedGame(deal(617)), previous=first)
    assert writer.flush()
    with _store(folder) as store:
        played, fresh = sorted(store.history(), key=lambda record: record.id)
        assert played.result is GameResult.GIVEN_UP and fresh.result is GameResult.IN_PROGRESS
        # Switching from the empty game to the one given up drops the empty one.
        writer.switch(played.id, previous=second)
        writer.flush()
        assert [record.id for record in store.history()] == [played.id]
        assert store.last_game() == store.game(played.id)
    writer.close()


def test_the_window_never_waits_for_a_lock_held_by_another_process(folder: Path) -> None:
    writer = HistoryWriter(folder / "history.sqlite", print)
    key = writer.begin(saved(10913, 0))
    writer.flush()
    other = sqlite3.connect(folder / "history.sqlite", isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    # The saves return while the lock is held (the window never waits on it): were they to
    # wait, this thread would still be saving when the lock is let go, below.
    saver = threading.Thread(
        target=lambda: [writer.save(key, saved(10913, done % len(LINE_B))) for done in range(1, 50)]
    )
    saver.start()
    saver.join(60)
    assert not saver.is_alive()
    assert not writer.flush(timeout=0.3)  # still waiting on the lock
    threading.Timer(0.2, lambda: other.execute("COMMIT")).start()
    assert writer.flush()
    with _store(folder) as store:
        assert store.game(1) is not None and store.game(1).cursor == 49 % len(LINE_B)  # type: ignore[union-attr]
    writer.close()
    other.close()


def test_a_failure_is_told_in_one_line_and_the_saves_go_on(folder: Path) -> None:
    errors: list[str] = []
    writer = HistoryWriter(folder / "history.sqlite", errors.append)
    key = writer.begin(saved(10913, 0))
    writer.finish(key, saved(10913, 2), GameResult.IN_PROGRESS)  # a mistake: refused by the store
    writer.save(key, saved(10913, 4))
    writer.flush()
    assert len(errors) == 1 and "\n" not in errors[0]
    with _store(folder) as store:
        assert store.history()[0].cursor == 4
    writer.close()


def test_a_history_that_cannot_be_opened_is_told_and_nothing_hangs(tmp_path: Path) -> None:
    errors: list[str] = []
    (tmp_path / "history.sqlite").mkdir()
    writer = HistoryWriter(tmp_path / "history.sqlite", errors.append)
    writer.save(writer.begin(saved(10913, 0)), saved(10913, 1))
    assert writer.flush(timeout=2) and writer.close(timeout=2)
    assert len(errors) == 1


def test_an_export_reports_its_rows_and_can_be_cancelled(folder: Path, tmp_path: Path) -> None:
    with _store(folder) as store:
        for _ in range(1200):
            store.finish_game(store.begin_game(saved(10913, 0)), saved(10913, 2), GameResult.GIVEN_UP)
        seen: list[int] = []
        assert (
            store.export_csv(tmp_path / "all.csv", CsvKind.GAMES, lambda rows: seen.append(rows) or True)
            == 1200
        )
        assert seen == [500, 1000]
        with pytest.raises(ExportCancelledError):
            store.export_csv(tmp_path / "none.csv", CsvKind.GAMES, lambda rows: False)
        assert not (tmp_path / "none.csv").exists()
