"""The manual stays true to the repository: the README is a front page, every relative link of the
README and docs/ lands on a file of the repository (and on a heading, for an `#anchor`), and
nothing names notes a user of the repository does not have."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from tests.conftest import REPOSITORY

README = REPOSITORY / "README.md"
DOCS = REPOSITORY / "docs"
MAX_README_LINES = 300
PAGES = [README, *sorted(DOCS.glob("*.md"))]
# The pages a user reads, and the benchmarks' page the manual cites for its figures.
PUBLISHED = [*PAGES, REPOSITORY / "tests" / "benchmarks" / "README.md"]
# `[text](target)` and `![alt](target)`, the target up to a space (a title may follow) or `)`.
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^(```|~~~)")
EXTERNAL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")  # https:, mailto: ...


def _name(path: Path) -> str:
    return str(path.relative_to(REPOSITORY))


def prose_lines(text: str) -> list[str]:
    """The lines outside fenced code blocks (a link in a code block is not a link)."""
    lines, fenced = [], False
    for line in text.splitlines():
        if FENCE.match(line.lstrip()):
            fenced = not fenced
        elif not fenced:
            lines.append(line)
    return lines


def github_anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: its text without markup, lower case, each character that
    is not a letter, a mark, a digit, a connector (`_`), a space or `-` dropped, and each space a `-`."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text stays, not its target
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").replace("*", "")
    kept = "".join(
        character
        for character in text.strip().lower()
        if character in " -"
        or unicodedata.category(character)[0] in "LMN"
        or unicodedata.category(character) == "Pc"
    )
    return kept.replace(" ", "-")


def anchors_of(path: Path) -> set[str]:
    """Every heading's anchor in a Markdown file; a repeated one gets `-1`, `-2`, ... as on GitHub."""
    found: set[str] = set()
    counts: dict[str, int] = {}
    for line in prose_lines(path.read_text(encoding="utf-8")):
        heading = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if heading:
            anchor = github_anchor(heading.group(1))
            seen = counts.get(anchor, 0)
            counts[anchor] = seen + 1
            found.add(anchor if seen == 0 else f"{anchor}-{seen}")
    return found


def relative_links(path: Path) -> list[str]:
    """The targets of the links and images in a Markdown file that are not web addresses."""
    targets = [
        target for line in prose_lines(path.read_text(encoding="utf-8")) for target in LINK.findall(line)
    ]
    return [target for target in targets if not EXTERNAL.match(target)]


def test_the_anchor_rules_are_githubs() -> None:
    assert github_anchor("Check a deal against freecellgamesolutions.com") == (
        "check-a-deal-against-freecellgamesolutionscom"
    )
    assert github_anchor("Find a deal's number from its cards") == "find-a-deals-number-from-its-cards"
    assert github_anchor("The `--dask` option: **Dask**") == "the---dask-option-dask"
    assert github_anchor("Ranges & clusters") == "ranges--clusters"
    assert github_anchor("Game \u203a Solve, F5 (ÉTÉ_2)") == "game--solve-f5-été_2"


def test_the_link_reader_finds_links_and_images_but_not_code(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        '# A page\n\nSee [the solver](solver.md#how-it-works) and ![a shot](../shot.png "title").\n'
        "```sh\necho '[not](a-link.md)'\n```\nA [site](https://example.org/) and [here](#a-page).\n## A page\n",
        encoding="utf-8",
    )
    assert relative_links(page) == ["solver.md#how-it-works", "../shot.png", "#a-page"]
    assert anchors_of(page) == {"a-page", "a-page-1"}


def test_the_readme_is_a_front_page() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MAX_README_LINES, f"README.md has {len(lines)} lines: move the detail into docs/"


def test_every_page_of_the_manual_is_one_click_from_the_readme() -> None:
    linked = {
        (README.parent / target.split("#")[0]).resolve()
        for target in relative_links(README)
        if target.split("#")[0]
    }
    unlinked = [_name(page) for page in DOCS.glob("*.md") if page.resolve() not in linked]
    assert unlinked == []


@pytest.mark.parametrize("page", PUBLISHED, ids=_name)
def test_every_relative_link_stays_in_the_repository_and_lands(page: Path) -> None:
    problems = []
    for target in relative_links(page):
        file_part, _, anchor = target.partition("#")
        destination = (page.parent / file_part).resolve() if file_part else page
        if file_part.startswith("/") or not destination.is_relative_to(REPOSITORY):
            problems.append(f"{target}: leaves the repository")
        elif not destination.exists():
            problems.append(f"{target}: no such file")
        elif anchor and (destination.suffix != ".md" or anchor not in anchors_of(destination)):
            problems.append(f"{target}: no heading #{anchor} in {_name(destination)}")
    assert problems == []


@pytest.mark.parametrize("page", PUBLISHED, ids=_name)
def test_nothing_names_notes_outside_the_repository(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    named = re.findall(r"\S*(?:shared/|SOLVER-NOTES|PICTURE-NOTES|DECK\.md|STYLE\.md)\S*", text)
    assert named == []


def _packages_drawn() -> set[str]:
    """The folders of the architecture page's tree under freecell_gui/, as paths (`core/solver`)."""
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    tree = text.split("## The packages", 1)[1].split("```", 2)[1]
    drawn: set[str] = set()
    parents: list[str] = []
    for line in tree.splitlines():
        folder = re.match(r"^( *)([\w.-]+)/\s", line + " ")
        if not folder:
            continue
        depth = len(folder.group(1)) // 2
        parents = [*parents[:depth], folder.group(2)]
        if parents[0] == "freecell_gui" and depth > 0:
            drawn.add("/".join(parents[1:]))
    return drawn


def test_the_architecture_page_draws_every_package_there_is() -> None:
    package = REPOSITORY / "freecell_gui"
    actual = {
        str(init.parent.relative_to(package))
        for init in package.rglob("__init__.py")
        if init.parent != package
    }
    assert _packages_drawn() == actual
