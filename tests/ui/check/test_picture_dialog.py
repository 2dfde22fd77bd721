"""Find Deal from a Picture: read off the UI thread, the number found, Open Deal, Compare marks,
the reading put on the table, drops and pastes, and File/Check menu entries."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QUrl
from PySide6.QtGui import QGuiApplication, QImage
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.cards import parse_card
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.picture.pixels import PictureError
from freecell_gui.core.picture.readings import Status
from freecell_gui.ui.check.picture_dialog import PictureFindDialog, differing_cards
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.picture.overlay import OUTLINES, image_from_mime, outlined
from freecell_gui.ui.table.scene import Mark

DATA = Path(__file__).resolve().parents[2] / "picture" / "data"


def _dialog(qtbot: QtBot, window: MainWindow) -> PictureFindDialog:
    scene = window.scene
    dialog = PictureFindDialog(
        window.model, window, lambda cards: scene.set_marks(cards, Mark.DIFFERENCE), window.boards.open_board
    )
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _run(qtbot: QtBot, dialog: PictureFindDialog, image: QImage, numbers: range | None = None) -> None:
    dialog.start(image, numbers)
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=60_000)


def test_a_kpatience_picture_finds_its_deal_and_opens_it(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    _run(qtbot, dialog, QImage(str(DATA / "kpat-dondorf-12345.jpg")))
    assert dialog.identification is not None
    assert dialog.identification.numbers == (12345,)
    assert "Deal #12,345" in dialog.message.text()
    assert "Foundations" not in dialog.board.toPlainText()
    assert dialog.open_deal_button.isEnabled()
    dialog.open_deal_button.click()
    assert window.model.deal.number == 12345
    assert "cards read differently: none" in dialog.message.text()


def test_compare_marks_the_cards_read_differently(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    _run(qtbot, dialog, QImage(str(DATA / "ours-617.png")), range(1, 2000))
    window.model.set_number(617)
    assert dialog.reading is not None
    first = dialog.reading.cascades[0][0]
    wrong = type(first)(first.box, first.colour, first.colour_confidence, (parse_card("9D"),), 1.0)
    cascades = list(dialog.reading.cascades)
    cascades[0] = (wrong, *cascades[0][1:])
    dialog.reading = type(dialog.reading)(
        dialog.reading.layout, tuple(cascades), (), (), dialog.reading.deck, False
    )
    assert differing_cards(dialog.reading, 617) == {parse_card("7D")}
    dialog.compare()
    marked = [item.card for item in window.scene.items() if getattr(item, "mark", None) is Mark.DIFFERENCE]
    assert marked == [parse_card("7D")]


def test_the_reading_goes_on_the_table(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    window.model.set_number(1)
    _run(qtbot, dialog, QImage(str(DATA / "ours-617.png")), range(1, 1000))
    assert dialog.table_button.isEnabled()
    dialog.table_button.click()
    assert window.model.deal.columns == deal(617).columns
    assert window.model.deal.number is None  # a custom board: the position as read


def test_a_picture_without_a_table_says_so(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    felt = QImage(800, 600, QImage.Format.Format_RGB32)
    felt.fill(0x24704A)
    _run(qtbot, dialog, felt)
    assert "no card faces" in dialog.message.text()
    assert not dialog.open_deal_button.isEnabled()


def test_cancel_stops_the_search(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    dialog.start(QImage(str(DATA / "ours-617.png")))
    dialog.cancel()
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=60_000)
    assert dialog.identification is None


def test_outlines_show_each_cards_status(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _dialog(qtbot, window)
    _run(qtbot, dialog, QImage(str(DATA / "ours-617.png")), range(1, 1000))
    assert dialog.reading is not None
    image = outlined(QImage(str(DATA / "ours-617.png")), dialog.reading)
    box = dialog.reading.cascades[0][0].box
    assert image.pixelColor(box.x + 1, box.y + box.height // 2) == OUTLINES[Status.READ]


def test_pasted_and_dropped_pictures(qtbot: QtBot, window: MainWindow) -> None:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(DATA / "ours-617.png"))])
    assert image_from_mime(data).width() == 1000
    image = QImage(str(DATA / "ours-617.png"))
    QGuiApplication.clipboard().setImage(image)
    dialog = _dialog(qtbot, window)
    dialog.paste()
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=60_000)
    assert dialog.reading is not None
    empty = QMimeData()
    empty.setText("hello")
    try:
        image_from_mime(empty)
    except PictureError as error:
        assert "no picture here" in str(error)
    else:
        raise AssertionError("text is not a picture")


def test_the_menus_offer_pictures(window: MainWindow) -> None:
    texts = [action.text() for action in window.menus.file.actions() + window.menus.check.actions()]
    assert "Open Board from &Picture\u2026" in texts
    assert "Find Deal from a &Picture\u2026" in texts


def test_the_gui_thread_draws_a_few_cards_a_call(qtbot: QtBot) -> None:
    """A reading on a worker thread has the largest deck (Dondorf) parsed on that thread and
    drawn on the GUI thread in slices of a few cards (how long a slice takes: bench_picture.py)."""
    import threading

    from PySide6.QtCore import Qt

    from freecell_gui.ui.picture.worker import SLICE, GuiThreadDecks

    drawer = GuiThreadDecks()
    calls: list[tuple[int, bool]] = []  # cards drawn, on the GUI thread
    original = drawer._draw

    def counted(request: list[object]) -> None:
        original(request)
        cards = request[4]
        assert isinstance(cards, tuple)
        calls.append((len(cards), threading.current_thread() is threading.main_thread()))

    drawer.wanted.disconnect()
    drawer.wanted.connect(counted, Qt.ConnectionType.BlockingQueuedConnection)
    decks = drawer.decks()
    dondorf = next(deck for deck in decks if deck.name.startswith("Dondorf"))
    result: list[int] = []
    worker = threading.Thread(target=lambda: result.append(len(dondorf.render(100, 140, 40, None))))
    worker.start()
    qtbot.waitUntil(lambda: not worker.is_alive(), timeout=30_000)
    assert result == [52]
    assert len(calls) == -(-52 // SLICE)  # the cards a slice at a time; the deck parsed on the worker
    assert all(cards <= SLICE and on_gui_thread for cards, on_gui_thread in calls), calls


class _Watch:
    """What the GUI thread did while a picture was read: the cards of each draw call made on it,
    the decks parsed on it (never: a large deck's SVG holds it 0.07-0.12 s), and the 5 ms timer's
    ticks it served meanwhile (its event loop ran on). How long each hold lasts is a timing,
    bench_picture.py's "longest GUI-thread hold" figure, never a test's: a busy machine stretches it."""

    def __init__(self) -> None:
        self.draws: list[int] = []
        self.parsed_on_gui_thread = 0
        self.parsed = 0
        self.ticks = 0


def _watched_reading(
    qtbot: QtBot, window: MainWindow, image: QImage, numbers: range, monkeypatch: pytest.MonkeyPatch
) -> tuple[_Watch, PictureFindDialog]:
    """A session's first reading of `image` (the decks not parsed yet), watched."""
    import threading

    from PySide6.QtCore import QTimer

    from freecell_gui.ui.picture import worker
    from freecell_gui.ui.picture.svg_parse import SvgParser

    watch = _Watch()
    draw, draw_glyphs, parse = (
        worker.GuiThreadDecks._draw,
        worker.GuiThreadDecks._draw_glyphs,
        SvgParser.parse,
    )

    def on_gui_thread() -> bool:
        return threading.current_thread() is threading.main_thread()

    def counted_draw(self: worker.GuiThreadDecks, request: list[object]) -> None:
        cards = request[4]
        assert isinstance(cards, tuple)
        watch.draws.append(len(cards) if on_gui_thread() else -1)
        draw(self, request)

    def counted_glyphs(self: worker.GuiThreadDecks, request: list[object]) -> None:
        watch.draws.append(1 if on_gui_thread() else -1)  # one face's glyphs: as a card
        draw_glyphs(self, request)

    def counted_parse(self: SvgParser, data: bytes) -> object:
        watch.parsed += 1
        watch.parsed_on_gui_thread += on_gui_thread()
        return parse(self, data)

    # Before the decks are made: their signals and parsers bind these.
    monkeypatch.setattr(worker.GuiThreadDecks, "_draw", counted_draw)
    monkeypatch.setattr(worker.GuiThreadDecks, "_draw_glyphs", counted_glyphs)
    monkeypatch.setattr(SvgParser, "parse", counted_parse)
    worker.shared_decks.cache_clear()
    dialog = _dialog(qtbot, window)
    timer = QTimer()
    timer.setInterval(5)

    def tick() -> None:
        watch.ticks += 1

    timer.timeout.connect(tick)
    timer.start()
    dialog.start(image, numbers)
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=120_000)  # a hang guard
    timer.stop()
    worker.shared_decks.cache_clear()  # the next test's decks bind the real methods
    return watch, dialog


