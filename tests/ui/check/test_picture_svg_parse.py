"""SVG parsed off the GUI thread: a valid deck parses into a renderer of the application's
thread, broken bytes give None, on the application's own thread it parses in place, and a
worker's parse never deadlocks against the GUI thread destroying objects meanwhile."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from freecell_gui.ui.picture.svg_parse import SvgParser, parse_in_place

SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect id="card" width="10" height="10"/></svg>'


def _on_a_worker(qtbot: QtBot, parser: SvgParser, data: bytes) -> list[QSvgRenderer | None]:
    result: list[QSvgRenderer | None] = []
    worker = threading.Thread(target=lambda: result.append(parser.parse(data)))
    worker.start()
    qtbot.waitUntil(lambda: not worker.is_alive(), timeout=30_000)
    return result


def test_a_worker_thread_parses_for_the_application_thread(qtbot: QtBot) -> None:
    [renderer] = _on_a_worker(qtbot, SvgParser(), SVG)
    assert renderer is not None and renderer.elementExists("card")
    application = QCoreApplication.instance()
    assert application is not None and renderer.thread() is application.thread()


def test_broken_bytes_give_none(qtbot: QtBot) -> None:
    parser = SvgParser()
    assert _on_a_worker(qtbot, parser, b"\x00\xffnot svg") == [None]
    assert _on_a_worker(qtbot, parser, b"") == [None]
    assert parser.parse(b"<svg") is None


def test_on_the_application_thread_it_parses_in_place(qtbot: QtBot) -> None:
    renderer = SvgParser().parse(SVG)
    assert renderer is not None and renderer.elementExists("card")
    assert parse_in_place(SVG) is not None


def test_parsing_in_place_off_the_application_thread_is_refused(qtbot: QtBot) -> None:
    errors: list[BaseException] = []

    def parse() -> None:
        try:
            parse_in_place(SVG)
        except RuntimeError as error:
            errors.append(error)

    worker = threading.Thread(target=parse)
    worker.start()
    qtbot.waitUntil(lambda: not worker.is_alive(), timeout=30_000)
    assert len(errors) == 1


class _Overriding(QWidget):
    """A widget whose Python class overrides a virtual: destroying it asks Python (and so needs
    Python's lock) while Qt holds the object's connection lock."""

    def disconnectNotify(self, signal: object) -> None:
        super().disconnectNotify(signal)


@pytest.mark.timeout(120)
def test_a_worker_parsing_while_the_gui_thread_destroys_objects_never_deadlocks(qtbot: QtBot) -> None:
    # Before, the worker connected and destroyed Qt objects itself, holding Python's lock: with
    # the GUI thread destroying other objects under Qt's shared connection locks, the two
    # threads waited on each other for ever (a CI run hung so, once). A stress check: the
    # collision of locks it needs is rare, and this loop did not catch the old code here.
    parser = SvgParser()
    parsed: list[QSvgRenderer | None] = []

    def parse_many() -> None:
        for _ in range(200):
            parsed.append(parser.parse(SVG))

    senders = [QTimer() for _ in range(20)]  # long-lived, made in Python: a destroyed receiver asks them

    def churn() -> None:  # on the GUI thread: make and destroy objects connected to them
        widgets = []
        for _ in range(50):
            widget = _Overriding()
            for sender in senders:
                sender.timeout.connect(widget.update)
            widgets.append(widget)
        for widget in widgets:
            widget.deleteLater()

    timer = QTimer()
    timer.timeout.connect(churn)
    timer.start(0)
    worker = threading.Thread(target=parse_many, daemon=True)
    worker.start()
    try:
        qtbot.waitUntil(lambda: not worker.is_alive(), timeout=90_000)  # a deadlock never ends
    finally:
        timer.stop()
    assert len(parsed) == 200 and all(renderer is not None for renderer in parsed)


def test_a_parse_given_up_at_its_deadline_is_forgotten_once_its_thread_runs_out(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before, every parse past its deadline stayed in `_abandoned` for the whole session.
    from freecell_gui.ui.picture import svg_parse

    monkeypatch.setattr(svg_parse, "PARSE_SECONDS", 0.0)  # every parse is given up at once
    rects = b"".join(b'<rect x="%d" width="1" height="1"/>' % x for x in range(40_000))  # ~0.1 s to parse
    big = b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' + rects + b"</svg>"
    parser = SvgParser()
    abandoned: list[int] = []

    def parse() -> QSvgRenderer | None:
        renderer = parser.parse(big)
        abandoned.append(len(svg_parse._abandoned))
        return renderer

    result: list[QSvgRenderer | None] = []
    worker = threading.Thread(target=lambda: result.append(parse()))
    worker.start()
    qtbot.waitUntil(lambda: not worker.is_alive(), timeout=30_000)
    assert result == [None] and abandoned == [1]  # given up, its objects kept while it runs
    qtbot.waitUntil(lambda: not svg_parse._abandoned, timeout=30_000)
