"""An SVG parsed on a thread of its own, holding neither the GUI thread nor Python's lock.

QSvgRenderer's constructor keeps Python's global lock while it parses (0.07-0.1 s for Dondorf),
so parsing from a Python worker thread still stalls the GUI thread, which needs that lock to
run any Python slot. Here the parse is Qt's own slot `QSvgRenderer::load` run by the event loop
of a short-lived QThread: C++ alone, the lock free. The renderer, once parsed, is handed to the
application's thread (it is drawn there); nothing is drawn while parsing.

Every Qt object of a parse is made, connected and destroyed on the application's thread, which
a worker asks through a blocking queued signal (an emit lets go of Python's lock while it
waits). A worker thread must not connect or destroy a QObject itself: PySide keeps Python's
lock through `connect` and a destructor, which then wait for one of Qt's shared connection
locks; the GUI thread, destroying some other object under that same lock, waits for Python's
lock to ask whether Python overrides a virtual method, and both wait for ever (seen: a test
run hung in `QObject::connectImpl` against `QObject::~QObject`).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt, QThread, Signal, Slot
from PySide6.QtSvg import QSvgRenderer

PARSE_SECONDS = 60.0
"""The longest wait for a parse (the largest deck file allowed is 64 MB)."""


class _Feed(QObject):
    data = Signal(QByteArray)


class _Parse:
    """One parse: its thread and objects, all made and ended on the application's thread."""

    def __init__(self, data: bytes, janitor: SvgParser) -> None:
        self.data = data
        self._janitor = janitor
        self.done = threading.Event()
        self.renderer: QSvgRenderer | None = None
        self._objects: tuple[QThread, QSvgRenderer, _Feed] | None = None

    def start(self) -> None:
        """Start parsing on a new thread (on the application's thread)."""
        target = QThread.currentThread()
        thread = QThread()
        renderer = QSvgRenderer()
        renderer.moveToThread(thread)
        done = self.done

        def loaded() -> None:  # runs on the parsing thread, which owns the renderer until here
            renderer.moveToThread(target)
            done.set()

        renderer.repaintNeeded.connect(loaded, Qt.ConnectionType.DirectConnection)  # Qt emits it once loaded
        feed = _Feed()
        feed.data.connect(renderer.load, Qt.ConnectionType.QueuedConnection)
        self._objects = (thread, renderer, feed)
        thread.start()
        feed.data.emit(QByteArray(self.data))

    def end(self) -> None:
        """Stop the thread and keep the renderer if it parsed (on the application's thread)."""
        if self._objects is None:
            return
        thread, renderer, _ = self._objects
        thread.quit()
        if not self.done.is_set():  # still parsing past the deadline: left to run out, never waited on
            _abandoned.append(self._objects)
            # Its thread says when it has run out (queued to the janitor, on this thread).
            thread.finished.connect(self._janitor._forget_finished)
            return
        thread.wait()
        self.renderer = renderer if renderer.isValid() else None
        self._objects = None  # the thread, the feed and an invalid renderer end here, on this thread


_abandoned: list[tuple[QThread, QSvgRenderer, _Feed]] = []
"""Parses given up while still running, kept until their thread has finished."""


class SvgParser(QObject):
    """Parses SVG for any thread. Make it on the application's thread (the GUI thread)."""

    _wanted = Signal(object)  # [callable]: run on this object's thread, the caller waiting

    def __init__(self) -> None:
        super().__init__()
        self._wanted.connect(self._run, Qt.ConnectionType.BlockingQueuedConnection)

    @Slot()
    def _forget_finished(self) -> None:
        """Drop the abandoned parse whose thread has run out (its objects end here)."""
        finishing = self.sender()
        for objects in list(_abandoned):
            if objects[0] is finishing:
                objects[0].wait()  # it has emitted `finished`: only its last steps are left
                _abandoned.remove(objects)

    @Slot(object)
    def _run(self, request: list[object]) -> None:
        (step,) = request
        assert callable(step)
        step()

    def parse(self, data: bytes) -> QSvgRenderer | None:
        """`data` parsed into a renderer owned by the application's thread, or None if no valid SVG."""
        if QThread.currentThread() is self.thread():
            return parse_in_place(data)
        parse = _Parse(data, self)
        self._wanted.emit([parse.start])
        try:
            parse.done.wait(PARSE_SECONDS)
        finally:
            self._wanted.emit([parse.end])
        return parse.renderer


def parse_in_place(data: bytes) -> QSvgRenderer | None:
    """`data` parsed on the calling thread (the application's, or a command's only one)."""
    application = QCoreApplication.instance()
    if application is not None and QThread.currentThread() is not application.thread():
        raise RuntimeError("parse SVG off the application's thread through an SvgParser")
    renderer = QSvgRenderer(QByteArray(data))
    return renderer if renderer.isValid() else None
