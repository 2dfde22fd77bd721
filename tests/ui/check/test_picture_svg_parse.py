"""SVG parsed off the GUI thread: a valid deck parses into a renderer of the application's
thread, broken bytes give None, and on the application's own thread it parses in place."""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication
from PySide6.QtSvg import QSvgRenderer
from pytestqt.qtbot import QtBot

from freecell_gui.ui.picture.svg_parse import parse_svg

SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect id="card" width="10" height="10"/></svg>'


def _on_a_worker(qtbot: QtBot, data: bytes) -> list[QSvgRenderer | None]:
    result: list[QSvgRenderer | None] = []
    worker = threading.Thread(target=lambda: result.append(parse_svg(data)))
    worker.start()
    qtbot.waitUntil(lambda: not worker.is_alive(), timeout=30_000)
    return result


def test_a_worker_thread_parses_for_the_application_thread(qtbot: QtBot) -> None:
    [renderer] = _on_a_worker(qtbot, SVG)
    assert renderer is not None and renderer.elementExists("card")
    application = QCoreApplication.instance()
    assert application is not None and renderer.thread() is application.thread()


def test_broken_bytes_give_none(qtbot: QtBot) -> None:
    assert _on_a_worker(qtbot, b"\x00\xffnot svg") == [None]
    assert _on_a_worker(qtbot, b"") == [None]
    assert parse_svg(b"<svg") is None


def test_on_the_application_thread_it_parses_in_place(qtbot: QtBot) -> None:
    renderer = parse_svg(SVG)
    assert renderer is not None and renderer.elementExists("card")
