"""Help texts people read before anything else."""
from __future__ import annotations

import re

import pytest

from core import cli


def help_of(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert cli.main([*argv, "--help"]) == 0  # help is flushed and its status returned (a closed pipe is caught)
    return capsys.readouterr().out


def test_init_help_names_each_option_once(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_of(capsys, "init").split("options:", 1)[1].split("examples:")[0]  # usage and examples name them too
    options = set(re.findall(r"--[a-z][a-z-]+", text))
    assert {"--imports-only", "--no-shim", "--shim-only", "--remove", "--yes", "--schedule"} <= options
    assert {o: text.count(o) for o in options if text.count(o) != 1} == {}


def test_remember_help_says_the_default_kind(capsys: pytest.CaptureFixture[str]) -> None:
    assert "default: knowledge" in help_of(capsys, "remember")
