"""Small SVG exports: each card's art is written once, and every card on the table uses it.

QSvgGenerator writes every card as hundreds of separate shapes, each in a group of its own
with all its attributes: about 800 KB a deal, and a contact sheet repeats it for every deal.
Here the table is drawn by QSvgGenerator without its cards (felt, piles, labels), and the
cards are added by us: the deck's own SVG for each card once, in <defs>, and a <use> for
each card on the table, with the same soft shadow the scene paints. Our own deck only; an
installed theme deck is drawn by QSvgGenerator as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.piles import SHADOW_OFFSET, CardItem
from freecell_gui.ui.table.scene import TableScene

# The shadow the scene paints under a card (piles.paint_shadow): (grow, alpha of 255).
SHADOW_LAYERS = ((1.5, 14), (0.75, 18), (0.0, 30))
SHADOW_RADIUS_SHARE = 0.06
_ROOT = re.compile(r"<svg\b[^>]*\bviewBox=\"([^\"]+)\"[^>]*>(.*)</svg>", re.DOTALL)


@dataclass(frozen=True)
class PlacedCard:
    """A card drawn at (left, top), `width` x `height` units, in the output's coordinates."""

    code: str
    left: float
    top: float
    width: float
    height: float


def can_share_cards(deck: CardDeck) -> bool:
    """True when the deck's cards are separate SVG files we can write once (our own deck)."""
    return deck.theme_file is None


@contextmanager
def cards_taken_off(
    scene: TableScene, offset: QPointF, scale: float, into: list[PlacedCard]
) -> Iterator[None]:
    """Hide the scene's cards while it is drawn, noting where each was, bottom card first.

    `offset` and `scale` map scene coordinates to the output's (the target rectangle of render).
    """
    items = [item for item in reversed(scene.items()) if isinstance(item, CardItem) and item.isVisible()]
    for item in items:
        pixmap = item.pixmap()
        ratio = pixmap.devicePixelRatio()
        width, height = round(pixmap.width() / ratio), round(pixmap.height() / ratio)
        position = item.scenePos() - scene.sceneRect().topLeft()
        into.append(
            PlacedCard(
                item.card.code,
                offset.x() + position.x() * scale,
                offset.y() + position.y() * scale,
                width * scale,
                height * scale,
            )
        )
        item.setVisible(False)
    try:
        yield
    finally:
        for item in items:
            item.setVisible(True)


def card_art(deck: CardDeck, code: str) -> tuple[str, float, float]:
    """The inside of the card's SVG (the deck's inks and face set), and its viewBox width and height."""
    text = deck.svg_text(code)
    match = _ROOT.search(text) if text is not None else None
    if match is None:
        raise ValueError(f"{deck.face_file(code).name} is not an SVG with a viewBox")
    _, _, width, height = (float(part) for part in match.group(1).replace(",", " ").split())
    inside = re.sub(r"<title>.*?</title>\s*", "", match.group(2), flags=re.DOTALL)
    return inside.strip(), width, height


def _number(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def add_cards(svg: bytes, deck: CardDeck, cards: list[PlacedCard]) -> bytes:
    """The SVG with the cards drawn on top: each card's art once in <defs>, then a <use> each."""
    definitions = []
    sizes: dict[str, tuple[float, float]] = {}
    for code in dict.fromkeys(card.code for card in cards):
        inside, width, height = card_art(deck, code)
        sizes[code] = (width, height)
        definitions.append(f'<g id="card-{code}">{inside}</g>')
    uses = []
    for card in cards:
        radius = card.width * SHADOW_RADIUS_SHARE
        for grow, alpha in SHADOW_LAYERS:
            uses.append(
                f'<rect x="{_number(card.left + SHADOW_OFFSET.x() - grow)}" '
                f'y="{_number(card.top + SHADOW_OFFSET.y() - grow)}" '
                f'width="{_number(card.width + 2 * grow)}" height="{_number(card.height + 2 * grow)}" '
                f'rx="{_number(radius + grow)}" fill="#000000" fill-opacity="{alpha / 255:.3f}"/>'
            )
        art_width, art_height = sizes[card.code]
        uses.append(
            f'<use xlink:href="#card-{card.code}" transform="translate({_number(card.left)} '
            f'{_number(card.top)}) scale({card.width / art_width:.5f} {card.height / art_height:.5f})"/>'
        )
    addition = "<defs>\n" + "\n".join(definitions) + "\n</defs>\n" + "\n".join(uses) + "\n"
    text = svg.decode("utf-8")
    end = text.rindex("</svg>")
    return (text[:end] + addition + text[end:]).encode("utf-8")


def without_empty_groups(svg: bytes) -> bytes:
    """QSvgGenerator leaves a group for every state change, most of them empty: drop those."""
    return re.sub(rb"<g [^>]*>\s*</g>\s*", b"", svg)
