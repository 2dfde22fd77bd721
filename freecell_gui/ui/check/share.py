"""Getting a deal out of the window: export files, the clipboard, drag and drop, the website.

The window owns one ShareActions; it builds its actions and menus, and works on whatever
the model shows. Nothing here computes a deal.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QMimeData, QObject, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QDrag, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox, QWidget

from freecell_gui.core.deals.formats import TextFormat
from freecell_gui.core.game.variant import FREECELL
from freecell_gui.ui.actions import make_action
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.game.game_model import GameModel
from freecell_gui.ui.game.variant_names import variant_name
from freecell_gui.ui.i18n.file_messages import quoted_path
from freecell_gui.ui.i18n.names import deal_title
from freecell_gui.ui.table.geometry import TABLE_WIDTH
from freecell_gui.ui.table.scene import TableScene

if TYPE_CHECKING:
    from freecell_gui.ui.background_write import FileWrite
    from freecell_gui.ui.export.renderer import ExportFormat, ExportOptions, TableRenderer

SITE_GAME_URL = "https://freecellgamesolutions.com/fcs/?game={number}"
SITE_SOLUTION_URL = "https://freecellgamesolutions.com/std/?g={number}&v=All"
# The export renderer (QtSvg's generator, the PDF writer, PNG metadata) is imported by the first
# export, copy or drag, not with the window: its first paint does not need it.


def export_filters() -> dict[ExportFormat, str]:
    """The Export dialog's file types, PNG first."""
    from freecell_gui.ui.export.renderer import ExportFormat

    return {
        ExportFormat.PNG: QCoreApplication.translate("ShareActions", "PNG image (*.png)"),
        ExportFormat.SVG: QCoreApplication.translate("ShareActions", "SVG vector image (*.svg)"),
        ExportFormat.PDF: QCoreApplication.translate("ShareActions", "PDF document (*.pdf)"),
    }


def game_url(number: int) -> QUrl:
    """The deal on freecellgamesolutions.com."""
    return QUrl(SITE_GAME_URL.format(number=number))


def solution_url(number: int) -> QUrl:
    """The deal's solution on freecellgamesolutions.com."""
    return QUrl(SITE_SOLUTION_URL.format(number=number))


