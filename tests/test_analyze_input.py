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
    assert code == 2
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
    assert code == 2 and err == f"claude-distill: {tmp_path} is a directory; --transcript takes one transcript file (.jsonl)\n"
