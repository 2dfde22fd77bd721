"""Exporting the table as PNG, SVG or PDF, from the window or headless from the command line.

One TableScene, sized to the image, draws every export, so an exported deal looks exactly
like the window's table. SVG and PDF get vector cards (the scene draws our SVG deck as
shapes when it paints into them). Files are written atomically, and the same deal with
the same options always gives the same bytes.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import sys
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import NoReturn

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRect, QRectF, QSize, QSizeF, Qt, QUuid
from PySide6.QtGui import QColor, QFont, QImage, QImageWriter, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator

from freecell_gui import __version__
from freecell_gui.core.deals.dealer import Deal
from freecell_gui.core.deals.formats import format_board
from freecell_gui.core.game.rules import Position
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.system.atomic_file import describe_os_error, write_atomically
from freecell_gui.core.system.stop_signals import Stopped, signals_deferred
from freecell_gui.core.system.user_text import quoted, shown_path
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.geometry import CARD_HEIGHT, TABLE_HEIGHT, TABLE_WIDTH
from freecell_gui.ui.table.scene import DEFAULT_FELT, TableScene
from freecell_gui.ui.table.svg_cards import (
    PlacedCard,
    add_cards,
    can_share_cards,
    cards_taken_off,
    without_empty_groups,
)

BASE_WIDTH = 800  # scale 1; the default scale is 2, as the window's default is twice its size
DEFAULT_SCALE = 2.0
MIN_WIDTH = 160
MAX_WIDTH = 16_000
MAX_SHEET_DEALS = 1_000
# A PNG is drawn into memory first, 4 bytes a pixel: 100 megapixels is 400 MB, and well inside
# what QImage and libpng accept. Larger images are refused before anything is allocated.
MAX_PIXELS = 100_000_000
PNG_QUALITY = 80
SHEET_BACKGROUND = QColor("#202124")
SHEET_INK = QColor("#f1f3f4")
# Exports carry this date, not the time they were made, so the same deal gives the same bytes.
FIXED_PDF_DATE = b"20000101000000"
FIXED_XMP_DATE = b"2000-01-01T00:00:00"


class ExportError(Exception):
    """An export that could not be made; the message is one line for the user."""


class ExportRequestError(ExportError):
    """An export asked for something impossible (a bad extension, size or count): bad input."""


class ExportFormat(Enum):
    """The export formats, by file extension."""

    PNG = "png"
    SVG = "svg"
    PDF = "pdf"

    @property
    def extension(self) -> str:
        """ ".png", ".svg" or ".pdf"."""
        return f".{self.value}"

    @classmethod
    def from_path(cls, path: Path) -> ExportFormat:
        """The format a file name asks for; ExportError for anything else."""
        suffix = path.suffix.lower().lstrip(".")
        for export_format in cls:
            if suffix == export_format.value:
                return export_format
        raise ExportRequestError(
            f"cannot tell the format of {quoted(path.name)}: end the name with .png, .svg or .pdf"
            " (or give --format)"
        )


@dataclass(frozen=True)
class ExportOptions:
    """How an export looks: its width in pixels and the table's options."""

    width: int = round(BASE_WIDTH * DEFAULT_SCALE)
    four_colour: bool = False
    labels: bool = True
    felt: str = DEFAULT_FELT.name()
    deck_theme: str = ""  # an installed KDE or GNOME deck's SVG file; "" for our own deck
    rules: Rules = FREECELL  # the variant whose table is drawn: its free cells (issue 29)

    def __post_init__(self) -> None:
        if not MIN_WIDTH <= self.width <= MAX_WIDTH:
            raise ExportRequestError(
                f"the width must be {MIN_WIDTH} to {MAX_WIDTH:,} pixels, not {self.width:,}"
            )


def table_height(width: int) -> int:
    """The height of an exported table `width` pixels wide."""
    return round(width * TABLE_HEIGHT / TABLE_WIDTH)


