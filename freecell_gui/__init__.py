"""freecell-gui: shows any Microsoft FreeCell deal by its number, exactly."""

from freecell_gui.core.deals.dealer import Deal, deal, deal_freecell

__version__ = "0.1.0"

__all__ = ["Deal", "__version__", "deal", "deal_freecell"]
