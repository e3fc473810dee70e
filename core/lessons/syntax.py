"""The line forms of an entry block (heading, metadata line, field lines),
shared by the writer and the reader so both mean the same lines."""
from __future__ import annotations

import re

from core.lessons.labels import CATEGORIES, DATE_RE, LABEL_KEYS

META_RE = re.compile(r"^`([gk]-[0-9a-f]{8})`(.*)$")
HEADING_RE = re.compile(r"^#{1,3}(?:\s|$)")
ENTRY_HEADING_RE = re.compile(r"^###\s+(.*?)\s*#*\s*$")
FIELD_RE = re.compile(r"^\s*[-*]\s+\*\*(.+?):\*\*\s?(.*)$")
SEEN_RE = re.compile(r"^(?:seen|재확인)\s+(\d+)\s*(?:×|x|회)\s*\((?:last|최근)\s+(\d{4}-\d{2}-\d{2})\)$")
PROJECT_RE = re.compile(r"^(?:project|프로젝트)\s+`(.*)`$")
SESSION_RE = re.compile(r"^(?:session|세션)\s+`(.*)`$")
SEP = " · "


def field_key(line: str) -> str | None:
    """The field a `- **Label:** value` line holds, in any language; None for other lines."""
    m = FIELD_RE.match(line)
    return LABEL_KEYS.get(m.group(1).strip().casefold()) if m else None


def split_meta(line: str) -> list[str]:
    return [p.strip() for p in line.split("·")]


def meta_part_kind(part: str) -> str | None:
    if DATE_RE.match(part):
        return "date"
    if part in CATEGORIES:
        return "category"
    if PROJECT_RE.match(part):
        return "project"
    if SESSION_RE.match(part):
        return "session"
    if SEEN_RE.match(part):
        return "seen"
    return None