def default_file_name(deal: Deal, export_format: ExportFormat = ExportFormat.PNG) -> str:
    """ "freecell-617.png", or "freecell-custom.png" for a layout without a number."""
    stem = "custom" if deal.number is None else str(deal.number)
    return f"freecell-{stem}{export_format.extension}"


_DECKS: dict[tuple[str, bool], CardDeck] = {}


def shared_deck(four_colour: bool, theme: str = "") -> CardDeck:
    """One deck per look for all exports of a run: its SVGs are parsed once, and card images
    of a size already drawn are reused."""
    key = (theme, four_colour)
    if key not in _DECKS:
        _DECKS[key] = CardDeck(four_colour=four_colour, theme_file=Path(theme) if theme else None)
    return _DECKS[key]


class TableRenderer:
    """Draws deals into PNG, SVG and PDF bytes, headless; one scene serves every deal."""

    def __init__(self, options: ExportOptions) -> None:
        self.options = options
        self.scene = TableScene(shared_deck(options.four_colour, options.deck_theme))
        self.scene.set_felt(QColor(options.felt))
        self.scene.set_labels_visible(options.labels)
        # A game's position to draw instead of the deal's start, and the moves that led there
        # (the PNG's "Moves" text); set both for the window's exports mid-game.
        self.position: Position | None = None
        self.moves = ""

    def _show(self, deal: Deal, width: int, position: Position | None = None) -> QSize:
        size = QSize(width, table_height(width))
        self.scene.set_view_size(size.width(), size.height(), 1.0)
        shown = position if position is not None else self.position
        if shown is None:
            # The deal's start under the variant's rules: the table has that many free cells.
            shown = Position.from_deal(deal, self.options.rules)
        self.scene.show_position(deal, shown)
        return size

    def image(self, deal: Deal, position: Position | None = None) -> QImage:
        """The table as an image, `options.width` pixels wide: the deal, or `position` of a
        game of it."""
        size = self._show(deal, self.options.width, position)
        check_pixel_budget(size)
        # The felt covers everything, so no alpha channel: a third less to compress.
        image = QImage(size, QImage.Format.Format_RGB32)
        image.fill(QColor(self.options.felt))
        painter = QPainter(image)
        try:
            with signals_deferred():
                self.scene.render(painter, QRectF(0, 0, size.width(), size.height()), self.scene.sceneRect())
        finally:
            painter.end()
        if self.moves:
            image.setText("Moves", self.moves)
        return image

    def render(self, deal: Deal, export_format: ExportFormat, position: Position | None = None) -> bytes:
        """The deal (or `position` of a game of it) as the bytes of a file in `export_format`."""
        if export_format is ExportFormat.PNG:
            return png_bytes(self.image(deal, position), deal)
        size = self._show(deal, self.options.width, position)
        title = (
            f"FreeCell {deal.title}"
            if self.options.rules == FREECELL
            else f"{deal.title}, {self.options.rules.title}"
        )
        description = format_board(deal) + (f"\nMoves: {self.moves}" if self.moves else "")
        if export_format is ExportFormat.SVG and can_share_cards(self.scene.deck):
            cards: list[PlacedCard] = []
            with cards_taken_off(self.scene, QPointF(0, 0), 1.0, cards):
                table = _vector_bytes(export_format, size, title, description, self._paint_table)
            return add_cards(without_empty_groups(table), self.scene.deck, cards)
        return _vector_bytes(export_format, size, title, description, self._paint_table)

    def _paint_table(self, painter: QPainter, size: QSize) -> None:
        with signals_deferred():
            self.scene.render(painter, QRectF(0, 0, size.width(), size.height()), self.scene.sceneRect())

    def sheet(self, deals: Sequence[Deal], export_format: ExportFormat, columns: int | None = None) -> bytes:
        """A contact sheet: the deals in a grid, each under its number."""
        if not deals:
            raise ExportRequestError("a contact sheet needs at least one deal")
        if len(deals) > MAX_SHEET_DEALS:
            raise ExportRequestError(
                f"a contact sheet holds at most {MAX_SHEET_DEALS:,} deals, not {len(deals):,}"
            )
        grid = SheetGrid.for_count(len(deals), self.options.width, columns)
        share_cards = export_format is ExportFormat.SVG and can_share_cards(self.scene.deck)
        cards: list[PlacedCard] = []
        title = f"FreeCell deals {_title(deals[0])} to {_title(deals[-1])}"
        boards = "\n".join(f"### {deal.number}\n{format_board(deal)}" for deal in deals)

        def paint(painter: QPainter, size: QSize) -> None:
            painter.fillRect(QRectF(0, 0, size.width(), size.height()), SHEET_BACKGROUND)
            font = QFont()
            font.setPixelSize(max(8, round(grid.label_height * 0.6)))
            font.setBold(True)
            for index, layout in enumerate(deals):
                tile = grid.tile(index)
                painter.setFont(font)
                painter.setPen(SHEET_INK)
                label = QRectF(tile.left(), tile.top(), tile.width(), grid.label_height)
                painter.drawText(label, Qt.AlignmentFlag.AlignCenter, _title(layout))
                target = QRectF(
                    tile.left(), tile.top() + grid.label_height, grid.tile_width, grid.table_height
                )
                # A stop signal waits for the tile (Qt calls back into Python while it renders),
                # then unwinds from here, where the painter is ended on the way out.
                with signals_deferred():
                    self._show(layout, grid.tile_width)
                    if share_cards:
                        scale = grid.tile_width / max(1.0, self.scene.sceneRect().width())
                        with cards_taken_off(self.scene, target.topLeft(), scale, cards):
                            self.scene.render(painter, target, self.scene.sceneRect())
                    else:
                        self.scene.render(painter, target, self.scene.sceneRect())

        size = grid.size
        if export_format is ExportFormat.PNG:
            check_pixel_budget(size)
            image = QImage(size, QImage.Format.Format_RGB32)
            painter = QPainter(image)
            try:
                paint(painter, size)
            finally:
                painter.end()
            return png_bytes(image, None, title=title, board=boards)
        data = _vector_bytes(export_format, size, title, boards, paint)
        if share_cards:
            return add_cards(without_empty_groups(data), self.scene.deck, cards)
        return data


