"""The names of the variants (issue 29) as the window says them, in the player's language.

The core's `Rules.title` is English for the command line; these are the same names through Qt's
translation. The standard game, FreeCell with four cells, is plain "FreeCell", and its window
title stays the deal's own ("Deal #617"); any other says its game: "Deal #617 — Baker's Game,
2 free cells".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from freecell_gui.core.deals.dealer import Deal
from freecell_gui.core.game.variant import FREECELL, MAX_FREE_CELLS, Building, Rules
from freecell_gui.ui.i18n.names import deal_title

CONTEXT = "Variants"


def game_name(building: Building) -> str:
    """ "FreeCell" or "Baker's Game": the game a building rule makes."""
    if building is Building.SAME_SUIT:
        return QCoreApplication.translate(CONTEXT, "Baker's Game")
    return QCoreApplication.translate(CONTEXT, "FreeCell")


def variant_name(rules: Rules) -> str:
    """ "FreeCell", "Baker's Game", "FreeCell, 2 free cells", "Baker's Game, 0 free cells"."""
    if rules.free_cells == MAX_FREE_CELLS:
        return game_name(rules.building)
    if rules.building is Building.SAME_SUIT:
        return QCoreApplication.translate(CONTEXT, "Baker's Game, %n free cell(s)", "", rules.free_cells)
    return QCoreApplication.translate(CONTEXT, "FreeCell, %n free cell(s)", "", rules.free_cells)


def window_title(deal: Deal, rules: Rules) -> str:
    """The window's title: the deal, and the game when it is not the standard one."""
    if rules == FREECELL:
        return deal_title(deal)
    return (
        QCoreApplication.translate(CONTEXT, "%1 \u2014 %2", "the deal, then the game played")
        .replace("%1", deal_title(deal))
        .replace("%2", variant_name(rules))
    )
