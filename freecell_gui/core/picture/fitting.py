"""The card size that fits the picture's own drawing of the matched deck.

The layout measures a card from its light paper and the border found against the felt; a deck
whose paper fades into a grey or shaded edge (KDE's Jolly Royal, the XSkat decks) measures a
pixel or three small, and the deck drawn at that size puts its index and pips a pixel or two
away from the picture's, beyond what the shifts tried make up for at the far side of the card.
So once a deck matches, a few of the picture's cards (those matched best) are drawn again at
sizes a few pixels either way, and the size whose drawings match them best is taken; the
cards' boxes are then moved to where those drawings fit best (a card's border found a pixel
or two inside its edge), so the shifts tried reach as far either way.
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import median

from freecell_gui.core.picture.glyphs import (
    SHIFT,
    StripShape,
    TemplateDeck,
    distances,
    shifted_bits,
    template_bits,
)
from freecell_gui.core.picture.layout import Box, TableLayout
from freecell_gui.core.picture.pixels import PixelBuffer

_SHARES = (-0.08, -0.05, -0.025, 0.025, 0.05, 0.08)
"""Shares of the measured width tried either way (the height with it, then the height alone,
half as far): KDE's Ancient Egyptians measures 96 px for a card drawn 103 px wide."""
_WELL = 0.03
"""Cards that match this well at the measured size (this program's, KPatience's Standard, Dondorf
and Penguins decks: 0.003-0.02) are drawn at no other size."""
_BETTER = 0.01
"""A size is taken over the measured one only if its cards match better by this (a share of ink):
less is noise."""


def fitted_layout(
    picture: PixelBuffer,
    layout: TableLayout,
    deck: TemplateDeck,
    light: bool,
    sample: Sequence[tuple[Box, tuple[int, ...]]],
) -> TableLayout:
    """`layout` with the card size at which `deck`'s cards match the picture's cards `sample`
    best ((box, card indices): a card of the picture and the few cards it may be, as read at the
    measured size: a size a little off may have read it wrong), if that is better than the
    measured size by `_BETTER`."""

    offsets: dict[tuple[int, int], tuple[int, int]] = {}

    wanted = tuple(sorted({card for _box, cards in sample for card in cards}))

    def score(width: int, height: int) -> float:
        shape = StripShape.for_card(width, layout.strip)
        rows = shape.margin + shape.rows + 1
        try:
            drawn = deck.render(width, height, rows, wanted)
        except (OSError, ValueError):
            return 1.0
        if len(drawn) != len(wanted):
            return 1.0
        templates = {
            card: template_bits(image, shape, light) for card, image in zip(wanted, drawn, strict=True)
        }
        total = 0.0
        moves: list[tuple[int, int]] = []
        for box, cards in sample:
            bits = shifted_bits(picture, box, shape, light)
            if not bits:
                total += 1.0
                continue
            each = [
                (distances([shifted], [templates[card]])[0], index)
                for card in cards
                for index, shifted in enumerate(bits)
            ]
            distance, best = min(each)
            total += distance
            dy, dx = divmod(best, 2 * SHIFT + 1)
            moves.append((dx - SHIFT, dy - SHIFT))
        if moves:
            offsets[(width, height)] = (
                round(median(dx for dx, _dy in moves)),
                round(median(dy for _dx, dy in moves)),
            )
        return total / max(1, len(sample))

    measured = (layout.card_width, layout.card_height)
    scores = {measured: score(*measured)}
    width, height = measured
    if scores[measured] < _WELL:
        return _moved(layout, measured, offsets.get(measured, (0, 0)))
    for share in _SHARES:
        wider = round(width * (1 + share))
        size = (wider, round(height * wider / width))
        if size not in scores:
            scores[size] = score(*size)
    width, height = min(scores, key=scores.__getitem__)
    for step in (-1, 1):
        size = (width + step, round(height * (width + step) / width))
        if size not in scores:
            scores[size] = score(*size)
    width, height = min(scores, key=scores.__getitem__)
    for share in _SHARES:
        size = (width, round(height * (1 + share / 2)))
        if size not in scores:
            scores[size] = score(*size)
    best = min(scores, key=scores.__getitem__)
    if best != measured and scores[best] > scores[measured] - _BETTER:
        best = measured
    return _moved(layout, best, offsets.get(best, (0, 0)))


