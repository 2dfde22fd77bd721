"""The large-index faces (issue 28, low vision): generated, shipped, big in a covered card's strip,
chosen with set_large_index, in both colour settings, and drawn by the scene and the SVG export."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from types import ModuleType

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.deals.dealer import deal
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.piles import CardItem
from freecell_gui.ui.table.scene import TableScene
from freecell_gui.ui.table.svg_cards import card_art
from tests.conftest import REPOSITORY

WIDTH = 120
HEIGHT = round(WIDTH * 88 / 63)
STRIP = 0.245  # the index ends inside a quarter of the card's height


def _is_ink(colour: QColor) -> bool:
    """Dark or strongly coloured: the index's ink, not the warm white face or the grey edge."""
    return colour.alpha() > 200 and (colour.lightness() < 150 or colour.hsvSaturation() > 120)


def _ink_in_rows(image: QImage, top: float, bottom: float, left: float = 0.06, right: float = 0.94) -> int:
    return sum(
        1
        for y in range(round(image.height() * top), round(image.height() * bottom))
        for x in range(round(image.width() * left), round(image.width() * right))
        if _is_ink(image.pixelColor(x, y))
    )


@pytest.fixture(scope="module")
def generator() -> Iterator[ModuleType]:
    sys.path.insert(0, str(REPOSITORY / "resources"))
    try:
        yield importlib.import_module("large_index")
    finally:
        sys.path.remove(str(REPOSITORY / "resources"))


def test_the_committed_large_faces_are_what_make_deck_writes(generator: ModuleType) -> None:
    folder = REPOSITORY / "resources" / "deck" / "large"
    assert sorted(path.stem for path in folder.glob("*.svg")) == sorted(card.code for card in DECK)
    for card in DECK:
        committed = (folder / f"{card.code}.svg").read_text(encoding="utf-8")
        assert committed == generator.large_card_svg(card.code[0], card.code[1]), card.code
    text = "".join(generator.large_card_svg(card.code[0], card.code[1]) for card in DECK)
    assert "<text" not in text and "font" not in text


def test_every_large_face_loads_and_the_back_is_shared(qapp: QApplication, qtlog) -> None:  # type: ignore[no-untyped-def]
    deck = CardDeck(large_index=True)
    for element in [card.code for card in DECK] + ["back"]:
        assert deck.has_element(element), element
    assert deck.face_file("back") == CardDeck().face_file("back")
    assert deck.face_file("QS").parent.name == "large"
    assert [record.message for record in qtlog.records] == []


def _ink_extent(image: QImage, box: tuple[float, float, float, float]) -> tuple[float, float]:
    """The width and height, as shares of the card's, of the ink inside `box` (left, top, right, bottom)."""
    left, top, right, bottom = box
    xs, ys = [], []
    for y in range(round(image.height() * top), round(image.height() * bottom)):
        for x in range(round(image.width() * left), round(image.width() * right)):
            if _is_ink(image.pixelColor(x, y)):
                xs.append(x)
                ys.append(y)
    if not xs:
        return 0.0, 0.0
    return (max(xs) - min(xs) + 1) / image.width(), (max(ys) - min(ys) + 1) / image.height()


@pytest.mark.parametrize("code", ["AS", "TD", "7H", "QC", "KD", "JS", "2C", "9S"])
def test_rank_and_suit_are_big_and_side_by_side_inside_the_strip_a_covered_card_shows(
    qapp: QApplication, code: str
) -> None:
    image = CardDeck(large_index=True).pixmap(code, WIDTH).toImage()
    # The rank, at the strip's left: over a fifth of the card's height (the regular one is 16%).
    _width, rank_height = _ink_extent(image, (0.02, 0.0, 0.4, STRIP))
    assert rank_height >= 0.19
    # The suit, at the strip's right: about a quarter of the card's width (the regular pip is 12%; a
    # diamond is the narrowest).
    suit_width, suit_height = _ink_extent(image, (0.55, 0.0, 0.98, STRIP))
    assert suit_width >= 0.19 and suit_height >= 0.15
    # Below the strip and down to 31% (the cascade spread), number cards show nothing: a covered
    # card shows its index alone.
    if code[0] not in "AJQK":
        assert _ink_in_rows(image, STRIP, 0.31) == 0


@pytest.mark.parametrize(("code", "ink"), [("7C", "#0f7a32"), ("7D", "#1452b8")])
def test_four_colours_reach_the_large_faces(qapp: QApplication, code: str, ink: str) -> None:
    deck = CardDeck(large_index=True)
    assert ink not in (deck.svg_text(code) or "")
    deck.set_four_colour(True)
    assert ink in (deck.svg_text(code) or "")
    image = deck.pixmap(code, WIDTH).toImage()
    wanted = QColor(ink)
    near = sum(
        1
        for y in range(0, HEIGHT // 4)
        for x in range(WIDTH)
        if abs(image.pixelColor(x, y).red() - wanted.red()) < 12
        and abs(image.pixelColor(x, y).green() - wanted.green()) < 12
        and abs(image.pixelColor(x, y).blue() - wanted.blue()) < 12
    )
    assert near > 300


def test_switching_the_index_changes_the_faces_and_empties_the_caches(qapp: QApplication) -> None:
    deck = CardDeck()
    regular = deck.pixmap("9S", WIDTH)
    deck.set_large_index(True)
    assert deck.large_index
    large = deck.pixmap("9S", WIDTH)
    assert large is not regular
    assert large.toImage() != regular.toImage()
    deck.set_large_index(False)
    assert deck.pixmap("9S", WIDTH).toImage() == regular.toImage()


def test_the_scene_redraws_its_cards_with_the_large_faces(qapp: QApplication) -> None:
    # What View > Large Card Indexes does: switch the deck, and have the scene re-render.
    scene = TableScene(CardDeck())
    scene.set_view_size(1240, 720, 1.0)
    scene.show_deal(deal(617))
    items = {item.card.code: item for item in scene.items() if isinstance(item, CardItem)}
    before = items["JD"].pixmap().toImage()
    scene.deck.set_large_index(True)
    scene.set_deck(scene.deck)
    after = items["JD"].pixmap().toImage()
    assert after != before
    width = round(after.width() / items["JD"].pixmap().devicePixelRatio())
    assert after == CardDeck(large_index=True).pixmap("JD", width).toImage()


def test_the_svg_export_writes_the_large_faces(qapp: QApplication) -> None:
    large, _width, _height = card_art(CardDeck(large_index=True, four_colour=True), "KD")
    regular, _width, _height = card_art(CardDeck(four_colour=True), "KD")
    assert large != regular
    assert "#1452b8" in large and "#c0141f" not in large


def test_the_setting_is_off_by_default_and_named_for_the_view() -> None:
    from freecell_gui.ui.settings.keys import KEYS, LARGE_INDEX

    assert KEYS["view/large_index"] is LARGE_INDEX
    assert LARGE_INDEX.default is False


def test_view_large_card_indexes_switches_the_table_and_is_kept(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from freecell_gui.ui.app import create_window
    from freecell_gui.ui.settings import LARGE_INDEX

    action = window.view_actions.large_index_action
    assert not action.isChecked() and not window.scene.deck.large_index
    action.trigger()
    assert window.scene.deck.large_index and window.settings.get(LARGE_INDEX)
    window.close()
    again = create_window(617)
    qtbot.addWidget(again)
    assert again.view_actions.large_index_action.isChecked() and again.scene.deck.large_index
