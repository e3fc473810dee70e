"""The first hour, round 3 (issue 26): what a new user still tripped on.

Closed pipes after `--help`, groups typed with their overview's flags, typos,
`shim` alone, one exit code for a transcript that cannot be used."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers_cli import run

ROOT = Path(__file__).resolve().parent.parent


# --- a closed pipe after help or version ------------------------------------------------------

@pytest.mark.parametrize("argv", [["--help"], ["-V"], ["--version"], ["log", "--help"], ["entries", "--help"],
                                  ["config", "--help"]])
def test_help_and_version_into_a_closed_pipe_exit_quietly(offline: Path, argv: list[str]) -> None:
    """`claude-distill --help | true`: Python printed `Exception ignored … BrokenPipeError` and exited 120.

    Run as the zipapp runs it, `-IS` (with `site` loaded the flush at exit happened to stay quiet)."""
    r, w = os.pipe()
    os.close(r)
    try:
        proc = subprocess.run([sys.executable, "-IS", "-c",
                               f"import sys; sys.path.insert(0, {str(ROOT)!r}); from core import cli; "
                               "sys.exit(cli.main(sys.argv[1:]))", *argv],
                              stdout=w, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
                              timeout=60)
    finally:
        os.close(w)
    assert proc.stderr == ""
    assert proc.returncode in (0, 141)


# --- a group takes its overview's flags ------------------------------------------------------

@pytest.mark.parametrize("argv,same_as", [
    (["entries", "--json"], ["entries", "list", "--json"]),
    (["entries", "--all"], ["entries", "list", "--all"]),
    (["entries", "--scope", "project"], ["entries", "list", "--scope", "project"]),
    (["config", "--json"], ["config", "list", "--json"]),
    (["shim", "--json"], ["shim", "status", "--json"]),
])
def test_a_group_takes_its_overviews_flags(offline: Path, capsys: pytest.CaptureFixture[str], argv: list[str],
                                           same_as: list[str]) -> None:
    alone = run(capsys, *argv)
    assert alone[0] == 0, alone[2]  # an overview, never an error (`shim status --json` exits 1 without a shim)
    assert alone[1:] == run(capsys, *same_as)[1:]


def test_shim_alone_is_never_an_error(offline: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A group alone is an overview; `shim status` keeps its exit 1 for scripts that ask."""
    code, out, _ = run(capsys, "shim")
    assert code == 0 and "shim" in out
    assert run(capsys, "shim", "status")[0] == 1


# --- typos -------------------------------------------------------------------------------

def test_a_typo_gets_the_close_command(offline: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "stauts")
    assert code == 2
    assert "did you mean status?" in err and "choose from" not in err
    assert err.count("\n") == 1


def test_a_typo_in_a_groups_action_gets_the_close_action(offline: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "entries", "lsit")
    assert code == 2 and "did you mean list?" in err


def test_nothing_close_lists_the_choices(offline: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "zzzzzz")
    assert code == 2 and "did you mean" not in err and "status" in err


# --- what analyze says ---------------------------------------------------------------------

EXAMPLE = ROOT / "examples" / "error-then-fix.jsonl"


def _example(tmp_path: Path) -> Path:
    """The bundled example, run where its `/tmp` is a test folder."""
    project = tmp_path / "proj"
    project.mkdir(exist_ok=True)
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{project}"'))
    return copy


def test_an_empty_transcript_is_called_empty_not_analysed(offline: Path, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    code, out, err = run(capsys, "analyze", "--transcript", str(empty))
    assert code == 0, err
    assert "nothing new since the last analysis" not in out
    assert "the transcript is empty" in out


def test_a_dry_run_after_a_real_run_hints_force(offline: Path, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["analyze", "--transcript", str(_example(tmp_path))]
    assert run(capsys, *argv)[0] == 0
    code, out, _ = run(capsys, *argv, "--dry-run")
    assert code == 0 and "nothing new since the last analysis" in out and "--force" in out


def test_a_dry_run_that_cannot_reach_the_api_queues_nothing_and_says_so(
        offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import socket
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-test")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", f"http://127.0.0.1:{port}")
    monkeypatch.setenv("CLAUDE_DISTILL_API_RETRIES", "0")
    code, out, err = run(capsys, "analyze", "--transcript", str(_example(tmp_path)), "--backend", "api", "--dry-run")
    assert "failed:" in out, out + err
    assert "stays queued" not in out and "retried later" not in out
    assert "dry run: nothing was queued" in out


def test_ctrl_c_during_analyze_is_logged_as_interrupted(offline: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """`log` said "killed mid-analysis: process ended mid-analysis" of a run the person stopped with Ctrl-C."""
    from core.distil import gate1

    def ctrl_c(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt
    monkeypatch.setattr(gate1, "gate1_from_config", ctrl_c)
    code, _, err = run(capsys, "analyze", "--transcript", str(_example(tmp_path)))
    assert (code, err) == (130, "claude-distill: interrupted\n")
    code, out, _ = run(capsys, "log")
    assert "interrupted" in out and "killed" not in out and "running" not in out, out


# --- a read-only state folder --------------------------------------------------------------

def _read_only_run(home: Path, folder: Path, argv: list[str]) -> subprocess.CompletedProcess[str]:
    """`claude-distill ARGV` with `folder` bind-mounted read-only, in a mount namespace of its own
    (unshare: as root nothing is read-only otherwise, and EROFS is what a read-only mount says)."""
    import shutil
    if not shutil.which("unshare"):
        pytest.skip("unshare is not installed")
    probe = subprocess.run(["unshare", "-rm", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"no user and mount namespaces here: {probe.stderr.decode().strip()}")
    script = ('mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" && shift && '
              'exec "$@"')
    return subprocess.run(["unshare", "-rm", "sh", "-c", script, "sh", str(folder), sys.executable, "-c",
                           f"import sys; sys.path.insert(0, {str(ROOT)!r}); from core import cli; "
                           "sys.exit(cli.main(sys.argv[1:]))", *argv],
                          env=dict(os.environ), capture_output=True, text=True, timeout=120, cwd=home,
                          stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("argv", [["status"], ["log"], ["entries"], ["entries", "list", "--json"],
                                  ["log", "--entries"]])
def test_read_only_commands_read_a_read_only_state_folder(offline: Path, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str],
                                                          argv: list[str]) -> None:
    """Issue 26: `status`, `log` and `entries` said `cannot write …/state.db: Read-only file system`."""
    assert run(capsys, "analyze", "--transcript", str(_example(tmp_path)))[0] == 0
    from core import paths
    state = paths.state_dir()
    assert (state / "state.db").exists()
    proc = _read_only_run(offline, state, argv)
    assert proc.returncode == 0, proc.stderr
    assert "Read-only" not in proc.stderr and "cannot write" not in proc.stderr
    if argv[0] == "log":
        assert "#1" in proc.stdout or '"id": 1' in proc.stdout, proc.stdout


def test_a_command_that_writes_says_the_state_folder_is_read_only(offline: Path, tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    example = _example(tmp_path)
    assert run(capsys, "analyze", "--transcript", str(example))[0] == 0
    from core import paths
    proc = _read_only_run(offline, paths.state_dir(), ["analyze", "--transcript", str(example), "--force"])
    assert proc.returncode == 1
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("claude-distill: cannot write "), proc.stderr


def test_init_points_to_what_every_install_has(offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """A tool install has no docs/ folder: init pointed to docs/adr/0012-one-project-per-repository.md."""
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "init", "--imports-only")
    assert code == 0, err
    assert "docs/" not in out
    assert "`claude-distill status`" in out