def _moved(layout: TableLayout, size: tuple[int, int], offset: tuple[int, int]) -> TableLayout:
    """`layout` with cards of `size`, each box moved by `offset` (the layout itself if nothing changes)."""
    (width, height), (dx, dy) = size, offset
    if size == (layout.card_width, layout.card_height) and dx == dy == 0:
        return layout

    def resized(box: Box) -> Box:
        # Centred on where the drawing fits, so the shifts tried reach as far either way.
        return Box(box.x + dx, box.y + dy, width, box.height if box.height < layout.card_height else height)

    return TableLayout(
        width,
        height,
        layout.strip,
        tuple(tuple(resized(box) for box in cascade) for cascade in layout.cascades),
        tuple(resized(box) for box in layout.freecells),
        tuple(resized(box) for box in layout.foundations),
        layout.guessed,
    )


_SPACING_STEPS = tuple(step / 2 for step in range(-8, 9) if step)
"""Spacings tried about a guessed one, in pixels (half a pixel apart: over six steps down a
cascade that is 3 px, within the shifts tried either way)."""
_SPACING_BETTER = 0.02
"""A spacing is taken over the guessed one only if the deepest cards match better by this."""
_NEAR = tuple(
    dy * (2 * SHIFT + 1) + dx for dy in range(SHIFT - 1, SHIFT + 2) for dx in range(SHIFT - 1, SHIFT + 2)
)
"""The shifts (indices into `shifted_bits`' list) a pixel or none each way."""
_MEASURED_GAIN = 0.5
"""... and then only by a spacing at which they match at least twice as well (a few poorly
matched cards of an Oxygen White JPEG drew a measured spacing half a pixel off, and one
cascade's first top, two pixels low, then misplaced all its cards)."""
_DEEP_WELL = 0.08
"""A spacing measured from the cards' tops is refitted only if the deepest cards match worse than
this at it, on average (0.01-0.05 where it is right)."""


def respaced_layout(
    picture: PixelBuffer, layout: TableLayout, deck: TemplateDeck, light: bool
) -> TableLayout:
    """`layout` with the cascades' spacing at which the matched `deck`'s cards fit the picture's
    deepest cards best, where the spacing was guessed (`layout.guessed`: no top and no period
    seen; XSkat German at 1280 px: 52 px guessed, 52.8 drawn, every card from the fourth down a
    few pixels off and in doubt), or measured from the tops but the deepest cards match poorly
    (`_DEEP_WELL`: Tigullio at 1280 px, tops found a whole 54 px apart for 53.5, the cards from
    the fifth down 2-3 px off and in doubt); `layout` itself otherwise."""
    deep = [cascade for cascade in layout.cascades if len(cascade) >= 3]
    if not deep:
        return layout
    # The spacing tried about: the layout's own, down its deepest cascade (a whole number of
    # pixels between two boxes is not: this program's is 71.45 px at 1600 px wide).
    longest = max(deep, key=len)
    spacing = (longest[-1].y - longest[0].y) / (len(longest) - 1)
    shape = StripShape.for_card(layout.card_width, layout.strip)
    try:
        drawn = deck.render(layout.card_width, layout.card_height, shape.margin + shape.rows + 1, None)
    except (OSError, ValueError):
        return layout
    if len(drawn) != 52:
        return layout
    templates = [template_bits(card, shape, light) for card in drawn]
    likely = [_likely(picture, cascade[-1], shape, templates, light) for cascade in deep]
    scores: dict[float, float] = {}
    anchor = 0  # where a spacing tried is laid from, once the layout's own is found wanting

    def score(step: float) -> float:
        if step not in scores:
            total = 0.0
            for cascade, cards in zip(deep, likely, strict=True):
                box = cascade[-1]  # the deepest card: the furthest off a wrong spacing puts it
                own = step == 0.0 and not layout.guessed  # where the layout measured it
                y = box.y if own else anchor + round((len(cascade) - 1) * (spacing + step))
                bits = shifted_bits(picture, Box(box.x, y, box.width, box.height), shape, light)
                # Only the shifts a pixel either way: a spacing that puts the deepest cards at the
                # furthest shifts tried leaves them there, where no doubt is settled (`at_edge`).
                near = [bits[index] for index in _NEAR] if bits else []
                total += min(distances(near, cards)) if near else 1.0
            scores[step] = total / len(deep)
        return scores[step]

    if not layout.guessed and score(0.0) < _DEEP_WELL:
        return layout
    anchor = _first_row(picture, deep, shape, templates, light)
    guessed = score(0.0)
    step = min(_SPACING_STEPS, key=score)
    if score(step) > guessed - _SPACING_BETTER:
        return layout
    if not layout.guessed and score(step) > _MEASURED_GAIN * guessed:
        return layout  # tops were seen: only a spacing that clearly fits replaces theirs
    return _respaced(layout, spacing + step, anchor)


