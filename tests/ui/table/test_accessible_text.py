"""What a screen reader says about the table: card and pile names, places, and announcements."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK, Card, Rank, Suit
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, AutoplayPolicy, Move, Position
from freecell_gui.ui.table import accessible_text as texts
from freecell_gui.ui.table.piles import PileKind

SEVEN_OF_DIAMONDS = Card.of(Rank.SEVEN, Suit.DIAMONDS)


def test_every_card_is_named_as_a_person_says_it() -> None:
    names = [texts.card_name(card) for card in DECK]
    assert texts.card_name(SEVEN_OF_DIAMONDS) == "Seven of Diamonds"
    assert names == [card.name for card in DECK]  # the core's English names, card for card
    assert len(set(names)) == 52


def test_a_card_is_described_by_where_it_lies() -> None:
    assert texts.card_description(PileKind.CASCADE, 2, 3, 6) == "cascade 3, card 4 of 6, covered"
    assert texts.card_description(PileKind.CASCADE, 2, 5, 6) == "cascade 3, card 6 of 6, top card"
    assert texts.card_description(PileKind.FREECELL, 1, 0, 1) == "free cell b"
    assert texts.card_description(PileKind.FOUNDATION, Suit.HEARTS, 3, 4) == "Hearts foundation, top card"
    assert texts.card_description(PileKind.FOUNDATION, Suit.HEARTS, 0, 4) == "Hearts foundation, covered"


@given(st.integers(0, 7), st.integers(1, 19), st.data())
def test_a_cascade_card_says_its_position_and_whether_it_is_covered(
    cascade: int, count: int, data: st.DataObject
) -> None:
    position = data.draw(st.integers(0, count - 1))
    said = texts.card_description(PileKind.CASCADE, cascade, position, count)
    assert said.startswith(f"cascade {cascade + 1}, card {position + 1} of {count}, ")
    assert said.endswith("top card" if position == count - 1 else "covered")


def test_a_pile_is_named_by_its_place_and_what_it_holds() -> None:
    assert texts.pile_name(PileKind.FREECELL, 1, []) == "Free cell b, empty"
    assert texts.pile_name(PileKind.FREECELL, 0, [SEVEN_OF_DIAMONDS]) == "Free cell a, Seven of Diamonds"
    hearts = [Card.of(rank, Suit.HEARTS) for rank in range(1, 5)]
    assert texts.pile_name(PileKind.FOUNDATION, Suit.HEARTS, hearts) == "Hearts foundation, up to the Four"
    assert texts.pile_name(PileKind.FOUNDATION, Suit.CLUBS, []) == "Clubs foundation, empty"
    assert texts.pile_name(PileKind.CASCADE, 2, []) == "Cascade 3, empty"
    one = texts.pile_name(PileKind.CASCADE, 2, [SEVEN_OF_DIAMONDS])
    assert one == "Cascade 3, 1 card, Seven of Diamonds on top"
    two = texts.pile_name(PileKind.CASCADE, 7, [Card.of(Rank.KING, Suit.SPADES), SEVEN_OF_DIAMONDS])
    assert two == "Cascade 8, 2 cards, Seven of Diamonds on top"


def test_a_foundation_says_every_rank_it_can_reach() -> None:
    said = [
        texts.pile_name(
            PileKind.FOUNDATION, Suit.SPADES, [Card.of(r, Suit.SPADES) for r in range(1, top + 1)]
        )
        for top in range(1, 14)
    ]
    assert said[0] == "Spades foundation, up to the Ace"
    assert said[12] == "Spades foundation, up to the King"
    assert len(set(said)) == 13


def _foot(position: Position, move: Move) -> Card:
    if move.source < FIRST_FREECELL:
        return DECK[position.cascades[move.source][-move.size]]
    return DECK[position.freecells[move.source - FIRST_FREECELL]]


@given(st.integers(1, 1_000_000), st.data())
def test_every_legal_move_is_said_with_its_card_and_its_target(number: int, data: st.DataObject) -> None:
    position = Position.from_deal(deal(number))
    for _ in range(data.draw(st.integers(0, 12))):
        moves = position.legal_moves()
        if not moves:
            break
        position = position.play(data.draw(st.sampled_from(moves)))
    for move in position.legal_moves():
        said = texts.move_text(position, move)
        foot = _foot(position, move).name
        assert said.startswith(foot if move.size == 1 else f"{move.size} cards from the {foot}")
        if move.target == HOME:
            assert said.endswith("to its foundation")
        elif move.target >= FIRST_FREECELL:
            assert said.endswith(f"to free cell {'abcd'[move.target - FIRST_FREECELL]}")
        else:
            assert f"to cascade {move.target + 1}, " in said
        undone = texts.undone_text(position, move)
        assert undone.startswith(f"Undone: {said.split(' to ')[0]} back to ")


def test_autoplay_is_said_card_by_card_in_its_order() -> None:
    ace, two, five = Card.of(1, Suit.CLUBS), Card.of(2, Suit.CLUBS), Card.of(5, Suit.HEARTS)
    before = Position.from_cards([[ace, five], [two], *[[] for _ in range(6)]])
    move = Move(1, FIRST_FREECELL)  # the two to free cell a: nothing goes home yet
    assert before.apply(move).autoplay(AutoplayPolicy.MS)[1] == []
    move = Move(0, FIRST_FREECELL)  # the five to free cell a frees the ace, then the two follows
    after, home = before.apply(move).autoplay(AutoplayPolicy.MS)
    said = texts.played_text(before, move, home)
    assert said.startswith("Five of Hearts to free cell a. Autoplay: ")
    assert said.index("Ace of Clubs") < said.index("Two of Clubs")
    assert said.endswith(" to the foundations")
    assert texts.autoplay_text(after, []) == ""


def test_refusals_wins_and_jumps_are_said() -> None:
    assert texts.refused_text("JD goes on a black queen") == "Refused: JD goes on a black queen"
    assert texts.won_text(1) == "Won in 1 move"
    assert texts.won_text(19) == "Won in 19 moves"
    assert texts.jump_text(0) == "Position after 0 moves"
    assert texts.new_game_text(617) == "New game: deal 617"
