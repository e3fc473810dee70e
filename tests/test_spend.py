"""The spend cap: estimates from token counts and the configured price table;
at the cap analyses wait (and `status` says so), `--force` runs one anyway."""
from __future__ import annotations

import time

import pytest

from core import config
from core.distil import stats
from core.distil import retry, spend, status, sweep
from tests.fakeapi import FakeAnthropic
from tests.helpers_home import EN, FIXED, TRIVIAL, Home, calls, script


def spent(h: Home, usd: float, when: float | None = None) -> None:
    h.conn().execute("INSERT INTO runs (started_at, trigger, transcript, outcome, cost_usd) "
                     "VALUES (?, 'manual', '/elsewhere.jsonl', 'written', ?)", (when or time.time(), usd))


@pytest.fixture
def api():
    with FakeAnthropic(script=script()) as server:
        yield server


@pytest.fixture
def distil_home(tmp_path, monkeypatch, api):
    h = Home(tmp_path, monkeypatch, api.url)
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
    return h


def test_price_table_parsing_and_costs():
    table = spend.parse_prices(["haiku=1/5", "sonnet=3/15", "broken", "x=a/b", "opus=5/25"])
    assert table == {"haiku": (1.0, 5.0), "sonnet": (3.0, 15.0), "opus": (5.0, 25.0)}
    assert spend.cost("claude-haiku-5-5", 1_000_000, 0, table) == pytest.approx(1.0)
    assert spend.cost("claude-sonnet-5-5", 1000, 1000, table) == pytest.approx(0.018)
    # Unknown models are priced like a mid-range one, never as free.
    assert spend.cost("mystery-model", 1_000_000, 0, table) == pytest.approx(3.0)


def test_a_model_on_this_machine_is_free_unless_priced():
    table = spend.parse_prices(["haiku=1/5", "sonnet=3/15", "gpt-oss=0.5/2"])
    assert spend.cost("llama3.1", 1_000_000, 1_000_000, table, local=True) == 0.0
    assert spend.cost("llama3.1", 1_000_000, 0, table) == pytest.approx(3.0)     # remote: like sonnet
    assert spend.cost("gpt-oss-20b", 1_000_000, 0, table, local=True) == pytest.approx(0.5)  # named: priced


def test_an_openai_backend_on_loopback_costs_nothing_and_is_not_capped(distil_home, api, monkeypatch):
    from tests.test_backends import _OpenAIStub

    spent(distil_home, 1.5)                                   # over the $1/day cap
    with _OpenAIStub([], answer='{"entries": []}') as stub:
        monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "openai")
        monkeypatch.setenv("OPENAI_BASE_URL", stub.url)
        r = distil_home.analyze(distil_home.place(EN))
        assert r.outcome == "nothing" and len(stub.requests) == 2       # gate 2, then extraction
        assert r.input_tokens == 84 and r.cost_usd == 0.0
        row = distil_home.conn().execute("SELECT cost_usd, gate2_cost_usd FROM runs WHERE id = ?", (r.run_id,)).fetchone()
        assert row["cost_usd"] == 0.0 and row["gate2_cost_usd"] == 0.0
        monkeypatch.setenv("CLAUDE_DISTILL_SPEND_PRICES", "llama=1/1")  # a named model still has its price
        priced = distil_home.analyze(distil_home.place(EN, name="again.jsonl", secret="another-slice"))
    assert priced.outcome == "capped" and len(stub.requests) == 2


