"""Light and dark: the application's palette, and the few inks the app sets itself.

View > Appearance offers System (the platform's colour scheme, followed while the app runs),
Light and Dark. The felt and the cards stay as the user chose them; every other colour comes
from the palette, or from `inks`, which picks each ink for the palette it is drawn on and
checks it against the background: text keeps a contrast of at least 4.5:1 (WCAG AA).

The table's own inks follow the same rule (issue 28, low vision): `table_inks` gives the
labels and empty piles' marks for a felt, and `mark_ring` the two-tone outline of a marked
card, each at least 4.5:1 against what it is drawn on. Contrast is WCAG 2.x's: relative
luminance and contrast ratio as defined at https://www.w3.org/TR/WCAG21/#dfn-relative-luminance
and https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

WCAG_AA = 4.5  # the least contrast for normal text (WCAG 2.x, success criterion 1.4.3)


class Appearance(Enum):
    """What the user chose in View > Appearance (or with --theme)."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"

    @property
    def title(self) -> str:
        """The menu's name for it."""
        titles = {
            "system": QCoreApplication.translate("Appearance", "&System"),
            "light": QCoreApplication.translate("Appearance", "&Light"),
            "dark": QCoreApplication.translate("Appearance", "&Dark"),
        }
        return titles[self.value]


def _linear(channel: float) -> float:
    # sRGB to linear light, as WCAG 2.x defines relative luminance.
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of an opaque colour, 0 (black) to 1 (white)."""
    return (
        0.2126 * _linear(colour.redF()) + 0.7152 * _linear(colour.greenF()) + 0.0722 * _linear(colour.blueF())
    )


def contrast(first: QColor, second: QColor) -> float:
    """WCAG contrast ratio of two colours, 1 to 21."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def is_dark(palette: QPalette) -> bool:
    """True when the palette draws light text on dark windows."""
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def readable(ink: QColor, background: QColor, minimum: float = WCAG_AA) -> QColor:
    """`ink`, moved towards black or white (whichever the background is not) until it reads."""
    target = QColor("white") if luminance(background) < 0.18 else QColor("black")
    colour = QColor(ink)
    for step in range(1, 21):
        if contrast(colour, background) >= minimum:
            return colour
        share = step / 20
        colour = QColor.fromRgbF(
            ink.redF() + (target.redF() - ink.redF()) * share,
            ink.greenF() + (target.greenF() - ink.greenF()) * share,
            ink.blueF() + (target.blueF() - ink.blueF()) * share,
        )
    return target


@dataclass(frozen=True)
class Inks:
    """The colours the app sets on text, chosen for one palette."""

    text: QColor  # moves played
    muted: QColor  # moves to redo, autoplayed cards
    error: QColor  # an illegal move, a failed load, cards that differ
    success: QColor  # a comparison that found no difference


def inks(palette: QPalette) -> Inks:
    """The app's inks for text on `palette`'s base (lists, fields) and window (labels)."""
    base = palette.color(QPalette.ColorRole.Base)
    window = palette.color(QPalette.ColorRole.Window)
    dark = is_dark(palette)

    def on_both(colour: str) -> QColor:
        return readable(readable(QColor(colour), base), window)

    return Inks(
        text=palette.color(QPalette.ColorRole.Text),
        muted=on_both("#9a9a9a" if dark else "#6b6b6b"),
        error=on_both("#ff8a80" if dark else "#c62828"),
        success=on_both("#81c784" if dark else "#2e7d32"),
    )


# --- the table's inks ------------------------------------------------------------------------
CARD_FACE = QColor("#fffdf8")  # our deck's face (resources/make_deck.py, FACE)
# The felt's soft light: lighter(112) in the middle, darker(125) at the edges (TableScene's
# background); every ink on the felt is checked against both.
FELT_CENTRE_LIGHTER = 112
FELT_EDGE_DARKER = 125
# An empty pile is the felt, a little lighter (the deck's design, docs/sources.md); faint enough that its "A" still
# reads at 4.5:1 on the default felt's lightest.
EMPTY_PILE_FILL_ALPHA = 12
# A marked card's face, tinted by its mark; light enough that the green index reads on the red tint.
MARK_TINT_ALPHA = 28


