"""Decks laid out as KDE's are (one SVG, an element a card) whose geometry the tests know: a card
whose drawing holds a shadow around its paper, as Ancient Egyptians' and Jolly Royal's do, and
a card whose paper fills its drawing, with a thin grey border line as Konqi's has."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.system.deck_themes import element_id
from freecell_gui.ui.table import deck_paper

DRAWING_WIDTH = 100
DRAWING_HEIGHT = 140
SHADOW = QColor("#0000ff")
"""The sample's shadow: pure blue, so any of it left on a card (or a table) is found."""
PAPER = QColor("#f4ecd8")
INK = QColor("#c00000")
"""Marks at the paper's four corners: drawn filling the box, the box's corners show them."""
MARK = 4
"""The corner marks' side, in the drawing's units."""


def _card(name: str, index: int, margins: tuple[int, int, int, int], border: bool = False) -> str:
    left, top, right, bottom = margins
    width, height = DRAWING_WIDTH - left - right, DRAWING_HEIGHT - top - bottom
    x, y = (index % 13) * 120, (index // 13) * 160  # each card at its own place on the sheet
    marks = "".join(
        f'<rect x="{mark_x}" y="{mark_y}" width="{MARK}" height="{MARK}" fill="{INK.name()}"/>'
        for mark_x in (left, left + width - MARK)
        for mark_y in (top, top + height - MARK)
    )
    outline = ' stroke="#808080" stroke-width="1"' if border else ""
    shadow = (
        f'<rect x="0" y="0" width="{DRAWING_WIDTH}" height="{DRAWING_HEIGHT}" fill="{SHADOW.name()}"/>'
        if any(margins)
        else ""
    )
    return (
        f'<g id="{name}" transform="translate({x} {y})">{shadow}'
        f'<rect x="{left}" y="{top}" width="{width}" height="{height}" fill="{PAPER.name()}"{outline}/>'
        f"{marks}</g>"
    )


def shadowed_deck_svg(margins: tuple[int, int, int, int]) -> bytes:
    """Every card and the back: a blue shadow filling the drawing (100 x 140 units), the paper
    inside it `margins` (left, top, right, bottom, in units) from its edges."""
    names = [element_id(card.code) for card in DECK] + ["back"]
    cards = "".join(_card(name, index, margins) for index, name in enumerate(names))
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="1560" height="800">{cards}</svg>'.encode()


def bordered_deck_svg() -> bytes:
    """Every card and the back: the paper filling the drawing, edged with a grey line 1 unit wide
    (half of it outside the paper: far less than paper.py's 2 % a margin must reach)."""
    names = [element_id(card.code) for card in DECK] + ["back"]
    cards = "".join(_card(name, index, (0, 0, 0, 0), border=True) for index, name in enumerate(names))
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="1560" height="800">{cards}</svg>'.encode()


def write_deck(folder: Path, name: str, svg: bytes) -> Path:
    """The deck saved as `name`.svg in `folder`."""
    path = folder / f"{name}.svg"
    path.write_bytes(svg)
    return path


def counted_measures(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Each deck measured from now on, counted (what `measure_margins` is given)."""
    measured: list[object] = []
    measure = deck_paper.measure_margins

    def counted(draw: deck_paper.DrawElement) -> tuple[float, float, float, float]:
        measured.append(draw)
        return measure(draw)

    monkeypatch.setattr(deck_paper, "measure_margins", counted)
    return measured
