"""Tables of decks whose cards show a tab instead of a corner index (KDE's Future).

Not read yet: `read_tab_table` answers None, and the ordinary reading goes on (it finds a
few of such a deck's cards and claims none of them).
"""

from __future__ import annotations

from collections.abc import Sequence

from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.picture.readings import TableReading


def read_tab_table(picture: PixelBuffer, decks: Sequence[TemplateDeck]) -> TableReading | None:
    """The table in `picture` when its cards are a tab deck's, else None."""
    del picture, decks
    return None
