"""The history keeps each game's variant (issue 29): records and restores round-trip under their
rules, every total and win lookup is per variant (a win of Baker's Game, or of FreeCell with fewer
cells, is never a win of the standard game), and the CSV files say the variant."""

from __future__ import annotations

import csv
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import Game
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.saved_game import MoveSource, SavedGame
from freecell_gui.core.game.variant import FREECELL, Building, Rules
from freecell_gui.core.history.store import CsvKind, GameResult, HistoryStore, open_history

BAKERS = Rules(4, Building.SAME_SUIT)
BAKERS_2 = Rules(2, Building.SAME_SUIT)
FREECELL_3 = Rules(3)
RULES = st.builds(Rules, st.integers(0, 4), st.sampled_from(Building))


class Clock:
    """One minute later at each reading: the records' order is known."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def store_in(folder: Path) -> HistoryStore:
    return open_history(folder, clock=Clock()).store


def saved_game(number: int, rules: Rules = FREECELL, moves: int = 0, seed: int = 0) -> SavedGame:
    """Deal `number` under `rules` with up to `moves` legal moves chosen by `seed`."""
    game = Game(Position.from_deal(deal(number), rules), AutoplayPolicy.MS, number)
    chooser = random.Random(seed)
    for _ in range(moves):
        legal = game.position.legal_moves()
        if not legal:
            break
        game.play(chooser.choice(legal))
    return SavedGame.from_game(game, redo_sources=MoveSource.TYPED)


def won(store: HistoryStore, number: int, rules: Rules, *, helped: bool = False) -> int:
    game_id = store.begin_game(saved_game(number, rules))
    store.finish_game(game_id, saved_game(number, rules), GameResult.WON, win_moves=50, used_hint=helped)
    return game_id


def given_up(store: HistoryStore, number: int, rules: Rules) -> int:
    game_id = store.begin_game(saved_game(number, rules))
    store.finish_game(game_id, saved_game(number, rules, 2), GameResult.GIVEN_UP)
    return game_id


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rules=RULES, number=st.integers(1, 32_000), moves=st.integers(0, 12), seed=st.integers(0, 999))
def test_a_record_of_any_variant_restores_under_its_rules(
    tmp_path_factory: object, rules: Rules, number: int, moves: int, seed: int
) -> None:
    from pytest import TempPathFactory

    assert isinstance(tmp_path_factory, TempPathFactory)
    with store_in(tmp_path_factory.mktemp("history")) as store:
        saved = saved_game(number, rules, moves, seed)
        game_id = store.begin_game(saved)
        record = store.game(game_id)
        assert record is not None and record.rules == rules
        restored_saved, restored = record.restore()
        assert restored_saved == saved
        assert restored.position.rules == rules
        assert restored.position == saved.restore().position
        # The game saved last is the one resumed, under its own rules.
        resumed = store.resume()
        assert resumed.game is not None and resumed.game.position.rules == rules


def test_a_bakers_win_is_no_win_of_freecell(tmp_path: Path) -> None:
    with store_in(tmp_path) as store:
        won(store, 1, BAKERS)
        won(store, 2, FREECELL_3)
        won(store, 3, FREECELL)
        # FreeCell's next deal not won after 0 is deal 1: Baker's Game won it, not FreeCell.
        assert store.next_unwon_deal(0) == 1
        assert store.next_unwon_deal(2) == 4
        assert store.next_unwon_deal(0, BAKERS) == 2
        assert store.next_unwon_deal(1, FREECELL_3) == 3
        assert store.next_unwon_deal(0, BAKERS_2) == 1
        standard = store.statistics()
        assert (standard.played, standard.won, standard.current_streak) == (1, 1, 1)
        bakers = store.statistics(BAKERS)
        assert (bakers.played, bakers.won, bakers.rules) == (1, 1, BAKERS)
        assert store.deal_record(1).won == 0 and store.deal_record(1, BAKERS).won == 1
        assert [stats.deal for stats in store.deal_statistics()] == [3]
        assert [stats.deal for stats in store.deal_statistics(BAKERS)] == [1]


def test_streaks_and_given_up_games_are_counted_per_variant(tmp_path: Path) -> None:
    with store_in(tmp_path) as store:
        won(store, 1, FREECELL)
        won(store, 2, FREECELL)
        given_up(store, 3, BAKERS_2)  # breaks Baker's streak, not FreeCell's
        won(store, 4, FREECELL)
        won(store, 5, BAKERS_2, helped=True)
        store.begin_game(saved_game(6, BAKERS_2, 3))  # in progress
        standard = store.statistics()
        assert (standard.played, standard.won, standard.given_up, standard.current_streak) == (3, 3, 0, 3)
        assert standard.win_rate == 1.0
        variant = store.statistics(BAKERS_2)
        assert (variant.played, variant.won, variant.helped_wins, variant.given_up) == (3, 0, 1, 1)
        assert (variant.in_progress, variant.current_streak, variant.win_rate) == (1, 0, 0.0)


def test_the_variants_played_come_after_the_standard_game(tmp_path: Path) -> None:
    with store_in(tmp_path) as store:
        assert store.variants_played() == [FREECELL]
        for rules in (BAKERS_2, Rules(0), BAKERS, FREECELL_3):
            given_up(store, 617, rules)
        assert store.variants_played() == [FREECELL, FREECELL_3, Rules(0), BAKERS, BAKERS_2]


def test_the_history_lists_and_counts_one_variant(tmp_path: Path) -> None:
    with store_in(tmp_path) as store:
        given_up(store, 1, FREECELL)
        bakers_id = given_up(store, 2, BAKERS_2)
        won(store, 3, FREECELL)
        assert [record.deal for record in store.history()] == [3, 2, 1]
        assert [record.deal for record in store.history(rules=FREECELL)] == [3, 1]
        assert [record.id for record in store.history(rules=BAKERS_2)] == [bakers_id]
        assert store.count(rules=BAKERS_2) == 1 and store.count(GameResult.WON, rules=BAKERS_2) == 0
        assert store.count(rules=BAKERS) == 0 and store.count() == 3


def test_a_solver_length_is_kept_for_the_standard_game_only(tmp_path: Path) -> None:
    with store_in(tmp_path) as store:
        store.record_solver_length(5, 30, BAKERS)
        assert store.deal_record(5).solver_shortest is None
        store.record_solver_length(5, 31)
        given_up(store, 5, BAKERS)
        assert store.deal_record(5).solver_shortest == 31
        assert store.deal_record(5, BAKERS).solver_shortest is None  # FreeCell's length is not Baker's


def test_a_record_changing_variant_keeps_the_new_one(tmp_path: Path) -> None:
    # The window may change the rules of the game on the table before a move (a new game).
    with store_in(tmp_path) as store:
        game_id = store.begin_game(saved_game(617))
        store.save_game(game_id, saved_game(617, BAKERS_2, 1))
        record = store.game(game_id)
        assert record is not None and record.rules == BAKERS_2


def test_the_csv_files_say_the_variant(tmp_path: Path) -> None:
    with store_in(tmp_path / "history") as store:
        won(store, 10, FREECELL)
        won(store, 10, BAKERS_2)
        store.record_solver_length(10, 44)
        games, deals, summary = tmp_path / "games.csv", tmp_path / "deals.csv", tmp_path / "summary.csv"
        assert store.export_csv(games) == 2
        rows = list(csv.DictReader(games.open(encoding="utf-8")))
        assert [(row["deal"], row["game"], row["free cells"]) for row in rows] == [
            ("10", "bakers", "2"),
            ("10", "freecell", "4"),
        ]
        assert store.export_csv(deals, CsvKind.DEALS) == 2
        by_variant = {
            (row["game"], row["free cells"]): row for row in csv.DictReader(deals.open(encoding="utf-8"))
        }
        assert by_variant["freecell", "4"]["solver's shortest"] == "44"
        assert by_variant["bakers", "2"]["solver's shortest"] == ""
        assert store.export_csv(summary, CsvKind.SUMMARY) == 18
        totals = dict(csv.reader(summary.open(encoding="utf-8")))
        assert totals["won"] == "1" and totals["won (bakers, 2 free cells)"] == "1"
