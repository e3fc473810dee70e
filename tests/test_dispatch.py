"""The invoked name decides what the zipapp is: shim, IDE wrapper or CLI."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.harness.shim_kit import make_shim, shim_env

ECHO = "#!/bin/sh\necho \"real:$0:$*\"\n"


@pytest.fixture
def kit(tmp_path: Path) -> dict[str, Path]:
    kit = make_shim(tmp_path, ECHO)
    (kit["shim_dir"] / "claude-distill-wrap").symlink_to(kit["zipapp"])
    (kit["shim_dir"] / "something-else").symlink_to(kit["zipapp"])
    return kit


def run(kit, name: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(kit["shim_dir"] / name), *args], env=shim_env(kit), capture_output=True,
                          text=True, timeout=60)


def test_claude_name_is_the_shim(kit) -> None:
    out = run(kit, "claude", "--version")
    assert out.stdout == f"real:{kit['real_dir'] / 'claude'}:--version\n"


def test_cli_names(kit) -> None:
    for name in ("claude-distill", "something-else"):
        out = run(kit, name, "--version")
        assert out.returncode == 0 and out.stdout.startswith("claude-distill "), out


def test_wrap_name_runs_the_given_binary(kit, tmp_path: Path) -> None:
    bundled = tmp_path / "bundled-claude"
    bundled.write_text(ECHO)
    bundled.chmod(0o755)
    out = run(kit, "claude-distill-wrap", str(bundled), "--version")
    assert out.stdout == f"real:{bundled}:--version\n"


def test_wrap_name_without_binary_is_a_usage_error(kit) -> None:
    out = run(kit, "claude-distill-wrap")
    assert out.returncode == 2 and out.stderr.startswith("claude-distill: usage:")


def test_name_is_taken_as_invoked_not_resolved(kit, tmp_path: Path) -> None:
    chain = tmp_path / "chain"
    chain.mkdir()
    (chain / "claude").symlink_to(kit["shim_dir"] / "claude-distill")  # link to a CLI link
    out = subprocess.run([str(chain / "claude"), "--version"], env=shim_env(kit), capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.startswith("real:")


def test_pass_through_imports_only_os_and_sys(kit) -> None:
    """What the shim's pass-through path loads beyond the interpreter's own start-up."""
    probe = kit["real_dir"] / "claude"
    probe.write_text("#!/bin/sh\nexit 0\n")
    code = (
        "import sys, runpy\n"
        "before = set(sys.modules)\n"
        "sys.argv = ['claude', '--version']\n"
        "import os\n"
        "os.execve = lambda *a: (print(sorted(set(sys.modules) - before)), sys.exit(0))\n"
        f"sys.path.insert(0, {str(kit['zipapp'])!r})\n"
        "from shim import dispatch\n"
        "dispatch.main()\n"
    )
    import sys
    out = subprocess.run([sys.executable, "-I", "-S", "-c", code], env=shim_env(kit), capture_output=True,
                         text=True, timeout=60)
    loaded = eval(out.stdout.strip())
    extra = {m for m in loaded if not m.startswith(("shim", "agents", "os", "stat", "_stat", "posixpath", "genericpath",
                                                    "_collections_abc"))}
    assert extra == set(), out


@pytest.mark.parametrize("what,code", [("missing", 127), ("under-a-file", 127), ("noexec", 126),
                                       ("folder", 126)])
def test_wrap_name_with_a_binary_it_cannot_run_records_nothing(kit, tmp_path: Path, what: str,
                                                               code: int) -> None:
    from tests.harness.shim_kit import rows, wait_idle
    noexec = tmp_path / "noexec-claude"
    noexec.write_text(ECHO)
    noexec.chmod(0o644)
    given = {"missing": "/nonexistent/claude", "under-a-file": str(noexec / "claude"),
             "noexec": str(noexec), "folder": str(tmp_path)}[what]
    out = run(kit, "claude-distill-wrap", given, "x")
    assert out.returncode == code, out
    assert out.stderr.startswith("claude-distill:") and out.stderr.count("\n") == 1, out.stderr
    env = shim_env(kit)
    wait_idle(env)
    assert rows(env, "SELECT * FROM sessions") == []


def test_the_editor_wrapper_runs_the_editors_claude_once_its_interpreter_is_gone(tmp_path: Path) -> None:
    """Issue 26 / ADR 0016: the wrapper set in VS Code / Cursor failed like the shim once the tool's
    environment was removed. Its copy of the archive falls through to the editor's own claude."""
    import sys
    from core.setup import zipapp
    python = tmp_path / "tool" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.symlink_to(sys.executable)
    app = zipapp.build(tmp_path / "app" / "claude-distill.pyz", str(python))
    wrap = app.with_name("claude-distill-wrap.pyz")
    shim = tmp_path / "shim"
    shim.mkdir()
    (shim / "claude-distill-wrap").symlink_to(wrap)
    bundled = tmp_path / "bundled-claude"
    bundled.write_text(ECHO)
    bundled.chmod(0o755)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "home"), "CLAUDE_DISTILL_BACKEND": "offline",
           "CLAUDE_DISTILL_SWEEP_AFTER_SESSION": "0"}

    def wrapped(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(shim / "claude-distill-wrap"), str(bundled), *args], env=env,
                              capture_output=True, text=True, timeout=60)
    through = wrapped("--version")
    assert through.returncode == 0 and through.stdout == f"real:{bundled}:--version\n", through.stderr
    python.unlink()  # the tool's environment is gone
    alone = wrapped("--version", "a b")
    assert alone.returncode == 0 and alone.stdout == f"real:{bundled}:--version a b\n", alone.stderr
    assert alone.stderr == ""
