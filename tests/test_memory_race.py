"""MEMORY.md is written by Claude Code, editors and `>>` as well as by us (issue 25 D):
no line of anyone else's is lost when they race our lesson block, and a kill -9
never leaves a torn file. The writers are real processes (bash and Python) in
tests/helpers_memory_writers.py; `ours-old` there writes the block the way it was
written before (core.safefile.edit) and loses lines in this same race."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from core import safefile, sharedfile
from core.knowledge.memory_block import BEGIN, END, others_part, with_block

ROOT = Path(__file__).resolve().parents[1]
PERSON = "".join(f"- person note {i}\n" for i in range(1, 21))


def _writer(kind: str, memory: Path, log: Path, seconds: float) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "tests.helpers_memory_writers", kind, str(memory), str(log),
                             str(seconds)], cwd=str(ROOT), stderr=subprocess.PIPE)


def _edit(memory: Path, block: str, state: Path) -> sharedfile.Edited:
    return sharedfile.edit(memory, lambda old: with_block((old or b"").decode(), block).encode(),
                           backup_dir=state / "backups", lock_dir=state / "locks",
                           others=lambda b: others_part(b.decode()).encode())


def _lost(memory: Path, log: Path) -> list[str]:
    have = set(memory.read_text().splitlines())
    return [line for line in log.read_text().splitlines() + PERSON.splitlines() if line not in have]


@pytest.mark.parametrize("kind", ["inplace", "rename", "append"])
def test_no_line_of_another_writer_is_lost_while_the_block_is_rewritten(tmp_path, kind):
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    ours = _writer("ours", memory, tmp_path / "ours.json", 4)
    theirs = _writer(kind, memory, tmp_path / "theirs.log", 4)
    assert theirs.wait(timeout=60) == 0 and ours.wait(timeout=60) == 0, ours.stderr.read() if ours.stderr else ""
    stats = json.loads((tmp_path / "ours.json").read_text())
    written = (tmp_path / "theirs.log").read_text().splitlines()
    assert len(written) > 30 and stats["written"] >= 3, (len(written), stats)  # both really wrote, many times
    assert _lost(memory, tmp_path / "theirs.log") == [], stats
    # Once they stop, the block is there once, at the top, and the others' lines follow untouched.
    block = f"{BEGIN}\n- lesson final\n{END}\n"
    _edit(memory, block, tmp_path)
    text = memory.read_text()
    assert text.startswith(block) and text.count(BEGIN) == 1 and text.count(END) == 1
    assert _lost(memory, tmp_path / "theirs.log") == []


def test_the_race_is_real_the_way_the_block_was_written_before_loses_lines(tmp_path):
    """The same race against core.safefile.edit (our lock only): the person's notes go."""
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    ours = _writer("ours-old", memory, tmp_path / "ours.json", 3)
    theirs = _writer("inplace", memory, tmp_path / "theirs.log", 3)
    assert theirs.wait(timeout=60) == 0 and ours.wait(timeout=60) == 0
    assert _lost(memory, tmp_path / "theirs.log")   # how many depends on the machine's load; one shows the race


def test_kill_9_while_writing_never_tears_the_file(tmp_path):
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    appender = _writer("append", memory, tmp_path / "theirs.log", 6)
    rng = random.Random(25)
    kills = 0
    while appender.poll() is None:
        ours = _writer("ours", memory, tmp_path / "ours.json", 30)
        time.sleep(0.1 + rng.random() * 0.3)
        os.kill(ours.pid, signal.SIGKILL)
        ours.wait(timeout=30)
        kills += 1
        text = memory.read_text()
        assert text.count(BEGIN) == text.count(END) <= 1, text[:500]
        if BEGIN in text:
            assert text.startswith(BEGIN) and text.index(END) > text.index(BEGIN)
    assert appender.wait(timeout=30) == 0 and kills >= 10
    assert _lost(memory, tmp_path / "theirs.log") == []
    _edit(memory, f"{BEGIN}\n- lesson\n{END}\n", tmp_path)
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]  # a dead writer's leftovers go


