"""The large-index faces of our deck (issue 28, for low vision), written by make_deck.py.

A covered card in a cascade shows only a strip of its top, about a quarter of its height.
"Jumbo index" decks put the whole index in that strip, big: here the rank fills the strip's
left half and the suit pip its right half, side by side, so a covered card shows both at
about three times the area of the regular index (the rank 21% of the card's height instead
of 16%, the pip 2.4 times as wide). The copy in the bottom strip is the same turned 180
degrees. The middle keeps the regular card's picture (pips, ace, court figure) scaled down,
so the card still looks like ours. Same inks as the regular deck, so the four-colour deck
substitutes them the same way.
"""

from __future__ import annotations

import make_deck as deck

# The top strip: 22.7% of the card's height, inside the quarter a tight cascade shows.
STRIP_BOTTOM = 200
RANK_LEFT = 26
RANK_TOP = 14
RANK_HEIGHT = 182  # 20.7% of the card's height
RANK_WIDTH = 150  # "10" uses all of it; single glyphs are drawn a little wider than regular
RANK_STROKE = 17  # heavier than the regular index's pen, in glyph units
PIP_SIZE = 170
PIP_RIGHT = deck.WIDTH - 26
PIP_CENTRE_Y = RANK_TOP + RANK_HEIGHT / 2
# The picture between the two strips, scaled about the card's centre: number cards' pips start
# below 31% of the height (the table's cascade spread), so a covered card shows its index only;
# a court frame's top edge peeks out, tinted by suit as on the regular faces.
MIDDLE_SCALE = {"A": 0.62, "J": 0.55, "Q": 0.55, "K": 0.55}
NUMBER_SCALE = 0.48


def large_rank(rank: str, colour: str) -> str:
    """The rank, as the regular index draws it but larger, wider and with a heavier pen."""
    scale = RANK_HEIGHT / 100
    if rank == "T":
        parts = [("1", 0.0), ("0", 36.0)]
        natural_width = 36 + 50
    else:
        parts = [(rank, 0.0)]
        natural_width = deck.GLYPH_BOX_WIDTH
    # Single glyphs widened by a quarter (an extended face reads better small); "10" condensed
    # into the rank's box if it must be.
    x_scale = min(scale * (1.25 if rank != "T" else 1.0), RANK_WIDTH / natural_width)
    # The left edge stays put, so every rank starts at the same place in the strip.
    paths = "".join(
        f'<path transform="translate({deck.fmt(dx)} 0)" d="{deck.GLYPHS[glyph]}"/>' for glyph, dx in parts
    )
    # A pen of RANK_STROKE glyph units, kept that heavy in both directions despite x_scale.
    pen = RANK_STROKE * (scale / x_scale) ** 0.5
    return (
        f'<g transform="translate({deck.fmt(RANK_LEFT)} {deck.fmt(RANK_TOP)}) '
        f'scale({deck.fmt(x_scale)} {deck.fmt(scale)})" fill="none" stroke="{colour}" '
        f'stroke-width="{deck.fmt(pen)}" stroke-linecap="butt" stroke-linejoin="round">{paths}</g>'
    )


def large_index(rank: str, suit: str) -> str:
    """The top strip's rank and pip, and their copy turned into the bottom strip."""
    colour = deck.ink(suit)
    strip = large_rank(rank, colour) + deck.pip(suit, PIP_RIGHT - PIP_SIZE / 2, PIP_CENTRE_Y, PIP_SIZE)
    turned = f"rotate(180 {deck.fmt(deck.CENTRE_X)} {deck.fmt(deck.CENTRE_Y)})"
    return f'<g>{strip}</g><g transform="{turned}">{strip}</g>'


def middle(rank: str, suit: str) -> str:
    """The regular card's picture, scaled about the centre into the space between the strips."""
    if rank == "A":
        picture = deck.ace_face(suit)
    elif rank in "JQK":
        picture = deck.court_face(rank, suit)
    else:
        picture = deck.number_face(rank, suit)
    cx, cy = deck.fmt(deck.CENTRE_X), deck.fmt(deck.CENTRE_Y)
    # Aces keep their large pip larger: it is the only mark in the middle.
    shrink = deck.fmt(MIDDLE_SCALE.get(rank, NUMBER_SCALE))
    return f'<g transform="translate({cx} {cy}) scale({shrink}) translate(-{cx} -{cy})">{picture}</g>'


def large_card_svg(rank: str, suit: str) -> str:
    """One whole large-index card face."""
    body = deck.card_outline(deck.FACE) + middle(rank, suit) + large_index(rank, suit)
    title = f"{deck.RANK_NAMES[rank]} of {deck.SUIT_NAMES[suit]} (large index)"
    return deck.svg_document(body, title)
