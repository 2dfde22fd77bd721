"""Reading a picture and searching its number off the GUI thread, cancellable: `PictureWorker.run`
is the work of a `BackgroundTask` (ui/background.py).

The reading compares in pure Python on the worker thread; the decks it compares with are read
and parsed there too, then drawn on the GUI thread, a few cards at a time, through a blocking
queued call: drawing SVG text off the GUI thread is not safe on every platform (it crashed
offscreen), and a few cards' top strips take a few milliseconds. The search runs the finder's kernel, on worker processes when
the work is big. Either way the window stays responsive.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, partial

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QImage

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.finder import default_workers
from freecell_gui.core.picture.fonts import FontGlyphs
from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.identify import Identification, identify
from freecell_gui.core.picture.pixels import PictureError, PixelBuffer
from freecell_gui.core.picture.reading import read_picture
from freecell_gui.ui.background import TaskControl
from freecell_gui.ui.picture.decode import pixel_buffer
from freecell_gui.ui.picture.fonts import installed_fonts
from freecell_gui.ui.picture.svg_parse import SvgParser
from freecell_gui.ui.picture.templates import installed_deck_sources

SLICE = 4
"""Cards drawn a call on the GUI thread (a strip of the costliest deck's card takes about 4 ms;
a deck's SVG, up to about 0.1 s for the largest, Dondorf, is parsed on the worker thread)."""


class GuiThreadDecks(QObject):
    """The installed decks, drawn on the thread this object lives in (make it on the GUI thread),
    a few cards a call: the GUI thread's event loop runs between the calls, so it is never held
    for more than a few hundredths of a second."""

    wanted = Signal(object)  # [deck index, width, height, rows, card indices, result list]
    glyphs_wanted = Signal(object)  # [font index, pixels, result list]

    def __init__(self) -> None:
        super().__init__()
        self._parser = SvgParser()  # a worker's decks are parsed through this GUI-thread object
        self._decks = installed_deck_sources(self._parser.parse)
        self._fonts = installed_fonts()
        self.wanted.connect(self._draw, Qt.ConnectionType.BlockingQueuedConnection)
        self.glyphs_wanted.connect(self._draw_glyphs, Qt.ConnectionType.BlockingQueuedConnection)

    @Slot(object)
    def _draw_glyphs(self, request: list[object]) -> None:
        index, pixels, result = request
        assert isinstance(index, int) and isinstance(pixels, int) and isinstance(result, list)
        result.append(self._fonts[index].render(pixels))

    def _glyphs(self, index: int, pixels: int) -> Mapping[str, PixelBuffer]:
        result: list[Mapping[str, PixelBuffer]] = []
        self.glyphs_wanted.emit([index, pixels, result])  # one face's 17 glyphs: a few milliseconds
        return result[0] if result else {}

    @Slot(object)
    def _draw(self, request: list[object]) -> None:
        index, width, height, rows, cards, result = request
        assert isinstance(index, int) and isinstance(width, int) and isinstance(height, int)
        assert isinstance(rows, int) and isinstance(cards, tuple) and isinstance(result, list)
        result.extend(self._decks[index].render(width, height, rows, cards))

    def _render(
        self, index: int, width: int, height: int, rows: int | None, cards: tuple[int, ...] | None
    ) -> Sequence[PixelBuffer]:
        wanted = tuple(range(len(DECK))) if cards is None else cards
        result: list[PixelBuffer] = []
        if not self._decks[index].prepare():  # the deck read and parsed here, on the calling thread
            return result
        for start in range(0, len(wanted), SLICE):
            self.wanted.emit([index, width, height, rows or height, wanted[start : start + SLICE], result])
        return result

    def fonts(self) -> list[FontGlyphs]:
        """The fonts, for a reading on another thread."""
        return [FontGlyphs(font.name, partial(self._glyphs, index)) for index, font in enumerate(self._fonts)]

    def decks(self) -> list[TemplateDeck]:
        """The decks, for a reading on another thread."""
        return [
            TemplateDeck(deck.name, partial(self._render, index)) for index, deck in enumerate(self._decks)
        ]


@cache
def shared_decks() -> GuiThreadDecks:
    """The one set of decks of the application (call on the GUI thread): each deck's SVG is
    parsed once a session, and its cards drawn once a size."""
    return GuiThreadDecks()


class PictureWorker:
    """One picture to read, then its number to search: `run` is a background task's work
    (ui/background.py). Made on the GUI thread (it copies the image's pixels there: the work
    touches no QImage); `run` then calls only its task's control and Qt-free code."""

    def __init__(self, image: QImage, decks: GuiThreadDecks, numbers: range | None = None) -> None:
        self.pixels: PixelBuffer | None = pixel_buffer(image)
        self.numbers = numbers
        self._decks = decks.decks()
        self._fonts = decks.fonts()

    def run(self, control: TaskControl) -> Identification | None:
        """Read, then search: the reading is handed over, the share of the range searched
        reported; the identification returned (None if cancelled). PictureError (one line) if
        the picture cannot be read or the search fails."""
        pixels, self.pixels = self.pixels, None  # let go of the pixels once read (tens of MB)
        if pixels is None:
            raise PictureError(QCoreApplication.translate("PictureError", "the picture was read already"))
        reading = read_picture(pixels, self._decks, self._fonts)
        del pixels
        control.hand_over(reading)
        if control.cancelled():
            return None
        try:
            result = identify(
                reading,
                self.numbers,
                progress=control.report,
                cancelled=control.cancelled,
                workers=default_workers(),
            )
        except (RuntimeError, MemoryError) as error:  # a worker process lost, no memory left
            raise PictureError(
                QCoreApplication.translate("PictureError", "the search failed: %1").replace("%1", str(error))
            ) from error
        return None if control.cancelled() else result
