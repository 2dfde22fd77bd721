"""The reader's accuracy on a picture set made by make_pictures.py or make_kpat_jpegs.py.

    .venv/bin/python tests/picture/accuracy.py OUT_DIR [--jobs N] [--cards-only] [--details FILE]

For each picture: the cascade cards *shown* (see `shown_cascades`), those the layout *found*,
and of the shown cards those read right, left in doubt or claimed wrong (a card, or a colour
claimed at identify's strict level, that the deal does not have there); a card shown but not
found is counted apart (`missed`), never as right. Then (without --cards-only) the number found
(right, wrong, none or several) and the times to read and to find. The summary lines give the
shares of the cards shown (by deck, then over all); a wrong card or a wrong number is a failure
of the reader's promise ("sure only when the evidence is") and the exit status is then 1.

`--jobs N` reads N pictures at once (worker processes); `--details FILE` writes each picture's
cards as JSON lines (place, truth, what was read) for looking at the misses.
"""

from __future__ import annotations

import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

KEYS = ("shown", "found", "right", "doubt", "wrong", "missed")


def shown_cascades(number: int) -> list[list[int]]:
    """The cascades of deal `number` as KPatience shows them: dealt, then the cards its autodrop
    sent home at once (as card indices, top first).

    KPatience plays its FreeCell with patsolve's autoplay rule (KPatience's patsolve Parameters
    file), Microsoft's: aces and twos go home at once, a higher card once both foundations of the
    other colour hold its rank less one (`core.game.autoplay.is_ms_autoplay`). So the cards shown
    in the cascades are 52 less those; the picture's foundations, read where sure, are checked
    against them (`foundation_disagreements`)."""
    from freecell_gui.core.deals.dealer import deal
    from freecell_gui.core.game.rules import AutoplayPolicy, Position

    position, _moves = Position.from_deal(deal(number)).autoplay(AutoplayPolicy.MS)
    return [list(cascade) for cascade in position.cascades]


def main() -> int:
    folder = Path(sys.argv[1])
    jobs = int(sys.argv[sys.argv.index("--jobs") + 1]) if "--jobs" in sys.argv else 2
    cards_only = "--cards-only" in sys.argv
    details = Path(sys.argv[sys.argv.index("--details") + 1]) if "--details" in sys.argv else None
    items = json.loads((folder / "manifest.json").read_text())
    tally = {"right": 0, "wrong": 0, "none": 0, "several": 0}
    cards = dict.fromkeys(KEYS, 0)
    decks: dict[str, dict[str, int]] = {}
    disagreements = 0
    jobs_for_reading = jobs if cards_only else 1
    with ProcessPoolExecutor(max(1, jobs_for_reading)) as pool:
        results = pool.map(_read_one, [(folder, item, cards_only, jobs) for item in items])
        with details.open("w") if details else open(os.devnull, "w") as out:
            for item, result in zip(items, results, strict=True):
                deck = decks.setdefault(
                    str(item.get("deck", item.get("kind", "?"))), {"pictures": 0, "not read": 0}
                )
                deck["pictures"] += 1
                own = result["cards"]
                for key in KEYS:
                    cards[key] += own[key]
                    deck[key] = deck.get(key, 0) + own[key]
                if result["error"] is not None:
                    tally["none"] += 1
                    deck["not read"] += 1
                    print(f"{item['file']:60s} NOT READ: {result['error']} {_line(own)}")
                    continue
                disagreements += result["foundations_disagree"]
                out.write(json.dumps({"file": item["file"], "deck": item.get("deck"), **result}) + "\n")
                if cards_only:
                    print(f"{item['file']:60s} {_line(own)} {result['seconds']:5.2f} s")
                    continue
                found = result["numbers"]
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
                print(
                    f"{item['file']:60s} {outcome:7s} {_line(own)} misread {result['misreads']} "
                    f"{result['seconds']:5.2f} s + find {result['find_seconds']:5.2f} s {found}"
                )
    print(f"{'deck':32s} pictures (not read)  shown  found  right  doubt  wrong missed  right of shown")
    for name, counts in sorted(decks.items()):
        print(
            f"{name:32s} {counts['pictures']:3d} ({counts['not read']})       "
            + " ".join(f"{counts.get(key, 0):6d}" for key in KEYS)
            + f"  {100 * counts.get('right', 0) / max(1, counts.get('shown', 0)):5.1f} %"
        )
    shown = max(1, cards["shown"])
    print(
        f"{cards['shown']} cards shown, {cards['found']} found: {cards['right']} read right "
        f"({100 * cards['right'] / shown:.1f} % of shown), {cards['doubt']} in doubt, "
        f"{cards['wrong']} claimed wrong, {cards['missed']} not found"
    )
    print(
        f"foundation cards read surely that KPatience's autodrop (as counted) does not send home: {disagreements}"
    )
    if not cards_only:
        total = len(items)
        print(
            f"{total} pictures: {tally['right']} right ({100 * tally['right'] / max(1, total):.0f} %), "
            f"{tally['wrong']} wrong, {tally['none']} none, {tally['several']} several"
        )
    return 0 if tally["wrong"] == 0 and cards["wrong"] == 0 else 1


