"""One saved-game error of each kind, made as a user makes it, with the English the command line
printed for it before the errors had kinds (recorded from that code, byte for byte).

Shared by the core's test of the English and the window's test of the languages.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.rules import AutoplayPolicy
from freecell_gui.core.game.saved_game import read_game_file, read_game_text, write_game_file
from freecell_gui.core.game.saved_game_errors import SavedGameError, SavedGameProblem
from freecell_gui.core.game.saved_game_reader import parse_game_lines
from freecell_gui.core.game.variant import FREECELL, Building, Rules

H = "# freecell-gui game 1\n"
BOARD_617 = "board:\n" + "".join(
    f": {cascade}\n"
    for cascade in (
        "KC 5D 6D 9D JH 8S 3C",
        "QS 9S 7C 9H 4S 3D 4D",
        "QC 6S 2S 5C QD 8D 6C",
        "JC 4C 8H 7S 3H AH AC",
        "5S 2C 6H JD KS TC",
        "10H TD 3S AS 2D KD",
        "AD 8C JS 5H 7D 2H",
        "7H 9C TS KH QH 4H",
    )
)

# The text, the kind it is, and the old English.
TEXTS: list[tuple[str, SavedGameProblem, str]] = [
    ("hello\n", SavedGameProblem.NOT_A_SAVED_GAME,
     "not a freecell-gui saved game: its first line should be '# freecell-gui game 1'"),
    ("", SavedGameProblem.NOT_A_SAVED_GAME,
     "not a freecell-gui saved game: its first line should be '# freecell-gui game 1'"),
    ("# freecell-gui game 2\n", SavedGameProblem.NEWER_FORMAT,
     "line 1: the game was saved in a newer format (2); this version reads format 1"),
    ("# freecell-gui game 0\n", SavedGameProblem.UNKNOWN_FORMAT,
     "line 1: the game was saved in an unknown format (0); this version reads format 1"),
    (H + "deal: 617\n# caf\u00e9 \x07\n", SavedGameProblem.CONTROL_IN_COMMENT,
     "line 3: a control character (U+0007) in a comment"),
    (H + "deal: 617\x07\n", SavedGameProblem.CONTROL_CHARACTER, "line 2: a control character (U+0007)"),
    (H + "deal: 6\u0131\n", SavedGameProblem.NOT_ASCII,
     "line 2: '\u0131' (U+0131 LATIN SMALL LETTER DOTLESS I) is not plain ASCII: a saved game writes its keys, "
     "moves and cards in ASCII letters and digits"),
    (H + "deal: 1\ndeal: 2\n", SavedGameProblem.GIVEN_TWICE,
     "line 3: the deal (deal: or board:) is given a second time (first on line 2)"),
    (H + "deal: 1\nboard:\n", SavedGameProblem.GIVEN_TWICE,
     "line 3: the deal (deal: or board:) is given a second time (first on line 2)"),
    (H + "autoplay: ms\nautoplay: off\n", SavedGameProblem.GIVEN_TWICE,
     "line 3: the autoplay rule is given a second time (first on line 2)"),
    (H + "cursor: 1\ncursor: 2\n", SavedGameProblem.GIVEN_TWICE,
     "line 3: the cursor is given a second time (first on line 2)"),
    (H + "cells: 1\ncells: 2\n", SavedGameProblem.GIVEN_TWICE,
     "line 3: the number of free cells is given a second time (first on line 2)"),
    (H + "game: freecell\ngame: bakers\n", SavedGameProblem.GIVEN_TWICE,
     "line 3: the game is given a second time (first on line 2)"),
    (H + "what is this\n", SavedGameProblem.NOT_A_KEY_LINE,
     "line 2: 'what is this' is not a line of a saved game: write 'key: value'"),
    (H + "autoplay: sometimes-never-always-perhaps-yes\n", SavedGameProblem.AUTOPLAY_NAME,
     "line 2: autoplay is ms, safe or off, not 'sometimes-never-alway...'"),
    (H + "cells: 5\n", SavedGameProblem.CELLS_OUT_OF_RANGE, "line 2: the free cells are 0 to 4, not 5"),
    (H + "cells: 123456789\n", SavedGameProblem.CELLS_OUT_OF_RANGE,
     "line 2: the free cells are 0 to 4, not 123,456,789"),
    (H + "game: spider\n", SavedGameProblem.GAME_NAME, "line 2: the game is freecell or bakers, not 'spider'"),
    (H + "colour: red\n", SavedGameProblem.UNKNOWN_KEY,
     "line 2: unknown key 'colour': a saved game has deal, board, game, cells, autoplay, moves, redo, cursor"),
    (H + "deal: x\n", SavedGameProblem.NOT_A_NUMBER, "line 2: the deal is a whole number, not 'x'"),
    (H + "cursor: -3\n", SavedGameProblem.NOT_A_NUMBER, "line 2: the cursor is a whole number, not '-3'"),
    (H + "cells: two\n", SavedGameProblem.NOT_A_NUMBER,
     "line 2: the number of free cells is a whole number, not 'two'"),
    (H + "deal: 0000000000000000000000001234567890123\n", SavedGameProblem.TOO_MANY_DIGITS,
     "line 2: the deal has 13 digits: far too large"),
    (H + "deal: 0\n", SavedGameProblem.DEAL_OUT_OF_RANGE,
     "line 2: 0 is not a deal: deal numbers run from 1 to 8,589,934,591"),
    (H + "deal: 99999999999\n", SavedGameProblem.DEAL_OUT_OF_RANGE,
     "line 2: 99,999,999,999 is not a deal: deal numbers run from 1 to 8,589,934,591"),
    (H + "board: x\n", SavedGameProblem.BOARD_ON_KEY_LINE,
     "line 2: the cascades follow 'board:' on lines of their own, each starting with ':'"),
    (H + "board:\n: AS\n", SavedGameProblem.BOARD_LINES,
     "line 3: a board has 8 cascade lines starting with ':', not 1"),
    (H + BOARD_617.replace("KC 5D", "KC KC"), SavedGameProblem.BOARD,
     "the board: line 3: KC (King of Clubs) appears again on the same line"),
    (H + BOARD_617.replace("QS 9S", "QS ZZ"), SavedGameProblem.BOARD,
     "the board: line 4: 'ZZ' is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), "
     "as in QS or 10H"),
    (H + BOARD_617.replace("QS 9S", "QS KC"), SavedGameProblem.BOARD,
     "the board: line 4: KC (King of Clubs) appears again (first on line 3)"),
    (H + "redo: 1a\n", SavedGameProblem.REDO_SOURCE,
     "line 2: moves to redo say where they came from ('redo typed:', 'redo loaded:', 'redo solved:'); "
     "moves done do not ('moves:')"),
    (H + "deal: 1\nmoves: 1a 9z\n", SavedGameProblem.MOVE,
     "line 3: '9z' is not a move: write a source and a target, columns 1-8, free cells a-d, h for home "
     "(as 3a, 54, bh)"),
    (H + "deal: 617\nmoves: 3a aa\n", SavedGameProblem.MOVE, "line 3: 'aa' moves a card to where it is"),
    (H + "deal: 617\ncursor: 3\n", SavedGameProblem.CURSOR_MISMATCH,
     "line 3: the cursor is 3 but 0 moves are done: the text is incomplete or was changed"),
    (H + "autoplay: ms\n", SavedGameProblem.NO_DEAL,
     "the saved game names no deal: it needs a 'deal:' line or a 'board:' block"),
    (H + "deal: 617\nmoves: 1h\n", SavedGameProblem.DOES_NOT_REPLAY,
     "the moves do not replay: move 1 (1h) is illegal: JD cannot go home yet: its foundation needs the "
     "Ace of Diamonds (a move done)"),
    (H + "deal: 617\nmoves: 3a\nredo typed: 3h\n", SavedGameProblem.DOES_NOT_REPLAY,
     "the moves do not replay: move 2 (3h) is illegal: 2H cannot go home yet: its foundation needs the "
     "Ace of Hearts (a move to redo)"),
]  # fmt: skip


@dataclass(frozen=True)
class Made:
    """An error made by a call (not a text alone), its kind and its old English ("DIR" for the folder)."""

    make: Callable[[Path], object]
    problem: SavedGameProblem
    english: str


def _files(folder: Path) -> Path:
    (folder / "bad.fcgame").write_text(H + "cells: 9\n")
    (folder / "latin1.fcgame").write_bytes(b"# freecell-gui game 1\ndeal: 1\n# caf\xe9\n")
    (folder / "folder").mkdir(exist_ok=True)
    return folder


MADE: list[Made] = [
    Made(lambda _: read_game_text("#" * 1_000_001), SavedGameProblem.TEXT_TOO_LONG,
         "the text has 1,000,001 characters; a saved game is far shorter (at most 1,000,000)"),
    Made(lambda _: parse_game_lines(""), SavedGameProblem.EMPTY,
         "the text is empty: a saved game starts with '# freecell-gui game 1'"),
    Made(lambda _: read_game_text("1a zz", deal=deal(617)), SavedGameProblem.MOVE,
         "line 1: 'zz' is not a move: write a source and a target, columns 1-8, free cells a-d, h for home "
         "(as 3a, 54, bh)"),
    Made(lambda _: read_game_text("1a " * 100_001, deal=deal(617)), SavedGameProblem.PLAIN_TOO_MANY_MOVES,
         "100,001 moves are far too many (at most 100,000)"),
    Made(lambda _: read_game_text(H + "deal: 617\ngame: bakers\ncells: 2\n", rules=FREECELL),
         SavedGameProblem.OTHER_RULES,
         "the saved game is a game of Baker's Game with 2 free cells, not FreeCell"),
    Made(lambda _: read_game_text(H + "deal: 617\n", rules=Rules(1, Building.ALTERNATE_COLOURS)),
         SavedGameProblem.OTHER_RULES, "the saved game is a game of FreeCell, not FreeCell with 1 free cell"),
    Made(lambda _: read_game_text(H + "deal: 617\nautoplay: off\n", autoplay=AutoplayPolicy.MS),
         SavedGameProblem.OTHER_AUTOPLAY, "the saved game plays with autoplay off, not ms"),
    Made(lambda d: read_game_file(_files(d) / "bad.fcgame"), SavedGameProblem.CELLS_OUT_OF_RANGE,
         "bad.fcgame: line 2: the free cells are 0 to 4, not 9"),
    Made(lambda d: read_game_file(_files(d) / "latin1.fcgame"), SavedGameProblem.NOT_UTF8,
         "latin1.fcgame is not UTF-8 text (byte 35)"),
    Made(lambda d: read_game_file(_files(d) / "folder"), SavedGameProblem.UNREADABLE_FILE,
         "DIR/folder is a folder, not a file"),
    Made(lambda d: read_game_file(d / "missing.fcgame"), SavedGameProblem.UNREADABLE_FILE,
         "cannot read DIR/missing.fcgame: No such file or directory"),
    Made(lambda d: write_game_file(_files(d) / "folder", read_game_text(H + "deal: 1\n")),
         SavedGameProblem.CANNOT_WRITE, "cannot write DIR/folder: it is a folder, not a file"),
    Made(lambda d: write_game_file(d / "no" / "x.fcgame", read_game_text(H + "deal: 1\n")),
         SavedGameProblem.CANNOT_WRITE, "cannot write DIR/no/x.fcgame: the folder DIR/no does not exist"),
]  # fmt: skip

NOT_MADE_BY_A_USER = {
    SavedGameProblem.TOO_MANY_MOVES,  # 100,001 moves in a saved game: the English is checked alone
    SavedGameProblem.SAVED_MOVE_NOT_A_MOVE,  # a SavedGame built in code with a bad move text
    SavedGameProblem.TOO_MANY_DIGITS,  # in TEXTS, but the cursor's and the cells' too: below
}


def error_of(text: str) -> SavedGameError:
    """The error reading `text` gives (the test fails if it reads)."""
    try:
        read_game_text(text)
    except SavedGameError as error:
        return error
    raise AssertionError(f"{text!r} was read")


def error_made(made: Made, folder: Path) -> SavedGameError:
    """The error `made` gives in `folder`."""
    try:
        made.make(folder)
    except SavedGameError as error:
        return error
    raise AssertionError(f"{made.english!r} was not raised")
