"""A person's edit is re-rendered, not kept raw (issue 25): `entries edit` and
review's `[e]dit` read the edited text back as fields and write them through
the renderer; a line that cannot be read back is refused with its number and
why, the text kept; nothing typed in an edit can make Claude Code load a file."""
from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from core.knowledge import files
from core.lessons import canonical, edit_fields
from core.lessons.model import manual
from core.lessons.render import render
from tests import inert_probes as IP
from tests.test_curate_commands import cli, model_gotcha, write


@pytest.fixture
def home(home, monkeypatch):
    work = home / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    return home


def editor(tmp: Path, old: str, new: str) -> str:
    path = tmp / "editor.py"
    path.write_text(textwrap.dedent(f"""
        import sys
        p = sys.argv[1]
        t = open(p, encoding="utf-8").read()
        assert {old!r} in t, t
        open(p, "w", encoding="utf-8").write(t.replace({old!r}, {new!r}, 1))
    """))
    return f"{sys.executable} {path}"


def as_field(form: str) -> str:
    """A probe typed as the Trap field: its first line on the field line, the rest wrapped under it."""
    first, *rest = form.split("\n")
    return "- **Trap:** " + first + "".join("\n  " + line for line in rest if line.strip())


@pytest.mark.parametrize("template", IP.FAMILIES)
def test_the_issues_forms_typed_in_a_field_are_written_inert(home, capsys, monkeypatch, template):
    r = write([model_gotcha(1), model_gotcha(2)], "run-1")
    path = home / ".claude" / "gotchas.md"
    form = template.replace("{P}", "@~/.ssh/id_rsa")
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt1 works", as_field(form)))
    code, out, err = cli(capsys, "entries", "edit", r.written[0].id)
    assert code == 0, err
    assert "updated" in out and "note: written the way claude-distill writes" in err
    text = path.read_text()
    assert canonical.suspects(text) == [] and canonical.proof(text) == []
    assert "＠~/.ssh/id_rsa" in text
    code, out, _ = cli(capsys, "entries", "check")
    assert "no `@` could make Claude Code load a file" in out


@pytest.mark.parametrize("template", IP.FAMILIES)
def test_the_issues_forms_on_lines_of_their_own_are_refused_with_the_line(home, capsys, monkeypatch, template):
    r = write([model_gotcha(1)], "run-1")
    path = home / ".claude" / "gotchas.md"
    before = path.read_text()
    form = template.replace("{P}", "@~/.ssh/id_rsa")
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:**", form + "\n- **Trap:**"))
    code, _, err = cli(capsys, "entries", "edit", r.written[0].id)
    assert code == 1 and len(err.splitlines()) == 1
    assert "line " in err and "saved in" in err
    assert path.read_text() == before
    saved = Path(err.strip().rsplit("saved in ", 1)[1])
    assert form in saved.read_text()


def test_markup_in_a_field_is_shown_as_text(home, capsys, monkeypatch):
    r = write([model_gotcha(1)], "run-1")
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt1 works",
                                        "- **Trap:** see <div>, [docs](https://x.example), @./notes.md and a@b.c"))
    code, _, err = cli(capsys, "entries", "edit", r.written[0].id)
    assert code == 0, err
    line = next(x for x in (home / ".claude" / "gotchas.md").read_text().splitlines() if "**Trap:**" in x)
    assert line == "- **Trap:** see `<div>,` [docs] (https://x.example), ＠./notes.md and `a@b.c`"


def test_notes_under_an_entry_are_not_part_of_the_edit_and_stay(home, capsys, monkeypatch):
    r = write([model_gotcha(1), model_gotcha(2)], "run-1")
    path = home / ".claude" / "gotchas.md"
    note = "my own note, see @./notes.md"
    path.write_text(path.read_text().replace("- **Trap:** assuming --opt1 works",
                                             f"- **Trap:** assuming --opt1 works\n\n{note}", 1))
    script = home / "show.py"
    script.write_text("import sys; t = open(sys.argv[1]).read(); assert 'my own note' not in t; "
                      "open(sys.argv[1], 'w').write(t.replace('flag 1 has no effect', 'flag 1 does nothing'))")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    code, _, err = cli(capsys, "entries", "edit", r.written[0].id)
    assert code == 0, err
    text = path.read_text()
    assert "flag 1 does nothing" in text and text.count(note) == 1
    assert text.index(note) < text.index(r.written[1].id)


