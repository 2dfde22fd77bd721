"""What the window says about the table (card names, piles, moves), in each shipped language:
the card names as the language's players say them, every text translated, counts in every
plural form, and nothing English left inside a sentence."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.cards import DECK, Card, Rank, Suit
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.languages import TRANSLATED_LANGUAGES
from freecell_gui.ui.table import accessible_text as texts
from freecell_gui.ui.table.names import card_name, foundation_name
from freecell_gui.ui.table.piles import PileKind

SEVEN_OF_DIAMONDS = Card.of(Rank.SEVEN, Suit.DIAMONDS)
JACK_OF_CLUBS = Card.of(Rank.JACK, Suit.CLUBS)
# As the players of each language name the two cards (issue 28).
SAID_BY_PLAYERS = {
    "de": ("Karo-Sieben", "Kreuz-Bube"),
    "fr": ("Sept de carreau", "Valet de trèfle"),
    "es": ("Siete de diamantes", "Sota de tréboles"),
    "ru": ("Семёрка бубен", "Валет треф"),
}
# Words of the English texts that a translated sentence must not keep.
ENGLISH_WORDS = re.compile(
    r"\b(of|to|on|from|the|cascade|column|free cell|foundation|card|cards|back|Undone|Autoplay|"
    r"Clubs|Diamonds|Hearts|Spades|Jack|Queen|King)\b",
    re.IGNORECASE,
)


def _english_names() -> list[str]:
    return [card.name for card in DECK]  # the core's English names


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_the_52_card_names_are_translated_and_distinct(qapp: QApplication, code: str) -> None:
    install_translations(qapp, code)
    names = [card_name(card) for card in DECK]
    assert len(set(names)) == 52
    assert all(name.strip() == name and name for name in names)
    assert not set(names) & set(_english_names())
    assert (card_name(SEVEN_OF_DIAMONDS), card_name(JACK_OF_CLUBS)) == SAID_BY_PLAYERS[code]


def test_english_comes_back_after_another_language(qapp: QApplication) -> None:
    install_translations(qapp, "ru")
    assert card_name(SEVEN_OF_DIAMONDS) == "Семёрка бубен"
    install_translations(qapp, "en")
    assert [card_name(card) for card in DECK] == _english_names()
    assert (
        texts.pile_name(PileKind.CASCADE, 0, [SEVEN_OF_DIAMONDS])
        == "Cascade 1, 1 card, Seven of Diamonds on top"
    )


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_foundations_and_how_far_they_reach_are_translated(qapp: QApplication, code: str) -> None:
    english = [
        texts.pile_name(PileKind.FOUNDATION, suit, [Card.of(rank, suit) for rank in range(1, top + 1)])
        for suit in Suit
        for top in range(14)
    ]
    install_translations(qapp, code)
    said = [
        texts.pile_name(PileKind.FOUNDATION, suit, [Card.of(rank, suit) for rank in range(1, top + 1)])
        for suit in Suit
        for top in range(14)
    ]
    assert len(set(said)) == 4 * 14
    assert not set(said) & set(english)
    assert len({foundation_name(suit) for suit in Suit}) == 4
    assert all(not ENGLISH_WORDS.search(text) and "%" not in text for text in said)


def test_russian_counts_take_all_three_plural_forms(qapp: QApplication) -> None:
    install_translations(qapp, "ru")
    spades = [Card.of(rank, Suit.SPADES) for rank in reversed(range(1, 14))] * 2

    def cascade(count: int) -> str:
        return texts.pile_name(PileKind.CASCADE, 0, spades[:count])

    assert cascade(1).startswith("Столбец 1, 1 карта, ")
    assert cascade(3).startswith("Столбец 1, 3 карты, ")
    assert cascade(5).startswith("Столбец 1, 5 карт, ")
    assert cascade(12).startswith("Столбец 1, 12 карт, ")
    assert cascade(21).startswith("Столбец 1, 21 карта, ")
    assert cascade(22).startswith("Столбец 1, 22 карты, ")
    assert texts.won_text(1) == "Победа за 1 ход"
    assert texts.won_text(3) == "Победа за 3 хода"
    assert texts.won_text(25) == "Победа за 25 ходов"
    assert texts.jump_text(0) == "Позиция после 0 ходов"


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(number=st.integers(1, 1_000_000), data=st.data())
def test_every_move_and_undo_is_said_in_the_language(
    qapp: QApplication, code: str, number: int, data: st.DataObject
) -> None:
    install_translations(qapp, code)
    position = Position.from_deal(deal(number))
    for _ in range(data.draw(st.integers(0, 12))):
        moves = position.legal_moves()
        if not moves:
            break
        position = position.play(data.draw(st.sampled_from(moves)))
    names = {card_name(card) for card in DECK}
    for move in position.legal_moves():
        for said in (texts.move_text(position, move), texts.undone_text(position, move)):
            assert not ENGLISH_WORDS.search(said), said
            assert "%" not in said, said
            assert any(name in said for name in names), said
        home = position.apply(move).autoplay(AutoplayPolicy.MS)[1]
        played = texts.played_text(position, move, home)
        assert not ENGLISH_WORDS.search(played) and "%" not in played, played
