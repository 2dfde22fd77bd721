"""Export speed: one PNG at 1920 px, and 100 deals to a folder from the command line; SVG size."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.benchmarks.harness import Figure, at_most, median_seconds


def run() -> list[Figure]:
    from freecell_gui.core.deals.dealer import deal
    from freecell_gui.ui.export.renderer import _DECKS, ExportFormat, ExportOptions, TableRenderer, save
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    numbers = iter(range(1, 10_000))
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "deal.png"

        def first_png() -> None:
            # The first export of a run: the deck's SVGs parsed and every card drawn at this size.
            _DECKS.clear()
            save(
                TableRenderer(ExportOptions(width=1920)).render(deal(next(numbers)), ExportFormat.PNG), target
            )

        def one_png() -> None:
            # Every later export, as from the window: a new renderer, the run's deck.
            save(
                TableRenderer(ExportOptions(width=1920)).render(deal(next(numbers)), ExportFormat.PNG), target
            )

        fresh = median_seconds(first_png, repeats=9)
        warm = median_seconds(one_png, repeats=9)

        env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "QT_QPA_PLATFORM")}
        command = [sys.executable, "-m", "freecell_gui", "export", "1-100", "-o", f"{folder}/many/"]
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, timeout=300)
        hundred = time.perf_counter() - start
        assert len(list((Path(folder) / "many").glob("*.png"))) == 100

        svg_command = [*command[:-1], f"{folder}/svg/", "--format", "svg"]
        subprocess.run(svg_command, env=env, check=True, stdout=subprocess.DEVNULL, timeout=300)
        svg_sizes = sorted(path.stat().st_size for path in (Path(folder) / "svg").glob("*.svg"))
        svg_median = svg_sizes[len(svg_sizes) // 2]
    return [
        at_most("one PNG of a deal at 1920 px (median)", warm * 1000, "ms", 150),
        Figure(
            "the same, first export of a run: SVGs parsed (information)", fresh * 1000, "ms", "none", met=True
        ),
        at_most("100 deals to a folder, command line, 1600 px PNG", hundred, "s", 15),
        at_most("SVG of a deal, 1600 px, median of 100 deals", svg_median / 1000, "KB", 350),
    ]
