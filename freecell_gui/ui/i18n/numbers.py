"""Numbers as the player's language writes them: 8,589,934,591, 8.589.934.591, 8 589 934 591."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def number_locale() -> QLocale:
    """The locale numbers are shown in: the window's language, or English's grouping where the
    system says only "C" (which groups nothing, and "1000000" is hard to read)."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return locale


def grouped(number: int) -> str:
    """`number` with the locale's digit grouping."""
    return number_locale().toString(number)


def plain_digits(text: str) -> str:
    """`text` with the locale's grouping taken out ("1.000.000" in German, "1 000 000" in French)
    when it is a grouped number; otherwise `text` unchanged, for the English forms the deal
    parser reads ("617", "#617", "1,000,000")."""
    stripped = text.strip()
    number, ok = number_locale().toULongLong(stripped)
    return str(number) if ok else stripped
