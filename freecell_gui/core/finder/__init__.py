"""Finding a deal's number from what is known of it: card patterns, the kernel's masks, and the
searches over deal numbers.

`find_numbers` takes 52 masks (bit c of mask p set when card c, AC = 0 ... KS = 51, may lie at
place p = row * 8 + column) and searches 1..1,000,000, then up to 2^31-1, then every deal.
"""

from freecell_gui.core.finder.masks import (
    BLACK,
    FULL_MASK,
    RED,
    masks_from_cards,
    masks_from_colours,
    masks_from_sets,
    possible,
)
from freecell_gui.core.finder.search import STAGES, WorkerFailedError, default_workers, find_numbers

__all__ = [
    "BLACK",
    "FULL_MASK",
    "RED",
    "STAGES",
    "WorkerFailedError",
    "default_workers",
    "find_numbers",
    "masks_from_cards",
    "masks_from_colours",
    "masks_from_sets",
    "possible",
]
