"""The core's names for deals and their families, in the player's language.

The core names them in English ("Deal #617", "Windows 32,000 (1-32,000)"), for the command
line and the files it writes; the window says them through Qt's translation, numbers grouped
the player's way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from freecell_gui.core.deals.dealer import Deal, DealFamily
from freecell_gui.ui.i18n.numbers import grouped


def deal_title(deal: Deal) -> str:
    """ "Deal #617", or "Custom deal" for a layout without a number (the core's Deal.title)."""
    if deal.number is None:
        return QCoreApplication.translate("DealNames", "Custom deal")
    return QCoreApplication.translate("DealNames", "Deal #%1").replace("%1", grouped(deal.number))


def family_title(family: DealFamily) -> str:
    """A family's name: "Windows 32,000", "FreeCell Pro extended"."""
    if family is DealFamily.FREECELL_PRO:
        return QCoreApplication.translate("DealNames", "FreeCell Pro extended")
    if family is DealFamily.WINDOWS_31_BIT:
        return "Windows 2^31-1"
    return f"Windows {grouped(family.last)}"  # a product's name, its number written the player's way


def family_description(family: DealFamily) -> str:
    """A family's name and range: "Windows 32,000 (1-32,000)" (the core's description)."""
    return (
        QCoreApplication.translate("DealNames", "%1 (1\u2013%2)")
        .replace("%1", family_title(family))
        .replace("%2", grouped(family.last))
    )
