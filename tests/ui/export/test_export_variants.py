"""An export draws the variant's table (issue 29): its free cells, and a title naming the game."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.ui.export.command import ExportRequest, run_export
from freecell_gui.ui.export.renderer import ExportFormat, ExportOptions, TableRenderer

SVG = "{http://www.w3.org/2000/svg}"


def _title(data: bytes) -> str:
    title = ET.fromstring(data).find(f"{SVG}title")
    assert title is not None and title.text is not None
    return title.text


def test_the_table_of_a_variant_has_its_cells_and_its_name(qapp: QApplication) -> None:
    renderer = TableRenderer(ExportOptions(width=600, rules=Rules(1, Building.SAME_SUIT)))
    data = renderer.render(deal(617), ExportFormat.SVG)
    assert [pile.isVisible() for pile in renderer.scene._all_freecells] == [True, False, False, False]
    assert _title(data) == "Deal #617, Baker's Game with 1 free cell"
    standard = TableRenderer(ExportOptions(width=600)).render(deal(617), ExportFormat.SVG)
    assert _title(standard) == "FreeCell Deal #617"


def test_the_export_command_takes_the_variant(qapp: QApplication, tmp_path: Path) -> None:
    output = tmp_path / "deal.svg"
    request = ExportRequest(deals=range(164, 165), output=str(output), rules=Rules(0))
    said: list[str] = []
    assert run_export(request, said.append, said.append) == 0
    assert _title(output.read_bytes()) == "Deal #164, FreeCell with 0 free cells"
