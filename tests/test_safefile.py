"""Atomic edits: a dead writer's leftovers are cleared, content is never half-written."""
import os
from pathlib import Path

from core import safefile


def test_edit_replaces_content_and_keeps_a_backup(tmp_path):
    target = tmp_path / "gotchas.md"
    target.write_bytes(b"old\n")
    changed = safefile.edit(target, lambda old: old + b"new\n", lock_dir=tmp_path / "locks")
    assert changed
    assert target.read_bytes() == b"old\nnew\n"
    assert safefile.backup_path(target).read_bytes() == b"old\n"


def test_edit_that_changes_nothing_writes_nothing(tmp_path):
    target = tmp_path / "f"
    target.write_bytes(b"same")
    assert not safefile.edit(target, lambda old: old, lock_dir=tmp_path / "locks")
    assert not safefile.backup_path(target).exists()


def test_a_killed_writers_temporary_file_is_removed_on_the_next_edit(tmp_path):
    target = tmp_path / "gotchas.md"
    target.write_bytes(b"a\n")
    leftover = tmp_path / ".gotchas.md.k2j3h4.tmp"
    leftover.write_bytes(b"half")
    unrelated = tmp_path / ".other.md.x.tmp"
    unrelated.write_bytes(b"keep")
    safefile.edit(target, lambda old: old + b"b\n", lock_dir=tmp_path / "locks")
    assert not leftover.exists()
    assert unrelated.exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")) == [".other.md.x.tmp"]


def test_a_symlinked_file_stays_a_link(tmp_path):
    real = tmp_path / "dotfiles" / "bashrc"
    real.parent.mkdir()
    real.write_bytes(b"x\n")
    link = tmp_path / ".bashrc"
    link.symlink_to(real)
    safefile.edit(link, lambda old: old + b"y\n", lock_dir=tmp_path / "locks")
    assert link.is_symlink()
    assert real.read_bytes() == b"x\ny\n"


def test_mode_is_kept(tmp_path):
    target = tmp_path / "rc"
    target.write_bytes(b"x")
    os.chmod(target, 0o600)
    safefile.edit(target, lambda old: b"y", lock_dir=tmp_path / "locks")
    assert (target.stat().st_mode & 0o777) == 0o600


def test_a_backup_folder_keeps_the_backup_out_of_the_files_folder(tmp_path):
    target = tmp_path / "project" / ".claude" / "gotchas.md"
    target.parent.mkdir(parents=True)
    target.write_bytes(b"old\n")
    backups = tmp_path / "state" / "backups"
    assert safefile.edit(target, lambda old: old + b"new\n", lock_dir=tmp_path / "locks", backup_dir=backups)
    assert target.read_bytes() == b"old\nnew\n"
    assert sorted(p.name for p in target.parent.iterdir()) == ["gotchas.md"]
    kept = backups / f"{safefile.lock_key(str(target.absolute()))}-gotchas.md.bak"
    assert kept == safefile.backup_path(target, backups) and kept.read_bytes() == b"old\n"


KILLED_DURING_BACKUP = r"""
import os, sys, time
from pathlib import Path
from core import safefile
target, backups, locks, ready = (Path(a) for a in sys.argv[1:5])
real_replace = os.replace
def stalled_replace(src, dst, *a, **kw):
    if str(dst).endswith(".bak"):
        ready.touch()
        time.sleep(120)
    return real_replace(src, dst, *a, **kw)
os.replace = stalled_replace
safefile.edit(target, lambda old: old + b"second\n", lock_dir=locks, backup_dir=backups)
"""


def test_a_backup_temporary_left_by_a_kill_is_removed_on_the_next_edit(tmp_path):
    import subprocess
    import sys
    from tests.helpers_kill import kill_when_ready
    target = tmp_path / "project" / "gotchas.md"
    target.parent.mkdir(parents=True)
    target.write_bytes(b"first\n")
    backups, locks, ready = tmp_path / "backups", tmp_path / "locks", tmp_path / "ready"
    root = Path(__file__).resolve().parent.parent
    proc = subprocess.Popen([sys.executable, "-c", KILLED_DURING_BACKUP, str(target), str(backups), str(locks),
                             str(ready)], cwd=root, env=dict(os.environ, PYTHONPATH=str(root)))
    kill_when_ready(proc, ready, "the writer during the backup")
    assert [p.name for p in backups.iterdir() if p.name.endswith(".tmp")], "the kill left no temporary"
    assert target.read_bytes() == b"first\n"
    safefile.edit(target, lambda old: old + b"third\n", lock_dir=locks, backup_dir=backups)
    assert sorted(p.name for p in backups.iterdir()) == [safefile.backup_path(target, backups).name]
    assert target.read_bytes() == b"first\nthird\n"
