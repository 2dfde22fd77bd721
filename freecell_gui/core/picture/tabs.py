"""Tables of decks whose cards show a tab instead of a corner index (KDE's Future).

A Future card's suit is the place of a pastel tab along its top (clubs, spades, diamonds,
hearts from left to right), and the tab's tint says it again (cream, pink, lilac, sky blue);
its rank is the digit on the tab, the rank less one in hexadecimal. So a card is read from
three pieces of evidence: where its tab is (`tabs_layout`), the tab's tint, which must name
the same suit, and the digit, compared with the Future deck handed in drawn at the picture's
card size (`tabs_rank`). A card is claimed only when the three agree and the digit matches
one rank clearly better than any other; else its colour, or its candidates, or nothing.

A quick look first (every 6th pixel of every 6th row, about 2 ms at 1920 x 1080) decides whether the
picture has Future's blue and warm pastels at all; other decks' pictures stop there.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from statistics import median

from freecell_gui.core.deals.cards import DECK, Card, Suit
from freecell_gui.core.picture.fonts import FONT_SURE
from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.layout import Box, TableLayout
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.picture.readings import CardReading, TableReading
from freecell_gui.core.picture.tabs_layout import (
    ASPECT,
    TAB_PLACES,
    TabPlace,
    TabTable,
    find_tab_table,
)
from freecell_gui.core.picture.tabs_pixels import sampled_tints
from freecell_gui.core.picture.tabs_rank import (
    SUIT_AT_PLACE,
    DigitShape,
    best_shift,
    correlations,
    digit_distances,
    digit_shades,
    mirrored_digit,
    shade_sides,
    shifted_digits,
    sides_with,
    tab_shades,
    tab_templates,
)
from freecell_gui.core.picture.tabs_tint import tab_suit

LEAST_BLUISH = 0.015
"""Future's tables have 3.0-4.2 % of their pixels (sampled) light and tinted blue; other decks'
KPatience tables at most 0.8 % (16 decks: the 160 JPEGs of seeds 28 and 29 in
tests/benchmarks/README.md, and 18 more of Future)."""
LEAST_WARM = 0.008
"""And 2.2-3.1 % light and tinted warm (its cream and pink tabs)."""
CLAIM = 0.25
"""A digit is read when its drawn rank's ink differs from the picture's by at most this share."""
MARGIN = 0.12
"""... and every other rank's by at least this much more. (Measured: the right rank differs
by 0.03 on the median card; wrong best matches came within 0.08 of the right one.)"""
CLOSE = 0.12
"""A digit this close to its best drawn rank, and at least `LEAST_MARGIN` closer than to any
other, ...."""
LEAST_MARGIN = 0.025
SIDES = 0.6
"""... is read when, where it and each rank within `MARGIN` of it differ, the picture has its
ink or paper at this share of the pixels at least (a 3, an 8 and a B differ in a few) ..."""
SHADES = 0.25
"""... and its grey levels there side with it by this share of the ink's contrast at least
(`tabs_rank.shade_sides`). Measured over the 720 cards of 14 JPEGs (seeds 27-29), each right
rank against each rank within `MARGIN` of it: the right one sides at 0.64 and more by ink and
0.31 and more by shades; each of those ranks against the right one at 0.36 at most by ink."""
CORRELATED = 0.75
"""A digit left in doubt by its ink is read by its grey levels when they correlate with one
drawn rank this well ..."""
CORRELATION_MARGIN = 0.06
"""... and this much better than with any other (measured over 2,257 cards of 44 JPEGs,
windows 700 to 1600 px: the best correlated rank was the right one on every card; the right
one correlates at 0.76 and more)."""
LEAST_CLAIM_WIDTH = 74
"""Cards narrower than this (in pixels) are never claimed, only given candidates: the thresholds
above were measured on KPatience windows of 700 px and more (cards 76 px wide and more, a JPEG's
blur measuring them a pixel or two wider or narrower), and screenshots scaled down to cards of
42-69 px had wrong ranks claimed (a B read as 8, a C as 0; tests/core/picture/test_tabs_scaled.py)."""
_CANDIDATES = 4
_WIDTHS = 2
"""The card width is fitted to the digits within this many pixels of the measured one."""
_FIT_SAMPLE = 12
_MIRROR_MARGIN = 0.02
"""A card's digit counts for or against a mirrored picture when it fits one way this much better."""
_SURE_COLOUR = 0.95
"""A suit told twice (the tab's place and its tint) gives the colour this surely."""


CORNERS_NEVER_SURE = 1.01
"""A tab deck matched by the corner reader (`reading`, where its tabs were not found) is never
sure of a card (no confidence reaches this): the corner layout takes cards taller than wide and
Future's are wider (`ASPECT`), so its boxes cut across two cards (a JPEG at quality 5 gave the
jack of hearts for the 6 of hearts at 0.43)."""


def is_tab_deck(name: str | None) -> bool:
    """Whether the deck named `name` is a tab deck (KDE's Future, by its name)."""
    return name is not None and "future" in name.lower()


