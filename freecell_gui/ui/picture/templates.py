"""The decks the reader compares card indices with, drawn at the size found in the picture:
this program's own deck (two and four colours) and every installed KDE or GNOME deck the app
offers. Only the top strip the reader compares is drawn (the painter's clip), a fraction of
a whole card's cost, and a deck keeps the cards it drew at the last size asked. QImage is
drawn on, never QPixmap. Each deck is read and parsed once, and that may happen on a worker
thread (through an SvgParser, see svg_parse.py; only drawing stays on the GUI thread)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtSvg import QSvgRenderer

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.system.deck_themes import installed_themes, read_theme
from freecell_gui.ui.picture.svg_parse import parse_in_place
from freecell_gui.ui.table.deck import CardDeck
from freecell_gui.ui.table.deck_paper import drawn_cards


def render_cards(
    deck: CardDeck, width: int, height: int, rows: int | None = None, indices: Sequence[int] | None = None
) -> list[PixelBuffer]:
    """The cards `indices` (all 52 in `Card.index` order by default), each drawn `width` x
    `height` pixels, of which the top `rows` are kept (all by default)."""
    return drawn_cards(deck.render, width, height, rows, indices)


class DeckSource:
    """One deck the reader may compare with. `prepare` reads and parses an installed deck's SVG
    with `parse` (on any thread if `parse` is an SvgParser's; nothing is drawn: the parsed
    renderer belongs to the GUI thread); `render` draws, on the thread that owns the
    application (the GUI thread), and keeps the cards it drew at the last size asked."""

    def __init__(
        self,
        name: str,
        four_colour: bool = False,
        theme: Path | None = None,
        parse: Callable[[bytes], QSvgRenderer | None] = parse_in_place,
    ) -> None:
        self.name = name
        self._parse = parse
        self._four_colour = four_colour
        self._theme = theme
        self._lock = threading.Lock()
        self._deck: CardDeck | None = None
        self._broken = False
        self._last: dict[tuple[int, int, int | None, int], PixelBuffer] = {}

    def prepare(self) -> bool:
        """Read and parse the deck once (any thread); False if it cannot be drawn."""
        with self._lock:
            if self._deck is None and not self._broken:
                if self._theme is None:
                    self._deck = CardDeck(four_colour=self._four_colour)
                else:
                    data = read_theme(self._theme)
                    renderer = self._parse(data) if data is not None else None
                    if renderer is None:
                        self._broken = True
                        return False
                    self._deck = CardDeck.from_parsed_theme(self._theme, renderer)
            return self._deck is not None

    def render(
        self, width: int, height: int, rows: int | None = None, indices: Sequence[int] | None = None
    ) -> Sequence[PixelBuffer]:
        """The cards `indices` (all by default) drawn `width` x `height`, cut to `rows` (GUI thread)."""
        if not self.prepare():
            return []
        assert self._deck is not None
        last = self._last
        wanted = list(range(len(DECK)) if indices is None else indices)
        if any(key[:3] != (width, height, rows) for key in last):
            last.clear()
        missing = [index for index in wanted if (width, height, rows, index) not in last]
        for index, card in zip(missing, render_cards(self._deck, width, height, rows, missing), strict=True):
            last[(width, height, rows, index)] = card
        return [last[(width, height, rows, index)] for index in wanted]

    def template(self) -> TemplateDeck:
        """The deck as the reader takes it, drawn on the calling thread."""
        return TemplateDeck(self.name, self.render)


def installed_deck_sources(
    parse: Callable[[bytes], QSvgRenderer | None] = parse_in_place,
) -> list[DeckSource]:
    """This program's deck (two colours, then four), then each installed deck by name, whose
    SVG `parse` reads (on the calling thread by default)."""
    decks = [
        DeckSource("this program's deck"),
        DeckSource("this program's deck, four colours", four_colour=True),
    ]
    decks += [DeckSource(theme.name, theme=theme.path, parse=parse) for theme in installed_themes()]
    return decks


def installed_template_decks() -> list[TemplateDeck]:
    """The installed decks, drawn on the calling thread (the GUI thread, or a command's only one)."""
    return [source.template() for source in installed_deck_sources()]
