"""Which kernels this installation runs: the C ones setup.py builds, or their Python twins.

`pip install .` without a C compiler installs the package without its C kernels: `solve` and
`find` then run 3-40x slower. `--version` names both kernels' state, and a long job (a range
of deals, a search of deal numbers) says on stderr when it runs on the slower path.
"""

from __future__ import annotations

import sys

from freecell_gui.cli.common import PROGRAM, write

SLOWER = "no C build: 3-40x slower; a C compiler and `pip install .` again build it"


def solver_state() -> str:
    """The solver's kernels, for --version: the beam search, and the exhaustive proofs that
    `--min-cells` runs (each built by setup.py, each with a pure-Python twin)."""
    from freecell_gui.core.solver import beam, exhaustive

    if not beam.is_compiled():
        return "pure-Python beam search (no C build)"
    if not exhaustive.is_compiled():
        return "compiled beam search, pure-Python proofs (no C build)"
    return "compiled beam search"


def finder_state() -> str:
    """The finder's kernel, for --version."""
    from freecell_gui.core.finder.planner import engine_name

    return {"c": "C kernel", "numpy": "NumPy kernel (no C build)"}.get(
        engine_name(), "pure-Python kernel (no C build)"
    )


def warn_if_slow_solver(command: str) -> None:
    """One line on stderr if the solver, or its proofs, run in pure Python (before a range of deals)."""
    from freecell_gui.core.solver import beam, exhaustive

    if not beam.is_compiled() or not exhaustive.is_compiled():
        write(sys.stderr, f"{PROGRAM} {command}: warning: the solver runs in pure Python ({SLOWER})\n")


def warn_if_slow_finder(command: str) -> None:
    """One line on stderr if the finder runs without its C kernel (before a search)."""
    from freecell_gui.core.finder.planner import engine_name

    engine = engine_name()
    if engine != "c":
        kind = "NumPy" if engine == "numpy" else "pure Python"
        write(sys.stderr, f"{PROGRAM} {command}: warning: the finder runs in {kind} ({SLOWER})\n")