def _line(own: dict[str, int]) -> str:
    return " ".join(f"{key} {own[key]:2d}" for key in KEYS)


def _read_one(job: tuple[Path, dict[str, Any], bool, int]) -> dict[str, Any]:
    """Read one picture of the set (in a worker process): its counts, and each card for --details."""
    from freecell_gui.core.picture.identify import identify
    from freecell_gui.core.picture.pixels import PictureError
    from freecell_gui.ui.picture.service import read_file
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    folder, item, cards_only, jobs = job
    number = int(item["deal"])
    shown = shown_cascades(number)
    started = time.perf_counter()
    try:
        _image, reading = read_file(folder / item["file"])
    except PictureError as error:
        counts = dict.fromkeys(KEYS, 0)
        counts["shown"] = counts["missed"] = sum(map(len, shown))
        return {"error": str(error), "cards": counts}
    seconds = time.perf_counter() - started
    counts, places = tally_cards(reading, shown)
    result: dict[str, Any] = {
        "error": None,
        "cards": counts,
        "places": places,
        "seconds": seconds,
        "deck_matched": reading.deck,
        "card_size": [reading.layout.card_width, reading.layout.card_height],
        "foundations_disagree": foundation_disagreements(reading, shown),
    }
    if not cards_only:
        found = identify(reading, workers=jobs)
        result["numbers"] = list(found.numbers)
        result["misreads"] = sum(len(match.misreads) for match in found.matches)
        result["find_seconds"] = found.seconds
    return result


def tally_cards(reading: Any, shown: list[list[int]]) -> tuple[dict[str, int], list[dict[str, Any]]]:
    """The cards shown, found, read right, in doubt, claimed wrong and not found, against the
    cascades `shown` (card indices); and each found card's place, truth and reading."""
    from freecell_gui.core.deals.cards import DECK

    counts = dict.fromkeys(KEYS, 0)
    places: list[dict[str, Any]] = []
    for column, (cascade, dealt) in enumerate(zip(reading.cascades, shown, strict=True)):
        counts["shown"] += len(dealt)
        found = min(len(cascade), len(dealt))
        counts["found"] += found
        counts["missed"] += len(dealt) - found
        # A box found past the cards shown (a card's art taken for one more top) is not a card of
        # the deal: a card claimed there is wrong, a doubt there costs nothing.
        for row, card in enumerate(cascade):
            truth = DECK[dealt[row]] if row < len(dealt) else None
            if card.card is not None:
                verdict = "right" if card.card == truth else "wrong"
            elif (
                card.colour is not None
                and card.colour_confidence >= 0.5
                and (truth is None or card.colour is not truth.colour)
            ):
                verdict = "wrong"
            else:
                verdict = "doubt" if truth is not None else "extra"
            if verdict != "extra":
                counts[verdict] += 1
            places.append(
                {
                    "cascade": column,
                    "row": row,
                    "truth": truth.code if truth else None,
                    "verdict": verdict,
                    "box": [card.box.x, card.box.y, card.box.width, card.box.height],
                    "candidates": [c.code for c in card.candidates],
                    "colour": card.colour.name if card.colour else None,
                    "colour_confidence": round(card.colour_confidence, 3),
                }
            )
    return counts, places


def foundation_disagreements(reading: Any, shown: list[list[int]]) -> int:
    """Foundation cards read surely that are not home by the count of `shown_cascades`."""
    in_cascades = {card for cascade in shown for card in cascade}
    return sum(1 for card in reading.foundations if card.card is not None and card.card.index in in_cascades)


if __name__ == "__main__":
    raise SystemExit(main())
