"""The rules' parameters, in one place: how many free cells, and how cards build in a cascade.

A `Rules` value is small, frozen and hashable. Every copy of the move rules reads it: the rules
engine (`rules.py`), the solver's hot twin (`solver/positions.py`) and its beam engines (the
Python `solver/beam.py` and the C `solver/_beam.c`), so a change of variant is one value handed
down, checked everywhere by the tests that play the copies side by side.

The default, `FREECELL`, is Microsoft FreeCell: four free cells, building down in alternate
colours. Baker's Game (FreeCell's ancestor) builds down by suit; players also set themselves
FreeCell with fewer cells (see issue 29): `solve --cells K --game bakers` plays them, and
`solve --min-cells` finds the fewest cells a deal needs.

A card is an int 0..51, its index in Microsoft's fresh deck: rank = index // 4 + 1 and
suit = index % 4 (clubs, diamonds, hearts, spades).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import Enum

MAX_FREE_CELLS = 4  # the table has room for four; fewer is a challenge, not another table


class Building(Enum):
    """Which card may go on which in a cascade: always one rank lower, and then..."""

    ALTERNATE_COLOURS = "freecell"  # ... of the other colour (FreeCell)
    SAME_SUIT = "bakers"  # ... of the same suit (Baker's Game)

    def takes(self, below: int, card: int) -> bool:
        """True when `card` may be put on `below` in a cascade."""
        if card >> 2 != (below >> 2) - 1:
            return False
        if self is Building.SAME_SUIT:
            return card & 3 == below & 3
        return ((card & 3) in (1, 2)) != ((below & 3) in (1, 2))  # diamonds and hearts are red


@functools.cache
def _stacking_table(building: Building) -> bytes:
    return bytes(building.takes(below, card) for below in range(52) for card in range(52))


@functools.cache
def _builds_on_table(building: Building) -> tuple[frozenset[int], ...]:
    return tuple(frozenset(card for card in range(52) if building.takes(below, card)) for below in range(52))


@dataclass(frozen=True, slots=True)
class Rules:
    """A variant of FreeCell: the number of free cells (0 to 4) and the building rule.

    The tables are computed once a building rule and shared: `stacks[below * 52 + card]` is 1
    when `card` may go on `below` (the searches' form), `builds_on[below]` the set of such cards.
    """

    free_cells: int = MAX_FREE_CELLS
    building: Building = Building.ALTERNATE_COLOURS

    def __post_init__(self) -> None:
        if not 0 <= self.free_cells <= MAX_FREE_CELLS:
            raise ValueError(f"the free cells are 0 to {MAX_FREE_CELLS}, not {self.free_cells}")

    @property
    def title(self) -> str:
        """The variant's name for messages: "FreeCell", "Baker's Game with 2 free cells"."""
        game = "FreeCell" if self.building is Building.ALTERNATE_COLOURS else "Baker's Game"
        if self.free_cells == MAX_FREE_CELLS:
            return game
        return f"{game} with {self.free_cells} free cell{'s' if self.free_cells != 1 else ''}"

    @property
    def stacks(self) -> bytes:
        """`stacks[below * 52 + card]` is 1 when `card` may go on `below` in a cascade."""
        return _stacking_table(self.building)

    @property
    def builds_on(self) -> tuple[frozenset[int], ...]:
        """`builds_on[below]`: the cards that may go on `below` in a cascade."""
        return _builds_on_table(self.building)


FREECELL = Rules()