def _assert_never_held_long(watch: _Watch) -> None:
    from freecell_gui.ui.picture.worker import SLICE

    assert watch.draws and all(0 < cards <= SLICE for cards in watch.draws), watch.draws
    assert watch.parsed_on_gui_thread == 0, watch.parsed
    # The loop went round between the draw calls (each a blocking call from the worker).
    assert watch.ticks >= len(watch.draws) // 2, (watch.ticks, len(watch.draws))


def test_the_gui_thread_is_never_held_long_while_a_picture_is_read(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The GUI thread is never held long while a Dondorf picture is read with the decks not yet
    parsed (the first reading of a session): it draws a few cards a call, parses no deck, and its
    event loop runs on between the calls."""
    image = QImage(str(DATA / "kpat-dondorf-12345.jpg"))
    watch, dialog = _watched_reading(qtbot, window, image, range(12_340, 12_350), monkeypatch)
    assert dialog.reading is not None and dialog.reading.deck is not None
    assert dialog.reading.deck.startswith("Dondorf")
    assert watch.parsed > 0
    _assert_never_held_long(watch)


def test_a_deck_of_no_installed_kind_is_read_with_fonts(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every deck tried and none matching, the fonts' glyphs read the ranks (the glyphs drawn on
    the GUI thread too, still in short calls), and the deal is found."""
    from tests.core.picture.unknown_deck import unknown_deck_picture

    watch, dialog = _watched_reading(
        qtbot, window, unknown_deck_picture(tmp_path), range(600, 700), monkeypatch
    )
    assert dialog.reading is not None and dialog.reading.deck is not None
    assert dialog.reading.deck.startswith("fonts")
    assert dialog.identification is not None, dialog.message.text()
    assert dialog.identification.numbers == (617,)
    _assert_never_held_long(watch)


def _png_claiming(width: int, height: int) -> bytes:
    import struct
    import zlib

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    data = zlib.compress(b"\x00" * 64)
    return (
        b"\x89PNG\r\n\x1a\n"
        + struct.pack(">I", len(header))
        + chunk
        + struct.pack(">I", zlib.crc32(chunk))
        + struct.pack(">I", len(data))
        + b"IDAT"
        + data
        + struct.pack(">I", zlib.crc32(b"IDAT" + data))
    )


def _encoded(image: QImage, kind: str = "PNG") -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, kind)
    return bytes(array.data())


