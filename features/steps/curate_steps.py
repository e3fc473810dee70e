"""Steps for features/curate.feature. Entries are written through the installed
zipapp's own modules, the way the distiller would after a session."""
from __future__ import annotations

import json
import subprocess

from behave import given, then, when

from common_steps import path_of, run

WRITE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from core.lessons.model import from_model
from core.knowledge import files
obj = json.loads(sys.argv[2])
e = from_model(obj, project=sys.argv[5], session_id=sys.argv[3], date="2026-02-01")
r = files.write_entries([e], run_id=sys.argv[4])
print(json.dumps(r.counts()))
"""

PARSE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from core.lessons.document import parse_document
from core.claude_code.import_scan import find_imports
text = open(sys.argv[2], encoding="utf-8").read() if sys.argv[2] != "-" else ""
doc = parse_document(text)
print(json.dumps({"imports": find_imports(text), "entries": [[e.id, e.title] for e in doc.entries]}))
"""


def _python(context, script: str, *args: str) -> str:
    proc = subprocess.run([str(context.venv_python), "-c", script, str(context.zipapp), *args],
                          env=context.env, cwd=context.workdir, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _parse(context, path: str) -> dict:
    p = path_of(context, path)
    return json.loads(_python(context, PARSE, str(p) if p.exists() else "-"))


@given('the distiller has written the gotcha "{title}" from session "{session}" in run "{run_id}"')
def step_distiller_wrote(context, title, session, run_id):
    obj = {"kind": "gotcha", "category": "tool_quirk", "scope": "global", "title": title,
           "symptom": f"{title}: it looked fine", "trap": "trusting the first green run",
           "cause": "a cache", "workaround": "clear the cache first"}
    _python(context, WRITE, json.dumps(obj), session, run_id, str(context.workdir))


@when('I forget the curated entry titled "{title}"')
def step_forget_titled(context, title):
    found = [i for i, t in _parse(context, "~/.claude/gotchas.md")["entries"] if t == title]
    assert found, f"no entry titled {title!r}"
    run(context, f"claude-distill entries forget {found[0]}")


@then('the knowledge file "{path}" makes Claude Code import nothing')
def step_no_imports(context, path):
    data = _parse(context, path)
    assert data["entries"], f"{path} holds no entries"
    assert data["imports"] == [], data["imports"]
    text = path_of(context, path).read_text()
    headings = [line for line in text.splitlines() if line.startswith("#")]
    assert all(h.startswith("### ") or h == headings[0] for h in headings), headings


@then('the knowledge file "{path}" holds {count:d} entries')
def step_holds(context, path, count):
    entries = _parse(context, path)["entries"]
    assert len(entries) == count, entries


@then('"{path}" imports exactly "{refs}"')
def step_imports_exactly(context, path, refs):
    data = _parse(context, path)
    assert data["imports"] == [r.strip() for r in refs.split(",")], data["imports"]
