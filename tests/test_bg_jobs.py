"""Reading Claude Code's background-session state files (`jobs/<short>/state.json`),
on files recorded from the real Claude Code 2.1.332 (tests/fixtures/claude-jobs)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from agents import jobs
from shim import passthrough

FIXTURES = Path(__file__).parent / "fixtures" / "claude-jobs"


def test_a_working_session_is_active() -> None:
    job = jobs.read_job(str(FIXTURES / "active"))
    assert job is not None
    assert (job.tempo, job.state, job.idle, job.ended) == ("active", "working", False, False)
    assert job.session_id == "92b57387-a628-4d1e-af34-b22ef7b40335"
    assert job.transcript is None  # not known until the session writes
    assert job.created_at is not None and job.updated_at is not None


def test_an_idle_session_names_its_transcript() -> None:
    job = jobs.read_job(str(FIXTURES / "idle"))
    assert job is not None
    assert job.idle and not job.ended
    assert job.session_id == "ca79f3b9-d009-428f-8b00-2bcf60f9b9f3"
    assert job.transcript is not None and job.transcript.endswith(f"/{job.session_id}.jsonl")
    assert job.cwd == "/tmp/bgm/r2/proj"
    assert job.short == "idle"  # the folder's name


def test_a_stopped_session_has_ended() -> None:
    job = jobs.read_job(str(FIXTURES / "stopped"))
    assert job is not None and job.ended and job.idle


def test_a_session_resumed_as_a_copy_is_its_own_job() -> None:
    job = jobs.read_job(str(FIXTURES / "resumed-copy"))
    assert job is not None and job.idle
    assert job.session_id == "ebe3fa7e-d68c-4904-8e1d-fa09156a93fd"


def test_the_jobs_folder(tmp_path: Path) -> None:
    shutil.copytree(FIXTURES, tmp_path / "jobs")
    (tmp_path / "jobs" / "broken").mkdir()
    (tmp_path / "jobs" / "broken" / "state.json").write_text("{not json")
    listed = jobs.list_jobs(str(tmp_path / "jobs"))
    assert sorted(j.short for j in listed) == ["active", "idle", "resumed-copy", "stopped"]  # not pins.json
    assert jobs.idle_session_ids(str(tmp_path / "jobs")) == {
        "ca79f3b9-d009-428f-8b00-2bcf60f9b9f3", "ebe3fa7e-d68c-4904-8e1d-fa09156a93fd"}
    assert jobs.list_jobs(str(tmp_path / "missing")) == []


@pytest.mark.parametrize("data", [None, [], "idle", 3])
def test_anything_but_an_object_is_no_job(data: object) -> None:
    assert jobs.parse_state("x", data) is None


@pytest.mark.parametrize("args", [("--bg", "fix it"), ("--model", "opus", "--background", "x"), ("--bg=1",)])
def test_a_background_call_is_followed_not_watched(args: tuple[str, ...]) -> None:
    assert passthrough.reason([a.encode() for a in args], {}) == passthrough.BACKGROUND
    assert passthrough.reason([a.encode() for a in args], {b"CLAUDE_DISTILL_INSIDE": b"1"}) != passthrough.BACKGROUND
