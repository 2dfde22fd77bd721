"""Each notice of the history keeps the command line's English byte for byte and carries its
kind and values; a message of several keeps each one; copied, a notice is its English."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

from freecell_gui.core.history.history_notices import HistoryMessage, HistoryNotice, HistoryProblem
from tests.core.history.history_notice_samples import all_samples


def test_every_notice_says_the_english_it_said_before(tmp_path: Path) -> None:
    samples = all_samples(tmp_path)
    for notice, english in samples:
        assert isinstance(notice, HistoryNotice)
        assert str(notice) == english, notice.problem
    kinds = {notice.problem for notice, _ in samples}
    kinds |= {notice.cause.problem for notice, _ in samples if isinstance(notice.cause, HistoryNotice)}
    assert kinds >= set(HistoryProblem) - {HistoryProblem.TEXT}, set(HistoryProblem) - kinds


def test_a_message_of_several_keeps_each_notice_and_reads_as_their_english() -> None:
    first = HistoryNotice("The game history is a folder.", HistoryProblem.IS_FOLDER)
    message = HistoryMessage(["", first, None, "plain words", HistoryMessage([first])])
    assert message == "The game history is a folder. plain words The game history is a folder."
    assert [notice.problem for notice in message.notices] == [
        HistoryProblem.IS_FOLDER,
        HistoryProblem.TEXT,
        HistoryProblem.IS_FOLDER,
    ]
    assert not HistoryMessage([None, ""])


def test_a_copied_or_pickled_notice_is_its_english() -> None:
    notice = HistoryNotice("is another program's database", HistoryProblem.ANOTHER_PROGRAMS)
    for twin in (copy.copy(notice), pickle.loads(pickle.dumps(notice))):
        assert twin == notice and type(twin) is str
