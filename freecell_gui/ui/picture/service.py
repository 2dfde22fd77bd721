"""A picture file, bytes or image to a reading: decoded, the decks (and if none matches, the
fonts' glyphs) drawn, the table read."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from freecell_gui.core.picture.reading import read_picture
from freecell_gui.core.picture.readings import TableReading
from freecell_gui.ui.picture.decode import pixel_buffer, read_picture_file
from freecell_gui.ui.picture.fonts import installed_fonts
from freecell_gui.ui.picture.templates import installed_template_decks


def read_image(image: QImage) -> TableReading:
    """Read the table in a decoded picture (PictureError if there is none)."""
    return read_picture(pixel_buffer(image), installed_template_decks(), installed_fonts())


def read_file(path: Path) -> tuple[QImage, TableReading]:
    """Decode and read a picture file; PictureError (one line) if it cannot be."""
    image = read_picture_file(path)
    return image, read_image(image)
