"""Installed decks drawn with their paper filling the card's box (deck_paper.py): a deck whose
drawing holds a shadow around the card (Ancient Egyptians, Jolly Royal) is drawn larger and cut
back; a deck without margins (ours, most installed ones) is drawn byte for byte as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from freecell_gui.core.system.deck_themes import element_id, installed_themes, read_theme
from freecell_gui.ui.table import deck_paper, deck_paper_memory
from freecell_gui.ui.table.deck import CARD_ASPECT, CardDeck
from freecell_gui.ui.table.deck_paper import NO_MARGINS, measure_margins, paper_box
from tests.core.system.test_deck_themes import theme_svg
from tests.ui.table.deck_samples import (
    DRAWING_HEIGHT,
    DRAWING_WIDTH,
    bordered_deck_svg,
    counted_measures,
    shadowed_deck_svg,
    write_deck,
)

GROUND = QColor("#5a5a5a")


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test measures its decks afresh (the measures are kept for a session, and
    remembered across sessions in a memory of its own)."""
    monkeypatch.setattr(deck_paper, "_measured", {})
    monkeypatch.setattr(deck_paper_memory, "memory_folder_override", [tmp_path / "memory"])


def _is_shadow(colour: QColor) -> bool:
    """The samples' pure blue shadow, or any blend of it with the paper or the ink."""
    return colour.blue() > colour.red() + 40 and colour.blue() > colour.green() + 40


def _is_ink(colour: QColor) -> bool:
    return colour.red() > 150 and colour.green() < 60 and colour.blue() < 60 and colour.alpha() > 200


def _is_paper(colour: QColor) -> bool:
    return min(colour.red(), colour.green(), colour.blue()) > 200 and colour.alpha() > 200


def _shadow_pixels(image: QImage) -> int:
    return sum(
        _is_shadow(image.pixelColor(x, y)) for y in range(image.height()) for x in range(image.width())
    )


def _assert_fills(image: QImage, left: int = 0, top: int = 0, width: int = 0, height: int = 0) -> None:
    """The paper fills the box (the whole image by default): its corner marks at the box's
    corners, paper at the middle of each edge, no shadow anywhere."""
    right = left + (width or image.width()) - 1
    bottom = top + (height or image.height()) - 1
    middle_x, middle_y = (left + right) // 2, (top + bottom) // 2
    for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)):
        assert _is_ink(image.pixelColor(x, y)), (
            f"no corner mark at ({x}, {y}): {image.pixelColor(x, y).name()}"
        )
    for x, y in ((left, middle_y), (right, middle_y), (middle_x, top), (middle_x, bottom)):
        assert _is_paper(image.pixelColor(x, y)), f"no paper at ({x}, {y}): {image.pixelColor(x, y).name()}"
    assert _shadow_pixels(image) == 0


# Ancient Egyptians' kind (a shadow on the left and below), Jolly Royal's (more: also a thin one
# above and on the right, under the 2 % a side needs alone), and a margin all round.
SHADOWS = [(5, 0, 0, 4), (4, 1, 1, 3), (3, 3, 3, 3)]


@pytest.mark.parametrize("margins", SHADOWS)
@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_shadowed_deck_fills_the_card_with_its_paper(
    qapp: QApplication, tmp_path: Path, margins: tuple[int, int, int, int], ratio: float
) -> None:
    deck = CardDeck(theme_file=write_deck(tmp_path, "shadowed", shadowed_deck_svg(margins)))
    pixmap = deck.pixmap("QS", 90, ratio)
    assert (pixmap.width(), pixmap.height()) == (round(90 * ratio), round(90 * CARD_ASPECT * ratio))
    assert pixmap.devicePixelRatio() == ratio  # drawn at the device's pixels: sharp on HiDPI
    _assert_fills(pixmap.toImage())


def test_the_measured_margins_are_the_drawings(qapp: QApplication, tmp_path: Path) -> None:
    deck = CardDeck(theme_file=write_deck(tmp_path, "shadowed", shadowed_deck_svg((4, 1, 1, 3))))
    expected = (4 / DRAWING_WIDTH, 1 / DRAWING_HEIGHT, 1 / DRAWING_WIDTH, 3 / DRAWING_HEIGHT)
    assert deck.paper_margins() == pytest.approx(expected, abs=0.004)