def test_a_file_half_rewritten_by_a_slow_save_is_not_taken_for_its_content(tmp_path):
    """A save that truncates, writes part, then the rest a moment later through the same
    descriptor: the block must not be written over the part as if it were the person's file."""
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    _edit(memory, f"{BEGIN}\n- lesson 1\n{END}\n", tmp_path)   # we have seen the 20 notes
    text = memory.read_text()
    fh = open(memory, "r+")
    fh.truncate(0)
    half = len(text) // 3
    fh.write(text[:half])   # a slow save: a third now, the rest in a moment
    fh.flush()

    def finish() -> None:
        time.sleep(0.15)
        fh.write(text[half:] + "- person note 21\n")
        fh.close()

    t = threading.Thread(target=finish)
    t.start()
    _edit(memory, f"{BEGIN}\n- lesson 2\n{END}\n", tmp_path)
    t.join()
    after = memory.read_text()
    assert after.startswith(f"{BEGIN}\n- lesson 2\n{END}\n")
    assert all(line in after.splitlines() for line in PERSON.splitlines() + ["- person note 21"])


def test_a_person_who_empties_the_file_is_obeyed_once_it_settles(tmp_path):
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    _edit(memory, f"{BEGIN}\n- lesson 1\n{END}\n", tmp_path)
    memory.write_text("")
    t0 = time.monotonic()
    _edit(memory, f"{BEGIN}\n- lesson 2\n{END}\n", tmp_path)
    assert memory.read_text() == f"{BEGIN}\n- lesson 2\n{END}\n"
    assert time.monotonic() - t0 >= sharedfile.SETTLE_S * 0.5   # it waited to see whether a write follows


def test_each_rewrite_keeps_a_backup_and_only_the_last_ten(tmp_path):
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    for i in range(12):
        before = memory.read_bytes()
        done = _edit(memory, f"{BEGIN}\n- lesson {i}\n{END}\n", tmp_path)
        assert done.changed and done.backup is not None and done.backup.read_bytes() == before
    kept = sharedfile.backups_of(memory, tmp_path / "backups")
    assert len(kept) == sharedfile.KEEP_BACKUPS
    assert kept[-1].read_bytes().startswith(f"{BEGIN}\n- lesson 10\n".encode())


def test_a_file_that_changed_before_the_swap_is_edited_again(tmp_path, monkeypatch):
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    real = safefile.temp_copy  # the seam every atomic write goes through
    calls = []

    def meanwhile(target: Path, data: bytes, mode: int) -> Path:
        if not calls:  # another program appends between our read and our swap
            with open(memory, "a") as fh:
                fh.write("- written meanwhile\n")
        calls.append(1)
        return real(target, data, mode)

    monkeypatch.setattr(safefile, "temp_copy", meanwhile)
    done = _edit(memory, f"{BEGIN}\n- lesson\n{END}\n", tmp_path)
    assert done.rounds == 2 and "- written meanwhile" in memory.read_text().splitlines()


def test_a_write_landing_between_check_and_swap_is_folded_back_in(tmp_path, monkeypatch):
    """The exchange leaves what was at the path in our hands: their line is put back."""
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    real = sharedfile._unchanged
    calls = []

    def then_a_rename(target: Path, seen: sharedfile.Seen) -> bool:
        ok = real(target, seen)
        if not calls:  # Claude Code renames its new version over the file right after our check
            tmp = memory.with_name("cc.tmp")
            tmp.write_text(memory.read_text() + "- saved by Claude\n")
            os.replace(tmp, memory)
        calls.append(1)
        return ok

    monkeypatch.setattr(sharedfile, "_unchanged", then_a_rename)
    done = _edit(memory, f"{BEGIN}\n- lesson\n{END}\n", tmp_path)
    text = memory.read_text()
    assert "- saved by Claude" in text.splitlines() and text.startswith(BEGIN) and text.count(BEGIN) == 1
    assert done.kept_aside is not None and b"- saved by Claude" in done.kept_aside.read_bytes()


def test_union_puts_their_new_lines_back_after_the_line_they_followed():
    base = b"a\nb\nc\n"
    theirs = b"a\nb\nnew\nc\nlast\n"
    current = b"a\nb\nc\nmine\n"
    assert sharedfile.union(base, theirs, current) == b"a\nb\nnew\nc\nlast\nmine\n"
    assert sharedfile.union(base, base, current) == current


