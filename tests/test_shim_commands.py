"""`shim install|status|uninstall` and `uninstall`, run in-process in a temporary home.

The details behind features/shim_install.feature, which holds what a person
sees (consent, a second install, byte-for-byte uninstall, old hooks, status,
--purge); each claim is tested in one of the two places. Prompts are answered
through a real pseudo-terminal, since consent is only ever read from a terminal."""
from __future__ import annotations

import io
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from core import cli, paths
from core.setup import install_manifest, rcfiles
from install import build

ROOT = Path(__file__).resolve().parent.parent
SKEL = Path("/etc/skel")


@pytest.fixture(scope="module")
def zipapp(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build.build(tmp_path_factory.mktemp("zipapp") / "claude-distill.pyz", sys.executable)


def _skel(home: Path) -> None:
    for name in (".bashrc", ".profile"):
        if (SKEL / name).is_file():
            shutil.copyfile(SKEL / name, home / name)
        else:
            (home / name).write_text(f"# {name}\n")


@pytest.fixture
def home(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, zipapp: Path) -> Path:
    """The isolated home (tests/conftest.py) as most people have it: skeleton start-up
    files, bash, and no XDG variables set (so the default folders are the ones used)."""
    h = home
    _skel(h)
    work = tmp_path / "work"
    work.mkdir()
    for var in list(os.environ):
        if var.startswith("XDG_"):
            monkeypatch.delenv(var)
    monkeypatch.setenv("SHELL", "/bin/bash")
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    monkeypatch.setenv("CLAUDE_DISTILL_ZIPAPP", str(zipapp))
    monkeypatch.chdir(work)
    return h


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    rc = cli.main(list(argv))
    out = capsys.readouterr()
    return rc, out.out + out.err


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under the home except our own data and state folders."""
    skip = (paths.data_dir(), paths.state_dir())
    found = {}
    for p in sorted(folder.rglob("*")):
        if any(p == s or s in p.parents for s in skip) or not p.is_file():
            continue
        found[str(p.relative_to(folder))] = p.read_bytes()
    return found


def test_install_yes_adds_blocks_links_and_a_record(home: Path, zipapp: Path, capsys) -> None:
    rc, out = run_cli(capsys, "shim", "install", "--yes")
    assert rc == 0, out
    shim = paths.shim_dir()
    assert os.path.realpath(shim / "claude") == str(zipapp)
    assert os.path.realpath(shim / "claude-distill-wrap") == str(zipapp.with_name("claude-distill-wrap.pyz"))
    for name in (".profile", ".bashrc"):
        assert rcfiles.has_block((home / name).read_text())
    assert not (home / ".bash_profile").exists()
    assert not (home / ".local" / "bin" / "claude").exists()
    record = install_manifest.load()
    assert {Path(r.path).name for r in record.rc} == {".profile", ".bashrc"}
    assert "open terminals" in out and "desktop app" in out and "sweep" in out


def test_uninstall_keeps_the_persons_own_edits(home: Path, capsys) -> None:
    run_cli(capsys, "shim", "install", "--yes")
    bashrc = home / ".bashrc"
    bashrc.write_text(bashrc.read_text() + "alias ll='ls -l'\n")
    run_cli(capsys, "shim", "uninstall")
    text = bashrc.read_text()
    assert not rcfiles.has_block(text)
    assert text == (SKEL / ".bashrc").read_text() + "alias ll='ls -l'\n"
    assert (home / ".profile").read_bytes() == (SKEL / ".profile").read_bytes()


def test_uninstall_tells_open_shells_to_forget_the_removed_path(home: Path, capsys) -> None:
    rc, out = run_cli(capsys, "shim", "uninstall")
    assert rc == 0 and "hash -r" not in out  # nothing was installed, nothing to forget
    run_cli(capsys, "shim", "install", "--yes")
    rc, out = run_cli(capsys, "shim", "uninstall")
    assert rc == 0 and "`hash -r`" in out and out.rstrip().endswith("open a new terminal.")


def test_hash_r_is_what_an_open_bash_needs_after_the_link_goes(home: Path, tmp_path: Path) -> None:
    """The advice above, checked against bash itself: a shell that ran the shim
    keeps its path after the link is removed (rc 127) until `hash -r`."""
    import subprocess
    real = _fake_claude(tmp_path / "realbin")
    shim_dir = tmp_path / "shimbin"
    shim_dir.mkdir()
    (shim_dir / "claude").symlink_to(real)
    script = ("claude >/dev/null; rm \"$SHIM/claude\"; claude >/dev/null 2>&1; echo stale=$?; "
              "hash -r; claude >/dev/null; echo after=$?")
    out = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=30,
                         env={"PATH": f"{shim_dir}:{real.parent}:/usr/bin:/bin", "SHIM": str(shim_dir)}).stdout
    assert "stale=127" in out and "after=0" in out


def test_block_is_replaced_not_repeated_after_a_move(home: Path, capsys, monkeypatch) -> None:
    run_cli(capsys, "shim", "install", "--yes")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "elsewhere"))
    run_cli(capsys, "shim", "install", "--yes")
    text = (home / ".bashrc").read_text()
    assert len(rcfiles.find_blocks(text)) == 1 and str(home / "elsewhere") in text


def test_a_foreign_file_in_the_shim_folder_is_not_replaced(home: Path, capsys) -> None:
    shim = paths.shim_dir()
    shim.mkdir(parents=True)
    (shim / "claude").write_text("#!/bin/sh\necho mine\n")
    before = snapshot(home)
    rc, out = run_cli(capsys, "shim", "install", "--yes")
    assert rc == 2 and "--force" in out
    assert snapshot(home) == before
    assert (shim / "claude").read_text() == "#!/bin/sh\necho mine\n"
    rc, _ = run_cli(capsys, "shim", "install", "--yes", "--force")
    assert rc == 0 and (shim / "claude").is_symlink()


def _hook_settings(home: Path) -> Path:
    f = home / ".claude" / "settings.json"
    f.parent.mkdir()
    f.write_text(json.dumps({"hooks": {"Stop": [{"matcher": "", "hooks": [
        {"type": "command", "command": "claude-distill hook stop"}]}]}, "model": "opus"}, indent=2))
    return f


def test_leftover_hook_kept_without_consent(home: Path, capsys) -> None:
    f = _hook_settings(home)
    original = f.read_bytes()
    run_cli(capsys, "shim", "install")
    assert f.read_bytes() == original


def test_ide_wrapper_set_and_removed_exactly(home: Path, capsys) -> None:
    user = home / ".config" / "Code" / "User"
    user.mkdir(parents=True)
    settings = user / "settings.json"
    original = b'{\n    // my font\n    "editor.fontSize": 14\n}\n'
    settings.write_bytes(original)
    cursor = home / ".config" / "Cursor" / "User"
    cursor.mkdir(parents=True)
    (cursor / "settings.json").write_text('{"a": 1,,}')
    rc, out = run_cli(capsys, "shim", "install", "--yes")
    assert rc == 0
    text = settings.read_text()
    assert "// my font" in text
    assert f'"claudeCode.claudeProcessWrapper": "{paths.shim_dir() / "claude-distill-wrap"}"' in text
    assert (cursor / "settings.json").read_text() == '{"a": 1,,}'
    assert "cannot be edited safely" in out and "claudeCode.claudeProcessWrapper" in out
    rc, out = run_cli(capsys, "shim", "status", "--json")
    ide = {e["editor"]: e for e in json.loads(out)["ide"]}
    assert ide["VS Code"]["ours"] is True and "error" in ide["Cursor"]
    run_cli(capsys, "shim", "uninstall")
    assert settings.read_bytes() == original


def _fake_claude(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    real = folder / "claude"
    real.write_text("#!/bin/sh\necho '9.9.9 (Claude Code)'\n")
    real.chmod(0o755)
    return real


def _status(capsys) -> tuple[int, dict]:
    rc, out = run_cli(capsys, "shim", "status", "--json")
    return rc, json.loads(out)


def test_status_exit_codes(home: Path, capsys, monkeypatch, zipapp: Path) -> None:
    real = _fake_claude(home / "realbin")
    shim = paths.shim_dir()
    rc, info = _status(capsys)
    assert rc == 1 and info["link"]["state"] == "missing"

    run_cli(capsys, "shim", "install", "--yes")
    monkeypatch.setenv("PATH", f"{shim}:{real.parent}:/usr/bin:/bin")
    rc, info = _status(capsys)
    assert rc == 0, info["problems"]
    assert info["path"]["resolves_to_shim"] and info["real"]["path"] == str(real)
    assert info["real"]["version"] == "9.9.9 (Claude Code)"

    monkeypatch.setenv("PATH", f"{real.parent}:{shim}:/usr/bin:/bin")
    rc, info = _status(capsys)
    assert rc == 1 and info["path"]["shadowed_by"] == str(real)

    monkeypatch.setenv("PATH", f"{shim}:{real.parent}:/usr/bin:/bin")
    bashrc = home / ".bashrc"
    bashrc.write_text(bashrc.read_text() + "alias claude='~/.claude/local/claude'\n")
    rc, info = _status(capsys)
    assert rc == 1 and info["shadows"][0]["kind"] == "alias"
    rc, out = run_cli(capsys, "shim", "status")
    assert rc == 1 and "alias claude=" in out

    bashrc.write_text((SKEL / ".bashrc").read_text())
    (shim / "claude").unlink()
    (shim / "claude").symlink_to(home / "gone.pyz")
    rc, info = _status(capsys)
    assert rc == 1 and info["link"]["state"] == "broken"


def test_status_json_keeps_its_keys(home: Path, capsys) -> None:
    """`shim status --json` is read by scripts: its keys are an interface."""
    run_cli(capsys, "shim", "install", "--yes")
    _, info = _status(capsys)
    assert list(info) == ["active", "summary", "problems", "shim_dir", "link", "wrapper", "zipapp", "path",
                          "shadows", "wrappers", "rc_files", "real", "leftover_hooks", "ide", "distiller",
                          "escape_hatch", "codex"]
    assert set(info["link"]) == {"path", "state", "target"} and set(info["wrapper"]) == {"path", "state"}
    assert set(info["path"]) == {"shim_dir_on_path", "first_claude", "resolves_to_shim", "shadowed_by"}


def test_status_counts_new_shells_when_this_path_is_old(home: Path, capsys) -> None:
    run_cli(capsys, "shim", "install", "--yes")
    rc, info = _status(capsys)
    assert rc == 0 and "new shells" in info["summary"]


def test_install_for_init_is_the_same_consented_install(home: Path) -> None:
    from core.setup import shim_install
    from core.setup.consent import Console
    out = io.StringIO()
    result = shim_install.install(Console(io.StringIO(""), out, assume_yes=True), shells_chosen=["bash"])
    assert home / ".bashrc" in result.rc_written and result.changed
    assert rcfiles.has_block((home / ".bashrc").read_text())
    again = shim_install.install(Console(io.StringIO(""), out, assume_yes=True))
    assert not again.changed and again.advice == ["Nothing to change."]


# ---------------------------------------------------------------- consent on a terminal

def _in_pty(home: Path, zipapp: Path, args: list[str], answer: bytes | None) -> tuple[int, str]:
    """Run the CLI on a pseudo-terminal; answer the first [y/N] with `answer` (None: end of input)."""
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "SHELL": "/bin/bash", "LANG": "C.UTF-8",
           "CLAUDE_DISTILL_ZIPAPP": str(zipapp), "PYTHONPATH": str(ROOT)}
    from tests.harness.terminal import answer_on_terminal
    rc, out = answer_on_terminal([sys.executable, "-c", "import sys; from core import cli; sys.exit(cli.main(sys.argv[1:]))",
                                  *args], env=env, cwd=home, answer=answer, timeout=60)
    return rc, out.decode("utf-8", "replace")


@pytest.mark.parametrize("answer", [b"y\n", b"yes\n", b"Y\n"])
def test_yes_on_a_terminal_accepts(home: Path, zipapp: Path, answer: bytes) -> None:
    rc, out = _in_pty(home, zipapp, ["shim", "install"], answer)
    assert rc == 0, out
    assert "Add the shim folder to your PATH? [y/N]" in out
    assert rcfiles.has_block((home / ".bashrc").read_text())


@pytest.mark.parametrize("answer", [b"n\n", b"\n", b"sure\nn\n", None])
def test_anything_else_on_a_terminal_declines(home: Path, zipapp: Path, answer: bytes | None) -> None:
    before = snapshot(home)
    rc, out = _in_pty(home, zipapp, ["shim", "install"], answer)
    assert rc == 0, out
    assert "Add the shim folder to your PATH? [y/N]" in out
    assert snapshot(home) == before
    assert "export PATH=" in out
    assert "Restart what is already running" not in out and "old PATH" not in out
    assert "desktop app" in out and "sweep" in out


def test_an_unclear_answer_asks_again_and_s_shows_the_lines(home: Path, zipapp: Path) -> None:
    """`maybe` is not a no: the question comes again. The summary of files is
    right above the question; the full block only when asked for (s)."""
    rc, out = _in_pty(home, zipapp, ["shim", "install"], b"maybe\ns\ny\n")
    assert rc == 0, out
    assert out.count("Add the shim folder to your PATH? [y/N]") == 3
    assert "Please answer y or n (or s to show the lines first)." in out
    summary, rest = out.split("Add the shim folder to your PATH? [y/N]", 1)
    assert "# >>> claude-distill shim >>>" not in summary  # not scrolled away above the question
    assert "a backup beside it" in summary.splitlines()[-1] or "Answer s" in summary
    assert "# >>> claude-distill shim >>>" in rest  # shown on request
    assert rcfiles.has_block((home / ".bashrc").read_text())
    assert f"created {home / '.bashrc'}" in out or f"updated {home / '.bashrc'}" in out


def test_after_s_the_files_are_listed_again_above_the_question(home: Path, zipapp: Path) -> None:
    """Tried in an 80x24 tmux pane: `s` printed the blocks (18 lines each for bash) and asked
    again at once, so the list of files they go into had scrolled off, as issue 20 found
    before the summary moved above the question. The summary comes back after the lines."""
    rc, out = _in_pty(home, zipapp, ["shim", "install", "--shell", "bash"], b"s\nn\n")
    assert rc == 0, out
    after_lines = out.split("# <<< claude-distill shim <<<")[-1]
    second_question = after_lines.split("Add the shim folder to your PATH? [y/N]")[0]
    assert f"e {home / '.bashrc'}  (" in second_question, out  # "create" or "change"
    assert len(second_question.strip().splitlines()) <= 6  # still right above the question


def test_fish_add_path_in_config_fish_counts_for_fish(home: Path, capsys) -> None:
    config = home / ".config" / "fish" / "config.fish"
    config.parent.mkdir(parents=True)
    config.write_text("fish_add_path ~/.local/share/claude-distill/bin/\n")
    before = snapshot(home)
    rc, out = run_cli(capsys, "shim", "install", "--shell", "fish")
    assert rc == 0 and "[y/N]" not in out and str(config) in out
    assert snapshot(home) == before


@pytest.mark.parametrize("damage", [b"{bad", b"[]", b'{"rc": [{"path": 1}]}', b'{"links": "x"}', b"\xff\xfe"])
def test_a_damaged_record_is_moved_aside_and_uninstall_still_cleans_up(home: Path, capsys, damage: bytes) -> None:
    before = snapshot(home)
    user = home / ".config" / "Code" / "User"
    user.mkdir(parents=True)
    settings = user / "settings.json"
    settings.write_text('{"editor.fontSize": 14}\n')
    rc, out = run_cli(capsys, "shim", "install", "--yes", "--shell", "bash", "--shell", "fish")
    assert rc == 0, out
    record = install_manifest.manifest_path()
    record.write_bytes(damage)
    rc, out = run_cli(capsys, "shim", "uninstall")
    assert rc == 0, out
    aside = record.with_name("shim-install.json.damaged")
    assert aside.read_bytes() == damage
    assert sum("was damaged" in line for line in out.splitlines()) == 1, out
    assert not (paths.shim_dir() / "claude").is_symlink()
    assert not (paths.shim_dir() / "claude-distill-wrap").is_symlink()
    assert "claudeProcessWrapper" not in settings.read_text()
    conf_d = home / ".config" / "fish" / "conf.d"
    assert not conf_d.exists() or not any(conf_d.iterdir())
    for name in (".bashrc", ".profile"):
        assert (home / name).read_bytes() == before[name]


@pytest.mark.parametrize("wrapper", [
    'claude() { command claude --model opus "$@"; }\n',
    'claude() { command -p claude --model opus "$@"; }\n',
    'function claude {\n    env claude --model opus "$@"\n}\n',
])
def test_a_function_that_calls_command_claude_is_not_a_shadow(home: Path, capsys, monkeypatch, wrapper: str) -> None:
    run_cli(capsys, "shim", "install", "--yes")
    monkeypatch.setenv("PATH", f"{paths.shim_dir()}:/usr/bin:/bin")
    with open(home / ".bashrc", "a") as fh:
        fh.write(wrapper)
    rc, info = _status(capsys)
    assert rc == 0, info["problems"]
    assert info["shadows"] == [] and len(info["wrappers"]) == 1
    rc, out = run_cli(capsys, "shim", "status")
    assert rc == 0 and "a function wraps claude (still reaches the shim)" in out


@pytest.mark.parametrize("body", [
    'claude() { ~/.claude/local/claude "$@"; }\n',
    'claude() { command -v claude; }\n',
    'claude() { \\claude "$@"; }\n',  # a backslash skips aliases only: this calls the function again
])
def test_a_function_that_does_not_reach_path_is_a_shadow(home: Path, capsys, monkeypatch, body: str) -> None:
    run_cli(capsys, "shim", "install", "--yes")
    monkeypatch.setenv("PATH", f"{paths.shim_dir()}:/usr/bin:/bin")
    with open(home / ".bashrc", "a") as fh:
        fh.write(body)
    rc, info = _status(capsys)
    assert rc == 1 and info["shadows"][0]["kind"] == "function"


def test_a_fish_function_calling_command_claude_is_not_a_shadow(home: Path, capsys) -> None:
    functions = home / ".config" / "fish" / "functions"
    functions.mkdir(parents=True)
    (functions / "claude.fish").write_text("function claude --wraps claude\n    command claude --model opus $argv\nend\n")
    (home / ".config" / "fish" / "config.fish").write_text("function claude; command claude $argv; end\n")
    rc, info = _status(capsys)
    assert info["shadows"] == [] and len(info["wrappers"]) == 2
    (functions / "claude.fish").write_text("function claude\n    ~/.claude/local/claude $argv\nend\n")
    rc, info = _status(capsys)
    assert [Path(s["file"]).name for s in info["shadows"]] == ["claude.fish"]


def test_install_record_is_written_atomically(tmp_path: Path, monkeypatch) -> None:
    from install import install as installer
    folder = tmp_path / "record"
    folder.mkdir()
    record = folder / "install.json"
    record.write_text('{"zipapp": "old"}\n')

    def crash(fd: int) -> None:
        raise OSError("disk gone")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError):
        installer.write_record(record, {"zipapp": "new"})
    assert record.read_text() == '{"zipapp": "old"}\n'
    assert [p.name for p in folder.iterdir()] == ["install.json"]
    monkeypatch.undo()
    installer.write_record(record, {"zipapp": "new"})
    assert json.loads(record.read_text()) == {"zipapp": "new"}
    assert [p.name for p in folder.iterdir()] == ["install.json"]


def test_a_file_announced_as_create_is_reported_as_created(home: Path, capsys) -> None:
    (home / ".bashrc").unlink()
    rc, out = run_cli(capsys, "shim", "install", "--yes")
    assert rc == 0, out
    assert f"create {home / '.bashrc'}" in out and f"created {home / '.bashrc'}" in out
    assert f"updated {home / '.bashrc'}" not in out
    assert f"change {home / '.profile'}" in out and f"updated {home / '.profile'}" in out
    # The summary is the last thing before the question, after the full block (shown for the log).
    before_question = out.split("Add the shim folder to your PATH?")[0]
    assert before_question.rindex("# <<< claude-distill shim <<<") < before_question.rindex(f"create {home / '.bashrc'}")
