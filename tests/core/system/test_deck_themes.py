"""Finding KDE and GNOME card decks, and naming their cards."""

from __future__ import annotations

import gzip
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import DECK
from freecell_gui.core.system.deck_themes import element_id, installed_themes, is_complete


def theme_svg(skip: str = "") -> bytes:
    """A whole deck as KDE and GNOME lay one out: one sheet, one element a card."""
    ids = [element_id(card.code) for card in DECK] + ["back"]
    rects = "".join(
        f'<rect id="{name}" x="{(index % 13) * 70}" y="{(index // 13) * 100}" width="63" height="88" '
        f'fill="#{(index * 4_999) % 0xFFFFFF:06x}"/>'
        for index, name in enumerate(ids)
        if name != skip
    )
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="910" height="500">{rects}</svg>'.encode()


def make_kde_deck(base: Path, folder: str, name: str, svg: bytes, compressed: bool = True) -> Path:
    deck = base / "carddecks" / folder
    deck.mkdir(parents=True)
    file_name = f"{folder}.svgz" if compressed else f"{folder}.svg"
    (deck / file_name).write_bytes(gzip.compress(svg) if compressed else svg)
    (deck / "index.desktop").write_text(f"[KDE Backdeck]\nName={name}\nName[de]=Anders\nSVG={file_name}\n")
    return deck / file_name


def test_element_ids_follow_kde_and_gnome() -> None:
    assert element_id("AS") == "1_spade"
    assert element_id("TD") == "10_diamond"
    assert element_id("QH") == "queen_heart"
    assert element_id("KC") == "king_club"
    assert element_id("back") == "back"


@given(st.sampled_from(DECK), st.sampled_from(DECK))
def test_every_card_has_its_own_id(first, second) -> None:  # type: ignore[no-untyped-def]
    assert (element_id(first.code) == element_id(second.code)) == (first == second)


def test_complete_decks_are_found_broken_ones_left_out(tmp_path: Path) -> None:
    user, system = tmp_path / "user", tmp_path / "system"
    good = make_kde_deck(system, "svg-good", "Good", theme_svg())
    make_kde_deck(system, "svg-skat", "Skat", theme_svg(skip="2_heart"))
    make_kde_deck(user, "svg-plain", "Plain", theme_svg(), compressed=False)
    broken = system / "carddecks" / "svg-broken"
    broken.mkdir(parents=True)
    (broken / "index.desktop").write_text("[KDE Backdeck]\nName=Broken\nSVG=broken.svgz\n")
    (broken / "broken.svgz").write_bytes(b"\x1f\x8b not really gzip")
    (system / "carddecks" / "svg-noindex").mkdir()
    gnome = system / "aisleriot" / "cards"
    gnome.mkdir(parents=True)
    (gnome / "bonded.svgz").write_bytes(gzip.compress(theme_svg()))
    themes = installed_themes([user, system])
    assert [theme.name for theme in themes] == ["Bonded (GNOME)", "Good (KDE)", "Plain (KDE)"]
    assert themes[1].path == good
    assert not is_complete(tmp_path / "missing.svgz")


def test_no_data_folders_no_themes(tmp_path: Path) -> None:
    assert installed_themes([tmp_path / "nothing"]) == []


def test_fifos_devices_and_bombs_are_not_decks(tmp_path: Path) -> None:
    import os

    from freecell_gui.core.system.deck_themes import read_theme

    fifo = tmp_path / "deck.svg"
    os.mkfifo(fifo)
    # A FIFO opened or /dev/zero read whole would never return (the test's timeout); how soon
    # they are refused is bench_refusals.py's.
    assert not is_complete(fifo)
    assert not is_complete(Path("/dev/zero"))
    bomb = tmp_path / "bomb.svgz"
    bomb.write_bytes(gzip.compress(b"<svg>" + b" " * (70 * 1024 * 1024)))
    assert read_theme(bomb) is None
    truncated = tmp_path / "cut.svgz"
    truncated.write_bytes(gzip.compress(theme_svg())[:-20])
    assert read_theme(truncated) is None
    whole = tmp_path / "whole.svgz"
    whole.write_bytes(gzip.compress(theme_svg()))
    assert read_theme(whole) == theme_svg()


def test_a_fifo_as_index_desktop_is_skipped(tmp_path: Path) -> None:
    import os

    make_kde_deck(tmp_path, "good", "Good", theme_svg())
    bad = tmp_path / "carddecks" / "bad"
    bad.mkdir()
    os.mkfifo(bad / "index.desktop")
    assert [theme.name for theme in installed_themes([tmp_path])] == ["Good (KDE)"]
