"""Reading KPatience's JPEGs: `python -m tests.benchmarks.bench_picture_jpegs`.

Each KPatience JPEG kept for the reader's tests (tests/data/pictures, tests/picture/data: 800 to
1280 px windows, JPEG quality 50-70, a deck each), read with the installed decks already drawn
(the window's cache, so a deck's drawing is not what is timed): the median of 5 reads each, and
the slowest of those medians against the 1 s a reading may take. To compare two versions of the
reader, run this module on each, one after the other.
"""

from __future__ import annotations

import functools
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.reading import read_picture
from freecell_gui.ui.picture.decode import pixel_buffer, read_picture_file
from freecell_gui.ui.picture.templates import installed_template_decks
from freecell_gui.ui.qt_app import application
from tests.benchmarks.harness import Figure, at_most, median_seconds, print_figures

TESTS = Path(__file__).resolve().parents[1]
FOLDERS = (TESTS / "data" / "pictures", TESTS / "picture" / "data")
REPEATS = 5
TARGET_S = 1.0


def _jpegs() -> list[Path]:
    """The KPatience JPEGs of the test folders (Future's aside: it is read by tabs, not indices)."""
    found = []
    for folder in FOLDERS:
        manifest = folder / "manifest.json"
        names = [item["file"] for item in json.loads(manifest.read_text())] if manifest.exists() else []
        names += [path.name for path in folder.glob("kpat-*.jpg")]
        found += [folder / name for name in sorted(set(names)) if "future" not in name]
    return found


def run() -> list[Figure]:
    application(headless=True)
    cached = [TemplateDeck(deck.name, functools.cache(deck.render)) for deck in installed_template_decks()]
    figures = []
    for path in _jpegs():
        picture = pixel_buffer(read_picture_file(path))
        seconds = median_seconds(functools.partial(read_picture, picture, cached), REPEATS)
        figures.append(at_most(f"read {path.name}", seconds, "s", TARGET_S))
    slowest = max(figure.value for figure in figures)
    figures.append(at_most("the slowest of those medians", slowest, "s", TARGET_S))
    return figures


if __name__ == "__main__":
    sys.exit(print_figures(run()))
