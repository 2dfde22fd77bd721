"""Each PyInstaller build has its own cache and is quiet, so two builds at once do not collide."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.conftest import REPOSITORY


def build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build", REPOSITORY / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_work_folder_gets_its_own_cache_and_no_info_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    build = build_module()
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(subprocess, "run", lambda command, **options: calls.append(options))
    build.pyinstaller(tmp_path / "dist-a", tmp_path / "work-a", onefile=True)
    build.pyinstaller(tmp_path / "dist-b", tmp_path / "work-b", onefile=True)
    caches = [Path(call["env"]["PYINSTALLER_CONFIG_DIR"]) for call in calls]
    assert caches[0] != caches[1]
    assert caches[0].is_relative_to(tmp_path / "work-a") and caches[0].is_dir()
    assert all(call["env"]["PYI_LOG_LEVEL"] == "WARN" for call in calls)