def composite(ink: QColor, alpha: int, background: QColor) -> QColor:
    """`ink` at `alpha` (0..255) painted over an opaque `background`."""
    share = alpha / 255
    return QColor.fromRgbF(
        ink.redF() * share + background.redF() * (1 - share),
        ink.greenF() * share + background.greenF() * (1 - share),
        ink.blueF() * share + background.blueF() * (1 - share),
    )


def felt_shades(felt: QColor) -> tuple[QColor, QColor]:
    """The lightest and the darkest the felt is drawn (its middle and its edges)."""
    return felt.lighter(FELT_CENTRE_LIGHTER), felt.darker(FELT_EDGE_DARKER)


def readable_on_all(ink: QColor, backgrounds: list[QColor], minimum: float = WCAG_AA) -> QColor:
    """`ink`, moved towards white or black (whichever reads better on all `backgrounds`) until
    it reaches `minimum` on each; white or black itself when no mix of the two does."""

    def worst(colour: QColor) -> float:
        return min(contrast(colour, background) for background in backgrounds)

    white, black = QColor("white"), QColor("black")
    target = white if worst(white) >= worst(black) else black
    for step in range(0, 21):
        share = step / 20
        colour = QColor.fromRgbF(
            ink.redF() + (target.redF() - ink.redF()) * share,
            ink.greenF() + (target.greenF() - ink.greenF()) * share,
            ink.blueF() + (target.blueF() - ink.blueF()) * share,
        )
        if worst(colour) >= minimum:
            return colour
    return target


@dataclass(frozen=True)
class TableInks:
    """The inks on the felt: pile names, an empty pile's outline and marks, and its faint fill."""

    label: QColor  # a, b, c, d over the free cells, 1..8 over the cascades
    outline: QColor  # an empty free cell's or foundation's outline
    mark: QColor  # the "A" on an empty foundation
    fill: QColor  # inside an empty pile, with EMPTY_PILE_FILL_ALPHA (not read: no contrast asked)
    suit_disc: QColor  # the disc an empty foundation's suit sits on, in the deck's ink


def table_inks(felt: QColor) -> TableInks:
    """The felt's inks: a warm white on a dark felt (a near-black on a light one), each readable
    at 4.5:1 on the felt's lightest and darkest and on an empty pile's fill."""
    lightest, darkest = felt_shades(felt)
    light_felt = felt.lightnessF() > 0.6
    fill = QColor(0, 0, 0) if light_felt else QColor(255, 255, 255)
    fill.setAlpha(EMPTY_PILE_FILL_ALPHA)
    backgrounds = [
        lightest,
        darkest,
        composite(fill, fill.alpha(), lightest),
        composite(fill, fill.alpha(), darkest),
    ]
    ink = readable_on_all(QColor("#3a3a32") if light_felt else QColor("#f6f1e1"), backgrounds)
    return TableInks(label=ink, outline=ink, mark=ink, fill=fill, suit_disc=QColor(CARD_FACE))


@dataclass(frozen=True)
class MarkRing:
    """A marked card's outline in two tones (WCAG technique C40, two-colour focus indicators):
    `inner` reads on the card's face, `outer` on the felt, so the mark shows on either."""

    inner: QColor
    outer: QColor
    tint: QColor  # the marked card's face, tinted (MARK_TINT_ALPHA); the index stays readable on it


