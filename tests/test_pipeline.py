"""The pipeline against a scripted fake Anthropic API: exactly which model calls
happen, that no planted secret leaves the machine, and what lands in the
knowledge files, in English and Korean."""
from __future__ import annotations

import json

import pytest

from core import paths
from core.distil import handoffs
from tests.fakeapi import FakeAnthropic
from tests.helpers_home import CC, EN, FIXED, EXTRACT_SYSTEM, GATE_SYSTEM, TRIVIAL, Home, calls, entry_json, script

KO = CC / "ko-4dc12c4e-dc4b-4a4b-ad64-8f46fbf76218.jsonl"
PRINT_MODE_ERROR = CC / "p_mode_bash_tool_error.jsonl"

SECRET = "sk-ant-api03-PLANTEDsecretPLANTEDsecret0123456789abcdef"


@pytest.fixture
def api():
    with FakeAnthropic(script=script()) as server:
        yield server


@pytest.fixture
def distil_home(tmp_path, monkeypatch, api):
    return Home(tmp_path, monkeypatch, api.url)


# --- which model calls happen ------------------------------------------------------------

def test_a_trivial_session_calls_no_model(distil_home, api):
    r = distil_home.analyze(distil_home.place(TRIVIAL))
    assert r.outcome == "stopped" and r.stage == "gate1"
    assert calls(api) == []
    row = distil_home.conn().execute("SELECT * FROM runs WHERE id = ?", (r.run_id,)).fetchone()
    assert row["gate1"] == "fail" and row["outcome"] == "stopped" and row["input_tokens"] == 0


def test_an_error_then_fix_session_calls_gate_then_extract_and_writes_one_gotcha(distil_home, api):
    path = distil_home.place(EN)
    r = distil_home.analyze(path)
    assert r.outcome == "written", r
    assert calls(api) == ["gate", "extract"]
    assert r.gate1 == "pass" and r.gate2 == "pass"
    assert r.entries_written == 1
    text = distil_home.gotchas()
    assert "System python3 lacks tomli_w" in text
    assert "**Workaround:**" in text
    assert "A hunch that must not be kept" not in text  # only high confidence is kept
    # The gate goes to the cheap model, the extraction to the configured one.
    models = [m["body"]["model"] for m in api.message_requests()]
    assert models == ["claude-haiku-5-5", "claude-sonnet-5-5"]
    row = distil_home.conn().execute("SELECT * FROM runs WHERE id = ?", (r.run_id,)).fetchone()
    assert row["input_tokens"] > 0 and row["output_tokens"] > 0 and row["cost_usd"] > 0
    assert row["gate2_cost_usd"] > 0 and row["gate2_cost_usd"] < row["cost_usd"]
    assert row["entries_written"] == 1 and row["backend"] == "api" and row["model"] == "claude-sonnet-5-5"
    t = distil_home.conn().execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
    assert t["analysed_offset"] == path.stat().st_size and t["status"] == "done"


def test_the_same_slice_again_calls_no_model(distil_home, api):
    path = distil_home.place(EN)
    assert distil_home.analyze(path).outcome == "written"
    n = len(api.message_requests())
    again = distil_home.analyze(path)
    assert again.outcome == "nothing_new" and again.run_id is None
    # The same bytes under another name: the slice hash stops it.
    copy = distil_home.place(EN, name="copy-of-en.jsonl")
    dup = distil_home.analyze(copy)
    assert dup.outcome == "duplicate"
    assert len(api.message_requests()) == n
    assert distil_home.gotchas().count("System python3 lacks tomli_w") == 1


def test_request_bodies_carry_no_planted_secret(distil_home, api):
    path = distil_home.place(EN, secret=SECRET)
    assert SECRET in path.read_text()
    assert distil_home.analyze(path).outcome == "written"
    bodies = [json.dumps(r["body"]) for r in api.message_requests()]
    assert len(bodies) == 2
    assert all(SECRET not in b for b in bodies)
    assert all(SECRET[:20] not in b for b in bodies)
    assert SECRET not in distil_home.gotchas()


