"""Pictures for the reader's tests: the small reference pictures in tests/picture/data, decoded
once (Qt decodes; the reader itself is Qt-free) with the decks drawn once per card size."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.pixels import PixelBuffer

DATA = Path(__file__).resolve().parents[2] / "picture" / "data"
PICTURES = {
    "ours-617.png": 617,
    "ours-4c-8589934591-q60.jpg": 8_589_934_591,
    "kpat-dondorf-12345.jpg": 12345,
    "kpat-dondorf-1203741719.jpg": 1_203_741_719,
}


@cache
def picture(name: str) -> PixelBuffer:
    """A reference picture's pixels."""
    from freecell_gui.ui.picture.decode import pixel_buffer, read_picture_file
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    return pixel_buffer(read_picture_file(DATA / name))


@cache
def decks() -> tuple[TemplateDeck, ...]:
    """The decks the reader compares with, each drawing a size once."""
    from freecell_gui.ui.picture.templates import installed_template_decks
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    return tuple(TemplateDeck(deck.name, cache(deck.render)) for deck in installed_template_decks())
