"""`freecell-gui --self-test`: a smoke test of a build, run offscreen with no display.

It deals and draws a few deals across every range, checks every card image loads and
draws, exports one PNG and reads it back, and keeps a game in a scratch history. It exits 0 only if all of that worked, so it
can check a frozen executable whose window has no console to print to.
"""

from __future__ import annotations

import sys
import tempfile
import traceback
from pathlib import Path

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.deals.dealer import LAST_DEAL, deal
from freecell_gui.core.deals.formats import format_board, parse_board

SAMPLE_DEALS = (1, 617, 32_000, 1_000_000, 2**31 - 1, 2**31, 2**32, LAST_DEAL)
EXPECTED_617_FIRST_COLUMN = "7D TD TH KD 4C 4S JD"  # from the Rosetta Code task (docs/sources.md)


def _say(line: str) -> None:
    if sys.stderr is not None:  # a windowed Windows executable has no stderr
        print(line, file=sys.stderr)


def run_self_test() -> int:
    """0 if the app deals, draws and exports correctly here; 1 otherwise."""
    try:
        checks = _checks()
    except Exception:
        _say(traceback.format_exc())
        return 1
    for name, passed in checks:
        _say(f"{'ok  ' if passed else 'FAIL'} {name}")
    return 0 if all(passed for _name, passed in checks) else 1


def _checks() -> list[tuple[str, bool]]:
    from PySide6.QtGui import QImage, QPainter

    from freecell_gui.ui.export.renderer import (
        ExportFormat,
        ExportOptions,
        TableRenderer,
        image_metadata,
        save,
    )
    from freecell_gui.ui.qt_app import application
    from freecell_gui.ui.table.deck import CardDeck
    from freecell_gui.ui.table.scene import TableScene, cascade_cards

    application(headless=True)
    checks = [
        (
            "deal 617 is the Rosetta Code game",
            format_board(deal(617)).splitlines()[0] == EXPECTED_617_FIRST_COLUMN,
        )
    ]

    deck = CardDeck()
    missing = [card.code for card in DECK if not deck.has_element(card.code)]
    checks.append(
        (f"all 52 card images load{': missing ' + ' '.join(missing) if missing else ''}", not missing)
    )

    scene = TableScene(deck)
    scene.set_view_size(1000, 700, 1.0)
    drawn = True
    for number in SAMPLE_DEALS:
        scene.show_deal(deal(number))
        drawn &= cascade_cards(scene) == [list(column) for column in deal(number).columns]
    checks.append((f"{len(SAMPLE_DEALS)} deals over every range drawn on the table", drawn))

    image = QImage(1000, 700, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    samples = [image.pixelColor(x, y) for y in range(0, 700, 7) for x in range(0, 1000, 7)]
    faces = sum(min(colour.red(), colour.green(), colour.blue()) > 235 for colour in samples) / len(samples)
    felt = sum(colour.green() > colour.red() + 30 for colour in samples) / len(samples)
    checks.append((f"the table paints: {faces:.0%} card faces, {felt:.0%} felt", faces > 0.15 and felt > 0.3))

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "freecell-617.png"
        save(TableRenderer(ExportOptions(width=800)).render(deal(617), ExportFormat.PNG), path)
        exported = QImage(str(path))
        metadata = image_metadata(path)
        readable = (
            exported.width() == 800 and parse_board(metadata.get("Board", "")).columns == deal(617).columns
        )
    checks.append(("deal 617 exports to PNG and reads back", readable))
    checks.append(("the game history keeps a game (SQLite)", _history_keeps_a_game()))
    return checks


def _history_keeps_a_game() -> bool:
    """A history made in a scratch folder stores a game of deal 617 and gives it back."""
    from freecell_gui.core.game.saved_game import SavedGame
    from freecell_gui.core.history.store import open_history

    with tempfile.TemporaryDirectory() as folder:
        store = open_history(Path(folder)).store
        try:
            game_id = store.begin_game(SavedGame(deal(617)))
            record = store.game(game_id)
            return record is not None and record.deal == 617 and store.count() == 1
        finally:
            store.close()
