"""Find a deal's number from some of its cards.

A `CardPattern` (pattern.py) says which card lies at which place in the deal (a place is the
dealing order 0..51: column c, card r counted from the top, is place r * 8 + c). `find_deals`
yields every number in a range whose deal has those cards there.

How it is fast: the card dealt at place p depends only on the generator's first p + 1
draws, and the k-th draw of deal n is bits 16.. of (A_k * n + C_k) mod 2^32. So

* when the first cards of the deal are known (a typed first row), the pick each of them
  needs is known exactly, and a 65,536-entry table of "does this draw give that pick"
  rules out 51 numbers in 52 from one multiply, one shift and one table look-up;
* otherwise only the earliest known card is followed, by its place in the shrinking deck,
  up to its place in the deal;
* only the few numbers that survive are dealt in full and compared.

With NumPy installed (the optional `fast` extra) the same filters run over a million
numbers at a time; without it, a pure-Python loop does the same work more slowly. Big
ranges are split over worker processes (`workers`).
"""

from __future__ import annotations

import importlib
import math
import multiprocessing
import multiprocessing.pool
import os
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from freecell_gui.core.deals import formats
from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL, _draws
from freecell_gui.core.finder.pattern import CardPattern, PatternError, deal_matches

__all__ = [
    "ALL_RANGE",
    "MILLION_RANGE",
    "NAMED_RANGES",
    "UNKNOWN_CARD",
    "WINDOWS_RANGE",
    "CardPattern",
    "PatternError",
    "WorkerFailedError",
    "chunk_size",
    "deal_matches",
    "default_workers",
    "estimate_seconds",
    "find_deals",
    "numpy_available",
    "scan_piece",
    "split_range",
]

_numpy: Any = None
_numpy_tried = False
# Address space NumPy needs: its import maps about 90 MB (OpenBLAS's buffers), a scan's arrays
# up to 100 MB more. Under a tighter `ulimit -v` the pure scan runs instead.
_NUMPY_ADDRESS_SPACE = 256 * 2**20


def _address_space_left() -> int | None:
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


def _load_numpy() -> Any:
    """NumPy (the optional `fast` extra), loaded on first use; None without it.

    Not at import: every command imports the finder, and NumPy's import takes time and memory
    (OpenBLAS reserves a buffer a thread, which alone fails under a tight `ulimit -v`).
    FREECELL_GUI_PURE=1 ignores it, to measure or test the pure path.
    """
    global _numpy, _numpy_tried
    if not _numpy_tried:
        _numpy_tried = True
        left = _address_space_left()
        if left is not None and left < _NUMPY_ADDRESS_SPACE:
            # OpenBLAS ends the process (exit 1, no exception) when its buffers do not fit.
            return None
        if not os.environ.get("FREECELL_GUI_PURE"):
            # The scans use no linear algebra: one OpenBLAS thread saves its buffers' memory.
            os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
            try:
                _numpy = importlib.import_module("numpy")
            except (ImportError, MemoryError):  # without NumPy, or without the memory to load it
                _numpy = None
    return _numpy


_MULTIPLIER = 214013
_INCREMENT = 2531011
_MASK_32 = 0xFFFFFFFF
_BIT_31 = 2**31
_BIT_32 = 2**32

MILLION_RANGE = range(FIRST_DEAL, 1_000_000 + 1)
WINDOWS_RANGE = range(FIRST_DEAL, 2**31)
ALL_RANGE = range(FIRST_DEAL, LAST_DEAL + 1)
NAMED_RANGES: dict[str, range] = {"1m": MILLION_RANGE, "2^31": WINDOWS_RANGE, "all": ALL_RANGE}
"""The ranges the command line and the dialog offer by name."""

UNKNOWN_CARD = formats.UNKNOWN_CARD
"""How an unknown card is written in a partly known board."""


def numpy_available() -> bool:
    """True when the NumPy speed-up (the `fast` extra) is installed and loads."""
    return _load_numpy() is not None


# --- ranges and rules --------------------------------------------------------------------


