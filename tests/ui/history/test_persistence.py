"""Never lose a game: the game on the table is saved after every change and comes back at the next
start exactly (table, moves panel, redo list with sources, cursor); a damaged history is set
aside with one message; saving never holds up the window."""

from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import Deal, deal
from freecell_gui.core.game.notation import parse_moves, write_move
from freecell_gui.core.game.rules import HOME, AutoplayPolicy
from freecell_gui.core.game.saved_game import MoveSource
from freecell_gui.core.history.store import GameResult, open_history
from freecell_gui.ui.app import create_window
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.settings import ASK_BEFORE_LEAVING
from tests.event_loop import GapRecorder


def reopen(qtbot: QtBot, window: MainWindow, number: int | None = None) -> MainWindow:
    """Quit the window as the user does and start the app again (the same data folder)."""
    window.close()
    again = create_window(number)
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.persistence.ready)  # a deal asked for: the history opens just after
    return again


def the_game(window: MainWindow) -> tuple[object, ...]:
    """Everything that must come back: the deal, the rule, each move with its rule, the cursor,
    where each move to redo came from, the position, and the moves panel's rows."""
    model = window.game
    game = model.game
    panel = window.moves_panel
    # A loaded move the rules refuse is shown in red, but never part of the game: not kept.
    rows = [panel.list.item(row).text() for row in range(len(game.steps) + 1)]
    return (
        model.deal_model.deal,
        model.policy,
        [(step.text, step.policy) for step in game.steps],
        game.cursor,
        model.redo_sources,
        model.position,
        rows,
    )


def play_at_random(window: MainWindow, chooser: random.Random, changes: int) -> None:
    """Moves, undos, redos, jumps, solutions loaded or solved and changes of the autoplay rule,
    through the window's own models."""
    model = window.game
    for _ in range(changes):
        action = chooser.choice(["play", "play", "play", "undo", "redo", "jump", "rule", "load", "solved"])
        legal = [move for move in model.position.legal_moves() if move.target != HOME]
        if action == "play" and legal:
            assert model.play(chooser.choice(legal)) is None
        elif action == "undo":
            model.undo()
        elif action == "redo":
            model.redo()
        elif action == "jump":
            model.go_to(chooser.randint(0, len(model.game.steps)))
        elif action == "rule":
            window.play_actions.autoplay_actions[chooser.choice(list(AutoplayPolicy))].trigger()
        elif action in ("load", "solved"):
            position, texts = model.position, []
            for _ in range(chooser.randint(1, 6)):
                options = position.legal_moves()
                if not options:
                    break
                move = chooser.choice(options)
                texts.append(write_move(position, move))
                position, _ = position.play(move).autoplay(model.policy)
            if action == "load":
                window.moves_panel.load_text(" ".join(texts))
            else:
                model.load(parse_moves(" ".join(texts)), MoveSource.SOLVED)


@pytest.mark.parametrize("seed", range(6))
def test_a_random_game_comes_back_after_a_restart_exactly(
    qtbot: QtBot, window: MainWindow, seed: int
) -> None:
    chooser = random.Random(seed)
    if seed % 3 == 2:  # a custom layout (an opened board) too
        window.model.set_custom(Deal(None, tuple(reversed(deal(617).columns))))
    else:
        window.model.set_number(chooser.randint(1, 2**33 - 1))
    play_at_random(window, chooser, 40)
    before = the_game(window)
    status = window.moves_panel.status.text() if window.game.game.rejected is None else None
    again = reopen(qtbot, window)
    assert the_game(again) == before
    assert status is None or again.moves_panel.status.text() == status
    assert [item.card.index for item in again.scene.cascades[0].cards] == list(
        again.game.position.cascades[0]
    )
    # And it goes on: a move after the restart is saved too.
    play_at_random(again, chooser, 5)
    before = the_game(again)
    assert the_game(reopen(qtbot, again)) == before


