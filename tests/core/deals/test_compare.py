"""Comparing layouts card by card, and the summary the status bar shows."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.compare import MAX_NAMED, compare_columns, describe, summarise
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
    first, second = layout.columns[1][3].code, layout.columns[5][0].code
    assert summarise(differences) == (
        f"2 cards differ: {first} (column 2, card 4) is {second} in the compared board; "
        f"{second} (column 6, card 1) is {first} in the compared board"
    )


def test_a_long_list_names_a_few_cards_and_counts_the_rest() -> None:
    layout = deal(1)
    columns = [list(reversed(column)) for column in layout.columns]
    differences = compare_columns(layout.columns, columns)
    summary = summarise(differences)
    assert summary.startswith(f"{len(differences)} cards differ: ")
    assert summary.count(" in the compared board") == MAX_NAMED
    assert summary.endswith(f"; and {len(differences) - MAX_NAMED} more")


def test_columns_of_other_lengths_name_the_card_and_the_end() -> None:
    layout = deal(617)
    columns = [list(column) for column in layout.columns]
    moved = columns[0].pop()  # the last card of column 1 goes to the end of column 2
    columns[1].append(moved)
    differences = compare_columns(layout.columns, columns)
    texts = [describe(difference) for difference in differences]
    assert texts == [
        f"{moved.code} (column 1, card 7) is past the end of column 1 in the compared board",
        f"the compared board has {moved.code} at column 2, card 8, past the end of the table's column",
    ]


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
    summary = summarise(differences)
    for difference in differences:
        # Each card is named by its code, the table's first, then what the board has there.
        assert difference.expected is not None and difference.found is not None
        named = f"{difference.expected.code} (column {difference.column + 1}, card {difference.position + 1})"
        assert f"{named} is {difference.found.code} in the compared board" in summary
