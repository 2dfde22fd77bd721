"""A deal holds each card once: a doubt narrowed by the cards read elsewhere (`choice.eliminated`)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK, Card, Colour, parse_card
from freecell_gui.core.picture.choice import eliminated
from freecell_gui.core.picture.layout import Box
from freecell_gui.core.picture.readings import CardReading


def _reading(*codes: str) -> CardReading:
    cards = tuple(parse_card(code) for code in codes)
    colour = cards[0].colour if cards else Colour.BLACK
    return CardReading(Box(0, 0, 60, 20), colour, 0.9, cards, 0.9 if len(cards) == 1 else 0.0)


def _table(readings: list[CardReading], distance: float = 0.03) -> list[list[float]]:
    table = []
    for reading in readings:
        row = [1.0] * len(DECK)
        for card in reading.candidates:
            row[card.index] = distance
        table.append(row)
    return table


def test_a_doubt_between_two_suits_is_the_one_not_read_elsewhere() -> None:
    # Oxygen prints its suits mid-card: its 2 of clubs reads "2C or 2S"; the 2 of spades is read
    # at another place, so this one is the 2 of clubs; then a "3 of clubs or spades" whose 3 of
    # spades is read is the 3 of clubs.
    readings = [_reading("2C", "2S"), _reading("2S"), _reading("3S", "3C"), _reading("3S"), _reading("KD")]
    after = eliminated(readings, _table(readings))
    assert [reading.card for reading in after] == [
        parse_card(code) for code in ("2C", "2S", "3C", "3S", "KD")
    ]
    assert after[0].confidence == after[2].confidence == 0.5


def test_a_card_left_that_matches_poorly_stays_in_doubt_but_the_doubt_narrows() -> None:
    readings = [_reading("8D", "6D", "5D"), _reading("6D"), _reading("KD"), _reading("QD")]
    table = _table(readings)
    table[0][parse_card("8D").index] = 0.14  # a misplaced box: its candidates may miss its card
    table[0][parse_card("5D").index] = 0.15
    after = eliminated(readings, table)
    assert after[0].candidates == (parse_card("8D"), parse_card("5D"))


def test_cards_home_are_in_no_cascade() -> None:
    readings = [_reading("AH", "AD"), _reading("KS")]
    after = eliminated(readings, _table(readings), home={parse_card("AH")})
    assert after[0].card == parse_card("AD")


def test_places_that_read_one_card_twice_neither_narrow_nor_are_narrowed() -> None:
    readings = [_reading("9S", "7S"), _reading("7S"), _reading("5H", "3H"), _reading("3H")]
    after = eliminated(readings, _table(readings), clashed={0, 3})
    assert after[0].candidates == readings[0].candidates  # itself a clash's loser
    assert after[2].candidates == readings[2].candidates  # the 3 of hearts it would drop is in doubt


def test_a_doubt_whose_every_card_is_read_elsewhere_is_left_as_it_was() -> None:
    readings = [_reading("2C", "2S"), _reading("2S"), _reading("2C")]
    assert eliminated(readings, _table(readings)) == readings


@settings(max_examples=100, deadline=None)
@given(st.permutations(range(len(DECK))), st.lists(st.booleans(), min_size=52, max_size=52), st.randoms())
def test_a_deal_read_with_doubts_that_hold_its_card_is_never_narrowed_to_a_wrong_card(
    order: list[int], doubted: list[bool], rng: object
) -> None:
    truth: list[Card] = [DECK[index] for index in order]
    readings = []
    for card, doubt in zip(truth, doubted, strict=True):
        if not doubt:
            readings.append(_reading(card.code))
            continue
        others = [other for other in DECK if other.colour is card.colour and other != card]
        extra = rng.sample(others, 2)  # type: ignore[attr-defined]
        readings.append(_reading(card.code, *(other.code for other in extra)))
    for reading, card in zip(eliminated(readings, _table(readings)), truth, strict=True):
        assert card in reading.candidates
        assert reading.card in (None, card)