@pytest.mark.parametrize("old,new,why", [
    ("- **Trap:**", "- **Note:** x\n- **Trap:**", "label is not a field"),
    ("- **Trap:**", "just a note\n- **Trap:**", "text outside any field"),
    ("- **Trap:**", "- **Situation:** x\n- **Trap:**", "which a gotcha does not have"),
    ("· tool_quirk", "· tool_quirk · @~/.ssh/id_rsa", "metadata line"),
    ("### tool number 1", "### " + "long " * 30, "at most 120"),
    ("- **Trap:**", "> quoted\n- **Trap:**", "is a quote"),
    ("- **Trap:**", "<details>\n- **Trap:**", "is HTML"),
])
def test_what_cannot_be_read_back_as_fields_is_refused_with_why(home, capsys, monkeypatch, old, new, why):
    r = write([model_gotcha(1)], "run-1")
    monkeypatch.setenv("EDITOR", editor(home, old, new))
    code, _, err = cli(capsys, "entries", "edit", r.written[0].id)
    assert code == 1 and why in err and "line " in err and len(err.splitlines()) == 1


def test_review_edit_is_re_rendered_too(home, capsys, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_REVIEW", "1")
    write([model_gotcha(1)], "run-1")
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt1 works",
                                        "- **Trap:** <?x?> @~/.ssh/id_rsa"))
    code, _, err = cli(capsys, "review", stdin="e\n", monkeypatch=monkeypatch)
    assert code == 0, err
    text = (home / ".claude" / "gotchas.md").read_text()
    assert "`<?x?>` ＠~/.ssh/id_rsa" in text and canonical.suspects(text) == []


def test_any_edit_of_generated_probes_is_re_rendered_inert_or_refused():
    """Thousands of edits built from the generated probes: each is either refused or
    written in the canonical form (the real binary judges the same in
    tests/test_inert_real_claude.py)."""
    original = manual("assuming --opt1 works", kind="gotcha", scope="global", date="2026-12-01",
                      extra={"symptom": "flag ignored"})
    base = render(original)
    written = refused = 0
    for p in IP.probes("/abs", 600):
        body = "\n".join(p.text.split("\n")[2:]).rstrip("\n")
        for edited in (base.replace("- **Trap:** ", as_field(body) + "\n- **Cause:** ", 1),
                       base.replace("### ", "### " + body.split("\n")[0] + " ", 1),
                       base + "\n" + body + "\n",
                       base.replace("- **Trap:**", body + "\n- **Trap:**")):
            try:
                block = render(edit_fields.reread(edited, original))
            except edit_fields.Refused:
                refused += 1
                continue
            written += 1
            assert canonical.proof(block) == [] and canonical.suspects(block) == [], (edited, block)
    assert written > 1000 and refused > 1000


def test_a_waiting_entry_changed_by_hand_is_held_to_the_form_on_accept(home, capsys, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_REVIEW", "1")
    r = write([model_gotcha(1), model_gotcha(2)], "run-1")
    pending = files.pending_file(home / ".claude" / "gotchas.md")
    # The lexer reading missed both forms: one on a field line, one in a note under the entry.
    pending.write_text(pending.read_text()
                       .replace("- **Trap:** assuming --opt1 works", "- **Trap:** x <?x?>@~/.ssh/id_rsa", 1)
                       .replace("- **Trap:** assuming --opt2 works",
                                "- **Trap:** assuming --opt2 works\n\nmy note x <b_c>@~/.ssh/id_rsa", 1))
    code, out, err = cli(capsys, "review", stdin="a\na\n", monkeypatch=monkeypatch)
    assert code == 0, err
    text = (home / ".claude" / "gotchas.md").read_text()
    assert "- **Trap:** x <?x?>＠~/.ssh/id_rsa" in text and canonical.suspects(text) == []
    assert "could make Claude Code load ~/.ssh/id_rsa" in out and r.pending[1].id not in text
    assert r.pending[1].id in pending.read_text()
