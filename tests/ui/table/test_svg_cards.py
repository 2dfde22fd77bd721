"""SVG exports write each card's art once, stay small, and look like the PNG export."""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.dealer import deal
from freecell_gui.ui.export.renderer import ExportFormat, ExportOptions, TableRenderer

MAX_SVG_BYTES = 350_000  # about what the deck's own SVG files weigh together


def rendered(svg: bytes, reference: QImage) -> QImage:
    image = QImage(reference.size(), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(QByteArray(svg)).render(painter)
    painter.end()
    return image


def mean_difference(first: QImage, second: QImage) -> float:
    total = count = 0
    for y in range(0, first.height(), 3):
        for x in range(0, first.width(), 3):
            a, b = first.pixelColor(x, y), second.pixelColor(x, y)
            total += abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
            count += 3
    return total / count


def test_a_deal_is_small_and_each_card_is_written_once(qapp: QApplication) -> None:
    for number in (1, 617, 8_589_934_591):
        svg = TableRenderer(ExportOptions()).render(deal(number), ExportFormat.SVG)
        assert len(svg) <= MAX_SVG_BYTES, len(svg)
        assert svg.count(b'<g id="card-') == 52
        assert svg.count(b"<use ") == 52


def test_a_sheet_writes_each_cards_art_once_for_all_its_deals(qapp: QApplication) -> None:
    svg = TableRenderer(ExportOptions()).sheet([deal(number) for number in range(1, 21)], ExportFormat.SVG)
    assert svg.count(b'<g id="card-') == 52
    assert svg.count(b"<use ") == 52 * 20
    assert len(svg) <= 20 * MAX_SVG_BYTES // 4


def test_the_svg_looks_like_the_png(qapp: QApplication) -> None:
    renderer = TableRenderer(ExportOptions(width=800, four_colour=True))
    layout = deal(617)
    reference = renderer.image(layout)
    drawn = rendered(renderer.render(layout, ExportFormat.SVG), reference)
    # Anti-aliased edges differ a little between a pixmap and shapes; a missing or misplaced
    # card would differ by tens.
    assert mean_difference(drawn, reference) < 1.0
