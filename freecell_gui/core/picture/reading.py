"""Reading a picture of a FreeCell table: where the cards are, each card's colour, and which
card it is where a deck handed in matches its index.

Each card is read as far as the picture allows: a card (`READ`), a few candidates, its colour
only (`COLOUR`), or nothing (`UNREAD`), with a confidence. A card claimed by two places is
kept by the closer match; the other place falls back to its other candidates or its colour.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from freecell_gui.core.deals.cards import DECK, Card, Colour, Suit, parse_card
from freecell_gui.core.picture.cascade_trust import mostly_doubted, withhold_untrusted
from freecell_gui.core.picture.choice import (
    MATCH,
    NOISE_TIMES,
    Preference,
    Votes,
    at_place,
    card_candidates,
    eliminated,
    votes_at,
)
from freecell_gui.core.picture.evidence import card_votes, preferences
from freecell_gui.core.picture.fitting import fitted_layout, respaced_layout
from freecell_gui.core.picture.fonts import FontGlyphs, font_table, two_coloured, unclaimed_unless_clear
from freecell_gui.core.picture.glyphs import (
    StripShape,
    TemplateDeck,
    corner_profile,
    dark_faced,
    distances,
    profile_distance,
    shifted_bits,
    template_bits,
)
from freecell_gui.core.picture.ink import four_colour_suit, ink_tilt, read_colour
from freecell_gui.core.picture.ink_leans import leaning_alike
from freecell_gui.core.picture.layout import Box, TableLayout, find_layout
from freecell_gui.core.picture.paper import paper_filling
from freecell_gui.core.picture.pixels import PixelBuffer
from freecell_gui.core.picture.readings import CardReading, TableReading
from freecell_gui.core.picture.tabs import is_tab_deck, least_sure, read_tab_table

GOOD_DECK = 0.16
"""A deck whose sampled cards match this well is taken at once, without trying the others."""
_SAMPLE = 10
_RED = [card.index for card in DECK if card.colour is Colour.RED]
_BLACK = [card.index for card in DECK if card.colour is Colour.BLACK]
_SUIT_GAP = 0.05
"""The best red and the best black drawn card differ by this much: the suit's shape gives the colour."""
_LIKELY = 0.25
"""A deck whose few cards' corners differ from the sampled cards' by less than this (an L1
distance of profiles, 0..2) is likely the picture's: the right deck scores about 0.1-0.2, others
0.35 and more."""
_BALANCE_CARDS = 16
_LEAST_SHARE = 0.25
"""Of 16 cards of a deal, fewer than a quarter of one colour happens by chance once in 170
tables (the hypergeometric tail: 16 of 52 cards, 26 red), of 30 once in 75,000; a deck whose
inks do not follow the suits gives none of one colour (KDE's Future: 16 to 21 cards found)."""
_FIT_CARDS = 3
"""The nearest cards of each sampled card drawn to fit the card size (`fitting`)."""
_MISLED = 3
"""Cards of a deck whose green or blue ink would give another suit, enough to say its inks are
not the four colours (XSkat German prints its 13 spades, the leaves, green)."""
_SHAPE_STRIP = 0.2
"""A strip shorter than this share of the card's width (no table's spacing: KDE's Future misread)
shows too little of the suit's shape to give a colour: the ink's, if any, stands."""
_FEW = tuple(parse_card(code).index for code in ("AS", "10H", "QC", "7D", "KD", "3C"))
"""The cards of each deck drawn first, to rank the decks by their corners."""


