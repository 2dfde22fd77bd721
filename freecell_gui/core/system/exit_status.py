"""The program's exit statuses: one list for every command and the window.

0 is done (or yes: solved, found); 1 a failure (a write, memory, a worker) or the answer no (no
deal found, moves that do not solve); 2 bad input, whatever the command (argparse's status for
a usage mistake); 3 and 4 the solver's "gave up" and "proven unsolvable"; 128 + the signal for a
stop (130 Ctrl-C, 143 SIGTERM), as shells report them.
"""

from __future__ import annotations

from enum import IntEnum


class ExitStatus(IntEnum):
    """What a command's exit status says (see the module's docstring)."""

    DONE = 0
    FAILURE = 1
    NO = 1  # an answer, not a failure: find found nothing, verify's moves do not solve
    BAD_INPUT = 2
    GAVE_UP = 3
    UNSOLVABLE = 4
    INTERRUPTED = 130  # 128 + SIGINT
    TERMINATED = 143  # 128 + SIGTERM
