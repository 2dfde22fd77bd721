"""Reading deal numbers and ranges as people write them: 617, #617, 1,000,000, 1-100."""

from __future__ import annotations

import re

from freecell_gui.core.dealer import (
    VALID_RANGE_TEXT,
    DealNumberError,
    check_deal_number,
)

# Digits with optional thousands separators (commas, thin or plain spaces, underscores,
# apostrophes as in Swiss usage), after an optional "#" or "No." as people paste them.
_NUMBER = re.compile(r"^(?:#|no\.?|deal|game)?\s*#?\s*([0-9][0-9,_' \u2009\u202f]*)$", re.IGNORECASE)
_MAX_DIGITS = 30


def parse_deal_number(text: str) -> int:
    """The deal number written in `text`; DealNumberError with a clear message otherwise."""
    stripped = text.strip()
    if not stripped:
        raise DealNumberError(f"no deal number given: {VALID_RANGE_TEXT}")
    match = _NUMBER.match(stripped)
    if match is None:
        shown = stripped if len(stripped) <= 40 else stripped[:37] + "..."
        raise DealNumberError(f"{shown!r} is not a deal number: {VALID_RANGE_TEXT}")
    digits = re.sub(r"[^0-9]", "", match.group(1))
    if len(digits) > _MAX_DIGITS:
        raise DealNumberError(f"that number is far too large: {VALID_RANGE_TEXT}")
    return check_deal_number(int(digits))


def parse_deal_range(text: str) -> range:
    """A single number or an inclusive range "A-B" (also "A..B"), as a Python range."""
    stripped = text.strip()
    parts = re.split(r"\s*(?:\.\.|-|\u2013)\s*", stripped, maxsplit=1)
    if len(parts) == 1 or stripped.startswith("-"):
        number = parse_deal_number(stripped)
        return range(number, number + 1)
    first, last = (parse_deal_number(part) for part in parts)
    if last < first:
        raise DealNumberError(f"the range {first:,}-{last:,} runs backwards: write the lower number first")
    return range(first, last + 1)
