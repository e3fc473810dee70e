"""A person's edit, checked against the whole file the way Claude Code reads it
(issue 19): what would load is refused with the line and the reason, nothing
an edit adds can hide the entries after it, and `entries check` credits each
live line to the entry that holds it."""
from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from core.knowledge.imports import find_imports
from tests import inert_probes as IP
from tests.test_curate_commands import cli, model_gotcha, write


@pytest.fixture
def home(home, monkeypatch):
    work = home / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    return home


def editor(tmp: Path, replace_from: str, replace_to: str) -> str:
    path = tmp / "editor.py"
    path.write_text(textwrap.dedent(f"""
        import sys
        p = sys.argv[1]
        t = open(p, encoding="utf-8").read()
        assert {replace_from!r} in t
        open(p, "w", encoding="utf-8").write(t.replace({replace_from!r}, {replace_to!r}))
    """))
    return f"{sys.executable} {path}"


# Each was accepted before issue 19 and is followed by the real binary
# (tests/test_markdown_probes_real_claude.py measures the constructs).
FAMILIES = {
    "nested emphasis": "*see **@~/.ssh/id_rsa** now*",
    "tab after >": ">\t@~/.ssh/id_rsa",
    "doctype line": "<!doctype html>\n@~/.ssh/id_rsa",
    "CDATA line": "<![CDATA[ x ]]>\n@~/.ssh/id_rsa",
    "processing instruction": "<? x ?>\n@~/.ssh/id_rsa",
    "non-ASCII attribute": "<a é=1>\n@~/.ssh/id_rsa",
    "odd tag whitespace": "<a\tb>\n@~/.ssh/id_rsa",
    "backtick in a fence's info string": "``` a`b\n@~/.ssh/id_rsa\n```",
    "reference link in the same entry": "[@~/.ssh/id_rsa][k]\n\n[k]: https://example.com",
}


@pytest.mark.parametrize("name", FAMILIES)
def test_an_edit_that_claude_code_would_follow_is_refused_with_its_line(home, capsys, monkeypatch, name):
    r = write([model_gotcha(1)], "run-1")
    path = home / ".claude" / "gotchas.md"
    before = path.read_text()
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:**", FAMILIES[name] + "\n\n- **Trap:**"))
    code, _, err = cli(capsys, "entries", "edit", r.written[0].id)
    assert code == 1 and len(err.splitlines()) == 1  # the command ran and refused: a failure, not a usage error
    assert "~/.ssh/id_rsa" in err and "line " in err and "saved in" in err
    assert path.read_text() == before


def test_a_definition_typed_in_an_edit_is_refused_on_its_own_line_and_text_in_a_field(home, capsys, monkeypatch):
    """Issue 19 refused a definition that made a link in another entry live; since issue 25 an
    edit is re-rendered from its fields: on its own line the definition cannot be read back as a
    field (refused, with the line), and inside a field it is text, which defines nothing."""
    r = write([model_gotcha(1), model_gotcha(2)], "run-1")
    path = home / ".claude" / "gotchas.md"
    # A note a person wrote under the first entry: inert while `[k]` is defined nowhere.
    text = path.read_text().replace("- **Trap:** assuming --opt1 works",
                                    "- **Trap:** assuming --opt1 works\n\nsee [@~/.ssh/id_rsa][k]", 1)
    path.write_text(text)
    assert find_imports(text) == []
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt2 works",
                                        "- **Trap:** assuming --opt2 works\n\n[k]: https://example.com"))
    code, _, err = cli(capsys, "entries", "edit", r.written[1].id)
    assert code == 1 and len(err.splitlines()) == 1  # the command ran and refused: a failure, not a usage error
    assert "reference definition" in err and "line " in err and "saved in" in err
    assert path.read_text() == text
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt2 works",
                                        "- **Trap:** assuming --opt2 works\n  [k]: https://example.com"))
    code, _, err = cli(capsys, "entries", "edit", r.written[1].id)
    assert code == 0, err
    after = path.read_text()
    assert "assuming --opt2 works [k]: https://example.com" in after and find_imports(after) == []


