"""Which transcripts and byte ranges belong to one claude process."""
from __future__ import annotations

import json
import os
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path

import pytest

from shim import locate

CWD = "/home/dev/proj"


def stamp(t: float) -> str:
    return datetime.fromtimestamp(t, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def write(folder: Path, sid: str, t: float, clear: bool = False, cwd: str = CWD) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{sid}.jsonl"
    recs = []
    if clear:
        recs += [{"type": "mode", "mode": "normal", "sessionId": sid},
                 {"type": "user", "timestamp": stamp(t), "cwd": cwd, "sessionId": sid,
                  "message": {"content": "<command-name>/clear</command-name>"}}]
    recs.append({"type": "user", "timestamp": stamp(t), "cwd": cwd, "sessionId": sid, "message": {"content": "x"}})
    with open(path, "a") as fh:
        for r in recs:
            fh.write(json.dumps(r) + "\n")
    os.utime(path, (t, t))
    return path


@pytest.fixture
def projects(tmp_path: Path) -> Path:
    return tmp_path / "projects"


def folder(projects: Path, cwd: str = CWD) -> Path:
    return projects / locate.encode_folder(cwd)


def call(projects, **kw):
    base = dict(pid=100, started=1000.0, ended=2000.0, session_ids=[], argv_ids=[], snapshot={}, cwd=None,
                others=[])
    base.update(kw)
    return locate.locate(str(projects), **base)


def test_encode_folder() -> None:
    assert locate.encode_folder("/home/dev/my.proj_v1.2/sub dir") == "-home-dev-my-proj-v1-2-sub-dir"
    assert locate.encode_folder("/x/ünï-код") == "-x--n-----"
    assert locate.encode_folder("emoji😀x") == "emoji--x"


def test_ids_from_argv() -> None:
    sid = str(uuid.uuid4())
    assert locate.ids_from_argv(["--resume", sid, "-p", "x"]) == [sid]
    assert locate.ids_from_argv([f"--session-id={sid}"]) == [sid]
    assert locate.ids_from_argv(["-r", "not-a-uuid"]) == []
    assert locate.ids_from_argv(["--", "--resume", sid]) == []


def test_wants_old_transcript() -> None:
    assert locate.wants_old_transcript(["-c"]) and locate.wants_old_transcript(["--resume", "x"])
    assert locate.wants_old_transcript(["-pc", "hi"])
    assert not locate.wants_old_transcript(["-p", "hi"]) and not locate.wants_old_transcript(["--", "-c"])


def test_owned_session_id_checks_pid_and_proc_start() -> None:
    sid = str(uuid.uuid4())
    assert locate.owned_session_id({"pid": 7, "sessionId": sid, "procStart": "55"}, 7, "55") == sid
    assert locate.owned_session_id({"pid": 7, "sessionId": sid, "procStart": "54"}, 7, "55") is None
    assert locate.owned_session_id({"pid": 8, "sessionId": sid}, 7, "55") is None


def test_seen_ids_are_found_by_name(projects) -> None:
    a, b = str(uuid.uuid4()), str(uuid.uuid4())
    pa, pb = write(folder(projects), a, 1100), write(folder(projects), b, 1500)
    found = call(projects, session_ids=[a, b])
    assert [(f.session_id, f.transcript, f.start, f.end) for f in found] == [
        (a, str(pa), 0, pa.stat().st_size), (b, str(pb), 0, pb.stat().st_size)]


def test_resume_gives_only_appended_bytes(projects) -> None:
    sid = str(uuid.uuid4())
    path = write(folder(projects), sid, 500)
    before = path.stat().st_size
    write(folder(projects), sid, 1200)
    found = call(projects, session_ids=[sid], snapshot={str(path): before})
    assert [(f.start, f.end) for f in found] == [(before, path.stat().st_size)]


def test_resume_without_snapshot_falls_back_to_timestamps(projects) -> None:
    sid = str(uuid.uuid4())
    path = write(folder(projects), sid, 500)
    before = path.stat().st_size
    write(folder(projects), sid, 1200)
    assert [(f.start) for f in call(projects, session_ids=[sid])] == [before]


def test_untouched_resumed_file_gives_nothing(projects) -> None:
    sid = str(uuid.uuid4())
    path = write(folder(projects), sid, 500)
    assert call(projects, argv_ids=[sid], snapshot={str(path): path.stat().st_size}) == []


def test_quick_clear_found_by_second_source(projects) -> None:
    a, missed, c = (str(uuid.uuid4()) for _ in range(3))
    write(folder(projects), a, 1100)
    write(folder(projects), missed, 1200, clear=True)
    write(folder(projects), c, 1300, clear=True)
    found = call(projects, session_ids=[a, c], cwd=CWD)
    assert [f.session_id for f in found] == [a, missed, c]
    assert found[1].source == "second-source"


def test_second_source_skips_files_outside_the_lifetime_or_without_clear(projects) -> None:
    a = str(uuid.uuid4())
    write(folder(projects), a, 1100)
    write(folder(projects), str(uuid.uuid4()), 2500, clear=True)  # after our exit
    write(folder(projects), str(uuid.uuid4()), 1200)  # a new session, but not from a /clear
    assert [f.session_id for f in call(projects, session_ids=[a], cwd=CWD)] == [a]


def test_second_source_never_takes_another_process_file(projects) -> None:
    a, theirs = str(uuid.uuid4()), str(uuid.uuid4())
    write(folder(projects), a, 1100)
    write(folder(projects), theirs, 1200, clear=True)
    other = locate.Other(200, "/elsewhere", {theirs}, 1000, 2000)
    assert [f.session_id for f in call(projects, session_ids=[a], cwd=CWD, others=[other])] == [a]
    assert [f.session_id for f in call(projects, session_ids=[a], cwd=CWD,
                                       claimed_elsewhere={theirs})] == [a]


def test_late_snapshot_leaves_out_files_changed_since_the_start(projects) -> None:
    """A watcher scheduled after claude began writing must not count those bytes as old."""
    old, new = write(folder(projects), str(uuid.uuid4()), 900), write(folder(projects), str(uuid.uuid4()), 1100)
    assert locate.snapshot_sizes(str(projects), unchanged_since=1000.0) == {str(old): old.stat().st_size}
    assert set(locate.snapshot_sizes(str(projects))) == {str(old), str(new)}
    sid = new.stem
    found = call(projects, session_ids=[sid], snapshot=locate.snapshot_sizes(str(projects), unchanged_since=1000.0))
    assert [(f.start, f.end) for f in found] == [(0, new.stat().st_size)]


def test_continued_file_found_when_polling_missed_its_id(projects) -> None:
    """`--continue` first shows a fresh id, then the resumed one; if only the fresh one was
    seen, the grown file is still ours although the session before recorded its id."""
    fresh, resumed = str(uuid.uuid4()), str(uuid.uuid4())
    path = write(folder(projects), resumed, 900)
    before = path.stat().st_size
    write(folder(projects), resumed, 1200)
    kw = dict(session_ids=[fresh], cwd=CWD, snapshot={str(path): before}, claimed_elsewhere={resumed})
    found = call(projects, claimed_alongside=set(), **kw)
    assert [(f.session_id, f.start, f.end, f.source) for f in found] == [
        (resumed, before, path.stat().st_size, "second-source")]
    # A session that was still running when we started could have written it: left to the sweep.
    assert call(projects, claimed_alongside={resumed}, **kw) == []


def test_second_source_stands_down_when_another_claude_shares_the_folder(projects) -> None:
    a, unknown = str(uuid.uuid4()), str(uuid.uuid4())
    write(folder(projects), a, 1100)
    write(folder(projects), unknown, 1200, clear=True)
    other = locate.Other(200, CWD, set(), 1150, 1250)
    assert [f.session_id for f in call(projects, session_ids=[a], cwd=CWD, others=[other])] == [a]


def test_nothing_seen_at_all_uses_the_cwd_folder(projects) -> None:
    sid = str(uuid.uuid4())
    write(folder(projects), sid, 1100)
    write(folder(projects, "/other"), str(uuid.uuid4()), 1100, cwd="/other")
    assert [f.session_id for f in call(projects, cwd=CWD)] == [sid]


def test_session_watch_reads_only_its_own_live_file(tmp_path: Path) -> None:
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    pid = os.getpid()
    start = locate.proc_start(pid)
    sid = str(uuid.uuid4())
    watch = locate.SessionWatch(str(sessions), pid, start)
    (sessions / f"{pid}.json").write_text(json.dumps({"pid": pid, "sessionId": sid, "procStart": "1"}))
    watch.poll()
    assert watch.session_ids == []  # stale: another process had this pid before
    (sessions / f"{pid}.json").write_text(json.dumps({"pid": pid, "sessionId": sid, "procStart": start,
                                                      "cwd": "/w"}))
    time.sleep(0.01)
    os.utime(sessions / f"{pid}.json")
    watch.poll()
    assert watch.session_ids == [sid] and watch.cwd == "/w"
    ppid = os.getppid()
    other_sid = str(uuid.uuid4())
    (sessions / f"{ppid}.json").write_text(json.dumps({"pid": ppid, "sessionId": other_sid,
                                                       "procStart": locate.proc_start(ppid), "cwd": "/w"}))
    (sessions / "999999999.json").write_text(json.dumps({"pid": 999999999, "sessionId": str(uuid.uuid4())}))
    watch.poll()
    assert set(watch.others) == {ppid} and watch.others[ppid].session_ids == {other_sid}
