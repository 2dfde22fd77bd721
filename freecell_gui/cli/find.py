"""`freecell-gui find CARDS...`: which deal numbers have these cards there?

    freecell-gui find JD 2D 9H JC 5D 7H 7C 5H          (a first row, 1..1,000,000)
    freecell-gui find "JD 2D 9H JC" --range 2^31
    freecell-gui find --board partial.txt --range all  (unknown cards written ??)
    freecell-gui find --colours "rbbrbrrb/bbrrbrbr/..."  (r red, b black, ? unknown: a row at a time)

Exit status: 0 if a deal matched, 1 if none did (or the scan failed: no memory, a failed
write), 2 on bad input, 130 on Ctrl+C (the matches found so far printed). When none matched,
one line on standard error says what was searched and what to try; standard output stays empty.

Cards search 1..1,000,000 unless --range says otherwise. A board, and colours (alone, or with
cards or a board), search as a picture's reading is searched (`find --image`): 1..1,000,000, then up to 2^31-1, then every deal, and stop
after the first of these stages that finds a match; --range searches just that range, in full.

A board is read by the app's one board reader (core/deals/formats.py, `parse_partial`), with
?? for each card not known; cards in its free cells and on its foundations are looked for
below the cascades given, where a game just begun took them from.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from freecell_gui.cli.common import fail, warn, write
from freecell_gui.cli.find_image import wider_ranges
from freecell_gui.cli.kernels import warn_if_slow_finder
from freecell_gui.core.deals.cards import Card, parse_card
from freecell_gui.core.deals.formats import BoardError, parse_partial
from freecell_gui.core.deals.numbers import parse_deal_range
from freecell_gui.core.finder import search
from freecell_gui.core.finder.masks import BLACK, COLOUR_MASKS, PLACES, RED
from freecell_gui.core.finder.scan import (
    ALL_RANGE,
    NAMED_RANGES,
    CardPattern,
    PatternError,
    WorkerFailedError,
    find_deals,
)
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.progress import ProgressLine
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes
from freecell_gui.core.system.user_text import ascii_lower, describe_char, quoted, shown_path
from freecell_gui.core.system.workers import workers_for

_MAX_BOARD_BYTES = 1_000_000
_MAX_JOBS_DIGITS = 6
_MAX_COLOURS_CHARS = 1000  # 52 letters and separators fit many times over
_ROW_LENGTHS = tuple(len(range(row * 8, min(PLACES, row * 8 + 8))) for row in range(7))  # 8 ... 8, 4
OUT_OF_MEMORY = "out of memory: try --jobs 1, or a smaller --range"


class FindInputError(ValueError):
    """Cards, a board or a range that the finder cannot use; the message is one line."""


def add_find_command(commands: Any) -> None:
    """Add the `find` subcommand to the parser's subcommands (argparse's _SubParsersAction)."""
    parser = commands.add_parser("find", help="find the deal numbers whose deal has the cards given")
    parser.add_argument(
        "cards",
        nargs="*",
        metavar="CARD",
        help="the first cards dealt, in order, e.g. JD 2D 9H JC 5D 7H 7C 5H",
    )
    parser.add_argument(
        "--board",
        metavar="FILE|-",
        help="a board (any format the app reads, read-image's too), ?? for each unknown card; with no "
        "--range, searched in stages as --image is",
    )
    parser.add_argument(
        "--colours",
        metavar="STRING",
        help="the colour of each place, r (red), b (black) or ? (unknown), in dealing order, or a row "
        "of 8 at a time separated by spaces or /: e.g. rbbrbrrb/bbrrbrbr/...; with no --range, "
        "searches 1..1,000,000, then 2^31, then all, and stops at the first stage with a match",
    )
    parser.add_argument(
        "--image",
        metavar="FILE",
        help="a picture of the deal (PNG, JPEG, BMP, WebP): read, then searched in stages",
    )
    parser.add_argument(
        "--range",
        default=None,
        metavar="1m|2^31|all|A-B",
        help="where to look: 1m (1..1,000,000, the default for cards), 2^31, all (1..8,589,934,591) or A-B",
    )
    parser.add_argument(
        "--jobs",
        type=_jobs_count,
        default=0,
        metavar="N",
        help="worker processes for big ranges: 0 (the default) is one a core, and more than the "
        "cores here is cut to one a core (each is a whole Python process: more only slows the scan)",
    )
    parser.set_defaults(handler=run_find)


def _jobs_count(text: str) -> int:
    digits = text.strip()
    if not digits.isascii() or not digits.isdigit() or len(digits) > _MAX_JOBS_DIGITS:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a number of worker processes (0 or more)")
    return int(digits)


def parse_search_range(text: str) -> range:
    """1m, 2^31, all, a number or A-B; FindInputError otherwise."""
    named = NAMED_RANGES.get(ascii_lower(text.strip()))
    if named is not None:
        return named
    try:
        return parse_deal_range(text)
    except ValueError as error:
        raise FindInputError(f"--range: {error} (or use 1m, 2^31, all)") from None


def parse_card_list(text: str) -> list[Card]:
    """Cards separated by spaces or commas, in dealing order."""
    cards: list[Card] = []
    for token in text.replace(",", " ").split():
        try:
            cards.append(parse_card(token))
        except ValueError as error:
            raise FindInputError(str(error)) from None
    return cards


def _read_board_text(source: str) -> str:
    # A named file goes through read_user_bytes: a FIFO, a device or a folder is refused
    # without being opened (a FIFO would block the read for ever).
    try:
        if source == "-":
            if sys.stdin is None:
                raise FindInputError("there is no standard input to read the board from")
            data = sys.stdin.buffer.read(_MAX_BOARD_BYTES + 1)
        else:
            data = read_user_bytes(Path(source), _MAX_BOARD_BYTES)
    except UserFileError as error:
        raise FindInputError(str(error)) from None
    except (OSError, ValueError) as error:  # ValueError: a closed standard input
        raise FindInputError(f"cannot read the board from {shown_path(source)}: {error}") from None
    name = "the standard input" if source == "-" else shown_path(source)
    if len(data) > _MAX_BOARD_BYTES:
        raise FindInputError(f"{name} is too big to be a board (more than {_MAX_BOARD_BYTES:,} bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FindInputError(f"{name} is not a text board (it is not UTF-8)") from None
    if "\x00" in text:
        raise FindInputError(f"{name} is not a text board (it holds NUL bytes)")
    return text


def build_pattern(cards: list[str], board: str | None) -> CardPattern:
    """The pattern from the command line's cards or --board; FindInputError when unusable."""
    try:
        if board is not None:
            if cards:
                raise FindInputError("give either cards or --board, not both")
            name = "the standard input" if board == "-" else shown_path(board)
            try:
                partial = parse_partial(_read_board_text(board))
            except BoardError as error:
                raise FindInputError(f"{name}: {error}") from None
            return CardPattern.from_board(partial)
        if not cards:
            raise FindInputError(
                "give the first cards of the deal (e.g. JD 2D 9H), --board FILE or --colours"
            )
        return CardPattern.from_prefix(parse_card_list(" ".join(cards)))
    except PatternError as error:
        raise FindInputError(str(error)) from None