def test_an_edit_cannot_hide_the_entries_after_it(home, capsys, monkeypatch):
    r = write([model_gotcha(1), model_gotcha(2), model_gotcha(3)], "run-1")
    first, later = r.written[0].id, [e.id for e in r.written[1:]]
    path = home / ".claude" / "gotchas.md"
    before = path.read_text()
    # On its own line a fence is not a field: refused.
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt1 works",
                                        "- **Trap:** assuming --opt1 works\n\n``` a`b"))
    code, _, err = cli(capsys, "entries", "edit", first)
    assert code == 1 and "code fence" in err and path.read_text() == before
    # In a field it is text (code spans), and opens nothing.
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt1 works",
                                        "- **Trap:** assuming --opt1 works ```sh <div> ~~~"))
    code, _, err = cli(capsys, "entries", "edit", first)
    assert code == 0, err
    code, out, _ = cli(capsys, "entries", "list", "--json")
    listed = {e["id"] for e in json.loads(out)}
    assert set(later) <= listed
    code, _, err = cli(capsys, "entries", "forget", later[-1])
    assert code == 0, err
    # A lesson after the line is still known: remembering it again is a reconfirmation, not "forgotten".
    code, out, err = cli(capsys, "remember", "--kind", "gotcha", "--scope", "global", r.written[1].title)
    assert "forgotten" not in out + err, out + err


@pytest.mark.parametrize("name", FAMILIES)
def test_entries_check_reports_every_family_claude_code_follows(home, capsys, name):
    write([model_gotcha(1)], "run-1")
    path = home / ".claude" / "gotchas.md"
    path.write_text(path.read_text() + "\n" + FAMILIES[name] + "\n")
    code, out, _ = cli(capsys, "entries", "check", "--json")
    assert code == 1
    assert "~/.ssh/id_rsa" in [ref for f in json.loads(out) for ref in f["imports"]]


def test_an_edit_that_opens_a_block_it_never_closes_is_refused(home, capsys, monkeypatch):
    r = write([model_gotcha(1), model_gotcha(2)], "run-1")
    path = home / ".claude" / "gotchas.md"
    before = path.read_text()
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt1 works",
                                        "- **Trap:** assuming --opt1 works\n\n```sh\nnpm ci"))
    code, _, err = cli(capsys, "entries", "edit", r.written[0].id)
    assert code == 1 and "line 7 of the edited entry is a code fence" in err and "1 more line" in err
    assert len(err.splitlines()) == 1
    assert path.read_text() == before


def test_a_review_edit_that_cannot_be_read_back_as_fields_is_not_accepted(home, capsys, monkeypatch):
    r1 = write([model_gotcha(1)], "run-1")
    path = home / ".claude" / "gotchas.md"
    text = path.read_text() + "\nsee [@~/.ssh/id_rsa][k]\n"
    path.write_text(text)
    monkeypatch.setenv("CLAUDE_DISTILL_REVIEW", "1")
    r2 = write([model_gotcha(2)], "run-2")
    assert r2.pending and r1.written
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt2 works",
                                        "- **Trap:** assuming --opt2 works\n\n[k]: https://example.com"))
    code, out, err = cli(capsys, "review", stdin="e\n", monkeypatch=monkeypatch)
    assert code == 0, err
    assert "not accepted" in out and "reference definition" in out
    assert path.read_text() == text
    code, out, _ = cli(capsys, "entries", "list", "--all", "--json")
    assert r2.pending[0].id in {e["id"] for e in json.loads(out)}


def test_a_refused_review_edit_asks_again_about_the_same_entry(home, capsys, monkeypatch):
    """Walkthrough: `e` whose result was refused counted as a skip and review moved on, as a
    typo at the prompt did before issue 20; the person, who wanted this entry in, is asked again."""
    monkeypatch.setenv("CLAUDE_DISTILL_REVIEW", "1")
    r = write([model_gotcha(1)], "run-1")
    monkeypatch.setenv("EDITOR", editor(home, "- **Trap:** assuming --opt1 works",
                                        "- **Trap:** assuming --opt1 works\n@~/.ssh/id_rsa"))
    code, out, err = cli(capsys, "review", stdin="e\nf\n", monkeypatch=monkeypatch)
    assert code == 0, err
    assert "not accepted" in out and out.count("[a]ccept") == 2
    assert "0 accepted, 0 skipped, 1 forgotten" in out
    code, out, _ = cli(capsys, "entries", "list", "--all", "--json")
    assert r.pending[0].id not in {e["id"] for e in json.loads(out)}


