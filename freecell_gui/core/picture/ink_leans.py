"""A card's colour from its ink's hue kept only where the ink's lean to red agrees (`ink.ink_tilt`):
the second look that stops a thin red index, blurred grey by a lossy picture, from being read
as a sure black."""

from __future__ import annotations

from freecell_gui.core.deals.cards import Colour

_LEAN_CARDS = 12
"""The fewest cards whose leans are grouped (12 cards of a deal are all of one colour about once
in ten thousand tables)."""
_LEAN_GAP = 6.0
"""Two groups of leans parted by less than this (of 255) are one group: black inks lean 0-6, red
ones 16 and more (see `ink.ink_tilt`)."""


def leaning_alike(
    colours: list[tuple[Colour | None, float]], tilts: list[float | None]
) -> list[tuple[Colour | None, float]]:
    """The colours read from the ink's hue, kept only where the ink's lean to red agrees.

    The cards' leans (`ink.ink_tilt`) fall in two groups, the black cards' near 0 and the red
    ones' above. A card whose lean falls in the other colour's group, between the groups, or
    that has too little ink to lean, is not claimed: a thin red index blurred grey reads black
    to the hue test, and was read as a sure black (a red Jack of Diamonds as the Jack of
    Spades). The black group ends at the first wide gap above it and the red one starts after
    the widest: red leans spread more than black ones (how much chroma a JPEG keeps depends on
    the stroke), and a red 2 of Hearts leaning 23, below a gap as wide as the one under it, was
    taken for black when one split served both (KPatience's Oxygen White at 72 px, quality 50)."""
    known = sorted(tilt for tilt in tilts if tilt is not None)
    if len(known) < _LEAN_CARDS:
        return colours
    gaps = [(known[i + 1] - known[i], i) for i in range(len(known) // 4, 3 * len(known) // 4)]
    gap, index = max(gaps)
    if gap < _LEAN_GAP:
        # One group: a deal's cards are never all of one colour, so the inks do not follow the
        # suits (KDE's Future prints every index black): no colour is claimed from them.
        return [(None, 0.0)] * len(colours)
    first = next(i for width, i in gaps if width >= _LEAN_GAP)
    black_below = (known[first] + known[first + 1]) / 2
    red_above = (known[index] + known[index + 1]) / 2
    kept: list[tuple[Colour | None, float]] = []
    for (colour, sure), tilt in zip(colours, tilts, strict=True):
        leans = _lean_colour(tilt, black_below, red_above)
        kept.append((colour, sure) if colour is None or leans is colour else (None, 0.0))
    return kept


def _lean_colour(tilt: float | None, black_below: float, red_above: float) -> Colour | None:
    if tilt is None:
        return None
    if tilt < black_below:
        return Colour.BLACK
    return Colour.RED if tilt > red_above else None