def _rule_of(number: int) -> int:
    """0: Microsoft (below 2^31); 1: FreeCell Pro bit 15 (2^31..2^32-1); 2: above 2^32."""
    return 0 if number < _BIT_31 else 1 if number < _BIT_32 else 2


def _draw_of_high_bits(rule: int, high: int) -> int:
    """The draw for state bits 16..31 (`high`) under a rule (see dealer.py)."""
    if rule == 0:
        return high & 0x7FFF
    if rule == 1:
        return (high & 0x7FFF) | 0x8000
    return high + 1


def _pick_tables(rule: int, steps: int) -> list[list[int]]:
    """For each step, the pick (draw mod cards left) of every 16-bit state high half."""
    draws = [_draw_of_high_bits(rule, high) for high in range(65536)]
    return [[draw % (52 - step) for draw in draws] for step in range(steps)]


def split_range(numbers: range, chunk: int) -> Iterator[range]:
    """The range cut into pieces of at most `chunk`, also cut at 2^31 and 2^32 (rule changes).

    Lazily: all deals in small pieces would be millions of ranges.
    """
    start, stop = numbers.start, numbers.stop
    while start < stop:
        boundary = _BIT_31 if start < _BIT_31 else _BIT_32 if start < _BIT_32 else stop
        end = min(stop, start + chunk, boundary)
        yield range(start, end)
        start = end


# --- the scanners: one piece of one rule ------------------------------------------------


def _scan_pure(pattern: CardPattern, piece: range) -> list[int]:
    """Matches in `piece` (one rule), in pure Python."""
    if not piece:
        return []
    rule = _rule_of(piece.start)
    first_place, first_card = pattern.places[0]
    candidates: Iterable[int]
    if first_place == 0:
        hits = _pure_first_table(rule, first_card)
        # Bits 16..31 of A * n + C depend only on n mod 2^32, so n itself can be used.
        candidates = [n for n in piece if hits[((n * _MULTIPLIER + _INCREMENT) >> 16) & 0xFFFF]]
    else:
        candidates = _pure_follow(piece, first_place, first_card)
    return [n for n in candidates if deal_matches(n, pattern)]


_PURE_FIRST_TABLES: dict[tuple[int, int], bytes] = {}


def _pure_first_table(rule: int, card: int) -> bytes:
    key = (rule, card)
    table = _PURE_FIRST_TABLES.get(key)
    if table is None:
        table = bytes(_draw_of_high_bits(rule, high) % 52 == card for high in range(65536))
        _PURE_FIRST_TABLES[key] = table
    return table


def _pure_follow(piece: range, place: int, card: int) -> Iterator[int]:
    """Numbers whose deal puts `card` at `place`, following that card's place in the deck."""
    for number in piece:
        draws = _draws(number)
        where = card
        for step in range(place):
            pick = draws[step] % (52 - step)
            if pick == where:
                break  # dealt too early
            if where == 51 - step:
                where = pick
        else:
            if draws[place] % (52 - place) == where:
                yield number


_NUMPY_TABLES: dict[tuple[int, int], Any] = {}
_NUMPY_RAMPS: dict[int, Any] = {}


def _numpy_pick_table(rule: int, step: int) -> Any:
    key = (rule, step)
    table = _NUMPY_TABLES.get(key)
    if table is None:
        np = _load_numpy()
        high = np.arange(65536, dtype=np.uint32)
        draws = high & 0x7FFF if rule == 0 else (high & 0x7FFF) | 0x8000 if rule == 1 else high + 1
        table = (draws % (52 - step)).astype(np.uint8)
        _NUMPY_TABLES[key] = table
    return table


def _numpy_ramp(length: int) -> Any:
    """0, A, 2A, ... mod 2^32 as uint32: the states of consecutive numbers, less the first."""
    ramp = _NUMPY_RAMPS.get(length)
    if ramp is None:
        np = _load_numpy()
        ramp = np.arange(length, dtype=np.uint32) * np.uint32(_MULTIPLIER)
        _NUMPY_RAMPS.clear()
        _NUMPY_RAMPS[length] = ramp
    return ramp