def test_entries_check_credits_a_live_line_to_the_entry_that_holds_it(home, capsys):
    r = write([model_gotcha(1), model_gotcha(2)], "run-1")
    path = home / ".claude" / "gotchas.md"
    text = path.read_text().replace("- **Trap:** assuming --opt1 works",
                                    "- **Trap:** assuming --opt1 works\n\nsee [@~/.ssh/id_rsa][k]", 1)
    path.write_text(text + "\n[k]: https://example.com\n")
    code, out, _ = cli(capsys, "entries", "check", "--json")
    assert code == 1
    found = [f for f in json.loads(out) if f["imports"]]
    assert [(f["id"], f["imports"]) for f in found] == [(r.written[0].id, ["~/.ssh/id_rsa"])]
    assert "definition" in found[0]["reasons"][0]


@pytest.mark.parametrize("template", IP.FAMILIES)
def test_entries_check_names_every_at_of_the_issues_forms_by_line(home, capsys, template):
    """Issue 25: each form was missed by the lexer reading; the canonical check names its line."""
    write([model_gotcha(1)], "run-1")
    path = home / ".claude" / "gotchas.md"
    before = path.read_text()
    form = template.replace("{P}", "@~/.ssh/id_rsa")
    path.write_text(before + "\n" + form + ("" if "~~~ {P}" in template or "``` {P}" in template else "\n"))
    code, out, _ = cli(capsys, "entries", "check", "--json")
    assert code == 1
    lines = {p["line"] for f in json.loads(out) for p in f.get("possible_imports", [])}
    expected = {before.count("\n") + 2 + i for i, line in enumerate(form.split("\n")) if "@" in line}
    assert expected <= lines


def test_entries_check_reports_an_at_it_cannot_prove_and_says_claude_code_skips_it(home, capsys):
    write([model_gotcha(1)], "run-1")
    path = home / ".claude" / "gotchas.md"
    path.write_text(path.read_text() + "\n```sh\nnpm i @scope/pkg\n```\n")
    code, out, _ = cli(capsys, "entries", "check")
    assert code == 1
    assert "may make Claude Code load scope/pkg" in out and "cannot be proven" in out
    assert "makes Claude Code load" not in out


def test_entries_check_is_quiet_on_what_claude_distill_writes(home, capsys):
    write([model_gotcha(1, workaround="run `npm i @scope/pkg` then see @~/.ssh/id_rsa; mail a@b.c")], "run-1")
    code, out, _ = cli(capsys, "entries", "check")
    assert "no `@` could make Claude Code load a file" in out


def test_the_next_write_defuses_an_at_a_hand_edit_left_on_an_entrys_own_lines(home, capsys):
    """Issue 25: `x <?x?>@path` on a field line was missed by the lexer reading, so a merge
    left it; the canonical rule finds it, and the person's own note below is left alone."""
    r = write([model_gotcha(1)], "run-1")
    path = home / ".claude" / "gotchas.md"
    path.write_text(path.read_text().replace("- **Trap:** assuming --opt1 works",
                                             "- **Trap:** x <?x?>@~/.ssh/id_rsa\n\nmy note x <?x?>@./n.md", 1))
    write([model_gotcha(2)], "run-2")
    text = path.read_text()
    assert "- **Trap:** x <?x?>＠~/.ssh/id_rsa" in text and "my note x <?x?>@./n.md" in text
    code, out, _ = cli(capsys, "entries", "check", "--json")
    assert [p["ref"] for f in json.loads(out) for p in f.get("possible_imports", [])] == ["./n.md"]


def test_any_write_of_the_file_defuses_what_a_hand_edit_left_on_an_entrys_own_lines(home, capsys):
    """Not only an analysis: forgetting another entry (any locked write of the loaded file)
    leaves every entry's own lines in the canonical form."""
    r = write([model_gotcha(1), model_gotcha(2)], "run-1")
    path = home / ".claude" / "gotchas.md"
    path.write_text(path.read_text().replace("- **Trap:** assuming --opt1 works",
                                             "- **Trap:** x <b_c>@~/.ssh/id_rsa", 1))
    code, _, err = cli(capsys, "entries", "forget", r.written[1].id)
    assert code == 0, err
    assert "- **Trap:** x <b_c>＠~/.ssh/id_rsa" in path.read_text()
