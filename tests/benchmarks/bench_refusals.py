"""How soon hostile input is refused: texts far too long, files that are no files, long arguments.

The tests (tests/core/deals, tests/core/game, tests/fuzz, tests/cli, tests/core/system,
tests/ui/check) once asserted these times (under 0.05 s to 10 s); a loaded machine stretched
them, so the tests now show that the refusal comes before the costly step (the size's message,
nothing inserted, nothing parsed) and the times are measured here, as medians, against the
bounds the tests had.

python -m tests.benchmarks.bench_refusals
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from tests.benchmarks.harness import Figure, at_most, median_seconds, print_figures


def _refused(action: Callable[[], object], error: type[BaseException]) -> Callable[[], None]:
    """`action`, which must raise `error` (a benchmark of a refusal that did not refuse is wrong)."""

    def refuse() -> None:
        try:
            action()
        except error:
            return
        raise AssertionError(f"{action} was not refused")

    return refuse


def _slowest(actions: list[Callable[[], object]], repeats: int = 5) -> float:
    """The slowest of the actions' medians."""
    return max(median_seconds(action, repeats=repeats) for action in actions)


def _texts() -> list[Figure]:
    from freecell_gui.core.deals.dealer import DealNumberError, deal
    from freecell_gui.core.deals.formats import (
        BoardError,
        CardOrder,
        format_board,
        parse_any,
        parse_board,
        parse_json,
        parse_loose,
        parse_rows,
    )
    from freecell_gui.core.deals.numbers import parse_deal_number, parse_deal_range
    from freecell_gui.core.game.notation import MAX_SOLUTION_CHARS, NotationError, iter_moves, parse_moves
    from freecell_gui.core.game.saved_game import HEADER, MAX_GAME_TEXT_CHARS, SavedGameError, read_game_text

    parsers: list[Callable[[str], object]] = [
        parse_any,
        parse_board,
        parse_rows,
        parse_json,
        lambda text: parse_loose(text, CardOrder.ROWS),
        lambda text: parse_loose(text, CardOrder.COLUMNS),
    ]
    long_arguments = [
        " " * 100_000 + "x",
        "1" + " " * 100_000 + "x",
        "1 " * 50_000,
        "9" * 100_000,
        "-" * 100_000,
    ]
    board = format_board(deal(617))
    paste = board * (10_000_000 // len(board))
    huge_solutions = [
        "3a " * (MAX_SOLUTION_CHARS // 3 + 1),
        "3a\n" * (10_000_000 // 3),
        "x" * 10_000_000,
    ]
    largest = ("3a " * (MAX_SOLUTION_CHARS // 3))[:MAX_SOLUTION_CHARS]
    prose = "Move " * (MAX_SOLUTION_CHARS // 5)
    oversized_game = HEADER + "\n" + "x" * MAX_GAME_TEXT_CHARS
    blanks = f"{HEADER}\ndeal: 617\nmoves:" + (" " * 1000 + "x") * 900 + "\n"
    return [
        at_most(
            "deal numbers and ranges of 100,000 characters refused (slowest)",
            _slowest(
                [_refused(lambda t=text: parse_deal_range(t), DealNumberError) for text in long_arguments]
                + [_refused(lambda t=text: parse_deal_number(t), DealNumberError) for text in long_arguments]
            ),
            "s",
            0.5,
        ),
        at_most(
            "a 10 MB paste refused by every board reader (together)",
            median_seconds(lambda: [_refused(lambda p=parser: p(paste), BoardError)() for parser in parsers]),
            "s",
            1.0,
        ),
        at_most(
            "10 MB solution texts refused (slowest of 3)",
            _slowest(
                [_refused(lambda t=text: next(iter_moves(t)), NotationError) for text in huge_solutions]
            ),
            "s",
            0.5,
        ),
        at_most(
            "the largest solution accepted (2,000,000 characters) read",
            median_seconds(lambda: parse_moves(largest), repeats=3, warmup=0),
            "s",
            10,
        ),
        at_most(
            "2,000,000 characters of near-miss prose ('Move Move ...') read",
            median_seconds(lambda: parse_moves(prose), repeats=3, warmup=0),
            "s",
            10,
        ),
        at_most(
            "a saved game over its size refused",
            median_seconds(_refused(lambda: read_game_text(oversized_game), SavedGameError)),
            "s",
            0.05,
        ),
        at_most(
            "a saved game of 900 runs of 1,000 blanks read (linear time)",
            median_seconds(_refused(lambda: read_game_text(blanks), SavedGameError)),
            "s",
            1.0,
        ),
    ]


def _commands() -> list[Figure]:
    from freecell_gui.cli.main import main

    def quietly(arguments: list[str], status: int) -> Callable[[], None]:
        def command() -> None:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                assert main(arguments) == status

        return command

    with tempfile.TemporaryDirectory() as folder:
        solution = Path(folder) / "moves.txt"
        solution.write_text("26 76 72 72 5a 27\n" * 100_000 + "nonsense\n", encoding="utf-8")
        return [
            at_most(
                "find --colours of 25,000,000 characters refused",
                median_seconds(quietly(["find", "--colours", "rb?/ " * 5_000_000], 2)),
                "s",
                1.0,
            ),
            at_most(
                "verify of 2 MB of moves, the 7th illegal: to the verdict",
                median_seconds(quietly(["verify", "10913", str(solution)], 1)),
                "s",
                1.0,
            ),
        ]


def _files() -> list[Figure]:
    from freecell_gui.core.deals.formats import BoardError
    from freecell_gui.core.game.saved_game import (
        HEADER,
        SavedGameError,
        read_game_file,
        read_game_text,
        write_game_file,
    )
    from freecell_gui.core.system.deck_themes import is_complete
    from freecell_gui.core.system.user_files import UserFileError, read_user_text
    from freecell_gui.ui.check.compare_dialog import read_text_file

    with tempfile.TemporaryDirectory() as folder:
        fifo = Path(folder) / "pipe"
        os.mkfifo(fifo)
        huge = Path(folder) / "board.txt"
        huge.write_bytes(b"AS " * 1_000_000)
        saved = read_game_text(f"{HEADER}\ndeal: 617\n")

        def deck_refusals() -> None:
            assert not is_complete(fifo) and not is_complete(Path("/dev/zero"))

        def saved_game_refusals() -> None:
            _refused(lambda: write_game_file(fifo, saved), SavedGameError)()
            _refused(lambda: read_game_file(fifo), SavedGameError)()

        return [
            at_most(
                "a FIFO given as a user file refused",
                median_seconds(_refused(lambda: read_user_text(fifo, 1000), UserFileError)),
                "s",
                1.0,
            ),
            at_most("a FIFO and /dev/zero given as decks refused", median_seconds(deck_refusals), "s", 1.0),
            at_most(
                "a FIFO given as a saved game, written and read: refused",
                median_seconds(saved_game_refusals),
                "s",
                1.0,
            ),
            at_most(
                "board files that are no boards (FIFO, /dev/zero, 3 MB), slowest",
                _slowest(
                    [
                        _refused(lambda p=path: read_text_file(p), BoardError)
                        for path in (fifo, Path("/dev/zero"), huge)
                    ]
                ),
                "s",
                1.0,
            ),
        ]


def _window() -> list[Figure]:
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QMimeData, QSettings
    from PySide6.QtWidgets import QApplication

    from freecell_gui.core.deals.dealer import deal
    from freecell_gui.core.deals.formats import MAX_BOARD_TEXT_CHARS, format_board
    from freecell_gui.ui.check.compare_dialog import BoardDialog
    from freecell_gui.ui.qt_app import application
    from freecell_gui.ui.settings import APPLICATION, DECK, ORGANISATION, load_settings

    application()
    with tempfile.TemporaryDirectory() as folder:
        QCoreApplication.setOrganizationName(ORGANISATION)
        QCoreApplication.setApplicationName(APPLICATION)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
        ini = Path(folder) / ORGANISATION / f"{APPLICATION}.ini"
        ini.parent.mkdir(parents=True)
        fifo = Path(folder) / "deck.svg"
        os.mkfifo(fifo)

        def load_with_deck(path: Path) -> Callable[[], None]:
            def load() -> None:
                ini.write_text(f"[view]\ndeck={path}\n", encoding="utf-8")
                assert load_settings().get(DECK) is None

            return load

        settings_figure = at_most(
            "settings with a FIFO or /dev/zero as the deck, loaded (slowest)",
            _slowest([load_with_deck(fifo), load_with_deck(Path("/dev/zero"))]),
            "s",
            2.0,
        )
        dialog = BoardDialog("Open Board", "&Open")
        pasted = "A" * 10_000_000

        def refuse_paste() -> None:
            paste = QMimeData()  # the clipboard takes it over (and deletes the one before)
            paste.setText(pasted)
            QApplication.clipboard().setMimeData(paste)
            dialog.text.paste()
            QApplication.processEvents()
            assert dialog.text.toPlainText() == ""

        def refuse_accept() -> None:
            dialog.accept_button.click()
            assert dialog.board is None

        paste_figure = at_most("board dialog: a 10 MB paste refused", median_seconds(refuse_paste), "s", 1.0)
        dialog.text.setPlainText(format_board(deal(617)) * (MAX_BOARD_TEXT_CHARS // 150))
        accept_figure = at_most(
            "board dialog: a text longer than any board refused at Open",
            median_seconds(refuse_accept),
            "s",
            1.0,
        )
        QApplication.clipboard().clear()
        shiboken6.delete(dialog)
        return [settings_figure, paste_figure, accept_figure]


def run() -> list[Figure]:
    return [*_texts(), *_commands(), *_files(), *_window()]


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(print_figures(run()))