def test_drawn_as_vectors_the_card_is_cut_back_to_its_box(qapp: QApplication, tmp_path: Path) -> None:
    """Export's SVG and PDF path (`render`): the paper fills the box, nothing spills out of it."""
    deck = CardDeck(theme_file=write_deck(tmp_path, "shadowed", shadowed_deck_svg((5, 0, 0, 4))))
    image = QImage(140, 170, QImage.Format.Format_ARGB32)
    image.fill(GROUND)
    painter = QPainter(image)
    try:
        deck.render(painter, "7H", QRectF(20, 10, 90, 126))
    finally:
        painter.end()
    _assert_fills(image, 20, 10, 90, 126)
    outside = [image.pixelColor(x, y) for x in (19, 110) for y in range(10, 136)]
    outside += [image.pixelColor(x, y) for y in (9, 136) for x in range(20, 110)]
    assert all(colour == GROUND for colour in outside)


def _drawn_as_before(svg: bytes, element: str, width: int, ratio: float, sheet: bool) -> QImage:
    """The element drawn as the deck drew every card before decks were measured: the whole
    drawing (the element's, if the SVG is a `sheet` of elements) into the pixmap's bounds."""
    renderer = QSvgRenderer(QByteArray(svg))
    device_width, device_height = round(width * ratio), round(width * CARD_ASPECT * ratio)
    pixmap = QPixmap(device_width, device_height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        bounds = QRectF(0, 0, device_width, device_height)
        if sheet:
            renderer.render(painter, element_id(element), bounds)
        else:
            renderer.render(painter, bounds)
    finally:
        painter.end()
    return pixmap.toImage()


ELEMENTS = ("AS", "QH", "TD", "back")


def _assert_as_before(deck: CardDeck, svg_of: dict[str, bytes], sizes: tuple[tuple[int, float], ...]) -> None:
    for element, svg in svg_of.items():
        for width, ratio in sizes:
            drawn = deck.pixmap(element, width, ratio).toImage()
            before = _drawn_as_before(svg, element, width, ratio, deck.theme_file is not None)
            assert drawn == before, (element, width, ratio)


@pytest.mark.parametrize("large_index", [False, True])
def test_our_deck_is_drawn_byte_for_byte_as_before(qapp: QApplication, large_index: bool) -> None:
    deck = CardDeck(large_index=large_index)
    svg_of = {element: (deck.svg_text(element) or "").encode() for element in ELEMENTS}
    _assert_as_before(deck, svg_of, ((71, 1.0), (90, 2.0)))


@pytest.mark.parametrize("sample", [theme_svg(), bordered_deck_svg()], ids=["square", "grey edge"])
def test_a_deck_without_margins_is_drawn_byte_for_byte_as_before(
    qapp: QApplication, tmp_path: Path, sample: bytes
) -> None:
    deck = CardDeck(theme_file=write_deck(tmp_path, "plain", sample))
    assert deck.paper_margins() == NO_MARGINS
    _assert_as_before(deck, dict.fromkeys(ELEMENTS, sample), ((71, 1.0), (90, 2.0)))


def test_installed_decks_without_margins_are_drawn_as_before(qapp: QApplication) -> None:
    """KDE's Standard, Dondorf, Oxygen...: on a machine with KDE's decks, every one the measure
    finds no margin in is drawn as before (the test of each sample deck above holds elsewhere)."""
    for theme in installed_themes():
        deck = CardDeck(theme_file=theme.path)
        svg = read_theme(theme.path)
        if svg is not None and deck.paper_margins() == NO_MARGINS:
            _assert_as_before(deck, {"QH": svg, "back": svg}, ((90, 1.0),))


def test_our_deck_is_never_measured(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """Our deck has no margin (measured here), so the window's start never measures it."""
    assert measure_margins(CardDeck()._draw) == NO_MARGINS
    assert measure_margins(CardDeck(large_index=True)._draw) == NO_MARGINS

    def refuse(_draw: object) -> None:
        raise AssertionError("our deck was measured")

    monkeypatch.setattr(deck_paper, "measure_margins", refuse)
    for large_index in (False, True):
        assert CardDeck(large_index=large_index).pixmap("QS", 90).width() == 90


def test_each_deck_is_measured_once_a_session(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    measured = counted_measures(monkeypatch)
    first = write_deck(tmp_path, "first", shadowed_deck_svg((5, 0, 0, 4)))
    second = write_deck(tmp_path, "second", shadowed_deck_svg((3, 3, 3, 3)))
    for _ in range(2):
        deck = CardDeck(theme_file=first)  # chosen again: a new deck object, the same file
        deck.pixmap("QS", 80)
        deck.pixmap("KH", 95, 2.0)
    CardDeck(theme_file=second).pixmap("QS", 80)
    assert len(measured) == 2


_MARGIN = st.floats(min_value=0.0, max_value=0.1)


@given(
    left=_MARGIN,
    top=_MARGIN,
    right=_MARGIN,
    bottom=_MARGIN,
    x=st.floats(-500, 500),
    y=st.floats(-500, 500),
    width=st.floats(1, 3000),
    height=st.floats(1, 4000),
)
def test_paper_box_puts_the_paper_on_the_box(  # type: ignore[no-untyped-def]
    left, top, right, bottom, x, y, width, height
) -> None:
    box = QRectF(x, y, width, height)
    drawing = paper_box(box, (left, top, right, bottom))
    tolerance = 1e-6 * (abs(x) + abs(y) + width + height)
    assert drawing.x() + drawing.width() * left == pytest.approx(box.left(), abs=tolerance)
    assert drawing.right() - drawing.width() * right == pytest.approx(box.right(), abs=tolerance)
    assert drawing.y() + drawing.height() * top == pytest.approx(box.top(), abs=tolerance)
    assert drawing.bottom() - drawing.height() * bottom == pytest.approx(box.bottom(), abs=tolerance)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    margins=st.tuples(*[st.integers(0, 9)] * 4).filter(
        # The measure takes the drawing's top left corner for what shows outside the paper: the
        # samples' shadow (square paper) must reach it, and a side must reach 2 % (3 units).
        lambda sides: (sides[0] > 0 or sides[1] > 0) and max(sides) >= 3
    ),
    width=st.integers(50, 160),
    ratio=st.sampled_from([1.0, 1.25, 1.5, 2.0]),
)
def test_any_shadow_up_to_a_tenth_of_the_card_is_cut_away(  # type: ignore[no-untyped-def]
    qapp: QApplication, tmp_path_factory: pytest.TempPathFactory, margins, width, ratio
) -> None:
    """Shadows of up to 9 % of the card, on any sides, at any size and pixel ratio."""
    folder = tmp_path_factory.mktemp("deck")
    deck = CardDeck(theme_file=write_deck(folder, "shadowed", shadowed_deck_svg(margins)))
    _assert_fills(deck.pixmap("QS", width, ratio).toImage())


def test_the_picture_readers_decks_are_drawn_as_their_authors_drew_them(
    qapp: QApplication, tmp_path: Path
) -> None:
    """The reader's templates (from_parsed_theme) keep the deck's margins: it fits the paper to
    the pictures it reads itself (core/picture/paper.py), tuned on KPatience's screenshots."""
    svg = shadowed_deck_svg((4, 1, 1, 3))
    deck = CardDeck.from_parsed_theme(write_deck(tmp_path, "shadowed", svg), QSvgRenderer(QByteArray(svg)))
    assert deck.paper_margins() == NO_MARGINS
    _assert_as_before(deck, {"QS": svg}, ((90, 1.0),))
    filled = CardDeck.from_parsed_theme(
        deck.theme_file or Path(), QSvgRenderer(QByteArray(svg)), fill_paper=True
    )
    _assert_fills(filled.pixmap("QS", 90).toImage())
