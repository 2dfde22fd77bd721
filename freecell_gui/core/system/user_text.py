"""Quoting what a user wrote in a message, and reading words and codes as plain ASCII.

A message that echoes user text as it came can mislead or flood: `'JK' is not a card` with
the Kelvin sign (U+212A) for the K reads as if the app refused a valid card, thousands of
digits fill the terminal, and an escape sequence can rewrite it. `quoted` and `shown_path`
show at most MAX_QUOTED_CHARS characters (a path MAX_PATH_CHARS), every character outside printable ASCII escaped as
Python's ascii() writes it (`\\u212a`), except the suit symbols the app itself reads.

Readers compare words and codes as ASCII only: Python's case-insensitive matching and
str.lower() / str.upper() treat the long s (U+017F) as `s` and the Kelvin sign as `k`, so a look-alike
could turn into a different move or card. `ascii_lower` and `ascii_upper` change ASCII letters
only, and `lookalike` finds a character that only looks like ASCII.
"""

from __future__ import annotations

import unicodedata
from pathlib import PurePath

__all__ = [
    "MAX_PATH_CHARS",
    "MAX_QUOTED_CHARS",
    "ascii_lower",
    "ascii_upper",
    "describe_char",
    "escaped",
    "lookalike",
    "quoted",
    "shown_path",
]

MAX_QUOTED_CHARS = 40
"""The most characters of user text a message shows (escapes counted as written)."""
MAX_PATH_CHARS = 80
"""The most characters of a path a message shows: its start and its end, the file's name."""

# The suit symbols are read by the app (card queries, loose boards) and are not look-alikes.
_KEPT = frozenset("\u2663\u2666\u2665\u2660\u2667\u2662\u2661\u2664")
_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_UPPER = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def ascii_lower(text: str) -> str:
    """`text` with A-Z made a-z and every other character left as it is."""
    return text.translate(_LOWER)


def ascii_upper(text: str) -> str:
    """`text` with a-z made A-Z and every other character left as it is."""
    return text.translate(_UPPER)


def _escape(char: str) -> str:
    if char == "'":
        return "\\'"
    if char == "\\":
        return "\\\\"
    if " " <= char <= "~" or char in _KEPT:
        return char
    return ascii(char)[1:-1]  # \n, \x1b, \u212a, \U0001f0a1


def _pieces(text: str, limit: int) -> tuple[list[str], bool]:
    """The escaped characters of `text` while they fit in `limit`; and whether all did."""
    pieces: list[str] = []
    used = 0
    for char in text:
        piece = _escape(char)
        if used + len(piece) > limit:
            return pieces, False
        pieces.append(piece)
        used += len(piece)
    return pieces, True


def escaped(text: str, limit: int = MAX_QUOTED_CHARS) -> str:
    """`text` escaped (see the module's docstring) and cut to about `limit` characters, with
    "..." where it was cut. Unquoted: for text that is already set apart in a message."""
    pieces, whole = _pieces(text, limit)
    return "".join(pieces) if whole else "".join(pieces) + "..."


def quoted(text: str, limit: int = MAX_QUOTED_CHARS) -> str:
    """`text` for a message: in quotes, escaped, at most about `limit` characters of it; a longer
    text says how long it was (`'99999...' (5,000 characters)`)."""
    pieces, whole = _pieces(text, limit)
    if whole:
        return "'" + "".join(pieces) + "'"
    return "'" + "".join(pieces) + f"...' ({len(text):,} characters)"


def shown_path(path: str | PurePath, limit: int = MAX_PATH_CHARS) -> str:
    """A path for a message, escaped; a long one keeps its start and its end (the file name)."""
    text = str(path)
    full = "".join(map(_escape, text))
    if len(full) <= limit:
        return full
    half = (limit - 3) // 2
    head, _ = _pieces(text, half)
    tail, _ = _pieces(text[::-1], limit - 3 - half)
    return "".join(head) + "..." + "".join(reversed(tail))


def lookalike(text: str) -> str | None:
    """The first character of `text` outside ASCII that stands for ASCII letters or digits
    once normalised (NFKC: the long s U+017F is s, the Kelvin sign K, a full-width 3 is 3); else None."""
    for char in text:
        if char.isascii():
            continue
        normal = unicodedata.normalize("NFKC", char)
        if normal.isascii() and any(part.isalnum() for part in normal):
            return char
    return None


def describe_char(char: str) -> str:
    """`U+017F (LATIN SMALL LETTER LONG S)`, for a message about one character."""
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" ({name})" if name else "")