def least_sure(deck: str | None) -> float:
    """The confidence a card read by the corner reader (or the fonts) needs to be claimed."""
    return CORNERS_NEVER_SURE if is_tab_deck(deck) else FONT_SURE


def future_deck(decks: Sequence[TemplateDeck]) -> TemplateDeck | None:
    """The tab deck among `decks`, if handed in."""
    return next((deck for deck in decks if is_tab_deck(deck.name)), None)


def read_tab_table(picture: PixelBuffer, decks: Sequence[TemplateDeck]) -> TableReading | None:
    """The table in `picture` when its cards are a tab deck's, else None."""
    started = time.perf_counter()
    bluish, warm = sampled_tints(picture)
    if bluish < LEAST_BLUISH or warm < LEAST_WARM:
        return None
    table = find_tab_table(picture)
    if table is None:
        return None
    deck = future_deck(decks)
    width, templates = (
        _fitted_templates(picture, table, deck) if deck is not None else (table.card_width, None)
    )
    height = round(width * ASPECT)
    shape = DigitShape.for_card(width, height)
    if templates is not None and _mirrored(picture, table, templates, width, shape):
        return None  # read as it is, every suit would be another (see `_mirrored`)
    greys = tab_shades(deck, width, height) if deck is not None and templates is not None else None

    def read(card: TabPlace, shown: int) -> CardReading:
        box = Box(card.x, card.y, width, shown)
        if card.place is None:
            return CardReading(box, None, 0.0)
        suit = SUIT_AT_PLACE[card.place]
        if tab_suit(picture, card.x, card.y, card.place, width, height) is not suit:
            return CardReading(box, None, 0.0)  # the tint names another suit: nothing is told
        if templates is None:
            return CardReading(box, suit.colour, _SURE_COLOUR)
        tab_left = card.x + round(TAB_PLACES[card.place] * width)
        ranks = [c for c in DECK if c.suit is suit]
        shifts = shifted_digits(picture, tab_left, card.y, shape)
        shades = digit_shades(picture, tab_left, card.y, shape)
        drawn = [templates[c.index] for c in ranks]
        distances = digit_distances(shifts, drawn)
        if width < LEAST_CLAIM_WIDTH:
            return _candidates(box, suit, ranks, distances)
        reading = _reading(box, suit, ranks, distances, (shifts, shades), drawn)
        if reading.card is None and greys is not None:
            return _by_shades(reading, ranks, correlations(shades, [greys[c.index] for c in ranks]))
        return reading

    cascades: list[tuple[CardReading, ...]] = []
    for cascade in table.cascades:
        cards = []
        for index, card in enumerate(cascade):
            shown = table.spacing if index + 1 < len(cascade) else height
            cards.append(read(card, shown))
        cascades.append(tuple(cards))
    freecells = tuple(read(card, height) for card in table.top_row if card.x + width / 2 < table.middle)
    foundations = tuple(read(card, height) for card in table.top_row if card.x + width / 2 >= table.middle)
    readings = _unique([*[c for cascade in cascades for c in cascade], *freecells, *foundations])
    at = 0
    unique_cascades = []
    for read_cascade in cascades:
        unique_cascades.append(tuple(readings[at : at + len(read_cascade)]))
        at += len(read_cascade)
    freecells = tuple(readings[at : at + len(freecells)])
    foundations = tuple(readings[at + len(freecells) :])
    layout = TableLayout(
        width,
        height,
        table.spacing,
        tuple(tuple(reading.box for reading in cascade) for cascade in unique_cascades),
        tuple(reading.box for reading in freecells),
        tuple(reading.box for reading in foundations),
    )
    return TableReading(
        layout,
        tuple(unique_cascades),
        freecells,
        foundations,
        deck.name if deck is not None else None,
        False,
        time.perf_counter() - started,
    )


def _mirrored(
    picture: PixelBuffer, table: TabTable, templates: dict[int, int], width: int, shape: DigitShape
) -> bool:
    """True if the picture's digits fit Future's drawn ones mirrored better than as drawn, on
    more cards than not: a picture flipped left to right (a mirrored screenshot or photo).
    There the tabs' places run backwards (a club's tab where a heart's is), and with red and
    blue swapped as well (a BGR picture) their tints agree with the wrong place: every suit,
    and so every colour, was read as another, and the symmetric digits (0, 1, 8, A) as ranks."""
    plain = flipped = 0
    drawn_by_place: dict[int, tuple[list[int], list[int]]] = {}
    for cascade in table.cascades:
        for card in cascade:
            if card.place is None:
                continue
            if card.place not in drawn_by_place:
                drawn = [templates[c.index] for c in DECK if c.suit is SUIT_AT_PLACE[card.place]]
                drawn_by_place[card.place] = (drawn, [mirrored_digit(t, shape) for t in drawn])
            drawn, mirrored = drawn_by_place[card.place]
            shifts = shifted_digits(picture, card.x + round(TAB_PLACES[card.place] * width), card.y, shape)
            if not shifts:
                continue
            as_drawn, as_mirrored = (
                min(digit_distances(shifts, drawn)),
                min(digit_distances(shifts, mirrored)),
            )
            if as_mirrored + _MIRROR_MARGIN < as_drawn:
                flipped += 1
            elif as_drawn + _MIRROR_MARGIN < as_mirrored:
                plain += 1
    return flipped > plain


