"""Generate freecell-gui's own card deck as SVG: `python resources/make_deck.py`.

Writes resources/deck/<CODE>.svg for the 52 cards (AC ... KS) and back.svg, and the
large-index faces (resources/large_index.py) to resources/deck/large/<CODE>.svg. Every mark
is a path or a plain shape: no text and no fonts, so the cards look the same everywhere.

The design follows shared/DECK.md: poker proportions (63 x 88 mm, drawn in tenths of a
millimetre), a bold corner index (rank about 16% of the card's height, "10" written as
"10") that fits in the strip a cascade leaves visible, standard pip positions, and
double-ended court cards of our own design whose colours differ by suit.

The two inks are written as unique colour values (INK_BLACK and INK_RED) so that the app
can turn clubs green and diamonds blue for the four-colour deck by substituting them.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from freecell_gui.core.deals.cards import Rank, Suit

WIDTH = 630
HEIGHT = 880
CORNER_RADIUS = 38  # about 6% of the width
CENTRE_X = WIDTH / 2
CENTRE_Y = HEIGHT / 2

INK_BLACK = "#1c1c22"
INK_RED = "#c0141f"
FACE = "#fffdf8"
EDGE = "#9a968c"

# The corner index: the rank glyph's box and the small pip under it.
INDEX_LEFT = 22
INDEX_TOP = 30
INDEX_WIDTH = 98
INDEX_RANK_HEIGHT = 141  # 16% of the card's height
INDEX_PIP_SIZE = 74
INDEX_PIP_TOP = INDEX_TOP + INDEX_RANK_HEIGHT + 14
# Bottom of the index: 259, i.e. 29.4% of the height; the table spreads cascades by 31%.
INDEX_BOTTOM = INDEX_PIP_TOP + INDEX_PIP_SIZE

RANK_CODES = "A23456789TJQK"
SUIT_CODES = "CDHS"

# --- glyphs -------------------------------------------------------------------------------
# Rank glyphs are centre lines in a 60 x 100 box, stroked with a heavy pen. Each is our
# own drawing, made for a bold and open corner index.
GLYPH_BOX_WIDTH = 60
GLYPH_STROKE = 14
GLYPHS: dict[str, str] = {
    "A": "M3,100 L30,2 L57,100 M13,68 L47,68",
    "2": "M5,27 C5,10 16,1 30,1 C45,1 55,11 55,26 C55,45 38,60 5,99 L58,99",
    "3": "M5,12 C12,4 20,1 30,1 C45,1 54,10 54,24 C54,38 44,46 27,46 C46,46 57,57 57,73 C57,90 45,99 29,99 "
    "C18,99 9,95 3,86",
    "4": "M43,100 L43,1 L3,70 L60,70",
    "5": "M54,2 L14,2 L9,45 C15,41 22,39 30,39 C46,39 57,51 57,69 C57,88 45,99 29,99 C18,99 10,95 4,88",
    "6": "M52,9 C46,3 39,1 32,1 C14,1 5,22 5,52 C5,83 15,99 31,99 C47,99 57,87 57,70 C57,52 46,41 31,41 "
    "C18,41 9,48 5,59",
    "7": "M3,2 L58,2 C41,30 29,62 25,100",
    "8": "M30,46 C16,46 8,38 8,24 C8,9 18,1 30,1 C42,1 52,9 52,24 C52,38 44,46 30,46 C14,46 4,57 4,73 "
    "C4,90 16,99 30,99 C44,99 56,90 56,73 C56,57 46,46 30,46 Z",
    "9": "M8,91 C14,97 21,99 28,99 C46,99 55,78 55,48 C55,17 45,1 29,1 C13,1 3,13 3,30 C3,48 14,59 29,59 "
    "C42,59 51,52 55,41",
    "1": "M3,20 L24,2 L24,100",
    "0": "M25,1 C40,1 48,20 48,50 C48,80 40,99 25,99 C10,99 2,80 2,50 C2,20 10,1 25,1 Z",
    "J": "M14,2 L56,2 M42,2 L42,70 C42,89 33,99 20,99 C10,99 4,93 1,85",
    "Q": "M30,1 C48,1 57,20 57,48 C57,76 48,95 30,95 C12,95 3,76 3,48 C3,20 12,1 30,1 Z M34,70 L59,104",
    "K": "M7,0 L7,100 M57,0 L9,62 M25,42 L59,100",
}

# Suit pips are filled shapes in a 100 x 100 box.
PIPS: dict[str, str] = {
    "H": "M50,97 C38,80 2,60 2,31 C2,12 14,2 28,2 C40,2 47,10 50,21 C53,10 60,2 72,2 C86,2 98,12 98,31 "
    "C98,60 62,80 50,97 Z",
    "D": "M50,0 C60,18 72,34 88,50 C72,66 60,82 50,100 C40,82 28,66 12,50 C28,34 40,18 50,0 Z",
    "S": "M50,1 C62,20 98,40 98,63 C98,79 87,88 74,88 C64,88 57,84 53,77 C54,87 58,94 67,100 L33,100 "
    "C42,94 46,87 47,77 C43,84 36,88 26,88 C13,88 2,79 2,63 C2,40 38,20 50,1 Z",
    "C": "M50,3 A23,23 0 1 1 49.99,3 Z M25,38 A23,23 0 1 1 24.99,38 Z M75,38 A23,23 0 1 1 74.99,38 Z "
    "M38,45 L62,45 L62,66 L38,66 Z M46,58 C46,78 41,91 32,100 L68,100 C59,91 54,78 54,58 Z",
}


def ink(suit: str) -> str:
    """The two-colour ink of a suit."""
    return INK_RED if suit in "DH" else INK_BLACK


def fmt(value: float) -> str:
    """A compact number for SVG attributes."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def pip(
    suit: str, centre_x: float, centre_y: float, size: float, flipped: bool = False, fill: str = ""
) -> str:
    """A suit pip of `size` centred on the point, rotated 180 degrees if flipped."""
    scale = size / 100
    rotation = f" rotate(180 {fmt(centre_x)} {fmt(centre_y)})" if flipped else ""
    return (
        f'<path transform="{rotation.strip()} translate({fmt(centre_x - size / 2)} {fmt(centre_y - size / 2)}) '
        f'scale({fmt(scale)})" d="{PIPS[suit]}" fill="{fill or ink(suit)}"/>'
    ).replace('transform=" ', 'transform="')


