"""Decks drawn so that the card's paper fills the size asked (`paper`): a deck whose drawing
holds a shadow or margin around the card (KDE's Ancient Egyptians under Qt 6) is drawn larger
and cut back to its paper; a deck whose paper reaches its edges is drawn as it is."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.paper import card_margins, deck_margins, paper_filling
from freecell_gui.core.picture.pixels import PixelBuffer

OUTSIDE = (40, 90, 50)
SHADOW = (30, 70, 40)
PAPER = (240, 235, 220)
INK = (20, 20, 20)


def _shadowed_deck(margins: tuple[float, float, float, float], name: str = "shadowed") -> TemplateDeck:
    """A deck whose drawing puts the paper inside `margins` (shares of the drawing), a shadow in
    the margins, an ink mark three pixels square at each corner of the paper."""

    def render(
        width: int, height: int, rows: int | None = None, indices: Sequence[int] | None = None
    ) -> list[PixelBuffer]:
        left, top, right, bottom = margins
        x0, y0 = round(width * left), round(height * top)
        x1, y1 = width - round(width * right), height - round(height * bottom)
        kept = height if rows is None else min(height, rows)

        def pixel(colour: tuple[int, int, int]) -> bytes:
            return bytes((*colour, 255))

        def paper_row(edge: tuple[int, int, int]) -> bytes:
            inner = pixel(edge) * 3 + pixel(PAPER) * (x1 - x0 - 6) + pixel(edge) * 3
            return pixel(SHADOW) * x0 + inner + pixel(SHADOW) * (width - x1)

        shadow_row = pixel(SHADOW) * width
        marked = {*range(y0, y0 + 3), *range(y1 - 3, y1)}
        lines = [
            paper_row(INK if y in marked else PAPER) if y0 <= y < y1 else shadow_row for y in range(kept)
        ]
        lines[0] = pixel(OUTSIDE) + lines[0][4:]  # a round corner: what shows outside the card
        pixels = b"".join(lines)
        count = 52 if indices is None else len(indices)
        return [PixelBuffer(width, kept, bytes(pixels), width * 4, 4) for _ in range(count)]

    return TemplateDeck(name, render)


def test_a_shadow_around_the_card_is_measured_as_its_margins() -> None:
    deck = _shadowed_deck((0.05, 0.0, 0.0, 0.03))
    left, top, right, bottom = deck_margins(deck)
    assert abs(left - 0.05) < 0.005 and top == 0.0 and right == 0.0 and abs(bottom - 0.03) < 0.005


def test_a_deck_whose_paper_fills_its_drawing_is_drawn_as_it_is() -> None:
    deck = _shadowed_deck((0.0, 0.0, 0.0, 0.0), "plain")
    assert paper_filling(deck).render(60, 84, 30, (0,)) == deck.render(60, 84, 30, (0,))


def test_a_deck_is_measured_only_when_it_is_drawn() -> None:
    """The reader wraps every deck it is given; a deck it never draws is never loaded."""
    drawn: list[tuple[int, int]] = []
    inner = _shadowed_deck((0.05, 0.0, 0.0, 0.03), "counted")

    def render(
        width: int, height: int, rows: int | None = None, indices: Sequence[int] | None = None
    ) -> Sequence[PixelBuffer]:
        drawn.append((width, height))
        return inner.render(width, height, rows, indices)

    wrapped = paper_filling(TemplateDeck("counted", render))
    assert drawn == []
    wrapped.render(60, 84, 30, (0,))
    assert len(drawn) == 2  # measured once, then drawn
    wrapped.render(60, 84, 30, (1,))
    assert len(drawn) == 3


def test_a_thin_edge_is_the_cards_own_border_not_a_margin() -> None:
    """1 % either side (Konqi Modern's grey edge) is left alone."""
    assert deck_margins(_shadowed_deck((0.01, 0.01, 0.01, 0.01), "thin")) == (0.0, 0.0, 0.0, 0.0)


def test_a_paper_corner_measures_no_margin() -> None:
    """A square card's corner is its paper: there is nothing outside it to measure."""
    pixels = bytes((*PAPER, 255)) * 100
    assert card_margins(PixelBuffer(10, 10, pixels, 40, 4)) == (0.0, 0.0, 0.0, 0.0)


@settings(max_examples=25, deadline=None)
@given(
    st.tuples(*[st.just(0.0) | st.floats(0.03, 0.08)] * 4),
    st.integers(50, 130),
    st.floats(1.3, 1.5),
    st.integers(10, 60),
)
def test_the_paper_fills_the_size_asked(
    margins: tuple[float, float, float, float], width: int, aspect: float, rows: int
) -> None:
    """Drawn through `paper_filling`, the paper's corner marks (3 px square) reach within a pixel
    of the box's corners (the top ones within the rows kept), at the size asked."""
    deck = paper_filling(_shadowed_deck(margins, f"shadowed {margins}"))
    height = round(width * aspect)
    full = deck.render(width, height, None, (0,))[0]
    assert (full.width, full.height) == (width, height)
    marks = {(x, y) for y in range(height) for x in range(width) if full.pixel(x, y) == INK}
    for x, y in ((1, 1), (width - 2, 1), (1, height - 2), (width - 2, height - 2)):
        assert (x, y) in marks
    strip = deck.render(width, height, rows, (0, 1))
    assert [(card.width, card.height) for card in strip] == [(width, rows)] * 2
    assert strip[0].pixel(1, 1) == INK
