"""Down one cascade: its run of card rows, the rows where a card's top shows, and the regular
spacing of those tops.

A cascade's profile is the share of paper in each row (across its inner width). Overlapped
cards are parted by a border a row or two high with no paper, or by a soft shadow under which
bare paper starts again; each is a top seen. Deck art can draw a line across a card that looks
like a border (frames of court cards), and JPEG blur can hide a border, so the tops are not
taken as seen: a spacing is fitted to them, and the cards are where the spacing puts them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from statistics import median

Segment = tuple[int, int, list[int]]
"""A run of card rows down a cascade: its first row, its end (past the last row) and the rows
where a card's top was seen."""

BORDER_ROWS = 4
"""The most rows of a border between two overlapped cards (KPatience's are 1-2 rows, this
program's 1, measured on their screenshots; the caller widens it with the card's size): a longer run without paper ends the cascade."""
NO_PAPER = 0.12
"""A row with at most this share of paper is a border or a shadow, not a card's row (a border
row still catches some paper at the card's rounded corners and from antialiasing)."""
PAPER_AGAIN = 0.7
"""The first row after a border is a card's top when at least this share of it is paper (the
index's ink is well under a third of a row)."""
SHADOW_LIFT = 0.15
"""Decks without a border line: a row of bare paper (`BARE`) at least this share more paper
than the row above (the shadow the covering card casts) is a card's top."""
BARE = 0.97
"""A row at least this share paper is bare paper (no ink, no shadow)."""
TOP_APART = 3
"""Two tops seen closer than this many rows are one border's two edges."""
SPACING_RANGE = (0.12, 1.0)
"""A cascade's spacing lies between these shares of the card's width: below 0.12 no index
shows (a rank's glyph alone is about 0.2 of a card's width high), and a spacing of more than
a card's width would show most of each card (this program's is 0.43, KPatience's about 0.48,
measured on their screenshots)."""
LAST_CARD = 1.1
"""The bottom card shows at least this many card widths of its height (a card is about 1.4
widths high; fewer are spacing missed past the end)."""
MISS_COST = 1.5
"""A spacing's score is the tops it places on a top seen, less this for each it places on none:
a border not seen is a miss, not a new spacing, and a spacing half the true one would place
every other top on nothing."""
ON_SPACING = (2.0, 0.06)
"""A top seen counts as placed by a spacing when within this many pixels, or this share of
the spacing if larger (JPEG blur and rounding move a border by 1-2 px)."""
SNAP = 2
"""A card's top placed by the spacing moves to a top seen within this many pixels."""
MULTIPLE = 0.08
"""A cascade's spacing within this of a whole multiple (two or more) of the table's is a
cascade whose every other border was missed."""


def segments(profile: list[float], gap: int = BORDER_ROWS) -> list[Segment]:
    """Runs of card rows (gaps of at most `gap` rows joined), each with its tops seen."""
    found: list[Segment] = []
    start, end = -1, -1
    tops: list[int] = []
    for y, value in enumerate(profile):
        if value <= NO_PAPER:
            continue
        if start >= 0 and y - end <= gap:
            if (y > end and value > PAPER_AGAIN) or _below_shadow(profile, y, tops):
                tops.append(y)
            end = y + 1
            continue
        if start >= 0:
            found.append((start, end, tops))
        start, end, tops = y, y + 1, []
    if start >= 0:
        found.append((start, end, tops))
    return found


def _below_shadow(profile: list[float], y: int, tops: list[int]) -> bool:
    """Bare paper just below a soft shadow: the top of a card of a deck without border lines."""
    value = profile[y]
    return value >= BARE and profile[y - 1] <= value - SHADOW_LIFT and (not tops or y - tops[-1] > TOP_APART)


def snap(segment: Segment, place: float) -> int:
    """The top seen nearest `place` (within `SNAP` pixels), else `place` rounded."""
    near = [top for top in segment[2] if abs(top - place) <= SNAP]
    return min(near, key=lambda top: abs(top - place)) if near else round(place)


def _tolerance(spacing: float) -> float:
    return max(ON_SPACING[0], ON_SPACING[1] * spacing)


