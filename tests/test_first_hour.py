"""What a new user tripped on in their first hour (issue 20): command groups
typed alone, closed pipes, read-only folders, exit statuses, help texts."""
from __future__ import annotations

import errno
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from core import cli
from tests.helpers_cli import run

ROOT = Path(__file__).resolve().parent.parent


# --- one rule for command groups typed alone ------------------------------------------------

@pytest.mark.parametrize("group,overview", [("entries", "list"), ("config", "list"), ("schedule", "status"),
                                            ("shim", "status")])
def test_a_group_alone_runs_its_overview(offline: Path, capsys: pytest.CaptureFixture[str], group: str,
                                         overview: str) -> None:
    alone = run(capsys, group)
    assert "internal error" not in alone[2]
    typed = run(capsys, group, overview)
    assert alone[1:] == typed[1:]
    assert alone[0] == 0  # `shim status` exits 1 without a shim; `shim` alone is an overview, never an error


# --- a closed pipe is not an error --------------------------------------------------------

@pytest.mark.parametrize("argv", [["config", "list"], ["log", "--json"], ["review"]])
def test_a_reader_that_goes_away_gets_no_traceback(offline: Path, argv: list[str]) -> None:
    """`claude-distill log --json | head -1`: the reader closed its end before we wrote."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r, w = os.pipe()
    os.close(r)
    try:
        proc = subprocess.run([sys.executable, "-c", "import sys; from core import cli; sys.exit(cli.main(sys.argv[1:]))",
                               *argv], stdout=w, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env,
                              text=True, timeout=60)
    finally:
        os.close(w)
    assert proc.stderr == ""
    assert proc.returncode in (0, 141)  # 141 as `seq 1000000 | head -1` reports it; 0 when nothing was written


# --- a folder that cannot be written ------------------------------------------------------

def test_init_project_where_the_folder_cannot_be_made_is_one_line(offline: Path, tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    project = tmp_path / "proj"
    project.mkdir()
    (project / ".claude").write_text("a file where a folder should be\n")
    code, out, err = run(capsys, "init", "--imports-only", "--project", str(project))
    assert code == 1
    assert err.count("\n") == 1 and err.startswith("claude-distill: cannot ")
    assert "internal error" not in err and str(project / ".claude") in err
    assert (project / ".claude").read_text() == "a file where a folder should be\n"


def test_a_read_only_file_system_is_one_line(offline: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """As root nothing is read-only in a test; EROFS is what the kernel says on a read-only mount."""
    from core.knowledge import load_setup

    def read_only(project: str | None) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), "/mnt/ro/.claude")
    monkeypatch.setattr(load_setup, "make_lessons_load", read_only)
    code, out, err = run(capsys, "init", "--imports-only", "--project", "/mnt/ro")
    assert (code, err) == (1, "claude-distill: cannot write /mnt/ro/.claude: Read-only file system\n")


# --- one exit-status convention: 1 failure, 2 usage ------------------------------------------

def test_a_missing_entry_and_a_missing_run_both_exit_1(offline: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "entries", "show", "g-bogus")[0] == 1
    assert run(capsys, "undo", "abc")[0] == 1


@pytest.mark.parametrize("argv", [["entries", "list"], ["entries", "check"], ["review"], ["remember", "hi"],
                                  ["init"]])
def test_a_missing_project_folder_exits_1_with_every_command(offline: Path, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str],
                                                             argv: list[str]) -> None:
    """The README's convention: a folder that is not there is a failure (1), as `remember` said; `entries`,
    `review` and `init` said 2 (usage) for the same `--project /nope`."""
    gone = str(tmp_path / "nope")
    code, _, err = run(capsys, *argv, "--project", gone)
    assert (code, err) == (1, f"claude-distill: no such project folder: {gone}\n")


def test_an_unknown_option_points_at_the_subcommands_help(offline: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "log", "--bogus")
    assert code == 2
    assert err == "claude-distill: unrecognized arguments: --bogus (see `claude-distill log --help`)\n"
    code, _, err = run(capsys, "entries", "list", "--bogus")
    assert code == 2 and "`claude-distill entries list --help`" in err


def test_short_version_and_init_y(offline: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "-V")
    assert code == 0 and out.startswith("claude-distill ")
    code, out, err = run(capsys, "init", "-y", "--imports-only")
    assert code == 0, err


def test_init_project_names_the_folder_it_checked(offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Walkthrough: `init --project` (PATH defaults to `.`) said "loads in a session started in ."."""
    folder = tmp_path / "proj"
    folder.mkdir()
    monkeypatch.chdir(folder)
    code, out, err = run(capsys, "init", "--project", "--imports-only")
    assert code == 0, err
    checked = [ln for ln in out.splitlines() if ln.startswith("checked:")]
    assert checked and all(f"a session started in {folder} (" in ln for ln in checked), out


