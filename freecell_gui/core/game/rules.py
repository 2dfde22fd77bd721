"""FreeCell's rules: the position, the legal moves, the supermove limit and autoplay.

Cards and places are ints (`places.py`, whose names this module offers too): a card is its index
in Microsoft's fresh deck, a place 0..7 a cascade, 8..11 a free cell, 12 the foundations.

The move rules are written here once: `legal_moves_of` generates the moves of a position in
plain ints, in the canonical order every search follows, and `Position.legal_moves` is it. The
solver's `children` is built on it, its beams use it (in C, `_beam.c`, a twin pinned to it by
tests/core/solver/test_move_copies.py). The variant's parameters (free cells, building rule) are
a `variant.Rules`, which a `Position` carries; when a card goes home by itself is `autoplay.py`'s.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import cast

from freecell_gui.core.deals.cards import DECK, Card
from freecell_gui.core.deals.dealer import Deal
from freecell_gui.core.game import autoplay as _autoplay
from freecell_gui.core.game.places import (
    EMPTY,
    FIRST_FREECELL,
    FOUNDATION_COUNT,
    FREECELL_COUNT,
    HOME,
    IS_RED,
    PLACE_COUNT,
    PLACE_NAMES,
    RANK,
    SUIT,
    Move,
    builds_on_text,
    card_code,
    is_cascade,
    is_freecell,
    place_title,
)
from freecell_gui.core.game.variant import FREECELL, Building, Rules

__all__ = [
    "BUILDS_ON",
    "EMPTY",
    "FIRST_FREECELL",
    "FOUNDATION_COUNT",
    "FREECELL_COUNT",
    "HOME",
    "IS_RED",
    "PLACE_COUNT",
    "PLACE_NAMES",
    "RANK",
    "STACKS",
    "SUIT",
    "AutoplayPolicy",
    "IllegalMoveError",
    "Move",
    "Position",
    "builds_on_text",
    "card_code",
    "is_cascade",
    "is_freecell",
    "is_ms_autoplay",
    "is_safe_autoplay",
    "legal_moves_of",
    "place_title",
    "rules_of",
    "supermove_limit",
]

# When a card goes home by itself (core/game/autoplay.py), read from here too.
is_ms_autoplay = _autoplay.is_ms_autoplay
is_safe_autoplay = _autoplay.is_safe_autoplay

# The two cards that may be built on each card in a cascade: one rank lower, the other colour.
BUILDS_ON = FREECELL.builds_on
# STACKS[below * 52 + card] is 1 when `card` may go on `below`: the searches' form of BUILDS_ON.
STACKS = FREECELL.stacks


@functools.cache
def rules_of(free_cells: int, building: Building) -> Rules:
    """The one `Rules` value of a variant (a position asks for it on every move it checks)."""
    return Rules(free_cells, building)


class IllegalMoveError(ValueError):
    """A move the rules forbid; the message says why, for the status bar and `verify`."""


class AutoplayPolicy(Enum):
    """When cards go to the foundations by themselves after each move."""

    OFF = "off"
    SAFE = "safe"
    MS = "ms"

    @property
    def title(self) -> str:
        """The name shown in menus."""
        return {
            AutoplayPolicy.OFF: "Off",
            AutoplayPolicy.SAFE: "Safe (only cards no other card needs)",
            AutoplayPolicy.MS: "Microsoft FreeCell's rule",
        }[self]


def supermove_limit(free_cells: int, empty_cascades: int) -> int:
    """How many cards one sequence move may carry: (free cells + 1) x 2^(empty cascades).

    Pass the empty cascades *not counting* an empty target. Source: the FreeCell FAQ
    (Michael Keller, Solitaire Laboratory) and fc-solve's FAQ; Microsoft FreeCell allows the
    same through its "move column" shortcut.
    """
    return (free_cells + 1) << empty_cascades


@dataclass(frozen=True, slots=True)
class Position:
    """A FreeCell position: 8 cascades (top of the pile first), its free cells (4 in FreeCell,
    0 to 4 in its variants), 4 foundations, and the building rule it is played with.

    `foundations[suit]` is the rank on top of that suit's foundation (0 = empty). A Position
    is immutable and hashable; `key` gives a compact canonical form for a search's visited
    set, where cascades and free cells are interchangeable. Its variant (`rules`) is its
    number of free cells and its `building`: every move it checks, plays or lists follows it.
    """

    cascades: tuple[tuple[int, ...], ...]
    freecells: tuple[int, ...] = (EMPTY,) * FREECELL_COUNT
    foundations: tuple[int, ...] = (0,) * FOUNDATION_COUNT
    building: Building = Building.ALTERNATE_COLOURS

    # --- building ----------------------------------------------------------------------

    @classmethod
    def from_deal(cls, deal: Deal, rules: Rules = FREECELL) -> Position:
        """The start of a game of this deal under `rules`: all 52 cards in the cascades."""
        return cls(
            tuple(tuple(card.index for card in column) for column in deal.columns),
            (EMPTY,) * rules.free_cells,
            (0,) * FOUNDATION_COUNT,
            rules.building,
        )

    def under(self, rules: Rules) -> Position:
        """This position played under `rules`; ValueError if its free cells hold more cards than
        `rules` has cells (the cards kept in order, the empty cells dropped or added)."""
        held = tuple(card for card in self.freecells if card != EMPTY)
        if len(held) > rules.free_cells:
            raise ValueError(
                f"{len(held)} cards are in the free cells, more than the {rules.free_cells} cells of the game"
            )
        cells = held + (EMPTY,) * (rules.free_cells - len(held))
        return Position(self.cascades, cells, self.foundations, rules.building)

    @property
    def rules(self) -> Rules:
        """The variant this position is played under: its free cells and building rule."""
        return rules_of(len(self.freecells), self.building)

    @classmethod
    def from_cards(
        cls,
        cascades: list[list[Card]] | tuple[tuple[Card, ...], ...],
        freecells: list[Card | None] | tuple[Card | None, ...] = (None,) * FREECELL_COUNT,
        foundations: dict[int, int] | None = None,
    ) -> Position:
        """A position from `Card`s; `foundations` maps a suit (0..3) to its top rank."""
        tops = [0] * FOUNDATION_COUNT
        for suit, rank in (foundations or {}).items():
            tops[int(suit)] = int(rank)
        cells = [EMPTY if card is None else card.index for card in freecells]
        cells += [EMPTY] * (FREECELL_COUNT - len(cells))
        return cls(
            tuple(tuple(card.index for card in column) for column in cascades),
            tuple(cells),
            tuple(tops),
        )

    # --- reading -------------------------------------------------------------------------

    @property
    def is_won(self) -> bool:
        """True when all 52 cards are home."""
        return self.foundations == (13, 13, 13, 13)

    @property
    def cards_home(self) -> int:
        """How many cards are on the foundations."""
        return sum(self.foundations)

    def free_cell_count(self) -> int:
        """How many free cells are empty."""
        return self.freecells.count(EMPTY)

    def empty_cascade_count(self) -> int:
        """How many cascades are empty."""
        return sum(1 for column in self.cascades if not column)

    def all_cards(self) -> list[int]:
        """Every card, wherever it is (52 of them in any position the rules produce)."""
        cards = [card for column in self.cascades for card in column]
        cards += [card for card in self.freecells if card != EMPTY]
        cards += [
            suit + 4 * (rank - 1) for suit, top in enumerate(self.foundations) for rank in range(1, top + 1)
        ]
        return cards

    def top(self, place: int) -> int:
        """The card that would leave `place` (a cascade's last card, a cell's card), or EMPTY."""
        if is_cascade(place):
            column = self.cascades[place]
            return column[-1] if column else EMPTY
        if is_freecell(place) and place - FIRST_FREECELL < len(self.freecells):  # a variant may have fewer
            return self.freecells[place - FIRST_FREECELL]
        return EMPTY

    def run_length(self, cascade: int) -> int:
        """How many cards at the top of a cascade form an ordered run (descending, in alternate
        colours or in suit as the building rule says)."""
        column = self.cascades[cascade]
        if not column:
            return 0
        builds_on = self.rules.builds_on
        length = 1
        for index in range(len(column) - 1, 0, -1):
            if column[index] not in builds_on[column[index - 1]]:
                break
            length += 1
        return length

    def max_move(self, target: int) -> int:
        """The supermove limit for a sequence going to cascade `target`."""
        empty = self.empty_cascade_count()
        if not self.cascades[target]:
            empty -= 1
        return supermove_limit(self.free_cell_count(), empty)

    def key(self) -> bytes:
        """A compact canonical form: equal for positions that differ only in the order of
        their cascades or free cells (a search may treat those as one)."""
        columns = sorted(bytes(column) for column in self.cascades)
        cells = bytes(sorted(card + 1 for card in self.freecells))
        return b"\xff".join(columns) + b"\xfe" + cells + bytes(self.foundations)

    # --- moving --------------------------------------------------------------------------

    def check(self, move: Move) -> str | None:
        """Why the move is illegal here, or None if it is legal."""
        source, target, count = move
        if not 0 <= source < HOME:
            return "cards never leave the foundations" if source == HOME else f"there is no place {source}"
        if not 0 <= target < PLACE_COUNT:
            return f"there is no place {target}"
        if source == target:
            return "a move needs two different places"
        card = self.top(source)
        if card == EMPTY:
            return f"{place_title(source)} is empty"
        if count < 1:
            return "a move carries at least one card"
        if not is_cascade(source) or not is_cascade(target):
            if count != 1:
                return f"only one card at a time can go to or come from {place_title(target if not is_cascade(target) else source)}"
            if target == HOME:
                suit = SUIT[card]
                if RANK[card] != self.foundations[suit] + 1:
                    needed = self.foundations[suit] + 1
                    return f"{card_code(card)} cannot go home yet: its foundation needs the {DECK[suit + 4 * (needed - 1)].name}"
                return None
            if is_freecell(target):
                if target - FIRST_FREECELL >= len(self.freecells):
                    cells = len(self.freecells)
                    return f"this game has {cells} free cell{'s' if cells != 1 else ''}: there is no {place_title(target)}"
                held = self.freecells[target - FIRST_FREECELL]
                return None if held == EMPTY else f"{place_title(target)} is taken ({card_code(held)})"
            # a free cell to a cascade
            return self._onto_cascade_reason(card, target)
        column = self.cascades[source]
        if count > len(column):
            return f"{place_title(source)} holds only {len(column)} cards"
        run = self.run_length(source)
        if count > run:
            return f"the top {count} cards of {place_title(source)} are not an ordered run (only {run} are)"
        moving = column[-count]
        reason = self._onto_cascade_reason(moving, target)
        if reason is not None:
            return reason
        limit = self.max_move(target)
        if count > limit:
            return self.limit_reason(count, target)
        return None

    def limit_reason(self, count: int, target: int) -> str:
        """ "only 3 cards can move: 1 free cell, 0 empty columns" (with the counts of now)."""
        cells = self.free_cell_count()
        empty = self.empty_cascade_count() - (0 if self.cascades[target] else 1)
        limit = supermove_limit(cells, empty)
        into = " (the empty target does not count)" if not self.cascades[target] else ""
        return (
            f"only {limit} card{'s' if limit != 1 else ''} can move, not {count}: "
            f"{cells} free cell{'s' if cells != 1 else ''}, {empty} empty column{'s' if empty != 1 else ''}{into}"
        )

    def _onto_cascade_reason(self, card: int, target: int) -> str | None:
        column = self.cascades[target]
        if not column:
            return None
        below = column[-1]
        if card in self.rules.builds_on[below]:
            return None
        return f"{card_code(card)} cannot go on {card_code(below)}: {builds_on_text(card, self.building)}"

    def apply(self, move: Move) -> Position:
        """The position after a legal move (check it first: this does not)."""
        source, target, count = move
        cascades = list(self.cascades)
        cells = list(self.freecells)
        foundations = self.foundations
        if is_cascade(source):
            column = cascades[source]
            moving = column[-count:]
            cascades[source] = column[:-count]
        else:
            moving = (cells[source - FIRST_FREECELL],)
            cells[source - FIRST_FREECELL] = EMPTY
        if is_cascade(target):
            cascades[target] = cascades[target] + moving
        elif is_freecell(target):
            cells[target - FIRST_FREECELL] = moving[0]
        else:
            tops = list(foundations)
            tops[SUIT[moving[0]]] += 1
            foundations = tuple(tops)
        return Position(tuple(cascades), tuple(cells), foundations, self.building)

    def play(self, move: Move) -> Position:
        """The position after `move`; IllegalMoveError with the reason if the rules forbid it."""
        reason = self.check(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        return self.apply(move)

    def legal_moves(self, rules: Rules | None = None) -> list[Move]:
        """Every legal move, each distinct outcome once, in the canonical order (`legal_moves_of`).

        To free cells only the first empty cell is offered, and into empty cascades only the
        first empty cascade (the others give the same position up to their order); a whole
        cascade is never moved into an empty one, nor a card from one free cell to another.
        `check` accepts those too: their outcomes equal, by `key`, one offered here. The rules
        are the position's own (`rules`) unless others are given.
        """
        return legal_moves_of(self.cascades, self.freecells, self.foundations, rules or self.rules)

    # --- autoplay ------------------------------------------------------------------------

    def autoplay_move(self, policy: AutoplayPolicy) -> Move | None:
        """The first card the policy sends home by itself from this position, if any."""
        if policy is AutoplayPolicy.OFF:
            return None
        foundations = self.foundations
        wants = is_ms_autoplay if policy is AutoplayPolicy.MS else is_safe_autoplay
        for source in range(HOME):
            card = self.top(source)
            if card != EMPTY and wants(card, foundations):
                return Move(source, HOME)
        return None

    def autoplay(self, policy: AutoplayPolicy) -> tuple[Position, list[Move]]:
        """Send home every card the policy plays by itself, until none is left to send."""
        position = self
        played: list[Move] = []
        while (move := position.autoplay_move(policy)) is not None:
            played.append(move)
            position = position.apply(move)
        return position, played


# --- the moves, in plain ints --------------------------------------------------------------


def legal_moves_of(
    cascades: Sequence[Sequence[int]],
    cells: Sequence[int],
    foundations: Sequence[int],
    rules: Rules = FREECELL,
    *,
    longest_into_empty: bool = False,
) -> list[Move]:
    """Every legal move of a position given as plain ints, in the canonical order.

    The one move generator: `Position.legal_moves` is this, the solver's beams (`beam.py`, and
    in C `_beam.c`) use it with `longest_into_empty`, and the solver's `children` is a twin
    pinned to it by tests (same moves, same order). The order, which decides ties in every
    search and so its answers:

    1. from each free cell a-d in turn: home, then onto each cascade 1-8 that takes it, the
       first empty cascade in its place among them;
    2. from each cascade 1-8 in turn: its top card home, to the first empty free cell, the run
       that fits onto each other cascade 1-8 (one rank below the target's top card), then into
       the first empty cascade every run allowed, shortest first; with `longest_into_empty`,
       only the longest (a run into an empty column carries as many cards as allowed: the
       site's move counting, a sequence move being one move).

    A sequence carries at most `supermove_limit(empty free cells, empty cascades)` cards, not
    counting an empty target; a whole cascade never moves into an empty one.
    """
    stacks = rules.stacks
    new_move = _new_move
    moves: list[Move] = []
    append = moves.append
    free = cells.count(EMPTY)
    first_cell = cells.index(EMPTY) + FIRST_FREECELL if free else -1
    takers, first_empty, empty_count = _takers(cascades, rules.builds_on)
    limit_onto = supermove_limit(free, empty_count)
    limit_into_empty = supermove_limit(free, empty_count - 1) if empty_count else 0

    for slot, card in enumerate(cells):
        if card == EMPTY:
            continue
        place = slot + FIRST_FREECELL
        if foundations[card & 3] == card >> 2:
            append(new_move((place, HOME, 1)))
        targets = takers.get(card, ())
        if first_empty >= 0:
            targets = sorted((*targets, first_empty))
        for target in targets:
            append(new_move((place, target, 1)))

    for source, column in enumerate(cascades):
        if not column:
            continue
        size = len(column)
        card = column[-1]
        if foundations[card & 3] == card >> 2:
            append(new_move((source, HOME, 1)))
        if free:
            append(new_move((source, first_cell, 1)))
        # Down the ordered run on top, as deep as the supermove limit allows: the card `count`
        # deep moves with the `count - 1` above it onto a cascade that takes it.
        first_onto = len(moves)
        count = 1
        while True:
            for target in takers.get(card, ()):
                if target != source:
                    append(new_move((source, target, count)))
            if count in (size, limit_onto):
                break
            below = column[size - count - 1]
            if not stacks[below * 52 + card]:
                break
            card = below
            count += 1
        if len(moves) - first_onto > 1:  # left to right, whatever the depth
            moves[first_onto:] = sorted(moves[first_onto:], key=_target_of)
        if first_empty >= 0:
            longest = min(count, limit_into_empty)  # count: the run, or the limit if shorter
            # Moving a whole cascade into an empty one changes nothing.
            if longest_into_empty:
                if longest < size:
                    append(new_move((source, first_empty, longest)))
            else:
                for moved in range(1, min(longest, size - 1) + 1):
                    append(new_move((source, first_empty, moved)))
    return moves


def _takers(
    cascades: Sequence[Sequence[int]], builds_on: tuple[frozenset[int], ...]
) -> tuple[dict[int, list[int]], int, int]:
    """Which cascades take each card (left to right), the first empty cascade (-1 if none) and
    how many are empty."""
    takers: dict[int, list[int]] = {}
    first_empty = -1
    empty_count = 0
    for target, column in enumerate(cascades):
        if column:
            for card in builds_on[column[-1]]:
                takers.setdefault(card, []).append(target)
        else:
            empty_count += 1
            if first_empty < 0:
                first_empty = target
    return takers, first_empty, empty_count


# Move(a, b, c) without the Python-level __new__ a NamedTuple has: a third faster, and a search
# makes some twenty moves for every position it expands.
_new_move = cast(Callable[[tuple[int, int, int]], Move], functools.partial(tuple.__new__, Move))


def _target_of(move: Move) -> int:
    return move.target
