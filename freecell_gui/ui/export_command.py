"""`freecell-gui export`: deals to files, headless. Qt is imported here, never in cli.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from freecell_gui.core.dealer import deal
from freecell_gui.ui.export import (
    BASE_WIDTH,
    ExportError,
    ExportFormat,
    ExportOptions,
    TableRenderer,
    default_file_name,
    save,
)

EXIT_FAILURE = 1


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

    def pixel_width(self) -> int:
        """The width asked for, by pixels or by scale, or the default."""
        if self.width is not None:
            return self.width
        if self.scale is not None:
            if not 0 < self.scale <= 20:
                raise ExportError(f"the scale must be more than 0 and at most 20, not {self.scale:g}")
            return round(BASE_WIDTH * self.scale)
        return ExportOptions().width


def run_export(request: ExportRequest, out: Callable[[str], None], err: Callable[[str], None]) -> int:
    """Write the files; the exit status. Every failure is one line on `err`."""
    try:
        return _export(request, out)
    except ExportError as error:
        err(f"freecell-gui: error: {error}\n")
        return EXIT_FAILURE


def _export(request: ExportRequest, out: Callable[[str], None]) -> int:
    from freecell_gui.ui.app import application

    options = ExportOptions(
        width=request.pixel_width(), four_colour=request.four_colour, labels=request.labels
    )
    output = Path(request.output)
    many = len(request.deals) > 1
    to_folder = request.output.endswith(("/", "\\")) or output.is_dir()
    if request.columns is not None and not request.sheet:
        raise ExportError("--columns is for a contact sheet (--sheet)")
    if request.columns is not None and request.columns < 1:
        raise ExportError("--columns must be at least 1")
    application(headless=True)
    renderer = TableRenderer(options)

    if request.sheet:
        if to_folder:
            raise ExportError("a contact sheet is one file: give -o a file name ending .png, .svg or .pdf")
        export_format = ExportFormat.from_path(output)
        layouts = [deal(number) for number in _bounded(request.deals)]
        save(renderer.sheet(layouts, export_format, request.columns), output)
        out(str(output))
        return 0

    if many and not to_folder:
        raise ExportError("a range needs a folder (-o DIR/) or --sheet for one contact sheet")
    if to_folder:
        export_format = ExportFormat(request.folder_format or "png")
        try:
            output.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise ExportError(f"cannot make the folder {output}: {error.strerror or error}") from None
        for number in request.deals:
            layout = deal(number)
            path = output / default_file_name(layout, export_format)
            save(renderer.render(layout, export_format), path)
            out(str(path))
        return 0

    export_format = ExportFormat.from_path(output)
    if request.folder_format is not None and export_format.value != request.folder_format:
        raise ExportError(f"--format {request.folder_format} does not match the file name {output.name!r}")
    layout = deal(request.deals[0])
    save(renderer.render(layout, export_format), output)
    out(str(output))
    return 0


def _bounded(deals: range) -> range:
    from freecell_gui.ui.export import MAX_SHEET_DEALS

    if len(deals) > MAX_SHEET_DEALS:
        raise ExportError(f"a contact sheet holds at most {MAX_SHEET_DEALS:,} deals, not {len(deals):,}")
    return deals
