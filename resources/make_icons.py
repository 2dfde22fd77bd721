"""Generate the app icon from our own card art: `python resources/make_icons.py`.

Draws two cards of our deck, the back and the ace of spades fanned over it, and writes:
- resources/icons/freecell-gui-<N>.png for N in 16 ... 1024 (Linux menus, the window icon);
- resources/icons/freecell-gui.ico (Windows; PNG-compressed entries, 16 to 256 px);
- resources/icons/freecell-gui.icns (macOS; PNG entries, 16 to 1024 px).
The ICO and ICNS containers are written here byte by byte; their layouts are public
(Microsoft's ICONDIR/ICONDIRENTRY; Apple's 'icns' header and typed PNG elements).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DECK = HERE / "deck"
OUT = HERE / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def render_png(size: int) -> bytes:
    """The icon at `size` x `size` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    height = size * 0.84
    width = height * 63 / 88
    centre = QPointF(size / 2, size / 2 + size * 0.02)
    for element, angle, shift in (("back", -13.0, -0.12), ("AS", 9.0, 0.12)):
        painter.save()
        painter.translate(centre.x() + shift * size, centre.y())
        painter.rotate(angle)
        card = QRectF(-width / 2, -height / 2, width, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))  # a soft shadow so the icon stands out on any background
        painter.drawRoundedRect(card.translated(size * 0.012, size * 0.02), width * 0.06, width * 0.06)
        QSvgRenderer(str(DECK / f"{element}.svg")).render(painter, card)
        painter.restore()
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data().data())


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (allowed since Windows Vista)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG elements."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data for size, data in sorted(images.items())
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    """Write every icon file."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    application = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    OUT.mkdir(exist_ok=True)
    pngs = {size: render_png(size) for size in PNG_SIZES}
    for size, data in pngs.items():
        (OUT / f"freecell-gui-{size}.png").write_bytes(data)
    (OUT / "freecell-gui.ico").write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    (OUT / "freecell-gui.icns").write_bytes(icns({size: pngs[size] for size in ICNS_TYPES}))
    print(f"wrote {len(pngs)} PNG icons, freecell-gui.ico and freecell-gui.icns to {OUT}")
    del application


if __name__ == "__main__":
    main()