def _reading(
    box: Box,
    suit: Suit,
    cards: list[Card],
    distances: list[float],
    crops: tuple[list[int], list[bytes]],
    drawn: list[int],
) -> CardReading:
    """A card whose suit is known, by its digit's distances to the suit's 13 drawn ranks: read
    when the best is far closer than any other, or close, and on the pixels where it differs
    from each near rival the picture sides with it, by its ink (`SIDES`) and by its grey
    levels (`SHADES`)."""
    shifts, shades = crops
    order = sorted(range(len(cards)), key=distances.__getitem__)
    best, second = distances[order[0]], distances[order[1]]
    if best <= CLAIM and second - best >= MARGIN:
        return CardReading(box, suit.colour, _SURE_COLOUR, (cards[order[0]],), 1.0 - best)
    aligned = best_shift(shifts, drawn[order[0]])
    rivals = [i for i in order[1:] if distances[i] - best < MARGIN]
    if (
        best <= CLOSE
        and second - best >= LEAST_MARGIN
        and aligned is not None
        and len(shades) == len(shifts)
        and all(
            sides_with(aligned, drawn[order[0]], drawn[i]) >= SIDES
            and shade_sides(shades[shifts.index(aligned)], drawn[order[0]], drawn[i]) >= SHADES
            for i in rivals
        )
    ):
        return CardReading(box, suit.colour, _SURE_COLOUR, (cards[order[0]],), 1.0 - best)
    return _candidates(box, suit, cards, distances)


def _candidates(box: Box, suit: Suit, cards: list[Card], distances: list[float]) -> CardReading:
    """A card of `suit` not claimed: the ranks its digit is near, best first (never one alone)."""
    order = sorted(range(len(cards)), key=distances.__getitem__)
    best = distances[order[0]]
    near = tuple(cards[i] for i in order[:_CANDIDATES] if distances[i] <= CLAIM + MARGIN)
    if len(near) == 1:
        near = (near[0], cards[order[1]])  # never one candidate: that would be a claim
    return CardReading(box, suit.colour, _SURE_COLOUR, near, max(0.0, 1.0 - best) if near else 0.0)


def _by_shades(reading: CardReading, ranks: list[Card], likeness: list[float]) -> CardReading:
    """A card left in doubt by its ink, read by its grey levels when one rank correlates with
    it clearly best (`CORRELATED`, `CORRELATION_MARGIN`) and is one of the ink's candidates."""
    order = sorted(range(len(ranks)), key=likeness.__getitem__, reverse=True)
    best, second = likeness[order[0]], likeness[order[1]]
    card = ranks[order[0]]
    if best >= CORRELATED and best - second >= CORRELATION_MARGIN and card in reading.candidates:
        return CardReading(reading.box, reading.colour, reading.colour_confidence, (card,), best)
    return reading


def _unique(readings: list[CardReading]) -> list[CardReading]:
    """The readings, a card claimed at two places claimed at neither (each keeps it as a candidate)."""
    places: dict[Card, list[int]] = {}
    for index, reading in enumerate(readings):
        if reading.card is not None:
            places.setdefault(reading.card, []).append(index)
    result = list(readings)
    for card, indices in places.items():
        if len(indices) < 2:
            continue
        for index in indices:
            reading = readings[index]
            others = tuple(c for c in DECK if c.suit is card.suit and c is not card)[:1]
            result[index] = CardReading(
                reading.box, reading.colour, reading.colour_confidence, (card, *others), 0.0
            )
    return result


def _fitted_templates(
    picture: PixelBuffer, table: TabTable, deck: TemplateDeck
) -> tuple[int, dict[int, int] | None]:
    """The card width whose drawn digits fit the picture's best (within `_WIDTHS` pixels of the
    measured width: a JPEG's blur widens the measured cards by a pixel or two), and the
    deck's digits at that width. The sample is cards of the commonest suit, so only its 13
    cards are drawn at each width tried."""
    found = [card for cascade in table.cascades for card in cascade if card.place is not None]
    if not found:
        return table.card_width, None
    place = max(range(len(TAB_PLACES)), key=lambda p: sum(1 for card in found if card.place == p))
    sample = [card for card in found if card.place == place][:_FIT_SAMPLE]
    suit = SUIT_AT_PLACE[place]
    indices = tuple(card.index for card in DECK if card.suit is suit)
    scores = []
    for width in range(table.card_width - _WIDTHS, table.card_width + _WIDTHS + 1):
        height = round(width * ASPECT)
        drawn = tab_templates(deck, width, height, indices)
        if drawn is None:
            continue
        shape = DigitShape.for_card(width, height)
        bests = []
        for card in sample:
            shifts = shifted_digits(picture, card.x + round(TAB_PLACES[place] * width), card.y, shape)
            bests.append(min(digit_distances(shifts, list(drawn.values()))))
        scores.append((median(bests), width))
    if not scores:
        return table.card_width, None
    _score, width = min(scores)
    return width, tab_templates(deck, width, round(width * ASPECT))
