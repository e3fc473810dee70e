"""The canonical form (core/lessons/canonical.py, issue 25): everything the
renderer writes is in it, whatever text it is given; every `@` outside it is
reported with its line and column; and no line the binary was measured to
follow is missed (the recorded verdicts; tests/test_inert_real_claude.py runs
the binary itself)."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from core.errors import UserError
from core.lessons import canonical
from core.lessons import render as render_module
from core.lessons.model import build, from_model, manual
from core.lessons.render import file_header, render
from core.lessons.text import redacted_line
from tests import inert_probes as IP
from tests import markdown_probes as MP

HOSTILE = list("ab Z9@`<>![]()*_\\#-+=|~&;:/.?\"'\t\n\r") + [
    "<!--", "-->", "<div>", "<DIV>", "</b:c>", "<b_c>", "<?x?>", "<![CDATA[", "]]>", "<!doctype html>", "](",
    "][k]", "[k]: ", "@~/", "@/etc/hostname", "```", "~~~", "    ", "> ", "- ", "1. ", "\\ ", "&#64;", "&nbsp;",
    "\u00a0", "\u2028", "\u200b", "\u3000", "＠", "ˋ", "é", "한", "===", "---"]


def hostile_texts(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    texts = ["".join(rng.choice(HOSTILE) for _ in range(rng.randint(1, 40))) for _ in range(n)]
    templates = [s for group in MP.SNIPPETS.values() for s in group] + IP.FAMILIES
    templates += [IP._template_of(p) for p in IP.probes("/abs", 100)]
    return texts + [t.replace("{P}", "@~/.ssh/id_rsa") for t in templates]


def test_everything_the_renderer_writes_is_in_the_form():
    rng = random.Random(3)
    checked = 0
    for text in hostile_texts(500):
        kind = rng.choice(("gotcha", "knowledge"))
        obj = {"kind": kind, "category": "tool_quirk", "scope": "global", "title": text, "symptom": text,
               "trap": text, "cause": text, "workaround": text, "situation": text, "approach": text,
               "rationale": text, "evidence": text}
        try:
            entries = [from_model(obj, date="2026-12-01", session_id=text, lang=rng.choice(("en", "ko")))]
        except ValueError:
            entries = []  # a field that cleans to nothing: the model's entry is dropped
        try:
            entries.append(manual(text, kind=kind, scope="global", date="2026-12-01", project=f"/p/{text[:9]}",
                                  extra={"cause" if kind == "gotcha" else "rationale": text}))
        except UserError:
            pass  # empty once cleaned
        raw = build(kind=kind, category="workflow", scope="global", title=text,
                    fields={"trap" if kind == "gotcha" else "approach": text}, date="2026-12-01")
        raw.evidence, raw.cites, raw.supersedes = redacted_line(text), [text, "x"], "g-0123abcd"
        for e in [*entries, raw]:
            block = render(e)
            assert canonical.proof(block) == [], (text, block)
            assert canonical.suspects(block) == [], (text, block)
            checked += 1
    assert checked > 1500


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("role", ["main", "archive", "pending"])
def test_file_headers_are_in_the_form(lang, role):
    for kind in ("gotcha", "knowledge"):
        assert canonical.proof(file_header(kind, lang, role)) == []


def test_the_renderer_refuses_a_block_outside_the_form(monkeypatch):
    # Were escaping ever broken, the lesson is lost, never written live.
    monkeypatch.setattr(render_module, "escape_inline", lambda text: text)
    monkeypatch.setattr(render_module, "one_line", lambda text: text)
    e = manual("x", kind="gotcha", scope="global", date="2026-12-01")
    e.fields["trap"] = "see @~/.ssh/id_rsa"
    with pytest.raises(ValueError, match="canonical form"):
        render(e)


@pytest.mark.parametrize("template", IP.FAMILIES)
def test_every_at_of_the_issues_families_is_a_suspect_with_its_line(template):
    p = IP.build(template, "f", "home", "/abs", "issue", final_newline=False)
    found = {(s.line, s.col) for s in canonical.suspects(p.text)}
    assert {(a.line, a.col) for a in p.ats} <= found
    assert all(s.ref.startswith("~/.claude/rules/mk/") for s in canonical.suspects(p.text))


@pytest.mark.parametrize("line", ["user@host.example", "npm i eslint@9", "meet @ noon", "a trailing @", "x @\u3000y",
                                  "x ＠~/.ssh/id_rsa", "`g-0123abcd` · x@y", "- **Trap:** pkg@1.2 and a@b"])
def test_an_at_after_a_letter_or_digit_or_before_a_space_is_inert(line):
    assert canonical.suspects(line + "\n") == []


@pytest.mark.parametrize("line", ["@x", " @x", "(@x)", "**@x**", "*a*@x", "<b_c>@x", "\\*@x", "&nbsp;@x",
                                  "x\u00a0@x", "x\u200b@x", "é@x", "@@x", "`a`@x", "a\r@x", "x @\x1cx"])
def test_any_other_at_is_a_suspect(line):
    found = canonical.suspects(line)
    assert found and found[0].ref.lstrip("@\x1c").startswith("x")
    assert line.replace("\r", "\n").split("\n")[found[0].line - 1][found[0].col] == "@"


@pytest.mark.parametrize("line,why", [
    ("- **Trap:** <b>x</b>", "markup"), ("- **Trap:** [a](u)", "markup"), ("- **Trap:** a --> b", "markup"),
    ("- **Trap:** <!-- c", "markup"), ("```", "not a line"), ("~~~ x", "not a line"), ("    code", "not a line"),
    ("> quote", "not a line"), ("[k]: u", "not a line"), ("===", "not a line"), ("<div>", "not a line"),
    ("- **Note:** x", "not a field"), ("- x", "not a line"), ("- **Trap:** `a", "backtick"),
    ("### ", "empty"), ("`g-0123abcd` · <b>", "markup"), ("para", "not a line"),
])
def test_lines_outside_the_form_are_named(line, why):
    assert why in (canonical.why_not(line) or "")


def test_a_file_without_its_final_newline_is_outside_the_form():
    assert canonical.proof("# Gotchas\n\n### t") [-1] == (3, "no newline at the end")


def test_no_line_the_binary_was_measured_to_follow_is_missed():
    """Offline, against the verdicts tests/test_markdown_probes_real_claude.py recorded."""
    recorded = json.loads((Path(__file__).parent / "fixtures" / "markdown_probes_loaded.json").read_text())
    probes = {p.name: p for p in MP.probes()}
    followed = missed = 0
    for name, refs in recorded["loaded"].items():
        text = probes[name].text
        lines = text.split("\n")
        found = {(s.line, s.col) for s in canonical.suspects(text)}
        for ref in refs:
            at = text.index("@" + ref)
            line = text.count("\n", 0, at) + 1
            col = at - (text.rfind("\n", 0, at) + 1)
            assert lines[line - 1][col] == "@"
            followed += 1
            missed += (line, col) not in found
    assert followed > 1000 and missed == 0


def test_no_at_the_binary_followed_in_the_independent_set_is_missed():
    """Offline, against the verdicts tests/test_inert_real_claude.py recorded for
    tests/inert_probes.py: every followed `@` is a suspect, and the written form
    (a letter before the `@`) was never followed."""
    recorded = json.loads((Path(__file__).parent / "fixtures" / "inert_probes_loaded.json").read_text())
    probes = {p.name: p for p in IP.probes("/abs", recorded["random"])}
    missed = []
    for verdict in recorded["loaded"]:
        name, k = verdict.split(":")
        p = probes[name]
        at = p.ats[int(k)]
        assert p.family != "letter", verdict
        if (at.line, at.col) not in {(s.line, s.col) for s in canonical.suspects(p.text)}:
            missed.append(verdict)
    assert len(recorded["loaded"]) > 2000 and missed == []