def rank_glyphs(rank: str, left: float, top: float, width: float, height: float, colour: str) -> str:
    """The rank as stroked glyphs filling the box; "10" as two condensed glyphs."""
    scale = height / 100
    stroke = GLYPH_STROKE
    if rank == "T":
        # "1" and "0" side by side, condensed to the index width.
        parts = [("1", 0.0), ("0", 38.0)]
        natural_width = 38 + 50
    else:
        parts = [(rank, 0.0)]
        natural_width = GLYPH_BOX_WIDTH
    squeeze = min(1.0, width / (natural_width * scale))
    x_scale = scale * squeeze
    offset = left + (width - natural_width * x_scale) / 2
    paths = "".join(f'<path transform="translate({fmt(dx)} 0)" d="{GLYPHS[glyph]}"/>' for glyph, dx in parts)
    # The pen is scaled with the glyph, so condensed glyphs keep their vertical strokes bold
    # by a wider pen before squeezing.
    return (
        f'<g transform="translate({fmt(offset)} {fmt(top)}) scale({fmt(x_scale)} {fmt(scale)})" fill="none" '
        f'stroke="{colour}" stroke-width="{fmt(stroke / squeeze**0.5)}" stroke-linecap="butt" '
        f'stroke-linejoin="round">{paths}</g>'
    )


