"""What drawing decks with their paper filling the card costs (ui/table/deck_paper.py).

    .venv/bin/python -m tests.benchmarks.bench_deck_paper

- Our deck, the table's first paint: the 52 cards and the back drawn at 90 px by a fresh deck
  (its SVGs parsed), through `CardDeck.pixmap` as now, and as before (each element drawn into
  the pixmap's bounds, no margins asked for); the two back to back in each round, the median
  ratio.
- Each installed KDE deck (under /usr/share/carddecks): measuring its paper once, beside drawing
  its 52 cards and back at 90 px (a table's first paint with it).

Times are the process's CPU seconds (time.process_time): Qt draws on this thread, and CPU time
does not count the other programs of a shared machine.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.system.deck_themes import installed_themes
from freecell_gui.ui.table import deck_paper
from freecell_gui.ui.table.deck import CardDeck
from tests.benchmarks.harness import Figure, at_most

ELEMENTS = [card.code for card in DECK] + ["back"]
WIDTH = 90
ROUNDS = 15


def _cpu(action: Callable[[], object]) -> float:
    start = time.process_time()
    action()
    return time.process_time() - start


class _DeckAsBefore(CardDeck):
    """The deck as it drew before decks were measured: each element into the whole pixmap."""

    def render(self, painter: QPainter, element: str, bounds: QRectF) -> None:
        self._draw(painter, element, bounds)


def _our_deck_as_before() -> None:
    deck = _DeckAsBefore()
    for element in ELEMENTS:
        deck.pixmap(element, WIDTH)


def _our_deck_now() -> None:
    deck = CardDeck()
    for element in ELEMENTS:
        deck.pixmap(element, WIDTH)


def run() -> list[Figure]:
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    _our_deck_as_before()
    _our_deck_now()
    ratios = []
    for round_number in range(ROUNDS):  # which goes first alternates
        if round_number % 2:
            now, before = _cpu(_our_deck_now), _cpu(_our_deck_as_before)
        else:
            before, now = _cpu(_our_deck_as_before), _cpu(_our_deck_now)
        ratios.append(now / before)
    figures = [
        at_most(
            "our deck's first paint (53 cards, 90 px): now / before, CPU",
            statistics.median(ratios),
            "x",
            1.03,
        )
    ]
    for theme in installed_themes():
        if not theme.path.is_relative_to("/usr/share/carddecks"):
            continue
        measures, paints, margins = [], [], deck_paper.NO_MARGINS
        for _ in range(5):
            deck = CardDeck(theme_file=theme.path)
            deck.has_element("back")  # parsed: neither figure counts the parsing
            deck_paper._measured.clear()
            measures.append(_cpu(deck.paper_margins))
            margins = deck.paper_margins()
            paints.append(_cpu(lambda deck=deck: [deck.pixmap(element, WIDTH) for element in ELEMENTS]))
        shown = (
            "none" if margins == deck_paper.NO_MARGINS else "/".join(f"{100 * m:.1f}" for m in margins) + " %"
        )
        measure_ms, paint_ms = 1000 * statistics.median(measures), 1000 * statistics.median(paints)
        figures.append(at_most(f"{theme.name}: measuring its paper (margins {shown})", measure_ms, "ms", 250))
        figures.append(
            at_most(f"{theme.name}: measuring / drawing its 53 cards", measure_ms / paint_ms, "x", 1.2)
        )
    return figures


if __name__ == "__main__":
    from tests.benchmarks.harness import silence_qt_noise

    silence_qt_noise()
    results = run()
    for figure in results:
        print(figure.line())
    sys.exit(0 if all(figure.met for figure in results) else 1)
