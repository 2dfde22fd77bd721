"""A guessed spacing is refitted to the matched deck's drawing (`fitting.respaced_layout`): XSkat
German at 1280 px shows no top and no period, the spacing guessed 52 px was drawn 52.8, and
every card from the fourth down lay a few pixels off and stayed in doubt."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from freecell_gui.core.picture.fitting import respaced_layout
from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.layout import Box, TableLayout
from freecell_gui.core.picture.pixels import PixelBuffer

FELT, PAPER, EDGE, INK = (30, 100, 65), (250, 250, 250), (150, 150, 150), (10, 10, 10)
CARD_W, CARD_H, LEFT, TOP, GAP = 80, 112, 20, 20, 20


def _card(index: int, width: int, height: int) -> list[list[tuple[int, int, int]]]:
    """A card: paper in a grey edge, its number's six bits as 2 px squares in both top corners."""
    rows = [
        [EDGE if x in (0, width - 1) or y in (0, height - 1) else PAPER for x in range(width)]
        for y in range(height)
    ]
    for bit in range(6):
        if index >> bit & 1:
            for corner in (5, width - 18):
                for y in range(7, 10):
                    for x in range(corner + 2 * bit, corner + 2 * bit + 2):
                        rows[y][x] = INK
    return rows


def _deck() -> TemplateDeck:
    def render(
        width: int, height: int, rows: int | None = None, indices: Sequence[int] | None = None
    ) -> list[PixelBuffer]:
        kept = height if rows is None else min(height, rows)
        cards = []
        for index in range(52) if indices is None else indices:
            drawn = _card(index + 1, width, height)[:kept]
            data = b"".join(bytes((*pixel, 255)) for row in drawn for pixel in row)
            cards.append(PixelBuffer(width, kept, data, width * 4, 4))
        return cards

    return TemplateDeck("bits", render)


def _picture(spacing: float, lengths: list[int]) -> PixelBuffer:
    width = LEFT + 8 * (CARD_W + GAP)
    height = TOP + CARD_H + round(7 * spacing) + 20
    pixels = [[FELT] * width for _ in range(height)]
    card = 0
    for column, length in enumerate(lengths):
        for row in range(length):
            x, y = LEFT + column * (CARD_W + GAP), TOP + round(row * spacing)
            for dy, line in enumerate(_card(card + 1, CARD_W, CARD_H)):
                pixels[y + dy][x : x + CARD_W] = line
            card += 1
    data = b"".join(bytes(pixel) for row in pixels for pixel in row)
    return PixelBuffer(width, height, data, width * 3, 3)


def _layout(spacing: int, lengths: list[int], guessed: bool) -> TableLayout:
    cascades = []
    for column, length in enumerate(lengths):
        x = LEFT + column * (CARD_W + GAP)
        cascades.append(
            tuple(
                Box(x, TOP + row * spacing, CARD_W, spacing if row < length - 1 else CARD_H)
                for row in range(length)
            )
        )
    return TableLayout(CARD_W, CARD_H, spacing - 2, tuple(cascades), (), (), guessed)


LENGTHS = [7, 7, 7, 7, 6, 6, 6, 6]


@pytest.mark.parametrize("drawn", [30.6, 29.5, 31.0])
def test_a_guessed_spacing_is_refitted_to_the_deck(drawn: float) -> None:
    picture = _picture(drawn, LENGTHS)
    respaced = respaced_layout(picture, _layout(30, LENGTHS, guessed=True), _deck(), light=False)
    for column, cascade in enumerate(respaced.cascades):
        assert [abs(box.y - (TOP + row * drawn)) <= 1.0 for row, box in enumerate(cascade)] == [True] * len(
            cascade
        ), column
        assert cascade[-1].height == CARD_H


def test_a_spacing_seen_that_fits_is_left_alone() -> None:
    layout = _layout(30, LENGTHS, guessed=False)
    assert respaced_layout(_picture(30.0, LENGTHS), layout, _deck(), light=False) is layout


@pytest.mark.parametrize("drawn", [30.6, 29.4])
def test_a_spacing_seen_whose_deepest_cards_do_not_fit_is_refitted(drawn: float) -> None:
    """Tigullio at 1280 px: tops found a whole 54 px apart for 53.5 drawn, every card from the
    fifth down 2-3 px off and in doubt."""
    picture = _picture(drawn, LENGTHS)
    respaced = respaced_layout(picture, _layout(30, LENGTHS, guessed=False), _deck(), light=False)
    for column, cascade in enumerate(respaced.cascades):
        offsets = [abs(box.y - (TOP + row * drawn)) for row, box in enumerate(cascade)]
        assert max(offsets) <= 1.0, column


def test_a_guessed_spacing_that_fits_is_kept() -> None:
    layout = _layout(30, LENGTHS, guessed=True)
    assert respaced_layout(_picture(30.0, LENGTHS), layout, _deck(), light=False) is layout


def test_a_spacing_is_laid_from_where_the_first_cards_fit_not_from_a_top_found_low() -> None:
    """XSkat German at 800 px: no top seen, the first cards' paper found 2 px below their tops,
    and every card laid from there sat at the furthest shift tried, where no doubt is settled."""
    drawn = 30.6
    picture = _picture(drawn, LENGTHS)
    low = _layout(30, LENGTHS, guessed=True)
    low = TableLayout(
        low.card_width,
        low.card_height,
        low.strip,
        tuple(
            tuple(Box(box.x, box.y + 2, box.width, box.height) for box in cascade) for cascade in low.cascades
        ),
        (),
        (),
        True,
    )
    respaced = respaced_layout(picture, low, _deck(), light=False)
    for column, cascade in enumerate(respaced.cascades):
        offsets = [abs(box.y - (TOP + row * drawn)) for row, box in enumerate(cascade)]
        assert max(offsets) <= 1.0, column