def corner_index(rank: str, suit: str) -> str:
    """The top-left index and its copy rotated into the bottom-right corner."""
    colour = ink(suit)
    # "10" is wider than one glyph: it may use a little of the margin on each side.
    widen = 14 if rank == "T" else 0
    glyph = rank_glyphs(
        rank, INDEX_LEFT - widen / 2, INDEX_TOP, INDEX_WIDTH + widen, INDEX_RANK_HEIGHT, colour
    )
    small_pip = pip(suit, INDEX_LEFT + INDEX_WIDTH / 2, INDEX_PIP_TOP + INDEX_PIP_SIZE / 2, INDEX_PIP_SIZE)
    index = glyph + small_pip
    return f'<g>{index}</g><g transform="rotate(180 {fmt(CENTRE_X)} {fmt(CENTRE_Y)})">{index}</g>'


# --- number cards -------------------------------------------------------------------------
PIP_SIZE = 104
COLUMN_X = {"L": 218.0, "C": CENTRE_X, "R": 412.0}
TOP_ROW = 168.0
BOTTOM_ROW = HEIGHT - TOP_ROW
QUARTER = (BOTTOM_ROW - TOP_ROW) / 3
ROWS_4 = [TOP_ROW, TOP_ROW + QUARTER, BOTTOM_ROW - QUARTER, BOTTOM_ROW]
HALF_ROW = CENTRE_Y


def pip_positions(count: int) -> list[tuple[float, float]]:
    """Standard pip centres for 2..10 (see shared/DECK.md)."""
    left, centre, right = COLUMN_X["L"], COLUMN_X["C"], COLUMN_X["R"]
    sides3 = [(x, y) for x in (left, right) for y in (TOP_ROW, HALF_ROW, BOTTOM_ROW)]
    sides4 = [(x, y) for x in (left, right) for y in ROWS_4]
    upper_mid = (TOP_ROW + HALF_ROW) / 2
    lower_mid = (HALF_ROW + BOTTOM_ROW) / 2
    layouts: dict[int, list[tuple[float, float]]] = {
        2: [(centre, TOP_ROW), (centre, BOTTOM_ROW)],
        3: [(centre, TOP_ROW), (centre, HALF_ROW), (centre, BOTTOM_ROW)],
        4: [(x, y) for x in (left, right) for y in (TOP_ROW, BOTTOM_ROW)],
        5: [(x, y) for x in (left, right) for y in (TOP_ROW, BOTTOM_ROW)] + [(centre, HALF_ROW)],
        6: sides3,
        7: [*sides3, (centre, upper_mid)],
        8: [*sides3, (centre, upper_mid), (centre, lower_mid)],
        9: [*sides4, (centre, HALF_ROW)],
        10: [*sides4, (centre, (ROWS_4[0] + ROWS_4[1]) / 2), (centre, (ROWS_4[2] + ROWS_4[3]) / 2)],
    }
    return layouts[count]


def number_face(rank: str, suit: str) -> str:
    """Pips for 2..10; pips below the middle are turned upside down."""
    count = RANK_CODES.index(rank) + 1
    return "".join(pip(suit, x, y, PIP_SIZE, flipped=y > CENTRE_Y + 1) for x, y in pip_positions(count))


def ace_face(suit: str) -> str:
    """One large central pip; the ace of spades gets a fine ring, as tradition asks."""
    parts = [pip(suit, CENTRE_X, CENTRE_Y, 250)]
    if suit == "S":
        parts.insert(
            0,
            f'<circle cx="{fmt(CENTRE_X)}" cy="{fmt(CENTRE_Y)}" r="182" fill="none" stroke="{INK_BLACK}" '
            'stroke-width="5"/>'
            f'<circle cx="{fmt(CENTRE_X)}" cy="{fmt(CENTRE_Y)}" r="194" fill="none" stroke="#b8902f" '
            'stroke-width="3"/>',
        )
    return "".join(parts)


# --- court cards --------------------------------------------------------------------------
FRAME_LEFT = 142.0
FRAME_RIGHT = WIDTH - FRAME_LEFT
FRAME_TOP = 44.0
FRAME_BOTTOM = HEIGHT - FRAME_TOP

