"""`freecell-gui find --image FILE [--range ...]`: a deal's number from a picture of it.

The numbers go to standard output, one a line; standard error gets what was read (a board,
?? for cards not read), the confidence, the time, and any card read that the deal found does
not have. Without --range the search runs in stages over every deal (1..1,000,000, then up to
2^31-1, then to 8,589,934,591), stopping after the first stage that finds it; --range searches
just that range.
Exit status: 0 found, 1 none (or not sure enough to name one), 2 bad input, 130 on Ctrl+C.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable

from freecell_gui.cli.common import write
from freecell_gui.cli.read_image import read_picture_path
from freecell_gui.core.finder.search import ALL_RANGE, WINDOWS_RANGE
from freecell_gui.core.picture.pixels import PictureError
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.progress import ProgressLine
from freecell_gui.core.system.user_text import shown_path

EXIT_FOUND = ExitStatus.DONE
EXIT_NONE = ExitStatus.NO
EXIT_BAD_INPUT = ExitStatus.BAD_INPUT
_SCALE = 1_000_000


def wider_ranges(searched: range) -> str | None:
    """What to try when `searched` found nothing: "--range 2^31 or --range all", the named
    ranges that reach past it, or None when it reached the last deal."""
    wider = [
        name for name, stage in (("2^31", WINDOWS_RANGE), ("all", ALL_RANGE)) if searched.stop < stage.stop
    ]
    return " or ".join(f"--range {name}" for name in wider) or None


def run_find_image(args: argparse.Namespace, parse_range: Callable[[str], range], workers: int) -> int:
    """Read the picture and search; without --range, every deal in stages."""
    from freecell_gui.core.finder import WorkerFailedError
    from freecell_gui.core.picture.identify import identify
    from freecell_gui.core.picture.text import board_text

    started = time.perf_counter()
    if args.cards or args.board is not None or getattr(args, "colours", None) is not None:
        write(
            sys.stderr, "freecell-gui find: error: give cards, --board, --colours or --image, one of them\n"
        )
        return EXIT_BAD_INPUT
    try:
        numbers = None if args.range is None else parse_range(args.range)
    except ValueError as error:
        write(sys.stderr, f"freecell-gui find: error: {error}\n")
        return EXIT_BAD_INPUT
    try:
        reading = read_picture_path(args.image)
    except PictureError as error:
        write(sys.stderr, f"freecell-gui find: error: {error}\n")
        return EXIT_BAD_INPUT
    write(sys.stderr, board_text(reading, shown_path(args.image)))
    try:
        with ProgressLine(total=_SCALE, unit="millionths of the range") as line:
            result = identify(
                reading, numbers, progress=lambda share: line.update(round(share * _SCALE)), workers=workers
            )
    except WorkerFailedError as error:
        write(sys.stderr, f"freecell-gui find: error: {error}: try --jobs 1\n")
        return EXIT_NONE
    for match in result.matches:
        write(sys.stdout, f"{match.number}\n")
    elapsed = time.perf_counter() - started
    searched = f"{result.searched.start:,}..{result.searched.stop - 1:,}"
    if not result.matches:
        tries = None if result.unsure or args.range is None else wider_ranges(result.searched)
        why = result.unsure or f"no deal in {searched} has the cards read" + (
            f": try {tries}" if tries else ""
        )
        write(sys.stderr, f"find: {why} ({elapsed:.1f} s)\n")
        return EXIT_NONE
    how = " (from the surest cards only)" if result.relaxed else ""
    if len(result.matches) > 1:
        write(
            sys.stderr,
            f"find: {len(result.matches)} deals fit what was read equally well{how}: not one to choose\n",
        )
    for match in result.matches:
        write(
            sys.stderr, f"find: deal {match.number:,}{how}, {len(match.misreads)} card(s) read differently\n"
        )
        for misread in match.misreads:
            write(sys.stderr, f"  {misread}\n")
    write(sys.stderr, f"find: {elapsed:.1f} s (reading {reading.seconds:.1f} s)\n")
    return EXIT_FOUND
