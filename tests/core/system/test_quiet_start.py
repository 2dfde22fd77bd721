"""A worker's start stopped is quiet, a worker's start that fails for a reason is not
(core/system/workers.py `QuietStart`, freecell_gui/entry.py in a spawned worker)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

PARENT = textwrap.dedent(
    """
    import multiprocessing, sys
    from freecell_gui.core.system.workers import QuietStart

    def raises(kind):
        raise {"interrupt": KeyboardInterrupt, "error": ValueError}[kind]("raised while starting")

    class Poisoned:  # unpickled in the worker after its target: as a semaphore gone, or an import
        def __init__(self, kind):
            self.kind = kind
        def __reduce__(self):
            return (raises, (self.kind,))

    if __name__ == "__main__":
        process = multiprocessing.get_context("spawn").Process(target=QuietStart(print), args=(Poisoned(sys.argv[1]),))
        process.start()
        process.join(60)
        print(process.exitcode)
    """
)


def _run(kind: str, tmp_path: object) -> subprocess.CompletedProcess[str]:
    script = f"{tmp_path}/parent.py"
    with open(script, "w") as file:
        file.write(PARENT)
    return subprocess.run(
        [sys.executable, script, kind], capture_output=True, text=True, timeout=120, check=True
    )


def test_a_stop_signal_while_a_worker_starts_ends_it_without_a_word(tmp_path: object) -> None:
    ended = _run("interrupt", tmp_path)
    assert ended.stderr == ""
    assert ended.stdout.strip() in ("1", "-2")  # ended before its target (-2: by the interrupt)


def test_a_real_failure_while_a_worker_starts_is_still_shown(tmp_path: object) -> None:
    ended = _run("error", tmp_path)
    assert "ValueError: raised while starting" in ended.stderr  # a bug is never hidden
    assert ended.stdout.strip() == "1"


def test_a_spawned_worker_importing_the_entry_point_leaves_stop_signals_to_its_parent() -> None:
    checked = subprocess.run(
        [
            sys.executable,
            "-c",
            "import signal, freecell_gui.entry; "
            "print(signal.getsignal(signal.SIGINT) is signal.SIG_IGN, signal.getsignal(signal.SIGTERM) is signal.SIG_DFL)",
            "--multiprocessing-fork",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert checked.stdout.split() == ["True", "True"]