# Each suit has its own palette, so that a court card's suit shows even in the thin strip
# of a cascade: (robe, trim, tint of the frame's ground, jewel).
PALETTES = {
    "S": ("#2b4c8c", "#d8a93b", "#e6edf8", "#7fb3e6"),
    "H": ("#b3202c", "#e0b341", "#fbe9e7", "#f28b82"),
    "D": ("#d06b1f", "#2f7f86", "#fdf0dc", "#4fc0c8"),
    "C": ("#2f7a4a", "#c9a23a", "#e5f2e6", "#9c6bc4"),
}
SKIN = "#f4d4b4"
HAIR = {"K": "#8c8c8c", "Q": "#6b3f1f", "J": "#3a2a1c"}
OUTLINE = "#26262b"


def _polygon(points: list[tuple[float, float]], fill: str, stroke: str = OUTLINE, width: float = 3) -> str:
    coordinates = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    return (
        f'<polygon points="{coordinates}" fill="{fill}" stroke="{stroke}" stroke-width="{fmt(width)}" '
        'stroke-linejoin="round"/>'
    )


def headwear(rank: str, suit: str, top: float) -> str:
    """Crown for the king, diadem for the queen, cap for the jack."""
    robe, trim, _tint, jewel = PALETTES[suit]
    cx = CENTRE_X
    if rank == "K":
        base = top + 92
        points = [
            (cx - 70, base),
            (cx - 78, top + 22),
            (cx - 40, top + 56),
            (cx - 20, top + 8),
            (cx, top + 46),
            (cx + 20, top + 8),
            (cx + 40, top + 56),
            (cx + 78, top + 22),
            (cx + 70, base),
        ]
        crown = _polygon(points, trim)
        band = (
            f'<rect x="{fmt(cx - 72)}" y="{fmt(base - 22)}" width="144" height="24" fill="{robe}" '
            f'stroke="{OUTLINE}" stroke-width="3"/>'
        )
        jewels = "".join(
            f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{r}" fill="{jewel}" stroke="{OUTLINE}" stroke-width="2"/>'
            for x, y, r in [
                (cx - 78, top + 18, 8),
                (cx - 20, top + 4, 8),
                (cx + 20, top + 4, 8),
                (cx + 78, top + 18, 8),
                (cx, base - 10, 9),
                (cx - 44, base - 10, 6),
                (cx + 44, base - 10, 6),
            ]
        )
        return crown + band + jewels
    if rank == "Q":
        base = top + 92
        arch = (
            f'<path d="M{fmt(cx - 64)},{fmt(base)} C{fmt(cx - 60)},{fmt(top + 40)} {fmt(cx - 24)},{fmt(top + 26)} '
            f"{fmt(cx)},{fmt(top + 20)} C{fmt(cx + 24)},{fmt(top + 26)} {fmt(cx + 60)},{fmt(top + 40)} "
            f'{fmt(cx + 64)},{fmt(base)} Z" fill="{trim}" stroke="{OUTLINE}" stroke-width="3"/>'
        )
        points = "".join(
            f'<circle cx="{fmt(cx + dx)}" cy="{fmt(top + dy)}" r="5" fill="{FACE}" stroke="{OUTLINE}" '
            'stroke-width="1.5"/>'
            for dx, dy in [(-50, 52), (-30, 36), (30, 36), (50, 52)]
        )
        gem = _polygon([(cx, top + 2), (cx + 16, top + 24), (cx, top + 46), (cx - 16, top + 24)], jewel)
        band = (
            f'<rect x="{fmt(cx - 66)}" y="{fmt(base - 16)}" width="132" height="18" rx="6" fill="{robe}" '
            f'stroke="{OUTLINE}" stroke-width="3"/>'
        )
        return arch + points + gem + band
    # The jack's cap: a soft beret with a feather sweeping back.
    base = top + 96
    feather = (
        f'<path d="M{fmt(cx + 40)},{fmt(top + 60)} C{fmt(cx + 90)},{fmt(top + 10)} {fmt(cx + 120)},'
        f"{fmt(top + 4)} {fmt(cx + 132)},{fmt(top + 2)} C{fmt(cx + 120)},{fmt(top + 30)} {fmt(cx + 90)},"
        f'{fmt(top + 56)} {fmt(cx + 48)},{fmt(top + 72)} Z" fill="{jewel}" stroke="{OUTLINE}" '
        'stroke-width="3"/>'
    )
    cap = (
        f'<path d="M{fmt(cx - 76)},{fmt(base)} C{fmt(cx - 90)},{fmt(top + 40)} {fmt(cx - 30)},{fmt(top + 18)} '
        f"{fmt(cx + 10)},{fmt(top + 24)} C{fmt(cx + 60)},{fmt(top + 30)} {fmt(cx + 84)},{fmt(top + 60)} "
        f'{fmt(cx + 72)},{fmt(base)} Z" fill="{robe}" stroke="{OUTLINE}" stroke-width="3"/>'
    )
    band = (
        f'<rect x="{fmt(cx - 70)}" y="{fmt(base - 16)}" width="142" height="18" rx="4" fill="{trim}" '
        f'stroke="{OUTLINE}" stroke-width="3"/>'
    )
    return feather + cap + band


