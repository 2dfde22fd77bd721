"""Without a C build (pip install . with no compiler) the slower kernels are said: --version
names both kernels' state, and a long job says it on stderr, in one line."""

from __future__ import annotations

import pytest

from freecell_gui.cli.main import main
from freecell_gui.core.finder import planner
from freecell_gui.core.solver import beam, exhaustive


def _without_c(monkeypatch: pytest.MonkeyPatch, finder: str) -> None:
    monkeypatch.setattr(beam, "is_compiled", lambda: False)
    monkeypatch.setattr(planner, "engine_name", lambda engine=None: finder)


@pytest.mark.parametrize(
    ("finder", "said"),
    [("python", "pure-Python kernel (no C build)"), ("numpy", "NumPy kernel (no C build)")],
)
def test_version_names_both_kernels(
    finder: str, said: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _version()
    assert capsys.readouterr().out.strip().endswith("solver: compiled beam search, finder: C kernel")
    _without_c(monkeypatch, finder)
    _version()
    assert (
        capsys.readouterr()
        .out.strip()
        .endswith(f"solver: pure-Python beam search (no C build), finder: {said}")
    )


def test_a_range_on_the_pure_python_solver_says_so_once(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["solve", "1-2", "--summary", "--fast"]) == 0
    assert "warning" not in capsys.readouterr().err  # the C build: nothing to say
    _without_c(monkeypatch, "python")
    assert main(["solve", "1-2", "--summary", "--fast"]) == 0
    err = capsys.readouterr().err
    assert err.count("warning: the solver runs in pure Python (no C build: 3-40x slower") == 1, err


def test_find_on_a_slower_kernel_says_so_once(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    arguments = ["find", "KH", "--range", "1-100"]
    main(arguments)
    assert "warning" not in capsys.readouterr().err
    _without_c(monkeypatch, "numpy")
    main(arguments)
    err = capsys.readouterr().err
    assert err.count("freecell-gui find: warning: the finder runs in NumPy (no C build") == 1, err


def _version() -> None:
    with pytest.raises(SystemExit) as ended:  # argparse's version action ends the program
        main(["--version"])
    assert ended.value.code == 0


def test_without_the_compiled_proofs_version_and_a_min_cells_range_say_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(exhaustive, "is_compiled", lambda: False)
    _version()
    assert (
        capsys.readouterr()
        .out.strip()
        .endswith("solver: compiled beam search, pure-Python proofs (no C build), finder: C kernel")
    )
    assert main(["solve", "164-165", "--min-cells", "--summary", "--fast"]) == 0
    err = capsys.readouterr().err
    assert err.count("warning: the solver runs in pure Python (no C build: 3-40x slower") == 1, err
