"""`analyze` on a file that is not a transcript: one line, non-zero, nothing recorded."""
from __future__ import annotations

import pytest

from core import cli, paths


@pytest.mark.parametrize("content", [b"root:x:0:0:root:/root:/bin/bash\n", b"[1, 2]\n", b'{"no_type": 1}\n'])
def test_a_file_that_is_not_a_transcript_is_refused(home, tmp_path, capsys, content):
    path = tmp_path / "not-a-transcript.jsonl"
    path.write_bytes(content)
    code = cli.main(["analyze", "--transcript", str(path), "--backend", "offline"])
    err = capsys.readouterr().err
    assert code == 1  # a file that cannot be used: the command failed (issue 26: one status for bad transcripts)
    assert err.count("\n") == 1 and err.startswith("claude-distill:") and "not a Claude Code transcript" in err
    assert not paths.state_db().exists()  # refused before anything was recorded


def test_an_empty_or_half_written_transcript_is_accepted(home, tmp_path, capsys):
    path = tmp_path / "s.jsonl"
    path.write_bytes(b'{"type":"user","message":{"role":"user","content":"hi"}}\n{"type":"assi')
    code = cli.main(["analyze", "--transcript", str(path), "--backend", "offline", "--dry-run"])
    assert code == 0, capsys.readouterr()


def test_a_folder_given_as_transcript_is_named_a_folder(home, tmp_path, capsys):
    code = cli.main(["analyze", "--transcript", str(tmp_path), "--backend", "offline"])
    err = capsys.readouterr().err
    assert code == 1 and err == f"claude-distill: {tmp_path} is a directory; --transcript takes one transcript file (.jsonl)\n"


def test_a_line_nested_too_deeply_is_skipped_with_a_note(home, tmp_path, capsys):
    """200,000 levels of nesting make the JSON parser give up; the rest of the session is analysed."""
    from tests.helpers_transcripts import EN

    lines = EN.read_bytes().splitlines(keepends=True)
    deep = b'{"type":"user","message":' + b"[" * 200_000 + b"]" * 200_000 + b"}\n"
    path = tmp_path / "deep.jsonl"
    path.write_bytes(b"".join(lines[:3]) + deep + b"".join(lines[3:]))
    code = cli.main(["analyze", "--transcript", str(path), "--backend", "offline", "--dry-run", "--json"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert '"outcome": "dry_run"' in out and '"gate1": "pass"' in out
    log = (paths.log_dir() / "distill.log").read_text()
    assert "skipped 1 line nested too deeply to read (first at byte" in log


def test_a_transcript_whose_first_line_is_huge_is_probed_from_its_head(home, tmp_path):
    """Whether a named file is a transcript is judged without loading a 64 MB first line."""
    import tracemalloc

    from core.transcript.reader import looks_like_jsonl

    path = tmp_path / "huge.jsonl"
    with open(path, "wb") as fh:
        fh.write(b'{"type":"user","message":{"role":"user","content":"' + b"x" * (64 << 20) + b'"}}\n')
    tracemalloc.start()
    assert looks_like_jsonl(path)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 8 << 20


_DEEP_ARRAY = b"[" * 200_000 + b"]" * 200_000 + b"\n"


@pytest.mark.parametrize("line_no", [2, 4])
def test_a_deeply_nested_array_near_the_top_is_skipped_and_said_everywhere(home, tmp_path, capsys, line_no):
    """A bare array too deep to parse, among the first lines, neither condemns the
    file nor goes unsaid: analyze (human and --json) and `log` carry the note."""
    import json

    from tests.helpers_transcripts import EN

    lines = EN.read_bytes().splitlines(keepends=True)
    path = tmp_path / "deep.jsonl"
    path.write_bytes(b"".join(lines[:line_no - 1]) + _DEEP_ARRAY + b"".join(lines[line_no - 1:]))
    note = "skipped 1 line nested too deeply to read (first at byte"

    code = cli.main(["analyze", "--transcript", str(path), "--backend", "offline", "--dry-run", "--json"])
    out = capsys.readouterr().out
    assert code == 0, out
    result = json.loads(out)
    assert result["outcome"] == "dry_run" and [n[:len(note)] for n in result["notes"]] == [note]

    code = cli.main(["analyze", "--transcript", str(path), "--backend", "offline", "--dry-run"])
    out = capsys.readouterr().out
    assert code == 0 and f"note: {note}" in out, out

    assert cli.main(["log"]) == 0
    out = capsys.readouterr().out
    assert out.count(f"note: {note}") == 2, out
    assert cli.main(["log", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [len(r["notes"]) for r in rows] == [1, 1]


@pytest.mark.parametrize("content", [_DEEP_ARRAY * 2, b"not json\n" + _DEEP_ARRAY + b'{"no_type": 1}\n' + b"[1]\n"])
def test_a_file_of_only_skippable_lines_is_still_refused_in_one_line(home, tmp_path, capsys, content):
    path = tmp_path / "junk.jsonl"
    path.write_bytes(content)
    code = cli.main(["analyze", "--transcript", str(path), "--backend", "offline"])
    err = capsys.readouterr().err
    assert code == 1 and err.count("\n") == 1 and "not a Claude Code transcript" in err


def test_a_bad_line_before_the_records_does_not_condemn_the_file(tmp_path):
    from core.transcript.reader import looks_like_jsonl

    path = tmp_path / "s.jsonl"
    path.write_bytes(b"garbage\n" + b'{"type":"user","message":{"role":"user","content":"hi"}}\n')
    assert looks_like_jsonl(path)
    path.write_bytes(b"garbage\n" * 20 + b'{"type":"user","message":{"role":"user","content":"hi"}}\n')
    assert not looks_like_jsonl(path)  # judged from the first 20 non-empty lines
