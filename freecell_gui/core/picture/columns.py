"""The eight cascades' columns across a picture of a FreeCell table: the light runs of paper
counted down each pixel column, rejoined where a line or a dark stretch of one card parts them,
eight neighbouring runs of one width. (Measured on KPatience's and this program's screenshots;
see the README's section on pictures.)
"""

from __future__ import annotations

from statistics import median

from freecell_gui.core.picture.pixels import PictureError
from freecell_gui.core.picture.spacing import CASCADES

_SPLIT = 4
"""The widest dip in a light run across that is a line down the cards (a frame, a column of index
ink under a tall light panel's threshold), not the gap between two cascades."""
_LEAST_FACE_ROWS = 20
"""A pixel column with fewer paper pixels than this holds no card face (a card is far higher)."""
_COLUMN_SHARE = 0.3
"""A pixel column is in a cascade's light run when it holds this share of the fullest column's
paper: the columns between cascades hold none, a cascade's columns through its index ink well
over half."""
_LEAST_RUN = 12
"""A light run narrower than this many pixels is not a card (a label, a glint): the reader
needs cards at least about 40 px wide to read anything."""
_DIP_FLOOR = 0.05
"""A dip in a light run across whose every pixel column holds this share of the fullest column's
paper is inside a card: between cascades lies bare felt (none). Dark Oxygen's black faces at 1280
x 900 are the felt's colour within its shading (green 57 apart, 59 allowed) over their right half,
which parted the last cascade's run 13-19 px wide: "no columns found". Only for faces found as
what differs from the felt (`dark_faces`): on light paper such a dip is left as it was."""
_FRAME_JOIN = 1.15
"""Two runs parted by a dip are one card's when together no wider than this many typical runs."""
_WIDTH_SLACK = 3
"""Pixels by which a cascade's run may differ from the others' however small the cards (one
card's shadow or antialiased edge)."""
_WIDEST_GAP = 1.5
"""The most space between neighbouring cascades, in card widths (this program's gap is 0.16,
KPatience's about 0.2): runs further apart are not one table."""


def light_runs(values: list[float], threshold: float) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    start = -1
    for index, value in enumerate([*values, 0.0]):
        if value > threshold and start < 0:
            start = index
        elif value <= threshold and start >= 0:
            runs.append((start, index))
            start = -1
    return runs


def column_runs(
    light: bytes | bytearray, width: int, tolerance: float, dark_faces: bool = False
) -> list[tuple[int, int]]:
    """The eight neighbouring light runs across (paper counted down each pixel column) most alike
    in width (within `tolerance` of their median) that hold the most paper."""
    counts = [light[x::width].count(1) for x in range(width)]
    peak = max(counts)
    if peak < _LEAST_FACE_ROWS:
        raise PictureError("no card faces found (no light rectangles on a darker table)")
    floor = _DIP_FLOOR * peak if dark_faces else float("inf")
    runs = _rejoined(light_runs([float(c) for c in counts], peak * _COLUMN_SHARE), counts, floor)
    best: list[tuple[int, int]] = []
    best_score = -1
    for first in range(len(runs) - CASCADES + 1):
        window = runs[first : first + CASCADES]
        score = sum(sum(counts[start:end]) for start, end in window)
        if _alike(window, tolerance) and score > best_score:
            best, best_score = window, score
    if not best:
        raise PictureError(
            f"no FreeCell table found: {len(runs)} columns of cards where a table has 8 of one width"
        )
    return best


def _rejoined(raw: list[tuple[int, int]], counts: list[int], floor: float) -> list[tuple[int, int]]:
    """Runs split by a line down a card (a picture's frame) or by a dip in which no pixel column
    is bare felt (`_DIP_FLOOR`) joined again, if no wider than a card (the typical width of the
    runs as a dip of `_SPLIT` would join them all); then the runs too narrow to be a card left
    out."""
    joined: list[tuple[int, int]] = []
    for run in raw:
        joined = (
            [*joined[:-1], (joined[-1][0], run[1])]
            if joined and run[0] - joined[-1][1] <= _SPLIT
            else [*joined, run]
        )
    typical = median([end - start for start, end in joined if end - start >= _LEAST_RUN] or [0])
    runs: list[tuple[int, int]] = []
    for run in raw:
        dip = counts[runs[-1][1] : run[0]] if runs else []
        split = len(dip) <= _SPLIT or min(dip) >= floor
        if runs and split and run[1] - runs[-1][0] <= _FRAME_JOIN * typical:
            runs[-1] = (runs[-1][0], run[1])
        else:
            runs.append(run)
    return [run for run in runs if run[1] - run[0] >= _LEAST_RUN]


def _alike(window: list[tuple[int, int]], tolerance: float) -> bool:
    """Runs of one width (within `tolerance` of their median, or `_WIDTH_SLACK` pixels), none
    further from the next than `_WIDEST_GAP` card widths: a table's cascades."""
    widths = [end - start for start, end in window]
    middle = median(widths)
    if any(abs(w - middle) > max(_WIDTH_SLACK, tolerance * middle) for w in widths):
        return False
    return max(window[i + 1][0] - window[i][1] for i in range(len(window) - 1)) <= _WIDEST_GAP * middle
