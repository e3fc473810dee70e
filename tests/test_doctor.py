"""`claude-distill doctor`: the whole chain, each failure with its fix; exit 0 only when all hold.

The home is set up for real (the built zipapp, `shim install`, `init`), new
shells are real bash processes, and each break is what a person would do:
delete the tool's interpreter, keep a block written by an older version, a
key the API refuses (a local server answering 401)."""
from __future__ import annotations

import http.server
import json
import os
import shutil
import sys
import threading
from pathlib import Path
from typing import Iterator

import pytest

from core import cli, doctor
from core.exits import Exit
from core.setup import rcfiles
from install import build

SKEL = Path("/etc/skel")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def verdicts(capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, dict[str, object]]]:
    code, out, err = run(capsys, "doctor", "--json")
    doc = json.loads(out)
    assert doc["ok"] == (code == Exit.OK), err
    return code, {c["name"]: c for c in doc["checks"]}


@pytest.fixture
def setup(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
          capsys: pytest.CaptureFixture[str]) -> dict[str, Path]:
    """A home where everything holds: the shim first in new shells, a `claude` behind it, lessons loading."""
    if not shutil.which("bash") or not (SKEL / ".bashrc").is_file():
        pytest.skip("bash and /etc/skel are needed")
    for name in (".bashrc", ".profile"):
        shutil.copyfile(SKEL / name, home / name)
    python = tmp_path / "tool" / "bin" / "python"  # the tool environment's interpreter, ours to delete
    python.parent.mkdir(parents=True)
    python.symlink_to(sys.executable)
    app = build.build(tmp_path / "app" / "claude-distill.pyz", str(python))
    real = home / ".local" / "bin" / "claude"  # where Claude Code's installer puts it; .profile adds the folder
    real.parent.mkdir(parents=True)
    real.write_text("#!/bin/sh\necho '2.1.332 (Claude Code)'\n")
    real.chmod(0o755)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("SHELL", "/bin/bash")
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    monkeypatch.setenv("PATH", f"{real.parent}:/usr/bin:/bin")
    assert run(capsys, "shim", "install", "--yes", "--shell", "bash", "--zipapp", str(app))[0] == 0
    assert run(capsys, "init", "--imports-only")[0] == 0
    return {"python": python, "app": app, "home": home}


def test_a_home_where_everything_holds_exits_0(setup: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    code, checks = verdicts(capsys)
    failed = {n: c["summary"] for n, c in checks.items() if c["verdict"] == "fail"}
    assert code == Exit.OK and not failed, failed
    assert checks["shim.first_in_new_shell"]["verdict"] == "ok"
    assert checks["state.schedule"]["verdict"] == "skip"
    code, out, _ = run(capsys, "doctor")
    assert code == 0 and out.rstrip().endswith("all checks hold")


def test_a_deleted_tool_environment_fails_the_interpreter_check(setup: dict[str, Path],
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    setup["python"].unlink()
    code, checks = verdicts(capsys)
    assert code == Exit.FAILED
    assert checks["shim.interpreter"]["verdict"] == "fail"
    assert "uninstall" in str(checks["shim.interpreter"]["fix"])
    # A new shell skips the shim now (the guarded PATH block): that check names where `claude` went.
    assert checks["shim.first_in_new_shell"]["verdict"] == "fail"


def test_a_block_of_an_older_version_is_named_with_its_fix(setup: dict[str, Path],
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    bashrc = setup["home"] / ".bashrc"
    text = bashrc.read_text()
    old = rcfiles.current_block(text)
    assert old is not None
    unguarded = rcfiles.render_block("bash", str(setup["home"] / ".local/share/claude-distill/bin"))
    bashrc.write_text(text.replace(old, unguarded))
    code, checks = verdicts(capsys)
    assert code == Exit.FAILED
    found = checks["shim.blocks_current"]
    assert found["verdict"] == "fail" and str(bashrc) in str(found["summary"])
    assert found["fix"] == "`claude-distill shim install`"


@pytest.fixture
def refusing_api() -> Iterator[str]:
    class Refuse(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802
            self.send_response(401)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Refuse)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


def test_a_key_the_api_refuses_fails_reachability_and_names_the_key_source(
        setup: dict[str, Path], refusing_api: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "api")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-wrong")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", refusing_api)
    code, checks = verdicts(capsys)
    assert code == Exit.FAILED
    assert checks["backend.chosen"]["detail"] == {"backend": "api", "key_source": "ANTHROPIC_API_KEY"}
    assert checks["backend.reachable"]["verdict"] == "fail" and "401" in str(checks["backend.reachable"]["summary"])
    assert "sk-wrong" not in json.dumps(checks)


def test_the_checks_come_in_their_groups_order_with_stable_names() -> None:
    names = [c.name for c in doctor.checks()]
    assert names[:2] == ["shim.link", "shim.interpreter"]
    assert names.index("claude.real_binary") < names.index("codex.wrapped") < names.index("backend.chosen") \
        < names.index("state.writable")
    assert len(names) == len(set(names))


def test_a_check_that_raises_is_a_failure_not_a_crash(tmp_path: Path) -> None:
    def broken(ctx: doctor.Context) -> doctor.Finding:
        raise RuntimeError("boom")
    result = doctor.run_one(doctor.Check("x.broken", "x", broken), doctor.Context(os.environ, tmp_path))
    assert result.finding.verdict == doctor.Verdict.FAIL and "boom" in result.finding.summary
    assert not doctor.healthy([result])


def test_a_warning_is_not_a_failure(tmp_path: Path) -> None:
    """Codex installed but not wrapped: its sessions still reach the store through the sweep."""
    def warns(ctx: doctor.Context) -> doctor.Finding:
        return doctor.warn("codex is not wrapped", "`claude-distill shim install`")
    result = doctor.run_one(doctor.Check("x.warns", "x", warns), doctor.Context(os.environ, tmp_path))
    assert result.finding.verdict == doctor.Verdict.WARN and doctor.healthy([result])