def test_prices_come_from_config(distil_home, api, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_SPEND_PRICES", "haiku=10/50,sonnet=30/150")
    r = distil_home.analyze(distil_home.place(EN))
    assert r.outcome == "written"
    expected = 0.0
    for req in api.message_requests():
        tin = req["body_bytes"] // 4
        expected += tin * (10 if "haiku" in req["body"]["model"] else 30) / 1e6
    assert r.cost_usd >= expected  # plus output tokens
    default = spend.parse_prices(config.SETTINGS["spend.prices"].default)
    assert r.cost_usd > 3 * spend.cost("claude-sonnet-5-5", r.input_tokens, r.output_tokens, default)


def test_at_the_daily_cap_an_analysis_waits(distil_home, api):
    spent(distil_home, 1.5)
    path = distil_home.place(EN)
    r = distil_home.analyze(path)
    assert r.outcome == "capped" and "daily spend cap" in r.reason
    assert calls(api) == []
    t = distil_home.conn().execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
    assert t["status"] == "capped" and t["analysed_offset"] == 0
    s = status.summary(distil_home.env)
    assert s["at_cap"] and s["capped"] == 1
    assert any("capped:" in line for line in status.lines(s))


def test_force_runs_one_anyway(distil_home, api):
    spent(distil_home, 1.5)
    path = distil_home.place(EN)
    assert distil_home.analyze(path).outcome == "capped"
    forced = distil_home.analyze(path, force=True)
    assert forced.outcome == "written"
    assert calls(api) == ["gate", "extract"]
    row = distil_home.conn().execute("SELECT forced FROM runs WHERE id = ?", (forced.run_id,)).fetchone()
    assert row["forced"] == 1


def test_free_steps_still_run_at_the_cap(distil_home, api):
    spent(distil_home, 1.5)
    r = distil_home.analyze(distil_home.place(TRIVIAL))
    assert r.outcome == "stopped" and r.stage == "gate1"  # gate 1 costs nothing, so it need not wait


def test_the_offline_backend_is_never_capped(distil_home, api, monkeypatch):
    spent(distil_home, 1.5)
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    assert distil_home.analyze(distil_home.place(FIXED)).outcome == "written"


def test_the_monthly_cap(distil_home, api, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_SPEND_DAILY_USD", "0")
    month_start = spend.month_start()
    spent(distil_home, 11.0, when=max(month_start + 1, time.time() - 3600 * 2) if time.time() - month_start > 7200
          else time.time())
    r = distil_home.analyze(distil_home.place(EN))
    assert r.outcome == "capped" and "monthly" in r.reason


def test_a_cap_of_zero_means_no_cap(distil_home, api, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_SPEND_DAILY_USD", "0")
    monkeypatch.setenv("CLAUDE_DISTILL_SPEND_MONTHLY_USD", "0")
    spent(distil_home, 100.0)
    assert distil_home.analyze(distil_home.place(EN)).outcome == "written"


def test_yesterdays_spend_does_not_count_today(distil_home, api, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_SPEND_MONTHLY_USD", "0")
    spent(distil_home, 5.0, when=spend.day_start() - 10)
    assert distil_home.analyze(distil_home.place(EN)).outcome == "written"


def test_a_sweep_stops_at_the_cap_and_the_rest_wait(distil_home, api):
    spent(distil_home, 1.5)
    for i in range(3):
        distil_home.place(EN, project=distil_home.root / f"p{i}", name=f"s{i}.jsonl")
    result = sweep.sweep(env=distil_home.env)
    assert [r.outcome for r in result.results] == ["capped"]
    assert result.left == 2 and "daily" in result.capped
    assert calls(api) == []
    forced = sweep.sweep(env=distil_home.env, force=True)
    assert [r.outcome for r in forced.results][:1] == ["written"]


def test_cap_state_reason():
    cap = spend.CapState(today_usd=0.5, month_usd=3.0, daily_cap=1.0, monthly_cap=10.0)
    assert not cap.capped and cap.reason == ""
    assert spend.CapState(1.0, 3.0, 1.0, 10.0).capped


def test_retry_schedule_doubles_and_is_bounded():
    waits = [retry.delay(n, jitter=False) for n in range(1, 10)]
    assert waits[0] == 300 and waits[1] == 600 and waits[2] == 1200
    assert max(waits) == retry.MAX_SECONDS
    assert all(0.9 * w <= retry.delay(n + 1) <= 1.1 * w for n, w in enumerate(waits))
    assert retry.gives_up(5, 5) and not retry.gives_up(4, 5)
    assert retry.schedule(3) == [300, 600]


def test_stats_estimate_spend_without_the_gates(distil_home, api):
    distil_home.analyze(distil_home.place(EN))
    distil_home.analyze(distil_home.place(TRIVIAL))
    conn = distil_home.conn()
    s = stats.stats(conn, distil_home.cfg())
    assert s["sessions_seen"] == 2 and s["stopped"]["gate1"] == 1 and s["analysed"] == 1
    assert s["entries_written"] == 1
    assert s["spend_today_usd"] > 0
    gate_cost = conn.execute("SELECT SUM(gate2_cost_usd) FROM runs").fetchone()[0]
    # Without the gates: no gate-2 call, but the trivial session is extracted too.
    assert s["estimated_without_gates_usd"] > s["spend_total_usd"] - gate_cost


def _ended_process() -> tuple[int, str | None]:
    """The pid and start time of a process that has ended."""
    import subprocess
    import sys
    from shim.locate import proc_start
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    start = proc_start(proc.pid)
    proc.kill()
    proc.wait()
    return proc.pid, start


def hold(h: Home, usd: float, pid: int, start: str | None) -> None:
    h.conn().execute("INSERT INTO spend_reservations (pid, proc_start, purpose, model, estimate_usd, created_at) "
                     "VALUES (?, ?, 'extract', 'claude-sonnet-5-5', ?, ?)", (pid, start, usd, time.time()))


def test_calls_in_flight_hold_the_cap_and_status_shows_them(distil_home, api):
    import os
    from shim.locate import proc_start
    hold(distil_home, 1.5, os.getpid(), proc_start(os.getpid()))
    r = distil_home.analyze(distil_home.place(EN))
    assert r.outcome == "capped" and "reserved" in r.reason
    assert calls(api) == []
    s = status.summary(distil_home.env)
    assert s["reservations"]["count"] == 1 and s["reservations"]["usd"] == pytest.approx(1.5)
    assert s["reservations"]["calls"][0]["pid"] == os.getpid()
    assert any(line.startswith("in flight: 1 model call holding $1.50") for line in status.lines(s))


def test_a_killed_analysis_holds_nothing(distil_home, api):
    pid, start = _ended_process()
    hold(distil_home, 1.5, pid, start)
    assert distil_home.analyze(distil_home.place(EN)).outcome == "written"
    assert distil_home.conn().execute("SELECT COUNT(*) FROM spend_reservations").fetchone()[0] == 0
    assert status.summary(distil_home.env)["reservations"]["count"] == 0


def test_reservations_count_against_the_monthly_cap_too():
    from core.store.reservations import Caps, refusal
    caps = Caps(daily_usd=0, monthly_usd=10.0, day_start=0, month_start=0)
    assert refusal(today=0.0, month=9.5, held=0.4, caps=caps) is None
    refused = refusal(today=0.0, month=9.5, held=0.5, caps=caps)
    assert refused is not None and "monthly" in refused.reason and "$0.50 reserved" in refused.reason
