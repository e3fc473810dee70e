"""One project per repository, merges that cannot conflict, never silently blind
(docs/adr/0012-one-project-per-repository.md): the pure parts and real `git merge`."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

from core.lessons.document import parse_document
from core.lessons.model import build
from core.lessons.render import render
from core.knowledge import memory_block, repo_files
from core.lessons.conflicts import unmerge
from core.knowledge.readable import unreadable

HEADER = "# Gotchas\n\nTraps met in past sessions.\n\n"


def _lesson(title: str, session: str, trap: str, project: str = "") -> str:
    e = build(kind="gotcha", category="workflow", scope="project", title=title,
                fields={"trap": trap, "workaround": f"not {trap}"}, date="2026-12-01",
                project=project, session_id=session)
    return render(e)


def _git(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t", GIT_CONFIG_GLOBAL="/dev/null")
    return subprocess.run(["git", *args], cwd=str(cwd), env=env, capture_output=True, text=True)


CONFLICTED = (HEADER + "<<<<<<< HEAD\n" + _lesson("Alice's lesson", "s1", "alpha") + "=======\n"
              + _lesson("Bob's lesson", "s2", "beta") + ">>>>>>> origin/main\n")


def test_conflict_markers_are_reported_with_lines_and_both_sides_read() -> None:
    found = unreadable(CONFLICTED, "gotcha")
    lines = CONFLICTED.splitlines()
    expected = [(i + 1, line[:7]) for i, line in enumerate(lines) if line[:7] in ("<<<<<<<", "=======", ">>>>>>>")]
    assert len(expected) == 3 and [(u.line, u.what.split("`")[1]) for u in found] == expected
    doc = parse_document(CONFLICTED, kind="gotcha", scope="project")
    assert [e.title for e in doc.entries] == ["Alice's lesson", "Bob's lesson"]
    repaired = doc.render()
    assert "<<<<<<<" not in repaired and ">>>>>>>" not in repaired and "=======" not in repaired
    assert "alpha" in repaired and "beta" in repaired and repaired.startswith(HEADER)


def test_a_plain_setext_underline_is_not_a_marker() -> None:
    text = HEADER + "My notes\n=======\n\nkept\n"
    assert unreadable(text, "gotcha") == []
    assert unmerge(text)[0] == text


def test_a_broken_block_is_reported_and_kept_verbatim() -> None:
    good = _lesson("Good one", "s1", "alpha")
    broken = _lesson("Broken one", "s2", "beta").replace("### Broken one\n", "")
    text = HEADER + good + "\n" + broken
    found = unreadable(text, "gotcha")
    assert len(found) == 1 and found[0].line == text.splitlines().index(broken.splitlines()[0]) + 1
    doc = parse_document(text, kind="gotcha", scope="project")
    assert [e.title for e in doc.entries] == ["Good one"]
    assert doc.render() == text


def test_same_lesson_in_two_clones_gets_one_identity(tmp_path: Path) -> None:
    ids = []
    for folder in ("app", "app-bob"):
        clone = tmp_path / folder
        clone.mkdir()
        _git(clone, "init", "-q")
        _git(clone, "remote", "add", "origin", "git@example.com:org/app.git")
        e = build(kind="gotcha", category="workflow", scope="project", title="Same", fields={"trap": "x"},
                    date="2026-12-01", project=str(clone))
        ids.append((e.id, e.project))
    assert ids[0] == ids[1] and ids[0][1] == "app"


def _clone_pair(tmp_path: Path) -> tuple[Path, Path, Path]:
    origin = tmp_path / "app.git"
    _git(tmp_path, "init", "-q", "--bare", "-b", "main", str(origin))
    seed = tmp_path / "seed"
    _git(tmp_path, "clone", "-q", str(origin), str(seed))
    (seed / "README").write_text("app\n")
    _git(seed, "add", "-A")
    _git(seed, "commit", "-qm", "init")
    _git(seed, "push", "-q", "origin", "HEAD:main")
    alice, bob = tmp_path / "alice" / "app", tmp_path / "bob" / "app-bob"
    for c in (alice, bob):
        _git(tmp_path, "clone", "-q", str(origin), str(c))
    return origin, alice, bob


def test_two_clones_append_and_merge_without_conflict(tmp_path: Path) -> None:
    _origin, alice, bob = _clone_pair(tmp_path)
    for clone, session, own in ((alice, "s-alice", "Alice's own"), (bob, "s-bob", "Bob's own")):
        folder = clone / ".claude" / "rules" / "claude-distill"
        folder.mkdir(parents=True)
        repo_files.ensure_gitattributes(folder)
        (folder / "gotchas.md").write_text(HEADER + _lesson("Shared lesson", session, "same trap", str(clone))
                                           + "\n" + _lesson(own, session, f"{own} trap", str(clone)))
        _git(clone, "add", "-A")
        assert _git(clone, "commit", "-qm", "lessons").returncode == 0
    assert _git(alice, "push", "-q", "origin", "HEAD:main").returncode == 0
    pulled = _git(bob, "pull", "--no-rebase", "-q", "origin", "main")
    assert pulled.returncode == 0 and "CONFLICT" not in pulled.stdout + pulled.stderr, pulled
    text = (bob / ".claude" / "rules" / "claude-distill" / "gotchas.md").read_text()
    assert "<<<<<<<" not in text
    doc = parse_document(text, kind="gotcha", scope="project")
    titles = [e.title for e in doc.entries]
    assert sorted(titles) == ["Alice's own", "Bob's own", "Shared lesson"], titles
    assert {e.fields["trap"] for e in doc.entries} == {"same trap", "Alice's own trap", "Bob's own trap"}
    assert all(e.fields["workaround"] == "not " + e.fields["trap"] for e in doc.entries)
    assert unreadable(text, "gotcha") == []


def test_without_union_the_same_files_conflict(tmp_path: Path) -> None:
    """The test above can fail: without the attributes file git stops at the conflict."""
    _origin, alice, bob = _clone_pair(tmp_path)
    for clone, own in ((alice, "A"), (bob, "B")):
        folder = clone / ".claude" / "rules" / "claude-distill"
        folder.mkdir(parents=True)
        (folder / "gotchas.md").write_text(HEADER + _lesson(own, "s", "t"))
        _git(clone, "add", "-A")
        _git(clone, "commit", "-qm", "lessons")
    _git(alice, "push", "-q", "origin", "HEAD:main")
    assert _git(bob, "pull", "--no-rebase", "-q", "origin", "main").returncode != 0


def test_memory_block_replaced_in_place_and_taken_out() -> None:
    old = "- [a memory](a.md) — the person's\n"
    one = memory_block.with_block(old, f"{memory_block.BEGIN}\nx\n{memory_block.END}\n")
    assert one.endswith(old) and one.startswith(memory_block.BEGIN) and one.count(memory_block.BEGIN) == 1
    two = memory_block.with_block(one, f"{memory_block.BEGIN}\ny\n{memory_block.END}\n")
    assert "y\n" in two and "x\n" not in two and two.endswith(old)
    assert memory_block.with_block(two, "") == old


def test_memory_index_follows_the_off_switches(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path)}
    index, _ = repo_files.memory_index(Path("/src/app"), env)
    assert index == tmp_path / ".claude" / "projects" / "-src-app" / "memory" / "MEMORY.md"
    assert repo_files.memory_index(Path("/src/app"), {**env, "CLAUDE_CODE_DISABLE_AUTO_MEMORY": "1"})[0] is None
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    linked, _ = repo_files.memory_index(tmp_path / "link", env)
    assert linked is not None and linked.parent.parent.name == repo_files.encode(str((tmp_path / "real").resolve()))


ORPHANED = (HEADER + _lesson("Shared lesson", "s-bob", "same trap") + "\n"
            + _lesson("Bob's own", "s-bob", "b").rstrip("\n") + "\n"
            + _lesson("Shared lesson", "s-alice", "same trap").split("\n", 1)[1] + "\n"
            + _lesson("Alice's own", "s-alice", "a"))


def test_a_repeat_left_under_another_lesson_is_read_as_the_repeat() -> None:
    """What git's union merge left in a real two-clone merge: the second copy's id
    line and fields under the block above, without its heading."""
    doc = parse_document(ORPHANED, kind="gotcha", scope="project")
    by_title = {e.title: e for e in doc.entries}
    assert sorted(by_title) == ["Alice's own", "Bob's own", "Shared lesson"]
    assert by_title["Bob's own"].fields["trap"] == "b"
    assert unreadable(ORPHANED, "gotcha") == []
    rendered = doc.render()
    assert rendered.count("**Trap:** same trap") == 1 and "Alice's own" in rendered


def test_the_next_write_repairs_a_conflicted_file_and_loses_nothing(home: Path, tmp_path: Path) -> None:
    from core.knowledge import files
    from core.knowledge.locations import target_file
    from core.store import db
    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    target = target_file("gotcha", "project", project)
    target.parent.mkdir(parents=True)
    notes = "\n## My own section\n\nkept as it is\n"
    target.write_text(CONFLICTED + notes)
    new = build(kind="gotcha", category="workflow", scope="project", title="A third lesson",
                  fields={"trap": "gamma"}, date="2026-12-01", project=str(project))
    conn = db.connect()
    try:
        files.write_entries([new], run_id=1, conn=conn, cfg=_Cfg())
    finally:
        conn.close()
    text = target.read_text()
    assert unreadable(text, "gotcha") == []
    assert all(word in text for word in ("alpha", "beta", "gamma", "kept as it is"))
    assert (target.parent / ".gitattributes").read_text() == repo_files.GITATTRIBUTES


class _Cfg:
    def get(self, key: str) -> object:
        return {"review": False, "budget.max_lines": 200, "budget.max_bytes": 16384}[key]


def test_init_brings_lessons_from_a_worktree_folder_of_earlier_versions(home: Path, tmp_path: Path) -> None:
    from core.knowledge import worktrees
    main = tmp_path / "app"
    main.mkdir()
    _git(main, "init", "-q", "-b", "main")
    (main / "README").write_text("x\n")
    _git(main, "add", "-A")
    _git(main, "commit", "-qm", "init")
    loose, kept = main / ".claude" / "worktrees" / "loose", tmp_path / "app-wt" / "kept"
    for wt in (loose, kept):
        assert _git(main, "worktree", "add", "-q", "-b", wt.name, str(wt)).returncode == 0
    old_loose = loose / ".claude" / "rules" / "claude-distill" / "gotchas.md"
    old_loose.parent.mkdir(parents=True)
    old_loose.write_text(HEADER + _lesson("Learned in a worktree", "s1", "delta"))
    old_kept = kept / ".claude" / "rules" / "claude-distill" / "gotchas.md"
    old_kept.parent.mkdir(parents=True)
    old_kept.write_text(HEADER + _lesson("Committed on a branch", "s2", "epsilon"))
    _git(kept, "add", "-A")
    _git(kept, "commit", "-qm", "lessons")
    brought = {b.old: b for b in worktrees.bring_in(main)}
    new = main / ".claude" / "rules" / "claude-distill" / "gotchas.md"
    assert brought[old_loose].entries == 1 and not brought[old_loose].left and not old_loose.exists()
    assert "committed" in brought[old_kept].left and old_kept.exists()
    assert "Learned in a worktree" in new.read_text() and "Committed on a branch" not in new.read_text()
    assert worktrees.bring_in(main)[0].old == old_kept  # a second run changes nothing


def test_the_worktree_block_follows_the_lessons_and_uninstall_takes_it_out(home: Path, tmp_path: Path) -> None:
    from core.knowledge import files
    from core.store import db
    main = tmp_path / "app"
    main.mkdir()
    _git(main, "init", "-q", "-b", "main")
    (main / "README").write_text("x\n")
    _git(main, "add", "-A")
    _git(main, "commit", "-qm", "init")
    env = {"HOME": str(home)}
    index, _ = repo_files.memory_index(main, env)
    assert index is not None
    index.parent.mkdir(parents=True)
    index.write_text("- [Claude's own memory](own.md)\n")
    conn = db.connect()

    def learn(title: str) -> None:
        e = build(kind="gotcha", category="workflow", scope="project", title=title,
                    fields={"trap": f"{title} trap"}, date="2026-12-01", project=str(main))
        files.write_entries([e], run_id=title, conn=conn, cfg=_Cfg())

    try:
        learn("Before any worktree")
        assert memory_block.BEGIN not in index.read_text()  # no worktree: the main checkout reads it once
        _git(main, "worktree", "add", "-q", "-b", "fix", str(tmp_path / "app-wt" / "fix"))
        learn("With a worktree")
    finally:
        conn.close()
    text = index.read_text()
    assert text.startswith(memory_block.BEGIN) and text.endswith("\n\n- [Claude's own memory](own.md)\n")
    assert "Before any worktree" in text and "With a worktree" in text and text.count(memory_block.BEGIN) == 1
    assert repo_files.remove_worktree_block(main, env) == index
    assert index.read_text() == "- [Claude's own memory](own.md)\n"


def test_commands_report_what_they_cannot_read(home: Path, tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import json

    from core.cli import main
    main_checkout = tmp_path / "app"
    main_checkout.mkdir()
    _git(main_checkout, "init", "-q", "-b", "main")
    (main_checkout / "README").write_text("x\n")
    _git(main_checkout, "add", "-A")
    _git(main_checkout, "commit", "-qm", "init")
    fix = tmp_path / "app-wt" / "fix"
    _git(main_checkout, "worktree", "add", "-q", "-b", "fix", str(fix))
    target = main_checkout / ".claude" / "rules" / "claude-distill" / "gotchas.md"
    target.parent.mkdir(parents=True)
    target.write_text(CONFLICTED)
    monkeypatch.chdir(fix)

    assert main(["entries", "check"]) == 1
    out = capsys.readouterr().out
    marks = [i + 1 for i, line in enumerate(CONFLICTED.splitlines()) if line[:7] in ("<<<<<<<", "=======", ">>>>>>>")]
    assert f"{target}:5: git conflict marker `<<<<<<<`" in out and f"{target}:{marks[2]}: git conflict" in out
    assert main(["entries", "check", "--json"]) == 1
    found = [f for f in json.loads(capsys.readouterr().out) if f.get("unreadable")]
    assert found[0]["file"] == str(target) and [u["line"] for u in found[0]["unreadable"]] == marks

    assert main(["entries", "list", "--scope", "project"]) == 0
    out, err = capsys.readouterr()
    assert "Alice's lesson" in out and "Bob's lesson" in out and "not fully read: line 5" in err

    assert main(["status", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["repository"]["linked_worktree"] is True and data["repository"]["checkout"] == str(fix)
    assert data["repository"]["project_lessons"] == str(target.parent)
    assert data["unreadable_files"][0]["file"] == str(target)
    assert main(["status"]) == 0
    out = capsys.readouterr().out
    assert "this folder is in a linked worktree" in out and "NOT fully read" in out
