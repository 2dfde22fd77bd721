"""Pictures that claim too much: `python -m tests.benchmarks.bench_picture_memory`.

A 6000 x 6000 PNG of one colour (about 120 KB), the same as WebP, a 70-byte BMP header that
claims 6000 x 6000, and that PNG pasted (its bytes on the clipboard as image/png). Each case
runs in a fresh process (peak memory is a process's whole life): decode, make the reader's
pixel buffer, keep what the picture dialog keeps (the copy it shows). Figures: the median of
3 processes' time, peak resident memory (VmHWM, Linux), and for the paste the memory still held
afterwards, all above a process that only started Qt.
"""

from __future__ import annotations

import os
import statistics
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.benchmarks.harness import Figure, at_most

SIDE = 6000
RUNS = 3

CHILD = """
import gc, os, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from pathlib import Path
from PySide6.QtCore import QMimeData
from freecell_gui.ui.qt_app import application
application(headless=True)
from freecell_gui.core.picture.pixels import PictureError
from freecell_gui.ui.picture.decode import pixel_buffer, read_picture_file
from freecell_gui.ui.picture.overlay import image_from_mime, shown_copy

def status_mb(field):
    # VmHWM (the peak) rather than ru_maxrss: a child's ru_maxrss starts at its parent's peak
    for line in open("/proc/self/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise SystemExit(field + " not found")

def resident_mb():
    return status_mb("VmRSS")

case, path = sys.argv[1], Path(sys.argv[2])
start_peak = status_mb("VmHWM")
start_now = resident_mb()
started = time.perf_counter()
kept = None
try:
    if case == "paste":
        data = QMimeData()
        data.setData("image/png", path.read_bytes())
        image = image_from_mime(data)
    elif case != "baseline":
        image = read_picture_file(path)
    if case != "baseline":
        pixels = pixel_buffer(image)
        kept = shown_copy(image)
        del image, pixels
    result = "read"
except PictureError as error:
    result = "refused"
seconds = time.perf_counter() - started
gc.collect()
peak = status_mb("VmHWM")
print(seconds, peak - start_peak, resident_mb() - start_now, result)
"""


def _make_pictures(folder: Path) -> dict[str, Path]:
    from PySide6.QtGui import QColor, QImage

    from freecell_gui.ui.qt_app import application

    application(headless=True)
    image = QImage(SIDE, SIDE, QImage.Format.Format_RGB32)
    image.fill(QColor("#1a6b3a"))
    png, webp, bmp = folder / "one-colour.png", folder / "one-colour.webp", folder / "claims.bmp"
    image.save(str(png))
    image.save(str(webp), "WEBP", 50)
    del image
    info = struct.pack("<IiiHHIIiiII", 40, SIDE, SIDE, 1, 24, 0, 0, 2835, 2835, 0, 0)
    bmp.write_bytes(b"BM" + struct.pack("<IHHI", 70, 0, 0, 54) + info + b"\0" * 16)
    return {"png": png, "webp": webp, "bmp": bmp, "paste": png}


def _measure(case: str, path: Path) -> tuple[float, float, float, str]:
    samples = []
    for _ in range(RUNS):
        run = subprocess.run(
            [sys.executable, "-c", CHILD, case, str(path)], capture_output=True, text=True, check=True
        )
        seconds, peak, held, result = run.stdout.split()
        samples.append((float(seconds), float(peak), float(held), result))
    return (
        statistics.median(sample[0] for sample in samples),
        statistics.median(sample[1] for sample in samples),
        statistics.median(sample[2] for sample in samples),
        samples[0][3],
    )


def run() -> list[Figure]:
    figures = []
    with tempfile.TemporaryDirectory() as folder:
        pictures = _make_pictures(Path(folder))
        for case, path in pictures.items():
            seconds, peak, held, result = _measure(case, path)
            label = f"{case} {SIDE}x{SIDE} ({path.stat().st_size:,} bytes, {result})"
            figures.append(at_most(f"{label}: time", seconds, "s", 1.5))
            figures.append(at_most(f"{label}: peak memory above Qt's", peak, "MB", 250))
            if case == "paste":
                figures.append(at_most(f"{label}: memory still held", held, "MB", 50))
    return figures


if __name__ == "__main__":
    for figure in run():
        print(figure.line(), flush=True)
