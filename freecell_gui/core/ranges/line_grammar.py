"""A small grammar of JSON lines, for telling a record cut short by a crash from anything else.

A record is written in one write, so a crash or a full disk can leave only a beginning of one as
a file's last line; `--resume` may cut off such a beginning, and nothing else (a line of text,
records joined by carriage returns). A record's line is described by pieces, each knowing the
regular expression of its whole text and of any beginning of it; a sequence's beginnings are
those of its first piece, or its first piece whole followed by a beginning of the rest. The
records of `solve --out` (records.py) and of `solve --min-cells --out` (min_cells_records.py)
are both described with them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Piece:
    """A piece of a line: the expressions of its whole text and of its beginnings."""

    whole: str  # a regular expression for the piece
    start: str  # one for any beginning of it (the empty one and the whole included)


def literal(text: str) -> Piece:
    """Exactly `text`."""
    start = ""
    for char in reversed(text):
        start = f"(?:{re.escape(char)}{start})?"
    return Piece(re.escape(text), start)


def repeated(char_class: str, most: int) -> Piece:
    """One to `most` characters of `char_class`."""
    return Piece(f"{char_class}{{1,{most}}}", f"{char_class}{{0,{most}}}")


def either(*pieces: Piece) -> Piece:
    """One of `pieces`."""
    return Piece(
        "(?:" + "|".join(piece.whole for piece in pieces) + ")",
        "(?:" + "|".join(piece.start for piece in pieces) + ")",
    )


def sequence(*pieces: Piece) -> Piece:
    """`pieces` one after another."""
    first, rest = pieces[0], pieces[1:]
    if not rest:
        return first
    tail = sequence(*rest)
    return Piece(first.whole + tail.whole, f"(?:{first.start}|{first.whole}{tail.start})")


def any_number_of(piece: Piece) -> Piece:
    """`piece` repeated, perhaps not at all."""
    return Piece(f"(?:{piece.whole})*", f"(?:{piece.whole})*{piece.start}")


def quoted_words(*words: str) -> Piece:
    """One of `words` as a JSON string."""
    return either(*(literal(json.dumps(word)) for word in words))


COUNT = repeated("[0-9]", 20)
MOVE = sequence(literal('"'), repeated(r"[!#-\[\]-~]", 8), literal('"'))  # ASCII, no quote or backslash
SECONDS = sequence(
    COUNT,
    literal("."),
    COUNT,
    either(sequence(literal("e"), either(literal("-"), literal("+")), COUNT), literal("")),
)
MOVES = sequence(
    literal("["),
    either(sequence(MOVE, any_number_of(sequence(literal(", "), MOVE))), literal("")),
    literal("]"),
)


def beginnings_of(line: Piece) -> re.Pattern[bytes]:
    """The compiled expression of every beginning of `line` (for `fullmatch` on bytes)."""
    return re.compile(line.start.encode("ascii"))