def read_picture(
    picture: PixelBuffer, decks: Sequence[TemplateDeck] = (), fonts: Sequence[FontGlyphs] = ()
) -> TableReading:
    """Read the table in `picture`, matching indices against `decks` (tried in order), and if
    none matches, against the glyphs of `fonts`.

    PictureError if no FreeCell table is found."""
    started = time.perf_counter()
    decks = [paper_filling(deck) for deck in decks]
    tabbed = read_tab_table(picture, decks)
    if tabbed is not None:  # a deck whose cards show a tab, not a corner index (KDE's Future)
        return withhold_untrusted(tabbed, matched_deck=True)
    found = find_layout(picture)
    table, matched = _read_corners(picture, found, decks, fonts, started)
    if matched and mostly_doubted(table) and len(decks) > 1:
        # Most cards in doubt: likely a sibling of the picture's deck, alike in the few cards
        # sampled (Oxygen White taken for Oxygen Air: 40 of 51 cards in doubt). Read once more
        # without it, and keep that reading if it leaves most cards read.
        others = [deck for deck in decks if deck.name != table.deck]
        again, matched_again = _read_corners(picture, found, others, (), started)
        if matched_again and not mostly_doubted(again):
            table = again
    # A cascade boxed wider apart than the table (rows missed), or a table matched to a deck yet
    # mostly in doubt (the wrong deck), is not claimed: see cascade_trust.
    return withhold_untrusted(table, matched_deck=matched)


def _read_corners(
    picture: PixelBuffer,
    layout: TableLayout,
    decks: Sequence[TemplateDeck],
    fonts: Sequence[FontGlyphs],
    started: float,
) -> tuple[TableReading, bool]:
    """The table found (`layout`, before any fitting to a deck) read by its cards' corner
    indices against `decks`, else `fonts`, and whether a deck matched."""
    boxes = layout.boxes()
    colours = [read_colour(picture, box, layout.strip) for box in boxes]
    four = sum(1 for _c, _k, f in colours if f) > len(boxes) // 4
    shape = StripShape.for_card(layout.card_width, layout.strip)
    deck, table, inks, alike, prefer, misled, voted = _best_deck(decks, picture, boxes, layout, shape)
    if deck is not None:
        fitted = _fitted(picture, layout, [d for d in decks if d.name == deck], boxes, table)
        if fitted is not layout:
            layout, boxes = fitted, fitted.boxes()
            shape = StripShape.for_card(layout.card_width, layout.strip)
            matched = [d for d in decks if d.name == deck]
            deck, table, inks, alike, prefer, misled, voted = _best_deck(
                matched, picture, boxes, layout, shape
            )
    by_fonts = False
    if deck is None and fonts:
        table, deck = font_table(picture, boxes, shape, fonts)
        by_fonts = deck is not None
    found = []
    for (ink, ink_sure, _four), row in zip(colours, table, strict=True):
        if by_fonts or layout.strip < _SHAPE_STRIP * layout.card_width:  # the ink alone tells
            found.append((ink, ink_sure) if by_fonts or inks else (None, 0.0))
        else:
            found.append(
                _suit_colour(row, ink, ink_sure, alike) if inks else _suit_colour(row, None, 0.0, alike)
            )
    found = two_coloured(_balanced(found)) if by_fonts else _balanced(found)
    if (by_fonts or inks) and not four:
        found = leaning_alike(found, [ink_tilt(picture, box, layout.strip) for box in boxes])
    # A four-colour table's inks tell the suit itself: spades from clubs, hearts from diamonds
    # (where the matched deck's own inks are this program's four: XSkat German prints its
    # leaves, the spades, green, which this program's four-colour deck gives the clubs).
    told = four and not misled
    suits = [four_colour_suit(picture, box, layout.strip) if told else None for box in boxes]
    by_strokes, sharply = prefer if prefer is not None else (None, None)
    readings = []
    for place, (box, (colour, sure), distances_row, suit) in enumerate(
        zip(boxes, found, table, suits, strict=True)
    ):
        row = distances_row
        if suit is not None and suit.colour is colour:
            row = [distance if card.suit is suit else 1.0 for card, distance in zip(DECK, row, strict=True)]
        candidates, confidence = (
            card_candidates(
                row,
                colour if sure > 0.6 else None,
                alike,
                at_place(by_strokes, place),
                votes_at(voted, place),
                at_place(sharply, place),
            )
            if min(row) < 1.0
            else ((), 0.0)
        )
        if by_fonts or is_tab_deck(deck):  # claims only as clear as these readings can be
            candidates, confidence = unclaimed_unless_clear(
                candidates, confidence, row, colour if sure > 0.6 else None, least_sure(deck)
            )
        readings.append(CardReading(box, colour, sure, candidates, confidence))
    clashed: set[int] = set()
    readings = _unique(readings, table, alike, prefer, voted, clashed)
    home = _home(readings[len(readings) - len(layout.foundations) :])
    readings = eliminated(readings, table, home, clashed)
    cascades, start = [], 0
    for cascade in layout.cascades:
        cascades.append(tuple(readings[start : start + len(cascade)]))
        start += len(cascade)
    freecells = tuple(readings[start : start + len(layout.freecells)])
    foundations = tuple(readings[start + len(layout.freecells) :])
    reading = TableReading(
        layout, tuple(cascades), freecells, foundations, deck, four, time.perf_counter() - started
    )
    return reading, deck is not None and not by_fonts


