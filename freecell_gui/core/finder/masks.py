"""What the finder's kernel is asked: 52 masks, one a place of the deal.

A place is the dealing order 0..51 (place = row * 8 + column). Bit c of mask p is set when card c
(`Card.index`: AC = 0, AD = 1, AH = 2, AS = 3, 2C = 4 ... KS = 51) may lie at place p. One form
serves every question: an exact card is one bit, "one of these cards" a few, a colour 26
(`RED`, `BLACK`), an unknown place all 52 (`FULL_MASK`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

PLACES = 52
FULL_MASK = (1 << PLACES) - 1
RED = sum(1 << card for card in range(PLACES) if card % 4 in (1, 2))  # diamonds and hearts
BLACK = FULL_MASK ^ RED
COLOUR_MASKS = {"r": RED, "b": BLACK, "?": FULL_MASK}


def masks_from_cards(places: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """Exact cards: (place, card index) pairs, as `CardPattern.places`; other places unknown."""
    masks = [FULL_MASK] * PLACES
    for place, card in places:
        masks[place] &= 1 << card
    return tuple(masks)


def masks_from_sets(sets: Sequence[Iterable[int] | None]) -> tuple[int, ...]:
    """A set of allowed card indexes a place (None: unknown), for the first len(sets) places."""
    masks = [FULL_MASK] * PLACES
    for place, cards in enumerate(sets):
        if cards is not None:
            masks[place] = sum(1 << card for card in set(cards))
    return tuple(masks)


def masks_from_colours(colours: str) -> tuple[int, ...]:
    """One letter a place in dealing order: r (red), b (black) or ? (unknown); spaces ignored,
    and places past the string's end unknown. ValueError for anything else."""
    letters = colours.replace(" ", "").lower()
    if len(letters) > PLACES or set(letters) - set(COLOUR_MASKS):
        raise ValueError("colours are up to 52 letters r, b or ?")
    return tuple([COLOUR_MASKS[letter] for letter in letters] + [FULL_MASK] * (PLACES - len(letters)))


def possible(masks: Sequence[int]) -> bool:
    """True if some arrangement of the 52 cards fits every mask (else no deal can).

    A matching of places to cards (Kuhn's augmenting paths), the most constrained places first.
    """
    owner: dict[int, int] = {}  # card -> place
    visited = 0

    def seat(place: int) -> bool:
        nonlocal visited
        options = masks[place] & ~visited
        while options:
            bit = options & -options
            options ^= bit
            visited |= bit
            card = bit.bit_length() - 1
            if card not in owner or seat(owner[card]):
                owner[card] = place
                return True
        return False

    for place in sorted(range(PLACES), key=lambda place: masks[place].bit_count()):
        visited = sum(1 << card for card in owner)  # a free card first: no path to follow
        if not seat(place):
            visited = 0
            if not seat(place):
                return False
    return True


def expected_matches(masks: Sequence[int], count: int) -> float:
    """About how many of `count` random deals fit (a card a place taken as independent)."""
    chance = 1.0
    for mask in masks:
        chance *= mask.bit_count() / PLACES
    return count * chance
