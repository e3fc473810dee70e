"""The `@` import block in CLAUDE.md: idempotent, reversible, respectful of hand-written lines."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.knowledge import imports


def files(folder: Path) -> list[Path]:
    return [folder / "knowledge.md", folder / "gotchas.md"]


def test_find_imports_follows_claude_code_rules():
    text = ("@a.md at start\nafter space @b.md\nmail a@c.md\n`@d.md` in span\n<!-- @e.md -->\n"
            "```\n@f.md\n```\n~~~\n@g.md\n~~~\n  @h/i.md\n``@j.md``\n")
    assert imports.find_imports(text) == ["a.md", "b.md", "h/i.md"]


def test_add_creates_and_is_idempotent(home):
    claude_md = home / ".claude" / "CLAUDE.md"
    assert imports.add_imports(claude_md, files(claude_md.parent)) is True
    text = claude_md.read_text()
    assert "@knowledge.md\n@gotchas.md" in text
    assert imports.add_imports(claude_md, files(claude_md.parent)) is False
    assert claude_md.read_text() == text
    assert imports.has_imports(claude_md, files(claude_md.parent))


def test_add_keeps_existing_text_and_remove_restores_it(home):
    claude_md = home / ".claude" / "CLAUDE.md"
    claude_md.parent.mkdir(parents=True)
    original = "# My rules\n\nAlways answer in haiku.\n"
    claude_md.write_text(original)
    imports.add_imports(claude_md, files(claude_md.parent))
    text = claude_md.read_text()
    assert text.startswith(original) and imports.BEGIN in text
    assert imports.remove_imports(claude_md) is True
    assert claude_md.read_text() == original
    assert imports.remove_imports(claude_md) is False


def test_hand_written_import_is_not_added_twice(home):
    claude_md = home / ".claude" / "CLAUDE.md"
    claude_md.parent.mkdir(parents=True)
    claude_md.write_text("Notes\n@~/.claude/gotchas.md\n")
    imports.add_imports(claude_md, files(claude_md.parent))
    text = claude_md.read_text()
    assert text.count("gotchas.md") == 1 and "@knowledge.md" in text
    imports.remove_imports(claude_md)
    assert claude_md.read_text() == "Notes\n@~/.claude/gotchas.md\n"


def test_import_in_code_span_does_not_count(home):
    claude_md = home / ".claude" / "CLAUDE.md"
    claude_md.parent.mkdir(parents=True)
    claude_md.write_text("Example: `@gotchas.md`\n")
    imports.add_imports(claude_md, files(claude_md.parent))
    assert "\n@gotchas.md\n" in claude_md.read_text()


def test_project_claude_md_uses_relative_paths(tmp_path):
    root = tmp_path / "proj with space"
    root.mkdir()
    imports.add_imports(root / "CLAUDE.md", [root / ".claude" / "knowledge.md", root / ".claude" / "gotchas.md"])
    text = (root / "CLAUDE.md").read_text()
    assert "@.claude/knowledge.md" in text and "@.claude/gotchas.md" in text
    assert [p.resolve() for p in imports.imported_files(root / "CLAUDE.md")] == \
        [(root / ".claude" / "knowledge.md").resolve(), (root / ".claude" / "gotchas.md").resolve()]


def test_paths_with_spaces_are_escaped(tmp_path):
    md = tmp_path / "CLAUDE.md"
    imports.add_imports(md, [tmp_path / "my notes" / "gotchas.md"])
    assert "@my\\ notes/gotchas.md" in md.read_text()
    assert imports.imported_files(md) == [tmp_path / "my notes" / "gotchas.md"]


def test_updating_the_block_when_files_change(home):
    claude_md = home / ".claude" / "CLAUDE.md"
    imports.add_imports(claude_md, [claude_md.parent / "gotchas.md"])
    imports.add_imports(claude_md, files(claude_md.parent))
    text = claude_md.read_text()
    assert text.count(imports.BEGIN) == 1 and "@knowledge.md" in text


def test_remove_deletes_a_claude_md_that_init_created(home):
    claude_md = home / ".claude" / "CLAUDE.md"
    assert imports.add_imports(claude_md, files(home / ".claude")[:1])
    assert imports.add_imports(claude_md, files(home / ".claude"))  # a second edit leaves a backup
    assert imports.recorded_claude_md() == [claude_md]
    assert imports.remove_imports(claude_md)
    assert not claude_md.exists()
    assert list((home / ".claude").iterdir()) == []
    assert imports.recorded_claude_md() == []


def test_a_created_claude_md_the_person_wrote_in_stays(home):
    claude_md = home / ".claude" / "CLAUDE.md"
    imports.add_imports(claude_md, files(home / ".claude"))
    claude_md.write_text("# my rules\n\n" + claude_md.read_text())
    assert imports.remove_imports(claude_md)
    assert claude_md.read_text() == "# my rules\n"


@pytest.mark.parametrize("original", [b"", b"\n", b"# mine\n", b"# mine"])
def test_a_claude_md_that_existed_survives_byte_identical(home, original):
    claude_md = home / ".claude" / "CLAUDE.md"
    claude_md.parent.mkdir()
    claude_md.write_bytes(original)
    imports.add_imports(claude_md, files(home / ".claude"))
    assert imports.remove_imports(claude_md)
    assert claude_md.read_bytes() == original
    assert not (home / ".claude" / "CLAUDE.md.claude-distill.bak").exists()


def test_a_claude_md_edited_since_only_loses_the_block(home):
    claude_md = home / ".claude" / "CLAUDE.md"
    claude_md.parent.mkdir()
    claude_md.write_bytes(b"# mine")
    imports.add_imports(claude_md, files(home / ".claude"))
    claude_md.write_text(claude_md.read_text() + "more\n")
    assert imports.remove_imports(claude_md)
    assert "claude-distill" not in claude_md.read_text() and "# mine" in claude_md.read_text()
    assert claude_md.read_text().endswith("more\n")


def test_the_loader_gives_back_a_file_it_replaced_and_keeps_one_the_person_changed(home):
    loader = imports.loader_path()
    loader.parent.mkdir(parents=True)
    loader.write_bytes(b"# a rules file of my own by this name\n")
    assert imports.install_loader(files(home / ".claude"))
    assert imports.install_loader(files(home / ".claude")) is False
    assert imports.remove_loader()
    assert loader.read_bytes() == b"# a rules file of my own by this name\n"

    loader.unlink()
    imports.install_loader(files(home / ".claude"))
    loader.write_text(loader.read_text() + "Also: be brief.\n")
    assert imports.remove_loader() is False and "be brief" in loader.read_text()


def test_loader_lines_never_depend_on_where_the_rules_folder_really_is(home, monkeypatch):
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", "/srv/claude config")
    text = imports.loader_text(files(Path("/srv/claude config")))
    assert imports.find_imports(text) == ["/srv/claude config/knowledge.md", "/srv/claude config/gotchas.md"]
    assert imports.loader_path() == Path("/srv/claude config/rules/claude-distill.md")
