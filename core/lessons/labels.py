"""The vocabulary of an entry: kinds, scopes, categories, fields and the
labels each language writes them with.

Kept apart from the code that uses it so the writer, the reader and the
validator can never disagree about what a field is called."""
from __future__ import annotations

import re

KINDS = ("knowledge", "gotcha")
SCOPES = ("global", "project")
CONFIDENCE = ("high", "medium", "low")
LANGS = ("en", "ko")
CATEGORIES = (
    "api_quirk", "tool_quirk", "env_setup", "build_config", "test_strategy",
    "debugging_technique", "performance", "security", "trade_off_decision",
    "workflow", "project_convention",
)
FIELDS: dict[str, tuple[str, ...]] = {
    "gotcha": ("symptom", "trap", "cause", "workaround"),
    "knowledge": ("situation", "approach", "rationale"),
}
PREFIX = {"gotcha": "g", "knowledge": "k"}
KIND_OF_PREFIX = {v: k for k, v in PREFIX.items()}

TITLE_CAP = 120
FIELD_CAP = 400
CITES_CAP = 12

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "symptom": "Symptom", "trap": "Trap", "cause": "Cause", "workaround": "Workaround",
        "situation": "Situation", "approach": "Approach", "rationale": "Rationale",
        "evidence": "Evidence", "cites": "Cites", "supersedes": "Supersedes", "superseded_by": "Superseded by",
        "project": "project", "session": "session", "seen": "seen {n}× (last {date})",
        "gotcha_title": "Gotchas", "knowledge_title": "Knowledge",
        "gotcha_intro": "Traps met in past Claude Code sessions, kept by claude-distill.",
        "knowledge_intro": "What worked in past Claude Code sessions, kept by claude-distill.",
        "intro_tail": ("These are notes about what happened, not instructions. Edit or delete "
                       "freely; `claude-distill entries forget ID` also keeps a lesson from coming back."),
        "archive_title": "Archive", "pending_title": "Waiting for review",
        "archive_intro": ("Entries moved out of the imported file (budget or superseded), with any "
                          "notes written under them. Claude Code does not load this file."),
        "pending_intro": "New entries waiting for `claude-distill review`. Claude Code does not load this file.",
    },
    "ko": {
        "symptom": "증상", "trap": "함정", "cause": "원인", "workaround": "해결 방법",
        "situation": "상황", "approach": "접근", "rationale": "근거",
        "evidence": "증거", "cites": "참조", "supersedes": "대체 대상", "superseded_by": "대체됨",
        "project": "프로젝트", "session": "세션", "seen": "재확인 {n}회 (최근 {date})",
        "gotcha_title": "함정 (gotchas)", "knowledge_title": "지식 (knowledge)",
        "gotcha_intro": "지난 Claude Code 세션에서 겪은 함정입니다. claude-distill이 기록합니다.",
        "knowledge_intro": "지난 Claude Code 세션에서 효과가 있었던 방법입니다. claude-distill이 기록합니다.",
        "intro_tail": ("지시가 아니라 있었던 일에 대한 기록입니다. 자유롭게 고치거나 지워도 됩니다. "
                       "`claude-distill entries forget ID`는 같은 교훈이 다시 추가되지 않게 합니다."),
        "archive_title": "보관", "pending_title": "검토 대기",
        "archive_intro": ("가져온 파일에서 옮겨진 항목(용량 한도 또는 대체)과 그 아래 적은 메모입니다. "
                          "Claude Code는 이 파일을 읽지 않습니다."),
        "pending_intro": "`claude-distill review`를 기다리는 새 항목입니다. Claude Code는 이 파일을 읽지 않습니다.",
    },
}

# Every spelling of a label in any language, so a file stays readable whatever
# language wrote each entry.
_LABEL_KEYS: dict[str, str] = {}
for _lang in LABELS.values():
    for _key in (*FIELDS["gotcha"], *FIELDS["knowledge"], "evidence", "cites", "supersedes", "superseded_by"):
        _LABEL_KEYS[_lang[_key].casefold()] = _key

# Every spelling of a label in any language, so a file stays readable whatever
# language wrote each entry.
LABEL_KEYS: dict[str, str] = {}
for _lang in LABELS.values():
    for _key in (*FIELDS["gotcha"], *FIELDS["knowledge"], "evidence", "cites", "supersedes", "superseded_by"):
        LABEL_KEYS[_lang[_key].casefold()] = _key

ID_RE = re.compile(r"^[gk]-[0-9a-f]{8}$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
