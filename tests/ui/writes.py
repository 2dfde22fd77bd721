"""Waiting for a write the window runs off its thread (ui/background_write.py), in tests."""

from __future__ import annotations

from freecell_gui.ui.background_write import FileWrite

WRITE_WAIT_S = 60.0  # a loaded CI machine: generous; a write that hangs fails the test, it does not time it


def written(job: FileWrite | None) -> bool:
    """True if the write was started and wrote every byte (its outcome is delivered now)."""
    if job is None:
        return False
    outcome = job.wait(WRITE_WAIT_S)
    return outcome is not None and outcome.written
