"""Card indices read with ordinary fonts' glyphs when no deck matches: a table drawn with a deck
the reader has no drawing of (its indices printed in a font) is read by rank, never wrongly, and
its deal found; the glyph comparison's own properties."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.picture.fonts import GRID, Glyph, font_table, index_glyphs
from freecell_gui.core.picture.glyphs import StripShape
from freecell_gui.core.picture.identify import identify
from freecell_gui.core.picture.layout import Box, find_layout
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.picture.reading import read_picture
from freecell_gui.core.picture.readings import Status, TableReading
from tests.core.picture.conftest import decks
from tests.core.picture.unknown_deck import unknown_deck_picture


@cache
def _picture(folder: Path) -> PixelBuffer:
    from freecell_gui.ui.picture.decode import pixel_buffer

    return pixel_buffer(unknown_deck_picture(folder))


@cache
def _reading(folder: Path, with_fonts: bool = True) -> TableReading:
    from freecell_gui.ui.picture.fonts import installed_fonts

    return read_picture(_picture(folder), decks(), installed_fonts() if with_fonts else ())


def _folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.getbasetemp()


def test_an_unknown_deck_is_read_by_its_fonts_and_never_wrongly(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    folder = _folder(tmp_path_factory)
    reading = _reading(folder)
    assert reading.deck is not None and reading.deck.startswith("fonts")
    truth = [card for column in deal(617).columns for card in column]
    cards = [card for cascade in reading.cascades for card in cascade]
    assert [card.card for card in cards if card.card is not None and card.card not in truth] == []
    assert all(reading.card in (None, card) for reading, card in zip(cards, truth, strict=True))
    assert sum(reading.status is Status.READ for reading in cards) >= 18
    # Where the suit stays in doubt the rank is still read: the true card is among the candidates.
    assert sum(card in reading.candidates for reading, card in zip(cards, truth, strict=True)) >= 48
    assert all(reading.colour is card.colour for reading, card in zip(cards, truth, strict=True))


def test_without_fonts_the_unknown_deck_gives_colours_only(tmp_path_factory: pytest.TempPathFactory) -> None:
    reading = _reading(_folder(tmp_path_factory), with_fonts=False)
    assert reading.deck is None
    assert reading.counts()[Status.READ] == 0


def test_the_deal_of_an_unknown_deck_is_found(tmp_path_factory: pytest.TempPathFactory) -> None:
    result = identify(_reading(_folder(tmp_path_factory)), range(1, 5_000))
    assert result.numbers == (617,)


def test_a_card_off_the_picture_or_without_ink_gives_no_glyph(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    picture = _picture(_folder(tmp_path_factory))
    layout = find_layout(picture)
    shape = StripShape.for_card(layout.card_width, layout.strip)
    assert index_glyphs(picture, Box(picture.width - 5, 0, 100, 140), shape) == (None, None, 0)
    felt = Box(2, picture.height - layout.card_height - 2, layout.card_width, layout.card_height)
    assert index_glyphs(picture, felt, shape) == (None, None, 0)
    table, name = font_table(picture, layout.boxes(), shape, ())
    assert name is None and all(row == [1.0] * 52 for row in table)


_cells = st.lists(st.floats(0.0, 1.0), min_size=GRID[0] * GRID[1], max_size=GRID[0] * GRID[1])
_glyphs = st.builds(lambda cells, aspect: Glyph(tuple(cells), aspect), _cells, st.floats(0.05, 20.0))


@given(_glyphs, _glyphs)
def test_the_glyph_distance_is_a_bounded_symmetric_distance(first: Glyph, second: Glyph) -> None:
    assert first.distance(first) == 0.0
    assert 0.0 <= first.distance(second) <= 1.0
    assert abs(first.distance(second) - second.distance(first)) < 1e-9