def parse_colours(text: str) -> tuple[int, ...]:
    """--colours: r, b or ? a place in dealing order, in one run or a row of 8 at a time
    (separated by spaces or /); the kernel's 52 masks, or FindInputError with one line."""
    if len(text) > _MAX_COLOURS_CHARS:
        raise FindInputError(f"--colours is {len(text):,} characters long: a deal has {PLACES} places")
    for at, char in enumerate(text, 1):
        if char not in "rbRB?/ \t":
            shown = quoted(char) if char.isascii() else describe_char(char)
            raise FindInputError(
                f"--colours: {shown} (character {at}) is not r (red), b (black) or ? (unknown)"
            )
    rows = text.replace("/", " ").split()
    letters = ascii_lower("".join(rows))
    if not letters:
        raise FindInputError("--colours: give r (red), b (black) or ? (unknown) for each place")
    if len(rows) > 1:
        if len(rows) > len(_ROW_LENGTHS):
            raise FindInputError(
                f"--colours: a deal has {len(_ROW_LENGTHS)} rows, but {len(rows)} were given"
            )
        for number, (row, length) in enumerate(zip(rows, _ROW_LENGTHS, strict=False), 1):
            if len(row) > length or (len(row) < length and number < len(rows)):
                raise FindInputError(
                    f"--colours: row {number} has {len(row)} colours, but the deal's row {number} has {length} places"
                )
    if len(letters) > PLACES:
        raise FindInputError(f"--colours: a deal has {PLACES} places, but {len(letters)} colours were given")
    for letter, name in (("r", "red"), ("b", "black")):
        if letters.count(letter) > PLACES // 2:
            raise FindInputError(
                f"--colours: {letters.count(letter)} places are {name}, but a deck has {PLACES // 2} {name} cards"
            )
    if set(letters) == {"?"}:
        raise FindInputError("--colours: give the colour of at least one place")
    return tuple([COLOUR_MASKS[letter] for letter in letters] + [COLOUR_MASKS["?"]] * (PLACES - len(letters)))


