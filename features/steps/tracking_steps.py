"""Steps for lesson tracking: three scripted sessions in one project, and the
counts `entries list --json` gives afterwards."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from behave import given, then, when

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from features.steps.common_steps import run  # noqa: E402
from features.steps.distill_steps import (EXTRACT_SYSTEM, GATE_SYSTEM, LESSON, _distill_log,  # noqa: E402
                                          _distiller_calls, _skip_without_real_claude, serve_fake_model)

MISSING = "ls /nonexistent-distill-dir"


@given('a fake model that scripts three sessions in one project: an error and its fix, the error again, the fix alone')
def step_three_sessions(context):
    if _skip_without_real_claude(context):
        return
    from tests.fakeapi import error_then_fix_script
    # Gate 2 says yes once (the first session), no afterwards: the second
    # session's error passes gate 1, and what it asks must be gate 2 alone.
    rules = [{"name": "distill-gate-yes", "match_system": GATE_SYSTEM, "text": "yes", "times": 1},
             {"name": "distill-gate-no", "match_system": GATE_SYSTEM, "text": "no"},
             {"name": "distill-extract", "match_system": EXTRACT_SYSTEM, "text": json.dumps(LESSON)}]
    rules += error_then_fix_script(MISSING, "ls /", prompt="fix the test env",
                                   explanation="That folder does not exist; listing the root instead.",
                                   final_text="Fixed: the folder was missing, the root listing works.")
    rules += [
        {"name": "again-fail", "match_last_user": "try the missing folder again", "match_tool_result": False,
         "match_tools": True, "times": 1,
         "tool_use": {"name": "Bash", "input": {"command": MISSING, "description": "List the folder"}}},
        {"name": "again-end", "match_tool_error": True, "match_tools": True, "times": 1,
         "text": "The folder is still missing."},
        {"name": "root-list", "match_last_user": "list the root folder", "match_tool_result": False,
         "match_tools": True, "times": 1,
         "tool_use": {"name": "Bash", "input": {"command": "ls /", "description": "List the root"}}},
        {"name": "root-end", "match_tool_result": True, "match_tool_error": False, "match_tools": True,
         "times": 1, "text": "Listed the root."},
    ]
    claude_env = serve_fake_model(context, rules, "distill-requests.jsonl")
    context.home = Path(claude_env["HOME"])


def _lesson(context, title: str) -> dict:
    listed = json.loads(context.stdout)
    hits = [e for e in listed if e["title"] == title]
    assert len(hits) == 1, (listed, _distill_log(context))
    return hits[0]


@then('the lesson "{title}" shows recurred {recurred:d}, applied {applied:d}, relevant {relevant:d}')
def step_counts(context, title, recurred, applied, relevant):
    if _skip_without_real_claude(context):
        return
    e = _lesson(context, title)
    for key in ("id", "kind", "title", "scope", "file", "created", "seen", "recurred", "applied", "relevant",
                "last_applied", "last_recurred", "stale_anchors"):
        assert key in e, (key, e)
    got = (e["recurred"], e["applied"], e["relevant"])
    assert got == (recurred, applied, relevant), (got, e, _distill_log(context))
    # Times are shown to the second, and the second and third sessions can end in the same one.
    assert e["last_applied"] and e["last_recurred"] and e["last_recurred"] <= e["last_applied"], e
    assert e["stale_anchors"] == [], e
    context.lesson_id = e["id"]


@then('the distiller asked the model only what the gates needed: gate 2 and an extraction, then gate 2')
def step_no_extra_calls(context):
    if _skip_without_real_claude(context):
        return
    # The third session (no error) was stopped by gate 1 and cost nothing; tracking asked nothing.
    assert _distiller_calls(context) == ["gate", "extract", "gate"], (_distiller_calls(context),
                                                                    _distill_log(context))


@when('I run "claude-distill entries show {{id}}" for that lesson')
def step_show(context):
    if _skip_without_real_claude(context):
        return
    run(context, f"claude-distill entries show {context.lesson_id}")
