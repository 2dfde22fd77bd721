"""A card is sure only when its evidence is: hostile transforms of KPatience's Future JPEGs (an
outside fuzzing pass, issue 27) read no wrong card and no wrong colour.

Each picture is made here from a committed JPEG (re-saved at a low quality, squashed, rotated),
as the fuzzing pass made it; the deal each shows is known, so every claim is checked."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK, Colour
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.picture.fonts import FONT_SURE, FontGlyphs, two_coloured, unclaimed_unless_clear
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.picture.reading import read_picture
from freecell_gui.core.picture.readings import TableReading
from freecell_gui.core.picture.tabs_layout import find_tab_table

from .conftest import decks

PICTURES = Path(__file__).resolve().parents[2] / "data" / "pictures"


def _transformed(path: Path, change: Callable[[object], object]) -> PixelBuffer:
    """The picture at `path` changed by `change` (a QImage to a QImage), as pixels."""
    from PySide6.QtGui import QImage

    from freecell_gui.ui.picture.decode import pixel_buffer
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    image = change(QImage(str(path)))
    assert isinstance(image, QImage)
    return pixel_buffer(image)


def _jpeg(quality: int) -> Callable[[object], object]:
    def save(image: object) -> object:
        from PySide6.QtCore import QBuffer, QIODevice
        from PySide6.QtGui import QImage

        assert isinstance(image, QImage)
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "JPG", quality)
        saved = QImage()
        saved.loadFromData(buffer.data())
        return saved

    return save


def _squashed(image: object) -> object:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    return image.scaled(
        image.width(),
        int(image.height() * 0.8),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


def _rotated(image: object) -> object:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QTransform

    assert isinstance(image, QImage)
    return image.transformed(QTransform().rotate(2), Qt.TransformationMode.SmoothTransformation)


def _wrong(reading: TableReading, number: int) -> list[str]:
    """The cards claimed, or colours given, that the cascades of deal `number` do not hold
    there (the pictures are of deals as dealt, but for cards KPatience sent home)."""
    dealt = deal(number).columns
    wrong = []
    for column, (cascade, truth) in enumerate(zip(reading.cascades, dealt, strict=False)):
        for row, card in enumerate(cascade):
            real = truth[row] if row < len(truth) else None
            if card.card is not None and card.card != real:
                wrong.append(f"{card.code()} for {real.code if real else 'none'} at {column + 1},{row + 1}")
            elif card.colour is not None and (real is None or card.colour is not real.colour):
                wrong.append(f"{card.colour} for {real.code if real else 'none'} at {column + 1},{row + 1}")
    return wrong


def _fonts() -> list[FontGlyphs]:
    from freecell_gui.ui.picture.fonts import installed_fonts

    return list(installed_fonts())


def test_a_spacing_that_gives_more_cards_than_a_deal_is_not_a_future_table() -> None:
    # At quality 15 the second tabs were found a quarter of a card too high: 68 cards, and the
    # queen of clubs in cascade 3 read as the queen of hearts.
    picture = _transformed(PICTURES / "tabs" / "kpat-svg-future-1815661338-800-q50.jpg", _jpeg(15))
    table = find_tab_table(picture)
    assert table is None or sum(map(len, table.cascades)) + len(table.top_row) <= 52
    assert _wrong(read_picture(picture, decks()), 1815661338) == []


def test_a_squashed_future_table_is_not_read_by_its_tabs() -> None:
    # Squashed to 0.8 of its height, each card's tab is not where the card's width puts it.
    picture = _transformed(PICTURES / "tabs" / "kpat-svg-future-468932-1000-q70.jpg", _squashed)
    assert find_tab_table(picture) is None
    assert _wrong(read_picture(picture, decks()), 468932) == []


def test_the_fonts_claim_no_card_and_no_colour_on_a_ruined_future_jpeg() -> None:
    # Quality 5: the tabs are not found; the fonts gave the 7 of spades for the king of clubs
    # and a sure black to red cards.
    picture = _transformed(PICTURES / "tabs" / "kpat-svg-future-468932-1000-q70.jpg", _jpeg(5))
    reading = read_picture(picture, decks(), _fonts())
    assert _wrong(reading, 468932) == []


def test_the_fonts_give_no_colour_on_a_rotated_future_table() -> None:
    # Rotated by 2 degrees: the fonts' path gave six red cards a sure black (Future's digits are
    # black on every card).
    picture = _transformed(PICTURES / "kpat-svg-future-932820402-1280-q50.jpg", _rotated)
    reading = read_picture(picture, decks(), _fonts())
    assert _wrong(reading, 932820402) == []


def test_the_corner_reader_claims_no_card_of_a_tab_deck() -> None:
    # Quality 5: the tabs are not found, the corner reader matched Future's drawing and, its
    # boxes cutting across two of Future's wide cards, claimed the jack of hearts for the 6.
    picture = _transformed(PICTURES / "tabs" / "kpat-svg-future-707028-1280-q55.jpg", _jpeg(5))
    reading = read_picture(picture, decks(), _fonts())
    assert reading.deck is not None and "future" in reading.deck.lower()
    assert _wrong(reading, 707028) == []


_COLOURS = st.lists(
    st.tuples(st.sampled_from([Colour.RED, Colour.BLACK, None]), st.floats(0.0, 1.0)), max_size=60
)


@given(_COLOURS)
def test_fonts_colours_are_all_kept_or_all_dropped_and_never_of_one_colour(
    colours: list[tuple[Colour | None, float]],
) -> None:
    kept = two_coloured(colours)
    assert kept == colours or kept == [(None, 0.0)] * len(colours)
    sure = [colour for colour, confidence in kept if colour is not None and confidence > 0.6]
    assert not sure or len(set(sure)) == 2


@given(
    st.lists(st.floats(0.0, 1.0), min_size=52, max_size=52),
    st.floats(0.0, 1.0),
    st.sampled_from([Colour.RED, Colour.BLACK, None]),
)
def test_a_fonts_card_is_claimed_only_when_clear(
    row: list[float], confidence: float, colour: Colour | None
) -> None:
    best = DECK[min(range(52), key=row.__getitem__)]
    candidates, kept = unclaimed_unless_clear((best,), confidence, row, colour)
    if confidence >= FONT_SURE:
        assert (candidates, kept) == ((best,), confidence)
    else:
        assert len(candidates) == 2 and candidates[0] == best and kept == 0.0
