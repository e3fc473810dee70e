"""When a `uv tool` / `pipx` install builds the shim's zipapp (core/setup/tool_install.py),
without uv: the rules on a temporary data folder."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from core.setup import tool_install


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}


def _record(env: dict[str, str]) -> dict:
    return json.loads((Path(env["XDG_DATA_HOME"]) / "claude-distill" / "install.json").read_text())


@pytest.mark.parametrize("args, links", [
    (["init"], True), (["init", "--yes"], True), (["--quiet", "shim", "install", "-y"], True),
    (["init", "--remove"], False), (["init", "--no-shim"], False), (["init", "--imports-only"], False),
    (["shim", "status"], False), (["status"], False), ([], False), (["analyze", "--transcript", "init"], False),
])
def test_only_the_commands_that_link_the_shim_build_unasked(args: list[str], links: bool) -> None:
    assert tool_install.links_the_shim(args) is links


def test_nothing_is_built_for_other_commands_of_a_fresh_install(env) -> None:
    assert tool_install.refresh(["status"], sys.executable, env).built is None
    assert not (Path(env["XDG_DATA_HOME"]) / "claude-distill").exists()


def test_init_builds_then_a_current_zipapp_is_left_as_it_is(env) -> None:
    first = tool_install.refresh(["init"], sys.executable, env)
    assert first.built is not None and first.built.read_bytes().startswith(f"#!{sys.executable} -IS\n".encode())
    record = _record(env)
    assert (record["source"], record["python"], record["venv"], record["links"]) == ("tool", sys.executable, "", [])
    assert tool_install.refresh(["status"], sys.executable, env).built is None
    assert tool_install.refresh(["init"], sys.executable, env).built is None
    # Another tool install (another interpreter) never rebuilds it behind the person's back.
    assert tool_install.refresh(["status"], "/other/python", env).built is None


def test_an_install_py_zipapp_is_replaced_only_on_init_and_keeps_its_record(env) -> None:
    data = Path(env["XDG_DATA_HOME"]) / "claude-distill"
    data.mkdir(parents=True)
    old = {"zipapp": str(data / "claude-distill.pyz"), "venv": str(data / "venv"),
           "links": [str(Path(env["HOME"]) / ".local/bin/claude-distill")], "python": str(data / "venv/bin/python")}
    (data / "install.json").write_text(json.dumps(old))
    assert tool_install.refresh(["status"], sys.executable, env).built is None
    assert _record(env) == old
    assert tool_install.refresh(["shim", "install"], sys.executable, env).built is not None
    record = _record(env)
    assert (record["venv"], record["links"], record["python"]) == (old["venv"], old["links"], sys.executable)
