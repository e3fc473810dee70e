"""The command line run in-process, as the tests of the first hour use it."""
from __future__ import annotations

import pytest

from core import cli


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """`claude-distill ARGV…`: its exit status (a SystemExit from argparse included) and what it printed."""
    try:
        code = cli.main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err
