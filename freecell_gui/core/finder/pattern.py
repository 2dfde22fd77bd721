"""What the finder looks for: known cards of a deal at their places, and cards known to have
left the cascades.

A place is the dealing order 0..51: column c, card r counted from the top, is place r * 8 + c.
A board of a game just begun (cards in free cells or on the foundations) is read as the deal
it came from: its cascades are the top of the dealt ones, and every card off the cascades
was dealt in one of the places below them (`open_places`); `deal_matches` checks both.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from freecell_gui.core.deals.cards import DECK, Card
from freecell_gui.core.deals.dealer import CASCADE_COUNT, _draws
from freecell_gui.core.deals.formats import PartialBoard

# Column lengths of a dealt layout: 7 cards in the first four columns, 6 in the others.
COLUMN_LENGTHS = tuple(len(range(column, 52, CASCADE_COUNT)) for column in range(CASCADE_COUNT))


class PatternError(ValueError):
    """Cards that cannot be part of one deal (a card twice, too many cards, a bad place)."""


@dataclass(frozen=True)
class CardPattern:
    """Known cards of a deal, by place in the dealing order (0..51) -> card index (0..51).

    `elsewhere` holds the indexes of cards that left the cascades (free cells, foundations):
    each must have been dealt at one of `open_places`, the places below the cascades given.
    """

    places: tuple[tuple[int, int], ...]
    elsewhere: tuple[int, ...] = ()
    open_places: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.places:
            raise PatternError("give at least one card of the cascades")
        seen_places: set[int] = set()
        seen_cards: set[int] = set()
        for place, card in self.places:
            if not 0 <= place < 52:
                raise PatternError(f"place {place} is outside a deal of 52 cards")
            if place in seen_places:
                raise PatternError(f"place {place} is given twice")
            if card in seen_cards:
                raise PatternError(f"{DECK[card].code} is given twice")
            seen_places.add(place)
            seen_cards.add(card)
        for card in self.elsewhere:
            if card in seen_cards:
                raise PatternError(f"{DECK[card].code} is given twice")
            seen_cards.add(card)
        if len(self.elsewhere) > len(set(self.open_places) - seen_places):
            raise PatternError(
                f"{len(self.elsewhere)} cards are off the cascades (in free cells or on the foundations), "
                f"but the cascades given are short of only {len(set(self.open_places) - seen_places)} cards: "
                "each card that leaves a fresh deal comes from the bottom of a cascade"
            )

    @classmethod
    def from_prefix(cls, cards: Sequence[Card]) -> CardPattern:
        """The first cards of a deal in dealing order (the first row is the first 8)."""
        if len(cards) > 52:
            raise PatternError(f"a deal has 52 cards, but {len(cards)} were given")
        return cls(tuple(sorted((place, card.index) for place, card in enumerate(cards))))

    @classmethod
    def from_columns(cls, columns: Sequence[Sequence[Card | None]]) -> CardPattern:
        """Cascades listed top to bottom, None for an unknown card, as they were dealt."""
        return cls(_places(columns))

    @classmethod
    def from_board(cls, board: PartialBoard) -> CardPattern:
        """A board read with ?? for unknown cards: its cascades as dealt (see `from_columns`),
        and the cards in its free cells and on its foundations as dealt below them."""
        places = _places(board.columns)
        off = board.cards_off_the_cascades
        if not off:
            return cls(places)
        open_places = tuple(
            row * CASCADE_COUNT + column
            for column, cascade in enumerate(board.columns)
            for row in range(len(cascade), COLUMN_LENGTHS[column])
        )
        return cls(places, tuple(card.index for card in off), open_places)

    @property
    def by_place(self) -> Mapping[int, int]:
        """Place -> card index."""
        return dict(self.places)

    @property
    def last_place(self) -> int:
        """The last place a deal must be dealt up to, to be checked against this pattern."""
        return max(self.places[-1][0], max(self.open_places, default=-1) if self.elsewhere else -1)

    def prefix_picks(self) -> list[int]:
        """The deck index each step must pick, for the known cards at places 0, 1, 2, ...

        Stops at the first unknown place. While every earlier card is known, the deck is
        known too, so each known card's pick is exact.
        """
        by_place = self.by_place
        deck = list(range(52))
        picks: list[int] = []
        step = 0
        while step in by_place:
            pick = deck.index(by_place[step])
            picks.append(pick)
            deck[pick] = deck[51 - step]
            step += 1
        return picks


def _places(columns: Sequence[Sequence[Card | None]]) -> tuple[tuple[int, int], ...]:
    if len(columns) != CASCADE_COUNT:
        raise PatternError(f"a deal has {CASCADE_COUNT} cascades, but {len(columns)} were given")
    places: list[tuple[int, int]] = []
    for column_index, column in enumerate(columns):
        if len(column) > COLUMN_LENGTHS[column_index]:
            raise PatternError(
                f"cascade {column_index + 1} holds {len(column)} cards, but a starting deal puts "
                f"{COLUMN_LENGTHS[column_index]} there"
            )
        for row, card in enumerate(column):
            if card is not None:
                places.append((row * CASCADE_COUNT + column_index, card.index))
    return tuple(sorted(places))


def deal_matches(number: int, pattern: CardPattern) -> bool:
    """True if deal `number` has every card of the pattern at its place, and every card off
    the cascades at one of the open places."""
    wanted = [-1] * 52
    for place, card in pattern.places:
        wanted[place] = card
    last = pattern.last_place
    draws = _draws(number)
    deck = list(range(52))
    dealt = [-1] * 52
    for step in range(last + 1):
        pick = draws[step] % (52 - step)
        want = wanted[step]
        if want >= 0 and deck[pick] != want:
            return False
        dealt[step] = deck[pick]
        deck[pick] = deck[51 - step]
    if pattern.elsewhere:
        below = {dealt[place] for place in pattern.open_places}
        return all(card in below for card in pattern.elsewhere)
    return True
