"""An SVG parsed on a thread of its own, holding neither the GUI thread nor Python's lock.

QSvgRenderer's constructor keeps Python's global lock while it parses (0.07-0.1 s for Dondorf),
so parsing from a Python worker thread still stalls the GUI thread, which needs that lock to
run any Python slot. Here the parse is Qt's own slot `QSvgRenderer::load` run by the event loop
of a short-lived QThread: C++ alone, the lock free. The renderer, once parsed, is handed to the
application's thread (it is drawn there); nothing is drawn while parsing.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtSvg import QSvgRenderer

PARSE_SECONDS = 60.0
"""The longest wait for a parse (the largest deck file allowed is 64 MB)."""


class _Feed(QObject):
    data = Signal(QByteArray)


def parse_svg(data: bytes) -> QSvgRenderer | None:
    """`data` parsed into a renderer owned by the application's thread, or None if no valid SVG.

    Call from any thread but the application's own (that one would simply wait)."""
    application = QCoreApplication.instance()
    if application is None or QThread.currentThread() is application.thread():
        renderer = QSvgRenderer(QByteArray(data))
        return renderer if renderer.isValid() else None
    target = application.thread()
    thread = QThread()
    renderer = QSvgRenderer()
    renderer.moveToThread(thread)
    done = threading.Event()

    def loaded() -> None:  # runs on the parsing thread, which owns the renderer until here
        renderer.moveToThread(target)
        done.set()

    renderer.repaintNeeded.connect(loaded, Qt.ConnectionType.DirectConnection)  # Qt emits it once loaded
    feed = _Feed()
    feed.data.connect(renderer.load, Qt.ConnectionType.QueuedConnection)
    thread.start()
    try:
        feed.data.emit(QByteArray(data))
        finished = done.wait(PARSE_SECONDS)
    finally:
        thread.quit()
        thread.wait()
    return renderer if finished and renderer.isValid() else None
