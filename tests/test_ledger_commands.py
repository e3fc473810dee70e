"""The commands people read: analyze, log, stats, status, schedule."""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from core.setup import schedule
from core.cli import main
from tests.helpers_home import EN, FIXED, TRIVIAL, Home

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "error-then-fix.jsonl"


@pytest.fixture
def distil_home(tmp_path, monkeypatch):
    h = Home(tmp_path, monkeypatch)
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    return h


def cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_readme_first_command_prints_the_entries_it_would_write(distil_home, capsys):
    code, out, err = cli(capsys, "analyze", "--transcript", str(EXAMPLE), "--backend", "offline", "--dry-run")
    assert code == 0, err
    assert "dry run: 1 entry would be written" in out
    assert "### " in out and "**Workaround:**" in out and "tomli_w" in out
    assert "slice: " in out and "150,381-byte transcript" in out
    # Nothing written, nothing advanced: it can be run again with the same result.
    assert cli(capsys, "analyze", "--transcript", str(EXAMPLE), "--backend", "offline", "--dry-run")[1] == out


def test_log_and_stats_agree_on_a_dry_run(distil_home, capsys):
    cli(capsys, "analyze", "--transcript", str(EXAMPLE), "--backend", "offline", "--dry-run")
    _, log, _ = cli(capsys, "log")
    assert len(log.splitlines()) == 1 and "dry run" in log
    _, out, _ = cli(capsys, "stats")
    assert "(0 analyses)" in out
    assert "dry runs:             1 (listed by `log`, not counted above; their model calls are in the spend)" in out
    _, out, _ = cli(capsys, "stats", "--json")
    assert json.loads(out)["dry_runs"] == 1 and json.loads(out)["runs"] == 0


def test_analyze_json_and_quiet(distil_home, capsys):
    path = distil_home.place(FIXED)
    code, out, _ = cli(capsys, "analyze", "--transcript", str(path), "--json")
    data = json.loads(out)
    assert code == 0 and data["outcome"] == "written" and data["entries_written"] == 1 and data["final"]
    code, out, err = cli(capsys, "analyze", "--transcript", str(path), "--quiet")
    assert code == 0 and out == "" and err == ""


def test_analyze_by_session_current_and_last(distil_home, capsys, monkeypatch):
    en = distil_home.place(EN)
    trivial = distil_home.place(TRIVIAL)
    os.utime(en, (1, 1))
    code, out, _ = cli(capsys, "analyze", "--session", "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d", "--dry-run")
    assert code == 0 and str(en) in out
    code, out, _ = cli(capsys, "analyze", "--last", "--dry-run")
    assert code == 0 and str(trivial) in out
    monkeypatch.setenv("CLAUDE_CODE_SESSION_ID", trivial.stem)
    code, out, _ = cli(capsys, "analyze", "--current", "--dry-run")
    assert code == 0 and str(trivial) in out


def test_analyze_session_takes_the_short_id_log_prints(distil_home, capsys, monkeypatch):
    """Walkthrough: `log` shows a session as its first 8 characters, and `analyze --session`
    with those said "no transcript for session". A unique start is enough, as for entry ids;
    a start two sessions share is refused with both, and glob characters are not a pattern."""
    en = distil_home.place(EN)
    code, out, err = cli(capsys, "analyze", "--session", "en-fc227", "--dry-run")
    assert code == 0 and str(en) in out, err
    twin = en.with_name("en-fc227aaa-0000-0000-0000-000000000000.jsonl")
    twin.write_bytes(en.read_bytes())
    code, _, err = cli(capsys, "analyze", "--session", "en-fc227", "--dry-run")
    assert code == 2 and "en-fc227aaa-0000-0000-0000-000000000000" in err and err.count("\n") == 1
    code, _, err = cli(capsys, "analyze", "--session", "en-*", "--dry-run")
    assert code == 2 and "not a session id" in err


def test_analyze_errors_are_one_line(distil_home, capsys, monkeypatch):
    """Exit 1 when what was asked for is not there, 2 when the command line itself is wrong."""
    code, out, err = cli(capsys, "analyze", "--current")
    assert code == 1 and err.count("\n") == 1 and "CLAUDE_CODE_SESSION_ID" in err
    code, _, err = cli(capsys, "analyze", "--session", "nope")
    assert code == 1 and err.startswith("claude-distill: no transcript for session nope")
    code, _, err = cli(capsys, "analyze", "--transcript", "/no/such.jsonl")
    assert code == 1 and err.count("\n") == 1
    code, _, err = cli(capsys, "analyze")
    assert code == 2 and "--transcript" in err


