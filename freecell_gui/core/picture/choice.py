"""Which card a card of the picture is, from its distances to a deck's drawn cards: one card
when the evidence is, a few candidates when it leaves a doubt, and a card claimed at two places
kept by the closer match.

The distances (`glyphs.distances`: the share of ink that differs, over the two top corners)
rank the cards; a card is sure only when the next ones are far enough, and when the pixels
that tell it from each near one (`glyphs.lean`, over the whole strip) do not lean away from it.
A doubt among a few is settled by those pixels when one card wins against each of the others.
"""

from __future__ import annotations

from collections.abc import Callable

from freecell_gui.core.deals.cards import DECK, Card, Colour

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

Preference = Callable[[int, int, int], tuple[float, float]]
"""(place, first, second): how far the picture's card at `place` (an index into the layout's
boxes) leans to drawn card `first` against `second` where they differ, and how much they differ
there (`glyphs.lean`)."""


def at_place(prefer: Preference | None, place: int) -> Callable[[int, int], tuple[float, float]] | None:
    """`prefer` for the card at `place`."""
    if prefer is None:
        return None
    return lambda first, second: prefer(place, first, second)


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


def card_candidates(
    row: list[float],
    colour: Colour | None,
    alike: Callable[[int, int], float] | None = None,
    prefer: Callable[[int, int], tuple[float, float]] | None = None,
) -> tuple[tuple[Card, ...], float]:
    """The cards the row's distances leave (best first) and the first's confidence; of `colour`
    only if given. With `alike` (how much two drawn cards differ), the other suits of the best
    card's rank whose drawings differ from its by less than `NOISE_TIMES` times the picture's
    own distance to it stay in doubt: the picture cannot tell them apart (KDE's Oxygen decks
    print the suit in the middle of the card, so in the corners a 2 of clubs and a 2 of
    diamonds differ by a few antialiased pixels, and a JPEG's club was read as a sure diamond).
    With `prefer` (which of two drawn cards the picture sides with), a doubt is settled when
    one of the cards left wins against each of the others (`_settled`)."""
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
    return tuple(DECK[index] for index in close), round(max(0.0, confidence), 3)
