"""freecell-gui: shows any Microsoft FreeCell deal by its number, exactly.

Importing the package runs nothing else: the programs' entry point (entry.py) sets its stop
signal handlers on its first line, which runs just after this module, so nothing here may take
time. `deal`, `deal_freecell` and `Deal` are loaded on first use.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing itself takes 10 ms to import: see above
__version__ = "0.1.0"

__all__ = ["Deal", "__version__", "deal", "deal_freecell"]

if TYPE_CHECKING:
    from freecell_gui.core.deals.dealer import Deal, deal, deal_freecell


def __getattr__(name: str) -> object:
    if name in ("Deal", "deal", "deal_freecell"):
        from freecell_gui.core.deals import dealer

        return getattr(dealer, name)
    raise AttributeError(f"module 'freecell_gui' has no attribute {name!r}")