def fit_spacing(segment: Segment, run_width: float) -> tuple[float, int]:
    """The spacing of a cascade's card tops that the tops seen fit best, and the index of the
    last top it places (0: the cascade shows one card). Lines inside a card (frames, shadows)
    fall off the spacing; a border not found is a miss, not a new spacing."""
    start, end, tops = segment
    last = end - LAST_CARD * run_width
    low, high = SPACING_RANGE
    candidates = {
        (top - start) / k
        for top in tops
        for k in (1, 2, 3)
        if low * run_width <= (top - start) / k <= high * run_width
    }
    best = (0.0, 0.0, 0)
    for spacing in sorted(candidates):
        score, last_hit = _score(start, last, tops, spacing)
        if score > best[0]:
            best = (score, spacing, last_hit)
    return _refined(start, tops, best[1]), best[2]


def _score(start: int, last: float, tops: list[int], spacing: float) -> tuple[float, int]:
    """How well `spacing` from `start` places tops seen down to row `last`: the tops it places on
    one less `MISS_COST` for each it places on none; and the index of the last it places on one."""
    tolerance = _tolerance(spacing)
    hits = misses = last_hit = 0
    k = 1
    while start + k * spacing <= last:
        if any(abs(top - (start + k * spacing)) <= tolerance for top in tops):
            hits += 1
            last_hit = k
        else:
            misses += 1
        k += 1
    return hits - MISS_COST * misses, last_hit


def _score_by_cascade(found: list[Segment], spacing: float, run_width: float) -> float:
    """`spacing` scored down each cascade against its own tops, summed: a line of one card's art
    then fills no gap in another cascade's tops, as it does when the tops are pooled."""
    return sum(
        _score(segment[0], segment[1] - LAST_CARD * run_width, segment[2], spacing)[0] for segment in found
    )


def _refined(start: int, tops: list[int], spacing: float) -> float:
    """The spacing the tops on it fit best (least squares through the cascade's start).

    The candidates are whole-pixel gaps over one to three cards, and a table's spacing is not a
    whole number of pixels (this program's is 0.31 of a card's height: 71.45 px at 1600 px
    wide). Kept as found, 71.0 drifted the seventh card's top 3 px up, the card's height came
    out 2 px tall, and the decks drawn at that size no longer told spades from clubs."""
    if spacing <= 0:
        return spacing
    tolerance = _tolerance(spacing)
    pairs = []
    for top in tops:
        k = round((top - start) / spacing)
        if k >= 1 and abs(top - (start + k * spacing)) <= tolerance:
            pairs.append((k, top - start))
    if not pairs:
        return spacing
    return sum(k * offset for k, offset in pairs) / sum(k * k for k, _offset in pairs)


def joint_spacing(found: list[Segment], run_width: float, faint: bool = True) -> float:
    """The spacing the tops of all cascades fit together (0.0 if none): the cascades of a table
    share their spacing, and a top one cascade misses another shows. With `faint` tops (seen at
    `faces.WEAK_EDGE`), the spacing the tops two cascades show (within `SNAP` rows) fit, if all
    the tops fit a whole part of it: a line of one card's art is seen in its cascade alone, and
    pooled from eight cascades such lines fitted a third of the spacing (KPatience's Ancient
    Egyptians at 800 px: 11.3 px for 33.6). Not for other spacings: taken wherever 3 % apart,
    an XSkat German JPEG at 1280 px had 5 cards claimed wrong. Not with clear tops: there the
    tops shared fitted an XSkat French table's spacing where all the tops fitted half of it,
    and two of its cards read before stayed in doubt. Otherwise the pooled spacing stands unless
    one that half the cascades' own tops fit scores better down the cascades (`_score_by_cascade`)."""
    if not found:
        return 0.0
    start = round(median(segment[0] for segment in found))
    by_cascade = [{top - segment[0] + start for top in segment[2]} for segment in found]
    lengths = sorted(segment[1] - segment[0] for segment in found)
    pooled = _pooled_spacing(start, start + lengths[-1], sorted(set().union(*by_cascade)), run_width)
    if len(found) == 1 or not faint:
        return pooled
    shared = sorted(
        top
        for index, seen in enumerate(by_cascade)
        for top in seen
        if any(abs(top - other) <= SNAP for j, more in enumerate(by_cascade) if j != index for other in more)
    )
    # Tops are shared only as deep as the second longest cascade reaches.
    common = _pooled_spacing(start, start + lengths[-2], sorted(set(shared)), run_width)
    parts = common / pooled if pooled else 0.0
    if round(parts) >= 2 and abs(parts - round(parts)) < MULTIPLE:
        return common  # the art lines filled in a whole part of the spacing
    # Art lines pooled may also fill in a part of it that is not whole (two thirds: Ancient
    # Egyptians at 800 px, 22.3 px for 33.6, shared or not): a spacing that half the cascades'
    # own tops fit (or a whole multiple of it) is then weighed against the pooled one, each
    # scored down each cascade against its own tops. No other: XSkat German JPEGs whose faint
    # tops were mostly their pips' lines fitted 17-93 px down their cascades, and the shared
    # tops' spacing or one cascade's (88 px for 53, 56 for 33) made a table of 38-41 cards, 5
    # claimed wrong; the pooled spacing (16 px, 8.5) made no table and the next way was taken.
    shown = [spacing for spacing, last in (fit_spacing(segment, run_width) for segment in found) if last > 0]
    shared_own = [s for s in shown if 2 * sum(1 for other in shown if _on_table(other, s)) >= len(found)]
    candidates = [spacing for spacing in (pooled, *shared_own) if spacing > 0]
    return max(candidates, key=lambda spacing: _score_by_cascade(found, spacing, run_width), default=0.0)