def test_korean_session_writes_korean_entries(tmp_path, monkeypatch):
    with FakeAnthropic(script=script("ko")) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        r = h.analyze(h.place(KO))
        assert r.outcome == "written", r
        assert r.lang == "ko"
        text = h.gotchas()
        assert "build 디렉터리가 없으면 빌드 결과물을 찾을 수 없다" in text
        assert "**해결 방법:**" in text and "**증상:**" in text
        prompt = api.message_requests()[-1]["body"]["messages"][0]["content"]
        assert "Korean" in prompt


def test_lang_flag_overrides_the_session_language(distil_home, api):
    r = distil_home.analyze(distil_home.place(EN), lang_override="ko")
    assert r.lang == "ko"
    assert "Korean" in api.message_requests()[-1]["body"]["messages"][0]["content"]


def test_gate2_no_stops_before_extraction(tmp_path, monkeypatch):
    with FakeAnthropic(script=script(gate="no")) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        path = h.place(EN)
        r = h.analyze(path)
        assert r.outcome == "stopped" and r.stage == "gate2"
        assert calls(api) == ["gate"]
        assert r.cost_usd > 0
        t = h.conn().execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
        assert t["analysed_offset"] == path.stat().st_size  # a gate verdict is final


def test_dry_run_writes_nothing_and_keeps_the_offset(distil_home, api):
    path = distil_home.place(EN)
    r = distil_home.analyze(path, dry_run=True)
    assert r.outcome == "dry_run" and len(r.rendered) == 1
    assert "System python3 lacks tomli_w" in r.rendered[0]
    assert distil_home.gotchas() == ""
    assert distil_home.conn().execute("SELECT COUNT(*) FROM transcripts").fetchone()[0] == 0
    assert distil_home.conn().execute("SELECT COUNT(*) FROM slice_hashes").fetchone()[0] == 0
    assert distil_home.analyze(path).outcome == "written"


# --- failures ------------------------------------------------------------------------------

def test_an_overloaded_backend_keeps_the_offset_and_schedules_a_retry(tmp_path, monkeypatch):
    rules = [{"match_system": GATE_SYSTEM, "text": "yes"},
             {"match_system": EXTRACT_SYSTEM, "times": 1,
              "error": {"status": 529, "type": "overloaded_error", "message": "Overloaded"}},
             {"match_system": EXTRACT_SYSTEM, "text": entry_json()}]
    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        path = h.place(EN)
        r = h.analyze(path)
        assert r.outcome == "failed" and r.retryable
        t = h.conn().execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
        assert t["analysed_offset"] == 0 and t["status"] == "failed" and t["failures"] == 1
        assert t["next_retry_at"] > r.duration_ms / 1000  # in the future
        assert "529" in t["last_error"]
        assert h.conn().execute("SELECT COUNT(*) FROM slice_hashes").fetchone()[0] == 0
        assert h.gotchas() == ""
        again = h.analyze(path)
        assert again.outcome == "written"
        t = h.conn().execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
        assert t["status"] == "done" and t["failures"] == 0 and t["next_retry_at"] is None


def test_a_failed_gate_2_call_is_recorded_as_an_error_not_a_pass(tmp_path, monkeypatch):
    rules = [{"match_system": GATE_SYSTEM, "error": {"status": 500, "type": "api_error", "message": "boom"}},
             {"match_system": EXTRACT_SYSTEM, "text": entry_json()}]
    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        r = h.analyze(h.place(EN))   # gate2.continue_on_error: extracted anyway
        assert r.outcome == "written" and r.gate2 == "error"
        row = h.conn().execute("SELECT gate2 FROM runs WHERE id = ?", (r.run_id,)).fetchone()
        assert row["gate2"] == "error"
        monkeypatch.setenv("CLAUDE_DISTILL_GATE2_CONTINUE_ON_ERROR", "0")
        stopped = h.analyze(h.place(KO))
        assert stopped.outcome == "failed" and stopped.gate2 == "error"


def test_a_key_refused_at_gate_2_does_not_go_on_to_extract(tmp_path, monkeypatch):
    rules = [{"match_system": GATE_SYSTEM, "error": {"status": 401, "type": "authentication_error",
                                                      "message": "invalid x-api-key"}},
             {"match_system": EXTRACT_SYSTEM, "text": entry_json()}]
    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        r = h.analyze(h.place(EN))          # gate2.continue_on_error is on, but the extraction would be refused too
        assert r.outcome == "failed" and r.gate2 == "error" and r.blocked
        assert calls(api) == ["gate"]