def _home(foundations: list[CardReading]) -> set[Card]:
    """The cards under the foundations' top cards read: home, so in no cascade."""
    return {
        below
        for top in foundations
        if top.card is not None
        for below in DECK
        if below.suit is top.card.suit and below.rank < top.card.rank
    }


def _fitted(
    picture: PixelBuffer,
    layout: TableLayout,
    decks: list[TemplateDeck],
    boxes: list[Box],
    table: list[list[float]],
) -> TableLayout:
    """`layout` with the card size that fits the matched deck's drawing best (`fitting`), tried
    on the cards matched best, and the spacing, if it was guessed."""
    if len(decks) != 1:
        return layout
    good = [place for place, row in enumerate(table) if min(row) <= MATCH]
    if len(good) < _SAMPLE:
        return layout
    good.sort(key=lambda place: min(table[place]))
    chosen = sorted(good[: 2 * _SAMPLE])[::2]
    shape = StripShape.for_card(layout.card_width, layout.strip)
    few = decks[0].render(layout.card_width, layout.card_height, shape.margin + shape.rows + 1, _FEW)
    light = len(few) == len(_FEW) and dark_faced(few, shape)
    sample = [
        (boxes[place], tuple(sorted(range(len(DECK)), key=table[place].__getitem__)[:_FIT_CARDS]))
        for place in chosen
    ]
    return respaced_layout(picture, fitted_layout(picture, layout, decks[0], light, sample), decks[0], light)


