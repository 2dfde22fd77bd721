"""Reading the reference pictures: the layout, every card, the number, and what happens when
less is read (colours only, a misread card, too little to be sure)."""

from __future__ import annotations

import dataclasses

import pytest

from freecell_gui.core.deals.cards import Colour, parse_card
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import parse_any, parse_partial
from freecell_gui.core.finder import BLACK, FULL_MASK, RED
from freecell_gui.core.picture.identify import identify, masks_text, misreads, reading_masks
from freecell_gui.core.picture.layout import find_layout
from freecell_gui.core.picture.pixels import PictureError, PixelBuffer
from freecell_gui.core.picture.reading import read_picture
from freecell_gui.core.picture.readings import CardReading, Status, TableReading
from freecell_gui.core.picture.text import board_text, json_text

from .conftest import PICTURES, decks, picture


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_no_card_of_a_reference_picture_is_misread(name: str) -> None:
    reading = read_picture(picture(name), decks())
    dealt = deal(PICTURES[name]).columns
    for column, cascade in zip(dealt, reading.cascades, strict=True):
        for card, truth in zip(cascade, column, strict=False):
            assert card.colour in (None, truth.colour)  # a colour in doubt is allowed, a wrong one not
            assert not card.candidates or truth in card.candidates
    assert reading.counts()[Status.UNREAD] == 0
    assert reading.counts()[Status.READ] >= 40


def test_kpatience_sends_aces_home_and_the_foundations_are_read() -> None:
    reading = read_picture(picture("kpat-dondorf-1203741719.jpg"), decks())
    assert [len(cascade) for cascade in reading.cascades] == [6, 7, 7, 7, 4, 6, 5, 6]
    # Dondorf's ace of clubs and ace of spades differ, at 72 px, only by pixels a pixel away from
    # each other's strokes: nothing in the picture can tell them apart, so either may be in doubt.
    found = sorted(card.code() for card in reading.foundations)
    assert found in (["2S", "AC", "AD"], ["??", "AC", "AD"], ["2S", "??", "AD"], ["??", "??", "AD"])
    assert reading.freecells == ()
    assert reading.deck == "Dondorf (KDE)"


def test_the_layout_finds_eight_cascades_of_seven_and_six() -> None:
    layout = find_layout(picture("ours-617.png"))
    assert [len(cascade) for cascade in layout.cascades] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert 1.3 < layout.card_height / layout.card_width < 1.5


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_the_number_is_found(name: str) -> None:
    result = identify(read_picture(picture(name), decks()))
    assert result.numbers == (PICTURES[name],)
    assert result.matches[0].misreads == ()


def test_colours_alone_find_the_deal() -> None:
    reading = read_picture(picture("ours-617.png"), ())
    assert reading.deck is None
    assert reading.counts()[Status.COLOUR] == 52
    masks = reading_masks(reading)
    assert set(masks) == {RED, BLACK}
    assert identify(reading, range(1, 1_000_001)).numbers == (617,)


def _with(reading: TableReading, column: int, row: int, card: CardReading) -> TableReading:
    cascades = [list(cascade) for cascade in reading.cascades]
    cascades[column][row] = card
    return dataclasses.replace(reading, cascades=tuple(tuple(cascade) for cascade in cascades))


def test_a_misread_card_is_named_and_the_number_still_found() -> None:
    reading = read_picture(picture("ours-617.png"), decks())
    first = reading.cascades[0][0]
    wrong = dataclasses.replace(first, candidates=(parse_card("KS"),), confidence=0.5)
    result = identify(_with(reading, 0, 0, wrong), range(1, 1_000_001))
    assert result.numbers == (617,)
    assert result.matches[0].misreads == ("cascade 1, card 1: read KS, the deal has 7D",)


def test_too_little_read_gives_no_number() -> None:
    reading = read_picture(picture("ours-617.png"), ())
    blank = tuple(
        tuple(dataclasses.replace(card, colour=None, colour_confidence=0.0) for card in cascade[:-2])
        + cascade[-2:]
        for cascade in reading.cascades
    )
    result = identify(dataclasses.replace(reading, cascades=blank))
    assert result.numbers == ()
    assert "too little was read" in result.unsure


def test_misreads_compare_colours_too() -> None:
    reading = read_picture(picture("ours-617.png"), ())
    assert misreads(reading, 617) == ()
    assert any("read red" in line or "read black" in line for line in misreads(reading, 618))


def test_board_text_is_read_back_by_the_apps_readers() -> None:
    full = read_picture(picture("ours-617.png"), decks())
    assert parse_any(board_text(full, "shot.png")).columns == deal(617).columns
    colours = read_picture(picture("ours-617.png"), ())
    text = board_text(colours)
    partial = parse_partial(text)
    assert all(card is None for column in partial.columns for card in column)
    first = " ".join("r" if card.colour is Colour.RED else "b" for card in deal(617).columns[0])
    assert f"# colours: {first}\n" in text
    assert '"status": "colour"' in json_text(colours)


def test_masks_text_names_each_kind_of_place() -> None:
    reading = read_picture(picture("ours-617.png"), ())
    text = masks_text(reading_masks(reading)).split()
    assert set(text) == {"r", "b"}
    assert masks_text([FULL_MASK, 1 << 3, RED, 3])[:10] == "? AS r *"[:10]


def test_no_table_is_a_picture_error() -> None:
    felt = PixelBuffer(300, 200, bytes([30, 90, 40]) * 60000, 900, 3)
    with pytest.raises(PictureError, match="no card faces"):
        find_layout(felt)
    white = PixelBuffer(300, 200, b"\xff" * 180000, 900, 3)
    with pytest.raises(PictureError):
        find_layout(white)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((0, 5, b"", 0, 3), "empty"),
        ((10, 10, b"\x00" * 10, 30, 3), "shorter"),
        ((10, 10, b"\x00" * 300, 20, 3), "row is shorter"),
        ((10, 10, b"\x00" * 200, 20, 2), "3 or 4"),
        ((10_000, 10_000, b"", 30_000, 3), "more than"),
    ],
)
def test_pixel_buffers_are_checked(args: tuple[int, int, bytes, int, int], message: str) -> None:
    with pytest.raises(PictureError, match=message):
        PixelBuffer(*args)


def test_a_colour_only_card_reads_as_colour() -> None:
    reading = read_picture(picture("ours-617.png"), ())
    card = reading.cascades[0][0]
    assert card.status is Status.COLOUR
    assert card.colour is Colour.RED
    assert card.code() == "??"
