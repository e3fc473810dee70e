"""How the offline extractor words a lesson: the localised connecting
phrases, the category and scope read off the texts, and the assistant's own
sentences turned into a title and a rule.

Apart from the error → fix search in core/distil/backends/offline.py because
wording is its own concern: what counts as a title, as advice or as filler
changes with the languages, not with how a fix is found."""
from __future__ import annotations

import re

from core.transcript.error_phrases import COMMAND_NOT_FOUND, MISSING_MODULE, PERMISSION_DENIED, any_of

TEXT_CAP = 300
TITLE_MAX = 100
SENTENCE_RE = re.compile(r"(?<=[.!?。])\s+|\n+")

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "symptom": "`{cmd}` fails: {error}",
        "trap_instead": "Using {wrong}",
        "trap_before": "Running `{cmd}` before `{prereq}`",
        "trap_program": "Running it with `{old}` (as in `{cmd}`)",
        "trap_args": "Running `{cmd}` as it was written",
        "fix_before": "Run `{prereq}` first",
        "fix_program": "Use `{new}` instead of `{old}`",
        "fix_args": "Run it as `{fixed}`",
        "fix_program_before": "Run it with `{new}` instead of `{old}`, after `{prereq}`",
    },
    "ko": {
        "symptom": "`{cmd}` 실패: {error}",
        "trap_instead": "{wrong} 사용하기",
        "trap_before": "`{prereq}` 없이 `{cmd}`부터 실행하기",
        "trap_program": "`{old}`로 실행하기 (`{cmd}`처럼)",
        "trap_args": "`{cmd}`를 쓰인 그대로 실행하기",
        "fix_before": "먼저 `{prereq}`를 실행합니다",
        "fix_program": "`{old}` 대신 `{new}`를 사용합니다",
        "fix_args": "`{fixed}`로 실행합니다",
        "fix_program_before": "`{prereq}` 다음, `{old}` 대신 `{new}`로 실행합니다",
    },
}

CATEGORY_HINTS: list[tuple[str, re.Pattern[str]]] = [
    ("env_setup", re.compile(r"ModuleNotFoundError|" + any_of(*MISSING_MODULE[:1], *COMMAND_NOT_FOUND[:1])
                             + r"|not installed|\bvenv\b|pip install|PATH|" + any_of(*PERMISSION_DENIED), re.I)),
    ("test_strategy", re.compile(r"\bpytest\b|\bjest\b|\bgo test\b|cargo test|npm test|unittest", re.I)),
    ("build_config", re.compile(r"\bbuild\b|\bmake\b|cmake|gradle|cargo build|\btsc\b|webpack|compil", re.I)),
    ("security", re.compile(r"certificate|ssl|tls|token expired|unauthori[sz]ed", re.I)),
]


def cap_line(text: str, cap: int = TEXT_CAP) -> str:
    """One line of at most `cap` characters, cut at a word boundary when it can be."""
    text = re.sub(r"\s+", " ", text).strip()
    if len(text) <= cap:
        return text
    cut = text[: cap - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > cap // 2 else cut).rstrip() + "…"


def category_of(*texts: str) -> str:
    joined = "\n".join(texts)
    for category, pattern in CATEGORY_HINTS:
        if pattern.search(joined):
            return category
    return "tool_quirk"


def scope_of(*texts: str) -> str:
    """Relative paths and project folders make a lesson about this project."""
    joined = " ".join(texts)
    if re.search(r"(^|[\s'\"=])\.{1,2}/|\.venv\b|\bproject\b|프로젝트", joined):
        return "project"
    return "global"


# Narration ("Let me…", "All done.", "확인해 보겠습니다") says nothing about the lesson.
FILLER_RE = re.compile(r"^(let me|let's|now\b|next\b|i'll|i will|good|great|perfect|done|all done|ok\b|okay)"
                        r"|(보겠습니다|하겠습니다|합니다:)[.!]?$", re.I)
MIN_TITLE_CHARS = 20


def sentences(*texts: str) -> list[str]:
    out = []
    for text in texts:
        for part in SENTENCE_RE.split(text.strip()):
            sentence = part.strip()
            sentence = re.sub(r"^[^:：\s]{1,20}[:：]\s*", "", sentence) or sentence  # "Fixed: …", "해결했습니다: …"
            if sentence:
                out.append(sentence)
    return out


def title_of(*texts: str) -> str:
    """The first sentence that states something: long enough, not narration, not a lead-in."""
    for sentence in sentences(*texts):
        if len(sentence) >= MIN_TITLE_CHARS and not sentence.endswith((":", "：")) \
                and not FILLER_RE.search(sentence):
            return sentence
    return ""


def upper_first(text: str) -> str:
    """An English sentence starts with a capital; a Korean one keeps its leading name as written."""
    if re.search(r"[\uac00-\ud7a3]", text) or not text[:1].isascii():
        return text
    return text[:1].upper() + text[1:]


def headline(sentence: str, cap: int = TITLE_MAX) -> str:
    """A title from a sentence: its first clause when the sentence is long, cut
    at a word boundary when even that is too long; no closing full stop."""
    text = re.sub(r"\s+", " ", sentence).strip().rstrip(".。")
    if len(text) > cap:
        clause = re.split(r"\s*[;:—]\s+|;\s*", text)[0].rstrip(",. ")
        text = clause if MIN_TITLE_CHARS <= len(clause) <= cap else text
    if len(text) > cap:
        cut = text[: cap - 1]
        space = cut.rfind(" ")
        text = (cut[:space] if space > cap // 2 else cut).rstrip(",;:. ") + "…"
    return upper_first(text)


# Advice in the assistant's own words: "always run X", "use Y, not Z", "항상 … 실행하세요".
ADVICE_EN_RE = re.compile(r"^(?:always|never|use|run|install|set|add|make sure|ensure|first|do not|don't|"
                           r"prefer|call|pass|export|activate|create|keep|avoid|instead)\b", re.I)
ADVICE_KO_RE = re.compile(r"(?:세요|십시오|해야 합니다|해야 한다|하세요|합시다)[.!]?$")
NOT_RE = re.compile(r"(?:,\s*|\s+)(?:not|instead of|rather than)\s+(.+?)[.!]?$", re.I)
KO_NOT_RE = re.compile(r"(\S+(?:\s\S+)?)\s*(?:말고|대신)")
def clauses(*texts: str) -> list[str]:
    return [c.strip() for s in sentences(*texts) for c in re.split(r";\s*", s) if c.strip()]


def advice_of(*texts: str) -> str:
    """The clause in which the assistant states the fix as a rule, if it does."""
    for clause in clauses(*texts):
        if ADVICE_EN_RE.match(clause) or ADVICE_KO_RE.search(clause):
            return clause
    return ""


def code_names(text: str, commands: list[str]) -> str:
    """Commands and paths of a sentence in code spans, so they read (and are matched) as such."""
    for step in sorted(commands, key=len, reverse=True):
        if len(step) > 2 and step in text and f"`{step}`" not in text:
            return text.replace(step, f"`{step}`", 1)
    def wrap(m: re.Match[str]) -> str:
        word = m.group(0)
        named = "/" in word or re.search(r"\w\.\w", word) or re.fullmatch(r"[a-z]+\d[\w.]*", word)
        return f"`{word}`" if named else word
    return re.sub(r"(?<![`\w])[\w.~/-]*[\w/][\w.~/-]*(?![`\w])", wrap, text)