def test_an_empty_file_just_truncated_is_waited_for_even_the_first_time(tmp_path):
    memory = tmp_path / "MEMORY.md"
    fh = open(memory, "w")   # truncated (created) just now, its content still to come

    def finish() -> None:
        time.sleep(0.15)
        fh.write(PERSON)
        fh.close()

    t = threading.Thread(target=finish)
    t.start()
    _edit(memory, f"{BEGIN}\n- lesson\n{END}\n", tmp_path)
    t.join()
    assert memory.read_text() == f"{BEGIN}\n- lesson\n{END}\n\n{PERSON}"


def test_without_the_exchange_a_write_into_the_old_file_in_the_gap_is_folded_back_in(tmp_path, monkeypatch):
    """Filesystems without RENAME_EXCHANGE: a plain rename, and the old inode watched
    through the descriptor it was read with."""
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    monkeypatch.setattr(sharedfile, "exchange", lambda a, b: False)
    real = sharedfile._unchanged
    editor = open(memory, "a")   # an editor holding the file open, saving right after our check

    def then_a_save(target: Path, seen: sharedfile.Seen) -> bool:
        ok = real(target, seen)
        if not editor.closed:
            editor.write("- saved in place\n")
            editor.close()
        return ok

    monkeypatch.setattr(sharedfile, "_unchanged", then_a_save)
    _edit(memory, f"{BEGIN}\n- lesson\n{END}\n", tmp_path)
    text = memory.read_text()
    assert "- saved in place" in text.splitlines() and text.startswith(BEGIN) and text.count(BEGIN) == 1


def test_a_save_that_truncated_just_before_the_swap_and_writes_late_is_folded_back_in(tmp_path, monkeypatch):
    """A `cat >` that opened (and truncated) the file right after our check, then was
    descheduled for a while before writing: its content lands in the inode we swapped
    out, and must be waited for there, not taken as empty."""
    memory = tmp_path / "MEMORY.md"
    memory.write_text(PERSON)
    real = sharedfile._unchanged
    late: list[threading.Thread] = []

    def then_a_slow_save(target: Path, seen: sharedfile.Seen) -> bool:
        ok = real(target, seen)
        if not late:
            text = memory.read_text()
            fh = open(memory, "w")   # truncates the inode about to be swapped out

            def finish() -> None:
                time.sleep(0.15)
                fh.write(text + "- saved late\n")
                fh.close()

            late.append(threading.Thread(target=finish))
            late[0].start()
        return ok

    monkeypatch.setattr(sharedfile, "_unchanged", then_a_slow_save)
    _edit(memory, f"{BEGIN}\n- lesson\n{END}\n", tmp_path)
    late[0].join()
    text = memory.read_text()
    assert all(line in text.splitlines() for line in PERSON.splitlines() + ["- saved late"]), text


def test_a_missing_file_and_folder_are_created(tmp_path):
    memory = tmp_path / "projects" / "-x" / "memory" / "MEMORY.md"
    done = _edit(memory, f"{BEGIN}\n- lesson\n{END}\n", tmp_path)
    assert done.changed and done.backup is None and memory.read_text() == f"{BEGIN}\n- lesson\n{END}\n"


def test_a_version_a_killed_writer_displaced_keeps_the_line_written_into_it(tmp_path):
    """Killed right after its swap, a writer of ours leaves the version it displaced under its temporary name,
    holding a line another writer appended in that moment: the next edit folds that line in, then removes the
    leftover (the kill -9 test above meets this only under load)."""
    memory = tmp_path / "MEMORY.md"
    memory.write_text(f"{BEGIN}\n- lesson 1\n{END}\n" + PERSON)   # ours, swapped in
    leftover = tmp_path / ".MEMORY.md.dead1234.tmp"
    leftover.write_text(PERSON + "- appended note 87\n")            # the displaced version, appended to
    _edit(memory, f"{BEGIN}\n- lesson 2\n{END}\n", tmp_path)
    text = memory.read_text()
    assert "- appended note 87" in text.splitlines() and all(line in text for line in PERSON.splitlines())
    assert text.startswith(f"{BEGIN}\n- lesson 2\n{END}\n") and text.count("- person note 1\n") == 1
    assert not leftover.exists()
