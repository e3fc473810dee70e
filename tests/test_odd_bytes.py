"""Text no encoding can carry (a lone surrogate such as U+D800) is replaced,
never fatal, on every path: a session's transcript, a model's reply (a raw
character or a `\\ud800` escape in its JSON), and a person's edit; each
replacement is noted in `log` and a run's valid lessons are kept (issue 19)."""
from __future__ import annotations

import json
import sys
import textwrap

import pytest

from core.store import ledger
from tests.fakeapi import FakeAnthropic
from tests.helpers_home import EN, EXTRACT_SYSTEM, GATE_SYSTEM, Home, entry_json

LONE = "\ud800"


def _reply(escape: bool) -> str:
    items = json.loads(entry_json())["entries"]
    items[0]["symptom"] = f"python3 -c 'import tomli_w' fails {LONE} with ModuleNotFoundError"
    items.append(dict(items[0], title="Bytes in a second lesson stay", cause=f"cause {LONE}x",
                      symptom="another symptom entirely", workaround="Use the venv interpreter"))
    # ensure_ascii writes the lone surrogate as the six characters \ud800 in the model's JSON text.
    text = json.dumps({"entries": items}, ensure_ascii=escape)
    return text


@pytest.mark.parametrize("escape", [True, False], ids=["json-escape", "raw-character"])
def test_a_lone_surrogate_in_the_models_reply_keeps_the_runs_lessons(tmp_path, monkeypatch, escape):
    script = [{"name": "gate", "match_system": GATE_SYSTEM, "text": "yes"},
              {"name": "extract", "match_system": EXTRACT_SYSTEM, "text": _reply(escape)}]
    with FakeAnthropic(script=script) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        r = h.analyze(h.place(EN))
        assert r.outcome == "written", r
        # Both lessons kept: the first written, the second (whose evidence is not its own) held for review.
        assert r.entries_written == 1 and "1 held for review" in r.reason, r.reason
        text = h.gotchas()
        assert "\ufffd" in text and "System python3 lacks tomli_w" in text
        notes = ledger.run_notes(dict(h.conn().execute("SELECT * FROM runs WHERE id = ?", (r.run_id,)).fetchone()))
        assert any("U+FFFD" in n for n in notes), notes


@pytest.mark.parametrize("backend", ["api", "offline"])
def test_a_lone_surrogate_in_the_sessions_text_is_replaced_not_fatal(tmp_path, monkeypatch, backend):
    with FakeAnthropic(script=[{"name": "gate", "match_system": GATE_SYSTEM, "text": "yes"},
                               {"name": "extract", "match_system": EXTRACT_SYSTEM, "text": entry_json()}]) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", backend)
        path = h.place(EN)
        # A `\ud800` escape in the assistant's text, as a JSON line carries it.
        lines = path.read_text().splitlines()
        for i, line in enumerate(lines):
            rec = json.loads(line)
            if rec.get("type") == "assistant" and "tomli_w" in line:
                lines[i] = line.replace("tomli_w", "tomli_w \\ud800", 1)
                break
        else:
            raise AssertionError("no assistant line to change")
        path.write_text("\n".join(lines) + "\n")
        r = h.analyze(path)
        assert r.outcome in ("written", "nothing", "stopped"), r
        assert r.outcome != "error"
        row = dict(h.conn().execute("SELECT * FROM runs WHERE id = ?", (r.run_id,)).fetchone())
        assert any("U+FFFD" in n for n in ledger.run_notes(row)), row
        for req in api.message_requests():
            assert LONE not in json.dumps(req["body"], ensure_ascii=False)


def test_an_edit_with_bytes_that_are_not_utf8_is_written_with_replacements(home, capsys, monkeypatch):
    from tests.test_curate_commands import cli, model_gotcha, write
    (home / "work").mkdir()
    monkeypatch.chdir(home / "work")
    r = write([model_gotcha(1), model_gotcha(2)], "run-1")
    script = home / "editor.py"
    # An encoded lone surrogate (ED A0 80) and a stray 0xFF, as a careless editor may save them.
    script.write_text(textwrap.dedent("""
        import sys
        p = sys.argv[1]
        data = open(p, "rb").read().replace(b"flag 1 has no effect", b"flag 1 \\xed\\xa0\\x80 has \\xff no effect")
        open(p, "wb").write(data)
    """))
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    code, out, err = cli(capsys, "entries", "edit", r.written[0].id)
    assert code == 0, err
    assert "U+FFFD" in err
    text = (home / ".claude" / "gotchas.md").read_text(encoding="utf-8")
    assert "flag 1 \ufffd" in text and r.written[1].id in text


def test_remember_with_a_lone_surrogate_keeps_the_lesson(home, capsys, monkeypatch):
    from tests.test_curate_commands import cli
    (home / "work").mkdir()
    monkeypatch.chdir(home / "work")
    code, out, err = cli(capsys, "remember", "--scope", "global", f"never run deployctl push {LONE} twice")
    assert code == 0, err
    written = "".join(f.read_text(encoding="utf-8") for f in (home / ".claude").glob("*.md"))
    assert "deployctl push \ufffd twice" in written


@pytest.mark.realclaude
def test_the_claude_backend_sends_and_reads_back_text_with_lone_surrogates(tmp_path):
    """The claude backend (the real binary): a prompt with a lone surrogate is
    sent with U+FFFD, and a reply carrying one comes back scrubbed by extract."""
    from core import config
    from core.distil.backends.claude_cli import ClaudeCliBackend
    from core.distil.extract import extract
    from tests.harness.claude import make_claude_home, require_real_claude
    from tests.test_offline import FakeSlice
    real = require_real_claude()
    with FakeAnthropic([{"match_system": EXTRACT_SYSTEM, "text": _reply(True)}]) as api:
        env = make_claude_home(tmp_path, api.url, [], extra_env={"CLAUDE_CODE_MAX_RETRIES": "0"})
        backend = ClaudeCliBackend(config.Config({}, {}), env, real)
        got = extract(FakeSlice(text=f"user: python3 fails {LONE} with ModuleNotFoundError"), [], "en", backend)
        bodies = [json.dumps(r["body"], ensure_ascii=False) for r in api.message_requests()]
    assert bodies and all(LONE not in b for b in bodies)
    assert any("\ufffd" in b for b in bodies)
    assert got.entries and any("U+FFFD" in n for n in got.notes)