def build_query(args: argparse.Namespace) -> tuple[CardPattern, bool]:
    """The pattern from the cards, --board and --colours, and whether to search in stages."""
    masks: tuple[int, ...] | None = None
    if args.colours is not None:
        masks = parse_colours(args.colours)
    # (A picture, --image, is read and searched before this, by cli/find_image.py.)
    if masks is None:
        # A board is what `read-image` writes: searched in the stages `find --image` uses, so
        # a picture and the board read from it give the same number.
        return build_pattern(args.cards, args.board), args.board is not None and args.range is None
    if args.cards or args.board is not None:
        cards = build_pattern(args.cards, args.board).masks()
        for place, (card, colour) in enumerate(zip(cards, masks, strict=True)):
            if not card & colour:
                where = f"column {place % 8 + 1}, row {place // 8 + 1}"
                colour_name = "red" if colour == RED else "black" if colour == BLACK else "of this colour"
                raise FindInputError(f"--colours: the card given at {where} is not {colour_name}")
        masks = tuple(card & colour for card, colour in zip(cards, masks, strict=True))
    try:
        return CardPattern.from_masks(masks), args.range is None
    except PatternError as error:
        raise FindInputError(str(error)) from None


def nothing_found(searched: range, staged: bool) -> str:
    """The line said when no deal matched: what was searched, and what to try next."""
    where = f"{searched.start:,}..{searched.stop - 1:,}"
    tries = wider_ranges(searched)
    if tries:
        return f"no deal in {where} has these cards: try {tries} (deals up to {ALL_RANGE.stop - 1:,})"
    how = ", searched in stages" if staged else ""
    return (
        f"no deal in {where} (every deal{how}) has these cards: check them, and write ?? for a card not sure"
    )


def run_find(args: argparse.Namespace) -> int:
    """The `find` subcommand: print matches as found; 0 found, 1 none, 2 bad input."""
    if args.image is not None:  # a picture instead of cards: cli/find_image.py
        from freecell_gui.cli.find_image import run_find_image

        return run_find_image(args, parse_search_range, workers_for(args.jobs)[0])
    try:
        numbers = parse_search_range(args.range if args.range is not None else "1m")
        pattern, staged = build_query(args)
    except FindInputError as error:
        return fail(str(error), "find")
    workers, cut = workers_for(args.jobs)
    if cut:
        warn(f"freecell-gui find: {cut}")
    warn_if_slow_finder("find")
    found = 0
    last = 0
    try:
        # The shared progress line: drawn on a terminal only, wiped before each match is printed.
        total = len(ALL_RANGE if staged else numbers)
        with ProgressLine(total=total, unit="deals") as progress:
            matches = (
                search.find_numbers(
                    pattern.masks(),
                    progress=lambda fraction: progress.update(round(fraction * total)),
                    workers=workers,
                    stop_when_found=True,
                )
                if staged
                else find_deals(pattern, numbers, progress=progress.update, workers=workers)
            )
            for number in matches:
                found += 1
                last = number
                progress.finish()
                write(sys.stdout, f"{number}\n")
                if sys.stdout is not None:
                    sys.stdout.flush()
        if not found:
            warn(f"freecell-gui find: {nothing_found(ALL_RANGE if staged else numbers, staged)}")
        stage = next(stage for stage in search.STAGES if last < stage.stop)
        if staged and found and stage != search.STAGES[-1]:
            warn(
                f"freecell-gui find: searched 1..{stage.stop - 1:,}, where a match was found "
                "(--range all searches every deal)"
            )
    except MemoryError:
        # Here, after the scan's frames (and the worker pool) are let go.
        return fail(OUT_OF_MEMORY, "find", ExitStatus.FAILURE)
    except WorkerFailedError as error:
        return fail(f"{error}: try --jobs 1", "find", ExitStatus.FAILURE)
    return ExitStatus.DONE if found else ExitStatus.NO