def _scan_numpy(pattern: CardPattern, piece: range) -> list[int]:
    """Matches in `piece` (one rule), vectorised with NumPy."""
    np = _load_numpy()
    if not piece:
        return []
    rule = _rule_of(piece.start)
    multiplier, increment = np.uint32(_MULTIPLIER), np.uint32(_INCREMENT)
    first_state = np.uint32((piece.start * _MULTIPLIER + _INCREMENT) & _MASK_32)
    states = _numpy_ramp(len(piece)) + first_state  # the first draw's state, per number
    offsets: Any
    picks = pattern.prefix_picks()
    if picks:
        offsets = None  # None: every number of the piece is still in
        for step, pick in enumerate(picks):
            if step:
                states = states * multiplier + increment
            keep = np.flatnonzero(_numpy_pick_table(rule, step)[states >> 16] == pick)
            states = states[keep]
            offsets = keep if offsets is None else offsets[keep]
            if not len(offsets):
                return []
    else:
        place, card = pattern.places[0]
        where = np.full(len(piece), card, dtype=np.uint8)
        alive = np.ones(len(piece), dtype=bool)
        for step in range(place):
            if step:
                states = states * multiplier + increment
            pick = _numpy_pick_table(rule, step)[states >> 16]
            alive &= pick != where
            where = np.where(where == 51 - step, pick, where)
        states = states * multiplier + increment if place else states
        alive &= _numpy_pick_table(rule, place)[states >> 16] == where
        offsets = np.flatnonzero(alive)
    start = piece.start
    if len(picks) == len(pattern.places) and not pattern.elsewhere:  # every card was a filter step: exact
        return [start + offset for offset in offsets.tolist()]
    return [start + offset for offset in offsets.tolist() if deal_matches(start + offset, pattern)]


def scan_piece(pattern: CardPattern, piece: range, use_numpy: bool | None = None) -> list[int]:
    """Every match in `piece`, which must not cross 2^31 or 2^32 (see `split_range`)."""
    if use_numpy is None or use_numpy:
        # Asked for NumPy but it did not load (a worker short of memory, say): the pure scan.
        use_numpy = numpy_available()
    return _scan_numpy(pattern, piece) if use_numpy else _scan_pure(pattern, piece)


# --- the driver --------------------------------------------------------------------------


def chunk_size(pattern: CardPattern, use_numpy: bool) -> int:
    """Numbers a piece holds: small enough to notice a cancel within ~50 ms."""
    prefix = pattern.places[0][0] == 0
    if use_numpy:
        return 1 << 20 if prefix else 1 << 15
    return 1 << 16 if prefix else 1 << 10


def default_workers() -> int:
    """Worker processes for a big scan: one per core."""
    return max(1, os.cpu_count() or 1)


# Ranges smaller than this are scanned in this process: starting workers costs more.
_POOL_THRESHOLD = 20_000_000
# Address space a pool needs in this process: its three threads' stacks (8 MB each by default)
# and its queues. With less (a tight `ulimit -v`) a thread fails to start halfway through the
# pool's start, and workers already started then fail noisily: the scan stays in this process.
_POOL_ADDRESS_SPACE = 64 * 2**20


class WorkerFailedError(RuntimeError):
    """A worker process ended in the middle of a scan (killed, or out of memory as it started)."""


def _ignore_interrupts() -> None:
    # Ctrl+C is for the parent, which stops the workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _scan_task(arguments: tuple[CardPattern, int, int, bool]) -> tuple[int, list[int]]:
    pattern, start, stop, use_numpy = arguments
    return stop - start, scan_piece(pattern, range(start, stop), use_numpy)


