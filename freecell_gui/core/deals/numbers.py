"""Reading deal numbers and ranges as people write them: 617, #617, 1,000,000, 1-100."""

from __future__ import annotations

import re

from freecell_gui.core.deals.dealer import (
    VALID_RANGE_TEXT,
    DealNumberError,
    check_deal_number,
)
from freecell_gui.core.system.user_text import quoted

# What people paste: an optional "#", "No.", "deal" or "game", then digits, plain ("0617") or
# grouped in thousands with one separator used throughout: a comma, an underscore, an
# apostrophe (Swiss usage), or a no-break, thin or narrow no-break space. A plain space is not a
# separator: "617 618" is two numbers, not deal 617,618. [0-9] is ASCII only in the pattern,
# and the pattern is unambiguous, so matching takes linear time. The words are matched as ASCII
# only (re.ASCII): Unicode case folding reads look-alikes (the Kelvin sign as k) as letters.
_NUMBER = re.compile(
    r"(?:(?:no\.?|deal|game)[\s\u00a0\u2009\u202f]*)?(?:#[\s\u00a0\u2009\u202f]*)?"
    r"([0-9]+|[0-9]{1,3}([,_'\u00a0\u2009\u202f])[0-9]{3}(?:\2[0-9]{3})*)",
    re.IGNORECASE | re.ASCII,
)
_MAX_TEXT = 64
"""Longer text is refused without being looked at: the longest deal written out is 13 characters."""
_MAX_DIGITS = 10


def _excerpt(text: str) -> str:
    return quoted(text)


def parse_deal_number(text: str) -> int:
    """The deal number written in `text`; DealNumberError with a clear message otherwise."""
    if len(text) > _MAX_TEXT * 4:
        raise DealNumberError(f"{_excerpt(text)} is far too long for a deal number: {VALID_RANGE_TEXT}")
    stripped = text.strip()
    if not stripped:
        raise DealNumberError(f"no deal number given: {VALID_RANGE_TEXT}")
    if len(stripped) > _MAX_TEXT:
        raise DealNumberError(f"{_excerpt(stripped)} is far too long for a deal number: {VALID_RANGE_TEXT}")
    match = _NUMBER.fullmatch(stripped)
    if match is None:
        hint = " (separate thousands with commas)" if re.fullmatch(r"[0-9 ]+", stripped) else ""
        raise DealNumberError(f"{_excerpt(stripped)} is not a deal number{hint}: {VALID_RANGE_TEXT}")
    digits = re.sub(r"[^0-9]", "", match.group(1)).lstrip("0") or "0"
    if len(digits) > _MAX_DIGITS:
        raise DealNumberError(f"that number is far too large: {VALID_RANGE_TEXT}")
    return check_deal_number(int(digits))


def parse_deal_range(text: str) -> range:
    """A single number or an inclusive range "A-B" (also "A..B"), as a Python range."""
    if len(text) > _MAX_TEXT * 4 or len(text.strip()) > 2 * _MAX_TEXT:
        raise DealNumberError(
            f"{_excerpt(text.strip())} is far too long for a deal range: {VALID_RANGE_TEXT}"
        )
    stripped = text.strip()
    parts = re.split(r"\s*(?:\.\.|-|\u2013)\s*", stripped, maxsplit=1)
    if len(parts) == 1 or stripped.startswith("-"):
        number = parse_deal_number(stripped)
        return range(number, number + 1)
    first, last = (parse_deal_number(part) for part in parts)
    if last < first:
        raise DealNumberError(f"the range {first:,}-{last:,} runs backwards: write the lower number first")
    return range(first, last + 1)