class ShareActions(QObject):
    """Export, copy, drag and the site links, for the deal the model shows."""

    def __init__(
        self,
        model: DealModel,
        game: GameModel,
        scene: TableScene,
        parent: QWidget,
        show_message: Callable[[str], None],
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.game = game  # the game played on the table: an image of it mid-game shows its moves
        self.scene = scene
        self.window = parent
        self._status = show_message
        self.last_folder = ""
        self._drag_folder = tempfile.TemporaryDirectory(prefix="freecell-gui-")

        def action(
            text: str, slot: Callable[..., object], keys: list[QKeySequence] | None = None, tip: str = ""
        ) -> QAction:
            return make_action(parent, text, slot, keys, tip)

        self.export_action = action(
            self.tr("&Export Image\u2026"),
            self.export_dialog,
            [QKeySequence("Ctrl+E")],
            self.tr("Save the table as PNG, SVG or PDF"),
        )
        self.copy_image_action = action(
            self.tr("&Copy Image"),
            self.copy_image,
            QKeySequence.keyBindings(QKeySequence.StandardKey.Copy),
            self.tr("Copy the table to the clipboard as an image"),
        )
        self.copy_text_actions = {
            text_format: action(text, lambda _c=False, f=text_format: self.copy_text(f), tip=tip)
            for text_format, text, tip in [
                (
                    TextFormat.ROWS,
                    self.tr("Copy Deal as &Rows"),
                    self.tr("The Rosetta Code layout, 8 cards a row"),
                ),
                (
                    TextFormat.BOARD,
                    self.tr("Copy Deal as &Board"),
                    self.tr("The fc-solve / PySol FC layout, one column a line"),
                ),
                (TextFormat.JSON, self.tr("Copy Deal as &JSON"), '{"deal": N, "columns": [...]}'),
            ]
        }
        self.copy_text_actions[TextFormat.BOARD].setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.open_site_action = action(
            self.tr("Open on &freecellgamesolutions.com"),
            self.open_site,
            [QKeySequence("Ctrl+Shift+O")],
            self.tr("Show this deal on freecellgamesolutions.com in the browser"),
        )
        self.open_solution_action = action(
            self.tr("Open &Solution on freecellgamesolutions.com"),
            self.open_solution,
            [QKeySequence("Ctrl+Shift+S")],
            self.tr("Show this deal's solution on freecellgamesolutions.com in the browser"),
        )
        self._site_tips = {
            self.open_site_action: self.open_site_action.toolTip(),
            self.open_solution_action: self.open_solution_action.toolTip(),
        }
        model.dealChanged.connect(self._update)
        game.rulesChanged.connect(self._update)
        self._update()

    def _update(self, *_changed: object) -> None:
        # The site plays Microsoft FreeCell only: a game of fewer cells or of Baker's Game has no
        # page there, and its solution there would be another game's (issue 29).
        standard = self.game.rules == FREECELL
        numbered = self.model.deal.number is not None
        for site_action, tip in self._site_tips.items():
            site_action.setEnabled(numbered and standard)
            why = (
                tip
                if standard
                else self.tr(
                    "freecellgamesolutions.com plays only FreeCell with 4 free cells, not %1"
                ).replace("%1", variant_name(self.game.rules))
            )
            site_action.setToolTip(why)
            site_action.setStatusTip(why)

    def add_to_menus(self, file_menu: QMenu, edit_menu: QMenu, site_menu: QMenu) -> None:
        """Put the actions in the window's menus."""
        file_menu.addAction(self.export_action)
        edit_menu.addAction(self.copy_image_action)
        edit_menu.addActions(list(self.copy_text_actions.values()))
        site_menu.addActions([self.open_site_action, self.open_solution_action])
        site_menu.setToolTipsVisible(True)  # a link greyed out for a variant says why

    # --- exports ------------------------------------------------------------------------

    def default_width(self) -> int:
        """Twice the table's width on screen."""
        from freecell_gui.ui.export.renderer import MAX_WIDTH, MIN_WIDTH

        return max(MIN_WIDTH, min(MAX_WIDTH, round(2 * TABLE_WIDTH * self.scene.card_width)))

    def options(self, width: int) -> ExportOptions:
        """The window's look, at this width."""
        from freecell_gui.ui.export.renderer import ExportOptions

        return ExportOptions(
            width=width,
            four_colour=self.scene.deck.four_colour,
            labels=self.scene.labels_visible,
            felt=self.scene.felt.name(),
            deck_theme=str(self.scene.deck.theme_file or ""),
            rules=self.game.rules,  # the table of the game played: its free cells
        )

    def export_dialog(self) -> None:
        """Ask for a file (the dialog asks before overwriting) and a width, then export."""
        from freecell_gui.ui.export.renderer import MAX_WIDTH, MIN_WIDTH, default_file_name

        filters = export_filters()
        layout = self.model.deal
        start = (
            str(Path(self.last_folder) / default_file_name(layout))
            if self.last_folder
            else default_file_name(layout)
        )
        name, chosen_filter = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export Image"),
            start,
            ";;".join(filters.values()),
            next(iter(filters.values())),
        )
        if not name:
            return
        path = Path(name)
        if not path.suffix:
            export_format = next(fmt for fmt, text in filters.items() if text == chosen_filter)
            path = path.with_suffix(export_format.extension)
        width, accepted = QInputDialog.getInt(
            self.window,
            self.tr("Export Image"),
            self.tr("Width in pixels (twice the table on screen by default):"),
            self.default_width(),
            MIN_WIDTH,
            MAX_WIDTH,
            100,
        )
        if accepted:
            self.export_to(path, width)

    def export_to(self, path: Path, width: int) -> FileWrite | None:
        """Export the shown deal: drawn here, written off the window's thread (a pipe that is not
        read, or a slow disk, never freezes the window). The write, or None (and a dialog saying
        why) if the table cannot be drawn in that format."""
        from freecell_gui.ui.export.window_export import export_in_background

        def saved(written: Path) -> None:
            self.last_folder = str(written.parent)
            self._status(self.tr("Saved %1").replace("%1", quoted_path(written)))  # escaped, shortened

        return export_in_background(self.window, self.renderer(width), self.model.deal, path, saved)

    def renderer(self, width: int) -> TableRenderer:
        """A renderer of the table as it is: mid-game, the position and the moves that led there."""
        from freecell_gui.ui.export.renderer import TableRenderer

        renderer = TableRenderer(self.options(width))
        game = self.game
        if game.move_count > 0:
            renderer.position = game.position
            renderer.moves = " ".join(game.game.texts()[: game.move_count])
        return renderer

    def copy_image(self) -> None:
        """The table, at twice its size on screen, to the clipboard."""
        image = self.renderer(self.default_width()).image(self.model.deal)
        QGuiApplication.clipboard().setImage(image)
        self._status(self.tr("Copied the table to the clipboard as an image"))

    def copy_text(self, text_format: TextFormat) -> None:
        """The deal as text in one of the dealer's formats, to the clipboard."""
        QGuiApplication.clipboard().setText(text_format.write(self.model.deal))
        self._status(
            self.tr("Copied %1 as %2")
            .replace("%1", deal_title(self.model.deal))
            .replace("%2", text_format.value)
        )

    def drag_image(self, source: QWidget) -> None:
        """Drag the table out of the window as a PNG file (and as image data)."""
        from freecell_gui.ui.export.renderer import ExportError, default_file_name, png_bytes, save

        layout = self.model.deal
        image = self.renderer(self.default_width()).image(layout)
        path = Path(self._drag_folder.name) / default_file_name(layout)
        try:
            save(png_bytes(image, layout), path)
        except ExportError as error:
            self._status(self.tr("Could not drag the image: %1").replace("%1", str(error)))
            return
        mime = QMimeData()
        mime.setImageData(image)
        mime.setUrls([QUrl.fromLocalFile(str(path))])
        drag = QDrag(source)
        drag.setMimeData(mime)
        drag.setPixmap(self.scene.deck.pixmap("back", 48, source.devicePixelRatioF()))
        drag.exec()

    # --- the website --------------------------------------------------------------------

    def open_site(self) -> None:
        """The deal on freecellgamesolutions.com, in the browser."""
        number = self.model.number
        if number is not None and self.game.rules == FREECELL:
            self._open(game_url(number))

    def open_solution(self) -> None:
        """The deal's solution on freecellgamesolutions.com, in the browser."""
        number = self.model.number
        if number is not None and self.game.rules == FREECELL:
            self._open(solution_url(number))

    def _open(self, url: QUrl) -> None:
        if not QDesktopServices.openUrl(url):
            QMessageBox.information(
                self.window,
                self.tr("Open in Browser"),
                self.tr("No browser could be started. The address is:\n%1").replace("%1", url.toString()),
            )