# The rank in a card's corner is 16% of the card's height (resources/make_deck.py). A contact
# sheet's default width keeps it at least this many pixels tall, so every card can be read.
RANK_INDEX_SHARE = 0.16
MIN_READABLE_RANK_PIXELS = 10


def rank_index_pixels(table_width: int) -> float:
    """How tall a card's rank index is on a table drawn `table_width` pixels wide."""
    card_width = math.floor(table_width / TABLE_WIDTH)  # the scene's cards are whole pixels wide
    return card_width * CARD_HEIGHT * RANK_INDEX_SHARE


def readable_sheet_width(count: int, columns: int | None = None) -> int:
    """The narrowest contact sheet (at least the usual export width) on which every rank index
    of `count` deals is MIN_READABLE_RANK_PIXELS tall, capped at MAX_WIDTH."""
    width = ExportOptions().width
    while width < MAX_WIDTH:
        grid = SheetGrid.for_count(count, width, columns, strict=False)
        if grid.tile_width > 0 and rank_index_pixels(grid.tile_width) >= MIN_READABLE_RANK_PIXELS:
            return width
        width = min(MAX_WIDTH, width + max(8, width // 50))
    return MAX_WIDTH


def check_pixel_budget(size: QSize) -> None:
    """ExportError, before anything is drawn, for an image larger than MAX_PIXELS."""
    pixels = size.width() * size.height()
    if pixels > MAX_PIXELS or max(size.width(), size.height()) > 32_767:
        raise ExportRequestError(
            f"a {size.width():,} x {size.height():,} pixel image ({pixels / 1e6:,.0f} megapixels) is larger "
            f"than the {MAX_PIXELS / 1e6:,.0f} megapixel or 32,767 pixel a side limit: "
            "give fewer deals, more --columns or a smaller --width"
        )


@dataclass(frozen=True)
class SheetGrid:
    """Where each deal of a contact sheet goes."""

    columns: int
    rows: int
    tile_width: int
    table_height: int
    label_height: int
    gap: int

    @classmethod
    def for_count(cls, count: int, width: int, columns: int | None = None, strict: bool = True) -> SheetGrid:
        """A grid for `count` deals, `width` pixels wide, nearly square unless told otherwise.

        ExportRequestError if the tables would be too small to see, unless not `strict`."""
        columns = max(1, min(count, columns or math.ceil(math.sqrt(count))))
        rows = math.ceil(count / columns)
        gap = max(4, width // 200)
        tile_width = (width - gap * (columns + 1)) // columns
        if tile_width < 60 and strict:
            raise ExportRequestError(
                f"{count:,} deals do not fit {width:,} pixels wide: give a larger --width"
            )
        return cls(
            columns, rows, tile_width, table_height(tile_width), max(12, round(tile_width * 0.07)), gap
        )

    def tile(self, index: int) -> QRect:
        """The rectangle of deal `index` (label and table)."""
        row, column = divmod(index, self.columns)
        height = self.label_height + self.table_height
        return QRect(
            self.gap + column * (self.tile_width + self.gap),
            self.gap + row * (height + self.gap),
            self.tile_width,
            height,
        )

    @property
    def size(self) -> QSize:
        """The whole sheet."""
        height = self.label_height + self.table_height
        return QSize(
            self.gap + self.columns * (self.tile_width + self.gap), self.gap + self.rows * (height + self.gap)
        )


def _title(deal: Deal) -> str:
    return "Custom deal" if deal.number is None else f"#{deal.number}"


def png_bytes(image: QImage, deal: Deal | None, title: str = "", board: str = "") -> bytes:
    """PNG bytes with text chunks saying what the image shows (deal, family, board)."""
    image = image.copy()
    image.setText("Software", f"freecell-gui {__version__}")
    if deal is not None:
        image.setText("Title", f"FreeCell {deal.title}")
        image.setText("Deal", "custom" if deal.number is None else str(deal.number))
        family = deal.family
        if family is not None:
            image.setText("Family", family.description)
        image.setText("Board", format_board(deal))
    else:
        image.setText("Title", title)
        image.setText("Board", board)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, b"png")
    # Qt's PNG quality 80 is a light zlib level: twice as fast as the default for 13% more bytes.
    writer.setQuality(PNG_QUALITY)
    if not writer.write(image):
        raise ExportError(f"Qt could not encode the PNG image: {writer.errorString()}")
    return bytes(buffer.data().data())


def _vector_bytes(export_format: ExportFormat, size: QSize, title: str, description: str, paint) -> bytes:  # type: ignore[no-untyped-def]
    """SVG or PDF bytes of whatever `paint(painter, size)` draws, one point or unit per pixel."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if export_format is ExportFormat.SVG:
        # SVG 1.1 keeps the painter's clip paths (SVG Tiny 1.2, the default, drops them): a card drawn
        # larger and cut back to its paper (ui/table/deck_paper.py) would show its deck's shadow.
        generator = QSvgGenerator(QSvgGenerator.SvgVersion.Svg11)
        generator.setOutputDevice(buffer)
        generator.setSize(size)
        generator.setViewBox(QRect(0, 0, size.width(), size.height()))
        generator.setTitle(title)
        generator.setDescription(description)
        painter = QPainter(generator)
        try:
            paint(painter, size)
        finally:
            painter.end()
        return bytes(buffer.data().data())
    writer = QPdfWriter(buffer)
    writer.setResolution(72)  # one pixel of the table is one point of the page
    writer.setPageSize(
        QPageSize(
            QSizeF(size.width(), size.height()),
            QPageSize.Unit.Point,
            title,
            QPageSize.SizeMatchPolicy.ExactMatch,
        )
    )
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    writer.setTitle(title)
    writer.setCreator(f"freecell-gui {__version__}")
    if hasattr(writer, "setDocumentId"):
        document_id = uuid.uuid5(uuid.NAMESPACE_URL, f"freecell-gui:{title}:{size.width()}")
        writer.setDocumentId(QUuid(str(document_id)))
    painter = QPainter(writer)
    try:
        paint(painter, size)
    except Stopped as stop:
        # Ending a PDF painter writes out the whole page, many seconds for a large sheet, and
        # destroying its device unended crashes Qt. Nothing has been written to disk yet, so a
        # stopped export leaves at once, without either.
        _exit_now(stop)
    except BaseException:
        painter.end()
        raise
    painter.end()
    return _fixed_pdf_dates(bytes(buffer.data().data()))


def _exit_now(stop: Stopped) -> NoReturn:
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
    if sys.stderr is not None:
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write("freecell-gui: stopped\n")
            sys.stderr.flush()
    os._exit(stop.exit_status)


def _fixed_pdf_dates(data: bytes) -> bytes:
    """Replace the creation time Qt writes with a fixed one, keeping every byte offset.

    Qt writes the time twice: "(D:20261122081005+01'00')" in the Info dictionary and
    xmp:CreateDate="2026-11-22T08:10:05+01:00" (or as an element) in the XMP metadata.
    Digits are replaced by digits, so the cross-reference table stays right.
    """

    def zeros(text: bytes) -> bytes:
        return re.sub(rb"\d", b"0", text)

    def fixed_xmp(match: re.Match[bytes]) -> bytes:
        return FIXED_XMP_DATE + zeros(match.group(0)[len(FIXED_XMP_DATE) :])

    data = re.sub(
        rb"\(D:\d{14}(?:[+-]\d\d'?\d\d'?)?",
        lambda match: b"(D:" + FIXED_PDF_DATE + zeros(match.group(0)[17:]),
        data,
    )
    return re.sub(
        rb"(?<=xmp:CreateDate=\")[^\"]+|(?<=xmp:ModifyDate=\")[^\"]+|(?<=xmp:MetadataDate=\")[^\"]+"
        rb"|(?<=<xmp:CreateDate>)[^<]+|(?<=<xmp:ModifyDate>)[^<]+|(?<=<xmp:MetadataDate>)[^<]+",
        fixed_xmp,
        data,
    )


def save(data: bytes, path: Path) -> None:
    """Write an export by the app's one writing rule (core/system/atomic_file.py); ExportError
    with one clear line if it cannot be written, ExportRequestError if `path` is a folder.

    A regular file is written whole or not at all; a symbolic link is written through, as
    editors do (the file it points to gets the new bytes and the link stays a link); a pipe
    or a device (/dev/stdout) is written into, never replaced. A stop signal waits until the
    file is whole (or gone).
    """
    path = Path(path)
    if _is_folder(path):
        raise ExportRequestError(
            f"{shown_path(path)} is a folder: give a file name ending .png, .svg or .pdf"
        )
    try:
        with signals_deferred():
            write_atomically(path, data)
    except OSError as error:
        raise ExportError(describe_os_error(error, path)) from None


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except (OSError, ValueError):  # a name too long: not a folder; writing it will say why
        return False


def image_metadata(path: Path) -> dict[str, str]:
    """The text chunks of a PNG file (for tests and for checking an exported image)."""
    image = QImage(str(path))
    return {key: image.text(key) for key in image.textKeys()}


__all__ = [
    "ExportError",
    "ExportFormat",
    "ExportOptions",
    "ExportRequestError",
    "TableRenderer",
    "default_file_name",
    "image_metadata",
    "save",
    "table_height",
]
