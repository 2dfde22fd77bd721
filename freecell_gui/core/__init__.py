"""The Qt-free core: deals, the game's rules, the solver, the finder, pictures, the history, ranges and the system layer.

Nothing under this package imports Qt, so it can run in a command-line tool, a solver or
a deal finder at full speed.
"""

from freecell_gui.core.deals.cards import DECK, Card, Colour, Rank, Suit, parse_card
from freecell_gui.core.deals.dealer import (
    FIRST_DEAL,
    LAST_DEAL,
    Deal,
    DealFamily,
    DealNumberError,
    deal,
    deal_freecell,
    deal_order,
    family_of,
)

__all__ = [
    "DECK",
    "FIRST_DEAL",
    "LAST_DEAL",
    "Card",
    "Colour",
    "Deal",
    "DealFamily",
    "DealNumberError",
    "Rank",
    "Suit",
    "deal",
    "deal_freecell",
    "deal_order",
    "family_of",
    "parse_card",
]
