"""Keys of their own for a menu's items whose accelerators (their &-letters) clash.

Where two items of a menu share a key, `distinct_keys` says which texts to change and how, so
that each item has a letter of its own, changing as few as it can: an item whose key is its
own keeps it. tests/ui/i18n/test_menu_accelerators.py reads every menu of the window in every
language and, when a translation's items clash (after a menu gains items), names the
translations to change with these suggestions; they go into the .ts files, then
`python -m freecell_gui.ui.i18n.refresh`. English clashes are fixed where the items are made.
"""

from __future__ import annotations

from collections.abc import Sequence

from freecell_gui.ui.i18n.accelerators import accelerator_key

_UNUSABLE = 1_000_000.0  # the cost of a letter an item's text does not hold


def _starts(text: str) -> list[int]:
    return [i for i, char in enumerate(text) if char.isalnum() and (i == 0 or not text[i - 1].isalnum())]


def _cost(text: str, letter: str, clashing: bool) -> float:
    """What giving `text` the key `letter` costs: nothing for its own key (a little when it
    clashes), then its words' first letters, then its other letters, earlier ones first."""
    if accelerator_key(text) == letter:
        return 1.0 if clashing else 0.0
    plain = text.replace("&&", "\0").replace("&", "")
    starts = _starts(plain)
    places = [i for i, char in enumerate(plain) if char.lower() == letter]
    if not places:
        return _UNUSABLE
    return min((10.0 + starts.index(i)) if i in starts else (40.0 + i) for i in places)


def _assignment(cost: list[list[float]]) -> list[int]:
    """The column of each row (rows <= columns) of least total cost: the Hungarian algorithm
    (Kuhn-Munkres, with potentials; O(rows^2 x columns))."""
    rows, columns = len(cost), len(cost[0]) if cost else 0
    row_potential = [0.0] * (rows + 1)
    column_potential = [0.0] * (columns + 1)
    row_of = [0] * (columns + 1)  # 1-based row matched to each column; 0: none
    previous = [0] * (columns + 1)
    for row in range(1, rows + 1):
        row_of[0] = row
        column = 0
        slack = [float("inf")] * (columns + 1)
        done = [False] * (columns + 1)
        while row_of[column] != 0:
            done[column] = True
            current, delta, next_column = row_of[column], float("inf"), 0
            for other in range(1, columns + 1):
                if not done[other]:
                    reduced = cost[current - 1][other - 1] - row_potential[current] - column_potential[other]
                    if reduced < slack[other]:
                        slack[other], previous[other] = reduced, column
                    if slack[other] < delta:
                        delta, next_column = slack[other], other
            for other in range(columns + 1):
                if done[other]:
                    row_potential[row_of[other]] += delta
                    column_potential[other] -= delta
                else:
                    slack[other] -= delta
            column = next_column
        while column != 0:
            row_of[column] = row_of[previous[column]]
            column = previous[column]
    matched = [-1] * rows
    for column in range(1, columns + 1):
        if row_of[column]:
            matched[row_of[column] - 1] = column - 1
    return matched


def distinct_keys(texts: Sequence[str]) -> dict[str, str]:
    """For the items of one menu (their texts with &), the texts to change so that no two share
    a key, each changed text with its new &: the assignment of least change. Items without a
    key are left alone (a translation keeps the & its source has, or has none)."""
    keyed = [text for text in texts if accelerator_key(text) is not None]
    keys = [accelerator_key(text) for text in keyed]
    if len(keys) == len(set(keys)):
        return {}
    letters = sorted({char.lower() for text in keyed for char in text.replace("&", "") if char.isalnum()})
    if len(letters) < len(keyed):
        return {}  # not enough letters for all: nothing to do but shorten the menu
    cost = [
        [_cost(text, letter, keys.count(accelerator_key(text)) > 1) for letter in letters] for text in keyed
    ]
    changed = {}
    for row, (text, column) in enumerate(zip(keyed, _assignment(cost), strict=True)):
        letter = letters[column]
        if letter == accelerator_key(text) or cost[row][column] >= _UNUSABLE:
            continue
        plain = text.replace("&&", "\0").replace("&", "")
        places = [i for i, char in enumerate(plain) if char.lower() == letter]
        starts = _starts(plain)
        at = next((i for i in places if i in starts), places[0])
        changed[text] = (plain[:at] + "&" + plain[at:]).replace("\0", "&&")
    return changed
