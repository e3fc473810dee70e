"""The `claudeCode.claudeProcessWrapper` setting in VS Code and Cursor.

Their user settings are JSONC (comments, trailing commas) that people edit by
hand, so we never re-serialise them: the text is tokenised, the one top-level
member is replaced, inserted or removed in place, and every other byte,
comment included, stays where it was. Anything we cannot parse with certainty
is left alone, and the person gets the line to add by hand."""
from __future__ import annotations

import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from core import paths

WRAPPER_KEY = "claudeCode.claudeProcessWrapper"
EDITORS = (("VS Code", "Code"), ("Cursor", "Cursor"))


class JsoncError(ValueError):
    """The settings text is not JSONC we can edit safely."""


@dataclass(frozen=True)
class Editor:
    name: str
    settings: Path


def editors(env: Mapping[str, str] | None = None, platform: str | None = None) -> list[Editor]:
    """Editors whose user-settings folder exists (the editor has been run at least once)."""
    e = os.environ if env is None else env
    platform = platform or sys.platform
    home = paths.home(e)
    if platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        xdg = e.get("XDG_CONFIG_HOME", "")
        base = Path(xdg) if xdg and os.path.isabs(xdg) else home / ".config"
    found = []
    for name, folder in EDITORS:
        user = base / folder / "User"
        if user.is_dir():
            found.append(Editor(name, user / "settings.json"))
    return found


@dataclass(frozen=True)
class _Tok:
    kind: str  # str | punct | lit | comment | ws
    start: int
    end: int
    text: str


_WS = re.compile(r"[ \t\r\n\ufeff]+")
_LIT = re.compile(r"[^\s{}\[\]:,\"/]+")


def _tokens(text: str) -> list[_Tok]:
    toks: list[_Tok] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        m = _WS.match(text, i)
        if m:
            toks.append(_Tok("ws", i, m.end(), m.group()))
            i = m.end()
            continue
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                if text[j] == "\\":
                    j += 1
                elif text[j] == "\n":
                    raise JsoncError("a line break inside a string")
                j += 1
            if j >= n:
                raise JsoncError("an unterminated string")
            toks.append(_Tok("str", i, j + 1, text[i:j + 1]))
            i = j + 1
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            toks.append(_Tok("comment", i, j, text[i:j]))
            i = j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            if j < 0:
                raise JsoncError("an unterminated comment")
            toks.append(_Tok("comment", i, j + 2, text[i:j + 2]))
            i = j + 2
            continue
        if c in "{}[]:,":
            toks.append(_Tok("punct", i, i + 1, c))
            i += 1
            continue
        m = _LIT.match(text, i)
        if not m:
            raise JsoncError(f"unexpected {c!r} at offset {i}")
        toks.append(_Tok("lit", i, m.end(), m.group()))
        i = m.end()
    return toks


@dataclass(frozen=True)
class _Member:
    key: str
    key_start: int
    value_start: int
    value_end: int
    comma: int | None  # offset of the comma after the value


@dataclass(frozen=True)
class _Doc:
    data: dict[str, Any]
    open_brace: int
    close_brace: int
    members: list[_Member]


def _parse(text: str) -> _Doc:
    toks = _tokens(text)
    sig = [t for t in toks if t.kind not in ("ws", "comment")]
    # Validate the whole document with the real JSON parser, comments and
    # trailing commas removed, so the structural walk below can trust it.
    keep: list[str] = []
    for idx, t in enumerate(sig):
        if t.text == "," and idx + 1 < len(sig) and sig[idx + 1].text in ("}", "]"):
            continue
        keep.append(t.text)
    try:
        data = json.loads(" ".join(keep))
    except ValueError as exc:
        raise JsoncError(str(exc)) from None
    if not isinstance(data, dict):
        raise JsoncError("the settings are not an object")
    members: list[_Member] = []
    i = 1
    while i < len(sig) - 1:
        t = sig[i]
        if t.kind == "str":
            key = json.loads(t.text)
            j = i + 2  # past the colon
            vstart = sig[j].start
            d = 0
            while True:
                if sig[j].text in "{[" and sig[j].kind == "punct":
                    d += 1
                elif sig[j].text in "}]" and sig[j].kind == "punct":
                    d -= 1
                if d == 0:
                    break
                j += 1
            vend = sig[j].end
            comma = sig[j + 1].start if sig[j + 1].text == "," and sig[j + 1].kind == "punct" else None
            members.append(_Member(key, t.start, vstart, vend, comma))
            i = j + (2 if comma is not None else 1)
            continue
        i += 1
    return _Doc(data, sig[0].start, sig[-1].start, members)


def read(text: str | None, key: str = WRAPPER_KEY) -> tuple[bool, Any]:
    """(present, value) of a top-level key; an empty or missing file has none."""
    if text is None or not text.strip():
        return False, None
    doc = _parse(text)
    return (key in doc.data), doc.data.get(key)


def _indent(text: str, doc: _Doc) -> str:
    if doc.members:
        line_start = text.rfind("\n", 0, doc.members[0].key_start) + 1
        lead = text[line_start:doc.members[0].key_start]
        if lead.strip() == "":
            return lead
    return "    "


def set_member(text: str | None, value: Any, key: str = WRAPPER_KEY) -> str:
    """Text with `key` set to `value`, everything else untouched."""
    rendered = json.dumps(value, ensure_ascii=False)
    if text is None or not text.strip():
        return "{\n    " + json.dumps(key) + ": " + rendered + "\n}\n"
    doc = _parse(text)
    last = None
    for m in doc.members:
        if m.key == key:
            last = m
    if last is not None:
        return text[:last.value_start] + rendered + text[last.value_end:]
    member = json.dumps(key) + ": " + rendered
    indent = _indent(text, doc)
    q = doc.close_brace
    while q > doc.open_brace + 1 and text[q - 1] in " \t\r\n":
        q -= 1
    if not doc.members:
        rest = text[q:]
        if "\n" not in text[q:doc.close_brace]:
            rest = "\n" + rest
        return text[:q] + "\n" + indent + member + rest
    prev = doc.members[-1]
    if prev.comma is not None:
        # The file ends its members with a trailing comma: keep that style.
        return text[:q] + "\n" + indent + member + "," + text[q:]
    text = text[:prev.value_end] + "," + text[prev.value_end:]
    q += 1
    return text[:q] + "\n" + indent + member + text[q:]


def remove_member(text: str, key: str = WRAPPER_KEY) -> str:
    """Text without the top-level `key`, its line and the comma that came with it.

    Removing what `set_member` inserted gives back the text it started from."""
    while True:
        doc = _parse(text)
        idx = next((i for i in range(len(doc.members) - 1, -1, -1) if doc.members[i].key == key), None)
        if idx is None:
            return text
        m = doc.members[idx]
        cuts: list[tuple[int, int]] = []
        if m.comma is not None:
            end = m.comma + 1
        else:
            end = m.value_end
            c = doc.members[idx - 1].comma if idx > 0 else None
            if c is not None:
                # Last member without a comma: the comma joining it to the one
                # before goes too, but not any comment that follows that comma.
                cuts.append((c, c + 1))
        start = m.key_start
        line_start = text.rfind("\n", 0, start) + 1
        if text[line_start:start].strip() == "":
            start = max(line_start - 1, 0)
            if cuts and start < cuts[0][1]:
                start = cuts[0][1]
        cuts.append((start, end))
        for a, b in sorted(cuts, reverse=True):
            text = text[:a] + text[b:]


def manual_line(wrapper: str) -> str:
    return f'"{WRAPPER_KEY}": {json.dumps(wrapper)}'
