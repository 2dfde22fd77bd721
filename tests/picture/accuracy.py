"""The reader's accuracy on a picture set made by make_pictures.py.

    .venv/bin/python tests/picture/accuracy.py OUT_DIR [--jobs N]

For each picture: what was read (cards, colours only), the cards of the cascades read right, left
in doubt or claimed wrong (a card, or a colour claimed at identify's strict level, that the deal
does not have there), the number found (right, wrong, none or several), and the times to read
and to find. The summary lines give the shares (by deck, then over all); a wrong card or a wrong number is a failure of
the reader's promise ("sure only when the evidence is") and the exit status is then 1.

    .venv/bin/python tests/picture/accuracy.py OUT_DIR --cards-only   (no search for the number)
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    from freecell_gui.core.picture.identify import identify
    from freecell_gui.core.picture.pixels import PictureError
    from freecell_gui.core.picture.readings import Status
    from freecell_gui.ui.picture.service import read_file
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    folder = Path(sys.argv[1])
    jobs = int(sys.argv[sys.argv.index("--jobs") + 1]) if "--jobs" in sys.argv else 2
    items = json.loads((folder / "manifest.json").read_text())
    tally = {"right": 0, "wrong": 0, "none": 0, "several": 0}
    cards = {"right": 0, "doubt": 0, "wrong": 0}
    decks: dict[str, dict[str, int]] = {}
    for item in items:
        deck = decks.setdefault(str(item.get("deck", item.get("kind", "?"))), {"pictures": 0, "not read": 0})
        started = time.perf_counter()
        try:
            _image, reading = read_file(folder / item["file"])
        except PictureError as error:
            tally["none"] += 1
            deck["pictures"] += 1
            deck["not read"] += 1
            print(f"{item['file']:60s} NOT READ: {error}")
            continue
        read_seconds = time.perf_counter() - started
        own = _cards(reading, int(item["deal"]))
        deck["pictures"] += 1
        for key in cards:
            cards[key] += own[key]
            deck[key] = deck.get(key, 0) + own[key]
        if "--cards-only" in sys.argv:
            print(f"{item['file']:60s} cards {own} {read_seconds:5.2f} s")
            continue
        result = identify(reading, workers=jobs)
        found = result.numbers
        outcome = (
            "none"
            if not found
            else "several"
            if len(found) > 1
            else "right"
            if found[0] == item["deal"]
            else "wrong"
        )
        tally[outcome] += 1
        counts = reading.counts()
        misreads = sum(len(match.misreads) for match in result.matches)
        print(
            f"{item['file']:60s} {outcome:7s} read {counts[Status.READ]:2d} colour {counts[Status.COLOUR]:2d} "
            f"cards {own} misread {misreads} {read_seconds:5.2f} s + find {result.seconds:5.2f} s {found} {result.unsure}"
        )
    for name, counts in sorted(decks.items()):
        read = max(1, counts.get("right", 0) + counts.get("doubt", 0) + counts.get("wrong", 0))
        print(
            f"{name:32s} {counts['pictures']} pictures ({counts['not read']} not read): right {counts.get('right', 0)}, "
            f"doubt {counts.get('doubt', 0)}, wrong {counts.get('wrong', 0)} ({100 * counts.get('right', 0) / read:.0f} %)"
        )
    total = len(items)
    shown = max(1, sum(cards.values()))
    print(
        f"{shown} cards: {cards['right']} read right ({100 * cards['right'] / shown:.1f} %), "
        f"{cards['doubt']} in doubt, {cards['wrong']} claimed wrong"
    )
    print(
        f"{total} pictures: {tally['right']} right ({100 * tally['right'] / max(1, total):.0f} %), "
        f"{tally['wrong']} wrong, {tally['none']} none, {tally['several']} several"
    )
    return 0 if tally["wrong"] == 0 and cards["wrong"] == 0 else 1


def _cards(reading: object, number: int) -> dict[str, int]:
    """The cascades' cards read right, left in doubt, and claimed wrong, against deal `number`."""
    from freecell_gui.core.deals.dealer import deal

    counts = {"right": 0, "doubt": 0, "wrong": 0}
    for cascade, dealt in zip(reading.cascades, deal(number).columns, strict=True):  # type: ignore[attr-defined]
        for card, truth in zip(cascade, dealt, strict=False):
            if card.card is not None:
                counts["right" if card.card == truth else "wrong"] += 1
            elif (
                card.colour is not None and card.colour is not truth.colour and card.colour_confidence >= 0.5
            ):
                counts["wrong"] += 1
            else:
                counts["doubt"] += 1
    return counts


if __name__ == "__main__":
    raise SystemExit(main())
