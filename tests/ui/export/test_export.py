"""Exports: valid files of each format, metadata, the same bytes twice, safe writes."""

from __future__ import annotations

import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.dealer import LAST_DEAL, Deal, deal
from freecell_gui.core.deals.formats import format_board, parse_board
from freecell_gui.core.system import atomic_file
from freecell_gui.ui.export.renderer import (
    ExportError,
    ExportFormat,
    ExportOptions,
    TableRenderer,
    default_file_name,
    image_metadata,
    save,
    table_height,
)


@pytest.fixture
def renderer(qapp: QApplication) -> TableRenderer:
    return TableRenderer(ExportOptions(width=900))


def test_png_has_the_asked_size_and_says_what_it_shows(renderer: TableRenderer, tmp_path: Path) -> None:
    path = tmp_path / "freecell-617.png"
    save(renderer.render(deal(617), ExportFormat.PNG), path)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (900, table_height(900))
    metadata = image_metadata(path)
    assert metadata["Deal"] == "617"
    assert metadata["Family"] == "Windows 32,000 (1\u201332,000)"
    assert parse_board(metadata["Board"]).columns == deal(617).columns


def test_svg_is_valid_vector_xml(renderer: TableRenderer) -> None:
    data = renderer.render(deal(LAST_DEAL), ExportFormat.SVG)
    root = ET.fromstring(data)
    assert root.tag.endswith("svg")
    assert root.get("viewBox") == f"0 0 900 {table_height(900)}"
    tags = {element.tag.split("}")[-1] for element in root.iter()}
    assert "path" in tags
    assert "image" not in tags, "cards must be vector shapes, not embedded bitmaps"
    assert format_board(deal(LAST_DEAL)).split()[0] in data.decode()


def test_pdf_is_a_pdf(renderer: TableRenderer) -> None:
    data = renderer.render(deal(1), ExportFormat.PDF)
    assert data.startswith(b"%PDF")
    assert data.rstrip().endswith(b"%%EOF")
    assert b"/MediaBox [0 0 900.000000 " in data


@pytest.mark.parametrize("export_format", list(ExportFormat))
def test_the_same_deal_gives_the_same_bytes(qapp: QApplication, export_format: ExportFormat) -> None:
    first = TableRenderer(ExportOptions(width=700)).render(deal(617), export_format)
    second = TableRenderer(ExportOptions(width=700)).render(deal(617), export_format)
    assert first == second
    assert first != TableRenderer(ExportOptions(width=700)).render(deal(618), export_format)


def test_pdf_bytes_do_not_depend_on_the_time(qapp: QApplication) -> None:
    first = TableRenderer(ExportOptions(width=500)).render(deal(617), ExportFormat.PDF)
    time.sleep(1.1)  # Qt stamps the creation time to the second
    second = TableRenderer(ExportOptions(width=500)).render(deal(617), ExportFormat.PDF)
    assert first == second
    assert b"(D:20000101000000" in first
    assert b"2000-01-01T00:00:00" in first


def test_four_colour_and_labels_change_the_image(qapp: QApplication) -> None:
    plain = TableRenderer(ExportOptions(width=700)).render(deal(617), ExportFormat.PNG)
    four = TableRenderer(ExportOptions(width=700, four_colour=True)).render(deal(617), ExportFormat.PNG)
    bare = TableRenderer(ExportOptions(width=700, labels=False)).render(deal(617), ExportFormat.PNG)
    assert len({plain, four, bare}) == 3


def test_custom_deals_export(renderer: TableRenderer, tmp_path: Path) -> None:
    custom = Deal(None, deal(5).columns)
    assert default_file_name(custom) == "freecell-custom.png"
    path = tmp_path / default_file_name(custom)
    save(renderer.render(custom, ExportFormat.PNG), path)
    assert image_metadata(path)["Deal"] == "custom"


def test_contact_sheet(renderer: TableRenderer, tmp_path: Path) -> None:
    deals = [deal(number) for number in range(1, 11)]
    path = tmp_path / "sheet.png"
    save(renderer.sheet(deals, ExportFormat.PNG), path)
    image = QImage(str(path))
    assert image.width() <= 900
    assert image.height() > table_height(900) // 4
    assert "### 10" in image_metadata(path)["Board"]
    with pytest.raises(ExportError, match="at least one"):
        renderer.sheet([], ExportFormat.PNG)


def test_a_failed_write_leaves_the_old_file(renderer: TableRenderer, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "freecell-617.png"
    path.write_bytes(b"an older export")

    def full_disk(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_file.os, "fsync", full_disk)
    with pytest.raises(ExportError, match="no space left on device"):
        save(renderer.render(deal(617), ExportFormat.PNG), path)
    assert path.read_bytes() == b"an older export"
    assert [entry.name for entry in tmp_path.glob("*freecell*")] == ["freecell-617.png"]


def test_bad_paths_say_why(renderer: TableRenderer, tmp_path: Path) -> None:
    data = renderer.render(deal(1), ExportFormat.PNG)
    with pytest.raises(ExportError, match="does not exist"):
        save(data, tmp_path / "missing" / "x.png")
    with pytest.raises(ExportError, match="is a folder"):
        save(data, tmp_path)
    with pytest.raises(ExportError, match="end the name with"):
        ExportFormat.from_path(Path("x.gif"))
    with pytest.raises(ExportError, match="160 to 16,000"):
        ExportOptions(width=10)