def test_a_deal_asked_for_opens_and_the_game_saved_stays_in_the_history(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.model.set_number(10913)
    window.game.play(window.game.position.legal_moves()[0])
    again = reopen(qtbot, window, 617)
    assert again.model.number == 617 and again.game.game.cursor == 0
    store = again.persistence.store
    assert store is not None
    again.persistence.flush()
    kept = [record for record in store.history() if record.deal == 10913]
    assert len(kept) == 1 and kept[0].result is GameResult.IN_PROGRESS and kept[0].cursor == 1
    # Deal 617 was only looked at (no record): without --deal, the game in progress comes back.
    assert all(record.deal != 617 for record in store.history())
    third = reopen(qtbot, again)
    assert third.model.number == 10913 and third.game.game.cursor == 1


def test_quit_saves_the_last_move_before_the_window_goes(
    qtbot: QtBot, window: MainWindow, isolated_data: Path
) -> None:
    window.model.set_number(10913)
    for _ in range(3):
        window.game.play(window.game.position.legal_moves()[0])
    window.close()
    with open_history(isolated_data).store as store:
        record = store.last_game()
        assert record is not None and record.deal == 10913 and record.cursor == 3


def test_a_damaged_history_is_set_aside_with_one_message(
    qtbot: QtBot, window: MainWindow, isolated_data: Path
) -> None:
    window.model.set_number(10913)
    window.close()
    history = isolated_data / "history.sqlite"
    data = bytearray(history.read_bytes())
    data[100:4000] = b"\xa5" * 3900  # the first page's schema, scribbled over
    history.write_bytes(bytes(data))
    again = create_window()
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.persistence.ready)  # opened on a worker
    message = again.statusBar().currentMessage()
    assert message.count("game history") == 1 and "unreadable-" in message, message
    assert len(list(isolated_data.glob("history.sqlite.unreadable-*"))) == 1
    assert again.model.number == 10913  # a fresh game of the deal shown last (the settings keep it)
    assert again.game.game.cursor == 0 and again.persistence.keeping
    third = reopen(qtbot, again)
    assert "game history" not in third.statusBar().currentMessage()  # said once


def test_a_saved_game_that_no_longer_replays_is_set_aside_with_one_message(
    qtbot: QtBot, window: MainWindow, isolated_data: Path
) -> None:
    window.model.set_number(10913)
    window.game.play(window.game.position.legal_moves()[0])
    window.close()
    with sqlite3.connect(isolated_data / "history.sqlite") as raw:
        raw.execute("UPDATE games SET moves = 'moves: 1h 1h 1h'")  # changed by hand: illegal
    again = create_window()
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.persistence.ready)  # opened on a worker
    message = again.statusBar().currentMessage()
    assert "could not be restored" in message and "a new deal begins" in message, message
    assert list(isolated_data.glob("game-*.txt.unreadable-*"))
    assert again.game.game.cursor == 0


def test_a_foreign_file_in_place_of_the_history_is_set_aside(qtbot: QtBot, isolated_data: Path) -> None:
    isolated_data.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(isolated_data / "history.sqlite") as raw:
        raw.execute("CREATE TABLE photos (name TEXT)")
    window = create_window(617)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.persistence.ready)  # opened just after the first paint
    assert "another program's database" in window.statusBar().currentMessage()
    assert window.persistence.keeping


def test_a_newer_versions_history_is_left_as_it_is_and_the_game_still_plays(
    qtbot: QtBot, isolated_data: Path
) -> None:
    """Found by an outside pass: an older version set a newer one's history aside (both then
    showed no games). The file stays byte for byte; this session keeps no games and says so."""
    from freecell_gui.core.history.schema import SCHEMA_VERSION

    isolated_data.mkdir(parents=True, exist_ok=True)
    path = isolated_data / "history.sqlite"
    with sqlite3.connect(path) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    before = path.read_bytes()
    window = create_window(617)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: "newer freecell-gui" in window.statusBar().currentMessage())
    assert "games are not kept this session" in window.statusBar().currentMessage()
    assert not window.persistence.keeping
    assert window.game.play_written(parse_moves("1a")[0]) is None  # the game still plays
    window.close()
    assert path.read_bytes() == before
    assert sorted(item.name for item in isolated_data.iterdir() if "unreadable" in item.name) == []


def test_a_history_that_cannot_be_kept_is_said_and_the_game_still_plays(
    qtbot: QtBot, isolated_data: Path
) -> None:
    isolated_data.parent.mkdir(parents=True, exist_ok=True)
    isolated_data.write_text("a file where the folder should be")
    window = create_window(617)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.persistence.ready)
    assert "not kept this session" in window.statusBar().currentMessage()
    assert not window.persistence.keeping
    assert window.game.play(window.game.position.legal_moves()[0]) is None
    assert not window.history_actions.statistics_action.isEnabled()
    window.close()


