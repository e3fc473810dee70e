"""The PATH block as text: one per file, replaced in place, removed exactly."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.setup import rcfiles

SHIM = "/home/u/.local/share/claude-distill/bin"


@pytest.mark.parametrize("shell", rcfiles.SHELLS)
def test_block_is_fenced_and_names_the_folder(shell: str) -> None:
    block = rcfiles.render_block(shell, SHIM)
    lines = block.splitlines()
    assert lines[0] == rcfiles.BEGIN and lines[-1] == rcfiles.END
    assert block.endswith("\n")
    assert SHIM in block


def test_quoting_survives_awkward_folder_names() -> None:
    odd = "/tmp/it's a $dir"
    assert rcfiles.sh_quote(odd) == "'/tmp/it'\\''s a $dir'"
    assert rcfiles.fish_quote(odd) == "'/tmp/it\\'s a $dir'"
    assert rcfiles.fish_quote("a\\b") == "'a\\\\b'"


@pytest.mark.parametrize("original", ["", "export A=1\n", "export A=1", "# only\n\n\n"])
def test_insert_then_remove_gives_back_the_original(original: str) -> None:
    block = rcfiles.render_block("bash", SHIM)
    added = rcfiles.upsert_block(original, block)
    assert added.endswith(block)
    assert rcfiles.remove_block(added) == (original if original.endswith("\n") or not original
                                           else original + "\n")


def test_insert_is_idempotent() -> None:
    block = rcfiles.render_block("zsh", SHIM)
    once = rcfiles.upsert_block("a\n", block)
    assert rcfiles.upsert_block(once, block) == once


def test_existing_block_is_replaced_where_it_stands() -> None:
    old = rcfiles.render_block("bash", "/old/bin")
    text = "before\n" + old + "after\n"
    new = rcfiles.upsert_block(text, rcfiles.render_block("bash", SHIM))
    assert new == "before\n" + rcfiles.render_block("bash", SHIM) + "after\n"


def test_duplicate_blocks_collapse_to_one() -> None:
    b = rcfiles.render_block("bash", "/old/bin")
    text = "a\n\n" + b + "b\n\n" + b + "c\n"
    new = rcfiles.upsert_block(text, rcfiles.render_block("bash", SHIM))
    assert len(rcfiles.find_blocks(new)) == 1
    assert new == "a\n\n" + rcfiles.render_block("bash", SHIM) + "b\nc\n"


def test_user_lines_around_the_block_survive_removal() -> None:
    text = "x=1\n\n" + rcfiles.render_block("bash", SHIM) + "y=2\n"
    assert rcfiles.remove_block(text) == "x=1\ny=2\n"


@pytest.mark.parametrize("text", [rcfiles.BEGIN + "\nfoo\n", "foo\n" + rcfiles.END + "\n",
                                  rcfiles.BEGIN + "\n" + rcfiles.BEGIN + "\n" + rcfiles.END + "\n"])
def test_damaged_markers_are_refused(text: str) -> None:
    with pytest.raises(rcfiles.DamagedBlock):
        rcfiles.upsert_block(text, rcfiles.render_block("bash", SHIM))
    with pytest.raises(rcfiles.DamagedBlock):
        rcfiles.remove_block(text)


def test_non_utf8_bytes_round_trip() -> None:
    raw = b"echo \xff\xfe\n"
    text = rcfiles.decode(raw)
    assert text is not None
    added = rcfiles.upsert_block(text, rcfiles.render_block("bash", SHIM))
    assert rcfiles.encode(rcfiles.remove_block(added)) == raw


def test_bash_uses_the_login_file_bash_reads() -> None:
    home = Path("/h")
    pick = lambda existing: [t.path.name for t in rcfiles.choose_files("bash", home=home, existing=existing)]
    assert pick({".profile", ".bashrc"}) == [".profile", ".bashrc"]
    assert pick({".bash_profile", ".profile"}) == [".bash_profile", ".bashrc"]
    assert pick({".bash_login", ".profile"}) == [".bash_login", ".bashrc"]
    assert pick(set()) == [".profile", ".bashrc"]  # never a new .bash_profile


def test_zsh_adds_zprofile_only_under_path_helper() -> None:
    home = Path("/h")
    plain = rcfiles.choose_files("zsh", home=home, existing=set())
    assert [t.path.name for t in plain] == [".zshenv", ".zshrc"]
    mac = rcfiles.choose_files("zsh", home=home, existing=set(), path_helper=True)
    assert [t.path.name for t in mac] == [".zshenv", ".zprofile", ".zshrc"]
    z = rcfiles.choose_files("zsh", home=home, existing=set(), zdotdir=Path("/z"))
    assert all(t.path.parent == Path("/z") for t in z)


def test_fish_gets_its_own_conf_d_file() -> None:
    (t,) = rcfiles.choose_files("fish", home=Path("/h"), existing=set())
    assert t.path == Path("/h/.config/fish/conf.d/claude-distill.fish")


def test_manual_lines() -> None:
    assert rcfiles.manual_line("bash", SHIM) == f"export PATH='{SHIM}':\"$PATH\""
    assert rcfiles.manual_line("fish", SHIM) == f"set -gx PATH '{SHIM}' $PATH"


HOME = "/home/u"


@pytest.mark.parametrize("shell,text", [
    ("bash", rcfiles.manual_line("bash", SHIM) + "\n"),
    ("fish", rcfiles.manual_line("fish", SHIM) + "\n"),
    ("fish", f"fish_add_path {SHIM}\n"),
    ("fish", "fish_add_path --path ~/.local/share/claude-distill/bin/\n"),
    ("fish", "set -U fish_user_paths $HOME/.local/share/claude-distill/bin $fish_user_paths\n"),
    ("zsh", "path=(~/.local/share/claude-distill/bin $path)\n"),
    ("zsh", 'path=("$HOME/.local/share/claude-distill/bin/" $path)\n'),
    ("bash", 'export PATH="${HOME}/.local/share/claude-distill/bin:$PATH"\n'),
    ("bash", "PATH=~/.local/share/claude-distill/bin/:$PATH  # mine\nexport PATH\n"),
    ("bash", f"export PATH=/opt/x:$PATH\nexport PATH={SHIM}:$PATH\nexport PATH=$PATH:/opt/y\n"),
])
def test_a_hand_written_line_that_puts_the_shim_first_counts(shell: str, text: str) -> None:
    assert rcfiles.leads_path(text, shell, SHIM, HOME)


@pytest.mark.parametrize("shell,text", [
    ("bash", ""),
    ("bash", "# " + rcfiles.manual_line("bash", SHIM) + "\n"),
    ("bash", rcfiles.manual_line("bash", SHIM) + "\nexport PATH=/opt/x:$PATH\n"),
    ("bash", f"export PATH=$PATH:{SHIM}\n"),
    ("bash", f"export PATH={SHIM}x:$PATH\n"),
    ("bash", 'export PATH="$OTHER/.local/share/claude-distill/bin:$PATH"\n'),
    ("fish", f"fish_add_path -a {SHIM}\n"),
    ("fish", f"set -a PATH {SHIM}\n"),
    ("zsh", f"path=($path {SHIM})\n"),
])
def test_lines_that_do_not_put_the_shim_first_do_not_count(shell: str, text: str) -> None:
    assert not rcfiles.leads_path(text, shell, SHIM, HOME)
