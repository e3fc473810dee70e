"""Issue 24, twenty-first round (what the read twenty-seventh corpus showed, fixed by class): "Built the frontend
(`✓ built in 1.92s`), re-ran `go test ./...`" says the test ran again, not the build whose output it quotes.
Each verdict from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the code
before its rule, except the guards, each failing without its guard."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict

EMBED = "main.go:14:12: pattern all:frontend/dist: no matching files found"


def embed_session() -> Builder:
    b = Builder()
    b.prompt("go test fails on a clean checkout")
    b.tool("Bash", {"command": "go test ./..."}, f"Exit code 1\n{EMBED}\nFAIL\tgithub.com/dkim/ledger\t[setup failed]",
           is_error=True)
    b.tool("Bash", {"command": "cd frontend && npm ci && npm run build"},
           "added 212 packages in 14s\nvite v5.4.11 building for production...\n✓ built in 1.92s")
    b.tool("Bash", {"command": "go test ./..."}, "ok  \tgithub.com/dkim/ledger\t0.412s")
    return b


def test_a_rerun_word_heading_another_quote_is_not_the_outputs_call(tmp_path):
    lesson = gotcha(f"`go test ./...` → `{EMBED}`. Built the frontend (`✓ built in 1.92s`), re-ran `go test ./...` → "
                    "`ok  github.com/dkim/ledger 0.412s`.", "Run `npm run build` in frontend/ before `go test ./...`.")
    assert verdict(embed_session(), tmp_path, lesson) == "write"


def test_a_rerun_word_of_the_outputs_own_call_still_needs_a_run_again(tmp_path):
    """Guard: "Built the frontend again (`✓ built in 1.92s`)" says the build ran twice; it ran once."""
    lesson = gotcha(f"`go test ./...` → `{EMBED}`. Built the frontend again (`✓ built in 1.92s`), re-ran `go test ./...`"
                    " → `ok  github.com/dkim/ledger 0.412s`.", "Run `npm run build` in frontend/ before `go test ./...`.")
    assert verdict(embed_session(), tmp_path, lesson).startswith("refuse")