# --- help texts ----------------------------------------------------------------------------

def _all_parsers() -> list[tuple[str, "cli.argparse.ArgumentParser"]]:
    import argparse
    out: list[tuple[str, argparse.ArgumentParser]] = []

    def walk(p: argparse.ArgumentParser) -> None:
        out.append((p.prog, p))
        for a in p._actions:
            if isinstance(a, argparse._SubParsersAction):
                seen: set[int] = set()
                for sp in a.choices.values():
                    if id(sp) not in seen:
                        seen.add(id(sp))
                        walk(sp)
    walk(cli.build_parser())
    return out


@pytest.mark.parametrize("prog,parser", _all_parsers(), ids=lambda x: x if isinstance(x, str) else "")
def test_every_help_has_an_example_and_every_option_a_text(prog: str, parser: object) -> None:
    import argparse
    assert isinstance(parser, argparse.ArgumentParser)
    text = parser.format_help()
    assert "example" in text.lower(), f"`{prog} --help` shows no example"
    assert re.search(r"^\s+claude-distill ", text.split("example", 1)[-1], re.M), prog
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        assert action.help, f"{prog}: {action.option_strings or action.dest} has no help text"


def test_config_get_help_lists_the_keys(capsys: pytest.CaptureFixture[str]) -> None:
    from core import config
    _, out, _ = run(capsys, "config", "get", "--help")
    for key in config.SETTINGS:
        assert key in out


def test_no_help_says_init_touches_claude_md(capsys: pytest.CaptureFixture[str]) -> None:
    for prog, parser in _all_parsers():
        text = parser.format_help()
        assert "CLAUDE.md imports" not in text and "the CLAUDE.md" not in text, prog


# --- entry ids, review answers, remember ---------------------------------------------------

def _remember(capsys: pytest.CaptureFixture[str], text: str, *more: str) -> str:
    code, out, err = run(capsys, "remember", text, *more)
    assert code == 0, err
    return re.search(r"remembered ([gk]-[0-9a-f]+)", out).group(1)  # type: ignore[union-attr]


