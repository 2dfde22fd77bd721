"""Dealing speed: our pure-Python dealer against pysol-cards, side by side in one run."""

from __future__ import annotations

import random

from freecell_gui.core.deals.dealer import LAST_DEAL, deal
from freecell_gui.core.deals.formats import format_board
from tests.benchmarks.harness import Figure, at_least, median_ratio, median_seconds

BATCH = 5_000


def run() -> list[Figure]:
    from pysol_cards.cards import CardRenderer, createCards
    from pysol_cards.deal_game import Game
    from pysol_cards.random import shuffle
    from pysol_cards.random_base import RandomBase

    rng = random.Random(617)
    numbers = [rng.randint(1, LAST_DEAL) for _ in range(BATCH)]
    renderer = CardRenderer(True)

    # The same text from both, or the comparison means nothing.
    for number in numbers[:50]:
        expected = Game("freecell", number, RandomBase.DEALS_MS).calc_layout_string(renderer)
        assert format_board(deal(number)) == expected, number

    def their_layout() -> None:
        # pysol-cards' way to a FreeCell layout: deal, then lay out 8 columns of cards.
        for number in numbers:
            game = Game("freecell", number, RandomBase.DEALS_MS)
            game.deal()
            game.freecell()

    def ours() -> None:
        for number in numbers:
            deal(number)

    def theirs() -> None:
        # pysol-cards' own dealing step: a fresh deck, shuffled by the MS generator.
        for number in numbers:
            shuffle(createCards(1, 13), number, RandomBase.DEALS_MS)

    def our_text() -> None:
        for number in numbers:
            format_board(deal(number))

    def their_text() -> None:
        for number in numbers:
            Game("freecell", number, RandomBase.DEALS_MS).calc_layout_string(renderer)

    our_seconds = median_seconds(ours)
    return [
        at_least("deals per second (Deal objects, whole range)", BATCH / our_seconds, "deals/s", 50_000),
        at_least(
            "speed-up over pysol-cards Game (number -> 8 cascades)", median_ratio(their_layout, ours), "x", 5
        ),
        Figure(
            "speed-up over pysol-cards' bare shuffle (no layout; for information)",
            median_ratio(theirs, ours),
            "x",
            "none",
            met=True,
        ),
        at_least(
            "speed-up over pysol-cards Game (number -> board text)",
            median_ratio(their_text, our_text),
            "x",
            5,
        ),
    ]
