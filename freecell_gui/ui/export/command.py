"""`freecell-gui export`: deals to files, headless. This is its Qt side; cli/export.py, its argparse side,
imports it only when the command runs."""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.variant import FREECELL, Rules
from freecell_gui.core.system.atomic_file import is_same_file
from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.progress import ProgressLine
from freecell_gui.core.system.stop_signals import raise_if_stopped, signals_deferred
from freecell_gui.core.system.user_text import quoted, shown_path
from freecell_gui.ui.export.renderer import (
    BASE_WIDTH,
    ExportError,
    ExportFormat,
    ExportOptions,
    ExportRequestError,
    TableRenderer,
    default_file_name,
    readable_sheet_width,
    save,
)

EXIT_FAILURE = ExitStatus.FAILURE
EXIT_BAD_REQUEST = ExitStatus.BAD_INPUT
# A range export is refused unless the disk has this much more room than the estimate needs.
DISK_ESTIMATE_MARGIN = 1.2


@dataclass(frozen=True)
class ExportRequest:
    """What the command line asked for."""

    deals: range
    output: str
    width: int | None = None
    scale: float | None = None
    folder_format: str | None = None
    sheet: bool = False
    columns: int | None = None
    four_colour: bool = False
    labels: bool = True
    rules: Rules = FREECELL  # the variant's table (its free cells); cli/export.py has no option for it yet

    def pixel_width(self) -> int:
        """The width asked for, by pixels or by scale, or the default."""
        if self.width is not None:
            return self.width
        if self.scale is not None:
            if not 0 < self.scale <= 20:
                raise ExportRequestError(f"the scale must be more than 0 and at most 20, not {self.scale:g}")
            return round(BASE_WIDTH * self.scale)
        return ExportOptions().width


def run_export(request: ExportRequest, out: Callable[[str], None], err: Callable[[str], None]) -> int:
    """Write the files; the exit status. Every failure is one line on `err`.

    Bad requests exit 2, failed writes 1. A stop signal (see core/stop_signals) ends the
    export between files, never inside one.
    """
    try:
        return _export(request, out)
    except ExportRequestError as error:
        err(f"freecell-gui: error: {error}\n")
        return EXIT_BAD_REQUEST
    except ExportError as error:
        err(f"freecell-gui: error: {error}\n")
        return EXIT_FAILURE


def _export(request: ExportRequest, out: Callable[[str], None]) -> int:
    width = request.pixel_width()
    if request.sheet and request.width is None and request.scale is None:
        width = readable_sheet_width(len(request.deals), request.columns)
    options = ExportOptions(
        width=width, four_colour=request.four_colour, labels=request.labels, rules=request.rules
    )
    output = Path(request.output)
    many = len(request.deals) > 1
    to_folder = request.output.endswith(("/", "\\")) or _is_folder(output)
    if request.columns is not None and not request.sheet:
        raise ExportRequestError("--columns is for a contact sheet (--sheet)")
    if request.columns is not None and request.columns < 1:
        raise ExportRequestError("--columns must be at least 1")
    with signals_deferred():  # Qt starting up: a stop signal waits until it has
        # PySide6 builds some of its types lazily as they are first used: an exception in the
        # middle leaves them half made.
        from freecell_gui.ui.qt_app import application

        application(headless=True)
        renderer = TableRenderer(options)

    if request.sheet:
        if to_folder:
            raise ExportRequestError(
                "a contact sheet is one file: give -o a file name ending .png, .svg or .pdf"
            )
        export_format = file_format(output, request.folder_format)
        layouts = [deal(number) for number in _bounded(request.deals)]
        save(renderer.sheet(layouts, export_format, request.columns), output)
        _say_written(output, out)
        return 0

    if many and not to_folder:
        raise ExportRequestError("a range needs a folder (-o DIR/) or --sheet for one contact sheet")
    if to_folder:
        return _export_to_folder(request, renderer, output, out)

    export_format = file_format(output, request.folder_format)
    layout = deal(request.deals[0])
    save(renderer.render(layout, export_format), output)
    _say_written(output, out)
    return 0


def file_format(output: Path, asked: str | None) -> ExportFormat:
    """The format of one file: from its extension, or `asked` (--format) for a name with none of
    ours, such as /dev/stdout; ExportRequestError when they disagree or neither says."""
    try:
        from_name = ExportFormat.from_path(output)
    except ExportRequestError:
        if asked is None:
            raise
        return ExportFormat(asked)
    if asked is not None and from_name.value != asked:
        raise ExportRequestError(f"--format {asked} does not match the file name {quoted(output.name)}")
    return from_name


def _say_written(output: Path, out: Callable[[str], None]) -> None:
    # The image itself went to standard output (-o /dev/stdout): its name must not follow it.
    if not is_same_file(output, 1):
        out(str(output))


def _export_to_folder(
    request: ExportRequest, renderer: TableRenderer, output: Path, out: Callable[[str], None]
) -> int:
    """One file a deal, with a progress line; refused up front if the disk cannot hold them."""
    export_format = ExportFormat(request.folder_format or "png")
    made_folder = not _is_folder(output)
    try:
        output.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or str(error)
        raise ExportError(
            f"cannot make the folder {shown_path(output)}: {reason[:1].lower()}{reason[1:]}"
        ) from None
    with ProgressLine(total=len(request.deals), unit="deals") as progress:
        for index, number in enumerate(request.deals):
            raise_if_stopped()
            layout = deal(number)
            path = output / default_file_name(layout, export_format)
            with signals_deferred():
                data = renderer.render(layout, export_format)
            if index == 0:
                try:
                    _check_disk_space(output, len(data), len(request.deals))
                except ExportError:
                    if made_folder:  # refused before anything was written: leave no trace
                        with contextlib.suppress(OSError):
                            output.rmdir()
                    raise
            save(data, path)
            out(str(path))
            progress.advance()
    return 0


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:  # a name too long, say: not a folder; writing it will say why
        return False


def _check_disk_space(folder: Path, first_file_bytes: int, count: int) -> None:
    """Refuse a range export the disk cannot hold, before its second file, with the estimate.

    Deals of one format and width differ little in size, so the first file times the count,
    with a margin, is the estimate.
    """
    estimate = first_file_bytes * count
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        return  # no way to tell: let the writes themselves report a full disk
    if estimate * DISK_ESTIMATE_MARGIN > free:
        raise ExportRequestError(
            f"{count:,} files of about {_human_bytes(first_file_bytes)} need about {_human_bytes(estimate)}, "
            f"and {shown_path(folder)} has {_human_bytes(free)} free: export fewer deals, or a smaller --width"
        )


def _human_bytes(count: float) -> str:
    for unit in ("bytes", "KB", "MB", "GB", "TB", "PB"):
        if count < 1000 or unit == "PB":
            return f"{count:,.0f} {unit}" if unit == "bytes" else f"{count:,.1f} {unit}"
        count /= 1000
    raise AssertionError("unreachable")


def _bounded(deals: range) -> range:
    from freecell_gui.ui.export.renderer import MAX_SHEET_DEALS

    if len(deals) > MAX_SHEET_DEALS:
        raise ExportRequestError(
            f"a contact sheet holds at most {MAX_SHEET_DEALS:,} deals, not {len(deals):,}"
        )
    return deals
