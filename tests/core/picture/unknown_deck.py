"""A deck no reader knows: every card an SVG group of a rounded rectangle, its rank and suit
symbol printed in a font at the top left (and upside down at the bottom right), one big suit
symbol in the middle; written as a KDE-style deck file for the table renderer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from freecell_gui.core.deals.cards import DECK, Colour
from freecell_gui.core.picture.fonts import RANKS, SUITS

_RANK_IDS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
_SUIT_IDS = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}


def write_unknown_deck(path: Path, family: str, bold: bool = True) -> Path:
    """Write the deck's SVG to `path`, indices in `family`."""
    weight = "bold" if bold else "normal"
    groups = []
    for number, card in enumerate(DECK):
        x, y = (number % 13) * 110, (number // 13) * 150
        ink = "#c01020" if card.colour is Colour.RED else "#101018"
        rank, suit = RANKS[card.rank - 1], SUITS[card.suit.letter]
        font = f'font-family="{family}" font-weight="{weight}" fill="{ink}"'
        groups.append(
            f'<g id="{_RANK_IDS[card.rank - 1]}_{_SUIT_IDS[card.suit.letter]}">'
            f'<rect x="{x + 0.5}" y="{y + 0.5}" width="99" height="139" rx="6" fill="#fbfbf6" stroke="#333"/>'
            f'<text x="{x + 5}" y="{y + 19}" font-size="19" {font} text-anchor="start">{rank}</text>'
            f'<text x="{x + 6}" y="{y + 36}" font-size="16" {font}>{suit}</text>'
            f'<text x="{x + 50}" y="{y + 88}" font-size="44" {font} text-anchor="middle">{suit}</text>'
            f'<text x="{x + 95}" y="{y + 121}" font-size="19" {font} text-anchor="start"'
            f' transform="rotate(180 {x + 95} {y + 121})">{rank}</text>'
            "</g>"
        )
    back = (
        '<g id="back"><rect x="0.5" y="620.5" width="99" height="139" rx="6" fill="#234" stroke="#333"/></g>'
    )
    path.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="780">'
        + "".join(groups)
        + back
        + "</svg>",
        encoding="utf-8",
    )
    return path


def unknown_deck_picture(
    folder: Path, number: int = 617, width: int = 1200, family: str = "DejaVu Sans Condensed"
) -> QImage:
    """Deal `number` on this program's table drawn with the unknown deck (a QImage)."""
    from freecell_gui.core.deals.dealer import deal
    from freecell_gui.ui.export.renderer import ExportOptions, TableRenderer
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    theme = write_unknown_deck(folder / "unknown-deck.svg", family)
    return TableRenderer(ExportOptions(width=width, deck_theme=str(theme))).image(deal(number))
