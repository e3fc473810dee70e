"""The IDE wrapper setting edited in JSONC without losing a comment."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.setup import ide_settings as S

W = "/home/u/.local/share/claude-distill/bin/claude-distill-wrap"

ROUND_TRIPS = [
    '{\n    "editor.fontSize": 14\n}\n',
    '{\n  "a": 1, // why a is 1\n}\n',
    '{\n  // nothing yet\n}\n',
    '{\n  "a": {"b": [1, 2,]}, /* block */\n  "x": "y" // tail\n}\n',
    '\ufeff{\n\t"a": 1\n}',
    '{\n  "url": "http://example.com/*not a comment*/"\n}\n',
]


@pytest.mark.parametrize("text", ROUND_TRIPS)
def test_set_then_remove_gives_back_the_text(text: str) -> None:
    added = S.set_member(text, W)
    assert S.read(added) == (True, W)
    assert S.remove_member(added) == text


def test_comments_and_other_members_stay() -> None:
    text = '{\n  // keep me\n  "a": 1, /* and me */\n  "b": "c"\n}\n'
    added = S.set_member(text, W)
    assert "// keep me" in added and "/* and me */" in added
    assert S.read(added, "a") == (True, 1) and S.read(added, "b") == (True, "c")


def test_existing_value_is_replaced_in_place() -> None:
    text = '{\n  "claudeCode.claudeProcessWrapper": "/old", // mine\n  "a": 1\n}\n'
    assert S.set_member(text, W) == text.replace('"/old"', f'"{W}"')


def test_missing_or_empty_file_gets_a_new_object() -> None:
    for text in (None, "", "  \n"):
        assert S.read(S.set_member(text, W)) == (True, W)
    assert S.read(None) == (False, None)


@pytest.mark.parametrize("bad", ['{"a": 1', "[1]", '{"a" 1}', '{"a": 1,,}', '{"a": "x\n"}', "{/* open"])
def test_unparseable_text_is_refused(bad: str) -> None:
    with pytest.raises(S.JsoncError):
        S.set_member(bad, W)


def test_editors_found_by_their_user_folder(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path)}
    assert S.editors(env, platform="linux") == []
    (tmp_path / ".config" / "Cursor" / "User").mkdir(parents=True)
    (found,) = S.editors(env, platform="linux")
    assert found.name == "Cursor" and found.settings == tmp_path / ".config/Cursor/User/settings.json"
    mac = tmp_path / "Library" / "Application Support" / "Code" / "User"
    mac.mkdir(parents=True)
    assert [e.name for e in S.editors(env, platform="darwin")] == ["VS Code"]