def _pooled_spacing(start: int, end: int, tops: list[int], run_width: float) -> float:
    spacing, last = fit_spacing((start, end, tops), run_width)
    return spacing if last > 0 else 0.0


def common_spacing(fit: tuple[float, int], common: float) -> tuple[float, int]:
    """A cascade's spacing that is two or more times the table's is borders missed (a deck without
    border lines shows some tops only by a faint shadow), one within `ALIKE_SPACING` of it is the
    table's read from fewer tops: the table's spacing is taken instead."""
    if fit[1] == 0 or common <= 0:
        return fit
    ratio = fit[0] / common
    times = round(ratio)
    if times >= 2 and abs(ratio - times) < MULTIPLE:
        return common, fit[1] * times
    if abs(ratio - 1.0) < ALIKE_SPACING:
        return common, fit[1]
    return fit


ALIKE_SPACING = 0.03
"""A cascade's spacing this close to the table's is the table's: a false top in dark Oxygen's art
made one cascade's 45.1 px where the cards lie 44.0 apart (its last card 5 px off, in doubt)."""

PERIOD_HALF = 0.85
"""A profile's period is taken at a whole part of the best lag when that lag correlates this
well relative to the best (a period repeats at twice and three times itself)..."""
_MOST_PARTS = 4
"""... the parts tried: up to a quarter of the best lag."""
_FLAT = 1e-6
"""A profile whose variance is under this is even: no period."""


