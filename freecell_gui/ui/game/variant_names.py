"""The names of the variants (issue 29) as the window says them, in the player's language.

The core's `Rules.title` is English for the command line; these are the same names through Qt's
translation. The standard game, FreeCell with four cells, is plain "FreeCell", and its window
title stays the deal's own ("Deal #617"); any other says its game: "Deal #617 — Baker's Game,
2 free cells".
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QObject

from freecell_gui.core.deals.dealer import Deal
from freecell_gui.core.game.variant import FREECELL, MAX_FREE_CELLS, Building, Rules
from freecell_gui.ui.i18n.names import deal_title


class Variants(QObject):
    """The translated names; a QObject for tr's plural forms (one for the app's life)."""

    def game_name(self, building: Building) -> str:
        if building is Building.SAME_SUIT:
            return self.tr("Baker's Game")
        return self.tr("FreeCell")

    def variant_name(self, rules: Rules) -> str:
        if rules.free_cells == MAX_FREE_CELLS:
            return self.game_name(rules.building)
        if rules.building is Building.SAME_SUIT:
            return self.tr("Baker's Game, %n free cell(s)", "", rules.free_cells)
        return self.tr("FreeCell, %n free cell(s)", "", rules.free_cells)

    def window_title(self, deal: Deal, rules: Rules) -> str:
        if rules == FREECELL:
            return deal_title(deal)
        return (
            self.tr("%1 — %2", "the deal, then the game played")
            .replace("%1", deal_title(deal))
            .replace("%2", self.variant_name(rules))
        )


@functools.cache
def _names() -> Variants:
    # Made on first use: by then the application (and its translators) exist.
    return Variants()


def game_name(building: Building) -> str:
    """ "FreeCell" or "Baker's Game": the game a building rule makes."""
    return _names().game_name(building)


def variant_name(rules: Rules) -> str:
    """ "FreeCell", "Baker's Game", "FreeCell, 2 free cells", "Baker's Game, 0 free cells"."""
    return _names().variant_name(rules)


def window_title(deal: Deal, rules: Rules) -> str:
    """The window's title: the deal, and the game when it is not the standard one."""
    return _names().window_title(deal, rules)
