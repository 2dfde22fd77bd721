"""Card faces that are not light: faces as whatever differs from the felt, and card tops as edges.

Most decks print on light paper, and `layout` finds them as light areas parted by darker
borders. Some do not: dark faces (KDE's Oxygen), cream paper under a gradient, faces split by
frame lines, textured paper whose borders are no darker than the paper. For those the felt is
found first (the commonest colour of the picture), a face is every pixel that differs from it
by more than `FELT_DIFFERENCE` in some channel, and down a cascade a card's top is a row
that changes from the rows above across nearly the whole card (its edge against the card it
covers), where index glyphs and pictures change only part of a row.

Pure Python, as in `pixels`: per-channel `bytes.translate` tables, big-integer XOR of a
block of rows against the same block two rows up.
"""

from __future__ import annotations

from collections import Counter

from freecell_gui.core.picture.pixels import PixelBuffer, mask_and, mask_or

_PAPER = 190
_BLACK = 16
FELT_DIFFERENCE = 60
_LEAST_DIFFERENCE = 30
"""A face's pixel differs from the felt by more than three times the felt's own mean shading
(at least 30, at most 60) in at least one channel: this program's felt is nearly even, KPatience's
is textured."""
EDGE_SHARE = 0.8
"""A card's top changes at least this share of the card's width from two rows above..."""
WEAK_EDGE = 0.5
"""... or, tried when no table is found so, this share: KPatience's Ancient Egyptians at 800 x 600
(cream cards 74 px wide on cream, JPEG q50-65) shows most tops at 0.55-0.75 only, so at 0.8 only
every other top (or none) was seen and the spacing fitted was twice the cards' (67 px for 33.6).
The lines a card's art draws across it are then seen too; the spacing fitted keeps the tops on
it (`spacing.fit_spacing`)."""
_COARSE = [bytes(v // 64 for v in range(256)), bytes(min(255, v + 32) // 64 for v in range(256))]
"""Two quantisations half a step apart: a value that moves by 64 or more changes in both, one
that moves by less than 32 in at most one (so "changed in both" is a move of about 32-64+)."""
_FACE_ROW = 0.25
"""A row of a face has at least this share of pixels unlike the felt (a dark face's shading
comes near a felt's colour in places)."""
_NONZERO = bytes([0] + [1] * 255)


def felt_colour(picture: PixelBuffer) -> tuple[tuple[int, int, int], int]:
    """The commonest colour of the picture's outer band (sampled on a grid, in steps of 16 a
    channel), averaged,
    and how far the felt's own shading strays from it (a channel's difference that is still
    felt). Light paper (the faces may cover more of the picture than the felt) and the black
    around a window's screenshot are left out."""
    step = max(1, min(picture.width, picture.height) // 200)
    band_x, band_y = max(1, picture.width // 20), max(1, picture.height // 20)
    buckets: Counter[tuple[int, int, int]] = Counter()
    pixels = []
    for y in range(0, picture.height, step):
        inner = band_y <= y < picture.height - band_y
        for x in range(0, picture.width, step):
            pixel = picture.pixel(x, y)
            if min(pixel) > _PAPER or max(pixel) < _BLACK:
                continue
            pixels.append(pixel)
            if not (inner and band_x <= x < picture.width - band_x):
                # The felt is sought round the table, where cards seldom are.
                buckets[(pixel[0] // 16, pixel[1] // 16, pixel[2] // 16)] += 1
    if not buckets:
        return (0, 0, 0), FELT_DIFFERENCE
    mode = buckets.most_common(1)[0][0]
    chosen = [p for p in pixels if (p[0] // 16, p[1] // 16, p[2] // 16) == mode]
    felt = tuple(sum(p[c] for p in chosen) // len(chosen) for c in range(3))
    near = [max(abs(a - b) for a, b in zip(p, felt, strict=True)) for p in pixels]
    near = [d for d in near if d <= FELT_DIFFERENCE]
    spread = 3 * sum(near) / max(1, len(near))
    return (felt[0], felt[1], felt[2]), round(min(FELT_DIFFERENCE, max(_LEAST_DIFFERENCE, spread)))


def face_mask(picture: PixelBuffer) -> bytes:
    """1 where a pixel differs from the felt (a card face, or anything else on the table), else 0."""
    felt, difference = felt_colour(picture)
    planes = picture.planes(0, 0, picture.width, picture.height)
    masks = []
    for plane, value in zip(planes, felt, strict=True):
        table = bytes(1 if abs(v - value) > difference else 0 for v in range(256))
        masks.append(plane.translate(table))
    return mask_or(*masks)


def _changed(block: bytes, offset: int) -> bytes:
    """1 where a byte of `block[offset:]` differs from the byte `offset` before it, else 0."""
    size = len(block) - offset
    if size <= 0:
        return b""
    both = []
    for table in _COARSE:
        coarse = block.translate(table)
        diff = int.from_bytes(coarse[offset:], "little") ^ int.from_bytes(coarse[:size], "little")
        both.append(diff.to_bytes(size, "little").translate(_NONZERO))
    return mask_and(*both)


def edge_profile(picture: PixelBuffer, x0: int, x1: int) -> list[float]:
    """For each row, the share of the column range's inner pixels that changed from two rows up."""
    margin = max(2, (x1 - x0) // 10)
    left, right = max(0, x0 + margin), min(picture.width, x1 - margin)
    wide = right - left
    if wide <= 0:
        return [0.0] * picture.height
    planes = picture.planes(left, 0, right, picture.height)
    changed = mask_or(*(_changed(plane, 2 * wide) for plane in planes))
    profile = [0.0, 0.0]
    profile += [changed[y * wide : (y + 1) * wide].count(1) / wide for y in range(picture.height - 2)]
    return profile


def edge_segments(
    area: list[float], edges: list[float], gap: int, share: float = EDGE_SHARE
) -> list[tuple[int, int, list[int]]]:
    """Runs of face rows (`area`: the share of face pixels a row; gaps up to `gap` rows joined),
    each with the rows inside it where a card's top edge crosses (`edges`: the first row that
    changed across `share` of the card after two that did not)."""
    segments: list[tuple[int, int, list[int]]] = []
    start = end = -1
    for y, value in enumerate([*area, 0.0]):
        if value > _FACE_ROW:
            if start >= 0 and y - end > gap:
                segments.append((start, end, []))
                start = -1
            if start < 0:
                start = y
            end = y + 1
    if start >= 0:
        segments.append((start, end, []))
    result = []
    for start, end, _tops in segments:
        tops = [
            y
            for y in range(start + 3, end - 3)
            if edges[y] >= share and edges[y - 1] < share and edges[y - 2] < share
        ]
        result.append((start, end, tops))
    return result


_SIDE = 0.12
"""A card's side, where its frame is looked for: this share of its column's width in from each edge."""
_SIDE_OUT = 2
"""Pixels outside a column's run that may still hold its card's frame (a JPEG's blur)."""


def filled_between_sides(
    mask: bytearray, width: int, height: int, columns: list[tuple[int, int]]
) -> bytearray:
    """`mask` with each row of each column's run filled where both its sides hold face pixels.

    A dark face (KDE's Oxygen: black and dark red cards in a light frame) is the felt's colour
    within the felt's own shading over much of its middle, so its rows show as face only at the
    frame and the index: a cascade's run of face rows breaks up, and its cards are lost. Its
    frame, down both sides of every card, is never the felt's colour: a row framed on both
    sides is a card's row."""
    filled = bytearray(mask)
    for x0, x1 in columns:
        side = max(2, round(_SIDE * (x1 - x0)))
        left, right = max(0, x0 - _SIDE_OUT), min(width, x1 + _SIDE_OUT)
        for y in range(height):
            row = y * width
            if 1 in mask[row + left : row + x0 + side] and 1 in mask[row + x1 - side : row + right]:
                filled[row + x0 : row + x1] = b"\x01" * (x1 - x0)
    return filled


_FRAME_HEIGHT = 0.7
"""A pixel column down a card's frame holds face pixels over at least this share of its height."""
_FRAME_SLACK = 0.08
"""A card's two frame lines are its width apart within this share of it."""


def framed_columns(counts: list[int], card_width: int, card_height: int) -> list[tuple[int, int]]:
    """Pairs of pixel columns a card's width apart that each hold face pixels down most of a
    card's height (`counts`: face pixels a column): the two sides of a card's frame, as
    (left, right past the end), left to right, none overlapping."""
    tall = [count >= _FRAME_HEIGHT * card_height for count in counts]
    slack = max(2, round(_FRAME_SLACK * card_width))
    pairs: list[tuple[int, int]] = []
    x = 0
    while x < len(counts):
        if tall[x]:
            lo, hi = x + card_width - slack, min(len(counts), x + card_width + slack + 1)
            right = [end for end in range(max(lo, x + 1), hi) if tall[end - 1]]
            if right:
                pairs.append((x, right[-1]))
                x = right[-1]
                continue
        x += 1
    return pairs


def framed_band(
    mask: bytearray, width: int, band: tuple[int, int], card_width: int, card_height: int
) -> bytearray:
    """`mask` with the rows of `band` (the top row's) filled between each card's frame lines."""
    top, bottom = band
    rows = mask[top * width : bottom * width]
    counts = [rows[x::width].count(1) for x in range(width)]
    filled = bytearray(mask)
    pairs = framed_columns(counts, card_width, card_height)
    filled[top * width : bottom * width] = filled_between_sides(rows, width, bottom - top, pairs)
    return filled