@pytest.mark.parametrize("status, says, fix", [
    (401, "ANTHROPIC_API_KEY", ("ANTHROPIC_API_KEY", "a-corrected-key")),
    (403, "ANTHROPIC_API_KEY", ("ANTHROPIC_API_KEY", "a-corrected-key")),
    (400, "api.model", ("CLAUDE_DISTILL_API_MODEL", "claude-sonnet-5-6")),
    (404, "api.model", ("CLAUDE_DISTILL_API_MODEL", "claude-sonnet-5-6"))])
def test_a_request_that_cannot_succeed_is_not_retried_until_the_setup_changes(tmp_path, monkeypatch, status, says,
                                                                              fix):
    from core.distil import sweep
    rules = [{"match_system": GATE_SYSTEM, "text": "yes"},
             {"match_system": EXTRACT_SYSTEM, "error": {"status": status, "type": "invalid_request_error",
                                                         "message": "nope"}}]
    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        monkeypatch.setenv("CLAUDE_DISTILL_API_RETRIES", "3")
        monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
        path = h.place(EN)
        r = h.analyze(path)
        assert r.outcome == "failed" and r.retryable is False and r.next_retry_at is None
        assert f"HTTP {status}" in (r.error or "") and says in (r.error or "")
        assert calls(api) == ["gate", "extract"]               # not retried within the call either
        t = h.conn().execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
        assert t["status"] == "blocked" and t["analysed_offset"] == 0 and says in t["last_error"]
        from core.distil import status
        s = status.summary(h.env)
        assert s["blocked"] == 1 and any(line.startswith("not retried until the setup changes: 1")
                                         for line in status.lines(s))
        # Sweeps leave it alone (it cannot succeed) and never give it up...
        for _ in range(3):
            assert sweep.sweep(env=h.env).results == []
        assert len(calls(api)) == 2
        # ...until the setup changes: then the next sweep tries again.
        api.script.rules[1].remaining = 0
        api.script.add({"match_system": EXTRACT_SYSTEM, "text": entry_json()})
        monkeypatch.setenv(*fix)
        assert [x.outcome for x in sweep.sweep(env=h.env).results] == ["written"]


def test_invalid_json_after_one_repair_is_a_failure(tmp_path, monkeypatch):
    rules = [{"match_system": GATE_SYSTEM, "text": "yes"},
             {"match_system": EXTRACT_SYSTEM, "text": "not json at all"}]
    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        r = h.analyze(h.place(EN))
        assert r.outcome == "failed" and "JSON" in (r.error or "")
        assert calls(api) == ["gate", "extract", "extract"]
        assert r.cost_usd > 0  # the calls were paid for and count towards the cap
        row = h.conn().execute("SELECT cost_usd FROM runs WHERE id = ?", (r.run_id,)).fetchone()
        assert row["cost_usd"] == pytest.approx(r.cost_usd)


def test_given_up_after_max_failures(tmp_path, monkeypatch):
    rules = [{"match_system": GATE_SYSTEM, "text": "yes"},
             {"match_system": EXTRACT_SYSTEM, "error": {"status": 529, "type": "overloaded_error",
                                                         "message": "Overloaded"}}]
    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        monkeypatch.setenv("CLAUDE_DISTILL_RETRY_MAX_FAILURES", "2")
        path = h.place(EN)
        assert h.analyze(path).outcome == "failed"
        second = h.analyze(path)
        assert second.given_up
        t = h.conn().execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
        assert t["status"] == "given_up" and t["next_retry_at"] is None
        log = (paths.log_dir(h.env) / "distill.log").read_text()
        assert "giving up on" in log


# --- guards ----------------------------------------------------------------------------------

