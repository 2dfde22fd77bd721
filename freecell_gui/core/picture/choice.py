"""Which card a card of the picture is, from its distances to a deck's drawn cards: one card
when the evidence is, a few candidates when it leaves a doubt, and a card claimed at two places
kept by the closer match.

The distances (`glyphs.distances`: the share of ink that differs, over the two top corners)
rank the cards; a card is sure only when the next ones are far enough, and when the pixels
that tell it from each near one (`glyphs.lean`, over the whole strip) do not lean away from it.
A doubt among a few is settled by those pixels when one card wins against each of the others.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection
from dataclasses import replace
from statistics import median

from freecell_gui.core.deals.cards import DECK, Card, Colour
from freecell_gui.core.picture.readings import CardReading

MATCH = 0.30
"""A card whose best drawn card differs by less than this share of ink is read."""

MARGIN = 0.05
"""... and the next best must differ by this much more; closer ones stay candidates."""

NOISE_TIMES = 2.0
"""Two drawn cards are told apart in a picture only if they differ by at least twice the share
of ink by which the picture's card differs from the nearer one (the picture's noise)."""

_SETTLE_MATCH = 0.2
"""A doubt is settled by the telling pixels only for a card matched better than this (the right
deck's cards match at 0.0-0.15 in lossy pictures; a box misplaced by the layout at 0.25 and
more, where the pixels that tell two cards apart side with either by chance)."""

_TELLING = 5.0
"""The least difference (`glyphs.lean`'s telling, in pixels of full contrast) between two drawn
cards that settles a doubt between them..."""

_ANY = 0.5
"""The fewest telling pixels that tell a card from another suit of its rank (this program's
queen of clubs from its queen of spades: 0.9; none when the card lies off the shifts tried)."""

_AGAINST = 1.0
"""Telling pixels (as `_TELLING`) enough to keep a card in doubt when they do not lean to it:
fewer than settle a doubt
(Oxygen Air's 2 of clubs and 2 of spades differ by about two pixels mid-card, and the corners
matched the wrong one exactly)."""

_OTHER_RANKS = 0.1
"""A card of another rank is checked against the best one's telling pixels when it matches
within this of it (further, the index's own ink has told the ranks apart)."""

_ALIKE_LOOKED = 10
"""The nearest cards looked at for one drawn alike but for a pixel here and there."""

_LEANS = 0.6
"""... and how far the picture must lean to one of them there (1 all the way)."""

_NOISE_FLOOR = 0.15
"""The least share of a card's differing pixels taken to be flipped by the picture's noise (a
JPEG at quality 50 and a glyph drawn a pixel aside flip about a tenth of a small index's
pixels): a vote counts for less the noisier the picture's card."""

_EVIDENCE = math.log(1000)
"""How much likelier one card must make what its differing pixels show than the other does
(1000 times: `_settled_by_votes`)."""

_FEWEST_VOTES = 8
"""The fewest differing pixels that settle a doubt between two ranks (their glyphs differ by a
dozen or more at 60-120 px cards; fewer is a pixel here and there of the drawing)."""

_MOST_CLOSE = 4
"""A doubt among more cards than this is not settled by votes: an index that leaves so many
ranks close is not the drawn deck's (KDE's Future, misread as a corner index, left ten clubs
close, each pixel siding with the best only three times in five)."""

_SHARP_LEANS = 0.7
"""How far the picture must lean to a card on the pixels where its drawing and each other
candidate's differ sharply (`glyphs.sharp_pixels`) to settle a doubt by them..."""

_SHARP_TELLING = 2.0
"""... on at least this many such pixels (of full contrast: `glyphs.lean`'s telling)."""

Votes = Callable[[int, int, int], tuple[int, int]]
"""(place, first, second): of the pixels where drawn cards `first` and `second` differ, how many
the picture's card at `place` sides with `first` on, and how many there are (`glyphs.votes`)."""

Preference = Callable[[int, int, int], tuple[float, float]]
"""(place, first, second): how far the picture's card at `place` (an index into the layout's
boxes) leans to drawn card `first` against `second` where they differ, and how much they differ
there (`glyphs.lean`)."""


def at_place(prefer: Preference | None, place: int) -> Callable[[int, int], tuple[float, float]] | None:
    """`prefer` for the card at `place`."""
    if prefer is None:
        return None
    return lambda first, second: prefer(place, first, second)


def votes_at(votes: Votes | None, place: int) -> Callable[[int, int], tuple[int, int]] | None:
    """`votes` for the card at `place`."""
    if votes is None:
        return None
    return lambda first, second: votes(place, first, second)


def _settled_by_votes(
    close: list[int],
    row: list[float],
    votes: Callable[[int, int], tuple[int, int]],
    colour: Colour | None = None,
) -> tuple[int, float] | None:
    """The best of `close` and its confidence, if each pixel where its drawing and another's
    differ is a vote that, counted together, makes the best card at least `_EVIDENCE` likelier
    (None otherwise), and the doubt is one these votes can settle: ranks of the best card's suit,
    or two suits of its rank and `colour` (read for sure).

    Each differing pixel shows one card's ink or the other's; if the noise flips a pixel with
    chance p, k more votes for one card make it ((1 - p) / p) ** k times likelier. Between ranks
    the pixels differ by the rank's glyph, a real stroke. Between suits only the pixels where one
    drawing has a stroke the other has none near vote (`glyphs.apart`): two suits of one rank
    may differ in the corners by antialiasing alone (KDE's Oxygen prints its suits mid-card),
    pixels that would vote for either with no evidence in them; and only when the colour is sure
    (an Oxygen Air king of diamonds, its colour unread, sided with the king of spades against the
    king of clubs)."""
    best = close[0]
    ranks = all(DECK[other].suit is DECK[best].suit for other in close[1:])
    suits = (
        colour is not None
        and len(close) == 2
        and DECK[close[1]].rank == DECK[best].rank
        and DECK[close[1]].colour is colour
    )
    if row[best] > _SETTLE_MATCH or len(close) > _MOST_CLOSE or not (ranks or suits):
        return None
    noise = max(_NOISE_FLOOR, row[best])
    weight = math.log((1 - noise) / noise)
    least = math.inf
    for other in close[1:]:
        towards, differing = votes(best, other)
        if differing < _FEWEST_VOTES:
            return None
        least = min(least, (2 * towards - differing) * weight)
        if least < _EVIDENCE:
            return None
    return best, round(min(1.0, least / (2 * _EVIDENCE)) * (1 - row[best] / _SETTLE_MATCH), 3)


def _told_apart(lean: tuple[float, float], least: float = _TELLING) -> bool:
    """True if the picture leans to the first of two drawn cards far enough, on at least `least`
    telling pixels."""
    towards, telling = lean
    return telling >= least and towards >= _LEANS


def _told_against(lean: tuple[float, float]) -> bool:
    """True if the pixels that tell two drawn cards apart, however few, do not lean to the first
    far enough (a sure card must not have the evidence against it that would not settle it)."""
    towards, telling = lean
    return telling >= _AGAINST and towards < _LEANS


def _settled(
    close: list[int], row: list[float], prefer: Callable[[int, int], tuple[float, float]]
) -> tuple[int, float] | None:
    """The one of `close` (best first) that the picture leans to against each of the others, on
    enough of the pixels that tell them apart (`glyphs.lean`), and its confidence; None if no
    card does. A card is settled so only when it matches well (`_SETTLE_MATCH`): a card matched
    poorly is a misplaced box or another deck, and its telling pixels tell nothing."""
    for card in close:
        if row[card] > _SETTLE_MATCH:
            break
        leans = []
        for other in close:
            if other == card:
                continue
            towards, telling = prefer(card, other)
            if not _told_apart((towards, telling)):
                break
            leans.append(towards)
        else:
            least = min(1.0, *leans)
            return card, round((least - _LEANS) / (1 - _LEANS) * (1 - row[card] / _SETTLE_MATCH), 3)
    return None


def _settled_sharply(
    close: list[int], row: list[float], sharply: Callable[[int, int], tuple[float, float]]
) -> tuple[int, float] | None:
    """The one of `close` that the picture leans to against each of the others on the pixels
    where their drawings differ sharply (`glyphs.sharp_pixels`), far enough (`_SHARP_LEANS`) on
    enough of them (`_SHARP_TELLING`), and its confidence; None if no card does, or if it
    matches poorly (`_SETTLE_MATCH`: a misplaced box, whose candidates need not hold its card).

    Where strokes of one card lie within a pixel of the other's everywhere (a spade's and a
    club's small sign at 70-80 px, Nicu Ornamental at 800 x 600), `_settled` finds too few
    pixels that tell them apart, though the eye sees the point of the spade at once."""
    for card in close:
        if row[card] > _SETTLE_MATCH:
            continue
        leans = []
        for other in close:
            if other == card:
                continue
            towards, telling = sharply(card, other)
            if telling < _SHARP_TELLING or towards < _SHARP_LEANS:
                break
            leans.append(towards)
        else:
            least = min(1.0, *leans)
            confidence = (least - _SHARP_LEANS) / (1 - _SHARP_LEANS) * (1 - row[card] / _SETTLE_MATCH)
            return card, round(confidence, 3)
    return None


def card_candidates(
    row: list[float],
    colour: Colour | None,
    alike: Callable[[int, int], float] | None = None,
    prefer: Callable[[int, int], tuple[float, float]] | None = None,
    votes: Callable[[int, int], tuple[int, int]] | None = None,
    sharply: Callable[[int, int], tuple[float, float]] | None = None,
) -> tuple[tuple[Card, ...], float]:
    """The cards the row's distances leave (best first) and the first's confidence; of `colour`
    only if given. With `alike` (how much two drawn cards differ), the other suits of the best
    card's rank whose drawings differ from its by less than `NOISE_TIMES` times the picture's
    own distance to it stay in doubt: the picture cannot tell them apart (KDE's Oxygen decks
    print the suit in the middle of the card, so in the corners a 2 of clubs and a 2 of
    diamonds differ by a few antialiased pixels, and a JPEG's club was read as a sure diamond).
    With `prefer` (which of two drawn cards the picture sides with), a doubt is settled when
    one of the cards left wins against each of the others (`_settled`); with `votes` (the
    pixels where two drawn cards differ, each a vote), a doubt between ranks of one suit is
    settled when the votes make the best card far likelier than each other (`_settled_by_votes`);
    with `sharply` (which card the picture sides with where two drawings differ sharply), when
    one card wins against each of the others there (`_settled_sharply`)."""
    order = sorted(range(len(DECK)), key=row.__getitem__)
    if colour is not None:
        order = [index for index in order if DECK[index].colour is colour]
    if not order or row[order[0]] > MATCH + MARGIN:
        return (), 0.0
    first = row[order[0]]
    doubt = max(MARGIN / 3, 0.5 * first)
    close = [index for index in order[:6] if row[index] <= first + doubt]
    second = row[order[1]] if len(order) > 1 else 1.0
    confidence = min(1.0, (second - first) / (2 * doubt)) * min(1.0, (MATCH + MARGIN - first) / MATCH)
    if first > MATCH and len(close) == 1:
        close.append(order[1])
    if alike is not None and first > 0:
        rank = DECK[order[0]].rank
        close += [
            index
            for index in order
            if index not in close
            and DECK[index].rank == rank
            and row[index] < 1.0
            and alike(order[0], index) < NOISE_TIMES * first
        ]
        if len(close) > 1:
            confidence = 0.0
    if prefer is not None:
        # The best card is sure only if the pixels that tell it from each near card do not lean
        # to that card, and from each near card of its rank (another suit) lean to it: the
        # corners may match one card while the pips between say another (Oxygen Air's 2 of
        # clubs matched its 2 of spades' corners exactly, its club mid-card said clubs), and a
        # card whose pips cannot be compared (off the shifts tried) is not told from its suits.
        best = order[0]
        close += [
            index
            for index in order[1:_ALIKE_LOOKED]
            if index not in close
            and row[index] <= MATCH + MARGIN
            and (
                not _told_apart(prefer(best, index), _ANY)
                if DECK[index].rank == DECK[best].rank
                else row[index] <= first + _OTHER_RANKS and _told_against(prefer(best, index))
            )
        ]
        if len(close) > 1:
            confidence = 0.0
    if prefer is not None and len(close) > 1:
        settled = _settled(close, row, prefer)
        if settled is not None:
            return (DECK[settled[0]],), settled[1]
    if votes is not None and len(close) > 1:
        settled = _settled_by_votes(close, row, votes, colour)
        if settled is not None:
            return (DECK[settled[0]],), settled[1]
    if sharply is not None and len(close) > 1:
        settled = _settled_sharply(close, row, sharply)
        if settled is not None:
            return (DECK[settled[0]],), settled[1]
    return tuple(DECK[index] for index in close), round(max(0.0, confidence), 3)


_LEFT_MATCH = 0.1
"""A card left alone by the cards read elsewhere is taken only if it matches at least this well
(the right deck's cards match at 0.0-0.1 in lossy pictures; a box the layout misplaced, whose
candidates need not hold its card, at 0.14 and more)..."""

_LEFT_TIMES = 3.0
"""... and within this many times the picture's typical match (the median of its read cards')."""

_LEFT_CONFIDENCE = 0.5
"""A card known by the others' absence is less sure than one read (identify searches it only at
its strict level)."""


def eliminated(
    readings: list[CardReading],
    table: list[list[float]],
    home: Collection[Card] = (),
    clashed: Collection[int] = (),
) -> list[CardReading]:
    """The readings with each doubt narrowed by the cards read elsewhere: a deal holds each card
    once, so a card read at one place (or home on a foundation: `home`) is not another place's.
    A doubt narrowed to one card is that card when it matches well (`_LEFT_MATCH`, `_LEFT_TIMES`):
    a place whose best matches are poor may be a misplaced box, its candidates not holding its
    card, and the one left would be a guess. Repeated while it narrows (Oxygen's 2 of clubs or 2
    of spades, with the 2 of spades read elsewhere, is the 2 of clubs; then a 3 of one of them).
    The places in `clashed` (two read one card, so one was wrong) are neither narrowed nor
    narrow others."""
    readings = list(readings)
    matched = [table[place][reading.card.index] for place, reading in enumerate(readings) if reading.card]
    limit = min(_LEFT_MATCH, _LEFT_TIMES * median(matched)) if matched else 0.0
    changed = True
    while changed:
        changed = False
        taken = {
            reading.card for place, reading in enumerate(readings) if reading.card and place not in clashed
        } | set(home)
        for place, reading in enumerate(readings):
            if len(reading.candidates) < 2 or place in clashed:
                continue
            left = tuple(card for card in reading.candidates if card not in taken)
            if not left or len(left) == len(reading.candidates):
                continue  # none left: the others' reading and this one disagree; leave the doubt
            if len(left) == 1 and table[place][left[0].index] > limit:
                continue
            confidence = _LEFT_CONFIDENCE if len(left) == 1 else 0.0
            readings[place] = replace(reading, candidates=left, confidence=confidence)
            changed = changed or len(left) == 1
    return readings