def face(rank: str, head_y: float) -> str:
    """Head, hair and a simple flat face."""
    cx = CENTRE_X
    hair = HAIR[rank]
    parts = []
    if rank == "Q":  # long hair falling to the shoulders
        parts.append(
            f'<path d="M{fmt(cx - 58)},{fmt(head_y - 20)} C{fmt(cx - 74)},{fmt(head_y + 40)} {fmt(cx - 70)},'
            f"{fmt(head_y + 86)} {fmt(cx - 84)},{fmt(head_y + 110)} L{fmt(cx + 84)},{fmt(head_y + 110)} "
            f"C{fmt(cx + 70)},{fmt(head_y + 86)} {fmt(cx + 74)},{fmt(head_y + 40)} {fmt(cx + 58)},"
            f'{fmt(head_y - 20)} Z" fill="{hair}" stroke="{OUTLINE}" stroke-width="3"/>'
        )
    parts.append(
        f'<ellipse cx="{fmt(cx)}" cy="{fmt(head_y)}" rx="48" ry="58" fill="{SKIN}" stroke="{OUTLINE}" '
        'stroke-width="3"/>'
    )
    if rank == "K":  # a full beard
        parts.append(
            f'<path d="M{fmt(cx - 47)},{fmt(head_y + 2)} C{fmt(cx - 44)},{fmt(head_y + 70)} {fmt(cx - 20)},'
            f"{fmt(head_y + 96)} {fmt(cx)},{fmt(head_y + 100)} C{fmt(cx + 20)},{fmt(head_y + 96)} {fmt(cx + 44)},"
            f"{fmt(head_y + 70)} {fmt(cx + 47)},{fmt(head_y + 2)} C{fmt(cx + 30)},{fmt(head_y + 30)} "
            f'{fmt(cx - 30)},{fmt(head_y + 30)} {fmt(cx - 47)},{fmt(head_y + 2)} Z" fill="{hair}" '
            f'stroke="{OUTLINE}" stroke-width="3"/>'
            f'<path d="M{fmt(cx - 26)},{fmt(head_y + 30)} C{fmt(cx - 12)},{fmt(head_y + 22)} {fmt(cx + 12)},'
            f'{fmt(head_y + 22)} {fmt(cx + 26)},{fmt(head_y + 30)}" fill="none" stroke="{OUTLINE}" '
            'stroke-width="4" stroke-linecap="round"/>'
        )
    elif rank == "J":  # short hair with a fringe
        parts.append(
            f'<path d="M{fmt(cx - 48)},{fmt(head_y - 4)} C{fmt(cx - 50)},{fmt(head_y - 40)} {fmt(cx - 20)},'
            f"{fmt(head_y - 58)} {fmt(cx)},{fmt(head_y - 58)} C{fmt(cx + 30)},{fmt(head_y - 58)} {fmt(cx + 50)},"
            f"{fmt(head_y - 40)} {fmt(cx + 48)},{fmt(head_y - 4)} C{fmt(cx + 30)},{fmt(head_y - 30)} "
            f'{fmt(cx - 30)},{fmt(head_y - 30)} {fmt(cx - 48)},{fmt(head_y - 4)} Z" fill="{hair}" '
            f'stroke="{OUTLINE}" stroke-width="3"/>'
        )
    eyes = "".join(
        f'<ellipse cx="{fmt(cx + dx)}" cy="{fmt(head_y - 6)}" rx="6" ry="4.5" fill="{OUTLINE}"/>'
        for dx in (-19, 19)
    )
    brows = "".join(
        f'<path d="M{fmt(cx + dx - 12)},{fmt(head_y - 18)} L{fmt(cx + dx + 12)},{fmt(head_y - 20)}" '
        f'stroke="{OUTLINE}" stroke-width="3" stroke-linecap="round"/>'
        for dx in (-19, 19)
    )
    nose = (
        f'<path d="M{fmt(cx)},{fmt(head_y - 2)} L{fmt(cx - 7)},{fmt(head_y + 16)} L{fmt(cx + 3)},'
        f'{fmt(head_y + 18)}" fill="none" stroke="{OUTLINE}" stroke-width="3" stroke-linejoin="round" '
        'stroke-linecap="round"/>'
    )
    mouth_y = head_y + (40 if rank == "K" else 33)
    mouth_colour = "#b4323c" if rank == "Q" else OUTLINE
    mouth = (
        f'<path d="M{fmt(cx - 13)},{fmt(mouth_y)} C{fmt(cx - 5)},{fmt(mouth_y + 6)} {fmt(cx + 5)},'
        f'{fmt(mouth_y + 6)} {fmt(cx + 13)},{fmt(mouth_y)}" fill="none" stroke="{mouth_colour}" '
        'stroke-width="4" stroke-linecap="round"/>'
    )
    return "".join(parts) + eyes + brows + nose + mouth


