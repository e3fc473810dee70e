"""Each command's exit statuses, pinned by name (core/exits.py).

Scripts branch on these numbers; a change here is a change of interface. The
table in `claude-distill --help` is made from the same names."""
from __future__ import annotations

from pathlib import Path

import pytest

from core import cli
from core.exits import MEANING, Exit


def status(*argv: str) -> int:
    try:
        return cli.main(list(argv))
    except SystemExit as exc:  # pragma: no cover - main returns every status since issue 26
        return int(exc.code or 0)


def test_the_numbers_are_the_interface() -> None:
    assert {e.name: int(e) for e in Exit} == {"OK": 0, "FAILED": 1, "USAGE": 2, "INTERRUPTED": 130,
                                              "PIPE_CLOSED": 141}
    assert set(MEANING) == set(Exit)


def test_the_help_table_is_made_from_the_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert status("--help") == Exit.OK
    out = capsys.readouterr().out
    table = out.split("exit status:", 1)[1]
    for code in Exit:
        assert f"  {int(code):<4} {MEANING[code]}" in table


ROWS: list[tuple[str, list[str], Exit]] = [
    ("help", ["--help"], Exit.OK),
    ("version", ["--version"], Exit.OK),
    ("a typo", ["stauts"], Exit.USAGE),
    ("an unknown option", ["log", "--bogus"], Exit.USAGE),
    ("an unknown setting", ["config", "get", "nope"], Exit.USAGE),
    ("a malformed value", ["sweep", "--since", "soon"], Exit.USAGE),
    ("status", ["status"], Exit.OK),
    ("log", ["log"], Exit.OK),
    ("entries alone", ["entries"], Exit.OK),
    ("entries --json", ["entries", "--json"], Exit.OK),
    ("config alone", ["config"], Exit.OK),
    ("schedule alone", ["schedule"], Exit.OK),
    ("shim alone", ["shim"], Exit.OK),
    ("shim status without a shim", ["shim", "status"], Exit.FAILED),
    ("a missing entry", ["entries", "show", "g-bogus"], Exit.FAILED),
    ("a missing run", ["undo", "abc"], Exit.FAILED),
    ("analyze without a session", ["analyze"], Exit.USAGE),
    ("no transcripts at all", ["analyze", "--last"], Exit.FAILED),
    ("doctor where nothing is set up", ["doctor"], Exit.FAILED),
    ("doctor --json where nothing is set up", ["doctor", "--json"], Exit.FAILED),
]


@pytest.mark.parametrize("what,argv,code", ROWS, ids=[r[0] for r in ROWS])
def test_each_command_exits_as_pinned(offline: Path, capsys: pytest.CaptureFixture[str], what: str,
                                      argv: list[str], code: Exit) -> None:
    assert status(*argv) == code, capsys.readouterr()


@pytest.mark.parametrize("kind", ["missing", "directory", "not a transcript", "unreadable"])
def test_every_transcript_that_cannot_be_used_exits_failed(offline: Path, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str], kind: str) -> None:
    """Issue 26: not a transcript exited 2 and a missing file 1, though both are the person's file.
    One status for all: 1, the command ran and could not use the file (2 is for what was typed)."""
    path = tmp_path / "t.jsonl"
    if kind == "directory":
        path.mkdir()
    elif kind == "not a transcript":
        path.write_text("root:x:0:0:root:/root:/bin/bash\n")
    elif kind == "unreadable":
        path.write_text('{"type":"user"}\n')
        path.chmod(0)
        try:
            path.read_bytes()
            pytest.skip("running as root: nothing is unreadable")
        except PermissionError:
            pass
    code = status("analyze", "--transcript", str(path))
    err = capsys.readouterr().err
    assert code == Exit.FAILED, err
    assert err.count("\n") == 1 and err.startswith("claude-distill: ")
