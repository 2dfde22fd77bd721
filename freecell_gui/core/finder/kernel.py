"""The deal finder's kernel: which engine answers a query, and the names the finder uses.

A query is 52 masks, one a place in the dealing order; each engine returns the deal numbers
whose deal puts an allowed card at every place (`kernel_python` says how). The engines give
the same answers:

* `_finder.Query` in C (`_finder.c`), built with the package where a compiler is found;
* `kernel_numpy.NumpyQuery`, the same filters over arrays, with NumPy installed;
* `kernel_python.PyQuery`, plain Python: the specification, and the last resort.

`engine_class()` picks the first available (FREECELL_GUI_FINDER_ENGINE=c|numpy|python forces
one; FREECELL_GUI_PURE=1 means python). The imports point one way: this module loads the
engines, `kernel_numpy` builds on `kernel_python`, and neither names this module.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterable
from typing import Protocol

from freecell_gui.core.finder.kernel_python import (
    END_OF_DEALS,
    FAMILY_HIGHS,
    HIGHS_COUNT,
    HIGHS_PER_PIECE,
    HIGHS_RANGE,
    INCREMENT,
    LOWS,
    MASK_RANGE,
    MASKS_COUNT,
    MAX_PIECE,
    MULTIPLIER,
    NOTHING_KNOWN,
    NUMBERS_RANGE,
    ONE_FAMILY,
    SCAN_SIZE,
    PyQuery,
    family_of,
    segments,
    valid_highs,
    validate_masks,
)

__all__ = [
    "END_OF_DEALS",
    "FAMILY_HIGHS",
    "HIGHS_COUNT",
    "HIGHS_PER_PIECE",
    "HIGHS_RANGE",
    "INCREMENT",
    "LOWS",
    "MASKS_COUNT",
    "MASK_RANGE",
    "MAX_PIECE",
    "MULTIPLIER",
    "NOTHING_KNOWN",
    "NUMBERS_RANGE",
    "ONE_FAMILY",
    "SCAN_SIZE",
    "Engine",
    "PyQuery",
    "address_space_left",
    "engine_class",
    "family_of",
    "numpy_available",
    "segments",
    "valid_highs",
    "validate_masks",
]


class Engine(Protocol):
    """What every kernel offers (`_finder.Query`, `kernel_numpy.NumpyQuery`, `PyQuery`)."""

    @property
    def masks(self) -> tuple[int, ...]: ...
    @property
    def stages(self) -> tuple[int, tuple[int, ...]]: ...
    def scan(self, start: int, stop: int, /) -> list[int]: ...
    def invert(self, start: int, stop: int, high_start: int, high_stop: int, /) -> list[int]: ...


# Address space NumPy needs: its import maps about 90 MB (OpenBLAS's buffers), a scan's arrays
# some more. Under a tighter `ulimit -v` OpenBLAS ends the process (exit 1, no exception): the
# Python engine runs instead.
_NUMPY_ADDRESS_SPACE = 256 * 2**20


def address_space_left() -> int | None:
    """Bytes of address space this process may still map under RLIMIT_AS (Linux), or None."""
    try:
        import resource

        limit, _ = resource.getrlimit(resource.RLIMIT_AS)
        if limit == resource.RLIM_INFINITY:
            return None
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            used = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize:"))
    except (ImportError, OSError, ValueError, StopIteration, IndexError):
        return None
    return int(limit) - used


def numpy_available() -> bool:
    """True when NumPy (the optional `fast` extra) imports, with the memory to do so."""
    left = address_space_left()
    if left is not None and left < _NUMPY_ADDRESS_SPACE:
        return False
    # The engine uses no linear algebra: one OpenBLAS thread saves its buffers' memory.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    try:
        importlib.import_module("numpy")
    except (ImportError, MemoryError):
        return False
    return True


def engine_class(name: str | None = None) -> Callable[[Iterable[int]], Engine]:
    """The kernel to use: "c", "numpy" or "python"; by default the fastest available."""
    if name is None:
        name = os.environ.get("FREECELL_GUI_FINDER_ENGINE") or (
            "python" if os.environ.get("FREECELL_GUI_PURE") else ""
        )
    if name in ("", "c"):
        try:
            from freecell_gui.core.finder import _finder
        except ImportError:
            if name == "c":
                raise
        else:
            return _finder.Query
    if name in ("", "numpy") and numpy_available():
        # Imported only now: NumPy is optional, and its import maps some 90 MB.
        from freecell_gui.core.finder.kernel_numpy import NumpyQuery

        return NumpyQuery
    if name == "numpy":
        raise ImportError("NumPy is not installed")
    if name not in ("", "python"):
        raise ValueError(f"no finder engine called {name!r}: c, numpy or python")
    return PyQuery