def robe(rank: str, suit: str, top: float, bottom: float) -> str:
    """Shoulders and robe, patterned in the suit's palette, with the suit's pip as a brooch."""
    cx = CENTRE_X
    robe_colour, trim, _tint, jewel = PALETTES[suit]
    left, right = FRAME_LEFT + 10, FRAME_RIGHT - 10
    body = (
        f'<path d="M{fmt(left)},{fmt(bottom)} L{fmt(left)},{fmt(top + 60)} C{fmt(left + 10)},{fmt(top + 20)} '
        f"{fmt(cx - 70)},{fmt(top)} {fmt(cx)},{fmt(top)} C{fmt(cx + 70)},{fmt(top)} {fmt(right - 10)},"
        f'{fmt(top + 20)} {fmt(right)},{fmt(top + 60)} L{fmt(right)},{fmt(bottom)} Z" fill="{robe_colour}" '
        f'stroke="{OUTLINE}" stroke-width="3"/>'
    )
    collar = _polygon(
        [
            (cx - 70, top + 4),
            (cx, top + 70),
            (cx + 70, top + 4),
            (cx + 40, top - 4),
            (cx, top + 30),
            (cx - 40, top - 4),
        ],
        trim,
    )
    # A band of chevrons across the chest; the queen's is scalloped, the jack's checked.
    band_y = top + 100
    band = (
        f'<rect x="{fmt(left)}" y="{fmt(band_y)}" width="{fmt(right - left)}" height="34" fill="{trim}" '
        f'stroke="{OUTLINE}" stroke-width="3"/>'
    )
    motifs = []
    step = (right - left) / 8
    for i in range(8):
        x = left + step * i
        if rank == "K":
            motifs.append(
                _polygon(
                    [(x + 4, band_y + 30), (x + step / 2, band_y + 5), (x + step - 4, band_y + 30)],
                    robe_colour,
                    width=2,
                )
            )
        elif rank == "Q":
            motifs.append(
                f'<circle cx="{fmt(x + step / 2)}" cy="{fmt(band_y + 17)}" r="10" fill="{jewel}" '
                f'stroke="{OUTLINE}" stroke-width="2"/>'
            )
        elif i % 2 == 0:
            motifs.append(
                f'<rect x="{fmt(x)}" y="{fmt(band_y)}" width="{fmt(step)}" height="34" '
                f'fill="{robe_colour}" stroke="{OUTLINE}" stroke-width="2"/>'
            )
    brooch_y = top + 70
    brooch = (
        f'<circle cx="{fmt(cx)}" cy="{fmt(brooch_y)}" r="28" fill="{FACE}" stroke="{OUTLINE}" '
        'stroke-width="3"/>' + pip(suit, cx, brooch_y, 36)
    )
    return body + collar + band + "".join(motifs) + brooch