def find_deals(
    pattern: CardPattern,
    numbers: range,
    *,
    progress: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    workers: int = 1,
    use_numpy: bool | None = None,
) -> Iterator[int]:
    """Yield, in increasing order, every deal number in `numbers` whose deal fits `pattern`.

    `progress(count)` is called with how many numbers have been scanned so far, after each
    piece; when `cancelled()` returns True the scan stops (within about 50 ms) and the
    generator ends. With `workers` > 1 a big range is split over that many processes;
    closing the generator (or an exception such as KeyboardInterrupt) stops them.
    """
    if numbers.step != 1 or not numbers or numbers.start < FIRST_DEAL or numbers.stop > LAST_DEAL + 1:
        raise PatternError(f"the range must be a non-empty part of {FIRST_DEAL}..{LAST_DEAL:,}")
    if use_numpy is None:
        use_numpy = numpy_available()
    size = chunk_size(pattern, use_numpy)
    done = 0
    pool = None
    left = _address_space_left()
    if workers > 1 and len(numbers) >= _POOL_THRESHOLD and (left is None or left >= _POOL_ADDRESS_SPACE):
        try:
            # spawn: safe beside Qt's threads, and the same on every OS
            pool = multiprocessing.get_context("spawn").Pool(workers, initializer=_ignore_interrupts)
        except (OSError, RuntimeError, ImportError, MemoryError):
            # No worker processes here (none allowed, or no memory left to start one; Python
            # then fails to load the module that starts processes): scan in this process.
            pool = None
    if pool is None:
        for piece in split_range(numbers, size):
            if cancelled is not None and cancelled():
                return
            yield from scan_piece(pattern, piece, use_numpy)
            done += len(piece)
            if progress is not None:
                progress(done)
        return
    # Pieces for workers are bigger: each task should take well over a millisecond.
    pieces = split_range(numbers, size * 8)
    tasks = ((pattern, piece.start, piece.stop, use_numpy) for piece in pieces)
    results = pool.imap(_scan_task, tasks, chunksize=1)
    workers_started = _worker_ids(pool)
    try:
        while True:
            if cancelled is not None and cancelled():
                return
            if _worker_ids(pool) != workers_started:
                # The pool quietly starts a new worker for one that died, and the piece the dead
                # one held is never answered: without this, the scan would wait for ever.
                raise WorkerFailedError(
                    "a worker process ended in the middle of the scan (out of memory, or killed)"
                )
            try:
                count, matches = results.next(timeout=0.05)  # wake up to look at `cancelled`
            except multiprocessing.TimeoutError:
                continue
            except StopIteration:
                return
            yield from matches
            done += count
            if progress is not None:
                progress(done)
    finally:
        _stop_pool(pool)


def _worker_ids(pool: Any) -> set[int | None]:
    return {worker.pid for worker in list(getattr(pool, "_pool", [])) if worker.exitcode is None}


def _stop_pool(pool: Any, patience: float = 2.0) -> None:
    """Stop the workers at once, and wait at most `patience` seconds for the pool's threads.

    Pool.terminate() kills the workers, then joins the thread that reads their results. A
    worker killed halfway through sending a big list of matches leaves half a message in the
    pipe, and that thread then waits for the rest for ever (seen on Ctrl-C in `find AS`). So
    the terminate runs in a daemon thread: the workers are gone either way, and a stuck reader
    thread is dropped when the process exits."""
    stopper = threading.Thread(target=pool.terminate, name="stop find workers", daemon=True)
    try:
        stopper.start()
    except RuntimeError:  # no thread can start (out of memory): the workers are killed below
        patience = 0.5
        # The pool's thread that replaces dead workers is told to stop first (or it would start
        # new ones as these are killed), and its clean-up at exit, which would hang as
        # described, is called off.
        handler = getattr(pool, "_worker_handler", None)
        if handler is not None:
            handler._state = multiprocessing.pool.TERMINATE
        finaliser = getattr(pool, "_terminate", None)
        if finaliser is not None:
            finaliser.cancel()
    else:
        stopper.join(patience)
    for worker in list(getattr(pool, "_pool", [])):  # in case terminate() stuck before killing
        if worker.exitcode is None:
            worker.kill()
            worker.join(patience)


def estimate_seconds(done: int, total: int, elapsed: float) -> float:
    """Seconds left at the rate so far (inf before anything is done)."""
    if done <= 0 or elapsed <= 0:
        return math.inf
    return (total - done) * elapsed / done