def mark_ring(colour: QColor, felt: QColor) -> MarkRing:
    """The mark's hue, darkened for the face and lightened for the felt until each reads at 4.5:1."""
    tint = QColor(colour)
    tint.setAlpha(MARK_TINT_ALPHA)
    outer = readable_on_all(colour, list(felt_shades(felt)))
    grounds = [CARD_FACE, composite(colour, MARK_TINT_ALPHA, CARD_FACE)]
    if contrast(outer, CARD_FACE) < WCAG_AA:
        # An outer tone that does not read on a card's face (a pale one, on a dark felt) meets the
        # next card's face in a cascade: there the inner tone shows the edge, so it reads on the outer.
        grounds.append(outer)
    inner = readable_on_all(colour, grounds)
    return MarkRing(inner=inner, outer=outer, tint=tint)


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style, for platforms that give none."""
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2b2b",
        QPalette.ColorRole.WindowText: "#e8e8e8",
        QPalette.ColorRole.Base: "#1e1e1e",
        QPalette.ColorRole.AlternateBase: "#262626",
        QPalette.ColorRole.ToolTipBase: "#3a3a3a",
        QPalette.ColorRole.ToolTipText: "#f0f0f0",
        QPalette.ColorRole.PlaceholderText: "#a0a0a0",
        QPalette.ColorRole.Text: "#e8e8e8",
        QPalette.ColorRole.Button: "#353535",
        QPalette.ColorRole.ButtonText: "#e8e8e8",
        QPalette.ColorRole.BrightText: "#ff6e6e",
        QPalette.ColorRole.Highlight: "#2f6bc4",  # white on it at 5.3:1 (it was #3d7bd9, 4.2:1)
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Link: "#8ab4f8",
        QPalette.ColorRole.Light: "#4a4a4a",
        QPalette.ColorRole.Midlight: "#404040",
        QPalette.ColorRole.Mid: "#303030",
        QPalette.ColorRole.Dark: "#202020",
        QPalette.ColorRole.Shadow: "#101010",
    }
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    # Disabled text and icons stay visible: greyed, never the colour of the background.
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8a8a8a"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Base, QColor("#262626"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, QColor("#303030"))
    return palette


def light_palette() -> QPalette:
    """The Fusion style's own light palette, with its selection and placeholder made readable."""
    style = QStyleFactory.create("Fusion")
    palette = style.standardPalette() if style is not None else QPalette()
    # Fusion's selection, #308cc6, gives white text 3.7:1; its placeholder is the text at half
    # opacity (about 4:1 on white). Both darkened to 4.5:1 or more.
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#2469a6"))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor("#6b6b6b"))
    return palette


def system_scheme() -> Qt.ColorScheme:
    """The platform's colour scheme (Unknown where it says none)."""
    return QGuiApplication.styleHints().colorScheme()


class AppearanceController(QObject):
    """Applies an Appearance to the application and follows the platform while it is System."""

    changed = Signal(object)  # the Appearance now applied

    @classmethod
    def of(cls, app: QApplication, appearance: Appearance) -> AppearanceController:
        """The application's one controller (made on first use), applying `appearance`."""
        existing = app.findChild(cls)
        if isinstance(existing, cls):
            existing.apply(appearance)
            return existing
        return cls(app, appearance)

    def __init__(self, app: QApplication, appearance: Appearance = Appearance.SYSTEM) -> None:
        super().__init__(app)
        self.app = app
        self.appearance = appearance
        self._platform_style = app.style().name()
        app.styleHints().colorSchemeChanged.connect(self._on_system_scheme)
        self.apply(appearance)

    def apply(self, appearance: Appearance) -> None:
        """Use `appearance` now; with System, the platform's scheme and palette."""
        self.appearance = appearance
        if appearance is Appearance.SYSTEM:
            self._use_style(self._platform_style)
            self.app.setPalette(QPalette())  # the platform's own: Qt then follows its changes
            if system_scheme() == Qt.ColorScheme.Dark and not is_dark(self.app.palette()):
                self._use(dark_palette())  # the platform says dark, but its style draws light
        else:
            self._use(dark_palette() if appearance is Appearance.DARK else light_palette())
        self.changed.emit(appearance)

    def _use(self, palette: QPalette) -> None:
        self._use_style("fusion")  # the style that draws any palette faithfully
        self.app.setPalette(palette)

    def _use_style(self, name: str) -> None:
        if self.app.style().name().lower() != name.lower():
            self.app.setStyle(name)

    def _on_system_scheme(self, scheme: Qt.ColorScheme) -> None:
        if self.appearance is Appearance.SYSTEM:
            self.apply(Appearance.SYSTEM)
