"""`init` offers the periodic sweep: never installed without a yes, installed with --schedule."""
from __future__ import annotations

import pytest

from core import cli as cli_module


@pytest.fixture
def home(home, tmp_path, monkeypatch):
    """The isolated home (tests/conftest.py) with a PATH holding no systemctl and no claude."""
    (tmp_path / "empty-bin").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "empty-bin"))
    return home


def run(capsys, *argv):
    code = cli_module.main(list(argv))
    out = capsys.readouterr().out
    return code, out


def timer_file(home):
    return home / ".config" / "systemd" / "user" / "claude-distill-sweep.timer"


def test_without_a_terminal_the_schedule_is_only_mentioned(home, capsys):
    code, out = run(capsys, "init", "--no-shim")
    assert code == 0
    assert "schedule: not installed" in out and "claude-distill schedule install" in out
    assert not timer_file(home).exists()


def test_schedule_flag_installs_it_without_asking(home, capsys):
    code, out = run(capsys, "init", "--no-shim", "--schedule")
    assert code == 0
    assert timer_file(home).exists()
    assert "OnCalendar" in timer_file(home).read_text() or "OnUnitActiveSec" in timer_file(home).read_text()


def test_no_schedule_and_shim_only_do_not_offer_it(home, capsys):
    code, out = run(capsys, "init", "--no-shim", "--no-schedule")
    assert code == 0 and "schedule:" not in out and "sweep" not in out
    assert not timer_file(home).exists()


def test_init_again_says_the_installed_timer_is_not_running(home, capsys):
    """Tried in a new HOME: the first `init` wrote the units but systemctl could not start the
    timer (no user bus); the second `init` said "schedule: installed", while `status` says
    "inactive". Both now say what the service manager says (here: no systemctl at all)."""
    run(capsys, "init", "--no-shim", "--schedule")
    assert timer_file(home).exists()
    code, out = run(capsys, "init", "--no-shim")
    line = next(ln for ln in out.splitlines() if ln.startswith("schedule:"))
    _, status_out = run(capsys, "schedule", "status")
    assert code == 0 and line == status_out.splitlines()[0]


def test_schedule_install_without_a_service_manager_exits_1_and_says_what_instead(home, capsys):
    """Issue 26: with no systemd user bus it exited 0 though no timer ran."""
    code, out = run(capsys, "schedule", "install")
    assert code == 1
    assert "not running" in out
    assert "crontab -e" in out and "sweep --bounded --quiet" in out
    assert "`claude-distill sweep` now and then by hand" in out
    assert timer_file(home).exists()  # kept: it starts where a user session exists
