"""Every colour pair a player reads keeps at least 4.5:1 (issue 28, low vision), computed from the
real colours: the deck's inks and face (resources/make_deck.py, ui/table/deck.py), the light and dark
palettes (ui/appearance.py), and the table's inks for the felt and the marks (ui/appearance.py).

Contrast is WCAG 2.x's: relative luminance and contrast ratio as defined at
https://www.w3.org/TR/WCAG21/#dfn-relative-luminance and #dfn-contrast-ratio (appearance.contrast).
"""

from __future__ import annotations

import importlib.util
from types import ModuleType

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.cards import Suit
from freecell_gui.ui.appearance import (
    CARD_FACE,
    MARK_TINT_ALPHA,
    WCAG_AA,
    composite,
    contrast,
    dark_palette,
    felt_shades,
    inks,
    light_palette,
    mark_ring,
    table_inks,
)
from freecell_gui.ui.table import piles
from freecell_gui.ui.table.deck import FOUR_COLOUR_INKS, INK_BLACK, INK_RED, CardDeck, suit_ink
from freecell_gui.ui.table.play import GLOW_COLOUR
from freecell_gui.ui.table.scene import DEFAULT_FELT, TableScene
from tests.conftest import REPOSITORY

MARKS = {
    "highlight": piles.HIGHLIGHT_COLOUR,
    "selected": piles.SELECTED_COLOUR,
    "hint": piles.HINT_COLOUR,
    "difference": piles.DIFFERENCE_COLOUR,
    "drop target": GLOW_COLOUR,
}
# Felts a player may pick: the default green, a blue, a red, a grey and a light one.
FELTS = [DEFAULT_FELT, QColor("#1f4e79"), QColor("#7a1f2b"), QColor("#3c3c3c"), QColor("#d8e4d0")]


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_deck", REPOSITORY / "resources" / "make_deck.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _all_suit_inks() -> list[tuple[str, QColor]]:
    return [
        (f"{suit.title} in {'four' if four else 'two'} colours", suit_ink(suit, four))
        for four in (False, True)
        for suit in Suit
    ]


def test_the_app_knows_the_decks_real_face_and_inks() -> None:
    generator = _generator()
    assert CARD_FACE.name() == generator.FACE
    assert (INK_BLACK, INK_RED) == (generator.INK_BLACK, generator.INK_RED)


@pytest.mark.parametrize(("name", "ink"), _all_suit_inks())
def test_suit_ink_and_index_on_the_face(name: str, ink: QColor) -> None:
    # The index and the pips are printed in the suit's ink on the face, in both colour settings.
    assert contrast(ink, CARD_FACE) >= WCAG_AA, name
    for four_colour_ink in (new for _old, new in FOUR_COLOUR_INKS.values()):
        assert contrast(QColor(four_colour_ink), CARD_FACE) >= WCAG_AA


@pytest.mark.parametrize("mark", list(MARKS))
def test_the_index_stays_readable_on_a_marked_cards_tinted_face(mark: str) -> None:
    tinted = composite(MARKS[mark], MARK_TINT_ALPHA, CARD_FACE)
    for name, ink in _all_suit_inks():
        assert contrast(ink, tinted) >= WCAG_AA, (mark, name)


