"""Reading deals from pictures: `python -m tests.benchmarks picture` (or this module).

Figures (medians): reading a 1920 x 1080 screenshot (this program's table; KPatience's window
on a 1920 x 1080 desktop), with the decks drawn and compared and, as the peer in the same run,
without decks (the layout and the colours only); picture to number for a deal in 1..1,000,000
and for one past 2^31 read by colours only (the slowest case: the whole range searched with 26
reds and 26 blacks); and, in the window, the longest the GUI thread is held while Find Deal from
a Picture reads KPatience's Dondorf table with no deck parsed yet (a session's first reading; a
test's limit of 0.07 s once, measured 0.035-0.04 s on a quiet machine, while parsing the deck's
SVG on the GUI thread held it 0.07-0.12 s: tests/ui/check/test_picture_dialog.py now asserts
what the GUI thread does, and the time is measured here).
"""

from __future__ import annotations

import functools
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.finder import default_workers
from freecell_gui.core.picture.glyphs import TemplateDeck
from freecell_gui.core.picture.identify import identify
from freecell_gui.core.picture.reading import read_picture
from freecell_gui.ui.export.renderer import ExportOptions, TableRenderer
from freecell_gui.ui.picture.decode import pixel_buffer
from freecell_gui.ui.picture.templates import installed_template_decks
from freecell_gui.ui.qt_app import application
from tests.benchmarks.harness import Figure, at_most, median_seconds, print_figures

KPATIENCE_SHOT = Path(__file__).resolve().parents[1] / "picture" / "data" / "kpat-dondorf-12345.jpg"


def _desktop(picture: QImage) -> QImage:
    """`picture` on a 1920 x 1080 grey desktop."""
    desktop = QImage(1920, 1080, QImage.Format.Format_RGB32)
    desktop.fill(QColor("#3c3f41"))
    painter = QPainter(desktop)
    try:
        painter.drawImage(QPoint((1920 - picture.width()) // 2, (1080 - picture.height()) // 2), picture)
    finally:
        painter.end()
    return desktop


def _ours(number: int, four_colour: bool = False) -> QImage:
    """This program's table, as tall as the screen allows, on a 1920 x 1080 desktop."""
    return _desktop(TableRenderer(ExportOptions(width=1600, four_colour=four_colour)).image(deal(number)))


def _once(action: functools.partial[object]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


HOLD_TRIES = 3
HOLD_TARGET_S = 0.07


def _gui_thread_holds() -> list[float]:
    """The longest gap between a 5 ms timer's ticks on the GUI thread while the window's picture
    dialog reads KPatience's Dondorf table, the decks parsed anew each try (seconds)."""
    from freecell_gui.ui.check.picture_dialog import PictureFindDialog
    from freecell_gui.ui.picture import worker
    from tests.benchmarks.harness import bench_window
    from tests.event_loop import GapRecorder

    app, window = bench_window(617)
    image = QImage(str(KPATIENCE_SHOT))
    holds = []
    for _ in range(HOLD_TRIES):
        worker.shared_decks.cache_clear()
        dialog = PictureFindDialog(window.model, window, lambda cards: None, window.boards.open_board)
        dialog.show()
        recorder = GapRecorder()
        recorder.start()
        dialog.start(image, range(12_340, 12_350))
        while dialog.busy():
            app.processEvents()
            time.sleep(0.001)
        recorder.stop()
        holds.append(recorder.longest_ms() / 1000)
        dialog.close()
    window.close()
    return holds


def run() -> list[Figure]:
    application(headless=True)
    decks = installed_template_decks()
    cached = [TemplateDeck(deck.name, functools.cache(deck.render)) for deck in decks]
    ours = pixel_buffer(_ours(617))
    kpat = pixel_buffer(_desktop(QImage(str(KPATIENCE_SHOT))))
    figures = []
    for name, picture in (("this program's table", ours), ("KPatience on a desktop", kpat)):
        figures.append(
            at_most(
                f"read a 1920x1080 screenshot ({name}), decks loaded, drawn and compared",
                median_seconds(lambda picture=picture: read_picture(picture, installed_template_decks()), 5),
                "s",
                1.0,
            )
        )
        figures.append(
            at_most(
                f"read a 1920x1080 screenshot ({name}), decks already drawn (the window's cache)",
                median_seconds(lambda picture=picture: read_picture(picture, cached), 5),
                "s",
                1.0,
            )
        )
        figures.append(
            at_most(
                f"peer: layout and colours only ({name}, no decks)",
                median_seconds(lambda picture=picture: read_picture(picture, ()), 5),
                "s",
                1.0,
            )
        )

    def others() -> list[TemplateDeck]:
        return [deck for deck in installed_template_decks() if "this program" not in deck.name]

    figures.append(
        at_most(
            f"worst case: no deck matches, all {len(others())} others loaded, ranked and tried (this program's table)",
            median_seconds(lambda: read_picture(ours, others()), 3),
            "s",
            3.0,
        )
    )
    workers = default_workers()

    def to_number(picture: object, use_decks: bool, expected: int) -> None:
        reading = read_picture(picture, decks if use_decks else ())  # type: ignore[arg-type]
        assert identify(reading, workers=workers).numbers == (expected,)

    figures.append(
        at_most(
            "picture to number, deal 617 (1..1,000,000)",
            median_seconds(functools.partial(to_number, ours, True, 617), 3),
            "s",
            5.0,
        )
    )
    far = 5_000_000_017
    far_picture = pixel_buffer(_ours(far, four_colour=True))
    figures.append(
        at_most(
            f"picture to number, deal {far:,}, decks matched ({workers} workers, once)",
            _once(functools.partial(to_number, far_picture, True, far)),
            "s",
            60.0,
        )
    )
    figures.append(
        at_most(
            f"picture to number, deal {far:,}, colours only: every deal searched ({workers} workers, once)",
            _once(functools.partial(to_number, far_picture, False, far)),
            "s",
            60.0,
        )
    )
    holds = _gui_thread_holds()
    figures.append(
        at_most(
            f"longest GUI-thread hold, Find Deal from a Picture, decks not parsed (median of {HOLD_TRIES})",
            statistics.median(holds),
            "s",
            HOLD_TARGET_S,
        )
    )
    figures.append(at_most(f"  the same, worst of {HOLD_TRIES}", max(holds), "s", HOLD_TARGET_S))
    return figures


if __name__ == "__main__":
    sys.exit(print_figures(run()))