def test_saving_never_holds_up_the_window_even_when_another_process_holds_the_lock(
    qtbot: QtBot, window: MainWindow, isolated_data: Path
) -> None:
    """Each change's save costs the window's thread a fraction of a millisecond (the saved form
    is built; the writer thread writes), and a 5 ms timer sees the event loop run on, even
    while another process holds the history's write lock."""
    window.model.set_number(617)
    window.play_actions.animations_action.setChecked(False)
    window.play_actions._on_animations(False)
    assert window.game.play(window.game.position.legal_moves()[0]) is None  # recorded from its first move
    window.persistence.flush()
    other = sqlite3.connect(isolated_data / "history.sqlite", isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")  # another window's process in the middle of its save
    persistence = window.persistence
    spent: list[float] = []
    original = persistence._save

    def timed_save() -> None:
        started = time.thread_time()
        original()
        spent.append(time.thread_time() - started)

    persistence._save = timed_save  # type: ignore[method-assign]
    recorder = GapRecorder()
    recorder.start()
    chooser = random.Random(3)
    for _ in range(60):
        legal = [move for move in window.game.position.legal_moves() if move.target != HOME]
        if chooser.random() < 0.2 or not legal:
            window.game.undo()
        else:
            window.game.play(chooser.choice(legal))
        qtbot.wait(10)
    recorder.stop()
    assert (
        window.persistence.writer is not None and window.persistence.writer.pending > 0
    )  # waiting on the lock
    other.execute("COMMIT")
    other.close()
    assert len(spent) >= 50
    # Behaviour, not speed (the per-save time is a figure of tests/benchmarks/bench_history.py):
    # every change was saved while the lock was held, and the event loop ran on meanwhile.
    assert len(recorder.gaps) >= 30, "the event loop did not run on while saves waited on the lock"
    persistence.flush()
    with open_history(isolated_data).store as store:
        record = store.last_game()
        assert record is not None and record.cursor == window.game.game.cursor


def test_help_is_recorded_hint_solve_and_a_loaded_solution_redone(qtbot: QtBot, window: MainWindow) -> None:
    window.settings.set(ASK_BEFORE_LEAVING, False)  # the deal changes below leave moves behind
    window.model.set_number(10913)
    persistence = window.persistence
    window.moves_panel.load_text("26 76")
    window.game.redo()
    persistence.flush()
    store = persistence.store
    assert store is not None
    record = store.last_game()
    assert record is not None and record.used_solver and not record.used_hint
    window.model.set_number(617)
    window.solve_actions.hintShown.emit()
    persistence.flush()
    record = store.last_game()
    assert record is not None and record.deal == 617 and record.used_hint and not record.used_solver


def test_a_game_opened_won_from_a_file_is_a_win_with_help_and_stays_one(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Found by an outside pass: it was recorded in progress, then won without help at the next
    start, or given up when the table moved on."""
    from freecell_gui.core.game.saved_game import SavedGame

    window.settings.set(ASK_BEFORE_LEAVING, False)
    window.model.set_number(10913)
    window.game.set_policy(AutoplayPolicy.MS)
    for written in parse_moves("26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"):
        assert window.game.play_written(written) is None
    assert window.game.game.is_won
    won = SavedGame.from_game(window.game.game, window.game.deal_model.deal, [])
    path = tmp_path / "won.fcgame"
    path.write_text(won.to_text(), encoding="utf-8")
    store = window.persistence.store
    assert store is not None
    window.model.set_number(617)  # the game won by hand is recorded; now open the file
    assert window.game_files.open(path)
    window.model.set_number(618)  # moving on
    window.persistence.flush()
    totals = store.statistics()
    assert (totals.won, totals.helped_wins, totals.given_up) == (1, 1, 0)
    again = reopen(qtbot, window)
    again.persistence.flush()
    assert again.persistence.store is not None
    totals = again.persistence.store.statistics()
    assert (totals.won, totals.helped_wins, totals.given_up) == (1, 1, 0)