def test_every_card_face_is_the_face_colour_under_its_index(qapp: QApplication) -> None:
    # The real rendered pixels of the corner, regular and large: the index sits on the face colour.
    for large in (False, True):
        image = CardDeck(large_index=large).pixmap("QH", 126).toImage()
        corner = image.pixelColor(image.width() // 2, 6)
        assert contrast(corner, CARD_FACE) < 1.05


@pytest.mark.parametrize("felt", FELTS, ids=[felt.name() for felt in FELTS])
def test_labels_and_empty_pile_marks_on_the_felt(felt: QColor) -> None:
    table = table_inks(felt)
    lightest, darkest = felt_shades(felt)
    grounds = [lightest, darkest] + [
        composite(table.fill, table.fill.alpha(), shade) for shade in (lightest, darkest)
    ]
    for what, ink in (("label", table.label), ("outline", table.outline), ("A", table.mark)):
        for ground in grounds:
            assert contrast(ink, ground) >= WCAG_AA, (what, felt.name(), ink.name(), ground.name())
    # An empty foundation's suit sits on a disc of the face colour, in the deck's ink.
    for name, ink in _all_suit_inks():
        assert contrast(ink, table.suit_disc) >= WCAG_AA, name


def test_the_felt_inks_hold_on_every_pixel_of_the_rendered_felt(qapp: QApplication) -> None:
    # The felt as TableScene really paints it (its soft light included), sampled all over.
    scene = TableScene(CardDeck())
    scene.set_view_size(1240, 720, 1.0)
    image = QImage(1240, 720, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.drawBackground(painter, QRectF(scene.sceneRect()))
    painter.end()
    label = table_inks(scene.felt).label
    worst = min(
        contrast(label, image.pixelColor(x, y)) for y in range(0, 720, 24) for x in range(0, 1240, 24)
    )
    assert worst >= WCAG_AA


@given(st.integers(0, 0xFFFFFF))
def test_any_felt_gets_its_most_readable_label(rgb: int) -> None:
    # A felt the player picks: 4.5:1 wherever white or black can reach it on all its shades.
    felt = QColor(rgb)
    table = table_inks(felt)
    grounds = [*felt_shades(felt)]
    grounds += [composite(table.fill, table.fill.alpha(), shade) for shade in list(grounds)]
    label = table.label

    def worst(ink: QColor) -> float:
        return min(contrast(ink, ground) for ground in grounds)

    best_possible = max(worst(QColor("white")), worst(QColor("black")))
    assert worst(label) >= min(WCAG_AA, best_possible) - 0.05


@pytest.mark.parametrize("felt", FELTS, ids=[felt.name() for felt in FELTS])
@pytest.mark.parametrize("mark", list(MARKS))
def test_mark_rings_read_on_the_card_and_on_the_felt(mark: str, felt: QColor) -> None:
    ring = mark_ring(MARKS[mark], felt)
    tinted = composite(MARKS[mark], MARK_TINT_ALPHA, CARD_FACE)
    assert contrast(ring.inner, CARD_FACE) >= WCAG_AA and contrast(ring.inner, tinted) >= WCAG_AA
    for shade in felt_shades(felt):
        assert contrast(ring.outer, shade) >= WCAG_AA, (mark, ring.outer.name(), shade.name())
    # Next to another card's face (a cascade) the mark still shows: its outer tone reads on that
    # face, or (a pale outer tone, on a dark felt) the inner tone reads on the outer one.
    assert max(contrast(ring.outer, CARD_FACE), contrast(ring.inner, ring.outer)) >= WCAG_AA


def test_mark_rings_keep_their_hue() -> None:
    # Darkened or lightened, never turned grey: the four marks stay told apart by colour.
    for mark, colour in MARKS.items():
        ring = mark_ring(colour, DEFAULT_FELT)
        assert abs(ring.inner.hsvHue() - colour.hsvHue()) <= 3, mark
        assert ring.inner.hsvSaturationF() > 0.4, mark


ROLES = QPalette.ColorRole
TEXT_PAIRS = [
    (ROLES.WindowText, ROLES.Window),
    (ROLES.Text, ROLES.Base),
    (ROLES.Text, ROLES.AlternateBase),
    (ROLES.ButtonText, ROLES.Button),
    (ROLES.HighlightedText, ROLES.Highlight),
    (ROLES.ToolTipText, ROLES.ToolTipBase),
    (ROLES.PlaceholderText, ROLES.Base),
    (ROLES.Link, ROLES.Base),
]
# Disabled controls are left out: WCAG 1.4.3 exempts inactive components.


@pytest.mark.parametrize("appearance", ["light", "dark"])
@pytest.mark.parametrize(("text", "ground"), TEXT_PAIRS, ids=[f"{t.name}-on-{g.name}" for t, g in TEXT_PAIRS])
def test_the_palettes_text_reads_in_both_appearances(
    qapp: QApplication, appearance: str, text: QPalette.ColorRole, ground: QPalette.ColorRole
) -> None:
    palette = light_palette() if appearance == "light" else dark_palette()
    ink, background = palette.color(text), palette.color(ground)
    assert contrast(ink, background) >= WCAG_AA, (ink.name(), background.name())
    for colour in (inks(palette).muted, inks(palette).error, inks(palette).success):
        assert contrast(colour, palette.color(ROLES.Base)) >= WCAG_AA
        assert contrast(colour, palette.color(ROLES.Window)) >= WCAG_AA
