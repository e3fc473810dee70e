"""The background-session follower, driven one step at a time over a jobs
folder laid out like Claude Code's: each idle hands off only what is new, a
copied history is left out, the distiller's own folders and a job another
follower holds are left alone, and `wait` is held only while there is work."""
from __future__ import annotations

import json
import os
import time
from datetime import datetime, timezone
from pathlib import Path

import pytest

from core import paths
from core.store import db
from shim import bgfollow

SID = "ca79f3b9-d009-428f-8b00-2bcf60f9b9f3"


def _stamp(t: float) -> str:
    return datetime.fromtimestamp(t, timezone.utc).isoformat().replace("+00:00", "Z")


def _record(text: str, t: float) -> bytes:
    return (json.dumps({"type": "user", "sessionId": SID, "timestamp": _stamp(t), "cwd": "/p",
                        "message": {"role": "user", "content": text}}) + "\n").encode()


class Layout:
    def __init__(self, tmp: Path):
        self.env = {os.fsencode(k): os.fsencode(v) for k, v in os.environ.items()}
        self.claude = Path(os.environ["HOME"]) / ".claude"
        self.jobs = self.claude / "jobs"
        self.transcript = self.claude / "projects" / "-p" / f"{SID}.jsonl"
        self.transcript.parent.mkdir(parents=True)
        self.pending = tmp / "pending"
        self.handed: list[list[int]] = []
        self.alive(True)

    def alive(self, yes: bool) -> None:
        """The session's process, as Claude Code records it: this test's own pid."""
        from shim.locate import proc_start
        sessions = self.claude / "sessions"
        sessions.mkdir(parents=True, exist_ok=True)
        own = sessions / f"{os.getpid()}.json"
        if yes:
            own.write_text(json.dumps({"pid": os.getpid(), "sessionId": SID, "procStart": proc_start(os.getpid())}))
        else:
            own.unlink()

    def job(self, tempo: str, *, short: str = "ca79f3b9", cwd: str = "/p", created: float | None = None) -> None:
        folder = self.jobs / short
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "state.json").write_text(json.dumps({
            "state": "working", "tempo": tempo, "sessionId": SID, "cwd": cwd,
            "linkScanPath": str(self.transcript), "createdAt": _stamp(created or time.time())}))

    def write(self, *records: bytes) -> int:
        with open(self.transcript, "ab") as fh:
            fh.writelines(records)
        return self.transcript.stat().st_size

    def follower(self, **kw: object) -> bgfollow.Follower:
        return bgfollow.Follower(self.env, 4242, time.time() - 1, set(), str(self.jobs), str(self.pending), None,
                                 **kw)  # type: ignore[arg-type]

    def ranges(self) -> list[tuple[int, int, str]]:
        conn = db.connect(paths.state_db())
        try:
            return [(r["start_offset"], r["end_offset"], r["via"]) for r in conn.execute(
                "SELECT h.start_offset, h.end_offset, s.via FROM handoffs h JOIN sessions s "
                "ON s.id = h.session_row ORDER BY h.id")]
        finally:
            conn.close()

    def waiting(self) -> bool:
        return any(not n.startswith(".") for n in os.listdir(self.pending)) if self.pending.exists() else False


@pytest.fixture
def lay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Layout:
    layout = Layout(tmp_path)
    monkeypatch.setattr(bgfollow.detached, "hand_off", lambda ids: layout.handed.append(ids))
    return layout


def test_each_idle_hands_off_only_what_is_new(lay: Layout) -> None:
    now = time.time()
    lay.job("active")
    first = lay.write(_record("check tomli_w", now), _record("done", now))
    f = lay.follower()
    assert f.step(time.time()) and lay.waiting()  # working: `wait` waits
    assert lay.ranges() == []
    lay.job("idle")
    assert f.step(time.time())
    assert lay.ranges() == [(0, first, "bg")] and len(lay.handed) == 1
    assert not lay.waiting()  # idle: nothing for `wait` to wait for
    assert f.step(time.time()) and len(lay.handed) == 1  # still idle: nothing again
    lay.job("active")  # resumed (`claude attach`)
    second = lay.write(_record("again", time.time()))
    assert f.step(time.time()) and lay.waiting()
    lay.job("idle")
    f.step(time.time())
    assert lay.ranges() == [(0, first, "bg"), (first, second, "bg")]
    f.close()