def held_item(rank: str, suit: str, top: float) -> str:
    """The king's sceptre, the queen's flower, the jack's halberd, to the figure's side."""
    robe_colour, trim, _tint, jewel = PALETTES[suit]
    x = FRAME_LEFT + 44
    if rank == "K":
        return (
            f'<rect x="{fmt(x - 6)}" y="{fmt(top - 40)}" width="12" height="200" fill="{trim}" '
            f'stroke="{OUTLINE}" stroke-width="3"/>'
            f'<circle cx="{fmt(x)}" cy="{fmt(top - 52)}" r="20" fill="{jewel}" stroke="{OUTLINE}" '
            'stroke-width="3"/>'
            + _polygon([(x - 6, top - 86), (x + 6, top - 86), (x + 6, top - 72), (x - 6, top - 72)], trim)
        )
    if rank == "Q":
        petals = "".join(
            f'<ellipse cx="{fmt(x + 18 * math.cos(angle))}" cy="{fmt(top - 40 + 18 * math.sin(angle))}" rx="13" '
            f'ry="13" fill="{jewel}" stroke="{OUTLINE}" stroke-width="2"/>'
            for angle in [i * math.tau / 5 - math.pi / 2 for i in range(5)]
        )
        return (
            f'<path d="M{fmt(x)},{fmt(top - 30)} C{fmt(x + 8)},{fmt(top + 40)} {fmt(x - 8)},{fmt(top + 90)} '
            f'{fmt(x + 4)},{fmt(top + 150)}" fill="none" stroke="#3f7d3a" stroke-width="7"/>'
            + petals
            + f'<circle cx="{fmt(x)}" cy="{fmt(top - 40)}" r="10" fill="{trim}" stroke="{OUTLINE}" '
            'stroke-width="2"/>'
        )
    blade = _polygon(
        [
            (x, top - 96),
            (x + 16, top - 60),
            (x + 30, top - 70),
            (x + 26, top - 36),
            (x + 6, top - 44),
            (x + 6, top - 30),
            (x - 6, top - 30),
            (x - 6, top - 44),
            (x - 26, top - 36),
            (x - 30, top - 70),
            (x - 16, top - 60),
        ],
        "#c9ced6",
    )
    shaft = (
        f'<rect x="{fmt(x - 5)}" y="{fmt(top - 32)}" width="10" height="190" fill="#8a5a2b" '
        f'stroke="{OUTLINE}" stroke-width="3"/>'
    )
    return shaft + blade + f'<circle cx="{fmt(x)}" cy="{fmt(top - 31)}" r="7" fill="{robe_colour}"/>'


def court_half(rank: str, suit: str) -> str:
    """The top half of a court card's picture; the bottom half is this turned 180 degrees."""
    head_y = FRAME_TOP + 190
    return (
        robe(rank, suit, head_y + 62, CENTRE_Y)
        + face(rank, head_y)
        + headwear(rank, suit, head_y - 150)
        + held_item(rank, suit, head_y + 40)
    )


def court_face(rank: str, suit: str) -> str:
    """A double-ended picture in a thin frame, tinted by suit."""
    _robe, trim, tint, _jewel = PALETTES[suit]
    frame = (
        f'<rect x="{fmt(FRAME_LEFT)}" y="{fmt(FRAME_TOP)}" width="{fmt(FRAME_RIGHT - FRAME_LEFT)}" '
        f'height="{fmt(FRAME_BOTTOM - FRAME_TOP)}"'
    )
    half = court_half(rank, suit)
    picture = (
        f'{frame} fill="{tint}"/>'
        f"<g>{half}</g>"
        f'<g transform="rotate(180 {fmt(CENTRE_X)} {fmt(CENTRE_Y)})">{half}</g>'
        # The two halves meet on a thin gold rule with an outline on each side.
        f'<rect x="{fmt(FRAME_LEFT)}" y="{fmt(CENTRE_Y - 5)}" width="{fmt(FRAME_RIGHT - FRAME_LEFT)}" height="10" '
        f'fill="{trim}" stroke="{OUTLINE}" stroke-width="2.5"/>'
        f'{frame} fill="none" stroke="{OUTLINE}" stroke-width="4"/>'
    )
    return picture


