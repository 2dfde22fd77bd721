"""The table scene: cards match the deal, layout fits the view, HiDPI stays sharp."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.cards import parse_card
from freecell_gui.core.deals.dealer import LAST_DEAL, Deal, deal
from freecell_gui.ui.table.deck import CARD_ASPECT, CardDeck
from freecell_gui.ui.table.scene import Mark, TableScene, cascade_cards


@pytest.fixture
def scene(qapp: QApplication) -> TableScene:
    table = TableScene(CardDeck())
    table.set_view_size(1000, 700, 1.0)
    return table


def _numbers() -> list[int]:
    rng = random.Random(3)
    return [1, 617, 32_000, 1_000_000, 2**31 - 1, 2**31, 2**32, LAST_DEAL] + [
        rng.randint(1, LAST_DEAL) for _ in range(40)
    ]


@pytest.mark.parametrize("number", _numbers())
def test_card_items_match_the_deal(scene: TableScene, number: int) -> None:
    layout = deal(number)
    scene.show_deal(layout)
    assert cascade_cards(scene) == [list(column) for column in layout.columns]
    assert len(scene.card_items()) == 52
    for pile in scene.cascades:
        xs = {item.pos().x() for item in pile.cards}
        ys = [item.pos().y() for item in pile.cards]
        assert len(xs) == 1
        assert ys == sorted(ys)
        assert len(set(ys)) == len(ys)
        assert [item.zValue() for item in pile.cards] == list(range(len(pile.cards)))


def test_columns_are_in_order_left_to_right(scene: TableScene) -> None:
    scene.show_deal(deal(617))
    lefts = [pile.cards[0].pos().x() for pile in scene.cascades]
    assert lefts == sorted(lefts)
    assert scene.cascades[0].cards[0].card == parse_card("7D")
    assert scene.cascades[0].cards[0].describe() == "Seven of Diamonds, column 1, card 1"
    assert scene.cascades[2].cards[2].describe() == "Three of Hearts, column 3, card 3"
    assert scene.cascades[2].cards[2].toolTip() == "Three of Hearts, column 3, card 3"


@pytest.mark.parametrize(("width", "height"), [(800, 600), (1920, 1080), (500, 900), (1600, 400), (320, 240)])
def test_resizing_keeps_every_card_in_view_and_centred(scene: TableScene, width: int, height: int) -> None:
    scene.show_deal(deal(617))
    scene.set_view_size(width, height, 1.0)
    view = QRectF(0, 0, width, height)
    items = scene.card_items()
    for item in items:
        card_rect = item.mapRectToScene(item.pixmap().rect().toRectF())
        assert view.contains(card_rect), (item.card, card_rect)
    left = min(item.pos().x() for item in items)
    right = max(item.pos().x() + scene.card_width for item in items)
    assert abs(left - (width - right)) <= 2
    assert scene.card_items()[0].pixmap().width() == scene.card_width


def test_card_width_follows_the_view(scene: TableScene) -> None:
    scene.set_view_size(800, 600, 1.0)
    small = scene.card_width
    scene.set_view_size(1920, 1080, 1.0)
    assert scene.card_width > small * 1.5


def test_long_cascades_close_up_rather_than_leave_the_view(scene: TableScene) -> None:
    layout = deal(1)
    cards = layout.cards()
    # A pretend layout with 19 cards in the first column.
    long_layout = Deal(
        None,
        (tuple(cards[:19]), *(tuple(cards[19 + i * 5 : 24 + i * 5]) for i in range(6)), tuple(cards[49:])),
    )
    scene.show_deal(long_layout)
    scene.set_view_size(800, 600, 1.0)
    bottom = max(
        item.mapRectToScene(item.pixmap().rect().toRectF()).bottom() for item in scene.cascades[0].cards
    )
    assert bottom <= 600


def test_hidpi_pixmaps_are_rendered_at_device_size(scene: TableScene) -> None:
    scene.show_deal(deal(617))
    scene.set_view_size(1000, 700, 2.0)
    item = scene.card_items()[0]
    pixmap = item.pixmap()
    assert pixmap.devicePixelRatio() == 2.0
    assert pixmap.width() == 2 * scene.card_width
    assert abs(pixmap.height() - 2 * scene.card_width * CARD_ASPECT) <= 1
    # Logical size is unchanged: the card occupies the same place on screen.
    assert item.boundingRect().width() < scene.card_width + 12


def test_marks(scene: TableScene) -> None:
    scene.show_deal(deal(617))
    queens = {parse_card(code) for code in ("QS", "QH")}
    scene.set_marks(queens, Mark.HIGHLIGHT)
    assert scene.marked(Mark.HIGHLIGHT) == queens
    scene.set_marks(set(), Mark.HIGHLIGHT)
    assert scene.marked(Mark.HIGHLIGHT) == set()


# --- empty foundations show their suit in the deck's ink -----------------------------------------

TWO_INKS = ("#1c1c22", "#c0141f", "#c0141f", "#1c1c22")  # clubs, diamonds, hearts, spades
FOUR_INKS = ("#0f7a32", "#1452b8", "#c0141f", "#1c1c22")


def _ink_pixels(scene: TableScene, index: int, ink: str) -> int:
    """How many pixels of foundation `index`'s empty outline are close to `ink`."""
    pile = scene.foundations[index]
    rect = scene.pile_rect(pile).toAlignedRect()
    image = QImage(rect.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    try:
        scene.render(painter, QRectF(image.rect()), QRectF(rect))
    finally:
        painter.end()
    target = QColor(ink)
    near = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixelColor(x, y)
            distance = abs(pixel.red() - target.red()) + abs(pixel.green() - target.green())
            near += distance + abs(pixel.blue() - target.blue()) < 60
    return near


@pytest.mark.parametrize("four_colour", [False, True], ids=["two colours", "four colours"])
def test_empty_foundations_show_their_suit_in_the_decks_ink(qapp: QApplication, four_colour: bool) -> None:
    scene = TableScene(CardDeck(four_colour=four_colour))
    scene.set_view_size(1000, 700, 1.0)
    scene.show_deal(deal(617))  # the foundations are empty
    inks = FOUR_INKS if four_colour else TWO_INKS
    assert [pile.suit_colour.name() for pile in scene.foundations if pile.suit_colour] == list(inks)
    for index, ink in enumerate(inks):
        assert _ink_pixels(scene, index, ink) > 10, f"foundation {index + 1} has no {ink} mark"
    if four_colour:  # the green and the blue are nowhere on a two-colour table's foundations
        assert _ink_pixels(scene, 0, TWO_INKS[0]) < _ink_pixels(scene, 0, FOUR_INKS[0])


def test_switching_colours_or_decks_repaints_the_foundations(qapp: QApplication, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.table.test_deck_themes_ui import write_theme

    scene = TableScene(CardDeck())
    scene.set_view_size(1000, 700, 1.0)
    scene.show_deal(deal(617))
    scene.set_four_colour(True)
    assert [pile.suit_colour.name() for pile in scene.foundations if pile.suit_colour] == list(FOUR_INKS)
    assert _ink_pixels(scene, 1, FOUR_INKS[1]) > 10
    scene.set_deck(CardDeck(four_colour=True, theme_file=write_theme(tmp_path)))  # an installed deck
    assert [pile.suit_colour.name() for pile in scene.foundations if pile.suit_colour] == list(TWO_INKS)
    scene.set_four_colour(False)
    assert [pile.suit_colour.name() for pile in scene.foundations if pile.suit_colour] == list(TWO_INKS)


def test_pile_at_is_the_inverse_of_place_of(scene: TableScene) -> None:
    from freecell_gui.core.deals.cards import DECK
    from freecell_gui.core.game.rules import FIRST_FREECELL, HOME

    for pile in [*scene.cascades, *scene.freecells]:
        assert scene.pile_at(scene.place_of(pile)) is pile
    for pile in scene.foundations:
        assert scene.place_of(pile) == HOME
    for card in DECK:  # the foundations' place: the pile of the card's suit, where show_position puts it
        home = scene.pile_at(HOME, card)
        assert home is scene.foundations[card.suit] and scene.place_of(home) == HOME
    assert scene.pile_at(HOME) is None  # which foundation needs a card
    assert scene.pile_at(FIRST_FREECELL) is scene.freecells[0]
    assert scene.pile_at(-1) is None and scene.pile_at(HOME + 1) is None
