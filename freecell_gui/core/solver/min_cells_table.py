"""The published table of the fewest free cells each of Microsoft's deals 1..32,000 needs.

FreeCell's players settled the question for the original 32,000 deals long ago: the file
msfc32k-min-fc of the repository theodorepringle/MicrosoftFreeCell32000-minimal-freecells (MIT
License, Copyright (c) 2016 Theodore Pringle; commit 65e34aead04c9b97e5c09e18e7df96757ab4f6d8)
gives each deal's count, 0 to 4, and 5 for the one deal (11982) that cannot be won even with
four. It ships here as msfc32k_min_fc.txt.gz (9 KB: its license and source in the header, then
a digit a deal), so that the window's challenge ("the next deal needing exactly K cells") answers
at once within the table, and `min_cells` is needed only past it. Our own search agrees with it
(tests/core/solver/test_min_cells_table.py, and the benchmark of tests/benchmarks/README.md).
"""

from __future__ import annotations

import functools
import gzip
from importlib import resources

from freecell_gui.core.game.variant import MAX_FREE_CELLS

TABLE_RESOURCE = "msfc32k_min_fc.txt.gz"
TABLE_DEALS = 32_000  # the table covers deals 1..TABLE_DEALS
HOPELESS = MAX_FREE_CELLS + 1  # the table's 5: not even with four free cells


class MinCellsTableError(RuntimeError):
    """The shipped table is missing or damaged (an installation without its package data)."""


@functools.cache
def _counts() -> bytes:
    """Each deal's count as one byte, deal 1 first."""
    try:
        packed = resources.files(__package__).joinpath(TABLE_RESOURCE).read_bytes()
        text = gzip.decompress(packed).decode("ascii")
    except (OSError, EOFError, UnicodeDecodeError) as error:
        raise MinCellsTableError(f"the table of fewest free cells cannot be read: {error}") from error
    digits = "".join(line for line in text.splitlines() if line and not line.startswith("#"))
    if len(digits) != TABLE_DEALS or not set(digits) <= set("012345"):
        raise MinCellsTableError("the table of fewest free cells is damaged")
    return bytes(int(digit) for digit in digits)


def table_available() -> bool:
    """True when the shipped table can be read (an installation may lack its package data: then
    the window searches instead of reading, rather than failing)."""
    try:
        _counts()
    except MinCellsTableError:
        return False
    return True


def in_table(number: int) -> bool:
    """True when the table gives deal `number`'s count."""
    return 1 <= number <= TABLE_DEALS


def table_min_cells(number: int) -> int | None:
    """The fewest free cells deal `number` needs by the table (HOPELESS: not even with four),
    or None past the table."""
    return _counts()[number - 1] if in_table(number) else None


def next_in_table(cells: int, after: int) -> int | None:
    """The first deal numbered above `after` that needs exactly `cells` free cells by the table,
    or None when the table holds no such deal past `after` (the search goes on past the table)."""
    if not 0 <= cells <= MAX_FREE_CELLS:
        raise ValueError(f"the free cells are 0 to {MAX_FREE_CELLS}, not {cells}")
    start = max(after, 0)  # deal `after` + 1 is at index `after`
    if start >= TABLE_DEALS:
        return None
    index = _counts().find(bytes([cells]), start)
    return None if index < 0 else index + 1


def table_tally() -> dict[int, int]:
    """How many deals of the table need each count (0..4, and HOPELESS)."""
    counts = _counts()
    return {cells: counts.count(bytes([cells])) for cells in range(HOPELESS + 1)}