def test_an_entry_is_found_by_a_unique_prefix(offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    ids = [_remember(capsys, f"Lesson number {n} about building the docs with make") for n in range(40)]
    one = ids[0]
    for typed in (one[:6], one.split("-")[1][:5]):
        others = [i for i in ids if i != one and (i.startswith(typed) or i.split("-")[1].startswith(typed))]
        if others:
            continue
        code, out, err = run(capsys, "entries", "show", typed)
        assert code == 0, err
        assert one in out
    # Among 40 ids some share their first hex digit: that prefix is ambiguous, and the error lists them.
    digit = next(d for d in "0123456789abcdef" if sum(i.startswith(f"k-{d}") for i in ids) > 1)
    code, out, err = run(capsys, "entries", "show", f"k-{digit}")
    assert code == 2 and err.count("\n") == 1
    assert all(i in err for i in ids if i.startswith(f"k-{digit}"))


def test_a_typo_at_review_asks_again(offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    import io
    from core.commands import review
    monkeypatch.setattr(sys, "stdin", io.StringIO("x\nmaybe\naccept\n"))
    assert review._ask() == "a"
    out = capsys.readouterr().out
    assert out.count(review.PROMPT) == 3 and "'x' is not one of the choices" in out
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n"))
    assert review._ask() == "s"  # an empty line still skips
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert review._ask() == "q"


def test_remember_says_it_redacted_and_uses_the_sessions_scope_outside_git(
        offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "notgit"
    folder.mkdir()
    monkeypatch.chdir(folder)
    code, out, err = run(capsys, "remember", "Connect with DB_PASSWORD=hunter2secretX9 from the vault")
    assert code == 0, err
    assert "note: redacted 1 value (password)" in out
    assert "hunter2secretX9" not in out
    assert str(folder / ".claude" / "rules" / "claude-distill" / "knowledge.md") in out
    code, out, err = run(capsys, "remember", "Build the docs with make -j4, it is four times faster")
    assert "note: redacted" not in out


# --- the README's first command is honest end to end ---------------------------------------

EXAMPLE = ROOT / "examples" / "error-then-fix.jsonl"


def test_the_example_ran_in_a_folder_every_machine_has_and_its_fix_runs_the_advice() -> None:
    import json
    cwds = {json.loads(line).get("cwd") for line in EXAMPLE.read_text().splitlines()} - {None}
    assert cwds == {"/tmp"}
    commands = [b["input"]["command"] for line in EXAMPLE.read_text().splitlines()
                for b in (json.loads(line).get("message") or {}).get("content") or []
                if isinstance(b, dict) and b.get("type") == "tool_use"]
    assert commands[-1].startswith(".venv/bin/python ")


def test_the_example_dry_run_and_real_run_agree(offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Run where the example's `/tmp` is a test folder, so the test never writes to the real /tmp."""
    project = tmp_path / "proj"
    project.mkdir()
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{project}"'))
    argv = ["analyze", "--transcript", str(copy), "--backend", "offline"]
    code, dry, err = run(capsys, *argv, "--dry-run")
    assert code == 0, err
    assert "dry run: 1 entry would be written" in dry and "would be refused" not in dry
    code, real, err = run(capsys, *argv)
    assert code == 0, err
    assert "entries: 1 written\n" in real
    assert "tomli_w" in (project / ".claude" / "rules" / "claude-distill" / "gotchas.md").read_text()


def test_a_refusal_says_its_reason_in_the_dry_run_the_output_and_the_log(
        offline: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The example as it was: a project folder that does not exist on this machine."""
    copy = tmp_path / "example.jsonl"
    gone = tmp_path / "gone" / "proj"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{gone}"'))
    argv = ["analyze", "--transcript", str(copy), "--backend", "offline"]
    reason = f"project folder {gone} no longer exists"
    code, dry, _ = run(capsys, *argv, "--dry-run")
    assert "dry run: 0 entries would be written" in dry and f"would be refused: g-" in dry and reason in dry
    code, real, _ = run(capsys, *argv)
    assert f"nothing written: 1 refused: {reason}" in real and "refused: g-" in real
    code, log, _ = run(capsys, "log", "--entries")
    assert f"refused     g-" in log and reason in log
    assert not gone.exists()


def test_analyze_force_analyses_an_analysed_session_again(offline: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    project = tmp_path / "proj"
    project.mkdir()
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{project}"'))
    argv = ["analyze", "--transcript", str(copy), "--backend", "offline"]
    assert run(capsys, *argv)[0] == 0
    assert "nothing new since the last analysis" in run(capsys, *argv)[1]
    code, out, err = run(capsys, *argv, "--force")
    assert code == 0, err
    assert "nothing new" not in out and "\nduplicate: " not in out and "gate 1 pass" in out
    assert "1 duplicate\n" in out  # the lesson is in the file already: found again, not written twice


def test_analyze_of_a_session_left_alone_says_so_not_nothing_new(offline: Path, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Walkthrough: `CLAUDE_DISTILL_INSIDE=1 claude -p …`, then `analyze --last` picked that session
    and said "nothing new since the last analysis", of a session never analysed. It names the
    escape hatch and the flag that analyses it anyway."""
    from core.store import db
    from core.store import transcripts
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text())
    conn = db.connect()
    try:
        st = copy.stat()
        transcripts.mark_left_alone(conn, str(copy), None, size=st.st_size, mtime_ns=st.st_mtime_ns)
        conn.commit()
    finally:
        conn.close()
    code, out, _ = run(capsys, "analyze", "--transcript", str(copy), "--dry-run")
    assert code == 0 and "nothing new" not in out, out
    assert "CLAUDE_DISTILL_INSIDE=1" in out and "--force" in out, out


def test_log_says_held_for_review_not_written(offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Walkthrough: with `review = true`, analyze said "entries: 1 pending" and `log` said
    "1 entry written" of the same run, while the lesson was not in any loaded file."""
    monkeypatch.setenv("CLAUDE_DISTILL_REVIEW", "true")
    project = tmp_path / "proj"
    project.mkdir()
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{project}"'))
    code, out, err = run(capsys, "analyze", "--transcript", str(copy), "--backend", "offline")
    assert code == 0 and "1 pending" in out, out + err
    line = run(capsys, "log", "-n", "1")[1].splitlines()[0]
    assert "written" not in line and "1 held for review" in line, line


def test_the_spend_cap_hint_is_a_command_that_parses() -> None:
    from core.distil import status
    s = {"pending": 0, "running": 0, "failed": 0, "given_up": 0, "capped": 2, "at_cap": True,
         "cap_reason": "daily cap $1.00 reached", "last_run": None, "schedule": {},
         "spend": {"daily_cap": 1.0, "today_usd": 1.0, "monthly_cap": 0, "month_usd": 1.0}}
    line = next(x for x in status.lines(s) if x.startswith("capped:"))
    command = re.search(r"`claude-distill ([^`]+)`", line).group(1).split()  # type: ignore[union-attr]
    args = cli.parse(cli.build_parser(), command)
    assert args.func.__module__ == "core.commands.sweep" and args.force


# --- status says what a new user needs to know -----------------------------------------------

def test_status_names_the_shim_and_init_before_anything_is_set_up(offline: Path, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    import json
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "status")
    assert code == 0, err
    assert out.startswith("shim: not installed: new `claude` sessions are not captured")
    assert "`claude-distill init` makes every session load the global lessons" in out
    assert "the shim sweeps after each session" not in out
    shim = json.loads(run(capsys, "status", "--json")[1])["shim"]
    assert shim["installed"] is False and shim["active"] is False
    run(capsys, "init", "--imports-only")
    assert "claude-distill init` makes" not in run(capsys, "status")[1]


def test_status_shows_lessons_waiting_for_review(offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    import json
    project = tmp_path / "proj"
    project.mkdir()
    monkeypatch.chdir(project)
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{project}"'))
    run(capsys, "config", "set", "review", "true")
    code, out, err = run(capsys, "analyze", "--transcript", str(copy), "--backend", "offline")
    assert code == 0, err
    out = run(capsys, "status")[1]
    assert "waiting for review: 1 entry, not loaded by Claude Code until accepted (`claude-distill review`)" in out
    assert json.loads(run(capsys, "status", "--json")[1])["review"]["waiting"] == 1


# --- uninstall says what stays ---------------------------------------------------------------

def test_a_plain_uninstall_says_what_stays_and_the_command_that_removes_it(
        offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import io
    from core import paths
    from core.commands import uninstall
    monkeypatch.setattr(sys, "stdin", io.StringIO("sk-test-0123456789abcdef0123456789abcdef\n"))
    assert run(capsys, "config", "set", "openai.api_key", "-")[0] == 0
    run(capsys, "status")  # makes the state folder
    pending = paths.state_dir() / "pending-review.md"
    pending.write_text("### a lesson waiting for review\n")
    out = io.StringIO()
    assert uninstall.uninstall(purge=False, zipapp=None, stdout=out) == 0
    text = out.getvalue()
    assert f"{paths.state_dir()}: the database, logs, edits and backups" in text
    assert f"{paths.config_dir()}: your settings (config.toml; it holds an API key)" in text
    command = next(line for line in text.splitlines() if line.startswith("  find "))
    # The command does what --purge does: everything of ours goes, markdown stays.
    subprocess.run(["sh", "-c", command], check=True)
    assert not paths.config_dir().exists()
    assert sorted(p.name for p in paths.state_dir().rglob("*")) == ["pending-review.md"]


# --- wording ---------------------------------------------------------------------------------

def _insert_run(outcome: str, cost: float, gate2: float, dry_run: int = 0) -> None:
    import time
    from core.store import db
    conn = db.connect()
    try:
        conn.execute("INSERT INTO runs (started_at, trigger, transcript, outcome, cost_usd, gate2_cost_usd, dry_run, "
                     "entries_written) VALUES (?, 'manual', '/x.jsonl', ?, ?, ?, ?, 1)",
                     (time.time(), outcome, cost, gate2, dry_run))
        conn.commit()
    finally:
        conn.close()


def test_stats_explains_an_estimate_below_the_spend(offline: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json
    _insert_run("written", 0.05, 0.005)
    out = run(capsys, "stats")[1]
    assert "sessions seen:        1 (1 analysis)" in out
    assert "spent on analyses:    $0.0500" in out
    assert "without the gates:    ~$0.0450 (estimate" in out
    assert "the gates cost:       ~$0.0050 more than they saved" in out
    s = json.loads(run(capsys, "stats", "--json")[1])
    assert s["gates_saved_usd"] == pytest.approx(-0.005)


def test_log_json_says_dry_run_as_a_boolean(offline: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json
    _insert_run("dry_run", 0.0, 0.0, dry_run=1)
    row = json.loads(run(capsys, "log", "--json")[1])[0]
    assert row["dry_run"] is True and row["forced"] is False


def test_counts_of_one_are_singular(offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    projects = tmp_path / "claude" / "projects" / "-x"
    projects.mkdir(parents=True)
    (projects / "0a7c7a5e-0000-4000-8000-000000000000.jsonl").write_text(EXAMPLE.read_text())
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "claude"))
    out = run(capsys, "sweep", "--dry-run")[1]
    assert out.startswith("sweep: 1 transcript checked")
    out = run(capsys, "status")[1]
    assert "1 transcript written by Claude Code" in out


def test_an_empty_setting_is_named_not_a_blank(offline: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Walkthrough: `config unset exclude` said "now  (default)" and `config list` a blank column:
    an empty value reads as a missing word. `config get` stays empty, for scripts."""
    run(capsys, "config", "set", "exclude", "/srv/x")
    code, out, _ = run(capsys, "config", "unset", "exclude")
    assert code == 0 and out.rstrip().endswith("now (none) (default)"), out
    listed = next(ln for ln in run(capsys, "config", "list")[1].splitlines() if ln.startswith("exclude "))
    assert listed.split()[1:] == ["(none)", "(default)"], listed
    assert run(capsys, "config", "get", "exclude")[1] == "\n"