def test_analyze_in_a_child_does_nothing(distil_home, capsys, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_CHILD", "1")
    code, out, err = cli(capsys, "analyze", "--transcript", str(distil_home.place(EN)))
    assert (code, out, err) == (0, "", "")


def test_log_lists_runs_with_gates_backend_tokens_and_why(distil_home, capsys):
    cli(capsys, "analyze", "--transcript", str(distil_home.place(FIXED)))
    cli(capsys, "analyze", "--transcript", str(distil_home.place(TRIVIAL)))
    code, out, _ = cli(capsys, "log", "-n", "5")
    lines = out.strip().splitlines()
    assert code == 0 and len(lines) == 2
    assert "stopped at gate1" in lines[0] and "g1:fail" in lines[0]
    assert "1 entry written" in lines[1] and "g1:pass" in lines[1] and "offline" in lines[1]
    code, out, _ = cli(capsys, "log", "--json")
    rows = json.loads(out)
    assert [r["outcome"] for r in rows] == ["stopped", "written"]
    assert rows[1]["entries"] and rows[1]["entries"][0]["action"] == "written"
    for key in ("started_at", "project", "session_id", "gate1", "gate2", "backend", "input_tokens",
                "output_tokens", "cost_usd", "entries_written", "why"):
        assert key in rows[0]
    code, out, _ = cli(capsys, "log", "--entries")
    assert "written" in out and "g-" in out


def test_log_when_empty(distil_home, capsys):
    assert cli(capsys, "log")[1].strip() == "no analyses yet"


def test_stats(distil_home, capsys):
    cli(capsys, "analyze", "--transcript", str(distil_home.place(FIXED)))
    cli(capsys, "analyze", "--transcript", str(distil_home.place(TRIVIAL)))
    code, out, _ = cli(capsys, "stats", "--json")
    s = json.loads(out)
    assert s["sessions_seen"] == 2 and s["stopped"]["gate1"] == 1 and s["entries_written"] == 1
    code, out, _ = cli(capsys, "stats")
    assert "stopped at gate 1:    1" in out and "without the gates" in out


def test_status(distil_home, capsys):
    path = distil_home.place(EN)
    conn = distil_home.conn()
    conn.execute("INSERT INTO handoffs (transcript, start_offset, end_offset, created_at, updated_at, owner_pid) "
                 "VALUES (?, 0, 10, 0, 0, ?)", (str(path), os.getpid()))   # its watcher is still at work
    conn.execute("INSERT INTO transcripts (path, status, failures, next_retry_at, updated_at) "
                 "VALUES ('/x.jsonl', 'failed', 2, 4102444800, 0)")
    code, out, _ = cli(capsys, "status", "--json")
    s = json.loads(out)
    assert code == 0 and s["pending"] == 1 and s["failed"] == 1 and s["at_cap"] is False
    assert s["schedule"]["installed"] is False and s["last_run"] is None
    code, out, _ = cli(capsys, "status")
    assert "pending hand-offs: 1" in out and "failed, will retry: 1" in out and "schedule: not installed" in out


def test_sweep_command_dry_run_and_quiet(distil_home, capsys, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
    distil_home.place(EN)
    code, out, _ = cli(capsys, "sweep", "--dry-run")
    assert code == 0 and "1 to analyse" in out and "new" in out
    code, out, err = cli(capsys, "sweep", "--quiet")
    assert (code, out, err) == (0, "", "")  # and no progress off a terminal
    code, out, _ = cli(capsys, "sweep", "--json")
    assert json.loads(out)["scan"]["unchanged"] == 1
    assert cli(capsys, "sweep", "--since", "soon")[0] == 2


# --- schedule --------------------------------------------------------------------------------

def fake_tool(folder: Path, name: str, log: Path, rc: int = 0, output: str = "") -> None:
    folder.mkdir(parents=True, exist_ok=True)
    tool = folder / name
    tool.write_text(f"#!/bin/sh\necho \"{name} $*\" >> {log}\nprintf '{output}'\nexit {rc}\n")
    tool.chmod(tool.stat().st_mode | stat.S_IEXEC)


def test_schedule_without_systemctl_writes_units_and_says_so(distil_home, capsys, monkeypatch):
    xdg = distil_home.root / "xdg-config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(xdg))
    monkeypatch.setenv("PATH", str(distil_home.root / "empty-bin"))
    code, out, err = cli(capsys, "schedule", "install")
    assert code == 1  # no timer runs (issue 26: it said 0)
    assert "timer is not running" in out and "systemctl not found" in out and "systemctl --user enable" in out
    units = xdg / "systemd" / "user"
    service = (units / "claude-distill-sweep.service").read_text()
    timer = (units / "claude-distill-sweep.timer").read_text()
    assert "ExecStart=" in service and "sweep --bounded --quiet" in service
    assert f'Environment="HOME={distil_home.home}"' in service
    assert f'Environment="XDG_CONFIG_HOME={xdg}"' in service
    assert "OnUnitActiveSec=60min" in timer and "WantedBy=timers.target" in timer and "Persistent=true" in timer
    code, out, _ = cli(capsys, "schedule", "status")
    assert "installed" in out and "systemctl not available" in out
    code, out, _ = cli(capsys, "schedule", "uninstall")
    assert code == 0 and "schedule removed" in out
    assert not units.joinpath("claude-distill-sweep.timer").exists()
    assert "not installed" in cli(capsys, "schedule", "status")[1]


def test_schedule_with_systemctl_enables_the_timer(distil_home, capsys, monkeypatch):
    xdg = distil_home.root / "xdg-config"
    bin_dir = distil_home.root / "bin"
    calls = distil_home.root / "calls.log"
    fake_tool(bin_dir, "systemctl", calls, output="active")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(xdg))
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    code, out, _ = cli(capsys, "schedule", "install")
    assert code == 0 and "hourly sweep enabled" in out
    log = calls.read_text()
    assert "systemctl --user daemon-reload" in log
    assert "systemctl --user enable --now claude-distill-sweep.timer" in log
    st = schedule.status()
    assert st.installed and st.active is True
    s = json.loads(cli(capsys, "status", "--json")[1])
    assert s["schedule"]["installed"] and s["schedule"]["active"]
    cli(capsys, "schedule", "uninstall")
    assert "systemctl --user disable --now claude-distill-sweep.timer" in calls.read_text()


def test_launchd_agent_on_macos(distil_home, monkeypatch):
    monkeypatch.setenv("PATH", str(distil_home.root / "empty-bin"))
    line = schedule.install(platform="darwin", cli="/opt/bin/claude-distill").message
    plist = distil_home.home / "Library" / "LaunchAgents" / "com.claude-distill.sweep.plist"
    text = plist.read_text()
    assert "<string>/opt/bin/claude-distill</string>" in text and "<string>--bounded</string>" in text
    assert "<key>StartInterval</key><integer>3600</integer>" in text
    assert "launchctl not found" in line and "launchctl bootstrap" in line
    assert schedule.status(platform="darwin").installed
    assert "removed" in schedule.uninstall(platform="darwin")
    assert not plist.exists()


def test_init_offer_installs_only_on_yes(distil_home, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(distil_home.root / "xdg"))
    said: list[str] = []
    schedule.offer_install(ask=lambda q: "n", out=said.append)
    assert said == ["schedule: not installed"] and not schedule.status(ask_manager=False).installed
    schedule.offer_install(ask=lambda q: "y", out=said.append)
    assert schedule.status(ask_manager=False).installed


def test_why_none_shows_the_reason_nothing_was_written():
    from core.store.ledger import why_none

    assert why_none({"outcome": "nothing", "reason": "1 reconfirmed"}) == "nothing written: 1 reconfirmed"
    assert why_none({"outcome": "nothing", "reason": "1 forgotten skipped"}) == \
        "nothing written: 1 forgotten skipped"
    assert why_none({"outcome": "nothing", "reason": "no high-confidence lesson (2 refused)"}) == \
        "nothing written: no high-confidence lesson (2 refused)"
    assert why_none({"outcome": "nothing", "reason": None}) == "nothing worth keeping"


@pytest.mark.parametrize("n", ["0", "-1"])
def test_log_refuses_a_count_below_one(distil_home, capsys, n):
    cli(capsys, "analyze", "--transcript", str(distil_home.place(TRIVIAL)))
    code, out, err = cli(capsys, "log", "-n", n)
    assert code == 2 and out == ""
    assert err.strip().count("\n") == 0 and "-n" in err and n in err
