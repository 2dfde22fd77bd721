"""Comparing layouts card by card, and the summary the status bar shows."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.compare import compare_columns, summarise
from freecell_gui.core.deals.dealer import LAST_DEAL, deal


def test_identical_layouts_match() -> None:
    layout = deal(617)
    assert compare_columns(layout.columns, layout.columns) == []
    assert summarise([]) == "All 52 cards match."


def test_two_swapped_cards_are_the_two_differences() -> None:
    layout = deal(617)
    columns = [list(column) for column in layout.columns]
    columns[1][3], columns[5][0] = columns[5][0], columns[1][3]
    differences = compare_columns(layout.columns, columns)
    assert [(d.column, d.position) for d in differences] == [(1, 3), (5, 0)]
    assert differences[0].expected == layout.columns[1][3]
    assert differences[0].found == layout.columns[5][0]
    assert summarise(differences) == "2 cards differ: column 2, card 4; column 6, card 1"


def test_runs_are_summarised() -> None:
    layout = deal(1)
    columns = [list(column) for column in layout.columns]
    columns[1][3:6] = reversed(columns[1][2:7][1:4])
    columns[1][2], columns[1][6] = columns[1][6], columns[1][2]
    differences = compare_columns(layout.columns, columns)
    assert summarise(differences).startswith(f"{len(differences)} cards differ: column 2, cards ")


@given(st.integers(1, LAST_DEAL), st.integers(0, 2**32))
def test_differences_are_exactly_the_moved_cards(number: int, seed: int) -> None:
    layout = deal(number)
    cards = layout.cards()
    rng = random.Random(seed)
    first, second = rng.sample(range(52), 2)
    cards[first], cards[second] = cards[second], cards[first]
    lengths = [len(column) for column in layout.columns]
    columns, start = [], 0
    for length in lengths:
        columns.append(cards[start : start + length])
        start += length
    differences = compare_columns(layout.columns, columns)
    assert len(differences) == 2
    assert {d.expected for d in differences} == {layout.cards()[first], layout.cards()[second]}
