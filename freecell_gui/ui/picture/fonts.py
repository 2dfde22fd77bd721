"""The fonts the reader compares card indices with when no deck matches: a few common serif and
sans faces that Qt finds here (QFontDatabase), each plain and bold, their rank glyphs and suit
symbols drawn dark on white about as high as the indices found in the picture. Text is drawn on
the GUI thread only (see worker.py)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache, partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics, QImage, QPainter

from freecell_gui.core.picture.fonts import RANKS, SUITS, FontGlyphs
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.ui.picture.decode import pixel_buffer

FACES = (
    "DejaVu Serif",
    "DejaVu Sans",
    "Liberation Serif",
    "Liberation Sans",
    "Noto Serif",
    "Noto Sans",
    "Nimbus Roman",
    "Nimbus Sans",
    "FreeSerif",
    "FreeSans",
    "Times New Roman",
    "Arial",
    "Georgia",
    "Verdana",
)
"""The faces tried, the ones installed taken (decks print indices in faces like these)."""
CAP_HEIGHT = 0.72
"""A capital's or figure's ink height over the font's pixel size, about, in these faces."""


@lru_cache(maxsize=64)
def draw_glyphs(family: str, bold: bool, pixels: int) -> Mapping[str, PixelBuffer]:
    """RANKS and SUITS' symbols in `family`, their ink about `pixels` high, each on its own image."""
    font = QFont(family)
    font.setPixelSize(max(4, round(max(3, pixels) / CAP_HEIGHT)))
    font.setBold(bold)
    metrics = QFontMetrics(font)
    drawn = {}
    for text in (*RANKS, *SUITS.values()):
        width = max(4, metrics.horizontalAdvance(text) + 4)
        height = max(4, metrics.height() + 4)
        image = QImage(width, height, QImage.Format.Format_RGBA8888)
        image.fill(QColor(255, 255, 255))
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.setFont(font)
            painter.setPen(QColor(0, 0, 0))
            painter.drawText(2, 2, width - 4, height - 4, Qt.AlignmentFlag.AlignCenter, text)
        finally:
            painter.end()
        drawn[text] = pixel_buffer(image)
    return drawn


def installed_fonts() -> list[FontGlyphs]:
    """The faces of FACES that are installed, plain then bold (the application's default face
    if none is), drawn on the calling thread (the GUI thread, or a command's only one)."""
    families = set(QFontDatabase.families())
    faces = [face for face in FACES if face in families] or [QFont().defaultFamily()]
    return [
        FontGlyphs(f"{face} bold" if bold else face, partial(draw_glyphs, face, bold))
        for face in faces
        for bold in (False, True)
    ]
