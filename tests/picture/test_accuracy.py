"""The accuracy measure counts the cards a picture shows, not only those the layout found."""

from __future__ import annotations

from dataclasses import replace

from freecell_gui.core.deals.cards import DECK, Colour, parse_card
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.picture.layout import Box
from freecell_gui.core.picture.readings import CardReading
from tests.picture.accuracy import shown_cascades, tally_cards


def test_the_cards_autodrop_sends_home_are_not_shown() -> None:
    # Deal 3 ends its fifth cascade with the ace of hearts and its sixth with the two: KPatience
    # sends both home at once, so its cascades show 50 cards.
    assert [column[-1].code for column in deal(3).columns][4:6] == ["AH", "2H"]
    assert [len(cascade) for cascade in shown_cascades(3)] == [7, 7, 7, 7, 5, 5, 6, 6]


class _Reading:
    """A reading's cascades, as `tally_cards` uses them."""

    def __init__(self, cascades: list[list[CardReading]]) -> None:
        self.cascades = cascades


def _card(code: str | None, colour: Colour | None = None) -> CardReading:
    read = (parse_card(code),) if code else ()
    return CardReading(Box(0, 0, 10, 10), colour, 0.9 if colour else 0.0, read, 0.9 if code else 0.0)


def test_cards_not_found_count_against_the_share_and_a_wrong_claim_is_wrong() -> None:
    shown = shown_cascades(3)
    truth = [[DECK[card].code for card in cascade] for cascade in shown]
    cascades = [[_card(code) for code in cascade] for cascade in truth]
    cascades[0] = cascades[0][:5]  # two cards of the first cascade not found
    cascades[1][0] = _card(None, DECK[shown[1][0]].colour)  # a colour only: a doubt
    wrong = "KS" if truth[2][0] != "KS" else "KH"
    cascades[2][0] = replace(cascades[2][0], candidates=(parse_card(wrong),))
    counts, places = tally_cards(_Reading(cascades), shown)
    assert counts == {"shown": 50, "found": 48, "right": 46, "doubt": 1, "wrong": 1, "missed": 2}
    assert sum(place["verdict"] == "wrong" for place in places) == 1


def test_a_box_past_the_cards_shown_claimed_as_a_card_is_wrong() -> None:
    shown = shown_cascades(3)
    cascades = [[_card(DECK[card].code) for card in cascade] for cascade in shown]
    cascades[4].append(_card("AH"))  # where the ace was before it went home
    counts, _places = tally_cards(_Reading(cascades), shown)
    assert counts["wrong"] == 1 and counts["found"] == counts["shown"] == 50
