"""Autoplay's rules on plain ints: when a card goes home by itself, and the searches' autoplay.

Microsoft FreeCell's rule (`is_ms_autoplay`), the safe rule (`is_safe_autoplay`), and Microsoft's
autoplay to its fixed point on plain lists (`ms_autoplay_in_place`), which the solver's searches
run after every move. The rules engine (`rules.Position.autoplay`) plays the same rules card by
card, for a game to show; tests pin the two together. A card is an int 0..51 (`Card.index`):
rank = card // 4 + 1, suit = card % 4; a free cell holding no card holds -1 (`rules.EMPTY`).
"""

from __future__ import annotations

from collections.abc import Sequence

_OPPOSITE_SUITS = ((1, 2), (0, 3), (0, 3), (1, 2))  # clubs/spades are black, diamonds/hearts red


def is_ms_autoplay(card: int, foundations: Sequence[int]) -> bool:
    """Microsoft FreeCell's rule: True when `card` goes home by itself.

    The card must be playable (its foundation holds rank - 1); then aces and twos always go,
    and any other card goes once both foundations of the other colour hold at least its rank
    minus one. Sources: Wikipedia, "FreeCell" ("Microsoft autoplays aces and twos, but does
    not autoplay a red three when a black two is still out"); macroxue/freecell solver/node.h
    `CanAutoPlay`; the patsolve Parameters file in KDE's KPatience.
    """
    below = card >> 2  # the rank below the card's: its foundation must hold exactly this many
    if foundations[card & 3] != below:
        return False
    if below < 2:
        return True
    first, second = _OPPOSITE_SUITS[card & 3]
    return foundations[first] >= below and foundations[second] >= below


def is_safe_autoplay(card: int, foundations: Sequence[int]) -> bool:
    """Safe autoplay: a playable card goes home only when no card still in play could be built
    on it.

    Only the two cards of the other colour one rank lower can go on a card, so once both are
    home (or the card is an ace) nothing can need it in a cascade.
    """
    below = card >> 2
    if foundations[card & 3] != below:
        return False
    if below == 0:
        return True
    first, second = _OPPOSITE_SUITS[card & 3]
    return foundations[first] >= below and foundations[second] >= below


def ms_autoplay_in_place(cascades: list[tuple[int, ...]], cells: list[int], foundations: list[int]) -> None:
    """Microsoft's autoplay to its fixed point, on plain lists changed in place (the searches'
    form of `Position.autoplay(AutoplayPolicy.MS)`, which also lists the cards it sends: both
    end in the same position, as a card sent home never keeps another from going)."""
    moved = True
    while moved:
        moved = False
        for index, column in enumerate(cascades):
            size = len(column)
            while size and is_ms_autoplay(column[size - 1], foundations):
                foundations[column[size - 1] & 3] += 1
                size -= 1
            if size < len(column):
                cascades[index] = column[:size]
                moved = True
        for slot, card in enumerate(cells):
            if card >= 0 and is_ms_autoplay(card, foundations):  # an empty cell holds -1
                foundations[card & 3] += 1
                cells[slot] = -1  # rules.EMPTY
                moved = True
