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


# --- the block in real shells: the shim folder leads only while the shim can run -------------

_PRINT_PATH = {"bash": ["bash", "--norc", "--noprofile", "-c"], "zsh": ["zsh", "-f", "-c"],
               "fish": ["fish", "--no-config", "-c"]}


def _path_after(shell: str, block_file: Path, start_path: str) -> list[str]:
    import shutil
    import subprocess
    if not shutil.which(shell):
        pytest.skip(f"{shell} is not installed")
    source = "source" if shell == "fish" else "."
    show = "string join : $PATH" if shell == "fish" else 'printf %s "$PATH"'
    proc = subprocess.run([*_PRINT_PATH[shell], f"{source} {block_file}; {show}"],
                          env={"PATH": start_path, "HOME": str(block_file.parent)}, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip().split(":")


@pytest.mark.parametrize("shell", rcfiles.SHELLS)
def test_the_shim_folder_leads_only_while_its_interpreter_is_there(shell: str, tmp_path: Path) -> None:
    """Issue 26: after `uv tool uninstall` every new shell found the shim first and stopped at its
    missing interpreter (exit 127). The block now leaves PATH to the real `claude` then, and takes
    the folder out even when the shell inherited it from a parent that read the block earlier."""
    shim = tmp_path / "shim bin"
    shim.mkdir()
    python = tmp_path / "venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.symlink_to("/bin/sh")
    (shim / "claude").symlink_to(python)
    block = tmp_path / "block"
    block.write_text(rcfiles.render_block(shell, str(shim), str(python)))
    inherited = f"{shim}:/usr/bin:{shim}/:/bin"
    assert _path_after(shell, block, "/usr/bin:/bin") == [str(shim), "/usr/bin", "/bin"]
    assert _path_after(shell, block, inherited) == [str(shim), "/usr/bin", "/bin"]
    python.unlink()  # the tool's environment is gone
    assert _path_after(shell, block, "/usr/bin:/bin") == ["/usr/bin", "/bin"]
    assert _path_after(shell, block, inherited) == ["/usr/bin", "/bin"]


def test_the_interpreter_is_read_back_from_either_preamble(tmp_path: Path) -> None:
    from core.setup import zipapp
    for python in ("/v/bin/python", "/a folder/it's/" + "x" * 130 + "/python"):
        app = tmp_path / "app.pyz"
        app.write_bytes(zipapp.preamble(python) + b"PK\x05\x06" + b"\0" * 18)
        assert zipapp.interpreter_of(app) == python
    assert zipapp.interpreter_of(tmp_path / "none") is None
