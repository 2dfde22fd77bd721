"""The names of the cards and of the foundations, in the player's language, for everything the
window says about the table: what a screen reader hears (accessible_text.py), a card's tooltip
and the status bar's "Seven of Diamonds, column 1, card 1" (piles.py), a refused move's reason
(refusals.py) and Find Deal's card picker.

Each card's name is one whole string (context "TableNames"), so that a language says it as its
players do: German "Karo-Sieben", French "Sept de carreau", Russian "Семёрка бубен".
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from freecell_gui.core.deals.cards import Card, Suit

# Every card's name as a whole, so a language that declines the suit (Russian "семёрка бубен")
# can; [suit][rank - 1], suits in the deck's order (clubs, diamonds, hearts, spades). The marks
# let Qt's lupdate find the texts; PySide6 types what they return as object.
_CARD_NAMES = cast(
    tuple[tuple[str, ...], ...],
    (
        (  # clubs
            QT_TRANSLATE_NOOP("TableNames", "Ace of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Two of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Three of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Four of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Five of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Six of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Seven of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Eight of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Nine of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Ten of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Jack of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "Queen of Clubs"),
            QT_TRANSLATE_NOOP("TableNames", "King of Clubs"),
        ),
        (  # diamonds
            QT_TRANSLATE_NOOP("TableNames", "Ace of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Two of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Three of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Four of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Five of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Six of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Seven of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Eight of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Nine of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Ten of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Jack of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "Queen of Diamonds"),
            QT_TRANSLATE_NOOP("TableNames", "King of Diamonds"),
        ),
        (  # hearts
            QT_TRANSLATE_NOOP("TableNames", "Ace of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Two of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Three of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Four of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Five of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Six of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Seven of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Eight of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Nine of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Ten of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Jack of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "Queen of Hearts"),
            QT_TRANSLATE_NOOP("TableNames", "King of Hearts"),
        ),
        (  # spades
            QT_TRANSLATE_NOOP("TableNames", "Ace of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Two of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Three of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Four of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Five of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Six of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Seven of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Eight of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Nine of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Ten of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Jack of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "Queen of Spades"),
            QT_TRANSLATE_NOOP("TableNames", "King of Spades"),
        ),
    ),
)


def card_name(card: Card) -> str:
    """What a person says: "Seven of Diamonds"."""
    return QCoreApplication.translate("TableNames", _CARD_NAMES[card.suit][card.rank - 1])


def foundation_name(suit: Suit) -> str:
    """ "Hearts foundation", one whole string a suit."""
    return (
        QCoreApplication.translate("TableNames", "Clubs foundation"),
        QCoreApplication.translate("TableNames", "Diamonds foundation"),
        QCoreApplication.translate("TableNames", "Hearts foundation"),
        QCoreApplication.translate("TableNames", "Spades foundation"),
    )[suit]
