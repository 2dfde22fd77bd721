"""The table paints the inks ui/appearance.py checks at 4.5:1 (issue 28): labels, and marked cards'
two-tone rings, measured on the rendered scene."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from freecell_gui.core.deals.dealer import deal
from freecell_gui.ui.appearance import WCAG_AA, contrast, felt_shades, mark_ring
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.piles import SELECTED_COLOUR, CardItem, Mark
from freecell_gui.ui.table.scene import TableScene


def test_labels_wear_the_felt_ink(qapp: QApplication) -> None:
    scene = TableScene(CardDeck())
    scene.set_view_size(1240, 720, 1.0)
    labels = [item for item in scene.items() if isinstance(item, QGraphicsSimpleTextItem)]
    assert labels
    for label in labels:
        ink = label.brush().color()
        assert ink.alpha() == 255
        assert min(contrast(ink, shade) for shade in felt_shades(scene.felt)) >= WCAG_AA


def test_a_selected_card_wears_both_tones_of_its_ring(qapp: QApplication) -> None:
    scene = TableScene(CardDeck())
    scene.set_view_size(1240, 720, 1.0)
    scene.show_deal(deal(617))
    item = next(i for i in scene.items() if isinstance(i, CardItem) and i.card.code == "JD")
    scene.set_marks([item.card], Mark.SELECTED)
    image = QImage(1240, 720, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 1240, 720), scene.sceneRect())
    painter.end()
    ring = mark_ring(SELECTED_COLOUR, scene.felt)
    rect = scene.card_rect(item).translated(-scene.sceneRect().topLeft())
    y = round(rect.center().y())
    outside = image.pixelColor(round(rect.left()) - 2, y)
    inside = image.pixelColor(round(rect.left()) + 1, y)
    assert contrast(outside, ring.outer) < 1.3, outside.name()
    assert contrast(inside, ring.inner) < 1.3, inside.name()
