"""A picture's reading as text: a board the app's readers take, or JSON.

The board form is the fc-solve / PySol layout the app reads everywhere, a cascade a line, with
`??` for a card whose index was not read. What was read of such cards (their colour, or a few
candidates) follows in '#' comment lines, which every reader skips:

    # colours: r b . ?        one letter a card of the cascade above's line: r red, b black,
                              . read in full, ? nothing read
    # candidates: cascade 3, card 2: 5H/6H

With every card read, `solve --board` solves the position; with ?? in it, `find --board`
searches for the deal.
"""

from __future__ import annotations

import json

from freecell_gui.core.deals.cards import Colour
from freecell_gui.core.picture.readings import CardReading, Status, TableReading


def _letter(card: CardReading) -> str:
    if card.status is Status.READ:
        return "."
    if card.colour is None:
        return "?"
    return "r" if card.colour is Colour.RED else "b"


def _details(reading: TableReading) -> str:
    deck = reading.deck or "no deck matched (colours only)"
    return f"deck: {deck}; confidence {reading.confidence():.2f}; {reading.seconds:.2f} s"


def summary(reading: TableReading) -> str:
    """One line: how many cards were read, the deck matched, the confidence and the time."""
    counts = reading.counts()
    return (
        f"{counts[Status.READ]} cards read, {counts[Status.COLOUR]} colour only, {counts[Status.UNREAD]} unread; "
        f"{_details(reading)}"
    )


def counts_text(reading: TableReading) -> str:
    """How many cards were read, each count saying what it counts. "In doubt" and "colour
    only" are the two kinds of `--format json`'s status "colour": a few candidates (their
    colour known or not), or a colour and no candidate."""
    cards = reading.all()
    read = sum(card.status is Status.READ for card in cards)
    in_doubt = sum(card.status is Status.COLOUR and bool(card.candidates) for card in cards)
    colour_only = sum(card.status is Status.COLOUR and not card.candidates for card in cards)
    not_read = sum(card.status is Status.UNREAD for card in cards)
    return (
        f"{read} read, {in_doubt} in doubt (a few candidates), {colour_only} colour only, {not_read} not read"
    )


def board_text(reading: TableReading, source: str = "", *, counts_in_full: bool = False) -> str:
    """The reading as a board (see the module's docstring), ending with a newline; its first
    line counts the cards as `summary` does, or as `counts_text` does (`counts_in_full`)."""
    said = f"{counts_text(reading)}; {_details(reading)}" if counts_in_full else summary(reading)
    lines = [f"# read from {source}: {said}" if source else f"# {said}"]
    tops = [card.card for card in reading.foundations if card.card is not None]
    if tops:
        lines.append("Foundations: " + " ".join(f"{top.suit.letter}-{top.rank.letter}" for top in tops))
    if len(tops) < len(reading.foundations):
        lines.append(f"# {len(reading.foundations) - len(tops)} foundation card(s) not read")
    cells = [card.card.code for card in reading.freecells if card.card is not None]
    if reading.freecells:
        lines.append("Freecells: " + " ".join(cells + ["-"] * (4 - len(cells))))
    if len(cells) < len(reading.freecells):
        lines.append(f"# {len(reading.freecells) - len(cells)} free cell card(s) not read")
    notes = []
    for number, cascade in enumerate(reading.cascades, start=1):
        lines.append(" ".join(card.code() for card in cascade) if cascade else ":")
        if any(card.status is not Status.READ for card in cascade):
            lines.append("# colours: " + " ".join(_letter(card) for card in cascade))
        for row, card in enumerate(cascade, start=1):
            if card.card is None and len(card.candidates) > 1:
                notes.append(
                    f"# candidates: cascade {number}, card {row}: "
                    + "/".join(c.code for c in card.candidates)
                )
    return "\n".join(lines + notes) + "\n"


def _card_json(card: CardReading) -> dict[str, object]:
    box = card.box
    return {
        "card": card.card.code if card.card is not None else None,
        "status": card.status.value,
        "colour": card.colour.value if card.colour is not None else None,
        "colour_confidence": round(card.colour_confidence, 3),
        "candidates": [candidate.code for candidate in card.candidates],
        "confidence": round(card.confidence, 3),
        "box": [box.x, box.y, box.width, box.height],
    }


def json_text(reading: TableReading, source: str = "") -> str:
    """The reading as JSON: every card's box, status, colour, candidates and confidences."""
    document = {
        "source": source,
        "deck": reading.deck,
        "four_colour": reading.four_colour,
        "confidence": round(reading.confidence(), 3),
        "seconds": round(reading.seconds, 3),
        "card_size": [reading.layout.card_width, reading.layout.card_height],
        "cascades": [[_card_json(card) for card in cascade] for cascade in reading.cascades],
        "freecells": [_card_json(card) for card in reading.freecells],
        "foundations": [_card_json(card) for card in reading.foundations],
    }
    return json.dumps(document, indent=1) + "\n"
