"""Our deck: every card renders, four colours change the inks, missing images show."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.cards import DECK
from freecell_gui.ui.table.deck import CardDeck


def _colour_count(image: QImage, predicate) -> int:  # type: ignore[no-untyped-def]
    return sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if predicate(image.pixelColor(x, y))
    )


def test_every_card_and_the_back_load_without_warnings(qapp: QApplication, qtlog) -> None:  # type: ignore[no-untyped-def]
    deck = CardDeck()
    for element in [card.code for card in DECK] + ["back"]:
        assert deck.has_element(element), element
        deck.pixmap(element, 90)
    assert [record.message for record in qtlog.records] == []


def test_cards_render_at_the_asked_size_and_are_cached(qapp: QApplication) -> None:
    deck = CardDeck()
    pixmap = deck.pixmap("QS", 120, 1.5)
    assert (pixmap.width(), pixmap.height()) == (180, round(120 * 88 / 63 * 1.5))
    assert deck.pixmap("QS", 120, 1.5) is pixmap


def _is_green(colour: QColor) -> bool:
    return colour.green() > 90 and colour.red() < 80 and colour.blue() < 90


def _is_blue(colour: QColor) -> bool:
    return colour.blue() > 140 and colour.red() < 60


@pytest.mark.parametrize(("code", "predicate"), [("7C", _is_green), ("7D", _is_blue)])
def test_four_colour_deck(qapp: QApplication, code: str, predicate) -> None:  # type: ignore[no-untyped-def]
    deck = CardDeck()
    before = _colour_count(deck.pixmap(code, 100).toImage(), predicate)
    deck.set_four_colour(True)
    after = _colour_count(deck.pixmap(code, 100).toImage(), predicate)
    assert before == 0
    assert after > 100


def test_missing_card_is_drawn_loudly(qapp: QApplication, tmp_path: Path) -> None:
    deck = CardDeck(directory=tmp_path)
    image = deck.pixmap("QS", 60).toImage()
    magenta = _colour_count(image, lambda c: c.red() > 240 and c.blue() > 240 and c.green() < 20)
    assert magenta > image.width() * image.height() / 8


def test_generated_deck_is_up_to_date(tmp_path: Path) -> None:
    """The committed SVGs are exactly what resources/make_deck.py writes."""
    import importlib.util

    from tests.conftest import REPOSITORY

    spec = importlib.util.spec_from_file_location("make_deck", REPOSITORY / "resources" / "make_deck.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for card in DECK:
        committed = (REPOSITORY / "resources" / "deck" / f"{card.code}.svg").read_text(encoding="utf-8")
        assert committed == module.card_svg(card.code[0], card.code[1]), card.code
    assert (REPOSITORY / "resources" / "deck" / "back.svg").read_text(encoding="utf-8") == module.back_svg()
    text = "".join(module.card_svg(card.code[0], card.code[1]) for card in DECK)
    assert "<text" not in text and "font" not in text