def test_a_copied_history_is_left_out(lay: Layout) -> None:
    old = time.time() - 86400
    copied = lay.write(_record("old prompt", old), _record("old answer", old))
    end = lay.write(_record("new prompt", time.time()))
    lay.job("idle", created=time.time() - 0.5)
    f = lay.follower()
    f.step(time.time())
    assert lay.ranges() == [(copied, end, "bg")]
    f.close()


def test_blocked_on_a_person_counts_as_not_working(lay: Layout) -> None:
    """`/background` leaves a job `blocked` until someone sends it a prompt."""
    lay.job("blocked")
    f = lay.follower()
    assert f.step(time.time())
    assert not lay.waiting() and lay.ranges() == []  # no transcript yet: nothing to hand off
    f.close()


def test_the_distillers_own_folder_is_never_followed(lay: Layout) -> None:
    lay.write(_record("x", time.time()))
    lay.job("idle", cwd="/tmp/claude-distill-abcd1234")
    f = lay.follower(find_seconds=0.0)
    assert not f.step(time.time())
    assert lay.ranges() == [] and not f.tracked


def test_one_follower_per_job(lay: Layout) -> None:
    lay.job("active")
    first, second = lay.follower(), lay.follower()
    first.step(time.time())
    second.step(time.time())
    assert list(first.tracked) == ["ca79f3b9"] and second.tracked == {}
    first.close()
    second.close()


def test_a_session_whose_process_has_gone_is_followed_no_longer(lay: Layout) -> None:
    lay.job("active")
    end = lay.write(_record("x", time.time()))
    f = lay.follower()
    f.step(time.time())
    lay.alive(False)  # the daemon was stopped
    lay.job("idle")
    assert not f.step(time.time())
    assert lay.ranges() == [(0, end, "bg")] and f.tracked == {}


def test_a_follower_gives_up_when_no_job_appears(lay: Layout) -> None:
    f = bgfollow.Follower(lay.env, 4242, time.time() - 120, set(), str(lay.jobs), str(lay.pending), None)
    assert not f.step(time.time()) and not lay.waiting()


def test_a_forks_copied_history_is_found_by_its_uuids(tmp_path: Path) -> None:
    """`/fork` copies the parent's records, uuids and all, re-stamped moments later."""
    def rec(uuid: str) -> bytes:
        return (json.dumps({"type": "user", "uuid": uuid, "message": {"content": "x"}}) + "\n").encode()
    a, b, c = (f"{n}0000000-0000-0000-0000-000000000000" for n in "abc")
    (tmp_path / "parent.jsonl").write_bytes(rec(a) + rec(b))
    meta = b'{"type":"ai-title","aiTitle":"t"}\n'
    (tmp_path / "fork.jsonl").write_bytes(meta + rec(a) + rec(b) + rec(c))
    assert bgfollow.copied_until(str(tmp_path / "fork.jsonl")) == len(meta + rec(a) + rec(b))
    (tmp_path / "parent.jsonl").unlink()
    assert bgfollow.copied_until(str(tmp_path / "fork.jsonl")) == 0


def test_a_bg_call_that_made_no_job_is_not_waited_for_long(lay: Layout) -> None:
    gone = bgfollow.Follower(lay.env, 999999, time.time(), set(), str(lay.jobs), str(lay.pending), None,
                             client_ticks="1")
    assert gone.step(time.time())  # the call just exited: still looking
    assert not gone.step(time.time() + bgfollow.CLIENT_GRACE_SECONDS + 1)