def _best_deck(
    decks: Sequence[TemplateDeck],
    picture: PixelBuffer,
    boxes: list[Box],
    layout: TableLayout,
    shape: StripShape,
) -> tuple[
    str | None,
    list[list[float]],
    bool,
    Callable[[int, int], float] | None,
    tuple[Preference, Preference] | None,
    bool,
    Votes | None,
]:
    """The deck whose cards match the sampled cards best, every card's distances to its cards,
    whether the deck's inks tell the cards' colours (if no deck matched: assumed so), the
    share of ink by which two of its drawn cards differ (`_template_gaps`), which of two
    drawn cards each picture's card sides with (`Preference`, over strokes and over sharp
    differences: `evidence.preferences`), and whether its inks would
    mislead a four-colour reading of the suits (`_inks_mislead_suit`), and how the pixels where
    two drawn cards differ vote (`Votes`).

    Six cards of each deck are drawn first and their corners (where the index is printed,
    whatever the card) compared with the sampled cards' corners: a deck this alike is drawn in
    full at once, and taken if it matches well, so the decks after it are never loaded; else
    the decks are tried in the order of their corners' likeness. Usually one deck is drawn in
    full."""
    shifts = {False: [shifted_bits(picture, box, shape) for box in boxes]}
    usable = [index for index, bits in enumerate(shifts[False]) if bits is not None]
    sample = usable[:: max(1, len(usable) // _SAMPLE)][:_SAMPLE]
    m = shape.margin
    corners = {
        light: [corner_profile(picture, boxes[i].x + m, boxes[i].y + m, shape, light) for i in sample]
        for light in (False, True)
    }
    rows = m + shape.rows + 1
    size = (layout.card_width, layout.card_height, rows)
    best: tuple[float, str, list[int], bool, Sequence[PixelBuffer]] | None = None

    def attempt(number: int, light: bool) -> float:
        """Draw the deck in full and score the sampled cards against it (1.0 if it cannot be drawn)."""
        nonlocal best
        deck = decks[number]
        try:
            cards = deck.render(*size, None)
        except (OSError, ValueError):
            return 1.0
        if len(cards) != len(DECK):
            return 1.0
        if light not in shifts:
            shifts[light] = [shifted_bits(picture, box, shape, light) for box in boxes]
        templates = [template_bits(card, shape, light) for card in cards]
        scores = [min(distances(shifts[light][index] or [], templates)) for index in sample]
        score = sum(scores) / max(1, len(scores))
        if best is None or score < best[0]:
            best = (score, deck.name, templates, light, cards)
        return score

    ranked: list[tuple[float, int, bool]] = []
    tried: set[int] = set()
    for number, deck in enumerate(decks):
        try:
            few = deck.render(*size, _FEW)
        except (OSError, ValueError):
            continue
        if len(few) != len(_FEW):
            continue
        light = dark_faced(few, shape)
        profiles = [corner_profile(card, m, m, shape, light) for card in few]
        distance = profile_distance(profiles, corners[light])
        ranked.append((distance, number, light))
        if distance < _LIKELY:  # corners this alike: tried at once, and the others left unloaded if it fits
            tried.add(number)
            if attempt(number, light) < GOOD_DECK:
                break
    else:
        for _distance, number, light in sorted(ranked):
            if number not in tried and attempt(number, light) < GOOD_DECK:
                break
    if best is None or best[0] > MATCH:
        return None, [[1.0] * len(DECK) for _ in boxes], True, None, None, False, None
    _score, name, templates, light, cards = best
    table = [distances(bits, templates) if bits else [1.0] * len(DECK) for bits in shifts[light]]
    prefer, sharply = preferences(picture, boxes, shape, shifts[light], templates, cards, light)
    return (
        name,
        table,
        _inks_tell_colour(cards, layout.card_width, rows),
        _template_gaps(templates),
        (prefer, sharply),
        _inks_mislead_suit(cards, layout.card_width, rows),
        card_votes(shifts[light], templates, 2 * shape.corner_width),
    )


def _template_gaps(templates: list[int]) -> Callable[[int, int], float]:
    """The share of ink by which two drawn cards differ (as `distances` measures), remembered."""
    gaps: dict[tuple[int, int], float] = {}

    def gap(first: int, second: int) -> float:
        key = (min(first, second), max(first, second))
        if key not in gaps:
            a, b = templates[key[0]], templates[key[1]]
            gaps[key] = (a ^ b).bit_count() / max(1, a.bit_count() + b.bit_count())
        return gaps[key]

    return gap


def _inks_mislead_suit(cards: Sequence[PixelBuffer], width: int, rows: int) -> bool:
    """True if the deck prints green or blue ink on cards that this program's four-colour deck's
    inks (`ink.four_colour_suit`: clubs green, diamonds blue) would give another suit."""
    box = Box(0, 0, width, rows)
    misled = 0
    for card, drawn in zip(DECK, cards, strict=True):
        suit = four_colour_suit(drawn, box, rows)
        misled += suit in (Suit.CLUBS, Suit.DIAMONDS) and suit is not card.suit
    return misled >= _MISLED


def _inks_tell_colour(cards: Sequence[PixelBuffer], width: int, rows: int) -> bool:
    """True if the deck's own inks read as its cards' colours (Konqi Modern's do not: it prints
    hearts green and spades red)."""
    agree = 0
    for card, drawn in zip(DECK, cards, strict=True):
        colour, _sure, _four = read_colour(drawn, Box(0, 0, width, rows), rows)
        agree += colour is card.colour
    return agree >= 0.9 * len(DECK)


def _balanced(colours: list[tuple[Colour | None, float]]) -> list[tuple[Colour | None, float]]:
    """The colours read, or none at all when they split too unevenly to be a deal's.

    A deal holds 26 red and 26 black cards, and a table shows most of them: of `_BALANCE_CARDS`
    or more cards read with confidence, fewer than `_LEAST_SHARE` of one colour is a deck whose
    inks do not follow the suits' colours (KDE's Future prints every index black on pastel
    tags), not a deal; its colours would be sure and wrong."""
    sure = [colour for colour, confidence in colours if colour is not None and confidence > 0.6]
    if len(sure) < _BALANCE_CARDS:
        return colours
    reds = sum(1 for colour in sure if colour is Colour.RED)
    if min(reds, len(sure) - reds) >= _LEAST_SHARE * len(sure):
        return colours
    return [(None, 0.0)] * len(colours)


def _suit_colour(
    row: list[float], ink: Colour | None, sure: float, alike: Callable[[int, int], float] | None = None
) -> tuple[Colour | None, float]:
    """The colour read from the ink, or, where the ink leaves it in doubt (a dark face's own
    colour drowns its index's), from the suit's shape: the matched deck's red cards against its
    black ones, when their drawings differ by more than the picture's noise allows (`alike`,
    `NOISE_TIMES`; KDE's Oxygen decks print the suit in the middle, not in the corners)."""
    if sure >= 0.6 or min(row) > MATCH:
        return ink, sure
    red_index = min(_RED, key=row.__getitem__)
    black_index = min(_BLACK, key=row.__getitem__)
    red, black = row[red_index], row[black_index]
    gap = abs(red - black)
    if gap < max(_SUIT_GAP, min(red, black)):  # within the picture's noise: no colour told
        return ink, sure
    if alike is not None and alike(red_index, black_index) < NOISE_TIMES * min(red, black):
        return ink, sure
    return (Colour.RED if red < black else Colour.BLACK), min(0.9, gap / (2 * _SUIT_GAP))


def _unique(
    readings: list[CardReading],
    table: list[list[float]],
    alike: Callable[[int, int], float] | None = None,
    prefer: tuple[Preference, Preference] | None = None,
    voted: Votes | None = None,
    clashed: set[int] | None = None,
) -> list[CardReading]:
    """A card read at two places stays with the closer match; the other keeps its other
    candidates. Both places are added to `clashed`: one of them was read wrong."""
    while True:
        claimed: dict[Card, int] = {}
        clash = None
        for index, reading in enumerate(readings):
            card = reading.card
            if card is None:
                continue
            if card in claimed:
                other = claimed[card]
                clash = index if table[index][card.index] >= table[other][card.index] else other
                if clashed is not None:
                    clashed.update((index, other))
                break
            claimed[card] = index
        if clash is None:
            return readings
        loser = readings[clash]
        assert loser.card is not None
        row = list(table[clash])
        row[loser.card.index] = 1.0
        colour = loser.colour if loser.colour_confidence > 0.6 else None
        by_strokes, sharply = prefer if prefer is not None else (None, None)
        candidates, _confidence = card_candidates(
            row, colour, alike, at_place(by_strokes, clash), votes_at(voted, clash), at_place(sharply, clash)
        )
        taken = set(claimed)
        kept = tuple(card for card in candidates if card not in taken) or ()
        if len(kept) == 1:
            kept = (*kept, loser.card)  # never read it again: a doubt between the two
        readings[clash] = CardReading(loser.box, loser.colour, loser.colour_confidence, kept, 0.0)
