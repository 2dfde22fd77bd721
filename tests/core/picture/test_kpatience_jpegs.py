"""Lossy screenshots of another program: KPatience's Oxygen decks at 800 x 600 (cards 72 px
wide), JPEG quality 55-70, made by tests/picture/make_kpat_jpegs.py. The reader may leave a
card in doubt, never claim a wrong one: these three once gave a red 3 of Diamonds read as a
sure black (its thin index blurred grey) and a 2 of Clubs read as a sure 2 of Spades (Oxygen
prints the suit in the middle of the card, so the corners of all four 2s are alike)."""

from __future__ import annotations

import pytest

from freecell_gui.core.deals.cards import Card
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.picture.reading import read_picture
from freecell_gui.core.picture.readings import CardReading

from .conftest import decks, picture

KPATIENCE_JPEGS = {
    "kpat-svg-oxygen-air-1900634386-800-q60.jpg": 1_900_634_386,
    "kpat-svg-oxygen-air-49300341-800-q55.jpg": 49_300_341,
    "kpat-svg-oxygen-981496785-800-q70.jpg": 981_496_785,
}
SURE_COLOUR = 0.5
"""A colour claimed at least this surely is used to find the deal (identify's strict level)."""


def _claims_wrong(card: CardReading, truth: Card) -> bool:
    if card.card is not None:
        return card.card != truth
    wrong_colour = card.colour is not None and card.colour is not truth.colour
    return wrong_colour and card.colour_confidence >= SURE_COLOUR


@pytest.mark.parametrize("name", sorted(KPATIENCE_JPEGS))
def test_a_lossy_kpatience_picture_is_never_read_wrong(name: str) -> None:
    reading = read_picture(picture(name), decks())
    dealt = deal(KPATIENCE_JPEGS[name]).columns
    wrong = [
        f"cascade {column + 1}, card {row + 1}: {card.code()} ({card.colour}) for {truth.code}"
        for column, (cascade, cards) in enumerate(zip(reading.cascades, dealt, strict=True))
        for row, (card, truth) in enumerate(zip(cascade, cards, strict=False))
        if _claims_wrong(card, truth)
    ]
    assert wrong == []
    assert sum(len(cascade) for cascade in reading.cascades) >= 48  # KPatience sent a few aces home
    assert sum(card.card is not None for cascade in reading.cascades for card in cascade) >= 30
