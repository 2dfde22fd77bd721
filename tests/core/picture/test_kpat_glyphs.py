"""KPatience JPEGs whose cards were found but left in doubt, now read by the pixels where two
drawn cards differ sharply (`glyphs.sharp_pixels`, `choice._settled_sharply`), kept in
tests/data/pictures/kpat_glyphs with their deals in its manifest.json (made by
tests/picture/make_kpat_jpegs.py, seeds 27-29, windows 800 x 600).

- Nicu Ornamental, cards 75 px: a covered card's strip ends in the top of the corner's suit
  sign, a spade's point or a club's leaf a few pixels across, within a pixel of each other
  everywhere, so the pixels telling strokes apart (`glyphs.telling_pixels`) were too few and
  every black card stayed a spade-or-club doubt (25 and 36 of 52 read).
- Oxygen Air, cards 72 px: the corner shows the rank only, but a 2's and a 3's strip reach the
  pip at top centre, and the ace's corner a small suit sign (44 of 52 read).
- Oxygen White, Dondorf and XSkat French, small suit signs alike (50, 50 and 48 of 52 read).
- Oxygen (dark faces), cards 72 px: a 2's pip is grey on black, and the spade's point and the
  club's leaf differ by at most 5 levels of 16, under the 6 taken as sharp on a light face; a
  dark face's are taken at 4 (`glyphs.DARK_SHARP_LEVELS`; 46 of 52 read)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .kpatience_jpegs import right_and_wrong

PICTURES = Path(__file__).resolve().parents[2] / "data" / "pictures" / "kpat_glyphs"
MANIFEST = json.loads((PICTURES / "manifest.json").read_text())
READ_AT_LEAST = {
    "kpat-svg-nicu-ornamental-1679118261-800-q50.jpg": 50,
    "kpat-svg-nicu-ornamental-968628-800-q60.jpg": 50,
    "kpat-svg-oxygen-air-1683602986-800-q70.jpg": 49,
    "kpat-svg-oxygen-white-1238456099-800-q70.jpg": 51,
    "kpat-svg-dondorf-1942325297-800-q50.jpg": 51,
    "kpat-svg-xskat-french-843707-800-q70.jpg": 51,
    "kpat-svg-oxygen-1088432613-800-q65.jpg": 47,
}
"""Cascade cards read right, each more than before the sharp pixels (25, 36, 44, 50, 50, 48; dark
Oxygen 46, now 48)."""


@pytest.mark.parametrize("item", MANIFEST, ids=[item["file"] for item in MANIFEST])
def test_a_suit_or_rank_told_by_a_few_sharp_pixels_is_read_and_never_wrong(item: dict[str, object]) -> None:
    name = str(item["file"])
    right, wrong = right_and_wrong(PICTURES / name, int(str(item["deal"])))
    assert wrong == []
    assert right >= READ_AT_LEAST[name]