def test_child_environment_does_nothing(distil_home, api, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_CHILD", "1")
    r = distil_home.analyze(distil_home.place(EN))
    assert r.outcome == "skipped"
    assert calls(api) == []
    assert not paths.state_db(distil_home.env).exists()


def test_inside_alone_does_not_stop_an_analysis(distil_home, api, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_INSIDE", "1")
    assert distil_home.analyze(distil_home.place(EN)).outcome == "written"


def test_excluded_folders_are_never_analysed(distil_home, api, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_EXCLUDE", str(distil_home.project))
    path = distil_home.place(EN)
    r = distil_home.analyze(path)
    assert r.outcome == "stopped" and r.stage == "guard" and "excluded" in r.reason
    assert calls(api) == []
    t = distil_home.conn().execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
    assert t["analysed_offset"] == path.stat().st_size


def test_print_mode_is_analysed_unless_skip_print_mode(distil_home, api, monkeypatch):
    first = distil_home.analyze(distil_home.place(PRINT_MODE_ERROR))
    assert first.stage != "guard"
    monkeypatch.setenv("CLAUDE_DISTILL_SKIP_PRINT_MODE", "1")
    other = distil_home.analyze(distil_home.place(PRINT_MODE_ERROR, project=distil_home.root / "other", name="p2.jsonl"))
    assert other.outcome == "stopped" and other.stage == "guard" and "print-mode" in other.reason


def test_an_appended_session_is_analysed_from_where_it_left_off(distil_home, api):
    path = distil_home.place(EN)
    assert distil_home.analyze(path).outcome == "written"
    size = path.stat().st_size
    from tests.helpers_transcripts import Builder
    b = Builder(session_id="fc227cd3-5fb9-4a79-9c64-9ec401fad87d", cwd=str(distil_home.project))
    b.prompt("now run the linter")
    b.tool("Bash", {"command": "ruff check ."}, "Exit code 1\nruff: command not found", is_error=True)
    b.reply("ruff is not installed globally; use the venv.")
    b.tool("Bash", {"command": ".venv/bin/ruff check ."}, "All checks passed!")
    b.reply("Fixed: run ruff from the venv.")
    with open(path, "ab") as fh:
        fh.writelines(b.lines())
    r = distil_home.analyze(path, cfg=distil_home.cfg(gate1__min_turns=1))
    assert r.start == size and r.end == path.stat().st_size
    assert r.slice_chars < 2000


# --- hand-offs -------------------------------------------------------------------------------

def test_run_handoffs_claims_each_handoff_once(distil_home, api):
    path = distil_home.place(EN)
    conn = distil_home.conn()
    size = path.stat().st_size
    now = 1.0
    ids = [conn.execute("INSERT INTO handoffs (session_id, transcript, start_offset, end_offset, status, created_at, "
                        "updated_at) VALUES (?, ?, 0, ?, 'pending', ?, ?)",
                        ("fc227cd3", str(path), size, now, now)).lastrowid for _ in range(2)]
    handoffs.run_handoffs(ids, env=distil_home.env)
    statuses = [r[0] for r in conn.execute("SELECT status FROM handoffs ORDER BY id")]
    assert statuses == ["done", "done"]
    assert calls(api) == ["gate", "extract"]
    handoffs.run_handoffs(ids, env=distil_home.env)  # already claimed: nothing happens
    assert calls(api) == ["gate", "extract"]
    assert distil_home.gotchas().count("System python3 lacks tomli_w") == 1


def test_run_handoffs_does_nothing_in_a_child(distil_home, api, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_CHILD", "1")
    handoffs.run_handoffs([1], env=distil_home.env)
    assert not paths.state_db(distil_home.env).exists()


def test_offline_backend_needs_no_model(distil_home, api, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    r = distil_home.analyze(distil_home.place(FIXED))
    assert r.outcome == "written" and r.backend == "offline"
    assert calls(api) == []
    assert "tomli_w" in distil_home.gotchas()


def test_offline_lesson_naming_a_file_the_session_never_ran_waits_for_review(distil_home, api, monkeypatch):
    # EN's assistant advises `.venv/bin/python`, but the session only ran /tmp/demo-venv/bin/python.
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    r = distil_home.analyze(distil_home.place(EN))
    assert r.outcome != "written" and distil_home.gotchas() == ""
    assert [s["verdict"] for s in r.screened] == ["review"]
    assert "fix not shown to work" in r.screened[0]["reason"]


def test_project_entries_need_an_existing_project_folder(distil_home, api, tmp_path, monkeypatch):
    gone = tmp_path / "deleted-checkout"
    path = distil_home.place(EN, project=gone)
    import shutil
    shutil.rmtree(gone)
    monkeypatch.chdir(tmp_path)
    r = distil_home.analyze(path)
    assert r.outcome == "nothing" and "refused" in r.reason
    assert not gone.exists() and not (tmp_path / ".claude").exists()
    assert "no longer exists" in (paths.log_dir(distil_home.env) / "distill.log").read_text()