# --- whole cards --------------------------------------------------------------------------


def card_outline(fill: str) -> str:
    """The rounded card shape with its thin grey edge."""
    return (
        f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" rx="{CORNER_RADIUS}" '
        f'ry="{CORNER_RADIUS}" fill="{fill}" stroke="{EDGE}" stroke-width="3"/>'
    )


def svg_document(body: str, title: str) -> str:
    """Wrap a body in an SVG document of the card's size."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="63mm" height="88mm" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}">\n<title>{title}</title>\n{body}\n</svg>\n'
    )


# The card names come from the app's own card model, so the two can never disagree.
RANK_NAMES = {rank.letter: rank.title for rank in Rank}
SUIT_NAMES = {suit.letter: suit.title for suit in Suit}


def card_svg(rank: str, suit: str) -> str:
    """One whole card face."""
    if rank == "A":
        middle = ace_face(suit)
    elif rank in "JQK":
        middle = court_face(rank, suit)
    else:
        middle = number_face(rank, suit)
    body = card_outline(FACE) + middle + corner_index(rank, suit)
    return svg_document(body, f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}")


def back_svg() -> str:
    """The card back: a lattice of small diamonds in blue and gold inside a white border.

    Only whole tiles inside the field are drawn, so no clipping is needed (older QtSvg
    versions ignore clip paths).
    """
    inner = 34
    step = 44
    half = 18
    tiles = []
    rows = int((HEIGHT - 2 * inner) / (step / 2))
    for row in range(rows + 1):
        y = inner + 22 + row * step / 2
        for column in range(WIDTH // step + 1):
            x = inner + 24 + column * step + (step / 2 if row % 2 else 0)
            if x + half > WIDTH - inner - 4 or y + half > HEIGHT - inner - 4:
                continue
            colour = "#f0c75e" if (row + 2 * column) % 5 == 0 else "#2f5fa8"
            tiles.append(
                _polygon([(x, y - half), (x + 16, y), (x, y + half), (x - 16, y)], colour, "#1d3b6e", 1.5)
            )
    field_rect = (
        f'<rect x="{inner}" y="{inner}" width="{WIDTH - 2 * inner}" height="{HEIGHT - 2 * inner}" '
        'rx="18" fill="#1d3b6e"/>'
    )
    border = (
        f'<rect x="{inner + 8}" y="{inner + 8}" width="{WIDTH - 2 * inner - 16}" '
        f'height="{HEIGHT - 2 * inner - 16}" rx="12" fill="none" stroke="#f0c75e" stroke-width="3"/>'
    )
    body = card_outline("#ffffff") + field_rect + "".join(tiles) + border
    return svg_document(body, "Card back")


def main() -> None:
    """Write every card and the back into resources/deck/."""
    out = Path(__file__).resolve().parent / "deck"
    out.mkdir(exist_ok=True)
    for suit in SUIT_CODES:
        for rank in RANK_CODES:
            (out / f"{rank}{suit}.svg").write_text(card_svg(rank, suit), encoding="utf-8")
    (out / "back.svg").write_text(back_svg(), encoding="utf-8")
    # The large-index faces (View > Large Card Indexes), a second set beside the first.
    import large_index  # here, not at the top: it imports this module

    large = out / "large"
    large.mkdir(exist_ok=True)
    for suit in SUIT_CODES:
        for rank in RANK_CODES:
            (large / f"{rank}{suit}.svg").write_text(large_index.large_card_svg(rank, suit), encoding="utf-8")
    print(f"wrote 53 SVG files to {out} and 52 to {large}")


if __name__ == "__main__":
    main()
