"""The table's layout in card units: a card is 1 wide, every place and gap is a fraction of it.

The scene turns these into pixels with one number, the card width; the export and share
features size their images from the table's width and height here.
"""

from __future__ import annotations

from freecell_gui.core.deals.dealer import CASCADE_COUNT
from freecell_gui.ui.table.deck import CARD_ASPECT

CARD_HEIGHT = CARD_ASPECT
MARGIN_X = 0.28
GAP_X = 0.16
LABEL_BAND = 0.30  # above the top row: free cell letters
TOP_ROW_Y = LABEL_BAND
ROW_GAP = 0.34  # between the top row and the cascades: column numbers
CASCADE_TOP = TOP_ROW_Y + CARD_HEIGHT + ROW_GAP
# Each covered card shows its top 31% (the corner index ends at 29.4% of the height).
CASCADE_SPREAD = 0.31 * CARD_HEIGHT
MARGIN_BOTTOM = 0.22
NOMINAL_CASCADE = 7  # the scale is chosen so a dealt cascade fits at the full spread
TABLE_WIDTH = 2 * MARGIN_X + CASCADE_COUNT + (CASCADE_COUNT - 1) * GAP_X
TABLE_HEIGHT = CASCADE_TOP + (NOMINAL_CASCADE - 1) * CASCADE_SPREAD + CARD_HEIGHT + MARGIN_BOTTOM
MIN_CARD_WIDTH = 16
FREECELL_LETTERS = "abcd"


def column_x(column: int) -> float:
    """Left edge of column `column` (0-7), in card widths."""
    return MARGIN_X + column * (1 + GAP_X)