def test_pasting_a_picture_too_large_says_too_large(qtbot: QtBot, window: MainWindow) -> None:
    data = QMimeData()
    data.setData("image/png", _png_claiming(9000, 9000))
    QGuiApplication.clipboard().setMimeData(data)
    dialog = _dialog(qtbot, window)
    dialog.paste()
    assert "too large" in dialog.message.text() and "empty" not in dialog.message.text()
    assert not dialog.busy()


def test_a_pasted_picture_past_a_4k_screen_is_decoded_at_the_readers_size(qtbot: QtBot) -> None:
    from PySide6.QtGui import QColor

    from freecell_gui.ui.picture.decode import DECODE_PIXELS

    big = QImage(5000, 4000, QImage.Format.Format_RGB32)
    big.fill(QColor("#1a6b3a"))
    data = QMimeData()
    data.setData("image/png", _encoded(big))
    del big
    image = image_from_mime(data)
    assert 0 < image.width() * image.height() <= DECODE_PIXELS
    assert abs(image.width() / image.height() - 5000 / 4000) < 0.01


def test_the_dialog_keeps_only_the_copy_it_shows(qtbot: QtBot, window: MainWindow) -> None:
    from freecell_gui.ui.picture.overlay import SHOWN_WIDTH

    image = QImage(str(DATA / "ours-617.png"))
    dialog = _dialog(qtbot, window)
    dialog.start(image, range(600, 700))
    worker = dialog._worker
    assert worker is not None
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=60_000)
    assert dialog.identification is not None and dialog.identification.numbers == (617,)
    assert worker.pixels is None  # let go of once the picture was read, not held for the search
    assert dialog.image is not None and dialog.image.width() <= SHOWN_WIDTH < image.width()
    shown = dialog.picture.pixmap()
    assert shown.width() == dialog.image.width()
    # The outlines land on the shown copy, scaled: the first card's left edge is green.
    assert dialog.reading is not None
    box = dialog.reading.cascades[0][0].box
    scale = dialog.image.width() / image.width()
    x, y = round((box.x + 1) * scale), round((box.y + box.height / 2) * scale)
    colour = shown.toImage().pixelColor(x, y)
    assert colour.green() > 150 and colour.red() < 120, colour.name()
