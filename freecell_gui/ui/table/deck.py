"""The card deck renderer: SVG card images rendered to pixmaps at the exact device size.

Following libkcardgame: each element (a card code such as "QS", or "back") is rendered
at width x devicePixelRatio, cached by (element, width, ratio, colours), and tagged with
setDevicePixelRatio so it is drawn 1:1 on the screen's pixels: sharp at any size and on
HiDPI screens. A missing or broken element is drawn visibly wrong, never blank.

Our deck comes in two face sets: the regular one in resources/deck/, and the large-index
faces (issue 28, for low vision: rank and suit big in the strip a covered card shows) in
resources/deck/large/. The back is shared.

An installed deck whose drawing leaves a shadow or margin around the card's paper is drawn
larger and cut back, so that its paper fills the card's box as in KPatience (deck_paper.py).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from freecell_gui.core.deals.cards import Colour, Suit
from freecell_gui.core.system.deck_themes import element_id, read_theme
from freecell_gui.core.system.resources import resource_path
from freecell_gui.core.system.user_files import UserFileError, read_user_text
from freecell_gui.ui.table.deck_paper import NO_MARGINS, deck_paper_margins, draw_filling_paper

if TYPE_CHECKING:
    from freecell_gui.core.picture.paper import Margins

# The card's proportions: poker size, 63 x 88 mm (see docs/sources.md).
CARD_ASPECT = 88 / 63
MAX_CARD_FILE_BYTES = 4 * 1024 * 1024
"""The largest single-card SVG read from a deck folder."""

# The inks the deck generator writes (resources/make_deck.py), and the four-colour deck's
# replacements: clubs green and diamonds blue, as online poker decks do.
INK_BLACK = "#1c1c22"
INK_RED = "#c0141f"
FOUR_COLOUR_INKS = {"C": (INK_BLACK, "#0f7a32"), "D": (INK_RED, "#1452b8")}
LARGE_INDEX_FOLDER = "large"
"""The large-index faces' folder, inside the deck's folder (resources/make_deck.py writes it)."""


SuitColour = Callable[[Suit], QColor]
"""The ink a suit is printed in by the deck on the table (four colours or two)."""


def suit_ink(suit: Suit, four_colour: bool = False) -> QColor:
    """The ink our deck prints `suit` in: red or black, or with four colours green clubs and
    blue diamonds. Labels and buttons that show a suit use it, so they match the cards."""
    ink = INK_RED if suit.colour is Colour.RED else INK_BLACK
    if four_colour and suit.letter in FOUR_COLOUR_INKS:
        ink = FOUR_COLOUR_INKS[suit.letter][1]
    return QColor(ink)


_CACHE_LIMIT = 400  # pixmaps; two sizes of a whole deck with room to spare


class CardDeck:
    """Renders our own SVG deck (or any folder of <CODE>.svg files) to cached pixmaps.

    With `theme_file`, the cards come from an installed KDE or GNOME deck instead: one SVG
    holding every card as an element (see core/deck_themes.py). The four-colour inks are
    our deck's; an installed deck is drawn as its author made it, except that its cards' paper
    fills the card's box (`fill_paper`, see deck_paper.py).
    QSvgRenderer is not thread-safe: a deck is used from the GUI thread only.
    """

    def __init__(
        self,
        directory: Path | None = None,
        four_colour: bool = False,
        theme_file: Path | None = None,
        large_index: bool = False,
        *,
        fill_paper: bool = True,
    ) -> None:
        self._directory = directory or resource_path("deck")
        self._fill_paper = fill_paper
        self._four_colour = four_colour
        self._large_index = large_index
        self.theme_file = theme_file
        self._theme: QSvgRenderer | None = None
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._pixmaps: OrderedDict[tuple[str, int, float, bool, bool], QPixmap] = OrderedDict()
        self._margins: Margins | None = None  # measured at the first card drawn

    @property
    def four_colour(self) -> bool:
        """True when clubs are green and diamonds blue."""
        return self._four_colour

    def set_four_colour(self, enabled: bool) -> None:
        """Switch between the two-colour and four-colour inks."""
        if enabled != self._four_colour:
            self._four_colour = enabled
            self._renderers.clear()
            self._pixmaps.clear()

    @property
    def large_index(self) -> bool:
        """True when the faces carry the large index (our deck only; an installed deck is as made)."""
        return self._large_index

    def set_large_index(self, enabled: bool) -> None:
        """Switch between the regular and the large-index faces; the scene then re-renders its
        cards (`TableScene.set_deck(scene.deck)`)."""
        if enabled != self._large_index:
            self._large_index = enabled
            self._margins = None
            self._renderers.clear()
            self._pixmaps.clear()

    def face_file(self, element: str) -> Path:
        """The SVG file of one of our elements: a large-index face when that is on (the back
        has one design only)."""
        if self._large_index and element != "back":
            return self._directory / LARGE_INDEX_FOLDER / f"{element}.svg"
        return self._directory / f"{element}.svg"

    def svg_text(self, element: str) -> str | None:
        """The element's SVG with this deck's inks (None when it cannot be read)."""
        try:
            text = read_user_text(self.face_file(element), MAX_CARD_FILE_BYTES)
        except UserFileError:
            return None
        if self._four_colour and len(element) == 2 and element[1] in FOUR_COLOUR_INKS:
            old, new = FOUR_COLOUR_INKS[element[1]]
            text = text.replace(old, new)
        return text

    def suit_colour(self, suit: Suit) -> QColor:
        """The ink this deck prints `suit` in (an installed deck keeps its author's two colours)."""
        return suit_ink(suit, self._four_colour and self.theme_file is None)

    def height_for(self, width: int) -> int:
        """The card height, in the same unit, for a card `width` wide."""
        return round(width * CARD_ASPECT)

    def pixmap(self, element: str, width: int, ratio: float = 1.0) -> QPixmap:
        """The element rendered `width` logical pixels wide at device pixel ratio `ratio`."""
        key = (element, width, ratio, self._four_colour, self._large_index)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        pixmap = self._render(element, width, ratio)
        self._pixmaps[key] = pixmap
        if len(self._pixmaps) > _CACHE_LIMIT:
            self._pixmaps.popitem(last=False)
        return pixmap

    def has_element(self, element: str) -> bool:
        """True if the element loads as a valid SVG."""
        if self.theme_file is not None:
            theme = self._theme_renderer()
            return theme is not None and theme.elementExists(element_id(element))
        return self._renderer(element) is not None

    @classmethod
    def from_parsed_theme(
        cls, theme_file: Path, renderer: QSvgRenderer, fill_paper: bool = False
    ) -> CardDeck:
        """The installed deck `theme_file` whose SVG was parsed already (perhaps on another thread).

        Its cards are drawn as the deck's author drew them, margins and all, unless `fill_paper`:
        the picture reader makes its templates from such decks and fits their paper to the
        pictures it reads itself (core/picture/paper.py, tuned on KPatience's screenshots)."""
        deck = cls(theme_file=theme_file, fill_paper=fill_paper)
        deck._theme = renderer
        return deck

    def _theme_renderer(self) -> QSvgRenderer | None:
        if self._theme is None and self.theme_file is not None:
            data = read_theme(self.theme_file)
            renderer = QSvgRenderer(QByteArray(data)) if data is not None else None
            self._theme = renderer if renderer is not None and renderer.isValid() else None
        return self._theme

    def _draw(self, painter: QPainter, element: str, bounds: QRectF) -> None:
        if self.theme_file is not None:
            theme = self._theme_renderer()
            if theme is not None and theme.elementExists(element_id(element)):
                theme.render(painter, element_id(element), bounds)
            else:
                _draw_missing(painter, bounds)
            return
        renderer = self._renderer(element)
        if renderer is None:
            _draw_missing(painter, bounds)
        else:
            renderer.render(painter, bounds)

    def render(self, painter: QPainter, element: str, bounds: QRectF) -> None:
        """Draw the element as vector graphics (for SVG and PDF export), its paper filling `bounds`."""
        draw_filling_paper(painter, element, bounds, self.paper_margins(), self._draw)

    def paper_margins(self) -> Margins:
        """The margins this deck's drawing leaves around its cards' paper (left, top, right,
        bottom, as shares of the drawing), measured once a session for each deck; none for our
        own deck, whose paper fills its drawing (a test measures it), and none for a deck drawn
        as its author drew it (`fill_paper` off)."""
        if self._margins is None:
            if not self._fill_paper:
                self._margins = NO_MARGINS
            elif self.theme_file is not None:
                self._margins = deck_paper_margins(("theme", self.theme_file.absolute()), self._draw)
            elif self._directory == resource_path("deck"):
                self._margins = NO_MARGINS
            else:
                identity = ("folder", self._directory.absolute(), self._large_index)
                self._margins = deck_paper_margins(identity, self._draw)
        return self._margins

    def _renderer(self, element: str) -> QSvgRenderer | None:
        if element not in self._renderers:
            self._renderers[element] = self._load(element)
        return self._renderers[element]

    def _load(self, element: str) -> QSvgRenderer | None:
        text = self.svg_text(element)
        if text is None:
            return None
        renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
        return renderer if renderer.isValid() else None

    def _render(self, element: str, width: int, ratio: float) -> QPixmap:
        device_width = max(1, round(width * ratio))
        device_height = max(1, round(width * CARD_ASPECT * ratio))
        pixmap = QPixmap(device_width, device_height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        try:
            self.render(painter, element, QRectF(0, 0, device_width, device_height))
        finally:
            painter.end()
        pixmap.setDevicePixelRatio(ratio)
        return pixmap


def _draw_missing(painter: QPainter, bounds: QRectF) -> None:
    """A loud magenta card with a cross: a missing image must never pass unnoticed."""
    painter.fillRect(bounds, QColor("#ff00ff"))
    painter.setPen(QPen(QColor("#000000"), max(2.0, bounds.width() / 30)))
    painter.drawLine(bounds.topLeft(), bounds.bottomRight())
    painter.drawLine(bounds.topRight(), bounds.bottomLeft())