_LIKELY = 4
"""The drawn cards a deepest card is scored against at each spacing tried: those it matches best
where the layout put it (drawing all 52 at 17 spacings cost 0.2 s on an Oxygen JPEG)."""


def _likely(
    picture: PixelBuffer, box: Box, shape: StripShape, templates: list[int], light: bool
) -> list[int]:
    """The drawn cards (as ink bits) the card in `box` matches best, at any shift tried."""
    bits = shifted_bits(picture, box, shape, light)
    if not bits:
        return templates
    near = distances(bits, templates)
    return [templates[index] for index in sorted(range(len(templates)), key=near.__getitem__)[:_LIKELY]]


def _first_row(
    picture: PixelBuffer, deep: list[tuple[Box, ...]], shape: StripShape, templates: list[int], light: bool
) -> int:
    """The row where the cascades' first cards lie as the deck's drawing fits them best: the
    median over the cascades of each first card's top moved by its best shift (cascades start
    on one row; a first top found by the paper may be a pixel or two low, a shadow's or a
    JPEG's blur)."""
    rows = []
    for cascade in deep:
        bits = shifted_bits(picture, cascade[0], shape, light)
        if not bits:
            continue
        best = min(range(len(bits)), key=lambda index: min(distances([bits[index]], templates)))
        rows.append(cascade[0].y + best // (2 * SHIFT + 1) - SHIFT)
    return round(median(rows)) if rows else round(median(cascade[0].y for cascade in deep))


def _respaced(layout: TableLayout, spacing: float, anchor: int | None = None) -> TableLayout:
    """`layout` with each cascade's cards `spacing` apart from its first (or from row `anchor`),
    the last card whole."""

    def cascade(boxes: tuple[Box, ...]) -> tuple[Box, ...]:
        first = boxes[0].y if anchor is None else anchor
        ys = [first + round(k * spacing) for k in range(len(boxes))]
        bottom = ys[-1] + layout.card_height
        return tuple(
            Box(box.x, y, box.width, (ys[k + 1] if k + 1 < len(ys) else bottom) - y)
            for k, (box, y) in enumerate(zip(boxes, ys, strict=True))
        )

    strip = max(4, min(layout.strip, round(spacing) - 2))
    return TableLayout(
        layout.card_width,
        layout.card_height,
        strip,
        tuple(cascade(boxes) if boxes else boxes for boxes in layout.cascades),
        layout.freecells,
        layout.foundations,
        layout.guessed,
    )