def periodic_spacing(profiles: list[list[float]], run_width: float) -> float:
    """The spacing at which the cascades' row profiles (each over its overlapped cards only)
    repeat best, by autocorrelation (0.0 if none is long enough): a card's top strip looks alike
    from card to card, whatever marks its top. For decks with no border or shadow across a
    card's top seen (KDE's Nicu Ornamental: cream paper with a frame line a third of the way
    down each strip, which no top rule may trust)."""
    low, high = round(SPACING_RANGE[0] * run_width), round(SPACING_RANGE[1] * run_width)
    scores = [0.0] * (high + 1)
    used = False
    for profile in profiles:
        if len(profile) < 2 * low + 2:
            continue
        mean = sum(profile) / len(profile)
        centred = [value - mean for value in profile]
        energy = sum(value * value for value in centred)
        if energy < _FLAT * len(centred):  # an even profile repeats at every lag: no period
            continue
        used = True
        for lag in range(low, min(high, len(centred) // 2) + 1):
            pairs = len(centred) - lag
            together = sum(a * b for a, b in zip(centred, centred[lag:], strict=False))
            scores[lag] += together / energy * len(centred) / pairs
    if not used:
        return 0.0
    best = max(range(low, high + 1), key=scores.__getitem__)
    if scores[best] <= 0:
        return 0.0
    # A period repeats at its multiples as well: the shortest lag that scores as well is taken.
    for parts in range(_MOST_PARTS, 1, -1):
        near = [lag for lag in range(round(best / parts) - 1, round(best / parts) + 2) if low <= lag <= high]
        if near:
            lag = max(near, key=scores.__getitem__)
            if scores[lag] >= PERIOD_HALF * scores[best]:
                return float(lag)
    return float(best)


ASPECT = 1.4
"""A card's height over the width of its light run, about (decks are 1.39-1.45: 88 x 63 mm
poker and bridge cards, SVG decks drawn to them): for a cascade none of whose tops fit."""
UNKNOWN_SPACING = 0.5
"""The spacing taken, in card widths, when no cascade shows two tops (about KPatience's 0.48 and
this program's 0.43)."""
MOST_CARDS = 52
"""A table shows no more cards than a deck holds (a cascade's count from its length may be one
over: its last card's height is guessed)..."""
CASCADES = 8
"""... and it has eight cascades."""


def cascade_fits(
    found: list[Segment | None],
    run_width: float,
    profiles: Callable[[], list[list[float]]] | None = None,
    faint: bool = False,
) -> list[tuple[float, int] | None]:
    """Each cascade's spacing and the index of its last card (None where no cascade was found).

    A cascade whose own tops fit no spacing (one card, or borders lost in blur) takes the
    table's: the spacing all cascades' tops fit together, else the median of those that fit
    one, else the period at which the cascades' `profiles` repeat, else half a card's width;
    its cards are counted from its length then. `faint`: the tops were seen at a weak edge, and
    a line of one card's art may be among them (`joint_spacing`)."""
    own = [fit_spacing(segment, run_width) if segment else None for segment in found]
    fitted = [fit[0] for fit in own if fit is not None and fit[1] > 0]
    table = joint_spacing([s for s in found if s], run_width, faint) or (median(fitted) if fitted else 0.0)
    if table and profiles and _sparse(found, table, run_width):
        table = _parted_by_period(table, periodic_spacing(profiles(), run_width))
    if not table and profiles:
        table = periodic_spacing(profiles(), run_width)
        cards = sum(_counted(segment, table, run_width) + 1 for segment in found if segment) if table else 0
        if cards > MOST_CARDS + CASCADES:  # a period of the art inside the cards, not of their tops
            table = 0.0
    table = table or UNKNOWN_SPACING * run_width
    agreed = 2 * sum(1 for spacing in fitted if _on_table(spacing, table)) >= len(own)
    fits: list[tuple[float, int] | None] = []
    for segment, fit in zip(found, own, strict=True):
        if segment is None or fit is None:
            fits.append(None)
        elif fit[1] > 0 and (
            _table_explains(segment, fit[0], table, run_width) or (agreed and _wider(fit[0], table))
        ):
            fits.append((table, _counted(segment, table, run_width)))  # false tops in a card's art
        elif fit[1] > 0:
            fits.append(common_spacing(fit, table))
        else:
            fits.append((table, _counted(segment, table, run_width)))
    return fits


def _sparse(found: list[Segment | None], table: float, run_width: float) -> bool:
    """True if the table's spacing places fewer tops seen than there are cascades: so few may be
    every other top (a deck with no border across its cards, stray lines seen as tops)."""
    cascades = [segment for segment in found if segment]
    return sum(_explained(segment, table, run_width) for segment in cascades) < len(cascades)


def _parted_by_period(table: float, period: float) -> float:
    """The table's spacing, or the whole part of it that the cascades' profiles repeat at (Nicu
    Ornamental at 1280 px: two stray tops fitted 106.4 px, the strips repeat every 53, and the
    7 cards of a cascade were counted 4: 28 cards boxed, none read)."""
    if period <= 0:
        return table
    parts = round(table / period)
    return table / parts if parts >= 2 and abs(table / period - parts) < MULTIPLE * parts else table


def _on_table(own: float, table: float) -> bool:
    """True if a cascade's own spacing is the table's, or a whole multiple of it (borders missed)."""
    ratio = own / table
    times = round(ratio)
    return abs(ratio - 1.0) < ALIKE_SPACING or (times >= 2 and abs(ratio - times) < MULTIPLE)


def _wider(own: float, table: float) -> bool:
    """True if a cascade's own spacing is wider than the table's, and no whole multiple of it (a
    multiple is borders missed, `common_spacing`). Where half the cascades' own spacings or more
    are the table's (`_on_table`), such a spacing is lines of the cards' art: a cascade's cards
    lie no further apart than the table's, only closer where a long cascade is squeezed into the
    window (Nicu White at 800 px: a queen's picture and one top fitted 51.5 px where the cards
    lay 33.5 apart, and its 6 cards were counted 4)."""
    return own > (1.0 + ALIKE_SPACING) * table and not _on_table(own, table)


TIE_TOPS = 2
"""A cascade's own spacing gives way to the table's when the table's explains as many of its tops,
if that is at least this many: one top on both is no evidence (a squashed Future table's garbage
cascades, one top each)."""


def _table_explains(segment: Segment, own: float, table: float, run_width: float) -> bool:
    """True if the table's spacing explains more of a cascade's tops than its own spacing, or as
    many (at least `TIE_TOPS`): the other cascades show the table's (Ancient Egyptians at 800 px:
    art lines 55.8 px apart explained three tops of the last cascade, as the cards' 33.6 did)."""
    by_table, by_own = _explained(segment, table, run_width), _explained(segment, own, run_width)
    return by_table > by_own or by_table == by_own >= TIE_TOPS


def _explained(segment: Segment, spacing: float, run_width: float) -> int:
    """How many of a cascade's tops seen fall on `spacing` from its start (within `SNAP`): a false
    top in Paris's art once drew a cascade's spacing to 56 px where its cards lay 33.7 apart."""
    start, _end, tops = segment
    last = _counted(segment, spacing, run_width)
    return sum(1 for top in tops if any(abs(top - (start + k * spacing)) <= SNAP for k in range(1, last + 1)))


def _counted(segment: Segment, spacing: float, run_width: float) -> int:
    """The index of a cascade's last card at `spacing`, from the cascade's length."""
    return max(0, round((segment[1] - segment[0] - ASPECT * run_width) / spacing))


_BAR_ROWS = 2
"""Runs in many columns within this many rows of each other are one bar across the picture."""


def bars_across(by_column: list[list[Segment]]) -> list[tuple[int, int]]:
    """The runs of light rows found at the same rows in at least half of the columns: a window's
    menu or status bar across the picture, not a card."""
    bars = []
    for found in by_column:
        for start, end, _tops in found:
            alike = sum(
                any(abs(start - s) <= _BAR_ROWS and abs(end - e) <= _BAR_ROWS for s, e, _t in other)
                for other in by_column
            )
            if 2 * alike >= len(by_column):
                bars.append((start, end))
    return bars


END_SLACK = 2
"""Rows by which two cascades' ends may differ and still be the bottoms of cards as deep (JPEG
blur, a shadow's antialiasing)."""


def parts_of_one_cascade(
    cascade: Segment,
    after: Segment,
    art_gap: float,
    run_width: float,
    bars: list[tuple[int, int]],
    ends: Sequence[int] = (),
) -> bool:
    """True if the run of card rows `after`, below `cascade`'s in one column, is more of that
    cascade: it starts within `art_gap` rows (a card's dense art), or it ends within the last
    card's reach (`last_card_reach`: the rest of a court card under its picture) or where another
    cascade ends (`ends`, within `END_SLACK` rows and a card's height of where the paper stopped:
    cards as deep end on one row), and is no bar across the picture (`bars_across`: KPatience's
    status bar below a long cascade)."""
    if after[0] <= cascade[1]:
        return False
    if after[0] <= cascade[1] + art_gap:
        return True
    if (after[0], after[1]) in bars:
        return False
    # The reach counts from the last top seen; a court card's picture may hide the tops above it
    # too (XSkat German at 1000 px: a king's, its top and the one above unseen, 2 cards missed).
    aligned = after[1] <= cascade[1] + ASPECT * run_width and any(
        abs(after[1] - end) <= END_SLACK for end in ends
    )
    return aligned or after[1] <= last_card_reach(cascade, run_width)


def last_card_reach(segment: Segment, run_width: float) -> float:
    """How far down the last card of a cascade's run of card rows `segment` may reach: a card's
    height (`ASPECT` run widths) below its last top seen, and a spacing more (the last card's own
    top may not be seen). Paper seen again above this, past rows of no paper, is that card's: a
    court card's picture parts its run (KPatience's Paris, Jolly Royal, Tigullio and XSkat
    kings, queens and jacks), and a label further below is not a card."""
    seen = [segment[0], *segment[2]]
    step = median(after - before for before, after in pairwise(seen)) if len(seen) > 1 else 0
    # Nor further than a card's height below where the paper stopped: tops seen in a card's
    # pips (Oxygen Air's nine of clubs) are no card's.
    return min(seen[-1] + ASPECT * run_width + step, segment[1] + ASPECT * run_width)
